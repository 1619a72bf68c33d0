'use client';

import { Badge, Group } from '@mantine/core';
import { DOCUMENT_STATUS_COLOR, type DocumentStatusId } from '@/lib/documents/statuses';
import { ITEM_STATUS_COLOR, type DocumentItemStatusId } from '@/lib/documents/item-statuses';
import { DOCUMENT_TEXTS } from '@/lib/i18n/documents';

/** A document's status badge (§4 colours) with its Storno / Storniran tags. */
export function DocumentStatusBadge({
  statusId,
  status,
  isStorno = false,
  isStorned = false,
}: {
  statusId: number;
  status: string;
  isStorno?: boolean;
  isStorned?: boolean;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={DOCUMENT_STATUS_COLOR[statusId as DocumentStatusId] ?? 'gray'}>
        {status}
      </Badge>
      {isStorno && (
        <Badge variant="filled" color="red" data-testid="tag-storno">
          {DOCUMENT_TEXTS.stornoTag}
        </Badge>
      )}
      {isStorned && (
        <Badge variant="outline" color="red" data-testid="tag-storned">
          {DOCUMENT_TEXTS.stornedTag}
        </Badge>
      )}
    </Group>
  );
}

/** A document item's status badge (§4 item colours). */
export function ItemStatusBadge({ statusId, status }: { statusId: number; status: string }) {
  return (
    <Badge variant="light" color={ITEM_STATUS_COLOR[statusId as DocumentItemStatusId] ?? 'gray'}>
      {status}
    </Badge>
  );
}
