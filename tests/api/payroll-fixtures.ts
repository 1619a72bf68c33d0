import { and, count, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { companies, payrolls, salaries, workHourRecords } from '@/db/schema';
import { loadPlaces, type Places } from './fixtures';
import { NextRequest } from 'next/server';
import type { RoleName } from '@/lib/auth/roles';
import { BASE, demoEmail, sessionCookie, unique } from './helpers';
import { insertEmployee } from './project-fixtures';
import { newProject } from './project-items-fixtures';

/**
 * What the payroll tests build on: a fresh company per test (so payrolls and salaries of one
 * company and month never meet another test's, and the files pass twice on one Postgres), its
 * employees and their work-hour records written straight to the database.
 */
let places: Places | undefined;

export async function newCompany(): Promise<number> {
  const [row] = await (await getDb()).insert(companies).values({ name: `Tvrtka ${unique()}` }).returning({ id: companies.id });
  return row.id;
}

export async function companyEmployee(companyId: number, patch: Parameters<typeof insertEmployee>[1] = {}) {
  places ??= await loadPlaces();
  return insertEmployee(places, { companyId, activeFrom: '2020-01-01', ...patch });
}

export const WT = { Regular: 600, DayOff: 601, NonWorking: 602, Vacation: 603, SickLeave: 604, SickLeaveInjury: 605 } as const;

export type RecordSpec = { date: string; hours: string; type?: number; field?: boolean };

export async function insertRecords(employeeId: number, records: RecordSpec[], projectId?: number) {
  const project = projectId ?? (await newProject());
  await (await getDb()).insert(workHourRecords).values(
    records.map((r) => ({
      projectId: project,
      employeeId,
      date: r.date,
      hours: r.hours,
      workHourTypeId: r.type ?? WT.Regular,
      isFieldWork: r.field ?? false,
    })),
  );
  return project;
}

export const salaryBody = (employeeId: number, companyId: number, patch: Record<string, unknown> = {}) => ({
  employeeId,
  companyId,
  month: 1,
  year: 2026,
  contractedAmount: '1200.00',
  netAmount: '950.00',
  sickLeaveGrossAmount: '1100.00',
  agreedAmount: '1500.00',
  hourlyRate: null,
  additionRecurring: '50.00',
  additionOneTime: '25.50',
  note: 'Demo',
  fieldWorkDaysFund: 10,
  ...patch,
});

export async function salaryCount(companyId: number) {
  const [row] = await (await getDb()).select({ n: count() }).from(salaries).where(eq(salaries.companyId, companyId));
  return row.n;
}

export async function payrollCount(companyId: number, year: number, month: number) {
  const [row] = await (await getDb())
    .select({ n: count() })
    .from(payrolls)
    .where(and(eq(payrolls.companyId, companyId), eq(payrolls.year, year), eq(payrolls.month, month)));
  return row.n;
}

/** A GET of a download as a role: status, headers and the raw bytes (call() reads text). */
export async function download(fn: (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>, path: string, role: RoleName = 'Accounting') {
  const req = new NextRequest(new URL(path, BASE), { method: 'GET', headers: { cookie: await sessionCookie(demoEmail(role)) } });
  const res = await fn(req, { params: Promise.resolve({}) });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
