/**
 * The import drawer's column mapping: one select per label (Level, Ordinal, Name, ...) holding a
 * column letter of the range. The API takes the same thing the other way round, labelOrder: one
 * label per column of the range from its first column (lib/project-items/import-options.ts).
 * Pure, for the drawer and its tests.
 */
import { columnToIndex, indexToColumn, parseExcelRange } from '@/lib/excel/range';
import { messages } from '@/lib/i18n/messages';
import {
  ITEM_IMPORT_LABELS,
  ITEM_LABEL_NAMES,
  REQUIRED_ITEM_IMPORT_LABELS,
  formatLabelOrder,
  type ItemImportLabel,
  type LabelOrder,
} from '@/lib/project-items/import-options';

/** Label -> column letter ("C"), or null when the label is not imported. */
export type LabelMapping = Record<ItemImportLabel, string | null>;

export const EMPTY_MAPPING: LabelMapping = Object.fromEntries(ITEM_IMPORT_LABELS.map((l) => [l, null])) as LabelMapping;

/** The column letters of a range ("B2:H10" -> B..H); [] while the range is not valid. */
export function rangeColumnLetters(range: string): string[] {
  const parsed = parseExcelRange(range);
  if (!parsed.ok) return [];
  const letters: string[] = [];
  for (let c = parsed.range.start.column; c <= parsed.range.end.column; c++) letters.push(indexToColumn(c));
  return letters;
}

/** The mapping a labelOrder gives over columns from `firstColumn` (1-based; B = 2). */
export function mappingFromLabelOrder(order: LabelOrder, firstColumn: number): LabelMapping {
  const mapping = { ...EMPTY_MAPPING };
  order.forEach((label, i) => {
    if (label) mapping[label] = indexToColumn(firstColumn + i);
  });
  return mapping;
}

export type MappingResult = {
  /** One entry per column of the range (trailing unused columns left out). */
  labelOrder: LabelOrder;
  /** The query-string form ("Level,Ordinal,Name,,Quantity"). */
  text: string;
  /** A message per select that cannot stand: outside the range, sharing a column, required but empty. */
  errors: Partial<Record<ItemImportLabel, string>>;
};

/** Message of a label mapped to a column outside the range. */
export const outsideRangeMessage = (column: string) => `Stupac ${column} nije u odabranom rasponu`;

/**
 * The labelOrder of a mapping over `range`. Two labels on one column give the catalogue's
 * 'not unique values' on both; a required label without a column 'missing value' plus its name.
 * With an invalid range only the required check runs (the range field has its own message).
 */
export function mappingToLabelOrder(mapping: LabelMapping, range: string, required: readonly ItemImportLabel[] = REQUIRED_ITEM_IMPORT_LABELS): MappingResult {
  const columns = rangeColumnLetters(range);
  const errors: Partial<Record<ItemImportLabel, string>> = {};
  const order: LabelOrder = columns.map(() => null);
  const byColumn = new Map<string, ItemImportLabel[]>();

  for (const label of ITEM_IMPORT_LABELS) {
    const column = mapping[label]?.toUpperCase() || null;
    if (!column) {
      if (required.includes(label)) errors[label] = messages.missingColumn(ITEM_LABEL_NAMES[label]);
      continue;
    }
    byColumn.set(column, [...(byColumn.get(column) ?? []), label]);
  }
  for (const [column, labels] of byColumn) {
    if (labels.length > 1) {
      for (const label of labels) errors[label] = messages.columnsNotUnique;
      continue;
    }
    const index = columns.indexOf(column);
    if (columns.length && index < 0) errors[labels[0]] = outsideRangeMessage(column);
    else if (index >= 0) order[index] = labels[0];
  }
  while (order.length && order[order.length - 1] === null) order.pop();
  return { labelOrder: order, text: formatLabelOrder(order), errors };
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();

/** Header texts a label is recognised by: its Croatian name, its API name and common short forms. */
const HEADER_ALIASES: Record<ItemImportLabel, string[]> = {
  Level: ['Razina', 'Level', 'Nivo'],
  Ordinal: ['Redni broj', 'Ordinal', 'R. br.', 'Rbr', 'Br.', 'Broj', 'Poz.', 'Pozicija'],
  Name: ['Naziv', 'Name', 'Opis', 'Stavka', 'Opis stavke', 'Naziv stavke'],
  UnitOfMeasurement: ['Jedinica mjere', 'UnitOfMeasurement', 'Jed. mj.', 'JM', 'Jed. mjere', 'Mjera'],
  Quantity: ['Količina', 'Quantity', 'Kol.'],
  UnitPrice: ['Jedinična cijena', 'UnitPrice', 'Jed. cijena', 'Cijena'],
  TotalPrice: ['Ukupna cijena', 'TotalPrice', 'Ukupno', 'Iznos'],
};
const ALIAS_TO_LABEL = new Map<string, ItemImportLabel>(
  ITEM_IMPORT_LABELS.flatMap((label) => HEADER_ALIASES[label].map((alias) => [fold(alias), label] as const)),
);

/**
 * The mapping a header row suggests: `header` holds the texts above the range's columns, from
 * its first column. Null unless it names at least the required labels (a row of data is no header).
 */
export function mappingFromHeader(
  header: readonly (string | null | undefined)[],
  firstColumn: number,
  required: readonly ItemImportLabel[] = REQUIRED_ITEM_IMPORT_LABELS,
  /** The labels the import maps (others in the header are left out). */
  labels: readonly ItemImportLabel[] = ITEM_IMPORT_LABELS,
): LabelMapping | null {
  const mapping = { ...EMPTY_MAPPING };
  header.forEach((text, i) => {
    const label = text ? ALIAS_TO_LABEL.get(fold(String(text))) : undefined;
    if (label && labels.includes(label) && !mapping[label]) mapping[label] = indexToColumn(firstColumn + i);
  });
  return required.every((l) => mapping[l]) ? mapping : null;
}

/** Column letters sorted as Excel sorts them (B before AA). */
export const byColumn = (a: string, b: string) => columnToIndex(a) - columnToIndex(b);
