'use client';

/**
 * Columns of the Contractors tab (spec part 1 section 2, "Contractors page"): ordinal, item, unit,
 * the contractor's contracted quantity, unit price and total, and a column group per
 * subcontractor (its quantity, unit price, total). The footer is the total row. Number columns
 * are as wide as their widest value (widths.ts). The cells read the row editor from a context.
 */
import { createContext, useContext } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { actionsColumn, CellInput, cellText, RIGHT_ALIGNED, SaveCancelButtons, treeNameColumn, treeUnitColumn } from '@/components/data-table/tree-columns';
import { formatMoney, formatQuantity, formatUnitPrice } from '@/components/project-items/cell-format';
import { lineTotalText } from '@/components/project-items/edit-values';
import classes from '@/components/project-items/ItemsTable.module.css';
import { CONTRACTOR_TEXTS as T } from '@/lib/i18n/situations';
import type { ContractorParty } from '@/lib/situations/contractors';
import type { ContractorRow } from './rows';
import type { PartyValues } from './save-plan';
import type { PartyWidths } from './widths';

type Column = MRT_ColumnDef<ContractorRow>;

export type RowEditor = {
  editingId: number | null;
  values: Record<number, PartyValues>;
  saving: boolean;
  canEdit: boolean;
  setValue: (party: number, field: keyof PartyValues, value: string) => void;
  start: (row: ContractorRow, party?: number, field?: keyof PartyValues) => void;
  save: () => void;
  cancel: () => void;
  /** The input that takes the focus when the row opens. */
  focus: { party: number; field: keyof PartyValues } | null;
};

export const RowEditorContext = createContext<RowEditor | null>(null);
const useEditor = () => useContext(RowEditorContext)!;


const FORMAT: Record<keyof PartyValues, (v: string | null) => string> = { quantity: formatQuantity, unitPrice: formatUnitPrice };

function ValueCell({ row, party, partyName, field }: { row: ContractorRow; party: number; partyName: string; field: keyof PartyValues }) {
  const editor = useEditor();
  if (row.isGroup) return null;
  if (editor.editingId === row.id) {
    const label = field === 'quantity' ? T.quantity : T.unitPrice;
    const autoFocus = editor.focus ? editor.focus.party === party && editor.focus.field === field : false;
    return (
      <CellInput
        value={editor.values[party]?.[field] ?? ''}
        onChange={(value) => editor.setValue(party, field, value)}
        label={`${partyName}: ${label}`}
        testId={`edit-${field}-${party}`}
        autoFocus={autoFocus}
        disabled={editor.saving}
      />
    );
  }
  const line = row.lines[party];
  return cellText(line ? FORMAT[field](line[field]) : '');
}

function TotalCell({ row, party }: { row: ContractorRow; party: number }) {
  const editor = useEditor();
  if (!row.isGroup && editor.editingId === row.id) {
    const typed = editor.values[party];
    return cellText(typed ? lineTotalText(typed.quantity, typed.unitPrice) : '');
  }
  const total = row.totals[party];
  return cellText(total === undefined ? '' : formatMoney(total), row.isGroup);
}

function ActionsCell({ row }: { row: ContractorRow }) {
  const editor = useEditor();
  if (row.isGroup || !editor.canEdit) return null;
  if (editor.editingId === row.id) {
    return <SaveCancelButtons save={editor.save} cancel={editor.cancel} saving={editor.saving} saveLabel={T.save} cancelLabel={T.cancel} />;
  }
  return (
    <ActionIcon size="sm" variant="subtle" onClick={() => editor.start(row)} aria-label={T.edit} data-testid="row-edit">
      <IconPencil size={16} />
    </ActionIcon>
  );
}

function partyColumns(party: ContractorParty, header: string, widths: PartyWidths, footer: string): Column {
  return {
    id: `party-${party.id}`,
    header,
    columns: [
      {
        id: `quantity-${party.id}`,
        header: T.quantity,
        accessorFn: (r) => r.lines[party.id]?.quantity ?? null,
        size: widths.quantity,
        ...RIGHT_ALIGNED,
        Cell: ({ row }) => <ValueCell row={row.original} party={party.id} partyName={party.name} field="quantity" />,
      },
      {
        id: `unitPrice-${party.id}`,
        header: T.unitPrice,
        accessorFn: (r) => r.lines[party.id]?.unitPrice ?? null,
        size: widths.unitPrice,
        ...RIGHT_ALIGNED,
        Cell: ({ row }) => <ValueCell row={row.original} party={party.id} partyName={party.name} field="unitPrice" />,
      },
      {
        id: `totalPrice-${party.id}`,
        header: T.totalPrice,
        accessorFn: (r) => r.totals[party.id] ?? null,
        size: widths.totalPrice,
        ...RIGHT_ALIGNED,
        Cell: ({ row }) => <TotalCell row={row.original} party={party.id} />,
        Footer: () => <span className={classes.strong} data-testid={`total-${party.id}`}>{formatMoney(footer)}</span>,
      },
    ],
  };
}

export function contractorColumns(
  contractor: ContractorParty,
  subcontractors: readonly ContractorParty[],
  widths: Record<number, PartyWidths>,
  totals: Record<number, string>,
  withActions: boolean,
  ordinalWidth: number,
): Column[] {
  const columns: Column[] = [
    { id: 'ordinal', header: T.ordinal, accessorKey: 'ordinalDisplay', size: ordinalWidth, grow: false, Cell: ({ row }) => cellText(row.original.ordinalDisplay, row.original.isGroup) },
    treeNameColumn<ContractorRow>(T.item, T.total, 160, 1),
    treeUnitColumn<ContractorRow>(T.unit),
    partyColumns(contractor, `${T.contracted}: ${contractor.name}`, widths[contractor.id], totals[contractor.id] ?? '0'),
    ...subcontractors.map((s) => partyColumns(s, s.name, widths[s.id], totals[s.id] ?? '0')),
  ];
  if (withActions) columns.push(actionsColumn<ContractorRow>((row) => <ActionsCell row={row} />));
  return columns;
}
