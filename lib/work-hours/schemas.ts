import { hr, z } from '@/lib/i18n/zod';
import { messages } from '@/lib/i18n/messages';
import { HOLIDAY_YEAR_MAX, HOLIDAY_YEAR_MIN } from '@/lib/lookups/schemas';
import { GEAR_KEYS, WORK_HOUR_TYPE, type GearKey } from './types';

/**
 * Work-hour record rules (spec part 2 section 5 "Work-hour record"), shared by the grid's editor
 * and the API (authoritative): project, employee, date, hours and type required; hours 0 to 24
 * with at most 2 decimals (a decimal string, never a float); type one of the codes 600-605;
 * meals 0 to 3; description at most 200; field work with its coefficient (none stored without
 * field work); accommodation and food suppliers (their associate types are checked by the
 * service); the twelve gear flags with hasGear (at least one when hasGear). The same field names
 * come as JSON or as multipart/form-data (with an optional `file`, the signed gear receipt).
 */

const TYPE_CODES: readonly number[] = Object.values(WORK_HOUR_TYPE);

/** true/false, 1/0 and the strings of a form ('true', 'on', '1'); empty -> false. */
const toBool = (v: unknown) => {
  if (v === true || v === 1 || v === '1' || v === 'true' || v === 'on') return true;
  if (v === false || v === 0 || v === '0' || v === 'false' || v === '' || v == null) return false;
  return v;
};
const flag = z.preprocess(toBool, z.boolean({ error: messages.invalidValue }));

/** hasGear: absent = (on an update) keep the record's gear as it is. */
const optionalFlag = z.preprocess((v) => (v === undefined ? undefined : toBool(v)), z.boolean({ error: messages.invalidValue }).optional());

/** A gear flag as on the employee's gear record: 1 supplied, 0 not. */
const gearFlag = z.preprocess(
  (v) => {
    const b = toBool(v);
    return b === true ? 1 : b === false ? 0 : v;
  },
  z.union([z.literal(0), z.literal(1)], { error: messages.invalidValue }),
);

const meals = z.preprocess(
  (v) => {
    if (v === '' || v == null) return 0;
    if (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)) return Number(v);
    return v;
  },
  z.number({ error: messages.mealsRange }).int(messages.mealsRange).min(0, messages.mealsRange).max(3, messages.mealsRange),
);

export const workHourRecordSchema = z
  .object({
    projectId: hr.requiredId(),
    employeeId: hr.requiredId(),
    date: hr.requiredDate(),
    hours: hr.requiredDecimal({ decimals: 2, min: 0, max: 24 }),
    workHourTypeId: hr.requiredId().refine((v) => TYPE_CODES.includes(v), messages.workHourTypeInvalid),
    isFieldWork: flag,
    workRecordCoefficientId: hr.optionalId(),
    accommodationSupplierId: hr.optionalId(),
    foodSupplierId: hr.optionalId(),
    numberOfMeals: meals,
    description: hr.optionalText(200),
    hasGear: optionalFlag,
    ...(Object.fromEntries(GEAR_KEYS.map((k) => [k, gearFlag])) as Record<GearKey, typeof gearFlag>),
  })
  .superRefine((v, ctx) => {
    if (v.hasGear && !GEAR_KEYS.some((k) => v[k] === 1)) {
      ctx.addIssue({ code: 'custom', path: ['gear'], message: messages.gearItemRequired });
    }
  })
  // Without field work no coefficient is stored (unticking clears it).
  .transform((v) => ({ ...v, workRecordCoefficientId: v.isFieldWork ? v.workRecordCoefficientId : null }));

export type WorkHourRecordInput = z.output<typeof workHourRecordSchema>;

const year = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v === '' ? undefined : v),
  z
    .number({ error: (i) => (i.input === undefined ? messages.required : messages.invalidValue) })
    .int(messages.invalidValue)
    .min(HOLIDAY_YEAR_MIN, messages.min(HOLIDAY_YEAR_MIN))
    .max(HOLIDAY_YEAR_MAX, messages.max(HOLIDAY_YEAR_MAX)),
);
/** 1-based on the wire (spec). */
const month = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v === '' ? undefined : v),
  z
    .number({ error: (i) => (i.input === undefined ? messages.required : messages.invalidValue) })
    .int(messages.invalidValue)
    .min(1, messages.min(1))
    .max(12, messages.max(12)),
);

/** GET /api/WorkHourRecords?projectId&employeeId&year&month (year and month required). */
export const workHourListQuerySchema = z.object({
  projectId: hr.optionalId(),
  employeeId: hr.optionalId(),
  year,
  month,
});
export type WorkHourListQuery = z.output<typeof workHourListQuerySchema>;

/** GET /api/WorkHourRecords/Grid?projectId&year&month&showInactive; projectId absent or 0 = all projects. */
export const workHourGridQuerySchema = z.object({
  projectId: z.preprocess((v) => (v === '0' || v === 0 ? undefined : v), hr.optionalId()),
  year,
  month,
  showInactive: flag.optional().transform((v) => v ?? false),
});
export type WorkHourGridQuery = z.output<typeof workHourGridQuerySchema>;

/**
 * POST /api/WorkHourRecords/CopyBatch: both dates required. That they differ is checked by the
 * service (400 with the same-dates message as the answer's message); the form adds the refine.
 */
export const copyBatchSchema = z.object({
  projectId: hr.requiredId(),
  originDate: hr.requiredDate(),
  destinationDate: hr.requiredDate(),
});
export type CopyBatchInput = z.output<typeof copyBatchSchema>;

export const copyBatchFormSchema = copyBatchSchema.superRefine((v, ctx) => {
  if (v.originDate === v.destinationDate) ctx.addIssue({ code: 'custom', path: ['destinationDate'], message: messages.workHoursSameDates });
});
