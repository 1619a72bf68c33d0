import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import { formResolver } from '@/lib/validation/form-resolver';
import { importFormSchemaFor, importQuery, type ImportFormValues } from '@/components/project-items/import-form';
import { mappingFromHeader } from '@/components/project-items/label-mapping';
import { contractorImportKind, contractorImportUrl } from './contractor-import';

const kind = contractorImportKind(11);
const validate = formResolver(importFormSchemaFor(kind));
const valid: ImportFormValues = { file: { name: 'Troškovnik.xlsx' } as File, sheetName: 'Troškovnik', excelRange: kind.defaultRange, mapping: kind.defaultMapping };

describe('the contractor import form', () => {
  it('defaults to I2:J100000 with quantity in I and unit price in J, as the API', () => {
    expect(kind.defaultRange).toBe('I2:J100000');
    expect(kind.defaultMapping.Quantity).toBe('I');
    expect(kind.defaultMapping.UnitPrice).toBe('J');
    expect(validate(valid)).toEqual({});
    const query = importQuery(valid, kind);
    expect(contractorImportUrl(5, 11, query)).toBe('/api/Projects/5/ImportProjectContractorItems?sheetName=Tro%C5%A1kovnik&excelRange=I2%3AJ100000&labelOrder=Quantity%2CUnitPrice&contractorId=11');
  });

  it('refuses a range from column A and a missing quantity or price column, in Croatian', () => {
    expect(validate({ ...valid, excelRange: 'A2:J100' }).excelRange).toBe(messages.columnAReserved);
    const errors = validate({ ...valid, mapping: { ...valid.mapping, UnitPrice: null } });
    expect(errors['mapping.UnitPrice']).toBe(messages.missingColumn('Jedinična cijena'));
  });

  it('a header row above I:J maps itself, only to the labels this import reads', () => {
    const fromHeader = mappingFromHeader(['Jed. cijena', 'Količina', 'Naziv'], 9, kind.required, kind.labels);
    expect(fromHeader).toMatchObject({ UnitPrice: 'I', Quantity: 'J', Name: null });
    expect(mappingFromHeader(['Količina', 'Naziv'], 9, kind.required, kind.labels)).toBeNull();
  });
});
