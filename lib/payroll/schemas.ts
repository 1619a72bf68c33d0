import { hr, z } from '@/lib/i18n/zod';
import { messages } from '@/lib/i18n/messages';
import { intFilter, listQuerySchema, type ListQuery, type ListQueryOptions } from '@/lib/http/list-params';
import type { PayrollLine } from './calculation';

/**
 * Salaries, payrolls and the configurable constants: the zod rules of spec part 2 section 5
 * (shared by the later forms and the API) and the wire shapes of section 3.
 */

export const PAYROLL_YEAR_MIN = 2000;
export const PAYROLL_YEAR_MAX = 2100;

/** 1-12 ("5" or 5). */
export const monthSchema = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v === '' || v === null ? undefined : v),
    z.number({ error: (i) => (i.input === undefined ? messages.required : messages.invalidValue) }).int(messages.integer).min(1, messages.min(1)).max(12, messages.max(12)),
  );

export const yearSchema = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v === '' || v === null ? undefined : v),
    z
      .number({ error: (i) => (i.input === undefined ? messages.required : messages.invalidValue) })
      .int(messages.integer)
      .min(PAYROLL_YEAR_MIN, messages.min(PAYROLL_YEAR_MIN))
      .max(PAYROLL_YEAR_MAX, messages.max(PAYROLL_YEAR_MAX)),
  );

/** companyId, month, year: every list, search, export and generate of the area needs all three. */
export const companyMonthSchema = z.object({ companyId: hr.requiredId(), month: monthSchema(), year: yearSchema() });
export type CompanyMonth = z.infer<typeof companyMonthSchema>;

const money = () => hr.optionalDecimal({ decimals: 2, min: 0, max: 9_999_999_999 });
const requiredMoney = () => hr.requiredDecimal({ decimals: 2, min: 0, max: 9_999_999_999 });

/** A whole number of days, 0-31, optional ('' -> null). */
const fundSchema = () =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: messages.invalidNumber })
      .int(messages.maxDecimals(0))
      .min(0, messages.min(0))
      .max(31, messages.max(31))
      .optional()
      .transform((v) => v ?? null),
  );

/**
 * Spec part 2 section 5 "Salary": contracted and net amount required; exactly one of the agreed
 * amount and the hourly rate (both: "both cannot be filled"; neither: "one is required", on both
 * fields); amounts 2 decimals; fieldWorkDaysFund whole.
 */
export const salarySchema = z
  .object({
    employeeId: hr.requiredId(),
    companyId: hr.requiredId(),
    month: monthSchema(),
    year: yearSchema(),
    contractedAmount: requiredMoney(),
    netAmount: requiredMoney(),
    sickLeaveGrossAmount: money(),
    taxAndSurtaxAmount: money(),
    agreedAmount: money(),
    hourlyRate: money(),
    additionRecurring: money(),
    additionOneTime: money(),
    note: hr.optionalText(200),
    fieldWorkDaysFund: fundSchema(),
  })
  .superRefine((v, ctx) => {
    const agreed = v.agreedAmount != null;
    const hourly = v.hourlyRate != null;
    if (agreed === hourly) {
      const message = agreed ? messages.salaryAgreedOrHourlyBoth : messages.salaryAgreedOrHourlyRequired;
      ctx.addIssue({ code: 'custom', message, path: ['agreedAmount'] });
      ctx.addIssue({ code: 'custom', message, path: ['hourlyRate'] });
    }
  });

export type SalaryInput = z.infer<typeof salarySchema>;

/** POST /api/Salaries/CopyBatch (section 5 "Copy": all five required; the months must differ). */
export const salaryCopySchema = z
  .object({
    companyId: hr.requiredId(),
    fromMonth: monthSchema(),
    fromYear: yearSchema(),
    toMonth: monthSchema(),
    toYear: yearSchema(),
  })
  .superRefine((v, ctx) => {
    if (v.fromMonth === v.toMonth && v.fromYear === v.toYear) {
      ctx.addIssue({ code: 'custom', message: messages.salaryCopySameMonth, path: ['toMonth'] });
    }
  });
export type SalaryCopyInput = z.infer<typeof salaryCopySchema>;

/** Spec "Salary": every field. */
export type SalaryDto = {
  id: number;
  month: number;
  year: number;
  employeeId: number;
  companyId: number;
  contractedAmount: string;
  netAmount: string;
  sickLeaveGrossAmount: string | null;
  taxAndSurtaxAmount: string | null;
  agreedAmount: string | null;
  hourlyRate: string | null;
  additionRecurring: string | null;
  additionOneTime: string | null;
  note: string | null;
  fieldWorkDaysFund: number | null;
};

/** Spec "Employee brief": id, name, surname, fullName, companyId, company (+ the OIB, for the lists). */
export type EmployeeBrief = {
  id: number;
  name: string;
  surname: string;
  fullName: string;
  oib: string;
  companyId: number | null;
  company: string | null;
};

/** "An overview row is employee plus salary": every employee of the company that month, with or without one. */
export type SalaryOverviewRow = { employee: EmployeeBrief; salary: SalaryDto | null };

/**
 * One line of the CopyBatch answer: copied; kept (the target month already had one: that one);
 * notEmployed (not employed in the company in the target month: the source salary, nothing stored).
 */
export type SalaryCopyRow = { employeeId: number; employee: string; status: 'copied' | 'kept' | 'notEmployed'; salary: SalaryDto };

/**
 * GET /api/Salaries/search and /api/Payrolls/search: Filter.Employee_Name, Filter.CompanyId,
 * paging and sorting; month and year (and a company) required.
 */
export const SALARY_LIST = {
  sortable: ['employee', 'contractedAmount', 'netAmount', 'agreedAmount', 'hourlyRate'],
  defaultSortBy: 'employee',
  filters: { employee_Name: 'text', companyId: 'ids' },
} as const satisfies ListQueryOptions;

export const PAYROLL_LIST = {
  sortable: ['employee', 'total', 'netAmount', 'accountingTotal', 'fieldAllowance', 'bonus'],
  defaultSortBy: 'employee',
  filters: { employee_Name: 'text', companyId: 'ids' },
} as const satisfies ListQueryOptions;

export type MonthSearch = ListQuery & { companyId: number; month: number; year: number };

/**
 * The searches' query: the list kit's (Filter.Employee_Name, paging, sorting) plus month and year
 * (any case) and the company, from Filter.CompanyId or a bare companyId (the list kit reads both
 * as the companyId filter): all three required (section 5: "List and search require companyId,
 * month and year"). One company: the first id.
 */
export function monthSearchQuerySchema(opts: ListQueryOptions) {
  const list = listQuerySchema(opts);
  const month = z.object({ month: monthSchema(), year: yearSchema() });
  return z.record(z.string(), z.union([z.string(), z.array(z.string())])).transform((raw, ctx): MonthSearch => {
    const pick = (name: string) => {
      const key = Object.keys(raw).find((k) => k.toLowerCase() === name);
      const value = key === undefined ? undefined : raw[key];
      return Array.isArray(value) ? value[0] : value;
    };
    const parsedList = list.safeParse(raw);
    const parsedMonth = month.safeParse({ month: pick('month'), year: pick('year') });
    if (!parsedList.success) for (const issue of parsedList.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
    if (!parsedMonth.success) for (const issue of parsedMonth.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    const companyId = parsedList.success ? intFilter(parsedList.data.filters.companyId)[0] : undefined;
    if (parsedList.success && companyId === undefined) ctx.addIssue({ code: 'custom', path: ['companyId'], message: messages.required });
    if (!parsedList.success || !parsedMonth.success || companyId === undefined) return z.NEVER;
    return { ...parsedList.data, companyId, ...parsedMonth.data };
  });
}

// ---- payrolls

/** POST /api/Payrolls: generate; `regenerate: true` deletes the unlocked payroll and computes it again. */
export const payrollGenerateSchema = companyMonthSchema.extend({
  regenerate: z.preprocess((v) => (v === 'true' ? true : v === 'false' || v === '' || v == null ? false : v), z.boolean()).optional().default(false),
});
export type PayrollGenerateInput = z.infer<typeof payrollGenerateSchema>;

/** PUT /api/Payrolls/{id}: the administration row (section 5 "Payroll": both required). */
export const payrollItemUpdateSchema = z.object({
  netAmount: requiredMoney(),
  accountingTotal: requiredMoney(),
});
export type PayrollItemUpdateInput = z.infer<typeof payrollItemUpdateSchema>;

/** GET /api/Payrolls/download/payroll and /payroll-hours: ?payrollId (required). */
export const payrollDownloadSchema = z.object({ payrollId: hr.requiredId() });

export type PayrollItemDto = PayrollLine & { id: number; payrollId: number; idNumber: string | null };
export type EmployeePayrollDto = { employee: EmployeeBrief; payrollItem: PayrollItemDto };
export type PayrollDto = {
  id: number | null;
  companyId: number;
  month: number;
  year: number;
  isApproved: boolean;
  employeePayrolls: EmployeePayrollDto[];
};
export type PayrollLockDto = { payrollId: number; isLocked: boolean };

// ---- configurable constants

const CONSTANT_MAX = 9_999_999;

type ConstantField = Parameters<typeof messages.constantRequired>[0];

/**
 * A constant: required ("Polje X je obavezno"), a decimal of at most 2 decimals, > 0 (the four of
 * section 5: "Polje X mora biti veće od 0") or >= 0 (the other two).
 */
function constantSchema(field: ConstantField, positive: boolean) {
  const decimal = hr.requiredDecimal({ decimals: 2, max: CONSTANT_MAX });
  return z.unknown().transform((value, ctx): string => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: messages.constantRequired(field) });
      return z.NEVER;
    }
    const parsed = decimal.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    // Only the sign is compared here; the value stays the exact decimal string.
    const sign = /^-/.test(parsed.data) ? -1 : /[1-9]/.test(parsed.data) ? 1 : 0;
    if (positive ? sign <= 0 : sign < 0) {
      ctx.addIssue({ code: 'custom', message: positive ? messages.constantPositive(field) : messages.min(0) });
      return z.NEVER;
    }
    return parsed.data;
  });
}

/**
 * Section 5 "Configurable constants": hourlyRateDividerBOL, hourlyRateDividerBOLWorkInjury,
 * hourlyRateDividerGO and maxAmountOfFieldAllowance required and > 0 ("field X is required",
 * "field X must be greater than 0"); the other two (rules not shown) required and >= 0.
 */
export const constantsSchema = z
  .object({
    hourlyRateDividerBOL: constantSchema('hourlyRateDividerBOL', true),
    hourlyRateDividerBOLWorkInjury: constantSchema('hourlyRateDividerBOLWorkInjury', true),
    hourlyRateDividerGO: constantSchema('hourlyRateDividerGO', true),
    amountOfFieldAllowance: constantSchema('amountOfFieldAllowance', false),
    maxAmountOfAnnualBonus: constantSchema('maxAmountOfAnnualBonus', false),
    maxAmountOfFieldAllowance: constantSchema('maxAmountOfFieldAllowance', true),
  })
  ;
export type ConstantsInput = {
  hourlyRateDividerBOL: string;
  hourlyRateDividerBOLWorkInjury: string;
  hourlyRateDividerGO: string;
  amountOfFieldAllowance: string;
  maxAmountOfAnnualBonus: string;
  maxAmountOfFieldAllowance: string;
};
export type ConstantsDto = ConstantsInput & { id: number };
