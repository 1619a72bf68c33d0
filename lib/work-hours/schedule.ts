import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { codebooks, cooperators, employees, projects, workHourRecords } from '@/db/schema';
import { safeFileName } from '@/lib/files/file-name';
import { SCHEDULE_TEXTS } from '@/lib/i18n/schedule';
import { type ExportFile, writeSheet } from './export-service';
import type { ScheduleDownloadQuery } from './export-schemas';
import { buildScheduleSheet, type ScheduleRecord } from './schedule-build';

/**
 * GET /api/PeopleSchedule/download?date&type: the people schedule of one day as .xlsx, from the
 * day's work-hour records (one query on work_hour_records_date_idx; rows per the builder,
 * schedule-build.ts). A read of the module schedule (SA, A, Ac, M, SM, P).
 */
const accommodation = alias(cooperators, 'accommodation_supplier');
const food = alias(cooperators, 'food_supplier');
const workType = alias(codebooks, 'work_hour_type');

export async function exportSchedule(db: DbOrTx, q: ScheduleDownloadQuery): Promise<ExportFile> {
  const byProject = q.type === 'default';
  const order = byProject
    ? [sql`${projects.code} asc nulls last`, asc(projects.name), asc(projects.id)]
    : [sql`${accommodation.name} asc nulls last`, asc(accommodation.id)];
  const records: ScheduleRecord[] = await db
    .select({
      projectId: workHourRecords.projectId,
      projectCode: projects.code,
      projectName: projects.name,
      employee: sql<string>`${employees.name} || ' ' || ${employees.surname}`,
      hours: workHourRecords.hours,
      workHourTypeId: workHourRecords.workHourTypeId,
      workHourType: workType.label,
      isFieldWork: workHourRecords.isFieldWork,
      accommodationSupplierId: workHourRecords.accommodationSupplierId,
      accommodationSupplier: accommodation.name,
      foodSupplier: food.name,
    })
    .from(workHourRecords)
    .innerJoin(projects, eq(projects.id, workHourRecords.projectId))
    .innerJoin(employees, eq(employees.id, workHourRecords.employeeId))
    .innerJoin(workType, eq(workType.id, workHourRecords.workHourTypeId))
    .leftJoin(accommodation, eq(accommodation.id, workHourRecords.accommodationSupplierId))
    .leftJoin(food, eq(food.id, workHourRecords.foodSupplierId))
    .where(eq(workHourRecords.date, q.date))
    .orderBy(...order, asc(employees.surname), asc(employees.name), asc(employees.id));

  return {
    fileName: safeFileName(SCHEDULE_TEXTS.fileName(q.type, q.date)),
    bytes: await writeSheet(SCHEDULE_TEXTS.sheetName, buildScheduleSheet(q.date, q.type, records)),
  };
}
