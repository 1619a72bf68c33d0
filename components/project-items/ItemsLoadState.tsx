'use client';

/** The items tab while its tree is read (GET /api/Projects/{id}/ProjectItems) and when the read fails. */
import { Alert, Button, Group, Loader, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { ITEM_TEXTS } from '@/lib/i18n/project-items';

export function ItemsLoading() {
  return (
    <Paper withBorder p="xl" data-testid="items-loading" role="status" aria-live="polite">
      <Group justify="center" gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{ITEM_TEXTS.loading}</Text>
      </Group>
    </Paper>
  );
}

/** The read failed: why (the API's Croatian message) and a retry. Above the table when an older tree is shown. */
export function ItemsLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={ITEM_TEXTS.loadFailed} mb="xs" data-testid="items-load-error">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
          {ITEM_TEXTS.loadRetry}
        </Button>
      </Group>
    </Alert>
  );
}
