import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import { zodErrorsToFieldMap } from '@/lib/i18n/zod';
import { groupFieldsSchema, itemFieldsSchema, projectItemCreateSchema } from './schemas';

const errorsOf = (schema: { safeParse: (v: unknown) => any }, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? null : zodErrorsToFieldMap(r.error);
};

describe('project item schemas (inline edit, spec part 1 section 5)', () => {
  const item = { name: 'Iskop zemlje', unitOfMeasurementId: 3, quantity: '12,5', unitPrice: '1.234,567891' };

  it('an item needs name, unit, quantity and unit price; decimal comma accepted', () => {
    expect(itemFieldsSchema.parse(item)).toEqual({
      name: 'Iskop zemlje',
      code: null,
      unitOfMeasurementId: 3,
      quantity: '12.5',
      unitPrice: '1234.567891',
    });
    expect(errorsOf(itemFieldsSchema, { name: ' ', unitOfMeasurementId: '', quantity: '', unitPrice: null })).toEqual({
      name: [messages.required],
      unitOfMeasurementId: [messages.required],
      quantity: [messages.required],
      unitPrice: [messages.required],
    });
  });

  it('at most 6 decimals; a quantity is not negative; sizes fit the columns', () => {
    expect(errorsOf(itemFieldsSchema, { ...item, quantity: '0,1234567', unitPrice: '1.0000001' })).toEqual({
      quantity: [messages.maxDecimals(6)],
      unitPrice: [messages.maxDecimals(6)],
    });
    expect(errorsOf(itemFieldsSchema, { ...item, quantity: '-1' })).toEqual({ quantity: [messages.min(0)] });
    expect(itemFieldsSchema.parse({ ...item, unitPrice: '-10' }).unitPrice).toBe('-10');
    expect(errorsOf(itemFieldsSchema, { ...item, quantity: '1000000000000' })).toEqual({ quantity: [messages.amountTooLarge] });
    // each fits numeric(18,6) but the total would not fit numeric(18,2)
    expect(errorsOf(itemFieldsSchema, { ...item, quantity: '999999999999', unitPrice: '99999' })).toEqual({
      quantity: [messages.amountTooLarge],
    });
    expect(errorsOf(itemFieldsSchema, { ...item, quantity: 'abc' })).toEqual({ quantity: [messages.invalidNumber] });
  });

  it('a group needs only a name; name and code lengths', () => {
    expect(groupFieldsSchema.parse({ name: 'Zemljani radovi' })).toEqual({ name: 'Zemljani radovi', code: null });
    expect(errorsOf(groupFieldsSchema, { name: 'x'.repeat(2001), code: 'y'.repeat(201) })).toEqual({
      name: [messages.maxLength(2000)],
      code: [messages.maxLength(200)],
    });
  });

  it('create: a group or an item with its project and parent', () => {
    expect(projectItemCreateSchema.parse({ projectId: '4', parentId: '', isGroup: true, name: 'A' })).toEqual({
      projectId: 4,
      parentId: null,
      isGroup: true,
      name: 'A',
      code: null,
    });
    expect(errorsOf(projectItemCreateSchema, { projectId: 4, isGroup: false, name: 'B' })).toEqual({
      unitOfMeasurementId: [messages.required],
      quantity: [messages.required],
      unitPrice: [messages.required],
    });
    expect(errorsOf(projectItemCreateSchema, { isGroup: true, name: 'A' })).toEqual({ projectId: [messages.required] });
  });
});
