'use client';

import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import Link from 'next/link';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/DataTable';
import { DetailField } from '@/components/detail/DetailField';
import { useDrawerLinks, type DrawerMode } from '@/components/drawer/EntityDrawer';
import { FormDrawer } from '@/components/drawer/FormDrawer';
import { WAREHOUSE_LABELS as L, WAREHOUSE_TEXTS as T } from '@/lib/i18n/warehouses';
import type { WarehouseDto } from '@/lib/warehouses/schemas';

/** The project name opens its stock: /warehouse-items?warehouseId= (the screen's warehouse select). */
export const warehouseItemsHref = (warehouseId: number) => `/warehouse-items?warehouseId=${warehouseId}`;

type Props = { data: WarehouseDto[]; totalItems: number };

/** /warehouses: project (links to its stock), address, city, country; sortable and filterable as the API's search. */
export function WarehousesTable({ data, totalItems }: Props) {
  const columns = useMemo<DataTableColumn<WarehouseDto>[]>(
    () => [
      {
        id: 'project_Name',
        accessorKey: 'project',
        header: L.project,
        enableSorting: true,
        enableColumnFilter: true,
        Cell: ({ row }) => (
          <Anchor component={Link} href={warehouseItemsHref(row.original.id)}>
            {row.original.project}
          </Anchor>
        ),
      },
      { id: 'project_Address', accessorKey: 'address', header: L.address, enableSorting: true, enableColumnFilter: true },
      { id: 'project_City_NameUniversal', accessorKey: 'city', header: L.city, enableSorting: true, enableColumnFilter: true },
      { id: 'project_Country_NameUniversal', accessorKey: 'country', header: L.country, enableSorting: true, enableColumnFilter: true },
    ],
    [],
  );
  return <DataTable columns={columns} data={data} totalItems={totalItems} defaultSort={{ id: 'project_Name' }} />;
}

/** /warehouses/{id}: the warehouse's fields, read only (a warehouse follows its project). */
export function WarehouseDrawer({ mode, warehouse }: { mode: DrawerMode; warehouse: WarehouseDto | null }) {
  const links = useDrawerLinks('/warehouses');
  return (
    <FormDrawer
      mode={mode === 'read' ? 'read' : 'closed'}
      record={warehouse}
      titles={{ create: T.warehousesTitle, edit: T.warehousesTitle, read: warehouse?.name ?? T.warehousesTitle }}
      closeHref={links.list}
      form={() => null}
      read={({ record }) => (
        <Stack>
          <SimpleGrid cols={2} spacing="md">
            <DetailField label={L.project}>
              <Anchor component={Link} href={warehouseItemsHref(record.id)}>
                {record.project}
              </Anchor>
            </DetailField>
            <DetailField label={L.name}>{record.name}</DetailField>
            <DetailField label={L.address}>{record.address}</DetailField>
            <DetailField label={L.city}>{record.city}</DetailField>
            <DetailField label={L.country}>{record.country}</DetailField>
          </SimpleGrid>
        </Stack>
      )}
    />
  );
}
