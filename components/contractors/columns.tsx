'use client';

/**
 * Columns of the Contractors tab (spec part 1 section 2, "Contractors page"): ordinal, item, unit,
 * the contractor's contracted quantity, unit price and total, and a column group per
 * subcontractor (its quantity, unit price, total). The footer is the total row. Number columns
 * are as wide as their widest value (widths.ts). The cells read the row editor from a context.
 */
import { createContext, useContext } from 'react';
import { ActionIcon, Group, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
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

const right = {
  mantineTableBodyCellProps: { align: 'right' as const },
  mantineTableHeadCellProps: { align: 'right' as const },
  mantineTableFooterCellProps: { align: 'right' as const },
};

const text = (value: string, bold = false) => <span className={bold ? classes.strong : undefined}>{value}</span>;

const FORMAT: Record<keyof PartyValues, (v: string | null) => string> = { quantity: formatQuantity, unitPrice: formatUnitPrice };

function ValueCell({ row, party, partyName, field }: { row: ContractorRow; party: number; partyName: string; field: keyof PartyValues }) {
  const editor = useEditor();
  if (row.isGroup) return null;
  if (editor.editingId === row.id) {
    const label = field === 'quantity' ? T.quantity : T.unitPrice;
    const autoFocus = editor.focus ? editor.focus.party === party && editor.focus.field === field : false;
    return (
      <TextInput
        size="xs"
        value={editor.values[party]?.[field] ?? ''}
        onChange={(e) => editor.setValue(party, field, e.currentTarget.value)}
        aria-label={`${partyName}: ${label}`}
        data-testid={`edit-${field}-${party}`}
        autoFocus={autoFocus}
        disabled={editor.saving}
        styles={{ input: { textAlign: 'right' } }}
      />
    );
  }
  const line = row.lines[party];
  return text(line ? FORMAT[field](line[field]) : '');
}

function TotalCell({ row, party }: { row: ContractorRow; party: number }) {
  const editor = useEditor();
  if (!row.isGroup && editor.editingId === row.id) {
    const typed = editor.values[party];
    return text(typed ? lineTotalText(typed.quantity, typed.unitPrice) : '');
  }
  const total = row.totals[party];
  return text(total === undefined ? '' : formatMoney(total), row.isGroup);
}

function ActionsCell({ row }: { row: ContractorRow }) {
  const editor = useEditor();
  if (row.isGroup || !editor.canEdit) return null;
  if (editor.editingId === row.id) {
    return (
      <Group gap={2} wrap="nowrap">
        <Tooltip label={T.save}>
          <ActionIcon size="sm" variant="subtle" color="green" onClick={editor.save} loading={editor.saving} aria-label={T.save} data-testid="row-save">
            <IconCheck size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={T.cancel}>
          <ActionIcon size="sm" variant="subtle" color="gray" onClick={editor.cancel} disabled={editor.saving} aria-label={T.cancel}>
            <IconX size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
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
        ...right,
        Cell: ({ row }) => <ValueCell row={row.original} party={party.id} partyName={party.name} field="quantity" />,
      },
      {
        id: `unitPrice-${party.id}`,
        header: T.unitPrice,
        accessorFn: (r) => r.lines[party.id]?.unitPrice ?? null,
        size: widths.unitPrice,
        ...right,
        Cell: ({ row }) => <ValueCell row={row.original} party={party.id} partyName={party.name} field="unitPrice" />,
      },
      {
        id: `totalPrice-${party.id}`,
        header: T.totalPrice,
        accessorFn: (r) => r.totals[party.id] ?? null,
        size: widths.totalPrice,
        ...right,
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
): Column[] {
  const columns: Column[] = [
    { id: 'ordinal', header: T.ordinal, accessorKey: 'ordinalDisplay', size: 60, grow: false, Cell: ({ row }) => text(row.original.ordinalDisplay, row.original.isGroup) },
    {
      id: 'name',
      header: T.item,
      accessorKey: 'name',
      size: 160,
      grow: 1,
      Cell: ({ row }) => (
        <span style={{ paddingLeft: (row.original.level - 1) * 12, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} title={row.original.name}>
          {text(row.original.name, row.original.isGroup)}
        </span>
      ),
      Footer: () => <span className={classes.strong}>{T.total}</span>,
    },
    { id: 'unit', header: T.unit, accessorKey: 'unit', size: 76, Cell: ({ row }) => text(row.original.unit ?? '') },
    partyColumns(contractor, `${T.contracted}: ${contractor.name}`, widths[contractor.id], totals[contractor.id] ?? '0'),
    ...subcontractors.map((s) => partyColumns(s, s.name, widths[s.id], totals[s.id] ?? '0')),
  ];
  if (withActions) columns.push({ id: 'actions', header: '', accessorFn: () => null, size: 62, grow: false, Cell: ({ row }) => <ActionsCell row={row.original} /> });
  return columns;
}
