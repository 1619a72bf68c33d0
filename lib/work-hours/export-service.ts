import 'server-only';
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { employees, projectEmployees, projects, workHourRecords } from '@/db/schema';
import { runXlsxWorker } from '@/lib/excel/run-worker';
import { safeFileName } from '@/lib/files/file-name';
import { notFound } from '@/lib/http/errors';
import { SUMMED_EXPORT_TEXTS, TIMESHEET_EXPORT_TEXTS } from '@/lib/i18n/schedule';
import { messages } from '@/lib/i18n/messages';
import { croatianHolidays } from '@/lib/lookups/holidays';
import { monthRange } from './fund';
import { buildGridSheet, buildSummedSheet, type GridRecord, type SheetRows, type SummedRow } from './export-build';
import type { SummedExportBody, TimesheetExportBody } from './export-schemas';
import { projectLabel } from './schedule-build';
import { WORK_HOUR_TYPE } from './types';

/**
 * The timesheet's two workbooks (issue 13 "Exports"). Both are reads (module timesheet, right
 * read: an export changes nothing; audited as an export by the route). The rows are read with
 * one or two indexed queries, built by the pure builders (export-build.ts) and written as .xlsx
 * in a worker thread (lib/excel/run-worker.ts), so the server keeps answering meanwhile.
 */
export type ExportFile = { fileName: string; bytes: Uint8Array };

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function writeSheet(sheetName: string, sheet: SheetRows): Promise<Uint8Array> {
  const result = await runXlsxWorker({ kind: 'write', sheetName, startRow: 1, ...sheet });
  if (!result.ok) throw new Error(`work-hour export failed: ${result.detail ?? result.code}`);
  return result.bytes;
}


// Name first, as the grid and every other screen write it; sorted by surname like the grid.
const fullName = sql<string>`${employees.name} || ' ' || ${employees.surname}`;

/**
 * POST /api/WorkHourRecords/ExportXlsx: the month's grid as it looks. Rows: the employees on the
 * project in that month (a project-employee link overlapping the month, the employee active
 * then) and everyone with a record of the project that month; with "all projects" (no
 * projectId), everyone with a record that month. Sorted by surname and name.
 */
export async function exportTimesheetXlsx(db: DbOrTx, body: TimesheetExportBody): Promise<ExportFile> {
  const { year, month, projectId } = body;
  const { from, to } = monthRange(year, month);
  let label: string = TIMESHEET_EXPORT_TEXTS.allProjects;
  if (projectId !== null) {
    const [project] = await db.select({ code: projects.code, name: projects.name }).from(projects).where(eq(projects.id, projectId));
    if (!project) throw notFound(messages.projectMissing);
    label = projectLabel(project.code, project.name);
  }

  const inMonth = and(gte(workHourRecords.date, from), lte(workHourRecords.date, to));
  const records = await db
    .select({
      employeeId: workHourRecords.employeeId,
      fullName,
      date: workHourRecords.date,
      hours: workHourRecords.hours,
      workHourTypeId: workHourRecords.workHourTypeId,
      isFieldWork: workHourRecords.isFieldWork,
    })
    .from(workHourRecords)
    .innerJoin(employees, eq(employees.id, workHourRecords.employeeId))
    .where(projectId === null ? inMonth : and(eq(workHourRecords.projectId, projectId), inMonth));

  const people = new Map<number, string>(records.map((r) => [r.employeeId, r.fullName]));
  if (projectId !== null) {
    const linked = await db
      .selectDistinct({ id: employees.id, fullName })
      .from(projectEmployees)
      .innerJoin(employees, eq(employees.id, projectEmployees.employeeId))
      .where(
        and(
          eq(projectEmployees.projectId, projectId),
          or(isNull(projectEmployees.activeFrom), lte(projectEmployees.activeFrom, to)),
          or(isNull(projectEmployees.activeTo), gte(projectEmployees.activeTo, from)),
          lte(employees.activeFrom, to),
          or(isNull(employees.activeTo), gte(employees.activeTo, from)),
        ),
      );
    for (const e of linked) people.set(e.id, e.fullName);
  }
  const rows = [...people.entries()]
    .map(([id, name]) => ({ id, fullName: name }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName, 'hr') || a.id - b.id);

  const sheet = buildGridSheet({
    year,
    month,
    projectLabel: label,
    holidays: croatianHolidays(year),
    employees: rows,
    records: records as GridRecord[],
  });
  return {
    fileName: safeFileName(TIMESHEET_EXPORT_TEXTS.fileName(label, year, month)),
    bytes: await writeSheet(TIMESHEET_EXPORT_TEXTS.sheetName, sheet),
  };
}

/**
 * POST /api/WorkHourRecords/ExportSummedXlsx: the month's regular-work hours per employee per
 * project, ONE grouped query (work_hour_records_date_idx for the month; the sum and the names
 * in the database), so memory holds the groups (employees x their projects), never the records.
 * Only Regular records count: a day of leave or sickness is no hours on a project.
 */
export async function exportSummedXlsx(db: DbOrTx, body: SummedExportBody): Promise<ExportFile> {
  const { year, month } = body;
  const { from, to } = monthRange(year, month);
  const groups = await db
    .select({
      employeeId: workHourRecords.employeeId,
      employee: fullName,
      projectId: workHourRecords.projectId,
      project: sql<string>`coalesce(${projects.code} || ' ', '') || ${projects.name}`,
      hours: sql<string>`sum(${workHourRecords.hours})::text`,
    })
    .from(workHourRecords)
    .innerJoin(employees, eq(employees.id, workHourRecords.employeeId))
    .innerJoin(projects, eq(projects.id, workHourRecords.projectId))
    .where(and(gte(workHourRecords.date, from), lte(workHourRecords.date, to), eq(workHourRecords.workHourTypeId, WORK_HOUR_TYPE.Regular)))
    .groupBy(workHourRecords.employeeId, employees.surname, employees.name, workHourRecords.projectId, projects.code, projects.name)
    .orderBy(asc(employees.surname), asc(employees.name), asc(workHourRecords.employeeId));

  const sheet = buildSummedSheet(year, month, groups as SummedRow[]);
  return {
    fileName: safeFileName(SUMMED_EXPORT_TEXTS.fileName(year, month)),
    bytes: await writeSheet(SUMMED_EXPORT_TEXTS.sheetName, sheet),
  };
}
