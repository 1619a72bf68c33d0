'use client';

import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useMantineReactTable, type MRT_ColumnDef, type MRT_Row, type MRT_RowVirtualizer, type MRT_TableInstance } from 'mantine-react-table';
import { STATIC_ROW_VIRTUALIZER, STATIC_TREE_TABLE_OPTIONS } from './static-tree-table';

/** What the shared table reads of a row: its id, ordinal, kind and depth (the data-* attributes the tests and CSS use). */
export type StaticTreeRow = { id: number; ordinalDisplay: string; isGroup: boolean; level: number };

const PINNED_ACTIONS = { right: ['actions'] };

export type StaticTreeTableOptions<R extends StaticTreeRow> = {
  columns: MRT_ColumnDef<R>[];
  data: R[];
  containerRef: RefObject<HTMLDivElement | null>;
  maxHeight: string;
  /** The paper's class (the tables' fixed row height lives in it). */
  className: string;
  renderEmpty: () => ReactNode;
  /** The row whose inputs are open: Enter saves it, Escape cancels. */
  editingId: number | null;
  save: () => void;
  cancel: () => void;
  /** Enter or F2 on a focused row that is not being edited. */
  activate: (row: R) => void;
  /** A double-click on a row; columnId: the leaf column under the pointer ('' outside a cell). */
  doubleClick: (row: R, columnId: string) => void;
  focusRow: (id: number) => void;
};

/**
 * A whole-list tree table with inline row editing (the situation table, a contractor's cost list):
 * the static options, the sticky total row, the pinned actions column and the keyboard of the rows
 * (Enter/Escape in the edited row; Enter/F2 and the arrows on a focused row), one place for both.
 */
export function useStaticTreeTable<R extends StaticTreeRow>(o: StaticTreeTableOptions<R>): MRT_TableInstance<R> {
  const virtualizerRef = useRef<MRT_RowVirtualizer>(null);

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: MRT_Row<R>) => {
    const node = row.original;
    if (node.id === o.editingId) {
      if (event.target instanceof HTMLButtonElement) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        o.save();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        o.cancel();
      }
      return;
    }
    // Keys typed in a cell's input or button are theirs, not the row's.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      o.activate(node);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const rows = table.getRowModel().rows;
      const index = rows.findIndex((r) => r.id === row.id) + (event.key === 'ArrowDown' ? 1 : -1);
      if (index < 0 || index >= rows.length) return;
      virtualizerRef.current?.scrollToIndex(index, { align: 'auto' });
      o.focusRow(rows[index].original.id);
    }
  };

  const onRowDoubleClick = (event: MouseEvent<HTMLTableRowElement>, row: MRT_Row<R>) => {
    const cell = (event.target as HTMLElement).closest('td');
    const column = (cell && table.getVisibleLeafColumns()[Number(cell.getAttribute('data-index'))]?.id) ?? '';
    o.doubleClick(row.original, column);
  };

  const table = useMantineReactTable<R>({
    columns: o.columns,
    data: o.data,
    ...STATIC_TREE_TABLE_OPTIONS,
    rowVirtualizerInstanceRef: virtualizerRef,
    rowVirtualizerOptions: STATIC_ROW_VIRTUALIZER,
    getRowId: (row) => String(row.id),
    renderEmptyRowsFallback: o.renderEmpty,
    mantinePaperProps: { withBorder: true, shadow: 'none', className: o.className },
    mantineTableContainerProps: { ref: o.containerRef, style: { maxHeight: o.maxHeight } },
    mantineTableProps: { highlightOnHover: true, withColumnBorders: true, striped: false },
    // Only the leaf footer row is the total row (the column groups would add an empty second one).
    mantineTableFooterRowProps: ({ footerGroup }) => (footerGroup.depth === 0 ? { style: { display: 'none' } } : {}),
    mantineTableBodyRowProps: ({ row }) => ({
      tabIndex: 0,
      'data-row-id': row.original.id,
      'data-ordinal': row.original.ordinalDisplay,
      'data-kind': row.original.isGroup ? 'group' : 'item',
      'data-level': row.original.level,
      'data-editing': row.original.id === o.editingId ? true : undefined,
      onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => onRowKeyDown(event, row),
      onDoubleClick: (event: MouseEvent<HTMLTableRowElement>) => onRowDoubleClick(event, row),
    }),
    enableColumnPinning: true,
    state: { density: 'xs', columnPinning: PINNED_ACTIONS },
  });
  return table;
}
