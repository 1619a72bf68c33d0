import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import { DEFAULT_ITEM_IMPORT_RANGE, DEFAULT_LABEL_ORDER, itemImportOptionsSchema } from '@/lib/project-items/import-options';
import { EMPTY_MAPPING, mappingFromHeader, mappingFromLabelOrder, mappingToLabelOrder, outsideRangeMessage, rangeColumnLetters } from './label-mapping';

const defaults = mappingFromLabelOrder(DEFAULT_LABEL_ORDER, 2);

describe('rangeColumnLetters', () => {
  it('lists the columns of a valid range', () => {
    expect(rangeColumnLetters('B2:H100000')).toEqual(['B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expect(rangeColumnLetters('y1:ab3')).toEqual(['Y', 'Z', 'AA', 'AB']);
    expect(rangeColumnLetters('B2:')).toEqual([]);
  });
});

describe('mapping -> labelOrder', () => {
  it('the default mapping is the default order over B..H', () => {
    expect(defaults).toMatchObject({ Level: 'B', Ordinal: 'C', Name: 'D', TotalPrice: 'H' });
    const result = mappingToLabelOrder(defaults, DEFAULT_ITEM_IMPORT_RANGE);
    expect(result.text).toBe('Level,Ordinal,Name,UnitOfMeasurement,Quantity,UnitPrice,TotalPrice');
    expect(result.errors).toEqual({});
    expect(itemImportOptionsSchema.safeParse({ sheetName: 'List1', excelRange: DEFAULT_ITEM_IMPORT_RANGE, labelOrder: result.text }).success).toBe(true);
  });

  it('places each label at its column from the first column of the range, unused columns empty', () => {
    const mapping = { ...EMPTY_MAPPING, Ordinal: 'C', Name: 'E', Quantity: 'g', UnitPrice: 'H' };
    const result = mappingToLabelOrder(mapping, 'C5:J900');
    expect(result.labelOrder).toEqual(['Ordinal', null, 'Name', null, 'Quantity', 'UnitPrice']);
    expect(result.text).toBe('Ordinal,,Name,,Quantity,UnitPrice'); // trailing I, J unused
    expect(result.errors).toEqual({});
  });

  it('two labels on one column are not unique', () => {
    const result = mappingToLabelOrder({ ...defaults, Quantity: 'D' }, 'B2:H10');
    expect(result.errors).toEqual({ Name: messages.columnsNotUnique, Quantity: messages.columnsNotUnique });
    expect(result.labelOrder).not.toContain('Quantity');
  });

  it('a required label without a column is a missing value with its Croatian name', () => {
    const result = mappingToLabelOrder({ ...defaults, Name: null, Level: null }, 'B2:H10');
    expect(result.errors).toEqual({ Name: messages.missingColumn('Naziv') });
    expect(result.text).toBe(',Ordinal,,UnitOfMeasurement,Quantity,UnitPrice,TotalPrice');
  });

  it('a column outside the range is flagged', () => {
    const result = mappingToLabelOrder(defaults, 'B2:F10');
    expect(result.errors).toEqual({ UnitPrice: outsideRangeMessage('G'), TotalPrice: outsideRangeMessage('H') });
    expect(result.labelOrder).toHaveLength(5);
  });

  it('round-trips with mappingFromLabelOrder', () => {
    const mapping = { ...EMPTY_MAPPING, Name: 'K', Ordinal: 'M', TotalPrice: 'J' };
    const { labelOrder } = mappingToLabelOrder(mapping, 'J1:Y9');
    expect(mappingFromLabelOrder(labelOrder, 10)).toEqual(mapping);
  });
});

describe('mappingFromHeader', () => {
  it('recognises the export header (Croatian names) and common short forms', () => {
    expect(mappingFromHeader(['Razina', 'Redni broj', 'Naziv', 'Jedinica mjere', 'Količina', 'Jedinična cijena', 'Ukupna cijena'], 2)).toEqual(defaults);
    expect(mappingFromHeader(['R. br.', 'Opis', 'JM', 'KOLICINA', 'Cijena', 'Iznos'], 3)).toEqual({
      ...EMPTY_MAPPING,
      Ordinal: 'C',
      Name: 'D',
      UnitOfMeasurement: 'E',
      Quantity: 'F',
      UnitPrice: 'G',
      TotalPrice: 'H',
    });
  });

  it('is null for a row of data', () => {
    expect(mappingFromHeader(['1', 'Iskop', 'm3', '12,5'], 2)).toBeNull();
  });
});
