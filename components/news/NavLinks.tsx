'use client';

import { Anchor } from '@mantine/core';
import Link from 'next/link';
import { messages } from '@/lib/i18n/messages';

// A client component because `component={Link}` cannot cross from a server component.

/** "Sve novosti" on the dashboard. */
export function AllNewsLink() {
  return (
    <Anchor component={Link} href="/news" size="sm" fw={500}>
      {messages.allNews}
    </Anchor>
  );
}
