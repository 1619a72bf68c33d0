'use client';

/** The items tab of a project without items: what it means and how to start. */
import Link from 'next/link';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFolderPlus, IconListDetails, IconPlus, IconUpload } from '@tabler/icons-react';
import { ITEM_TEXTS } from '@/lib/i18n/project-items';
import type { DraftPlace } from './tree';

type Props = { canCreate: boolean; onAdd: (place: DraftPlace) => void; importHref?: string };

export function EmptyItems({ canCreate, onAdd, importHref }: Props) {
  return (
    <Paper withBorder p="xl" data-testid="items-empty">
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconListDetails size={28} />
        </ThemeIcon>
        <Title order={4}>{ITEM_TEXTS.emptyTitle}</Title>
        <Text c="dimmed" ta="center" maw={560}>
          {canCreate ? ITEM_TEXTS.emptyText : ITEM_TEXTS.emptyReadOnly}
        </Text>
        {canCreate && (
          <Group gap="sm" mt="xs">
            <Button leftSection={<IconFolderPlus size={16} />} onClick={() => onAdd({ parentId: null, isGroup: true })}>
              {ITEM_TEXTS.addGroup}
            </Button>
            <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => onAdd({ parentId: null, isGroup: false })}>
              {ITEM_TEXTS.addItem}
            </Button>
            {importHref && (
              <Button variant="light" component={Link} href={importHref} scroll={false} leftSection={<IconUpload size={16} />}>
                {ITEM_TEXTS.importFromExcel}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
