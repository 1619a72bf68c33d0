import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import { zodErrorsToFieldMap } from '@/lib/i18n/zod';
import {
  DEFAULT_ITEM_IMPORT_RANGE,
  DEFAULT_LABEL_ORDER,
  formatLabelOrder,
  itemExportOptionsSchema,
  itemImportOptionsSchema,
  labelColumns,
  parseLabelOrder,
} from './import-options';

const ALL = 'Level,Ordinal,Name,UnitOfMeasurement,Quantity,UnitPrice,TotalPrice';
const errorsOf = (input: unknown, schema: { safeParse: (v: unknown) => any } = itemImportOptionsSchema) => {
  const r = schema.safeParse(input);
  return r.success ? null : zodErrorsToFieldMap(r.error);
};

describe('labelOrder parsing', () => {
  it('one label per column, empty entries leave a column unused, trailing empties dropped', () => {
    expect(parseLabelOrder('Level,,Name,').order).toEqual(['Level', null, 'Name']);
    expect(parseLabelOrder(' ordinal , NAME ').order).toEqual(['Ordinal', 'Name']);
    expect(parseLabelOrder(['Ordinal', null, '', 'Name']).order).toEqual(['Ordinal', null, null, 'Name']);
    expect(formatLabelOrder(['Ordinal', null, 'Name', null, ''])).toBe('Ordinal,,Name');
  });

  it('maps labels to absolute columns from the range start', () => {
    expect(labelColumns(['Level', null, 'Name'], 2)).toEqual({ Level: 2, Name: 4 });
  });

  it('a duplicate is "not unique" naming the label, an unknown label is named too', () => {
    expect(parseLabelOrder('Name,Ordinal,Name').errors).toEqual([messages.columnsNotUniqueLabels('Naziv')]);
    expect(parseLabelOrder('Name,Ordinal,Cijena').errors).toEqual([messages.unknownColumnLabel('Cijena')]);
  });
});

describe('itemImportOptionsSchema', () => {
  const valid = { sheetName: 'Troškovnik', excelRange: DEFAULT_ITEM_IMPORT_RANGE, labelOrder: ALL };

  it('accepts the defaults and parses the range', () => {
    const r = itemImportOptionsSchema.parse(valid);
    expect(r.labelOrder).toEqual(DEFAULT_LABEL_ORDER);
    expect(r.excelRange.start).toEqual({ column: 2, row: 2 });
    // labelOrder defaults to all seven when not given
    expect(itemImportOptionsSchema.parse({ ...valid, labelOrder: undefined }).labelOrder).toEqual(DEFAULT_LABEL_ORDER);
  });

  it('sheet name required, at most 200', () => {
    expect(errorsOf({ ...valid, sheetName: '' })).toEqual({ sheetName: [messages.required] });
    expect(errorsOf({ ...valid, sheetName: 'x'.repeat(201) })).toEqual({ sheetName: [messages.maxLength(200)] });
    expect(errorsOf({ ...valid, sheetName: 'x'.repeat(200) })).toBeNull();
  });

  it('the range rules and column A reserved', () => {
    expect(errorsOf({ ...valid, excelRange: 'B2:R9' })).toEqual({ excelRange: [messages.excelRangeTooLarge] });
    expect(errorsOf({ ...valid, excelRange: 'B0:H9' })).toEqual({ excelRange: [messages.excelRangeFormat] });
    expect(errorsOf({ ...valid, excelRange: '' })).toEqual({ excelRange: [messages.required] });
    expect(errorsOf({ ...valid, excelRange: 'A2:G9' })).toEqual({ excelRange: [messages.columnAReserved] });
  });

  it('Ordinal and Name are required ("missing value" plus the label)', () => {
    expect(errorsOf({ ...valid, labelOrder: 'Level,Name' })).toEqual({ labelOrder: [messages.missingColumn('Redni broj')] });
    expect(errorsOf({ ...valid, labelOrder: 'Ordinal' })).toEqual({ labelOrder: [messages.missingColumn('Naziv')] });
    expect(messages.missingColumn('Naziv')).toBe('Nedostaje vrijednost: Naziv');
  });

  it('duplicates refused, listing the duplicate', () => {
    expect(errorsOf({ ...valid, labelOrder: 'Ordinal,Name,Quantity,Quantity' })).toEqual({
      labelOrder: [messages.columnsNotUniqueLabels('Količina')],
    });
  });

  it('more labels than the range has columns is an error; fewer is fine', () => {
    expect(errorsOf({ ...valid, excelRange: 'B2:C9', labelOrder: 'Ordinal,Name,Level' })).toEqual({
      labelOrder: [messages.tooManyColumnLabels],
    });
    expect(errorsOf({ ...valid, excelRange: 'B2:C9', labelOrder: 'Ordinal,Name' })).toBeNull();
    expect(errorsOf({ ...valid, excelRange: 'B2:Q9', labelOrder: 'Ordinal,Name' })).toBeNull();
  });

  it('reports every field at once', () => {
    expect(errorsOf({ sheetName: '', excelRange: 'A2:H9', labelOrder: 'Name,Name' })).toEqual({
      sheetName: [messages.required],
      excelRange: [messages.columnAReserved],
      labelOrder: [messages.columnsNotUniqueLabels('Naziv'), messages.missingColumn('Redni broj')],
    });
  });
});

describe('itemExportOptionsSchema', () => {
  it('defaults to all seven labels in B..H, range optional', () => {
    expect(itemExportOptionsSchema.parse({})).toEqual({ labelOrder: DEFAULT_LABEL_ORDER });
    expect(itemExportOptionsSchema.parse({ labelOrder: 'Name,Quantity', excelRange: 'A1:C10' }).labelOrder).toEqual([
      'Name',
      'Quantity',
    ]);
  });

  it('the range starts in column A and is wide enough; labels unique', () => {
    expect(errorsOf({ excelRange: 'B1:H10' }, itemExportOptionsSchema)).toEqual({ excelRange: [messages.exportRangeStartsAtA] });
    expect(errorsOf({ excelRange: 'A1:G10' }, itemExportOptionsSchema)).toEqual({ labelOrder: [messages.tooManyColumnLabels] });
    expect(errorsOf({ labelOrder: 'Name,Name' }, itemExportOptionsSchema)).toEqual({
      labelOrder: [messages.columnsNotUniqueLabels('Naziv')],
    });
  });
});
