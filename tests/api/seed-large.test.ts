import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { summary } from '@/db/seed/bench-documents-data';
import { oibs } from '@/db/seed/bench-work-hours-data';
import { FULL_SIZES, LARGE_NAMES, largeSizes, seedLarge, type LargeReport } from '@/db/seed/large';
import { checkOib } from '@/lib/validation/identifiers';

/**
 * `npm run seed:large` (issue 15) at a small scale on the test database: every kind's count is
 * the sizes object's, the stock ledger and the payrolls hold their invariants, the OIBs are
 * valid, and a second run adds nothing. The database must not hold large data already (a
 * developer's filled database): then the file is skipped, saying so.
 */
const SCALE = 0.001;
const S = largeSizes(SCALE);

const TABLES = [
  'projects',
  'warehouses',
  'employees',
  'cooperators',
  'documents',
  'document_items',
  'work_hour_records',
  'project_items',
  'project_cooperators',
  'project_cooperator_items',
  'project_situations',
  'situation_items',
  'salaries',
  'payrolls',
  'payroll_items',
  'stock_movements',
] as const;
type Counts = Record<(typeof TABLES)[number], number>;

async function counts(): Promise<Counts> {
  const db = await getDb();
  const out = {} as Counts;
  for (const t of TABLES) {
    const { rows } = await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${t}`));
    out[t] = Number(rows[0].n);
  }
  return out;
}

const diff = (after: Counts, before: Counts) => Object.fromEntries(TABLES.map((t) => [t, after[t] - before[t]])) as Counts;

let present = false;
let before: Counts;
let afterFirst: Counts;
let first: LargeReport;

beforeAll(async () => {
  const db = await getDb();
  const { rows } = await db.execute<{ ok: boolean }>(sql`select exists (select 1 from projects where name like ${LARGE_NAMES.projectPrefix + '%'}) as ok`);
  present = Boolean(rows[0].ok);
  if (present) return;
  before = await counts();
  first = await seedLarge(db, SCALE);
  afterFirst = await counts();
}, 120_000);

describe('seed:large sizes', () => {
  it('scale 1 is the issue\'s sizes', () => {
    const full = largeSizes(1);
    expect(full).toMatchObject({ projects: 300, employees: 1500, cooperators: 5000, boqItems: 10_000, situations: 24, documents: 100_000, payrollMonths: 58 });
    expect(full.documentItems).toBeGreaterThanOrEqual(499_990);
    expect(full.documentItems).toBeLessThanOrEqual(500_010);
    expect(full.workHourRecords).toBeGreaterThanOrEqual(1_000_000);
    expect(full.workHourRecords).toBeLessThan(1_020_000);
    expect(full.payrollFrom).toEqual([2022, 1]);
    expect(full.payrollTo).toEqual([2026, 10]);
    expect(full.payrolls).toBe(3 * 58);
  });

  it('a small scale keeps at least one of everything', () => {
    for (const [key, value] of Object.entries(S)) {
      if (typeof value === 'number') expect(value, key).toBeGreaterThanOrEqual(key === 'scale' ? SCALE : 1);
    }
    expect(S.boqItems).toBe(10);
    expect(S.projects).toBeLessThan(FULL_SIZES.projects);
    expect(() => largeSizes(0)).toThrow();
    expect(() => largeSizes(2)).toThrow();
  });
});

describe('seed:large at a small scale', () => {
  it('adds every kind in the numbers of the sizes object', (ctx) => {
    if (present) return ctx.skip('the database already holds large data (a developer database): run it on an empty one');
    expect(first.every((p) => !p.skipped && p.added > 0)).toBe(true);
    const d = diff(afterFirst, before);
    expect(d.projects).toBe(S.projects);
    expect(d.warehouses).toBe(S.projects);
    expect(d.employees).toBe(S.employees);
    expect(d.cooperators).toBe(S.cooperators);
    expect(d.documents).toBe(S.documents);
    expect(d.document_items).toBe(S.documentItems);
    expect(d.work_hour_records).toBe(S.workHourRecords);
    expect(d.project_items).toBe(S.boqRows);
    expect(d.project_cooperators).toBe(S.contractors * (1 + S.subcontractorsPerContractor));
    expect(d.project_cooperator_items).toBe(S.contractorLines + S.subcontractorLines);
    expect(d.project_situations).toBe(S.situations);
    expect(d.situation_items).toBe(S.situationItems);
    expect(d.salaries).toBe(S.salaries);
    expect(d.payrolls).toBe(S.payrolls);
    expect(d.stock_movements).toBeGreaterThan(0);
  });

  it('puts the BOQ, contractors and situations on one project', async (ctx) => {
    if (present) return ctx.skip('the database already holds large data');
    const db = await getDb();
    const { rows } = await db.execute<{ items: number; situations: number }>(sql`
      select count(*) filter (where not pi.is_group)::int as items,
        (select count(*)::int from project_situations ps where ps.project_id = p.id) as situations
      from projects p join project_items pi on pi.project_id = p.id
      where p.name like ${LARGE_NAMES.projectPrefix + '001 %'} group by p.id`);
    expect(rows).toEqual([{ items: S.boqItems, situations: S.situations }]);
  });

  it('keeps the stock invariant: on hand = the ledger, none below zero, codes unique', async (ctx) => {
    if (present) return ctx.skip('the database already holds large data');
    const s = await summary(await getDb());
    expect({ mismatched: s.mismatched, negative: s.negative, codes_dup: s.codes_dup, counters_behind: s.counters_behind }).toEqual({
      mismatched: 0,
      negative: 0,
      codes_dup: 0,
      counters_behind: 0,
    });
  });

  it('gives valid OIBs and Croatian names', async (ctx) => {
    if (present) return ctx.skip('the database already holds large data');
    const db = await getDb();
    const list = oibs(S.employees, LARGE_NAMES.employeeOibSalt);
    const { rows } = await db.execute<{ oib: string; name: string; surname: string }>(sql`
      select oib, name, surname from employees where oib = any(string_to_array(${list.join(',')}, ','))`);
    expect(rows).toHaveLength(S.employees);
    for (const r of rows) {
      expect(checkOib(r.oib)).toBe('ok');
      expect(r.surname).toMatch(/^\p{Lu}\p{Ll}+$/u);
    }
    const { rows: coop } = await db.execute<{ oib: string }>(sql`select oib from cooperators where oib is not null`);
    for (const r of coop) expect(checkOib(r.oib), r.oib).toBe('ok');
  });

  it('makes one payroll per company and month with a line per salary, each line summing up', async (ctx) => {
    if (present) return ctx.skip('the database already holds large data');
    const db = await getDb();
    const { rows } = await db.execute<{ payrolls: number; lines_off: number; total_off: number; accounting_off: number; with_hours: number }>(sql`
      select (select count(*)::int from payrolls p where (p.year, p.month) between (${S.payrollFrom[0]}, ${S.payrollFrom[1]}) and (${S.payrollTo[0]}, ${S.payrollTo[1]})) as payrolls,
        (select count(*)::int from payrolls p where (select count(*) from payroll_items i where i.payroll_id = p.id)
           <> (select count(*) from salaries s where s.company_id = p.company_id and s.year = p.year and s.month = p.month)) as lines_off,
        (select count(*)::int from payroll_items i where i.total <> i.total_regular_work + i.total_sick_leave + i.total_sick_leave_injury
           + i.total_vacation + i.total_other_absence + i.allowances) as total_off,
        (select count(*)::int from payroll_items i where i.accounting_total <> i.net_amount + i.field_allowance + i.bonus + i.incentives) as accounting_off,
        (select count(*)::int from payroll_items i where i.regular_work_hours > 0) as with_hours`);
    expect(rows[0]).toMatchObject({ payrolls: S.payrolls, lines_off: 0, total_off: 0, accounting_off: 0 });
    expect(rows[0].with_hours).toBeGreaterThan(0);
  });

  it('adds nothing on a second run and says so', async (ctx) => {
    if (present) return ctx.skip('the database already holds large data');
    const again = await seedLarge(await getDb(), SCALE);
    expect(again.map((p) => [p.part, p.added, p.skipped])).toEqual(first.map((p) => [p.part, 0, true]));
    expect(await counts()).toEqual(afterFirst);
  }, 60_000);
});
