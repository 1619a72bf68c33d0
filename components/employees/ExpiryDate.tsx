'use client';

import { Badge, Group, Text } from '@mantine/core';
import { expiryStatus, type ExpiryStatus } from '@/lib/employees/expiry';
import { formatDate } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';

/** Red "Isteklo" for a date before today, orange "Ističe uskoro" for the next 30 days. */
export function ExpiryBadge({ status }: { status: ExpiryStatus }) {
  if (status === 'expired') {
    return (
      <Badge color="red" variant="filled" size="sm" data-testid="expired-badge">
        {messages.expired}
      </Badge>
    );
  }
  if (status === 'soon') {
    return (
      <Badge color="orange" variant="light" size="sm" data-testid="expiring-badge">
        {messages.expiringSoon}
      </Badge>
    );
  }
  return null;
}

/** A certificate's expiry date (22.11.2026.) with its badge; '—' when not set. */
export function ExpiryDate({ date, today }: { date: string | null; today: string }) {
  if (!date) return <Text span c="dimmed">—</Text>;
  const status = expiryStatus(date, today);
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Text span c={status === 'expired' ? 'red.8' : undefined} fw={status === 'expired' ? 600 : undefined}>
        {formatDate(date)}
      </Text>
      <ExpiryBadge status={status} />
    </Group>
  );
}
