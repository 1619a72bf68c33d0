'use client';

/**
 * Columns of the items tree table (spec part 1 section 2): ordinal, item, unit, contracted
 * quantity / unit price / total, completed and remaining quantity and price, completed percent.
 * The footer is the summary row: totals and the averaged percent of the whole list.
 */
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { ProjectItemNode, ProjectItemsSummary } from '@/lib/project-items/types';
import { formatMoney, formatQuantity } from './cell-format';
import type { NumberColumnWidths } from './column-widths';
import { AmountCell, CellText, NameCell, PercentText, RowActions, TotalCell, UnitCell } from './ItemCells';
import classes from './ItemsTable.module.css';
import { ITEM_COLUMNS as C, ITEM_TEXTS } from '@/lib/i18n/project-items';

type Column = MRT_ColumnDef<ProjectItemNode>;

/** The name's width before it takes the room the numbers leave. */
const NAME_MIN_WIDTH = 120;

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
function numberColumn(id: keyof NumberColumnWidths, header: string, kind: 'quantity' | 'money', size: number, footer?: string): Column {
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

/**
 * The columns; number columns are as wide as their widest value (column-widths.ts), the item's
 * name takes the rest of the row and gives way first when the screen is narrow.
 */
export function itemColumns(summary: ProjectItemsSummary, withActions: boolean, widths: NumberColumnWidths, unitWidth: number, ordinalWidth: number): Column[] {
  const columns: Column[] = [
    {
      id: 'ordinal',
      header: C.ordinal,
      accessorKey: 'ordinalDisplay',
      size: ordinalWidth,
      grow: false,
      Cell: ({ row }) => <CellText>{row.original.ordinalDisplay}</CellText>,
    },
    {
      id: 'name',
      header: C.name,
      accessorKey: 'name',
      size: NAME_MIN_WIDTH,
      grow: 1,
      Cell: ({ row }) => <NameCell node={row.original} />,
      Footer: () => money(ITEM_TEXTS.total),
    },
    {
      id: 'unit',
      header: C.unit,
      accessorKey: 'unitOfMeasurement',
      size: unitWidth,
      Cell: ({ row }) => <UnitCell node={row.original} />,
    },
    {
      id: 'contracted',
      header: C.contracted,
      columns: [
        { id: 'quantity', header: C.quantity, accessorKey: 'quantity', size: widths.quantity, ...right, Cell: ({ row }) => <AmountCell node={row.original} field="quantity" /> },
        { id: 'unitPrice', header: C.unitPrice, accessorKey: 'unitPrice', size: widths.unitPrice, ...right, Cell: ({ row }) => <AmountCell node={row.original} field="unitPrice" /> },
        {
          id: 'totalPrice',
          header: C.totalPrice,
          accessorKey: 'totalPrice',
          size: widths.totalPrice,
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
        numberColumn('completedQuantity', C.quantity, 'quantity', widths.completedQuantity),
        numberColumn('completedPrice', C.totalPrice, 'money', widths.completedPrice, formatMoney(summary.completedPrice)),
      ],
    },
    {
      id: 'remaining',
      header: C.remaining,
      columns: [
        numberColumn('remainingQuantity', C.quantity, 'quantity', widths.remainingQuantity),
        numberColumn('remainingPrice', C.totalPrice, 'money', widths.remainingPrice, formatMoney(summary.remainingPrice)),
      ],
    },
    {
      id: 'completedPercent',
      header: C.percent,
      accessorKey: 'completedPercent',
      size: widths.completedPercent,
      ...right,
      Cell: ({ row }) => <PercentText ratio={row.original.completedPercent} />,
      Footer: () => <PercentText ratio={summary.completedPercent} bold />,
    },
  ];
  return withActions ? [...columns, actionsColumn] : columns;
}
