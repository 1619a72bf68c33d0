'use client';

/**
 * One situation's table (spec part 1 section 2, "Situations page"; rows.ts, columns.tsx): the
 * bill of quantities restricted to the selected contractor's items, groups expandable (at first
 * to the deepest group level minus one), the percent filter of the items tab, a total row; rows
 * virtualized at a fixed height, the scroll height the viewport minus 430 px.
 *
 * Inline editing for writers with one contractor selected: a row takes the focus (click or Tab);
 * a double-click, Enter or F2 (or the actions menu) opens this situation's quantity of the
 * contractor's line and of each shown subcontractor's line; Enter or the check saves, Escape or
 * the cross cancels; an emptied input deletes the quantity. Saving is ONE call
 * (PUT /api/ProjectSituations/{id}/Quantities, one transaction) whose answer replaces the row's
 * lines in place.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronsDown, IconChevronsUp } from '@tabler/icons-react';
import { MantineReactTable } from 'mantine-react-table';
import { confirmDelete } from '@/components/confirm';
import { useStaticTreeTable } from '@/components/data-table/use-static-tree-table';
import classes from '@/components/project-items/ItemsTable.module.css';
import { useTextWidth } from '@/components/project-items/use-text-width';
import { ordinalColumnWidth, treeOrdinals } from '@/components/project-items/column-widths';
import { apiFetch, notifyError, notifySuccess, withFieldMessage } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';
import { PERCENT_FILTER_LABELS } from '@/lib/i18n/project-items';
import { SITUATION_TEXTS as T } from '@/lib/i18n/situations';
import { COMPLETED_PERCENT_FILTERS, type CompletedPercentFilter, type ProjectItemNode } from '@/lib/project-items/types';
import type { ContractorParty, ContractorTabInfo } from '@/lib/situations/contractors';
import type { SituationTableLine, SituationTableTuple } from '@/lib/situations/table-schemas';
import { situationColumns, SituationEditorContext, type SituationRowEditor } from './columns';
import { situationRows, type SituationRow } from './rows';
import { clearQuantities, editableLines, editValues, planQuantities, type QuantityWrite } from './save-plan';
import { columnWidths } from './widths';

export type SituationTableProps = {
  situationId: number;
  /** The contractor shown; null: every contractor (read-only sums). */
  contractor: ContractorTabInfo | null;
  /** The subcontractors whose column groups are shown. */
  subcontractors: ContractorParty[];
  items: ProjectItemNode[];
  lines: SituationTableLine[];
  /** Puts the batch write's refreshed lines in place. */
  merge: (tuples: readonly SituationTableTuple[]) => void;
  canEdit: boolean;
  maxHeight?: string;
};

const FILTER_DATA = [{ value: 'all', label: PERCENT_FILTER_LABELS.all }, ...COMPLETED_PERCENT_FILTERS.map((value) => ({ value, label: PERCENT_FILTER_LABELS[value] }))];

export function SituationTable({ situationId, contractor, subcontractors, items, lines, merge, canEdit: mayEdit, maxHeight = 'calc(100dvh - 430px)' }: SituationTableProps) {
  const canEdit = mayEdit && contractor !== null;
  const containerRef = useRef<HTMLDivElement>(null);
  const [filter, setFilter] = useState<CompletedPercentFilter | null>(null);
  const subIds = useMemo(() => subcontractors.map((s) => s.id), [subcontractors]);
  const contractorId = contractor?.id ?? null;

  // ---- expansion: every group up to `level` is open (at first the deepest group level minus one), unless toggled
  const deepest = useMemo(
    () => situationRows(items, lines, { contractorId, subcontractorIds: [], filter: null, isExpanded: () => false }).deepestGroupLevel,
    [items, lines, contractorId],
  );
  const [level, setLevel] = useState<number | null>(null);
  const [overrides, setOverrides] = useState<Record<number, boolean>>({});
  const shownLevel = level ?? Math.max(deepest - 1, 0);
  const built = useMemo(
    () => situationRows(items, lines, { contractorId, subcontractorIds: subIds, filter, isExpanded: (g) => overrides[g.id] ?? g.level <= shownLevel }),
    [items, lines, contractorId, subIds, filter, overrides, shownLevel],
  );
  const hasOverrides = Object.keys(overrides).length > 0;
  const changeLevel = (step: 1 | -1) => {
    setOverrides({});
    setLevel(hasOverrides ? shownLevel : Math.min(Math.max(shownLevel + step, 0), deepest));
  };

  // ---- the row editor
  const [editing, setEditing] = useState<{ row: SituationRow; lines: SituationTableLine[]; values: Record<number, string>; focus: number | null } | null>(null);
  const [saving, setSaving] = useState(false);

  const focusRow = useCallback((id: number) => {
    requestAnimationFrame(() => containerRef.current?.querySelector<HTMLElement>(`tr[data-row-id="${id}"]`)?.focus());
  }, []);

  const rowLines = useCallback((row: SituationRow) => editableLines(row.main, subIds.map((s) => row.subs[s])), [subIds]);

  const start = useCallback<SituationRowEditor['start']>(
    (row, lineId) => {
      if (!canEdit || row.isGroup || saving) return;
      if (editing && editing.row.id !== row.id) {
        notifications.show({ color: 'yellow', message: T.finishEditFirst });
        return;
      }
      if (editing) return;
      const editable = rowLines(row);
      setEditing({ row, lines: editable, values: editValues(editable), focus: lineId ?? editable[0]?.lineId ?? null });
    },
    [canEdit, saving, editing, rowLines],
  );

  const close = useCallback(
    (rowId: number) => {
      setEditing(null);
      focusRow(rowId);
    },
    [focusRow],
  );

  const cancel = useCallback(() => {
    if (editing && !saving) close(editing.row.id);
  }, [editing, saving, close]);

  const send = useCallback(
    async (writes: QuantityWrite[], savedMessage: string) => {
      const answer = await apiFetch<{ lines: SituationTableTuple[] }>(`/api/ProjectSituations/${situationId}/Quantities`, { method: 'PUT', json: { lines: writes } });
      merge(answer.lines);
      notifySuccess(savedMessage);
    },
    [situationId, merge],
  );

  const save = useCallback(async () => {
    if (!editing || saving) return;
    const plan = planQuantities(editing.lines, editing.values);
    if ('error' in plan) {
      notifications.show({ color: 'red', message: T.invalidNumber });
      return;
    }
    if (plan.lines.length === 0) return close(editing.row.id);
    setSaving(true);
    try {
      await send(plan.lines, messages.situationItemSaved);
      close(editing.row.id);
    } catch (error) {
      // Nothing of the row is stored (one transaction): the editor stays open with what was typed.
      notifyError(withFieldMessage(error), messages.saveError);
    } finally {
      setSaving(false);
    }
  }, [editing, saving, send, close]);

  const remove = useCallback(
    (row: SituationRow) => {
      const writes = clearQuantities(rowLines(row));
      if (writes.length === 0) return;
      confirmDelete({
        text: T.deleteRowText(`${row.ordinalDisplay} ${row.name}`),
        onConfirm: async () => {
          try {
            await send(writes, messages.situationItemDeleted);
          } catch (error) {
            notifyError(error, messages.deleteError);
          }
        },
      });
    },
    [rowLines, send],
  );

  const toggle = useCallback((row: SituationRow) => setOverrides((o) => ({ ...o, [row.id]: !row.expanded })), []);

  const editor: SituationRowEditor = {
    editingId: editing?.row.id ?? null,
    values: editing?.values ?? {},
    saving,
    canEdit,
    setValue: (lineId, value) => setEditing((e) => (e ? { ...e, values: { ...e.values, [lineId]: value } } : e)),
    start,
    save: () => void save(),
    cancel,
    remove,
    toggle,
    focusLineId: editing?.focus ?? null,
  };

  // ---- columns sized to their widest values
  const measure = useTextWidth(containerRef);
  const widths = useMemo(() => columnWidths(built.rows, subIds, built.totals, measure, editing?.values ?? null), [built, subIds, measure, editing?.values]);
  const ordinalWidth = useMemo(() => ordinalColumnWidth(treeOrdinals(items), measure), [items, measure]);
  const widthsKey = JSON.stringify([widths, ordinalWidth]);
  const columns = useMemo(
    () => situationColumns(subcontractors, widths, built.totals, canEdit, ordinalWidth),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- widthsKey stands for widths and ordinalWidth
    [subcontractors, widthsKey, built.totals, canEdit],
  );

  const table = useStaticTreeTable<SituationRow>({
    columns,
    data: built.rows,
    containerRef,
    maxHeight,
    className: classes.table,
    renderEmpty: () => (
      <Text c="dimmed" size="sm" p="md" ta="center" w="100%" data-testid="situation-empty">
        {contractor ? T.noLines : T.noLinesAll}
      </Text>
    ),
    editingId: editor.editingId,
    save: editor.save,
    cancel,
    // Enter or F2: a group opens or closes, an item's quantities open.
    activate: (node) => (node.isGroup ? toggle(node) : start(node)),
    // A double-click on a subcontractor's quantity puts the cursor in that line's input.
    doubleClick: (node, column) => {
      const sub = /^subQuantity-(\d+)$/.exec(column);
      start(node, sub ? (node.subs[Number(sub[1])]?.lineId ?? undefined) : undefined);
    },
    focusRow,
  });

  return (
    <SituationEditorContext.Provider value={editor}>
      <div data-testid="situation-table" data-contractor-id={contractorId ?? 'all'}>
        <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Button.Group>
              <Button size="xs" variant="default" leftSection={<IconChevronsDown size={16} />} onClick={() => changeLevel(1)} disabled={!hasOverrides && shownLevel >= deepest} data-testid="expand-level">
                {T.expandLevel}
              </Button>
              <Button size="xs" variant="default" leftSection={<IconChevronsUp size={16} />} onClick={() => changeLevel(-1)} disabled={!hasOverrides && shownLevel <= 0}>
                {T.collapseLevel}
              </Button>
            </Button.Group>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" c="dimmed" id="situation-percent-filter">
                {T.percentFilter}:
              </Text>
              <SegmentedControl
                size="xs"
                aria-labelledby="situation-percent-filter"
                data={FILTER_DATA}
                value={filter ?? 'all'}
                onChange={(v) => setFilter(v === 'all' ? null : (v as CompletedPercentFilter))}
                disabled={editing !== null}
              />
            </Group>
          </Group>
        </Group>
        <MantineReactTable table={table} />
        <Group justify="space-between" mt={4} gap="xs">
          <Text size="xs" c="dimmed" data-testid="situation-counts">
            {T.counts(built.items)}
          </Text>
          <Text size="xs" c="dimmed">
            {contractor === null ? T.allHint : canEdit ? T.keyboardHint : ''}
          </Text>
        </Group>
      </div>
    </SituationEditorContext.Provider>
  );
}
