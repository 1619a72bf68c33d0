import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import { zodErrorsToFieldMap } from '@/lib/i18n/zod';
import { projectCooperatorSchema, projectEmployeeSchema, projectSchema } from './schemas';
import { resolveDeadlineExtension } from './service';

/** The form's values: strings everywhere, as Mantine holds them. */
const form = (patch: Record<string, unknown> = {}) => ({
  name: 'Stambena zgrada Sveta Klara',
  shortName: '',
  code: '',
  projectStatusId: '1000',
  startDate: '',
  endDate: '',
  address: '',
  countryId: null,
  cityId: null,
  longitude: '',
  latitude: '',
  bankGuarantees: '',
  paymentMethod: '',
  paymentTerms: '',
  description: '',
  defaultWorkRecordCoefficientId: null,
  workHourEntryDeadlineExtensionInDays: 2,
  ...patch,
});

const errors = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : zodErrorsToFieldMap(result.error as never);
};

describe('projectSchema (spec part 1 section 5, "Project")', () => {
  it('accepts the minimal form and normalises empty fields to null', () => {
    expect(projectSchema.parse(form())).toEqual({
      name: 'Stambena zgrada Sveta Klara',
      shortName: null,
      code: null,
      projectStatusId: 1000,
      startDate: null,
      endDate: null,
      address: null,
      countryId: null,
      cityId: null,
      longitude: null,
      latitude: null,
      bankGuarantees: null,
      paymentMethod: null,
      paymentTerms: null,
      description: null,
      defaultWorkRecordCoefficientId: null,
      workHourEntryDeadlineExtensionInDays: 2,
    });
  });

  it('requires name and status', () => {
    expect(errors(projectSchema, form({ name: ' ', projectStatusId: null }))).toEqual({
      name: [messages.required],
      projectStatusId: [messages.required],
    });
  });

  it('limits name, short name, code and address to 200 characters', () => {
    const long = 'š'.repeat(201);
    const e = errors(projectSchema, form({ name: long, shortName: long, code: long, address: long }));
    for (const field of ['name', 'shortName', 'code', 'address']) expect(e[field]).toEqual([messages.maxLength(200)]);
    expect(errors(projectSchema, form({ name: 'š'.repeat(200) }))).toEqual({});
  });

  it('wants the start no later than the end (same day is fine)', () => {
    expect(errors(projectSchema, form({ startDate: '2026-03-02', endDate: '2026-03-01' }))).toEqual({ endDate: [messages.startBeforeEnd] });
    expect(errors(projectSchema, form({ startDate: '2026-03-01', endDate: '2026-03-01' }))).toEqual({});
    expect(errors(projectSchema, form({ startDate: '2026-03-01' }))).toEqual({});
  });

  it('takes longitude -180..180 and latitude -90..90 inclusive, at most 8 decimals', () => {
    for (const [lon, lat] of [['180', '90'], ['-180', '-90'], ['15,97798312', '45.81539912'], [-0.5, 12]]) {
      expect(errors(projectSchema, form({ longitude: lon, latitude: lat })), `${lon} ${lat}`).toEqual({});
    }
    expect(projectSchema.parse(form({ longitude: '15,9779', latitude: ' 45.815 ' }))).toMatchObject({ longitude: '15.9779', latitude: '45.815' });
    expect(errors(projectSchema, form({ longitude: '180.00000001', latitude: '-90.00000001' }))).toEqual({
      longitude: [messages.longitudeRange],
      latitude: [messages.latitudeRange],
    });
    expect(errors(projectSchema, form({ longitude: '1.123456789' }))).toEqual({ longitude: [messages.maxDecimals(8)] });
    expect(errors(projectSchema, form({ latitude: '4a' }))).toEqual({ latitude: [messages.invalidNumber] });
  });

  it('takes a deadline extension of 1 to 30 whole days, empty meaning the default', () => {
    for (const ok of [1, 30, '15']) expect(errors(projectSchema, form({ workHourEntryDeadlineExtensionInDays: ok }))).toEqual({});
    expect(projectSchema.parse(form({ workHourEntryDeadlineExtensionInDays: '' })).workHourEntryDeadlineExtensionInDays).toBeNull();
    for (const bad of [0, 31, -1, 1.5, 'x']) {
      expect(errors(projectSchema, form({ workHourEntryDeadlineExtensionInDays: bad })), String(bad)).toEqual({
        workHourEntryDeadlineExtensionInDays: [messages.extensionDays(1, 30)],
      });
    }
  });

  it('wants a country when a city is chosen', () => {
    expect(errors(projectSchema, form({ cityId: '4' }))).toEqual({ countryId: [messages.required] });
  });
});

describe('resolveDeadlineExtension (only SuperAdmin and Admin change it)', () => {
  const [SA, A, Ac, SM] = [104, 100, 105, 101];
  it('lets SuperAdmin and Admin set it, empty meaning the default 2', () => {
    expect(resolveDeadlineExtension(SA, 30, 5)).toBe(30);
    expect(resolveDeadlineExtension(A, null, 5)).toBe(2);
  });
  it('lets others repeat the stored value (2 for a new project) or leave it out, and refuses a change (403)', () => {
    expect(resolveDeadlineExtension(Ac, 2, null)).toBe(2);
    expect(resolveDeadlineExtension(Ac, null, null)).toBe(2);
    expect(resolveDeadlineExtension(SM, 7, 7)).toBe(7);
    expect(resolveDeadlineExtension(SM, null, 7)).toBe(7);
    expect(() => resolveDeadlineExtension(Ac, 3, null)).toThrow(messages.deadlineExtensionForbidden);
    expect(() => resolveDeadlineExtension(SM, 2, 7)).toThrow(expect.objectContaining({ status: 403 }));
  });
});

describe('project people schemas', () => {
  it('project employee: employee required, active from not after active to', () => {
    expect(errors(projectEmployeeSchema, { projectId: 1, employeeId: null, activeFrom: '2026-02-01', activeTo: '2026-01-31' })).toEqual({
      employeeId: [messages.required],
      activeTo: [messages.fromBeforeTo],
    });
    expect(projectEmployeeSchema.parse({ projectId: '1', employeeId: '7', employeeRoleId: '', activeFrom: '', activeTo: '' })).toEqual({
      projectId: 1,
      employeeId: 7,
      employeeRoleId: null,
      activeFrom: null,
      activeTo: null,
    });
  });

  it('project cooperator: cooperator and type required, active from not after active to, hasBoq defaults to false', () => {
    expect(errors(projectCooperatorSchema, { projectId: 1, activeFrom: '2026-02-01', activeTo: '2026-01-31' })).toEqual({
      cooperatorId: [messages.required],
      cooperatorTypeId: [messages.required],
      activeTo: [messages.fromBeforeTo],
    });
    expect(projectCooperatorSchema.parse({ projectId: 1, cooperatorId: '3', cooperatorTypeId: '500' })).toEqual({
      projectId: 1,
      cooperatorId: 3,
      cooperatorTypeId: 500,
      clientId: null,
      cooperatorContactId: null,
      hasBoq: false,
      activeFrom: null,
      activeTo: null,
    });
  });
});
