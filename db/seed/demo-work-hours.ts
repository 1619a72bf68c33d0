import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { cooperators, employees, projects, workHourRecords, workRecordCoefficients } from '../schema';
import { toIsoDate } from '../../lib/format';
import { holidaysInMonth, monthRange } from '../../lib/work-hours/fund';
import { WORK_HOUR_TYPE } from '../../lib/work-hours/types';
import { codebookId } from './data/codebooks';

/**
 * Demo work hours (issue 13): the previous and the current month (up to yesterday, Croatian time;
 * today and the rest of the month stay empty to be filled) of two demo projects, so the grid shows
 * something for the SiteManager (Sveta Klara is his) and for Admin: regular days, field work with a coefficient and accommodation and food suppliers on the
 * bridge site, two days of vacation (GO), a day of sick leave (BOL), a day off (SD). Weekends and
 * public holidays have no record. Two suppliers are added (matched on name).
 *
 * Idempotent: a project's month is seeded only while it has no record (one per employee per day
 * besides: on conflict nothing).
 */
export const DEMO_WORK_HOUR_SUPPLIERS = [
  { name: 'Restoran Kupa d.o.o.', associateType: 'FoodSupplier' },
  { name: 'Apartmani Karlovac', associateType: 'AccommodationSupplier' },
] as const;

const PLAN = [
  // Josip Jurić (the SiteManager), Stjepan Kovač, Mario Perić, Ante Šimić
  { project: 'Stambena zgrada Sveta Klara', fieldWork: false, createdBy: 'Josip Jurić', oibs: ['69435151530', '18736256165', '21353064964', '14707783689'] },
  // Dario Pavlović, Zoran Đurić, Emir Hadžić
  { project: 'Rekonstrukcija mosta na Kupi', fieldWork: true, createdBy: 'Marko Kovačević', oibs: ['20437432329', '17595489283', '16858209927'] },
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The month's working days (Monday-Friday, not a public holiday) up to `until`. */
function workingDays(year: number, month: number, until: string): string[] {
  const holidays = new Set(holidaysInMonth(year, month).map((h) => h.date));
  const { to } = monthRange(year, month);
  const last = Number(to.slice(8, 10));
  const days: string[] = [];
  for (let d = 1; d <= last; d++) {
    const date = `${year}-${pad(month)}-${pad(d)}`;
    const dow = new Date(Date.UTC(year, month - 1, d)).getUTCDay();
    if (date > until) break;
    if (dow !== 0 && dow !== 6 && !holidays.has(date)) days.push(date);
  }
  return days;
}

async function supplierIds(tx: DbOrTx): Promise<{ food: number; accommodation: number }> {
  const names = DEMO_WORK_HOUR_SUPPLIERS.map((s) => s.name);
  const stored = await tx.select({ name: cooperators.name }).from(cooperators).where(inArray(cooperators.name, names));
  const missing = DEMO_WORK_HOUR_SUPPLIERS.filter((s) => !stored.some((r) => r.name === s.name));
  if (missing.length) {
    await tx.insert(cooperators).values(
      missing.map((s) => ({ name: s.name, personTypeId: codebookId('PersonType', 'LegalPerson'), associateTypeId: codebookId('AssociateType', s.associateType) })),
    );
  }
  const rows = await tx.select({ id: cooperators.id, name: cooperators.name }).from(cooperators).where(inArray(cooperators.name, names)).orderBy(cooperators.id);
  const id = (name: string) => rows.find((r) => r.name === name)!.id;
  return { food: id(DEMO_WORK_HOUR_SUPPLIERS[0].name), accommodation: id(DEMO_WORK_HOUR_SUPPLIERS[1].name) };
}

export async function seedDemoWorkHours(tx: DbOrTx, now: Date = new Date()): Promise<void> {
  const today = toIsoDate(now);
  const [y, m] = today.split('-').map(Number);
  const months = [m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 }, { year: y, month: m }];
  const suppliers = await supplierIds(tx);
  const [coefficient] = await tx.select({ id: workRecordCoefficients.id }).from(workRecordCoefficients).orderBy(workRecordCoefficients.id).limit(1);

  for (const plan of PLAN) {
    const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.name, plan.project)).limit(1);
    if (!project) continue;
    const people = await tx.select({ id: employees.id, oib: employees.oib }).from(employees).where(inArray(employees.oib, [...plan.oibs]));
    const ordered = plan.oibs.map((oib) => people.find((p) => p.oib === oib)).filter((p): p is { id: number; oib: string } => !!p);
    for (const [monthIndex, { year, month }] of months.entries()) {
      const { from, to } = monthRange(year, month);
      const [has] = await tx
        .select({ id: workHourRecords.id })
        .from(workHourRecords)
        .where(and(eq(workHourRecords.projectId, project.id), gte(workHourRecords.date, from), lte(workHourRecords.date, to)))
        .limit(1);
      if (has) continue;
      const yesterday = toIsoDate(new Date(Date.UTC(y, m - 1, Number(today.slice(8, 10)) - 1)));
      const days = workingDays(year, month, yesterday);
      const rows = ordered.flatMap((employee, i) =>
        days.map((date, d) => {
          let type: number = WORK_HOUR_TYPE.Regular;
          if (monthIndex === 0 && i === 1 && (d === 4 || d === 5)) type = WORK_HOUR_TYPE.Vacation;
          if (monthIndex === 1 && i === 2 && d === 2) type = WORK_HOUR_TYPE.SickLeave;
          if (monthIndex === 0 && i === 0 && d === 9) type = WORK_HOUR_TYPE.DayOff;
          const regular = type === WORK_HOUR_TYPE.Regular;
          const field = plan.fieldWork && regular;
          return {
            projectId: project.id,
            employeeId: employee.id,
            date,
            hours: type === WORK_HOUR_TYPE.DayOff ? '0.00' : plan.fieldWork && regular && new Date(`${date}T00:00:00Z`).getUTCDay() !== 5 ? '10.00' : '8.00',
            workHourTypeId: type,
            isFieldWork: field,
            workRecordCoefficientId: field ? (coefficient?.id ?? null) : null,
            accommodationSupplierId: field ? suppliers.accommodation : null,
            foodSupplierId: regular && (plan.fieldWork || i % 2 === 0) ? suppliers.food : null,
            numberOfMeals: regular ? (plan.fieldWork ? 2 : i % 2 === 0 ? 1 : 0) : 0,
            description: field && d === 0 ? 'Rad na terenu: sanacija stupova mosta' : null,
            createdBy: plan.createdBy,
          };
        }),
      );
      if (rows.length) await tx.insert(workHourRecords).values(rows).onConflictDoNothing();
    }
  }
}
