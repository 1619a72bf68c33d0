import { describe, expect, it } from 'vitest';
import { Role } from '@/lib/auth/roles';
import { screenAccess } from '@/lib/auth/screen';
import { VERIFICATION_SCREEN } from '@/lib/verifications/screen';
import { generateFromStockHref, stockListHref } from './schemas';
import { WAREHOUSE_ITEM_SCREEN, WAREHOUSE_SCREEN } from './screen';

const access = (screen: Parameters<typeof screenAccess>[1], role: number, path: string) => screenAccess(role, screen, path ? path.split('/') : []).status;
const { SuperAdmin, Admin, Accounting, Management, SiteManager, Procurement, Warehouse } = Role;

describe('warehouse and verification screens (spec part 2 §2, rights of §6)', () => {
  it('/warehouses: every role reads', () => {
    for (const role of [SuperAdmin, Admin, Accounting, Management, SiteManager, Procurement, Warehouse]) {
      expect(access(WAREHOUSE_SCREEN, role, '')).toBe('open');
      expect(access(WAREHOUSE_SCREEN, role, '3')).toBe('open');
    }
  });

  it('/warehouse-items: five + Warehouse read, five edit, Procurement nothing; no /new', () => {
    for (const role of [SuperAdmin, Admin, Accounting, Management, SiteManager]) expect(access(WAREHOUSE_ITEM_SCREEN, role, '3/edit')).toBe('open');
    expect(access(WAREHOUSE_ITEM_SCREEN, Warehouse, '3')).toBe('open');
    expect(access(WAREHOUSE_ITEM_SCREEN, Warehouse, '3/edit')).toBe('forbidden');
    expect(access(WAREHOUSE_ITEM_SCREEN, Procurement, '')).toBe('forbidden');
    expect(WAREHOUSE_ITEM_SCREEN.parse(['new'])).toBeNull();
  });

  it('/verifications: five read and write; Procurement and Warehouse nothing', () => {
    for (const role of [SuperAdmin, Admin, Accounting, Management, SiteManager]) {
      for (const path of ['', 'new', '4/edit']) expect(access(VERIFICATION_SCREEN, role, path)).toBe('open');
    }
    for (const role of [Procurement, Warehouse]) expect(access(VERIFICATION_SCREEN, role, '')).toBe('forbidden');
  });

  it('builds the Generate and Print links', () => {
    expect(generateFromStockHref(806, [1, 2, 3])).toBe('/documents/new?typeId=806&warehouseItemIds=1,2,3');
    expect(stockListHref({ ids: [4, 5], warehouseId: 2 })).toBe('/api/WarehouseItems/Print?id=4&id=5');
    expect(stockListHref({ warehouseId: 2 })).toBe('/api/WarehouseItems/Print?warehouseId=2');
    expect(stockListHref({})).toBe('/api/WarehouseItems/Print');
  });
});
