'use client';

import { Anchor } from '@mantine/core';
import Link from 'next/link';
import { useMemo } from 'react';
import { type DataTableColumn } from '@/components/data-table/DataTable';
import { WHOLE } from '@/components/data-table/column-fit';
import { selectFilter, textFilter } from '@/components/data-table/filters';
import { DetailsList } from '@/components/data-table/DetailsList';
import { ListTabs, useListTab } from '@/components/data-table/ListToolbar';
import { useDrawerLinks } from '@/components/drawer/EntityDrawer';
import type { EmployeeListItem } from '@/lib/employees/schemas';
import { formatDate } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { ExpiryAlerts } from './ExpiryAlerts';
import { ExpiryDate } from './ExpiryDate';
import { employeeHref } from '@/lib/employees/screen';

export type EmployeeListTab = 'active' | 'inactive';

type Props = {
  data: EmployeeListItem[];
  totalItems: number;
  totalCapped?: boolean;
  tab: EmployeeListTab;
  /** Today in Croatia ('YYYY-MM-DD'), from the server, so both render the same badges. */
  today: string;
  canCreate: boolean;
};


const LIST_TABS: { value: EmployeeListTab; label: string }[] = [
  { value: 'active', label: 'Aktivni' },
  { value: 'inactive', label: 'Neaktivni' },
];

const EXPIRED_OPTIONS = [
  { value: 'true', label: 'S isteklim dokumentima' },
  { value: 'false', label: 'Bez isteklih dokumenata' },
];

/**
 * /employees: the Aktivni / Neaktivni tabs (?activeTab=inactive) over the server-paged table.
 * Column ids are the query names the server understands (filter.{id}, sortBy={id}).
 */
export function EmployeesTable({ data, totalItems, totalCapped, tab, today, canCreate }: Props) {
  const links = useDrawerLinks('/employees');
  const { switching, changeTab } = useListTab(tab, 'active');

  const columns = useMemo<DataTableColumn<EmployeeListItem>[]>(() => {
    const list: DataTableColumn<EmployeeListItem>[] = [
      {
        id: 'employee_name',
        accessorKey: 'fullName',
        header: 'Prezime i ime',
        size: 180,
        minSize: WHOLE.personName,
        enableSorting: true,
        ...textFilter(),
        Cell: ({ row }) => (
          <Anchor component={Link} href={employeeHref.detail(row.original.id)} fw={500}>
            {row.original.surname} {row.original.name}
          </Anchor>
        ),
      },
      {
        id: 'expired',
        accessorFn: () => null,
        header: 'Rokovi dokumenata',
        size: 200,
        ...selectFilter(EXPIRED_OPTIONS),
        Cell: ({ row }) => <ExpiryAlerts dates={row.original} today={today} />,
      },
      { id: 'oib', accessorKey: 'oib', header: 'OIB', enableSorting: true, ...textFilter(), size: 120, minSize: WHOLE.oib },
      {
        id: 'birthDate',
        accessorKey: 'birthDate',
        header: 'Datum rođenja',
        size: 130,
        minSize: WHOLE.date,
        enableSorting: true,
        enableColumnFilter: true,
        filterVariant: 'date',
        Cell: ({ row }) => formatDate(row.original.birthDate),
      },
      { id: 'address', accessorKey: 'address', header: 'Adresa', size: 190, enableSorting: true, ...textFilter() },
      { id: 'city', accessorKey: 'city', header: 'Mjesto', size: 130, enableSorting: true, ...textFilter() },
      { id: 'country', accessorKey: 'country', header: 'Država', size: 140, enableSorting: true, ...textFilter() },
      { id: 'employeeRole', accessorKey: 'employeeRole', header: 'Uloga', size: 130, enableSorting: true },
      {
        id: 'medicalExaminationExpirationDate',
        accessorKey: 'medicalExaminationExpirationDate',
        header: 'Liječnički pregled do',
        size: 170,
        minSize: WHOLE.date,
        enableSorting: true,
        Cell: ({ row }) => <ExpiryDate date={row.original.medicalExaminationExpirationDate} today={today} />,
      },
    ];
    if (tab === 'inactive') {
      list.splice(2, 0, {
        id: 'activeTo',
        accessorKey: 'activeTo',
        header: 'Zaposlen do',
        size: 120,
        minSize: WHOLE.date,
        enableSorting: true,
        Cell: ({ row }) => formatDate(row.original.activeTo),
      });
    }
    return list;
  }, [tab, today]);

  return (
    <ListTabs tabs={LIST_TABS} tab={tab} onChange={changeTab}>
      <DetailsList
        columns={columns}
        data={data}
        totalItems={totalItems}
        totalCapped={totalCapped}
        defaultSort={{ id: 'employee_name' }}
        loading={switching}
        add={{ canCreate, href: links.create, label: 'Novi zaposlenik' }}
        detailHref={employeeHref.detail}
        emptyText={messages.noEmployees}
      />
    </ListTabs>
  );
}
