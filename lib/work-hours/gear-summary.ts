import 'server-only';
import { and, asc, count, eq, gte, lte, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { employeeGearRecords, employees } from '@/db/schema';
import { safeFileName } from '@/lib/files/file-name';
import { GEAR_SUMMARY_TEXTS } from '@/lib/i18n/schedule';
import { type ExportFile, writeSheet } from './export-service';
import { buildGearSummarySheet, type GearSummaryRow } from './gear-summary-build';
import { GEAR_KEYS, type GearKey } from './types';

/**
 * POST /api/WorkHourRecords/ImportEmployeeGearXlsx (no body; despite its name the call answers
 * a file, spec part 2 §7): the gear summary of one calendar year — the current year in Zagreb,
 * or ?year= — from employee_gear_records (the Gear tab's hand-overs and the grid's gear view are
 * the same rows). One grouped query: per employee, 1 for an item handed over at least once that
 * year, the number of hand-overs and the latest date.
 */
const flag = (column: (typeof employeeGearRecords)[GearKey]) => sql<number>`max(case when ${column} > 0 then 1 else 0 end)::int`;

export async function exportGearSummary(db: DbOrTx, year: number): Promise<ExportFile> {
  const flags = Object.fromEntries(GEAR_KEYS.map((k) => [k, flag(employeeGearRecords[k])])) as Record<GearKey, ReturnType<typeof flag>>;
  const rows = await db
    .select({
      surname: employees.surname,
      name: employees.name,
      oib: employees.oib,
      handovers: count(),
      lastDate: max(employeeGearRecords.date),
      ...flags,
    })
    .from(employeeGearRecords)
    .innerJoin(employees, eq(employees.id, employeeGearRecords.employeeId))
    .where(and(gte(employeeGearRecords.date, `${year}-01-01`), lte(employeeGearRecords.date, `${year}-12-31`)))
    .groupBy(employeeGearRecords.employeeId, employees.surname, employees.name, employees.oib)
    .orderBy(asc(employees.surname), asc(employees.name), asc(employeeGearRecords.employeeId));

  const summary: GearSummaryRow[] = rows.map((r) => ({
    employee: `${r.name} ${r.surname}`,
    oib: r.oib,
    handovers: Number(r.handovers),
    lastDate: r.lastDate ?? '',
    flags: Object.fromEntries(GEAR_KEYS.map((k) => [k, Number(r[k]) > 0 ? 1 : 0])) as GearSummaryRow['flags'],
  }));
  return {
    fileName: safeFileName(GEAR_SUMMARY_TEXTS.fileName(year)),
    bytes: await writeSheet(GEAR_SUMMARY_TEXTS.sheetName, buildGearSummarySheet(year, summary)),
  };
}
