'use client';

/**
 * Columns of the items tree table (spec part 1 section 2): ordinal, item, unit, contracted
 * quantity / unit price / total, completed and remaining quantity and price, completed percent.
 * The footer is the summary row: totals and the averaged percent of the whole list.
 */
import { Text } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { ProjectItemNode, ProjectItemsSummary } from '@/lib/project-items/types';
import { formatMoney, formatQuantity } from './cell-format';
import { AmountCell, CELL_FZ, NameCell, PercentText, TotalCell, UnitCell } from './ItemCells';
import { ITEM_COLUMNS as C, ITEM_TEXTS } from './labels';

type Column = MRT_ColumnDef<ProjectItemNode>;

const right = {
  mantineTableBodyCellProps: { align: 'right' as const },
  mantineTableHeadCellProps: { align: 'right' as const },
  mantineTableFooterCellProps: { align: 'right' as const },
};

const money = (text: string) => (
  <Text fz={CELL_FZ} fw={700} data-testid="summary-cell">
    {text}
  </Text>
);

/** A read-only number column of the row (quantities with up to 6 decimals, prices with 2). */
function numberColumn(id: keyof ProjectItemNode, header: string, kind: 'quantity' | 'money', size: number, footer?: string): Column {
  return {
    id,
    header,
    accessorFn: (row) => row[id],
    size,
    ...right,
    Cell: ({ row }) => {
      const value = row.original[id] as string | null;
      return (
        <Text fz={CELL_FZ} fw={row.original.isGroup ? 700 : 400}>
          {kind === 'quantity' ? formatQuantity(value) : formatMoney(value)}
        </Text>
      );
    },
    Footer: footer === undefined ? undefined : () => money(footer),
  };
}

export function itemColumns(summary: ProjectItemsSummary): Column[] {
  return [
    {
      id: 'ordinal',
      header: C.ordinal,
      accessorKey: 'ordinalDisplay',
      size: 60,
      grow: false,
      Cell: ({ row }) => (
        <Text fz={CELL_FZ} fw={row.original.isGroup ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
          {row.original.ordinalDisplay}
        </Text>
      ),
    },
    {
      id: 'name',
      header: C.name,
      accessorKey: 'name',
      size: 200,
      grow: 3,
      Cell: ({ row }) => <NameCell node={row.original} expanded={row.getIsExpanded()} />,
      Footer: () => money(ITEM_TEXTS.total),
    },
    {
      id: 'unit',
      header: C.unit,
      accessorKey: 'unitOfMeasurement',
      size: 64,
      Cell: ({ row }) => <UnitCell node={row.original} />,
    },
    {
      id: 'contracted',
      header: C.contracted,
      columns: [
        { id: 'quantity', header: C.quantity, accessorKey: 'quantity', size: 96, ...right, Cell: ({ row }) => <AmountCell node={row.original} field="quantity" /> },
        { id: 'unitPrice', header: C.unitPrice, accessorKey: 'unitPrice', size: 88, ...right, Cell: ({ row }) => <AmountCell node={row.original} field="unitPrice" /> },
        {
          id: 'totalPrice',
          header: C.totalPrice,
          accessorKey: 'totalPrice',
          size: 104,
          ...right,
          Cell: ({ row }) => <TotalCell node={row.original} />,
          Footer: () => money(formatMoney(summary.totalPrice)),
        },
      ],
    },
    {
      id: 'completed',
      header: C.completed,
      columns: [
        numberColumn('completedQuantity', C.quantity, 'quantity', 86),
        numberColumn('completedPrice', C.totalPrice, 'money', 100, formatMoney(summary.completedPrice)),
      ],
    },
    {
      id: 'remaining',
      header: C.remaining,
      columns: [
        numberColumn('remainingQuantity', C.quantity, 'quantity', 86),
        numberColumn('remainingPrice', C.totalPrice, 'money', 100, formatMoney(summary.remainingPrice)),
      ],
    },
    {
      id: 'completedPercent',
      header: C.percent,
      accessorKey: 'completedPercent',
      size: 76,
      ...right,
      Cell: ({ row }) => <PercentText ratio={row.original.completedPercent} bold={row.original.isGroup} />,
      Footer: () => <PercentText ratio={summary.completedPercent} bold />,
    },
  ];
}
