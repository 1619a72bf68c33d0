/**
 * What differs between the imports that share the import drawer's form (ImportItemsForm): the
 * bill of quantities' import (ImportProjectItems, seven labels from B) and a contractor's cost
 * list (ImportProjectContractorItems, quantity and unit price from I). The form, the preview,
 * the mapping and the workbook reading are the same pieces. Client-safe.
 */
import { columnToIndex, parseExcelRange } from '@/lib/excel/range';
import {
  DEFAULT_ITEM_IMPORT_RANGE,
  DEFAULT_LABEL_ORDER,
  ITEM_IMPORT_LABELS,
  REQUIRED_ITEM_IMPORT_LABELS,
  itemImportOptionsSchema,
  type ItemImportLabel,
  type LabelOrder,
} from '@/lib/project-items/import-options';
import { mappingFromLabelOrder, type LabelMapping } from './label-mapping';

/** The options every import takes besides the file, as the query sends them. */
export type ImportOptionsText = { sheetName: string; excelRange: string; labelOrder: string };
type Issue = { path: PropertyKey[]; message: string };

export type ImportKind = {
  /** The labels with a select in the drawer, and those that must have a column. */
  labels: readonly ItemImportLabel[];
  required: readonly ItemImportLabel[];
  defaultRange: string;
  defaultMapping: LabelMapping;
  /** The API's own check of the options (its zod schema), so the form says what the API would refuse. */
  checkOptions: (options: ImportOptionsText) => { success: true } | { success: false; error: { issues: Issue[] } };
};

/** The mapping of a labelOrder written from the first column of `range`. */
export const mappingAt = (order: LabelOrder, range: string) => {
  const parsed = parseExcelRange(range);
  return mappingFromLabelOrder(order, parsed.ok ? parsed.range.start.column : columnToIndex('B'));
};

export const ITEMS_IMPORT: ImportKind = {
  labels: ITEM_IMPORT_LABELS,
  required: REQUIRED_ITEM_IMPORT_LABELS,
  defaultRange: DEFAULT_ITEM_IMPORT_RANGE,
  defaultMapping: mappingAt(DEFAULT_LABEL_ORDER, DEFAULT_ITEM_IMPORT_RANGE),
  checkOptions: (options) => itemImportOptionsSchema.safeParse(options),
};
