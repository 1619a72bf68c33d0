import { describe, expect, it } from 'vitest';
import { columnToIndex } from '@/lib/excel/range';
import { messages } from '@/lib/i18n/messages';
import { DEFAULT_ITEM_IMPORT_RANGE, DEFAULT_LABEL_ORDER } from '@/lib/project-items/import-options';
import { formResolver } from '@/lib/validation/form-resolver';
import { importFormSchema, importQuery, type ImportFormValues } from './import-form';
import { mappingFromLabelOrder } from './label-mapping';

const validate = formResolver(importFormSchema);
const file = { name: 'Troškovnik.xlsx' } as File;
const valid: ImportFormValues = {
  file,
  sheetName: 'Troškovnik',
  excelRange: DEFAULT_ITEM_IMPORT_RANGE,
  mapping: mappingFromLabelOrder(DEFAULT_LABEL_ORDER, columnToIndex('B')),
};

describe('importFormSchema', () => {
  it('passes a file, a sheet, a range and a mapping the API takes', () => {
    expect(validate(valid)).toEqual({});
  });

  it('says every problem at once, each under its field', () => {
    const errors = validate({ ...valid, file: null, sheetName: '', excelRange: 'A2:H9' });
    expect(errors.file).toBe(messages.fileRequired);
    expect(errors.sheetName).toBeTruthy();
    expect(errors.excelRange).toBe(messages.columnAReserved);
    expect(validate({ ...valid, file: { name: 'a.xls' } as File }).file).toBe(messages.wrongFileType);
  });

  it('puts the mapping messages on the selects, not also under the columns', () => {
    const errors = validate({ ...valid, mapping: { ...valid.mapping, Name: valid.mapping.Level } });
    expect(errors['mapping.Name']).toBe(messages.columnsNotUnique);
    expect(errors['mapping.Level']).toBe(messages.columnsNotUnique);
    expect(errors.labelOrder).toBeUndefined();
  });
});

describe('importQuery', () => {
  it('sends the trimmed sheet and range and the mapping as labelOrder', () => {
    const query = importQuery({ ...valid, sheetName: ' Troškovnik ', excelRange: ' B2:H9 ' });
    expect(query.get('sheetName')).toBe('Troškovnik');
    expect(query.get('excelRange')).toBe('B2:H9');
    expect(query.get('labelOrder')).toBe(DEFAULT_LABEL_ORDER.join(','));
  });
});
