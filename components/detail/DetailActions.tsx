'use client';

import { Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { messages } from '@/lib/i18n/messages';

type Props = {
  /** Asks for confirmation itself (components/confirm); null hides the button. */
  onDelete?: (() => void) | null;
  /** The edit drawer's route; null hides the button. */
  editHref?: string | null;
  /** Further buttons, shown between delete and edit (e.g. copy as new). */
  children?: ReactNode;
};

/** Delete and edit under a read-only view (detail page or read drawer), as the rights allow. */
export function DetailActions({ onDelete, editHref, children }: Props) {
  if (!onDelete && !editHref && !children) return null;
  return (
    <Group justify="flex-end" gap="sm">
      {onDelete && (
        <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          {messages.delete}
        </Button>
      )}
      {children}
      {editHref && (
        <Button component={Link} href={editHref} scroll={false} leftSection={<IconPencil size={16} />}>
          {messages.edit}
        </Button>
      )}
    </Group>
  );
}
