/**
 * The /schedule screen (spec part 2 §2 "/schedule is the people schedule: a date and two
 * exports"): one page, no drawers, the right of the people schedule module (SA, A, Ac, M, SM, P).
 * Routing template: lib/auth/screen.ts, docs/screens.md.
 */
import { defineScreen, right } from '@/lib/auth/screen';

export const SCHEDULE_SCREEN = defineScreen({
  base: '/schedule',
  needs: right('schedule', 'read'),
  routes: { home: { path: '', page: 'home', drawer: 'closed' } },
});

/** The download of one day's schedule (GET /api/PeopleSchedule/download). */
export const scheduleDownloadHref = (isoDate: string, type: 'default' | 'accommodation') =>
  `/api/PeopleSchedule/download?${new URLSearchParams({ date: isoDate, type })}`;
