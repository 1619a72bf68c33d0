import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import { zodErrorsToFieldMap } from '@/lib/i18n/zod';
import { copyBatchFormSchema, workHourGridQuerySchema, workHourRecordSchema } from './schemas';

const base = { projectId: '3', employeeId: 7, date: '2026-11-05', hours: '7,5', workHourTypeId: '600', isFieldWork: 'on', workRecordCoefficientId: '2', numberOfMeals: '2' };
const errors = (input: unknown) => {
  const r = workHourRecordSchema.safeParse(input);
  return r.success ? {} : zodErrorsToFieldMap(r.error);
};

describe('work-hour record schema', () => {
  it('reads form strings: ids, Croatian decimal hours, flags, meals; hasGear absent stays absent', () => {
    const v = workHourRecordSchema.parse(base);
    expect(v).toMatchObject({ projectId: 3, employeeId: 7, hours: '7.5', workHourTypeId: 600, isFieldWork: true, workRecordCoefficientId: 2, numberOfMeals: 2, description: null, shoes: 0 });
    expect(v.hasGear).toBeUndefined();
  });
  it('without field work no coefficient', () => {
    expect(workHourRecordSchema.parse({ ...base, isFieldWork: 'false' }).workRecordCoefficientId).toBeNull();
  });
  it('bounds: hours 0-24 with 2 decimals, meals 0-3, type 600-605', () => {
    expect(errors({ ...base, hours: 0 })).toEqual({});
    expect(errors({ ...base, hours: 24 })).toEqual({});
    expect(errors({ ...base, hours: -0.5 }).hours).toContain(messages.min(0));
    expect(errors({ ...base, hours: '24,01' }).hours).toContain(messages.max(24));
    expect(errors({ ...base, numberOfMeals: 3 })).toEqual({});
    expect(errors({ ...base, numberOfMeals: '4' }).numberOfMeals).toEqual([messages.mealsRange]);
    expect(errors({ ...base, numberOfMeals: 1.5 }).numberOfMeals).toEqual([messages.mealsRange]);
    expect(errors({ ...base, workHourTypeId: 605 })).toEqual({});
    expect(errors({ ...base, workHourTypeId: 599 }).workHourTypeId).toEqual([messages.workHourTypeInvalid]);
  });
  it('hasGear needs at least one piece', () => {
    expect(errors({ ...base, hasGear: true }).gear).toEqual([messages.gearItemRequired]);
    expect(errors({ ...base, hasGear: true, vest: 1 })).toEqual({});
  });
});

describe('grid query and copy form', () => {
  it('projectId 0 or absent = all projects; showInactive defaults to false', () => {
    expect(workHourGridQuerySchema.parse({ projectId: '0', year: '2026', month: '1' })).toEqual({ projectId: null, year: 2026, month: 1, showInactive: false });
    expect(workHourGridQuerySchema.parse({ year: '2026', month: '12', showInactive: 'true' }).showInactive).toBe(true);
    expect(workHourGridQuerySchema.safeParse({ year: '2026', month: '13' }).success).toBe(false);
  });
  it('the copy form refuses equal dates on the destination', () => {
    const r = copyBatchFormSchema.safeParse({ projectId: 1, originDate: '2026-11-05', destinationDate: '2026-11-05' });
    expect(r.success ? {} : zodErrorsToFieldMap(r.error)).toEqual({ destinationDate: [messages.workHoursSameDates] });
  });
  it('"Kopirano N zapisa" in Croatian grammar', () => {
    expect([0, 1, 2, 5, 11, 21, 22].map(messages.workHoursCopied)).toEqual([
      'Kopirano 0 zapisa',
      'Kopiran 1 zapis',
      'Kopirana 2 zapisa',
      'Kopirano 5 zapisa',
      'Kopirano 11 zapisa',
      'Kopiran 21 zapis',
      'Kopirana 22 zapisa',
    ]);
  });
});
