/**
 * Options of a contractor's cost-list import (issue 11; spec part 1 section 5 "Cost list import"
 * and section 7 ImportProjectContractorItems), shared by the import drawer and the API.
 * Client-safe.
 *
 * - contractorId: the PROJECT COOPERATOR id of the contractor (the contractors tab's id), required;
 *   the service checks that it is a contractor (Izvođač with "has BOQ") of the project in the path.
 * - sheetName: required, at most 200 (the items export writes 'Troškovnik').
 * - excelRange: required (the drawer's default I2:J100000: the items export's A:H and the two
 *   columns next to it), the rules of lib/excel/range.ts; it must not start in column A (the Id).
 * - labelOrder: as the items import (one label per column of the range from its first column);
 *   Quantity and UnitPrice are required; default "Quantity,UnitPrice". Only Quantity and
 *   UnitPrice are read: the item (its name, unit, ordinal) comes from the bill of quantities by
 *   the Id in column A, so any other label maps a column that is not read.
 */
import { hr, z } from '@/lib/i18n/zod';
import { labelOrderField, labelsFitRange, rangeAfterIdColumn, rangeField, type ItemImportLabel } from '@/lib/project-items/import-options';
import { whenValid } from '@/lib/project-items/schemas';

export const REQUIRED_CONTRACTOR_IMPORT_LABELS: readonly ItemImportLabel[] = ['Quantity', 'UnitPrice'];
/** The spec's default range I:J, from row 2 (row 1 is the export's header). */
export const DEFAULT_CONTRACTOR_IMPORT_RANGE = 'I2:J100000';
export const DEFAULT_CONTRACTOR_LABEL_ORDER_TEXT = 'Quantity,UnitPrice';

/** Query of POST /api/Projects/{id}/ImportProjectContractorItems and the drawer's form. */
export const contractorImportOptionsSchema = z
  .object({
    contractorId: hr.requiredId(),
    sheetName: hr.requiredText(200),
    excelRange: rangeField,
    labelOrder: labelOrderField(REQUIRED_CONTRACTOR_IMPORT_LABELS, DEFAULT_CONTRACTOR_LABEL_ORDER_TEXT),
  })
  .superRefine(rangeAfterIdColumn, whenValid('excelRange'))
  .superRefine(labelsFitRange, whenValid('excelRange', 'labelOrder'));

export type ContractorImportOptions = z.output<typeof contractorImportOptionsSchema>;
export type ContractorImportOptionsInput = z.input<typeof contractorImportOptionsSchema>;

/** A row of the file that did not become a line, and why (Croatian). */
export type SkippedImportRow = { row: number; id: number | null; reason: string };

/** The answer of the contractor import (201). */
export type ContractorImportReport = {
  /** Lines of the contractor's cost list after the import, and the sum of their totals. */
  lines: number;
  totalPrice: string;
  /** Lines created, updated in place (same id: executed quantities and subcontractor lines stay) and deleted. */
  created: number;
  updated: number;
  deleted: number;
  /** Subcontractor lines deleted with the deleted lines. */
  deletedSubcontractorLines: number;
  /** Rows with an Id but neither quantity nor unit price: not on the cost list. */
  rowsWithoutAmounts: number;
  /** Rows with amounts that were not imported (at most MAX_SKIPPED_REPORTED listed), and how many in all. */
  skipped: SkippedImportRow[];
  skippedCount: number;
};

export const MAX_SKIPPED_REPORTED = 200;
