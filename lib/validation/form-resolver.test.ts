import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import { hr, z } from '@/lib/i18n/zod';
import { employeeSchema } from '@/lib/employees/schemas';
import { cooperatorSchema } from '@/lib/cooperators/schemas';
import { formResolver } from './form-resolver';

describe('formResolver: the message a form shows under each field', () => {
  it('shows the first failed rule: required before the format', () => {
    const validate = formResolver(z.object({ email: hr.requiredEmail(100), photo: hr.optionalText(10).refine((v) => v === null || v.startsWith('http'), 'URL') }));
    expect(validate({ email: '', photo: 'x'.repeat(11) })).toEqual({ email: messages.required, photo: messages.maxLength(10) });
    expect(validate({ email: `${'a'.repeat(101)}`, photo: null })).toEqual({ email: messages.maxLength(100) });
  });

  it('an empty employee OIB is "Obavezno polje"; an over-long cooperator IBAN gets the length message', () => {
    expect(formResolver(employeeSchema)({ oib: '' }).oib).toBe(messages.required);
    expect(formResolver(employeeSchema)({ oib: '123' }).oib).toBe(messages.oibLength);
    const iban = 'HR12100100518630001600000000000000'; // 34 characters
    expect(formResolver(cooperatorSchema)({ iban }).iban).toBe(messages.maxLength(32));
    expect(formResolver(cooperatorSchema)({ iban: 'HR1210010052863000160' }).iban).toBe(messages.invalidIban);
  });

  it('refuses a typed date that is not a real day with "Neispravan datum"', () => {
    const errors = formResolver(employeeSchema)({ birthDate: '31.02.1990.', activeFrom: '5.11.', activeTo: '2026-02-30' });
    expect(errors.birthDate).toBe(messages.invalidDate);
    expect(errors.activeFrom).toBe(messages.invalidDate);
    expect(errors.activeTo).toBe(messages.invalidDate);
  });
});
