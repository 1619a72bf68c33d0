'use client';

import { Anchor } from '@mantine/core';
import Link from 'next/link';
import { useMemo } from 'react';
import { DetailsList } from '@/components/data-table/DetailsList';
import { type DataTableColumn } from '@/components/data-table/DataTable';
import { WHOLE } from '@/components/data-table/column-fit';
import { optionsFilter, textFilter } from '@/components/data-table/filters';
import { useDrawerLinks } from '@/components/drawer/EntityDrawer';
import type { CooperatorDto } from '@/lib/cooperators/schemas';
import { cooperatorHrefs } from '@/lib/cooperators/screen';
import type { SelectOption } from './CooperatorForm';
import { COOPERATOR_LABELS as L, COOPERATOR_TEXTS as T } from '@/lib/i18n/cooperators';

/*
 * Nine columns fit beside the menu at 1440 px: long values wrap instead of widening the table,
 * and the multi-select filter's input does not claim its intrinsic (20 characters) width.
 */
/** A two-word header may break onto two lines (MRT keeps short headers on one). */
const wrapping = (label: string) => function WrappingHeader() {
  return <span style={{ whiteSpace: 'normal' }}>{label}</span>;
};
const MULTI_SELECT_STYLES = { inputField: { width: 0, minWidth: 40 } };

const withNarrowInput = (filter: ReturnType<typeof optionsFilter>) => ({
  ...filter,
  // Each pill has its own remove button; a clear-all button would not fit beside them.
  mantineFilterMultiSelectProps: { ...filter.mantineFilterMultiSelectProps, clearable: false, styles: MULTI_SELECT_STYLES },
});

type Props = {
  data: CooperatorDto[];
  totalItems: number;
  totalCapped?: boolean;
  personTypes: SelectOption[];
  associateTypes: SelectOption[];
  canCreate: boolean;
};

/**
 * /cooperators: server-paged; name links to the detail page; text columns have search filters,
 * person and associate type checkbox filters (filter.personTypeId=400&filter.personTypeId=401).
 */
export function CooperatorsTable({ data, totalItems, totalCapped, personTypes, associateTypes, canCreate }: Props) {
  const links = useDrawerLinks(cooperatorHrefs.list);

  const columns = useMemo<DataTableColumn<CooperatorDto>[]>(() => {
    const text = (key: keyof CooperatorDto & keyof typeof L, size: number): DataTableColumn<CooperatorDto> => ({
      accessorKey: key,
      header: L[key],
      size,
      enableSorting: true,
      ...textFilter(),
    });
    return [
      {
        ...text('name', 170),
        Cell: ({ row }) => (
          <Anchor component={Link} href={cooperatorHrefs.detail(row.original.id)} fw={500}>
            {row.original.name}
          </Anchor>
        ),
      },
      { id: 'personTypeId', accessorKey: 'personType', header: L.personType, Header: wrapping(L.personType), size: 130, enableSorting: true, ...withNarrowInput(optionsFilter(personTypes)) },
      { id: 'associateTypeId', accessorKey: 'associateType', header: L.associateType, Header: wrapping(L.associateType), size: 130, enableSorting: true, ...withNarrowInput(optionsFilter(associateTypes)) },
      { ...text('oib', 110), minSize: WHOLE.oib },
      text('address', 140),
      { ...text('zip', 100), minSize: WHOLE.zip, Header: wrapping(L.zip) },
      text('city', 100),
      text('country', 100),
    ];
  }, [personTypes, associateTypes]);

  return (
    <DetailsList
      columns={columns}
      data={data}
      totalItems={totalItems}
      totalCapped={totalCapped}
      defaultSort={{ id: 'name' }}
      add={{ canCreate, href: links.create, label: T.add }}
      detailHref={cooperatorHrefs.detail}
    />
  );
}
