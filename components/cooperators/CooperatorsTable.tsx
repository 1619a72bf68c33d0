'use client';

import { Anchor, Button } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import Link from 'next/link';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/DataTable';
import { optionsFilter, textFilter } from '@/components/data-table/filters';
import { useDrawerLinks } from '@/components/drawer/EntityDrawer';
import type { CooperatorDto } from '@/lib/cooperators/schemas';
import { messages } from '@/lib/i18n/messages';
import { cooperatorHrefs } from './cooperator-route';
import type { SelectOption } from './CooperatorForm';
import { COOPERATOR_LABELS as L, COOPERATOR_TEXTS as T } from './labels';

type Props = {
  data: CooperatorDto[];
  totalItems: number;
  personTypes: SelectOption[];
  associateTypes: SelectOption[];
  canCreate: boolean;
};

/**
 * /cooperators: server-paged; name links to the detail page; text columns have search filters,
 * person and associate type checkbox filters (filter.personTypeId=400&filter.personTypeId=401).
 */
export function CooperatorsTable({ data, totalItems, personTypes, associateTypes, canCreate }: Props) {
  const links = useDrawerLinks(cooperatorHrefs.list);

  const columns = useMemo<DataTableColumn<CooperatorDto>[]>(() => {
    const text = (key: keyof CooperatorDto & keyof typeof L): DataTableColumn<CooperatorDto> => ({
      accessorKey: key,
      header: L[key],
      enableSorting: true,
      ...textFilter(),
    });
    return [
      {
        ...text('name'),
        Cell: ({ row }) => (
          <Anchor component={Link} href={cooperatorHrefs.detail(row.original.id)} fw={500}>
            {row.original.name}
          </Anchor>
        ),
      },
      { id: 'personTypeId', accessorKey: 'personType', header: L.personType, enableSorting: true, ...optionsFilter(personTypes) },
      { id: 'associateTypeId', accessorKey: 'associateType', header: L.associateType, enableSorting: true, ...optionsFilter(associateTypes) },
      text('oib'),
      text('address'),
      text('zip'),
      text('city'),
      text('country'),
    ];
  }, [personTypes, associateTypes]);

  return (
    <DataTable
      columns={columns}
      data={data}
      totalItems={totalItems}
      defaultSort={{ id: 'name' }}
      toolbar={
        canCreate ? (
          <Button component={Link} href={links.create} scroll={false} leftSection={<IconPlus size={16} />}>
            {T.add}
          </Button>
        ) : undefined
      }
      renderRowActions={({ row }) => (
        <Button
          component={Link}
          href={cooperatorHrefs.detail(row.original.id)}
          size="compact-sm"
          variant="subtle"
          leftSection={<IconListDetails size={16} />}
        >
          {messages.details}
        </Button>
      )}
    />
  );
}
