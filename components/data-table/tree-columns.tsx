'use client';

/**
 * Column pieces shared by the whole-list tree tables with inline row editing (the situation table,
 * a contractor's cost list; use-static-tree-table.ts): the right alignment of number columns, the
 * plain and bold cell text, the item and unit columns, the actions column, the inputs of an edited
 * row and its save / cancel buttons.
 */
import type { ReactNode } from 'react';
import { ActionIcon, Group, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { MRT_ColumnDef, MRT_RowData } from 'mantine-react-table';
import classes from '@/components/project-items/ItemsTable.module.css';

/** Number columns: body, header and footer cells aligned right. */
export const RIGHT_ALIGNED = {
  mantineTableBodyCellProps: { align: 'right' as const },
  mantineTableHeadCellProps: { align: 'right' as const },
  mantineTableFooterCellProps: { align: 'right' as const },
};

/** A cell's text; bold for group rows and totals. */
export const cellText = (value: string, bold = false) => <span className={bold ? classes.strong : undefined}>{value}</span>;

const INDENT_PX = 12;

type TreeRowData = MRT_RowData & { name: string; unit: string | null; level: number; isGroup: boolean };

/** The item's name, indented by its depth, cut with an ellipsis (the whole name in the tooltip); the footer says "total". */
export function treeNameColumn<R extends TreeRowData>(header: string, totalLabel: string, size: number, grow: boolean | number): MRT_ColumnDef<R> {
  return {
    id: 'name',
    header,
    accessorKey: 'name',
    size,
    grow,
    Cell: ({ row }) => (
      <span style={{ paddingLeft: (row.original.level - 1) * INDENT_PX, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} title={row.original.name}>
        {cellText(row.original.name, row.original.isGroup)}
      </span>
    ),
    Footer: () => <span className={classes.strong}>{totalLabel}</span>,
  };
}

/** The unit of measure (76 px: room for the header "Jed. mj."). */
export function treeUnitColumn<R extends TreeRowData>(header: string): MRT_ColumnDef<R> {
  return { id: 'unit', header, accessorKey: 'unit', size: 76, Cell: ({ row }) => cellText(row.original.unit ?? '') };
}

/** The row actions, pinned right by the table. */
export function actionsColumn<R extends MRT_RowData>(render: (row: R) => ReactNode): MRT_ColumnDef<R> {
  return { id: 'actions', header: '', accessorFn: () => null, size: 62, grow: false, Cell: ({ row }) => render(row.original) };
}

/** A number typed in an edited row: right-aligned like the value it replaces, off while saving. */
export function CellInput(props: { value: string; onChange: (value: string) => void; label: string; testId: string; autoFocus: boolean; disabled: boolean }) {
  return (
    <TextInput
      size="xs"
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      aria-label={props.label}
      data-testid={props.testId}
      autoFocus={props.autoFocus}
      disabled={props.disabled}
      styles={{ input: { textAlign: 'right' } }}
    />
  );
}

/** The check and the cross of the edited row. */
export function SaveCancelButtons(props: { save: () => void; cancel: () => void; saving: boolean; saveLabel: string; cancelLabel: string }) {
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={props.saveLabel}>
        <ActionIcon size="sm" variant="subtle" color="green" onClick={props.save} loading={props.saving} aria-label={props.saveLabel} data-testid="row-save">
          <IconCheck size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={props.cancelLabel}>
        <ActionIcon size="sm" variant="subtle" color="gray" onClick={props.cancel} disabled={props.saving} aria-label={props.cancelLabel} data-testid="row-cancel">
          <IconX size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
