'use client';

import { Anchor, Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import Link from 'next/link';
import { messages } from '@/lib/i18n/messages';

// Client components because `component={Link}` cannot cross from a server component.

/** "Natrag" from an article to the list it came from (with its search and page). */
export function BackToNewsButton({ href }: { href: string }) {
  return (
    <Button component={Link} href={href} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {messages.back}
    </Button>
  );
}

/** "Sve novosti" on the dashboard. */
export function AllNewsLink() {
  return (
    <Anchor component={Link} href="/news" size="sm" fw={500}>
      {messages.allNews}
    </Anchor>
  );
}
