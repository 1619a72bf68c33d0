import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import { employeeSchema, employeeSearchQuerySchema, gearRecordSchema } from './schemas';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('employeeSchema', () => {
  it('reports the cross-field rules together with the missing fields (the form shows all at once)', () => {
    const r = employeeSchema.safeParse({ activeFrom: '2026-11-22', activeTo: '2020-01-01', companyId: '1', company2Id: 1, temporaryCityId: 5 });
    expect(issues(r)).toMatchObject({
      name: messages.required,
      activeTo: messages.fromBeforeTo,
      company2Id: messages.secondCompanySameAsFirst,
      temporaryCountryId: messages.required,
    });
  });

  it('reads the bonus with a decimal comma into an exact decimal string', () => {
    const base = {
      name: 'A', surname: 'B', oib: '69435151530', birthDate: '1990-01-01', genderId: '300', phone: '1', address: 'x',
      countryId: 1, cityId: 2, employeeRoleId: '703', activeFrom: '2020-01-01',
    };
    const r = employeeSchema.parse({ ...base, usedBonusAmountBeforeEmployment: '1.234,56' });
    expect(r.usedBonusAmountBeforeEmployment).toBe('1234.56');
    expect(r.genderId).toBe(300);
    expect(r.isSupervised).toBe(false);
    expect(employeeSchema.parse({ ...base, usedBonusAmountBeforeEmployment: '' }).usedBonusAmountBeforeEmployment).toBeNull();
  });
});

describe('gearRecordSchema', () => {
  it('takes booleans, 0/1 and form strings, and needs one item', () => {
    expect(gearRecordSchema.parse({ date: '2026-01-02', projectId: '3', shoes: true, helmet: '1', vest: 'on', pants: 0 })).toMatchObject({
      shoes: 1, helmet: 1, vest: 1, pants: 0, goggles: 0, projectId: 3,
    });
    expect(issues(gearRecordSchema.safeParse({ date: '', shoes: false }))).toEqual({
      date: messages.required,
      projectId: messages.required,
      gear: messages.gearItemRequired,
    });
  });
});

describe('employeeSearchQuerySchema', () => {
  it('needs Filter.Employee_Inactive and reads both query-name styles', () => {
    expect(employeeSearchQuerySchema.safeParse({}).success).toBe(false);
    const q = employeeSearchQuerySchema.parse({ 'filter.employee_inactive': 'TRUE', 'Filter.Expired': 'false', SortBy: 'birthdate', PageSize: '5' });
    expect(q).toMatchObject({ inactive: true, expired: false, sortBy: 'birthDate', pageSize: 5 });
  });
});
