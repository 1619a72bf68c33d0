/**
 * Inputs of the work-hour exports and the people schedule (issue 13), shared by the routes
 * (authoritative) and the screens. Croatian messages through '@/lib/i18n/zod'.
 */
import { SCHEDULE_TEXTS } from '@/lib/i18n/schedule';
import { messages } from '@/lib/i18n/messages';
import { hr, z } from '@/lib/i18n/zod';
import { SCHEDULE_TYPES } from './schedule-build';

/** The years the timesheet offers (2022 to next year on the screen); the server takes 2000-2100. */
export const EXPORT_YEAR_MIN = 2000;
export const EXPORT_YEAR_MAX = 2100;

/** A whole number from JSON or a query string ("2026" or 2026); empty -> missing. */
const int = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
    z.number().int(messages.integer).min(min, messages.min(min)).max(max, messages.max(max)),
  );

export const yearField = () => int(EXPORT_YEAR_MIN, EXPORT_YEAR_MAX);
/** 1-based on the wire (spec part 2 §7). */
export const monthField = () => int(1, 12);

/**
 * POST /api/WorkHourRecords/ExportXlsx { projectId, year, month }: projectId 0 or absent is the
 * grid's "all projects" (the Grid call's convention), any other id must exist (404).
 */
export const timesheetExportSchema = z.object({
  projectId: z.preprocess((v) => (v === 0 || v === '0' ? null : v), hr.optionalId()),
  year: yearField(),
  month: monthField(),
});
export type TimesheetExportBody = z.infer<typeof timesheetExportSchema>;

/** POST /api/WorkHourRecords/ExportSummedXlsx { year, month }. */
export const summedExportSchema = z.object({ year: yearField(), month: monthField() });
export type SummedExportBody = z.infer<typeof summedExportSchema>;

/** GET /api/PeopleSchedule/download?date&type: date 'YYYY-MM-DD' required; type default (when absent) or accommodation. */
export const scheduleDownloadSchema = z.object({
  date: hr.requiredDate(),
  type: z.preprocess((v) => (v === '' || v === undefined ? 'default' : v), z.enum(SCHEDULE_TYPES, { error: SCHEDULE_TEXTS.typeInvalid })),
});
export type ScheduleDownloadQuery = z.infer<typeof scheduleDownloadSchema>;

/** POST /api/WorkHourRecords/ImportEmployeeGearXlsx (no body): ?year= optional, the current year (Zagreb) when absent. */
export const gearSummaryQuerySchema = z.object({ year: yearField().optional() });
export type GearSummaryQuery = z.infer<typeof gearSummaryQuerySchema>;
