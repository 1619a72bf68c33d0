'use client';

import { Progress, Stack, Text } from '@mantine/core';
import { messages } from '@/lib/i18n/messages';
import type { TransferPercent } from './use-transfer';

type Props = {
  /** 0-100; null: working on an unknown remainder (the server processing, a size not given) - a full striped bar. */
  percent: TransferPercent;
  /** What is happening, under the bar ("Prijenos datoteke… 40 %"). */
  text: string;
  /** Names the bar for screen readers: an upload (the default) or a download. */
  direction?: 'upload' | 'download';
  /** A smaller bar and text (the attachment form in a tab); the drawers use the large one. */
  compact?: boolean;
  testId?: string;
};

/** The progress of an upload or download in a form (attachments, the items import and export). */
export function TransferProgress({ percent, text, direction = 'upload', compact = false, testId }: Props) {
  const indeterminate = percent === null;
  return (
    <Stack gap={4} data-testid={testId}>
      <Progress
        value={percent ?? 100}
        animated={indeterminate}
        striped={indeterminate}
        size={compact ? 'md' : 'lg'}
        aria-label={direction === 'upload' ? messages.uploadProgressLabel : messages.downloadProgressLabel}
      />
      <Text size={compact ? 'xs' : 'sm'} c="dimmed">
        {text}
      </Text>
    </Stack>
  );
}
