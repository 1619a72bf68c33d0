import { Stack, Title } from '@mantine/core';
import { notFound } from 'next/navigation';
import { WarehouseItemDrawer } from '@/components/warehouses/WarehouseItemDrawer';
import { WarehouseItemsTable } from '@/components/warehouses/WarehouseItemsTable';
import { getDb } from '@/db/client';
import { can } from '@/lib/auth/permissions';
import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { intFilter, parseListQuery } from '@/lib/http/list-params';
import { WAREHOUSE_TEXTS } from '@/lib/i18n/warehouses';
import { getWarehouseItem, listWarehouses, searchWarehouseItems } from '@/lib/warehouses/queries';
import { WAREHOUSE_ITEM_LIST } from '@/lib/warehouses/schemas';
import { WAREHOUSE_ITEM_SCREEN } from '@/lib/warehouses/screen';

export const dynamic = 'force-dynamic';

/** /warehouse-items, /{id}, /{id}/edit (lib/warehouses/screen.ts); ?warehouseId= is the warehouse select. */
export default async function WarehouseItemsPage(props: ScreenPageProps) {
  const { user, route } = await requireScreen(WAREHOUSE_ITEM_SCREEN, props);
  const q = parseListQuery(await props.searchParams, WAREHOUSE_ITEM_LIST);
  const warehouseId = intFilter(q.filters.warehouseId)[0] ?? null;
  const selectedId = route.name === 'read' || route.name === 'edit' ? route.params.id : null;
  const db = await getDb();
  const [list, warehouses, selected] = await Promise.all([
    searchWarehouseItems(db, q),
    listWarehouses(db),
    selectedId !== null ? getWarehouseItem(db, selectedId) : null,
  ]);
  if (selectedId !== null && !selected) notFound();
  return (
    <Stack>
      <Title order={2}>{WAREHOUSE_TEXTS.itemsTitle}</Title>
      <WarehouseItemsTable
        data={list.pageItems}
        totalItems={list.totalItems}
        totalCapped={list.totalCapped}
        warehouses={warehouses.map((w) => ({ value: String(w.id), label: w.project }))}
        warehouseId={warehouseId}
        canGenerate={can(user.roleId, 'documents', 'create')}
      />
      <WarehouseItemDrawer mode={route.drawer} item={selected} canUpdate={can(user.roleId, 'warehouseItems', 'update')} />
    </Stack>
  );
}
