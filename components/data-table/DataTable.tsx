'use client';

/**
 * The server-paged table every list uses (ARCHITECTURE.md 6): mantine-react-table v2 in Croatian,
 * with paging, sorting and filters kept in the query string (pageIndex, pageSize, sortBy,
 * sortOrder, filter.{columnId}). The page is a server component that parses the same query with
 * `parseListQuery`, reads the database and passes `data` + `totalItems`; this component only
 * rewrites the URL (router.replace inside a transition) and shows progress until the new page
 * arrives. Local optimistic state makes clicks feel instant meanwhile.
 *
 * Columns opt in: `enableSorting: true` for columns the server may sort by, `enableColumnFilter:
 * true` (or a `filterVariant`) for columns it may filter by, so the UI never offers what the
 * server ignores. Column ids are the query names: `filter.{id}`, `sortBy={id}`.
 * Columns contain functions, so define them in a client component that renders <DataTable>.
 *
 * Width (column-fit.tsx): a data column is as wide as its content when the screen has room and
 * gives way when it has not, its text then cut with an ellipsis and shown whole on hover; give
 * codes, dates and OIBs a floor with `minSize: WHOLE.date` etc. `size` is not used. The row
 * actions column is pinned to the right edge. A header click sorts asc, desc, none (url-state).
 *
 * Uses useSearchParams: render it on a dynamic page (reads searchParams), or inside <Suspense>.
 */
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useOptimistic, useTransition, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import {
  MantineReactTable,
  MRT_ToggleFiltersButton,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_ColumnFiltersState,
  type MRT_PaginationState,
  type MRT_RowData,
  type MRT_SortingState,
  type MRT_TableOptions,
  type MRT_Updater,
} from 'mantine-react-table';
import { formatNumber } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '@/lib/http/list-params';
import { fitCell, fitColumnWidth, PINNED_RIGHT, showFullTextOnHover } from './column-fit';
import classes from './DataTable.module.css';
import { MRT_LOCALIZATION_HR, PAGINATION_LABEL_PROPS, PROGRESS_PROPS } from './localization';
import { nextSorting, readTableState, writeTableState, type FilterKind, type TableUrlState, type UrlStateConfig } from './url-state';

/** A column of a DataTable (mantine-react-table's column definition). */
export type DataTableColumn<T extends MRT_RowData> = MRT_ColumnDef<T>;

export { MRT_LOCALIZATION_HR };

export type DataTableProps<T extends MRT_RowData> = {
  columns: DataTableColumn<T>[];
  /** The current page of rows (already paged, sorted and filtered by the server). */
  data: T[];
  /** All rows matching the filters (the paged result's totalItems). */
  totalItems: number;
  /** The paged result's `totalCapped`: totalItems is a cap and more rows match ("Ukupno: 10.000+"). */
  totalCapped?: boolean;
  /** The server's default sort, shown when the URL has none (pass the same as parseListQuery). */
  defaultSort?: { id: string; desc?: boolean };
  /** 5/10/25/50 by default; CARD_PAGE_SIZES (6/12/24/48) for the card style. */
  pageSizeOptions?: readonly number[];
  /** 50 by default; must equal the `defaultPageSize` the page gives parseListQuery. */
  defaultPageSize?: number;
  /** Buttons above the table ("Dodaj", exports). */
  toolbar?: ReactNode;
  /** Row actions, rendered in the last column ("Radnje"). */
  renderRowActions?: MRT_TableOptions<T>['renderRowActions'];
  enableRowSelection?: boolean;
  /** Extra loading state of the caller (e.g. while deleting). */
  loading?: boolean;
  /** Row id; defaults to `row.id` (else the row index). */
  getRowId?: (row: T, index: number) => string;
  /** Escape hatch for anything else mantine-react-table offers (merged last; state is merged). */
  tableOptions?: Partial<MRT_TableOptions<T>>;
};

/** tanstack's column id: `id`, else accessorKey with dots as underscores, else the header. */
function columnId<T extends MRT_RowData>(col: DataTableColumn<T>): string {
  return col.id ?? (col.accessorKey ? String(col.accessorKey).replace(/\./g, '_') : col.header);
}

function isFilterable<T extends MRT_RowData>(col: DataTableColumn<T>): boolean {
  return col.enableColumnFilter === true || (col.enableColumnFilter !== false && col.filterVariant !== undefined);
}

function filterKind<T extends MRT_RowData>(col: DataTableColumn<T>): FilterKind {
  if (col.filterVariant === 'multi-select') return 'multi';
  if (col.filterVariant === 'date') return 'date';
  return 'text';
}

/** Booleans read "Da" / "Ne" unless the column renders its own cell. */
const defaultCell: NonNullable<DataTableColumn<MRT_RowData>['Cell']> = ({ cell, renderedCellValue }) => {
  const value = cell.getValue();
  return typeof value === 'boolean' ? (value ? messages.yes : messages.no) : renderedCellValue;
};

/** Leaf columns with server-safe defaults: sorting and filtering only where opted in. */
function prepareColumns<T extends MRT_RowData>(columns: DataTableColumn<T>[]): DataTableColumn<T>[] {
  return columns.map((col) =>
    col.columns
      ? { ...col, columns: prepareColumns(col.columns) }
      : {
          ...col,
          Cell: fitCell(col.Cell ?? (defaultCell as NonNullable<DataTableColumn<T>['Cell']>)),
          enableSorting: col.enableSorting === true,
          enableColumnFilter: isFilterable(col),
          enableColumnFilterModes: false,
          ...fitColumnWidth(col),
        },
  );
}

function leafColumns<T extends MRT_RowData>(columns: DataTableColumn<T>[]): DataTableColumn<T>[] {
  return columns.flatMap((c) => (c.columns ? leafColumns(c.columns) : [c]));
}

function urlConfig<T extends MRT_RowData>(
  columns: DataTableColumn<T>[],
  defaultPageSize: number,
  defaultSort: DataTableProps<T>['defaultSort'],
): UrlStateConfig {
  const leaves = leafColumns(columns);
  return {
    sortable: leaves.filter((c) => c.enableSorting === true).map(columnId),
    filters: Object.fromEntries(leaves.filter(isFilterable).map((c) => [columnId(c), filterKind(c)])),
    defaultPageSize,
    defaultSort: defaultSort ? { id: defaultSort.id, desc: !!defaultSort.desc } : undefined,
  };
}

const resolve = <S,>(updater: MRT_Updater<S>, old: S): S =>
  typeof updater === 'function' ? (updater as (o: S) => S)(old) : updater;

const defaultRowId = (row: MRT_RowData, index: number) => (row.id != null ? String(row.id) : String(index));

export function DataTable<T extends MRT_RowData>({
  columns,
  data,
  totalItems,
  totalCapped,
  defaultSort,
  pageSizeOptions = TABLE_PAGE_SIZES,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  toolbar,
  renderRowActions,
  enableRowSelection,
  loading,
  getRowId = defaultRowId,
  tableOptions,
}: DataTableProps<T>) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [isPending, startTransition] = useTransition();

  const preparedColumns = useMemo(() => prepareColumns(columns), [columns]);
  // Keyed by content, so columns defined inline (new array each render) do not reset anything.
  const cfgKey = JSON.stringify(urlConfig(columns, defaultPageSize, defaultSort));
  const cfg = useMemo<UrlStateConfig>(() => JSON.parse(cfgKey), [cfgKey]);

  const urlState = useMemo(() => readTableState(new URLSearchParams(searchParams.toString()), cfg), [searchParams, cfg]);
  // Shows the requested state at once; falls back to the URL's once the navigation commits.
  const [state, setOptimisticState] = useOptimistic<TableUrlState, TableUrlState>(urlState, (_, next) => next);

  const commit = useCallback(
    (next: TableUrlState) => {
      const current = searchParams.toString();
      const query = writeTableState(next, current, cfg);
      // Nothing to do when it is what is shown (or already on its way). Compared with the
      // displayed state, not the URL, so undoing a pending change still navigates back.
      if (query === writeTableState(state, current, cfg)) return;
      startTransition(() => {
        setOptimisticState(next);
        router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
      });
    },
    [searchParams, cfg, state, pathname, router, setOptimisticState],
  );

  const onPaginationChange = (updater: MRT_Updater<MRT_PaginationState>) => {
    const next = resolve(updater, state.pagination);
    const sizeChanged = next.pageSize !== state.pagination.pageSize;
    commit({ ...state, pagination: { pageSize: next.pageSize, pageIndex: sizeChanged ? 0 : Math.max(0, next.pageIndex) } });
  };
  const onSortingChange = (updater: MRT_Updater<MRT_SortingState>) => {
    // The clicked column is the one the table's own toggle touched (set, or removed); the
    // cycle is ours (asc, desc, none), not the table's guess from the first row's values.
    const touched = resolve(updater, state.sorting)[0]?.id ?? state.sorting[0]?.id;
    if (!touched) return;
    commit({ ...state, sorting: nextSorting(state.sorting, touched, cfg), pagination: { ...state.pagination, pageIndex: 0 } });
  };
  const onColumnFiltersChange = (updater: MRT_Updater<MRT_ColumnFiltersState>) => {
    const next = resolve(updater, state.columnFilters);
    commit({ ...state, columnFilters: next, pagination: { ...state.pagination, pageIndex: 0 } });
  };

  // A size from the URL that is not an option (API-style 100) is still shown correctly.
  const sizeOptions = useMemo(
    () => [...new Set([...pageSizeOptions, state.pagination.pageSize])].sort((a, b) => a - b).map(String),
    [pageSizeOptions, state.pagination.pageSize],
  );
  const busy = isPending || !!loading;
  const hasFilters = Object.keys(cfg.filters).length > 0;

  const table = useMantineReactTable<T>({
    columns: preparedColumns,
    data,
    localization: MRT_LOCALIZATION_HR,
    getRowId,
    rowCount: totalItems,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    enableGlobalFilter: false,
    enableColumnActions: false,
    enableColumnFilterModes: false,
    enableFacetedValues: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    enableColumnFilters: hasFilters,
    enableRowSelection: !!enableRowSelection,
    enableRowActions: !!renderRowActions,
    renderRowActions,
    positionActionsColumn: 'last',
    enableColumnPinning: true,
    sortDescFirst: false,
    // Pinning would add a show/hide-columns button: the filter toggle is the only one wanted.
    renderToolbarInternalActions: ({ table }) => (hasFilters ? <MRT_ToggleFiltersButton table={table} /> : null),
    displayColumnDefOptions: { 'mrt-row-actions': { header: messages.actions } },
    columnFilterDisplayMode: 'subheader',
    paginationDisplayMode: 'pages',
    mantinePaginationProps: { rowsPerPageOptions: sizeOptions, withEdges: true, ...PAGINATION_LABEL_PROPS },
    mantineProgressProps: PROGRESS_PROPS,
    // 8 px a side instead of 10: two more columns fit at 1440 px before any gives way.
    mantineTableProps: { striped: true, highlightOnHover: true, horizontalSpacing: 8 },
    mantineTableBodyProps: { style: { opacity: isPending ? 0.6 : 1, transition: 'opacity 150ms' } },
    renderTopToolbarCustomActions: toolbar ? () => toolbar : undefined,
    // Our own total (Croatian grouping, identical on server and client), not toLocaleString.
    renderBottomToolbarCustomActions: () => (
      <Text size="sm" c="dimmed" px="xs" data-testid="table-total">
        {messages.totalItems(`${formatNumber(totalItems)}${totalCapped ? '+' : ''}`)}
      </Text>
    ),
    initialState: { showColumnFilters: hasFilters, density: 'xs' },
    ...tableOptions,
    onPaginationChange,
    onSortingChange,
    onColumnFiltersChange,
    state: {
      ...tableOptions?.state,
      pagination: state.pagination,
      sorting: state.sorting,
      columnFilters: state.columnFilters,
      columnPinning: PINNED_RIGHT,
      showProgressBars: busy,
    },
  });

  return (
    <div className={classes.root} onMouseOver={showFullTextOnHover}>
      <MantineReactTable table={table} />
    </div>
  );
}

export default DataTable;
