/**
 * Options of the bill-of-quantities Excel import and export (spec part 1 section 5, "Cost list
 * import"), shared by the import/export drawers and the API. Client-safe.
 *
 * labelOrder, as a query string value: a comma-separated list of labels, one per column of the
 * range from its first column on ("Level,Ordinal,Name,,Quantity" maps B..F of B2:H100 and leaves
 * E unused). Trailing empty entries may be left out. Labels match case-insensitively.
 * Rules: every label at most once ('not unique values' naming it); Ordinal and Name are required
 * for the import ('missing value' plus the label); no more labels than the range has columns.
 * Column A always holds the item ids: the import range must not include it, the export writes
 * it first and labelOrder names the columns B, C, ...
 */
import { parseExcelRange, rangeColumns, type ExcelRange } from '@/lib/excel/range';
import { messages } from '@/lib/i18n/messages';
import { hr, z } from '@/lib/i18n/zod';

export const ITEM_IMPORT_LABELS = [
  'Level',
  'Ordinal',
  'Name',
  'UnitOfMeasurement',
  'Quantity',
  'UnitPrice',
  'TotalPrice',
] as const;
export type ItemImportLabel = (typeof ITEM_IMPORT_LABELS)[number];
/** One entry per column of the range; null leaves the column unused. */
export type LabelOrder = (ItemImportLabel | null)[];

/** Croatian names of the labels: the drawers' selects and the export's header row. */
export const ITEM_LABEL_NAMES: Record<ItemImportLabel, string> = {
  Level: 'Razina',
  Ordinal: 'Redni broj',
  Name: 'Naziv',
  UnitOfMeasurement: 'Jedinica mjere',
  Quantity: 'Količina',
  UnitPrice: 'Jedinična cijena',
  TotalPrice: 'Ukupna cijena',
};
/** Header of column A in the export (the reserved Id column). */
export const ID_COLUMN_NAME = 'Id';
/** Column A (1-based index 1) is the Id column. */
export const ID_COLUMN = 1;

export const REQUIRED_ITEM_IMPORT_LABELS: readonly ItemImportLabel[] = ['Ordinal', 'Name'];

/** The sheet the export writes, and the import drawer's default sheet name. */
export const DEFAULT_SHEET_NAME = 'Troškovnik';
/** Row 1 is the header (as the export writes it), data from row 2, columns B..H. */
export const DEFAULT_ITEM_IMPORT_RANGE = 'B2:H100000';
/** Id in A, the seven labels in B..H; the header in row 1. */
export const DEFAULT_ITEM_EXPORT_RANGE = 'A1:H100000';
export const DEFAULT_LABEL_ORDER: LabelOrder = [...ITEM_IMPORT_LABELS];
export const DEFAULT_LABEL_ORDER_TEXT = ITEM_IMPORT_LABELS.join(',');

const BY_LOWER = new Map(ITEM_IMPORT_LABELS.map((l) => [l.toLowerCase(), l]));

/** The query-string form: ['Level', null, 'Name'] -> "Level,,Name" (trailing empties dropped). */
export function formatLabelOrder(order: readonly (ItemImportLabel | null | '' | undefined)[]): string {
  const entries = order.map((l) => l || '');
  while (entries.length && entries[entries.length - 1] === '') entries.pop();
  return entries.join(',');
}

type Parsed = { order: LabelOrder; errors: string[] };

/** Splits and recognises the labels; unknown labels and duplicates are errors. */
export function parseLabelOrder(input: string | readonly (string | null | undefined)[]): Parsed {
  const raw = typeof input === 'string' ? input.split(',') : input.map((v) => v ?? '');
  const order: LabelOrder = raw.map((entry) => {
    const text = entry.trim();
    return text === '' ? null : (BY_LOWER.get(text.toLowerCase()) ?? (text as ItemImportLabel));
  });
  while (order.length && order[order.length - 1] === null) order.pop();
  const errors: string[] = [];
  for (const label of order) {
    if (label !== null && !ITEM_IMPORT_LABELS.includes(label)) errors.push(messages.unknownColumnLabel(label));
  }
  const seen = new Set<string>();
  const duplicates = new Set<ItemImportLabel>();
  for (const label of order) {
    if (label === null) continue;
    if (seen.has(label)) duplicates.add(label);
    seen.add(label);
  }
  if (duplicates.size) {
    errors.push(messages.columnsNotUniqueLabels([...duplicates].map(labelName).join(', ')));
  }
  return { order, errors };
}

const labelName = (label: ItemImportLabel) => ITEM_LABEL_NAMES[label] ?? label;

/** 'missing value' for every required label the order lacks. */
export function missingLabelErrors(order: LabelOrder, required = REQUIRED_ITEM_IMPORT_LABELS): string[] {
  return required.filter((l) => !order.includes(l)).map((l) => messages.missingColumn(labelName(l)));
}

/** Absolute 1-based column of each mapped label, counting from `firstColumn`. */
export function labelColumns(order: LabelOrder, firstColumn: number): Partial<Record<ItemImportLabel, number>> {
  const columns: Partial<Record<ItemImportLabel, number>> = {};
  order.forEach((label, i) => {
    if (label) columns[label] = firstColumn + i;
  });
  return columns;
}

/** A query value may arrive once (string), repeated (array) or as the form's array of selects. */
const labelOrderInput = (defaultText: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? defaultText : v),
    z.union([z.string(), z.array(z.string().nullable())]),
  );

/** A required Excel range (lib/excel/range.ts rules); shared with the contractor import. */
export const rangeField = z.preprocess((v) => (v == null ? '' : v), z.string()).transform((value, ctx): ExcelRange => {
  const result = parseExcelRange(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  }
  return result.range;
});

/** labelOrder with its required labels and the default when absent; shared with the contractor import. */
export const labelOrderField = (required: readonly ItemImportLabel[], defaultText = DEFAULT_LABEL_ORDER_TEXT) =>
  labelOrderInput(defaultText).transform((value, ctx): LabelOrder => {
    const { order, errors } = parseLabelOrder(value);
    errors.push(...missingLabelErrors(order, required));
    for (const message of errors) ctx.addIssue({ code: 'custom', message });
    return errors.length ? z.NEVER : order;
  });

/** Cross-field rules run once the fields they read are valid (so every message shows at once). */
const whenValid = (...keys: string[]) => ({
  when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => keys.includes(String(issue.path?.[0]))),
});

/** An import range must not include column A (the Id); shared with the contractor import. */
export function rangeAfterIdColumn({ excelRange }: { excelRange: ExcelRange }, ctx: z.RefinementCtx) {
  if (excelRange.start.column <= ID_COLUMN) {
    ctx.addIssue({ code: 'custom', message: messages.columnAReserved, path: ['excelRange'] });
  }
}

/** No more labels than the range has columns; shared with the contractor import. */
export function labelsFitRange({ excelRange, labelOrder }: { excelRange: ExcelRange; labelOrder: LabelOrder }, ctx: z.RefinementCtx) {
  if (labelOrder.length > rangeColumns(excelRange)) {
    ctx.addIssue({ code: 'custom', message: messages.tooManyColumnLabels, path: ['labelOrder'] });
  }
}

/** Query of POST /api/Projects/{id}/ImportProjectItems and the import drawer's form. */
export const itemImportOptionsSchema = z
  .object({
    sheetName: hr.requiredText(200),
    excelRange: rangeField,
    labelOrder: labelOrderField(REQUIRED_ITEM_IMPORT_LABELS),
  })
  .superRefine(rangeAfterIdColumn, whenValid('excelRange'))
  .superRefine(labelsFitRange, whenValid('excelRange', 'labelOrder'));

export type ItemImportOptions = z.output<typeof itemImportOptionsSchema>;
export type ItemImportOptionsInput = z.input<typeof itemImportOptionsSchema>;

/**
 * Query of GET /api/Projects/{id}/ExportProjectItems. Column A is always Id; labelOrder names
 * B, C, ... (default: all seven in order). The optional range places the table: it must start in
 * column A, its first row is the header row (data below it) and it must be wide enough for the
 * labels; every item is exported however many rows the list has.
 */
export const itemExportOptionsSchema = z
  .object({
    labelOrder: labelOrderField([]),
    excelRange: z.preprocess((v) => (v === '' || v === null ? undefined : v), rangeField.optional()),
  })
  .superRefine(({ excelRange, labelOrder }, ctx) => {
    if (!excelRange) return;
    if (excelRange.start.column !== ID_COLUMN) {
      ctx.addIssue({ code: 'custom', message: messages.exportRangeStartsAtA, path: ['excelRange'] });
    } else if (labelOrder.length > rangeColumns(excelRange) - 1) {
      ctx.addIssue({ code: 'custom', message: messages.tooManyColumnLabels, path: ['labelOrder'] });
    }
  }, whenValid('excelRange', 'labelOrder'));

export type ItemExportOptions = z.output<typeof itemExportOptionsSchema>;
export type ItemExportOptionsInput = z.input<typeof itemExportOptionsSchema>;
