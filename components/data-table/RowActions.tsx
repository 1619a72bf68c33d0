'use client';

import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import Link from 'next/link';
import { messages } from '@/lib/i18n/messages';

type Props = {
  editHref: string | null;
  onDelete: (() => void) | null;
  /** Named in the buttons' labels ("Uredi Ivan Horvat"); without it they read "Uredi" and "Obriši". */
  name?: string;
};

/** Edit (a route drawer) and delete (asks first) at the end of a table row; null hides either. */
export function RowActions({ editHref, onDelete, name }: Props) {
  const label = (action: string) => (name ? `${action} ${name}` : action);
  return (
    <Group gap={4} wrap="nowrap">
      {editHref && (
        <Tooltip label={messages.edit}>
          <ActionIcon component={Link} href={editHref} scroll={false} variant="subtle" aria-label={label(messages.edit)}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label={messages.delete}>
          <ActionIcon color="red" variant="subtle" aria-label={label(messages.delete)} onClick={onDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
