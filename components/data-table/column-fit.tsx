/**
 * How DataTable's columns share a narrow screen (issue 9): the row actions (or the details link)
 * are pinned to the right; every data column is as wide as its content when there is room and
 * gives way when there is not, its text then ending in an ellipsis with the whole text in a
 * tooltip on hover. A column may keep a floor with `minSize` (px); `size` is not used.
 *
 * The trick: each cell's content sits in a one-column grid `minmax(0, 1fr)`, which asks the
 * table for its full width at most and for nothing at least, so the browser's table layout hands
 * out the room in proportion to the content.
 */
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import type { MRT_ColumnDef, MRT_RowData } from 'mantine-react-table';
import classes from './DataTable.module.css';

type CellProps = { style?: unknown; [key: string]: unknown };
type PropsOrFn<A> = CellProps | ((args: A) => CellProps) | undefined;

/** The column's own cell props with `fit` under its own style (its style wins). */
function underOwnStyle<A>(own: PropsOrFn<A>, fit: CSSProperties) {
  return (args: A) => {
    const props = (typeof own === 'function' ? own(args) : own) ?? {};
    const ownStyle = props.style as CSSProperties | ((theme: unknown) => CSSProperties) | undefined;
    return {
      ...props,
      style: (theme: unknown) => ({ ...fit, ...(typeof ownStyle === 'function' ? ownStyle(theme) : ownStyle) }),
    };
  };
}

type CellRenderer<T extends MRT_RowData> = NonNullable<MRT_ColumnDef<T>['Cell']>;

/** The cell's content in the shrinking box (DataTable.module.css: .fit, .fitText). */
export function fitCell<T extends MRT_RowData>(Cell: CellRenderer<T>): CellRenderer<T> {
  const FitCell: CellRenderer<T> = (props) => (
    <div className={classes.fit}>
      <div className={classes.fitText}>{Cell(props) as ReactNode}</div>
    </div>
  );
  return FitCell;
}

/** The widths of a leaf data column: its content's, no floor but `minSize`. */
export function fitColumnWidth<T extends MRT_RowData>(col: MRT_ColumnDef<T>): Partial<MRT_ColumnDef<T>> {
  const width: CSSProperties = { minWidth: `${col.minSize ?? 0}px`, width: 'auto' };
  return {
    mantineTableBodyCellProps: underOwnStyle(col.mantineTableBodyCellProps as PropsOrFn<never>, width),
    mantineTableHeadCellProps: underOwnStyle(col.mantineTableHeadCellProps as PropsOrFn<never>, width),
  } as Partial<MRT_ColumnDef<T>>;
}

/**
 * Floors (minSize, px) for columns whose values must not be cut short: codes, dates, OIB, a
 * bill of quantities' ordinal (10.10.10.10), and a
 * person's name where it names the row.
 * Text columns have none: they give way first and end in an ellipsis (column-fit.tsx).
 */
export const WHOLE = { code: 106, date: 106, dateTime: 150, oib: 120, zip: 76, personName: 150, ordinal: 110 } as const;

/** The row actions (and the details link) stay at the right edge, whatever the width. */
export const PINNED_RIGHT = { right: ['mrt-row-actions'] };

/**
 * Hovering a cell whose text is cut shows the whole text as its tooltip (the title); one
 * listener for the whole table instead of a tooltip component per cell.
 */
export function showFullTextOnHover(event: MouseEvent<HTMLElement>) {
  const box = (event.target as HTMLElement).closest?.('td')?.querySelector<HTMLElement>(`.${classes.fitText}`);
  if (!box) return;
  const text = box.innerText.trim();
  if (box.scrollWidth > box.clientWidth && text) box.title = text;
  else box.removeAttribute('title');
}
