import { describe, expect, it } from 'vitest';
import { newRecordDefaults, storedCoefficient, withFieldWork } from './defaults';

describe('work-record defaults (spec part 2 section 4)', () => {
  it('8 hours, field work on, Regular, the project default coefficient, nothing else without history', () => {
    expect(newRecordDefaults({ defaultWorkRecordCoefficientId: 3 }, null)).toEqual({
      hours: '8.00',
      workHourTypeId: 600,
      isFieldWork: true,
      workRecordCoefficientId: 3,
      accommodationSupplierId: null,
      foodSupplierId: null,
      numberOfMeals: 0,
      description: null,
    });
  });
  it('copies food, accommodation and meals from the employee latest record that has them', () => {
    const last = { accommodationSupplierId: 11, accommodationSupplier: 'Hostel', foodSupplierId: 12, foodSupplier: 'Menza', numberOfMeals: 2 };
    expect(newRecordDefaults({ defaultWorkRecordCoefficientId: null }, last)).toMatchObject({
      workRecordCoefficientId: null,
      accommodationSupplierId: 11,
      foodSupplierId: 12,
      numberOfMeals: 2,
    });
  });
  it('ticking field work sets the project default, unticking clears it', () => {
    const draft = { isFieldWork: false, workRecordCoefficientId: null as number | null, hours: '8' };
    expect(withFieldWork(draft, true, 4)).toEqual({ isFieldWork: true, workRecordCoefficientId: 4, hours: '8' });
    expect(withFieldWork({ ...draft, isFieldWork: true, workRecordCoefficientId: 7 }, false, 4)).toEqual({
      isFieldWork: false,
      workRecordCoefficientId: null,
      hours: '8',
    });
  });
  it('stores no coefficient without field work', () => {
    expect(storedCoefficient(false, 5)).toBeNull();
    expect(storedCoefficient(true, 5)).toBe(5);
    expect(storedCoefficient(true, undefined)).toBeNull();
  });
});
