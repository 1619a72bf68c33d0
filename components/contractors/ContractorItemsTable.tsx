'use client';

/**
 * One contractor's cost list (spec part 1 section 2, "Contractors page"): the bill of quantities
 * flattened (groups as heading rows with their totals), the contractor's contracted quantity,
 * unit price and total, a column group per subcontractor, a total row; "all items" or "only items
 * with data". Rows are virtualized (10,000 items scroll smoothly) and fixed in height.
 *
 * Inline editing for writers (projectItems): a row takes the focus (click or Tab); Enter or F2
 * (or a double-click, or the pencil) edits its lines, Enter saves, Escape cancels; numbers are
 * typed in the Croatian format (1.234,56). Saving sends the row in one PUT
 * /api/Projects/{id}/ContractorItemRows (save-plan.ts; one transaction), reads the lines again and
 * closes the row.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import Link from 'next/link';
import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { MantineReactTable } from 'mantine-react-table';
import { useStaticTreeTable } from '@/components/data-table/use-static-tree-table';
import classes from '@/components/project-items/ItemsTable.module.css';
import { useTextWidth } from '@/components/project-items/use-text-width';
import { ordinalColumnWidth, treeOrdinals } from '@/components/project-items/column-widths';
import { apiFetch, notifyError, notifySuccess, withFieldMessage } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';
import { CONTRACTOR_IMPORT_TEXTS as IMPORT_T, CONTRACTOR_TEXTS as T } from '@/lib/i18n/situations';
import type { ProjectItemNode } from '@/lib/project-items/types';
import type { ContractorTabInfo } from '@/lib/situations/contractors';
import { contractorColumns, RowEditorContext, type RowEditor } from './columns';
import { contractorRows, type ContractorLine, type ContractorRow } from './rows';
import { contractorRowUrl, editValuesOf, planSave, type PartyValues } from './save-plan';
import type { ShowMode } from './show-mode';
import { partyWidths, withTypedWidths } from './widths';

export type ContractorItemsTableProps = {
  projectId: number;
  contractor: ContractorTabInfo;
  items: ProjectItemNode[];
  lines: ContractorLine[];
  canEdit: boolean;
  /** Reads the lines again; resolves when they are shown. */
  reload: () => Promise<void>;
  maxHeight?: string;
  /** "Sve stavke" / "Samo stavke s podacima": kept in the URL by the tab (show-mode.ts). */
  show: ShowMode;
  onShowChange: (mode: ShowMode) => void;
  /** The import drawer's route; only for those who may import. */
  importHref?: string;
};


export function ContractorItemsTable({
  projectId,
  contractor,
  items,
  lines,
  canEdit,
  reload,
  maxHeight = 'calc(100dvh - 330px)',
  show,
  onShowChange,
  importHref,
}: ContractorItemsTableProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const parties = useMemo(() => [contractor.id, ...contractor.subcontractors.map((s) => s.id)], [contractor]);
  const built = useMemo(() => contractorRows(items, contractor, lines, show === 'data'), [items, contractor, lines, show]);

  // ---- the row editor
  const [editing, setEditing] = useState<{ row: ContractorRow; values: Record<number, PartyValues>; focus: RowEditor['focus'] } | null>(null);
  const [saving, setSaving] = useState(false);

  const focusRow = useCallback((id: number) => {
    requestAnimationFrame(() => containerRef.current?.querySelector<HTMLElement>(`tr[data-row-id="${id}"]`)?.focus());
  }, []);

  const start = useCallback<RowEditor['start']>(
    (row, party, field) => {
      if (!canEdit || row.isGroup || saving) return;
      if (editing && editing.row.id !== row.id) {
        notifications.show({ color: 'yellow', message: T.finishEditFirst });
        return;
      }
      if (editing) return;
      setEditing({ row, values: editValuesOf(parties, row.lines), focus: { party: party ?? contractor.id, field: field ?? 'quantity' } });
    },
    [canEdit, saving, editing, parties, contractor.id],
  );

  const cancel = useCallback(() => {
    if (!editing || saving) return;
    setEditing(null);
    focusRow(editing.row.id);
  }, [editing, saving, focusRow]);

  const save = useCallback(async () => {
    if (!editing || saving) return;
    const plan = planSave(editing.row.id, parties, editing.row.lines, editing.values);
    if ('error' in plan) {
      notifications.show({ color: 'red', message: plan.error });
      return;
    }
    if (!plan.body) {
      setEditing(null);
      focusRow(editing.row.id);
      return;
    }
    setSaving(true);
    try {
      // One request, one transaction: a refusal leaves the row as it was and the editor open.
      await apiFetch(contractorRowUrl(projectId), { method: 'PUT', json: plan.body });
      notifySuccess(messages.cooperatorItemSaved);
      await reload();
      setEditing(null);
      focusRow(editing.row.id);
    } catch (error) {
      notifyError(withFieldMessage(error), messages.saveError);
      // The inputs were disabled while saving (the focus left them): back to the row's first input,
      // so Enter and Escape work again.
      const id = editing.row.id;
      requestAnimationFrame(() => requestAnimationFrame(() => containerRef.current?.querySelector<HTMLElement>(`tr[data-row-id="${id}"] input`)?.focus()));
    } finally {
      setSaving(false);
    }
  }, [editing, saving, parties, reload, focusRow, projectId]);

  const setValue = useCallback<RowEditor['setValue']>(
    (party, field, value) => setEditing((e) => (e ? { ...e, values: { ...e.values, [party]: { ...e.values[party], [field]: value } } } : e)),
    [],
  );

  const editor: RowEditor = {
    editingId: editing?.row.id ?? null,
    values: editing?.values ?? {},
    saving,
    canEdit,
    setValue,
    start,
    save: () => void save(),
    cancel,
    focus: editing?.focus ?? null,
  };

  // ---- columns sized to their widest values
  const measure = useTextWidth(containerRef);
  const listWidths = useMemo(() => partyWidths(built.rows, parties, built.totals, measure), [built, parties, measure]);
  const widths = withTypedWidths(listWidths, editing?.values ?? null, measure);
  const ordinalWidth = useMemo(() => ordinalColumnWidth(treeOrdinals(items), measure), [items, measure]);
  const widthsKey = JSON.stringify([widths, ordinalWidth]);
  const columns = useMemo(
    () => contractorColumns(contractor, contractor.subcontractors, widths, built.totals, canEdit, ordinalWidth),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- widthsKey stands for widths and ordinalWidth
    [contractor, widthsKey, built.totals, canEdit],
  );

  const table = useStaticTreeTable<ContractorRow>({
    columns,
    data: built.rows,
    containerRef,
    maxHeight,
    className: classes.table,
    renderEmpty: () => (
      <Text c="dimmed" size="sm" p="md" ta="center" w="100%" data-testid="contractor-empty">
        {items.length === 0 ? T.noItems : T.noLines}
      </Text>
    ),
    editingId: editor.editingId,
    save: editor.save,
    cancel,
    activate: (node) => start(node),
    // A double-click on a party's quantity or unit price puts the cursor in that input.
    doubleClick: (node, column) => {
      const match = /^(quantity|unitPrice)-(\d+)$/.exec(column);
      start(node, match ? Number(match[2]) : undefined, match ? (match[1] as keyof PartyValues) : undefined);
    },
    focusRow,
  });

  return (
    <RowEditorContext.Provider value={editor}>
      <div data-testid="contractor-items" data-contractor-id={contractor.id}>
        <Group justify="space-between" gap="xs" mb="xs">
          <SegmentedControl
            size="xs"
            value={show}
            onChange={(v) => onShowChange(v as ShowMode)}
            data={[
              { value: 'all', label: T.showAll },
              { value: 'data', label: T.showWithData },
            ]}
            disabled={editing !== null}
            data-testid="contractor-show"
          />
          {importHref && (
            <Button size="xs" variant="light" component={Link} href={importHref} scroll={false} leftSection={<IconUpload size={16} />} data-testid="contractor-import">
              {IMPORT_T.button}
            </Button>
          )}
        </Group>
        <MantineReactTable table={table} />
        <Group justify="space-between" mt={4} gap="xs">
          <Text size="xs" c="dimmed" data-testid="contractor-counts">
            {T.counts(built.itemsWithData, built.items)}
          </Text>
          {canEdit && (
            <Text size="xs" c="dimmed">
              {T.keyboardHint}
            </Text>
          )}
        </Group>
      </div>
    </RowEditorContext.Provider>
  );
}
