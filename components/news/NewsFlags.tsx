import { Badge, Group } from '@mantine/core';
import { messages } from '@/lib/i18n/messages';

/** "Istaknuto" / "Arhivirano" badges, only for the flags that are set. */
export function NewsFlags({ isFeatured, isArchived }: { isFeatured: boolean; isArchived: boolean }) {
  if (!isFeatured && !isArchived) return null;
  return (
    <Group gap={6}>
      {isFeatured && (
        <Badge color="yellow" variant="light">
          {messages.featured}
        </Badge>
      )}
      {isArchived && (
        <Badge color="gray" variant="light">
          {messages.archived}
        </Badge>
      )}
    </Group>
  );
}
