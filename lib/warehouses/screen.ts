/**
 * /warehouses and /warehouse-items (spec part 2 §2 "Warehouses"). Warehouses come with their
 * projects (no create or edit here); warehouse items come from received notes, so /new is not a
 * route: the item drawer reads and edits the name and description. Routing template: docs/screens.md.
 */
import { defineScreen, right, type ScreenRoute } from '@/lib/auth/screen';

export const WAREHOUSE_SCREEN = defineScreen({
  base: '/warehouses',
  needs: right('warehouses', 'read'),
  routes: {
    list: { path: '', page: 'list', drawer: 'closed' },
    read: { path: ':id', page: 'list', drawer: 'read' },
  },
});

export const WAREHOUSE_ITEM_SCREEN = defineScreen({
  base: '/warehouse-items',
  needs: right('warehouseItems', 'read'),
  routes: {
    list: { path: '', page: 'list', drawer: 'closed' },
    read: { path: ':id', page: 'list', drawer: 'read' },
    edit: { path: ':id/edit', page: 'list', drawer: 'edit', needs: right('warehouseItems', 'update') },
  },
});

export type WarehouseRoute = ScreenRoute<typeof WAREHOUSE_SCREEN>;
export type WarehouseItemRoute = ScreenRoute<typeof WAREHOUSE_ITEM_SCREEN>;
