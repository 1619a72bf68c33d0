'use client';

import { Anchor } from '@mantine/core';
import Link from 'next/link';
import { useMemo } from 'react';
import { DetailsList } from '@/components/data-table/DetailsList';
import { ListTabs, useListTab } from '@/components/data-table/ListToolbar';
import { type DataTableColumn } from '@/components/data-table/DataTable';
import { WHOLE } from '@/components/data-table/column-fit';
import { textFilter } from '@/components/data-table/filters';
import { useDrawerLinks } from '@/components/drawer/EntityDrawer';
import { formatDate } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { PROJECT_LIST_TABS, type ProjectListTab } from '@/lib/projects/constants';
import type { ProjectDto } from '@/lib/projects/schemas';
import { PROJECT_LABELS as L, PROJECT_TEXTS as T } from '@/lib/i18n/projects';
import { projectHref } from '@/lib/projects/screen';

type Props = { data: ProjectDto[]; totalItems: number; totalCapped?: boolean; tab: ProjectListTab; canCreate: boolean };

const LIST_TABS = PROJECT_LIST_TABS.map((value) => ({ value, label: T.tabs[value] }));

const dateCell = (value: string | null) => (value ? formatDate(value) : '');

/**
 * /projects: the Aktivni / Neaktivni / Završeni tabs (?activeTab=inactive|completed) over the
 * server-paged table. Column ids are the query names the server understands (filter.{id},
 * sortBy={id}): the investor column is Project_Investor like the API's filter.
 */
export function ProjectsTable({ data, totalItems, totalCapped, tab, canCreate }: Props) {
  const links = useDrawerLinks(projectHref.list);
  const { changeTab } = useListTab(tab, 'active');

  const columns = useMemo<DataTableColumn<ProjectDto>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        header: L.name,
        size: 220,
        enableSorting: true,
        ...textFilter(),
        Cell: ({ row }) => (
          <Anchor component={Link} href={projectHref.detail(row.original.id)} fw={500}>
            {row.original.name}
          </Anchor>
        ),
      },
      { id: 'Project_Investor', accessorKey: 'investor', header: L.investor, size: 170, enableSorting: true, ...textFilter() },
      { id: 'code', accessorKey: 'code', header: L.code, size: 110, minSize: WHOLE.code, enableSorting: true },
      { id: 'startDate', accessorFn: (r) => dateCell(r.startDate), header: 'Početak', size: 105, minSize: WHOLE.date, enableSorting: true },
      { id: 'endDate', accessorFn: (r) => dateCell(r.endDate), header: 'Završetak', size: 105, minSize: WHOLE.date, enableSorting: true },
      { id: 'address', accessorKey: 'address', header: L.address, size: 170, enableSorting: true, ...textFilter() },
      { id: 'country', accessorKey: 'country', header: L.country, size: 110, enableSorting: true, ...textFilter() },
      { id: 'city', accessorKey: 'city', header: L.city, size: 110, enableSorting: true, ...textFilter() },
    ],
    [],
  );

  return (
    <ListTabs tabs={LIST_TABS} tab={tab} onChange={changeTab}>
      <DetailsList
        columns={columns}
        data={data}
        totalItems={totalItems}
        totalCapped={totalCapped}
        defaultSort={{ id: 'name' }}
        add={{ canCreate, href: links.create, label: T.add }}
        detailHref={projectHref.detail}
        emptyText={messages.noProjects}
      />
    </ListTabs>
  );
}
