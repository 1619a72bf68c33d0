'use client';

import { ActionIcon, Tooltip } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import Link from 'next/link';
import { messages } from '@/lib/i18n/messages';

/** The "details" link at the end of a list row (spec: "a details link"). */
export function DetailsLink({ href }: { href: string }) {
  return (
    <Tooltip label={messages.details}>
      <ActionIcon component={Link} href={href} variant="subtle" aria-label={messages.details}>
        <IconListDetails size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
