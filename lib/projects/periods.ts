import { formatDate } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';

/**
 * Active periods of people on a project ('YYYY-MM-DD' dates, both ends included; a missing end
 * is open). One employee may be on a project several times, but never twice at the same time.
 */
export type Period = { activeFrom: string | null; activeTo: string | null };
export type PeriodRow = Period & { id: number; employeeId: number };

/** Both periods share at least one day (ISO dates compare as strings). */
export function periodsOverlap(a: Period, b: Period): boolean {
  const startsBeforeBEnds = !a.activeFrom || !b.activeTo || a.activeFrom <= b.activeTo;
  const bStartsBeforeAEnds = !b.activeFrom || !a.activeTo || b.activeFrom <= a.activeTo;
  return startsBeforeBEnds && bStartsBeforeAEnds;
}

/** The first row of the same employee whose period overlaps `period` (the edited row itself excluded). */
export function overlappingRow<R extends PeriodRow>(rows: readonly R[], employeeId: number, period: Period, exceptId?: number | null): R | null {
  return rows.find((r) => r.employeeId === employeeId && r.id !== exceptId && periodsOverlap(r, period)) ?? null;
}

/** "01.01.2026. – 31.12.2026.", "od 01.01.2026.", "do 31.12.2026.", "bez vremenskog ograničenja". */
export function describePeriod({ activeFrom, activeTo }: Period): string {
  return messages.period(activeFrom ? formatDate(activeFrom) : null, activeTo ? formatDate(activeTo) : null);
}
