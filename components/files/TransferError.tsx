'use client';

import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

type Props = { title: string; message: string | null | undefined; testId?: string };

/**
 * Why an upload or download failed, kept in the drawer above the buttons (the server's Croatian
 * message, its lines as sent); nothing without a message.
 */
export function TransferError({ title, message, testId }: Props) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={title} data-testid={testId}>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {message}
      </Text>
    </Alert>
  );
}
