'use client';

/**
 * Columns of the situations tab (spec part 1 section 2, "Situations page"): ordinal (groups
 * expand), item, unit; Ugovoreno (quantity, unit price, total), Ova situacija (quantity, amount),
 * Kumulativno (quantity, amount); per subcontractor its quantity, income and expense of this
 * situation and cumulative; Postotak; the actions. The footer is the total row. Number columns
 * are as wide as their widest value (widths.ts). The cells read the row editor from a context.
 */
import { createContext, useContext } from 'react';
import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { actionsColumn, CellInput, cellText, RIGHT_ALIGNED, SaveCancelButtons, treeNameColumn, treeUnitColumn } from '@/components/data-table/tree-columns';
import { formatMoney, formatQuantity, formatUnitPrice } from '@/components/project-items/cell-format';
import { PercentText } from '@/components/project-items/ItemCells';
import classes from '@/components/project-items/ItemsTable.module.css';
import { SITUATION_TEXTS as T } from '@/lib/i18n/situations';
import type { ContractorParty } from '@/lib/situations/contractors';
import { AMOUNT, type SituationRow } from './rows';
import type { ColumnWidths } from './widths';

type Column = MRT_ColumnDef<SituationRow>;

export type SituationRowEditor = {
  editingId: number | null;
  /** What is typed, by line id. */
  values: Record<number, string>;
  saving: boolean;
  canEdit: boolean;
  setValue: (lineId: number, value: string) => void;
  start: (row: SituationRow, lineId?: number) => void;
  save: () => void;
  cancel: () => void;
  remove: (row: SituationRow) => void;
  toggle: (row: SituationRow) => void;
  /** The input that takes the focus when the row opens. */
  focusLineId: number | null;
};

export const SituationEditorContext = createContext<SituationRowEditor | null>(null);
const useEditor = () => useContext(SituationEditorContext)!;


function OrdinalCell({ row }: { row: SituationRow }) {
  const editor = useEditor();
  if (!row.isGroup) return cellText(row.ordinalDisplay);
  const label = `${row.expanded ? T.collapseLevel : T.expandLevel}: ${row.ordinalDisplay}`;
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={label} aria-expanded={row.expanded} tabIndex={-1} onClick={() => editor.toggle(row)} onDoubleClick={(e) => e.stopPropagation()}>
        {row.expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
      </ActionIcon>
      {cellText(row.ordinalDisplay, true)}
    </Group>
  );
}

/** This situation's quantity of a line: an input while the row is edited. */
function QuantityCell({ row, lineOf, label }: { row: SituationRow; lineOf: (row: SituationRow) => SituationRow['main'] | undefined; label: string }) {
  const editor = useEditor();
  const line = lineOf(row);
  if (!line) return null;
  if (editor.editingId === row.id && line.lineId !== null) {
    return (
      <CellInput
        value={editor.values[line.lineId] ?? ''}
        onChange={(value) => editor.setValue(line.lineId!, value)}
        label={label}
        testId={`edit-quantity-${line.lineId}`}
        autoFocus={editor.focusLineId === line.lineId}
        disabled={editor.saving}
      />
    );
  }
  return cellText(line.situationItemId === null && line.periodQuantity === '0' ? '' : formatQuantity(line.periodQuantity));
}

function ActionsCell({ row }: { row: SituationRow }) {
  const editor = useEditor();
  if (row.isGroup || !editor.canEdit) return null;
  if (editor.editingId === row.id) {
    return <SaveCancelButtons save={editor.save} cancel={editor.cancel} saving={editor.saving} saveLabel={T.save} cancelLabel={T.cancel} />;
  }
  const hasQuantities = [row.main, ...Object.values(row.subs)].some((l) => l?.situationItemId != null);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon size="sm" variant="subtle" aria-label={T.actions} data-testid="row-actions" onDoubleClick={(e) => e.stopPropagation()}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => editor.start(row)} data-testid="row-edit">
          {T.editRow}
        </Menu.Item>
        <Menu.Item leftSection={<IconTrash size={14} />} color="red" disabled={!hasQuantities} onClick={() => editor.remove(row)} data-testid="row-delete">
          {T.deleteRow}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

const money = (key: string) => (row: SituationRow) => row.sums[key];

function amountColumn(id: string, header: string, key: string, width: number, totals: Record<string, string>): Column {
  return {
    id,
    header,
    accessorFn: money(key),
    size: width,
    ...RIGHT_ALIGNED,
    Cell: ({ row }) => {
      const v = row.original.sums[key];
      return cellText(v === undefined ? '' : formatMoney(v), row.original.isGroup);
    },
    Footer: () => (
      <span className={classes.strong} data-testid={`total-${id}`}>
        {formatMoney(totals[key] ?? '0')}
      </span>
    ),
  };
}

export function situationColumns(
  subcontractors: readonly ContractorParty[],
  widths: ColumnWidths,
  totals: Record<string, string>,
  withActions: boolean,
  ordinalWidth: number,
): Column[] {
  const w = (id: string) => widths[id] ?? 80;
  const columns: Column[] = [
    { id: 'ordinal', header: T.ordinal, accessorKey: 'ordinalDisplay', size: ordinalWidth, grow: false, Cell: ({ row }) => <OrdinalCell row={row.original} /> },
    // No grow: a growing column is as wide in the body and the header as in the footer only when
    // the table is wider than the screen (grid-no-grow sizes the footer row on its own).
    treeNameColumn<SituationRow>(T.item, T.total, 200, false),
    treeUnitColumn<SituationRow>(T.unit),
    {
      id: 'contracted',
      header: T.contracted,
      columns: [
        { id: 'quantity', header: T.quantity, accessorFn: (r) => r.main?.quantity, size: w('quantity'), ...RIGHT_ALIGNED, Cell: ({ row }) => cellText(row.original.main ? formatQuantity(row.original.main.quantity) : '') },
        { id: 'unitPrice', header: T.unitPrice, accessorFn: (r) => r.main?.unitPrice, size: w('unitPrice'), ...RIGHT_ALIGNED, Cell: ({ row }) => cellText(formatUnitPrice(row.original.main?.unitPrice)) },
        amountColumn('totalPrice', T.totalPrice, AMOUNT.contracted, w('totalPrice'), totals),
      ],
    },
    {
      id: 'this',
      header: T.thisSituation,
      columns: [
        {
          id: 'periodQuantity',
          header: T.quantity,
          accessorFn: (r) => r.main?.periodQuantity,
          size: w('periodQuantity'),
          ...RIGHT_ALIGNED,
          Cell: ({ row }) => <QuantityCell row={row.original} lineOf={(r) => r.main} label={`${T.thisSituation}: ${T.quantity}`} />,
        },
        amountColumn('periodAmount', T.amount, AMOUNT.period, w('periodAmount'), totals),
      ],
    },
    {
      id: 'cumulative',
      header: T.cumulative,
      columns: [
        {
          id: 'cumulativeQuantity',
          header: T.quantity,
          accessorFn: (r) => r.main?.cumulativeQuantity,
          size: w('cumulativeQuantity'),
          ...RIGHT_ALIGNED,
          Cell: ({ row }) => cellText(row.original.main ? formatQuantity(row.original.main.cumulativeQuantity) : ''),
        },
        amountColumn('cumulativeAmount', T.amount, AMOUNT.cumulative, w('cumulativeAmount'), totals),
      ],
    },
    ...subcontractors.map(
      (s): Column => ({
        id: `sub-${s.id}`,
        header: s.name,
        columns: [
          {
            id: `subQuantity-${s.id}`,
            header: T.quantity,
            accessorFn: (r) => r.subs[s.id]?.periodQuantity,
            size: w(`subQuantity-${s.id}`),
            ...RIGHT_ALIGNED,
            Cell: ({ row }) => <QuantityCell row={row.original} lineOf={(r) => r.subs[s.id]} label={`${s.name}: ${T.quantity}`} />,
          },
          amountColumn(`income-${s.id}`, T.income, AMOUNT.income(s.id), w(`income-${s.id}`), totals),
          amountColumn(`expense-${s.id}`, T.expense, AMOUNT.expense(s.id), w(`expense-${s.id}`), totals),
          amountColumn(`cumulativeIncome-${s.id}`, T.cumulativeIncome, AMOUNT.cumulativeIncome(s.id), w(`cumulativeIncome-${s.id}`), totals),
          amountColumn(`cumulativeExpense-${s.id}`, T.cumulativeExpense, AMOUNT.cumulativeExpense(s.id), w(`cumulativeExpense-${s.id}`), totals),
        ],
      }),
    ),
    {
      id: 'percent',
      header: T.percent,
      accessorKey: 'percent',
      size: w('percent'),
      ...RIGHT_ALIGNED,
      Cell: ({ row }) => (row.original.percent === null ? null : <PercentText ratio={row.original.percent} />),
    },
  ];
  if (withActions) columns.push(actionsColumn<SituationRow>((row) => <ActionsCell row={row} />));
  return columns;
}
