'use client';

/**
 * Columns of the items tree table (spec part 1 section 2): ordinal, item, unit, contracted
 * quantity / unit price / total, completed and remaining quantity and price, completed percent.
 * The footer is the summary row: totals and the averaged percent of the whole list.
 */
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { ProjectItemNode, ProjectItemsSummary } from '@/lib/project-items/types';
import { formatMoney, formatQuantity } from './cell-format';
import { AmountCell, CellText, NameCell, PercentText, RowActions, TotalCell, UnitCell } from './ItemCells';
import classes from './ItemsTable.module.css';
import { ITEM_COLUMNS as C, ITEM_TEXTS } from '@/lib/i18n/project-items';

type Column = MRT_ColumnDef<ProjectItemNode>;

const right = {
  mantineTableBodyCellProps: { align: 'right' as const },
  mantineTableHeadCellProps: { align: 'right' as const },
  mantineTableFooterCellProps: { align: 'right' as const },
};

const money = (text: string) => (
  <CellText className={classes.strong} data-testid="summary-cell">
    {text}
  </CellText>
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
      return <CellText>{kind === 'quantity' ? formatQuantity(value) : formatMoney(value)}</CellText>;
    },
    Footer: footer === undefined ? undefined : () => money(footer),
  };
}

/**
 * The row actions as a data column (not MRT's display column): MRT memoizes data cells only,
 * and an actions cell per row re-rendering on every scroll frame is what made scrolling slow.
 */
const actionsColumn: Column = {
  id: 'actions',
  header: '',
  accessorFn: () => null,
  size: 62,
  grow: false,
  Cell: ({ row }) => <RowActions node={row.original} />,
};

export function itemColumns(summary: ProjectItemsSummary, withActions: boolean): Column[] {
  const columns: Column[] = [
    {
      id: 'ordinal',
      header: C.ordinal,
      accessorKey: 'ordinalDisplay',
      size: 60,
      grow: false,
      Cell: ({ row }) => <CellText>{row.original.ordinalDisplay}</CellText>,
    },
    {
      id: 'name',
      header: C.name,
      accessorKey: 'name',
      size: 200,
      grow: 1,
      Cell: ({ row }) => <NameCell node={row.original} />,
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
        { id: 'unitPrice', header: C.unitPrice, accessorKey: 'unitPrice', size: 94, ...right, Cell: ({ row }) => <AmountCell node={row.original} field="unitPrice" /> },
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
      Cell: ({ row }) => <PercentText ratio={row.original.completedPercent} />,
      Footer: () => <PercentText ratio={summary.completedPercent} bold />,
    },
  ];
  return withActions ? [...columns, actionsColumn] : columns;
}
