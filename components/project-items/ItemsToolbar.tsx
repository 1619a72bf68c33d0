'use client';

/** Controls above the items table: levels, the completed-percent filter, add, import and export. */
import Link from 'next/link';
import { Button, Group, Menu, SegmentedControl, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconDownload,
  IconFolderPlus,
  IconChevronsUp,
  IconChevronsDown,
  IconPlus,
  IconUpload,
} from '@tabler/icons-react';
import { COMPLETED_PERCENT_FILTERS, type CompletedPercentFilter } from '@/lib/project-items/types';
import { ITEM_TEXTS, PERCENT_FILTER_LABELS } from '@/lib/i18n/project-items';
import type { DraftPlace } from './tree';

export type ItemsToolbarProps = {
  canExpand: boolean;
  canCollapse: boolean;
  onExpand: () => void;
  onCollapse: () => void;
  filter: CompletedPercentFilter | null;
  onFilterChange: (filter: CompletedPercentFilter | null) => void;
  /** Shown only to those who may create. */
  onAdd?: (place: DraftPlace) => void;
  /** Shown only to those who may import. */
  importHref?: string;
  exportHref: string;
  /** An inline edit is open: adding waits for it. */
  editing: boolean;
};

const FILTER_DATA = [
  { value: 'all', label: PERCENT_FILTER_LABELS.all },
  ...COMPLETED_PERCENT_FILTERS.map((value) => ({ value, label: PERCENT_FILTER_LABELS[value] })),
];

export function ItemsToolbar(props: ItemsToolbarProps) {
  const { onAdd } = props;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="items-toolbar">
      <Group gap="xs" wrap="wrap">
        <Button.Group>
          <Button size="xs" variant="default" leftSection={<IconChevronsDown size={16} />} onClick={props.onExpand} disabled={!props.canExpand}>
            {ITEM_TEXTS.expandLevel}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconChevronsUp size={16} />} onClick={props.onCollapse} disabled={!props.canCollapse}>
            {ITEM_TEXTS.collapseLevel}
          </Button>
        </Button.Group>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" id="percent-filter-label">
            {ITEM_TEXTS.percentFilter}:
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby="percent-filter-label"
            data={FILTER_DATA}
            value={props.filter ?? 'all'}
            onChange={(value) => props.onFilterChange(value === 'all' ? null : (value as CompletedPercentFilter))}
          />
        </Group>
      </Group>
      <Group gap="xs">
        {onAdd && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />} disabled={props.editing}>
                {ITEM_TEXTS.add}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPlus size={14} />} onClick={() => onAdd({ parentId: null, isGroup: false })}>
                {ITEM_TEXTS.addItemAtEnd}
              </Menu.Item>
              <Menu.Item leftSection={<IconFolderPlus size={14} />} onClick={() => onAdd({ parentId: null, isGroup: true })}>
                {ITEM_TEXTS.addGroupAtEnd}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
        {props.importHref && (
          <Button size="xs" variant="light" component={Link} href={props.importHref} scroll={false} leftSection={<IconUpload size={16} />}>
            {ITEM_TEXTS.import}
          </Button>
        )}
        <Button size="xs" variant="light" component={Link} href={props.exportHref} scroll={false} leftSection={<IconDownload size={16} />}>
          {ITEM_TEXTS.export}
        </Button>
      </Group>
    </Group>
  );
}
