'use client';

/**
 * A detail page's tab of child rows (a project's employees, its cooperators): the "Dodaj" button
 * (a route drawer), all rows in a plain table without paging, the empty text, and edit and delete
 * at the end of each row (RowActions) as the rights allow.
 *
 *   <SubTable testId="project-employees" rows={rows} columns={[{ header: L.employee, cell: (r) => r.employeeName }]}
 *     emptyText={messages.noProjectEmployees} addHref={canCreate ? href.create : null} addLabel={L.add}
 *     rowName={(r) => r.employeeName} editHref={canUpdate ? (r) => href.edit(r.id) : null}
 *     onDelete={canDelete ? confirmDeleteProjectEmployee : null} />
 */
import { Group, Table, Text } from '@mantine/core';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { messages } from '@/lib/i18n/messages';
import { AddButton } from './ListToolbar';
import { RowActions } from './RowActions';

export type SubTableColumn<T> = {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Header and cells centred (a check mark). */
  center?: boolean;
  /** Cells never wrap (dates). */
  nowrap?: boolean;
  /** The cell's accessible name, when it shows a sign rather than text. */
  label?: (row: T) => string;
};

export type SubTableProps<T extends { id: number }> = {
  rows: T[];
  columns: SubTableColumn<T>[];
  /** Shown in the one row of an empty table. */
  emptyText: string;
  /** data-testid of the table. */
  testId: string;
  /** The add button's route (a create drawer); null hides the button. */
  addHref: string | null;
  addLabel: string;
  /** The row's name in the actions' labels ("Uredi Ana Anić"). */
  rowName: (row: T) => string;
  /** The edit drawer of a row; null hides edit. */
  editHref: ((row: T) => string) | null;
  /** Asks and deletes (confirmAndDelete); the table reloads afterwards. null hides delete. */
  onDelete: ((row: T, onDeleted: () => void) => void) | null;
  /** Scrolls sideways below this width. */
  minWidth?: number;
};

export function SubTable<T extends { id: number }>({
  rows,
  columns,
  emptyText,
  testId,
  addHref,
  addLabel,
  rowName,
  editHref,
  onDelete,
  minWidth,
}: SubTableProps<T>) {
  const router = useRouter();
  const hasActions = !!editHref || !!onDelete;
  const table = (
    <Table striped highlightOnHover withTableBorder verticalSpacing="xs" data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c, i) => (
            <Table.Th key={i} ta={c.center ? 'center' : undefined}>
              {c.header}
            </Table.Th>
          ))}
          {hasActions && <Table.Th w={90}>{messages.actions}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={columns.length + (hasActions ? 1 : 0)}>
              <Text c="dimmed" ta="center" py="md">
                {emptyText}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            {columns.map((c, i) => (
              <Table.Td
                key={i}
                ta={c.center ? 'center' : undefined}
                style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                aria-label={c.label?.(r)}
              >
                {c.cell(r)}
              </Table.Td>
            ))}
            {hasActions && (
              <Table.Td>
                <RowActions
                  name={rowName(r)}
                  editHref={editHref ? editHref(r) : null}
                  onDelete={onDelete ? () => onDelete(r, () => router.refresh()) : null}
                />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <>
      <Group justify="flex-end" mb="sm">
        {addHref && (
          <AddButton href={addHref}>{addLabel}</AddButton>
        )}
      </Group>
      {minWidth ? <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer> : table}
    </>
  );
}
