import { Stack, Title } from '@mantine/core';
import { ScheduleDownloads } from '@/components/schedule/ScheduleDownloads';
import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { toIsoDate } from '@/lib/format';
import { SCHEDULE_TEXTS as T } from '@/lib/i18n/schedule';
import { SCHEDULE_SCREEN } from '@/lib/work-hours/schedule-screen';

export const dynamic = 'force-dynamic';

/**
 * /schedule, the people schedule (spec part 2 §2): a day (today in Zagreb by default) and its two
 * downloads, by project and by accommodation (GET /api/PeopleSchedule/download). The right is the
 * people schedule module's (SA, A, Ac, M, SM, P); the files are built on the server.
 */
export default async function SchedulePage(props: ScreenPageProps) {
  await requireScreen(SCHEDULE_SCREEN, props);
  return (
    <Stack gap="md">
      <Title order={2}>{T.title}</Title>
      <ScheduleDownloads today={toIsoDate(new Date())} />
    </Stack>
  );
}
