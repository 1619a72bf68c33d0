'use client';

import { Text } from '@mantine/core';

/** The title and hint above the column choice of the items import and export. */
export function ColumnsHeading({ title, hint }: { title: string; hint: string }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </div>
  );
}
