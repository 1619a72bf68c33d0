'use client';

/**
 * The people schedule's form (/schedule): a day typed as 5.11.2026. or picked in the calendar,
 * and two downloads of GET /api/PeopleSchedule/download — by project and by accommodation — with
 * progress, saved under the server's Croatian file name. A bad date is refused here with the
 * schema's message (the server refuses it too).
 */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBed, IconBuildingSkyscraper } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile, saveBlob } from '@/components/files/download';
import { TransferProgress } from '@/components/files/TransferProgress';
import { useTransfer } from '@/components/files/use-transfer';
import { DateField } from '@/components/form/DateField';
import { ApiError, notifyError, notifySuccess } from '@/lib/api-client';
import { SCHEDULE_TEXTS as T } from '@/lib/i18n/schedule';
import { messages } from '@/lib/i18n/messages';
import { scheduleDownloadSchema } from '@/lib/work-hours/export-schemas';
import type { ScheduleType } from '@/lib/work-hours/schedule-build';
import { scheduleDownloadHref } from '@/lib/work-hours/schedule-screen';

export function ScheduleDownloads({ today }: { today: string }) {
  const [date, setDate] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState<ScheduleType | null>(null);
  const transfer = useTransfer();

  const download = async (type: ScheduleType) => {
    if (transfer.busy) return;
    const parsed = scheduleDownloadSchema.safeParse({ date, type });
    if (!parsed.success) {
      setError(parsed.error.issues.find((i) => i.path[0] === 'date')?.message ?? messages.invalidDate);
      return;
    }
    setError(null);
    setRunning(type);
    try {
      const { blob, fileName } = await transfer.run((onProgress) => downloadFile(scheduleDownloadHref(parsed.data.date, type), onProgress), null);
      const name = fileName ?? T.fileName(type, parsed.data.date);
      saveBlob(blob, name);
      notifySuccess(`${T.downloaded} ${name}`);
    } catch (err) {
      if (err instanceof ApiError && err.errors?.date?.[0]) setError(err.errors.date[0]);
      notifyError(err, messages.unknownError);
    } finally {
      setRunning(null);
    }
  };

  return (
    <Paper withBorder p="lg" maw={640} data-testid="schedule-downloads">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {T.intro}
        </Text>
        <DateField
          label={T.date}
          value={date}
          onChange={(v) => {
            setDate(v);
            setError(null);
          }}
          error={error}
          required
          w={220}
          disabled={transfer.busy}
        />
        <Group gap="sm">
          <Button leftSection={<IconBuildingSkyscraper size={18} />} loading={running === 'default'} disabled={transfer.busy && running !== 'default'} onClick={() => download('default')}>
            {T.byProject}
          </Button>
          <Button
            variant="light"
            leftSection={<IconBed size={18} />}
            loading={running === 'accommodation'}
            disabled={transfer.busy && running !== 'accommodation'}
            onClick={() => download('accommodation')}
          >
            {T.byAccommodation}
          </Button>
        </Group>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {T.byProjectHint}
          </Text>
          <Text size="xs" c="dimmed">
            {T.byAccommodationHint}
          </Text>
        </Stack>
        {transfer.busy && <TransferProgress percent={transfer.percent} text={messages.downloadProgressLabel} direction="download" compact />}
      </Stack>
    </Paper>
  );
}

