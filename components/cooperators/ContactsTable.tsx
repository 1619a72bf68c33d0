'use client';

import { MantineReactTable, useMantineReactTable, type MRT_ColumnDef } from 'mantine-react-table';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { addToolbar } from '@/components/data-table/ListToolbar';
import { RowActions } from '@/components/data-table/RowActions';
import { MRT_LOCALIZATION_HR } from '@/components/data-table/DataTable';
import type { ContactDto } from '@/lib/cooperators/schemas';
import { messages } from '@/lib/i18n/messages';
import { cooperatorHrefs } from '@/lib/cooperators/screen';
import { confirmDeleteContact } from './delete-actions';
import { CONTACT_LABELS as L, COOPERATOR_TEXTS as T } from '@/lib/i18n/cooperators';

type Props = { cooperatorId: number; contacts: ContactDto[]; canCreate: boolean; canUpdate: boolean; canDelete: boolean };

/** The Kontakti tab: a cooperator's few contacts, all on one page (sorted in the browser). */
export function ContactsTable({ cooperatorId, contacts, canCreate, canUpdate, canDelete }: Props) {
  const router = useRouter();
  const columns = useMemo<MRT_ColumnDef<ContactDto>[]>(
    () => [
      { accessorKey: 'name', header: L.name, size: 200 },
      { accessorKey: 'address', header: L.address, size: 180 },
      { accessorKey: 'cityName', header: L.city, size: 130 },
      { accessorKey: 'countryName', header: L.country, size: 120 },
      { accessorKey: 'email', header: L.email, size: 200 },
      { accessorKey: 'phone', header: L.phone, size: 140 },
    ],
    [],
  );

  const table = useMantineReactTable({
    columns,
    data: contacts,
    localization: { ...MRT_LOCALIZATION_HR, noRecordsToDisplay: messages.noContacts },
    getRowId: (row) => String(row.id),
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    // A header click sorts ascending, descending, then not at all, whatever the column holds.
    enableMultiSort: false,
    sortDescFirst: false,
    enableRowActions: canUpdate || canDelete,
    positionActionsColumn: 'last',
    displayColumnDefOptions: { 'mrt-row-actions': { header: messages.actions, size: 90 } },
    initialState: { density: 'xs', sorting: [{ id: 'name', desc: false }] },
    mantineTableProps: { striped: true, highlightOnHover: true },
    mantineTableBodyCellProps: { style: { whiteSpace: 'normal' } },
    renderTopToolbarCustomActions: () => addToolbar(canCreate, cooperatorHrefs.newContact(cooperatorId), T.addContact) ?? null,
    renderRowActions: ({ row }) => (
      <RowActions
        name={row.original.name}
        editHref={canUpdate ? cooperatorHrefs.editContact(cooperatorId, row.original.id) : null}
        onDelete={canDelete ? () => confirmDeleteContact(row.original, () => router.refresh()) : null}
      />
    ),
  });

  return <MantineReactTable table={table} />;
}
