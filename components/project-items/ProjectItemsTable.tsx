'use client';

/**
 * The bill of quantities of a project as a tree table (spec part 1 section 2, "Project items
 * tree table"): mantine-react-table with expanding sub-rows and row virtualization, so lists of
 * 10,000 lines scroll smoothly; a sticky header and a sticky summary row.
 *
 * Keyboard: a row takes the focus (click or Tab); arrows move between rows, right/left open and
 * close a group, Enter or F2 edits, Delete deletes (after confirmation). In the editor Enter
 * saves and Escape cancels. Double-click edits the row.
 *
 * The completed-percent filter lives in the query string (filter.completedPercent) and filters
 * here, without a round trip: matching items keep their groups.
 */
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MantineReactTable, useMantineReactTable, type MRT_Row, type MRT_RowVirtualizer } from 'mantine-react-table';
import { STATIC_ROW_VIRTUALIZER, STATIC_TREE_TABLE_OPTIONS } from '@/components/data-table/static-tree-table';
import { confirmAndDelete } from '@/components/confirm';
import { messages } from '@/lib/i18n/messages';
import type { CompletedPercentFilter, ProjectItemNode, ProjectItemsTree } from '@/lib/project-items/types';
import { numberColumnWidths, ordinalColumnWidth, treeOrdinals, unitColumnWidth, widestTexts, withEditorWidths } from './column-widths';
import { itemColumns } from './columns';
import { EmptyItems } from './EmptyItems';
import classes from './ItemsTable.module.css';
import { ItemsToolbar } from './ItemsToolbar';
import { deleteSubject, groupDeleteConsequence, ITEM_TEXTS } from '@/lib/i18n/project-items';
import { filterTreeByPercent, parsePercentFilter, PERCENT_FILTER_PARAM } from './percent';
import { ItemEditorContext, ItemsTableContext, type EditorField, type ItemsTableActions, type UnitOption } from './table-context';
import { countDescendants, deepestGroupLevel, DRAFT_ID, findWithAncestors, withDraftRow } from './tree';
import { useInlineEditor } from './use-inline-editor';
import { useTextWidth } from './use-text-width';

export type ProjectItemsTableProps = {
  projectId: number;
  tree: ProjectItemsTree;
  units: UnitOption[];
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  /** The drawer routes; the current query string (the filter) is added here. */
  importPath?: string;
  exportPath: string;
  /** Height of the scrolling area (the page around it decides). */
  maxHeight?: string;
  /** Reads the list again after a save or a delete (the tab's read of the tree); default: router.refresh(). */
  onChanged?: () => void;
  /** A new value when that read has finished (default: the tree itself): the editor closes then. */
  loaded?: unknown;
};

const PINNED_ACTIONS = { right: ['actions'] };

/** Which editor field a double-clicked column opens. */
const FIELD_OF_COLUMN: Record<string, EditorField> = {
  name: 'name',
  unit: 'unitOfMeasurementId',
  quantity: 'quantity',
  unitPrice: 'unitPrice',
};

/** An open dropdown (the unit select) keeps Enter and Escape for itself. */
const isOpenCombobox = (target: EventTarget) => target instanceof HTMLElement && target.getAttribute('aria-expanded') === 'true';

export function ProjectItemsTable({
  projectId,
  tree,
  units,
  canCreate,
  canUpdate,
  canDelete,
  importPath,
  exportPath,
  maxHeight = 'calc(100dvh - 290px)',
  onChanged,
  loaded = tree,
}: ProjectItemsTableProps) {
  const router = useRouter();
  const changed = useCallback(() => (onChanged ? onChanged() : router.refresh()), [onChanged, router]);
  const searchParams = useSearchParams();
  const filter = parsePercentFilter(searchParams.get(PERCENT_FILTER_PARAM));
  const query = searchParams.toString() ? `?${searchParams.toString()}` : '';
  const importHref = importPath && `${importPath}${query}`;
  const exportHref = `${exportPath}${query}`;
  const virtualizerRef = useRef<MRT_RowVirtualizer>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  // ---- expansion: every group up to `level` is open, unless the user toggled it
  const deepest = useMemo(() => deepestGroupLevel(tree.items), [tree.items]);
  const [level, setLevel] = useState(deepest);
  const [overrides, setOverrides] = useState<Record<number, boolean>>({});
  const [seenDeepest, setSeenDeepest] = useState(deepest);
  if (seenDeepest !== deepest) {
    // A new list (import) shows fully expanded; a deeper level added later opens too.
    setSeenDeepest(deepest);
    if (level >= seenDeepest) setLevel(deepest);
  }

  const focusRow = useCallback((id: number) => {
    requestAnimationFrame(() => containerRef.current?.querySelector<HTMLElement>(`tr[data-row-id="${id}"]`)?.focus());
  }, []);

  const editor = useInlineEditor({ projectId, units, loaded, refresh: changed, onSaved: focusRow, onCancelled: focusRow });
  const { editingId, draftPlace } = editor;

  const shownItems = useMemo(() => {
    const filtered = filterTreeByPercent(tree.items, filter);
    return draftPlace ? withDraftRow(filtered, draftPlace, projectId) : filtered;
  }, [tree.items, filter, draftPlace, projectId]);

  const expanded = useMemo(() => {
    const state: Record<string, boolean> = {};
    const visit = (nodes: ProjectItemNode[]) => {
      for (const n of nodes) {
        if (!n.isGroup) continue;
        if (overrides[n.id] ?? n.level <= level) {
          state[String(n.id)] = true;
          visit(n.children);
        }
      }
    };
    visit(shownItems);
    return state;
  }, [shownItems, overrides, level]);

  const hasOverrides = Object.keys(overrides).length > 0;
  const expandLevel = () => {
    setOverrides({});
    setLevel((l) => (hasOverrides ? l : Math.min(l + 1, deepest)));
  };
  const collapseLevel = () => {
    setOverrides({});
    setLevel((l) => (hasOverrides ? l : Math.max(l - 1, 0)));
  };

  const setFilter = (next: CompletedPercentFilter | null) => {
    const params = new URLSearchParams(searchParams.toString());
    if (next) params.set(PERCENT_FILTER_PARAM, next);
    else params.delete(PERCENT_FILTER_PARAM);
    const query = params.toString();
    // Client-side only (Next.js syncs useSearchParams with history.replaceState): no re-render on the server.
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  };

  // ---- actions
  const busyWithEdit = useCallback(() => {
    if (!editor.dirty) return false;
    notifications.show({ color: 'yellow', message: ITEM_TEXTS.finishEditFirst });
    return true;
  }, [editor.dirty]);

  const startEdit = useCallback(
    (node: ProjectItemNode, field?: EditorField) => {
      if (!canUpdate || node.id === editingId || busyWithEdit()) return;
      editor.startEdit(node, field);
    },
    [canUpdate, editingId, busyWithEdit, editor],
  );

  const startAdd = useCallback(
    (place: Parameters<ItemsTableActions['startAdd']>[0]) => {
      if (!canCreate || busyWithEdit()) return;
      if (place.parentId !== null) {
        const found = findWithAncestors(tree.items, place.parentId);
        if (found) {
          const open = Object.fromEntries([...found.ancestors, place.parentId].map((id) => [id, true]));
          setOverrides((o) => ({ ...o, ...open }));
        }
      }
      editor.startAdd(place);
    },
    [canCreate, busyWithEdit, tree.items, editor],
  );

  const requestDelete = useCallback(
    (node: ProjectItemNode) => {
      if (!canDelete || node.id === DRAFT_ID) return;
      const full = findWithAncestors(tree.items, node.id)?.node ?? node;
      const { groups, items } = countDescendants(full);
      const question = messages.confirmDelete(deleteSubject(node.isGroup, node.ordinalDisplay, node.name));
      confirmAndDelete({
        text: node.isGroup ? (
          <>
            <Text size="sm">{question}</Text>
            <Text size="sm" mt="xs" fw={600} data-testid="delete-consequence">
              {groupDeleteConsequence(groups, items)}
            </Text>
          </>
        ) : (
          question
        ),
        url: `/api/ProjectItems/${node.id}`,
        deletedMessage: messages.projectItemDeleted,
        onDeleted: changed,
      });
    },
    [canDelete, tree.items, changed],
  );

  const toggleExpanded = useCallback((id: number, open: boolean) => setOverrides((o) => ({ ...o, [id]: open })), []);
  const [menuRowId, setMenuRowIdState] = useState<number | null>(null);
  const setMenuRowId = useCallback(
    (id: number | null) => {
      const closing = menuRowId;
      setMenuRowIdState(id);
      // The menu's button is replaced when it closes: give the focus back to its row, unless
      // the chosen action took it (the editor's first input).
      if (id === null && closing !== null) {
        requestAnimationFrame(() => {
          if (!document.activeElement || document.activeElement === document.body) focusRow(closing);
        });
      }
    },
    [menuRowId, focusRow],
  );

  const actions = useMemo<ItemsTableActions>(
    () => ({ editingId, canCreate, canUpdate, canDelete, expanded, menuRowId, setMenuRowId, toggleExpanded, startEdit, startAdd, requestDelete }),
    [editingId, canCreate, canUpdate, canDelete, expanded, menuRowId, setMenuRowId, toggleExpanded, startEdit, startAdd, requestDelete],
  );

  // ---- keyboard on rows
  const moveFocus = (row: MRT_Row<ProjectItemNode>, delta: number) => {
    const rows = table.getRowModel().rows;
    const index = rows.findIndex((r) => r.id === row.id) + delta;
    if (index < 0 || index >= rows.length) return;
    virtualizerRef.current?.scrollToIndex(index, { align: 'auto' });
    focusRow(rows[index].original.id);
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: MRT_Row<ProjectItemNode>) => {
    const node = row.original;
    if (node.id === editingId) {
      if (isOpenCombobox(event.target) || event.target instanceof HTMLButtonElement) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        editor.state.save();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        editor.state.cancel();
      }
      return;
    }
    if (event.target !== event.currentTarget) return;
    switch (event.key) {
      case 'Enter':
      case 'F2':
        event.preventDefault();
        startEdit(node);
        break;
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        moveFocus(row, event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'ArrowRight':
      case 'ArrowLeft':
        if (node.isGroup) {
          event.preventDefault();
          toggleExpanded(node.id, event.key === 'ArrowRight');
        }
        break;
      case 'Delete':
        event.preventDefault();
        requestDelete(node);
        break;
    }
  };

  const onRowDoubleClick = (event: MouseEvent<HTMLTableRowElement>, row: MRT_Row<ProjectItemNode>) => {
    if (row.original.id === editingId) return;
    const cell = (event.target as HTMLElement).closest('td');
    const columnId = cell ? table.getVisibleLeafColumns()[Number(cell.getAttribute('data-index'))]?.id : undefined;
    startEdit(row.original, columnId ? FIELD_OF_COLUMN[columnId] : undefined);
  };

  const writable = canCreate || canUpdate || canDelete;
  // Number columns as wide as their widest value (measured in the cells' font once mounted).
  const measure = useTextWidth(containerRef);
  const texts = useMemo(() => widestTexts(tree.items, tree.summary), [tree.items, tree.summary]);
  const listWidths = useMemo(() => numberColumnWidths(texts, measure), [texts, measure]);
  const { quantity: typedQuantity, unitPrice: typedUnitPrice, unitOfMeasurementId } = editor.state.values;
  const typed = editingId === null ? null : { quantity: typedQuantity, unitPrice: typedUnitPrice };
  const widths = withEditorWidths(listWidths, typed, measure);
  const unitLabel = editingId === null ? null : (units.find((u) => u.value === unitOfMeasurementId)?.label ?? null);
  const unitWidth = unitColumnWidth(unitLabel, measure);
  const ordinalWidth = useMemo(() => ordinalColumnWidth(treeOrdinals(tree.items), measure), [tree.items, measure]);
  // Keyed by value: a keystroke that changes no width re-renders no column.
  const widthsKey = JSON.stringify([widths, unitWidth, ordinalWidth]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- widthsKey stands for widths, unitWidth and ordinalWidth
  const columns = useMemo(() => itemColumns(tree.summary, writable, widths, unitWidth, ordinalWidth), [tree.summary, writable, widthsKey]);

  const table = useMantineReactTable<ProjectItemNode>({
    columns,
    data: shownItems,
    ...STATIC_TREE_TABLE_OPTIONS,
    rowVirtualizerInstanceRef: virtualizerRef,
    rowVirtualizerOptions: STATIC_ROW_VIRTUALIZER,
    getRowId: (row) => String(row.id),
    getSubRows: (row) => row.children,
    enableExpanding: true,
    enableExpandAll: false,
    // Cells render again only when their row's data changes; what they show of the table's
    // state (editing, expanded, open menu) comes through the contexts above.
    memoMode: 'cells',
    renderEmptyRowsFallback: () => (
      <Text c="dimmed" size="sm" p="md" ta="center" w="100%">
        {filter ? ITEM_TEXTS.noMatches : messages.noData}
      </Text>
    ),
    mantinePaperProps: { withBorder: true, shadow: 'none', className: classes.table },
    mantineTableContainerProps: { ref: containerRef, style: { maxHeight } },
    mantineTableProps: { highlightOnHover: true, withColumnBorders: true, striped: false },
    // Only the leaf footer row is the summary (the column groups would add an empty second one).
    mantineTableFooterRowProps: ({ footerGroup }) => (footerGroup.depth === 0 ? { style: { display: 'none' } } : {}),
    mantineTableBodyRowProps: ({ row }) => ({
      tabIndex: 0,
      'data-row-id': row.original.id,
      'data-ordinal': row.original.ordinalDisplay,
      'data-kind': row.original.isGroup ? 'group' : 'item',
      'data-level': row.original.level,
      'data-editing': row.original.id === editingId ? true : undefined,
      'aria-level': row.original.level,
      onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => onRowKeyDown(event, row),
      onDoubleClick: (event: MouseEvent<HTMLTableRowElement>) => onRowDoubleClick(event, row),
    }),
    // Wide numbers may make the row wider than the screen: the actions stay at its right edge.
    enableColumnPinning: true,
    state: { expanded, columnVisibility: { 'mrt-row-expand': false, 'mrt-row-spacer': false }, density: 'xs', columnPinning: PINNED_ACTIONS },
  });

  // Bring a new row into view when it is added (it may be far down a long list).
  useEffect(() => {
    if (editingId !== DRAFT_ID) return;
    const index = table.getRowModel().rows.findIndex((r) => r.original.id === DRAFT_ID);
    if (index >= 0) virtualizerRef.current?.scrollToIndex(index, { align: 'center' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened draft
  }, [editingId, draftPlace]);

  const counts = ITEM_TEXTS.counts(tree.summary.groups, tree.summary.items);
  const toolbar = (
    <ItemsToolbar
      canExpand={hasOverrides || level < deepest}
      canCollapse={hasOverrides || level > 0}
      onExpand={expandLevel}
      onCollapse={collapseLevel}
      filter={filter}
      onFilterChange={setFilter}
      onAdd={canCreate ? startAdd : undefined}
      importHref={importHref}
      exportHref={exportHref}
      editing={editingId !== null}
    />
  );

  if (tree.items.length === 0 && editingId === null) {
    return <EmptyItems canCreate={canCreate} onAdd={startAdd} importHref={importHref} />;
  }

  return (
    <ItemsTableContext.Provider value={actions}>
      <ItemEditorContext.Provider value={editor.state}>
        <div data-testid="project-items">
          {toolbar}
          <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
            <MantineReactTable table={table} />
          </div>
          <Group justify="space-between" mt={4} gap="xs">
            <Text size="xs" c="dimmed" data-testid="items-counts">
              {counts}
            </Text>
            {canUpdate && (
              <Text size="xs" c="dimmed">
                {ITEM_TEXTS.keyboardHint}
              </Text>
            )}
          </Group>
        </div>
      </ItemEditorContext.Provider>
    </ItemsTableContext.Provider>
  );
}
