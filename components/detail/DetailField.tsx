import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

const EMPTY = '—';
const isEmpty = (value: ReactNode) => value === null || value === undefined || value === false || value === '';

/** One labelled value of a read-only view; an empty value shows a dash. */
export function DetailField({ label, children, multiline }: { label: string; children?: ReactNode; multiline?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" style={multiline ? { whiteSpace: 'pre-line' } : undefined}>
        {isEmpty(children) ? EMPTY : children}
      </Text>
    </div>
  );
}
