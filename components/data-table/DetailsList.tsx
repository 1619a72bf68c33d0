'use client';

import type { MRT_RowData } from 'mantine-react-table';
import { useMemo } from 'react';
import { messages } from '@/lib/i18n/messages';
import { DataTable, type DataTableProps } from './DataTable';
import { DetailsLink } from './DetailsLink';
import { addToolbar } from './ListToolbar';
import { MRT_LOCALIZATION_HR } from './localization';

type Props<T extends MRT_RowData & { id: number }> = Omit<DataTableProps<T>, 'toolbar' | 'renderRowActions' | 'tableOptions'> & {
  /** The add button, shown when the role may create. */
  add: { canCreate: boolean; href: string; label: string };
  /** A row's detail page (the details link ending each row). */
  detailHref: (id: number) => string;
  /** The text of an empty list (default: the table's own). */
  emptyText?: string;
};

/**
 * A server-paged list whose rows end in a details link (cooperators, projects, employees): the
 * add button in its toolbar and the "Detalji" column as narrow as its one button.
 */
export function DetailsList<T extends MRT_RowData & { id: number }>({ add, detailHref, emptyText, ...table }: Props<T>) {
  const tableOptions = useMemo(
    () => ({
      displayColumnDefOptions: { 'mrt-row-actions': { header: messages.details, size: 70 } },
      ...(emptyText ? { localization: { ...MRT_LOCALIZATION_HR, noRecordsToDisplay: emptyText, noResultsFound: emptyText } } : {}),
    }),
    [emptyText],
  );
  return (
    <DataTable
      {...table}
      toolbar={addToolbar(add.canCreate, add.href, add.label)}
      renderRowActions={({ row }) => <DetailsLink href={detailHref(row.original.id)} />}
      tableOptions={tableOptions}
    />
  );
}
