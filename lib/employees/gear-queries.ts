import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { attachments, employeeGearRecords as gear, employees, projects } from '@/db/schema';
import { GEAR_KEYS, type GearTotals } from './gear-items';
import { attachmentUrl } from './queries';
import type { GearListDto, GearRecordDto } from './schemas';

/** Reads of employee gear records: the Gear tab's table and its sum row. */

const flagColumns = Object.fromEntries(GEAR_KEYS.map((k) => [k, sql<0 | 1>`${gear[k]}`.mapWith(Number)])) as Record<
  (typeof GEAR_KEYS)[number],
  ReturnType<typeof sql<0 | 1>>
>;

const recordColumns = {
  id: gear.id,
  employeeId: gear.employeeId,
  employee: sql<string>`${employees.name} || ' ' || ${employees.surname}`,
  date: gear.date,
  projectId: gear.projectId,
  project: projects.name,
  attachmentId: gear.attachmentId,
  attachmentName: attachments.fileName,
  ...flagColumns,
};

function selectRecords(db: DbOrTx) {
  return db
    .select(recordColumns)
    .from(gear)
    .innerJoin(employees, eq(employees.id, gear.employeeId))
    .innerJoin(projects, eq(projects.id, gear.projectId))
    .leftJoin(attachments, eq(attachments.id, gear.attachmentId));
}

const withUrl = (r: Omit<GearRecordDto, 'attachmentUrl'>): GearRecordDto => ({
  ...r,
  attachmentUrl: r.attachmentId ? attachmentUrl(r.attachmentId) : null,
});

/** Sums per gear column, in SQL (integers, 0 for an employee without records). */
const totalColumns = Object.fromEntries(
  GEAR_KEYS.map((k) => [k, sql<number>`coalesce(sum(${gear[k]}), 0)::int`.mapWith(Number)]),
) as Record<(typeof GEAR_KEYS)[number], ReturnType<typeof sql<number>>>;

/** The employee's records, newest first, and the sum of each gear column: two queries. */
export async function listGearRecords(db: DbOrTx, employeeId: number): Promise<GearListDto> {
  const [rows, [totals]] = await Promise.all([
    selectRecords(db).where(eq(gear.employeeId, employeeId)).orderBy(desc(gear.date), desc(gear.id)),
    db.select(totalColumns).from(gear).where(eq(gear.employeeId, employeeId)),
  ]);
  return { items: rows.map(withUrl), totals: totals as GearTotals };
}

export async function getGearRecord(db: DbOrTx, employeeId: number, id: number): Promise<GearRecordDto | null> {
  const [row] = await selectRecords(db)
    .where(and(eq(gear.employeeId, employeeId), eq(gear.id, id)))
    .orderBy(asc(gear.id))
    .limit(1);
  return row ? withUrl(row) : null;
}
