import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { configurableConstants, employees, salaries } from '../schema';
import { shiftMonth } from '../../lib/payroll/month';
import { zagrebClock } from '../../lib/format/zone';

/**
 * The configurable payroll constants (one row, seeded while the table is empty; edits are kept).
 * The reasoning behind each value is in docs/payroll.md ("The constants"):
 *   dividers 174 = the 2026 fund of 2,088 hours / 12 months (an average month's hours);
 *   field allowance 26,54 EUR a day (the historical non-taxable daily amount), at most 600,00 a month;
 *   annual bonus at most 1.120,00 EUR (the non-taxable yearly amount of 2025).
 */
export const DEFAULT_CONSTANTS = {
  hourlyRateDividerBOL: '174.00',
  hourlyRateDividerBOLWorkInjury: '174.00',
  hourlyRateDividerGO: '174.00',
  amountOfFieldAllowance: '26.54',
  maxAmountOfAnnualBonus: '1120.00',
  maxAmountOfFieldAllowance: '600.00',
} as const;

export async function seedConstants(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`
    insert into ${configurableConstants} (hourly_rate_divider_bol, hourly_rate_divider_bol_work_injury, hourly_rate_divider_go,
      amount_of_field_allowance, max_amount_of_annual_bonus, max_amount_of_field_allowance)
    select ${DEFAULT_CONSTANTS.hourlyRateDividerBOL}, ${DEFAULT_CONSTANTS.hourlyRateDividerBOLWorkInjury}, ${DEFAULT_CONSTANTS.hourlyRateDividerGO},
      ${DEFAULT_CONSTANTS.amountOfFieldAllowance}, ${DEFAULT_CONSTANTS.maxAmountOfAnnualBonus}, ${DEFAULT_CONSTANTS.maxAmountOfFieldAllowance}
    where not exists (select 1 from ${configurableConstants})`);
}

/** Demo salaries of company 1's demo employees (by OIB): agreed amounts for most, an hourly rate for one. */
const DEMO_SALARIES: { oib: string; contracted: string; net: string; sick: string; agreed: string | null; hourly: string | null; recurring: string | null; fund: number | null }[] = [
  { oib: '69435151530', contracted: '1400.00', net: '1050.00', sick: '1350.00', agreed: '1800.00', hourly: null, recurring: '50.00', fund: 10 },
  { oib: '18736256165', contracted: '1600.00', net: '1180.00', sick: '1550.00', agreed: '2100.00', hourly: null, recurring: '80.00', fund: 12 },
  { oib: '21353064964', contracted: '1100.00', net: '860.00', sick: '1050.00', agreed: '1450.00', hourly: null, recurring: null, fund: 8 },
  { oib: '14707783689', contracted: '1000.00', net: '790.00', sick: '980.00', agreed: null, hourly: '8.50', recurring: null, fund: 0 },
  { oib: '13904148485', contracted: '1300.00', net: '990.00', sick: '1250.00', agreed: '1500.00', hourly: null, recurring: null, fund: null },
  { oib: '16858209927', contracted: '950.00', net: '760.00', sick: '930.00', agreed: '1250.00', hourly: null, recurring: null, fund: 6 },
];

/**
 * Salaries of the previous month (the salaries screen's default) for company 1's demo employees
 * (active ones of company 1 only); a salary already there, possibly edited, is kept.
 */
export async function seedDemoSalaries(tx: DbOrTx, now = new Date()): Promise<void> {
  const today = zagrebClock(now);
  const { year, month } = shiftMonth(today.year, today.month, -1);
  const found = await tx
    .select({ id: employees.id, oib: employees.oib })
    .from(employees)
    .where(and(inArray(employees.oib, DEMO_SALARIES.map((s) => s.oib)), eq(employees.companyId, 1)));
  const ids = new Map(found.map((e) => [e.oib, e.id]));
  const rows = DEMO_SALARIES.flatMap((s) => {
    const employeeId = ids.get(s.oib);
    if (!employeeId) return [];
    return [
      {
        employeeId,
        companyId: 1,
        year,
        month,
        contractedAmount: s.contracted,
        netAmount: s.net,
        sickLeaveGrossAmount: s.sick,
        agreedAmount: s.agreed,
        hourlyRate: s.hourly,
        additionRecurring: s.recurring,
        fieldWorkDaysFund: s.fund,
      },
    ];
  });
  if (rows.length) await tx.insert(salaries).values(rows).onConflictDoNothing();
}
