import { hr, z } from '@/lib/i18n/zod';
import type { ListQueryOptions } from '@/lib/http/list-params';
import { DocumentType } from '@/lib/navigation/document-types';

/**
 * Warehouses and warehouse items (spec part 2 sections 3, 5 and 7, "Warehouse" and
 * "WarehouseItems"). Client-safe: the tables, the edit drawer and the API share these.
 */

/** Spec §3 "Warehouse": id, projectId, name, address, cityId, city, countryId, country (+ the project's name). */
export type WarehouseDto = {
  id: number;
  projectId: number;
  project: string;
  name: string;
  address: string | null;
  cityId: number | null;
  city: string | null;
  countryId: number | null;
  country: string | null;
};

/**
 * Spec §3 "Warehouse item". Decimals are strings (numeric columns, never floats):
 * quantity and unitPrice with 6 decimals, totalPrice = quantity x unitPrice rounded to 2.
 */
export type WarehouseItemDto = {
  id: number;
  warehouseId: number;
  projectId: number;
  projectName: string;
  supplierId: number | null;
  supplier: string | null;
  sourceDocumentItemId: number | null;
  sourceDocumentItemDocumentId: number | null;
  sourceDocumentItemDocumentCode: string | null;
  sourceDocumentItemDocumentTypeId: number | null;
  name: string;
  description: string | null;
  quantity: string;
  unitPrice: string;
  totalPrice: string;
  unitOfMeasurementId: number;
  unitOfMeasurement: string;
};

/** The detailed form of GET /api/Warehouse/{id}: the warehouse and its items. */
export type WarehouseDetailDto = WarehouseDto & { warehouseItems: WarehouseItemDto[] };

/**
 * GET /api/Warehouse/search: Filter.ProjectId, Filter.Project_Name, Filter.Project_Address,
 * Filter.Project_City_NameUniversal, Filter.Project_Country_NameUniversal (the names are the
 * spec's; the address and place are the project's, which its warehouse mirrors).
 */
export const WAREHOUSE_LIST = {
  sortable: ['project_Name', 'project_Address', 'project_City_NameUniversal', 'project_Country_NameUniversal', 'name'],
  defaultSortBy: 'project_Name',
  filters: {
    projectId: 'ids',
    project_Name: 'text',
    project_Address: 'text',
    project_City_NameUniversal: 'text',
    project_Country_NameUniversal: 'text',
  },
} as const satisfies ListQueryOptions;

/**
 * GET /api/WarehouseItems/search (and /api/Warehouse/{warehouseId}/WarehouseItems):
 * Filter.WarehouseId, Filter.Name, Filter.Supplier_Name, projectId (the screen's filter), and
 * id (repeated: the stock list of a selection).
 */
export const WAREHOUSE_ITEM_LIST = {
  sortable: ['name', 'projectName', 'sourceDocument', 'supplier_Name', 'unitOfMeasurement', 'quantity', 'unitPrice', 'totalPrice', 'createdDate'],
  defaultSortBy: 'name',
  filters: { warehouseId: 'ids', name: 'text', supplier_Name: 'text', projectId: 'ids', id: 'ids' },
} as const satisfies ListQueryOptions;

/** Spec §5 "Warehouse item": name required, at most 200; description optional. Nothing else is editable. */
export const WAREHOUSE_ITEM_DESCRIPTION_MAX = 2000;
export const warehouseItemSchema = z.object({
  name: hr.requiredText(200),
  description: hr.optionalText(WAREHOUSE_ITEM_DESCRIPTION_MAX),
});

export type WarehouseItemInput = z.infer<typeof warehouseItemSchema>;

/** The Generate menu of /warehouse-items (spec §2): the document types made from selected stock. */
export const WAREHOUSE_GENERATE_TYPES = [
  DocumentType.WriteOffNote,
  DocumentType.ConsumptionNote,
  DocumentType.TransferNote,
  DocumentType.Liquidation,
] as const;

/**
 * The contract with the documents screens: /documents/new?typeId=<type>&warehouseItemIds=1,2,3
 * opens the create drawer (width 1100) with one line per selected warehouse item.
 */
export function generateFromStockHref(typeId: number, warehouseItemIds: readonly number[]): string {
  return `/documents/new?typeId=${typeId}&warehouseItemIds=${warehouseItemIds.join(',')}`;
}

/** GET /api/WarehouseItems/Print: the stock list PDF of the selection (ids) or of a warehouse. */
export function stockListHref(q: { warehouseId?: number | null; ids?: readonly number[] }): string {
  const p = new URLSearchParams();
  if (q.ids?.length) for (const id of q.ids) p.append('id', String(id));
  else if (q.warehouseId) p.set('warehouseId', String(q.warehouseId));
  const s = p.toString();
  return `/api/WarehouseItems/Print${s ? `?${s}` : ''}`;
}
