import { Role } from '@/lib/auth/roles';
import { isNeverLockedForTimesheet } from '@/lib/auth/permissions';
import { zagrebToInstant } from '@/lib/format/typed-dates';
import { DEFAULT_DEADLINE_EXTENSION } from '@/lib/projects/constants';
import type { CellLockReason } from './types';

/**
 * The work-hour cell lock (spec part 2 section 4 "Work-hour cell lock"), one pure function the
 * service (authoritative) and the grid (mirror) share.
 *
 * - SuperAdmin, Admin, Accounting and Management are never locked.
 * - A SiteManager writes only for projects he manages: his employee (users.employee_id) has a
 *   project_employees link on the project whose active period overlaps the month (null = open).
 *   Otherwise 'unauthorized' (403). Procurement is not scoped by project (the spec names only
 *   the SiteManager's projects; Procurement has the Timesheet right on every project).
 * - Everyone else is locked ('deadline', 409) once `now` is past the month's end plus the
 *   project's extension days (2 when unset). The month ends at 24:00 Croatian time
 *   (Europe/Zagreb) of its last day; the deadline is that instant plus N days. Example: January
 *   2026 with 2 days: deadline 3.2.2026. 00:00 in Zagreb = 2026-02-02T23:00:00Z; at 22:59:59Z the
 *   month is open, at 23:00:01Z locked (at exactly the deadline it is still open: "past").
 */
export type LockInput = {
  roleId: number;
  now: Date;
  year: number;
  /** 1-based. */
  month: number;
  /** The project's workHourEntryDeadlineExtensionInDays; null = 2. */
  extensionDays: number | null;
  /** Whether the user manages the project (only read for a SiteManager). */
  managesProject: boolean;
};

/** The instant (ISO, UTC) the month's entry closes: next month's 1st 00:00 Zagreb + N days. */
export function lockDeadline(year: number, month: number, extensionDays: number | null): string {
  const days = extensionDays ?? DEFAULT_DEADLINE_EXTENSION;
  // Calendar arithmetic in UTC on the date only; the wall-clock midnight is then placed in Zagreb.
  const day = new Date(Date.UTC(year, month, 1 + days)).toISOString().slice(0, 10);
  return zagrebToInstant(day, '00:00')!;
}

export function cellLock(input: LockInput): CellLockReason | null {
  if (isNeverLockedForTimesheet(input.roleId)) return null;
  if (input.roleId === Role.SiteManager && !input.managesProject) return 'unauthorized';
  return input.now.getTime() > Date.parse(lockDeadline(input.year, input.month, input.extensionDays)) ? 'deadline' : null;
}

/** Positional form of cellLock: (roleId, now, year, month, extensionDays, managesProject). */
export function workHourLock(
  roleId: number,
  now: Date,
  year: number,
  month: number,
  extensionDays: number | null,
  managesProject: boolean,
): CellLockReason | null {
  return cellLock({ roleId, now, year, month, extensionDays, managesProject });
}

/** 'YYYY-MM-DD' -> { year, month } (month 1-based). */
export function monthOf(date: string): { year: number; month: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}
