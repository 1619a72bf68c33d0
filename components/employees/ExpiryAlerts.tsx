'use client';

import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { expiryAlerts, type ExpiryDates } from '@/lib/employees/expiry';
import { formatDate } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';

/** The list's "Rokovi" cell: one small badge per certificate that expired or expires soon. */
export function ExpiryAlerts({ dates, today }: { dates: ExpiryDates; today: string }) {
  const alerts = expiryAlerts(dates, today);
  if (!alerts.length) return <Text span c="dimmed" size="sm">—</Text>;
  return (
    <Group gap={4}>
      {alerts.map((a) => (
        <Tooltip key={a.key} label={`${a.label}: ${a.status === 'expired' ? messages.expired : messages.expiringSoon}`}>
          <Badge
            size="sm"
            color={a.status === 'expired' ? 'red' : 'orange'}
            variant={a.status === 'expired' ? 'filled' : 'light'}
            data-testid={a.status === 'expired' ? 'alert-expired' : 'alert-expiring'}
            style={{ textTransform: 'none' }}
          >
            {a.short} {formatDate(a.date)}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}
