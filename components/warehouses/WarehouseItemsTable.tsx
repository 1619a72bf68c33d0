'use client';

import { Anchor, Button, Group, Menu, Select } from '@mantine/core';
import { IconChevronDown, IconFileTypePdf } from '@tabler/icons-react';
import type { MRT_RowSelectionState } from 'mantine-react-table';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo, useState, useTransition } from 'react';
import { WHOLE } from '@/components/data-table/column-fit';
import { DataTable, type DataTableColumn } from '@/components/data-table/DataTable';
import { useDrawerLinks } from '@/components/drawer/EntityDrawer';
import { formatMoney, formatQuantity } from '@/lib/format';
import { WAREHOUSE_ITEM_LABELS as L, WAREHOUSE_TEXTS as T } from '@/lib/i18n/warehouses';
import { DOCUMENT_TYPES } from '@/lib/navigation/document-types';
import { generateFromStockHref, stockListHref, WAREHOUSE_GENERATE_TYPES, type WarehouseItemDto } from '@/lib/warehouses/schemas';

const NUMBER = { mantineTableBodyCellProps: { align: 'right' as const }, mantineTableHeadCellProps: { align: 'right' as const } };
const ALL = 'all';
const typeName = (id: number) => DOCUMENT_TYPES.find((t) => t.id === id)?.singular ?? String(id);

type Props = {
  data: WarehouseItemDto[];
  totalItems: number;
  totalCapped?: boolean;
  warehouses: { value: string; label: string }[];
  /** The warehouse chosen in the select (?warehouseId=), null for all. */
  warehouseId: number | null;
  /** Documents may be generated from stock (the documents create right). */
  canGenerate: boolean;
};

/** The warehouse select: "Svi skladišni prostori" or one warehouse, in the URL as ?warehouseId= (first page). */
function WarehouseSelect({ warehouses, warehouseId }: Pick<Props, 'warehouses' | 'warehouseId'>) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();
  const change = (value: string | null) => {
    const next = new URLSearchParams(searchParams.toString());
    next.delete('warehouseId');
    next.delete('filter.warehouseId');
    next.delete('pageIndex');
    if (value && value !== ALL) next.set('warehouseId', value);
    const q = next.toString();
    startTransition(() => router.replace(q ? `${pathname}?${q}` : pathname, { scroll: false }));
  };
  return (
    <Select
      aria-label={L.warehouse}
      w={300}
      data={[{ value: ALL, label: T.allWarehouses }, ...warehouses]}
      value={warehouseId ? String(warehouseId) : ALL}
      onChange={change}
      allowDeselect={false}
      searchable
      disabled={pending}
      data-testid="warehouse-select"
    />
  );
}

/**
 * /warehouse-items: the stock of one warehouse or all, with row selection. "Generiraj" opens
 * the documents' create drawer for the selected items (write-off, consumption, transfer,
 * liquidation; docs/documents.md "Generating from stock"); "Ispis" prints the stock list PDF of
 * the selection, else of the chosen warehouse.
 */
export function WarehouseItemsTable({ data, totalItems, totalCapped, warehouses, warehouseId, canGenerate }: Props) {
  const links = useDrawerLinks('/warehouse-items');
  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});
  const selected = Object.keys(rowSelection)
    .filter((k) => rowSelection[k])
    .map(Number);

  const columns = useMemo<DataTableColumn<WarehouseItemDto>[]>(
    () => [
      {
        accessorKey: 'name',
        header: L.name,
        enableSorting: true,
        enableColumnFilter: true,
        minSize: 200,
        Cell: ({ row }) => (
          <Anchor component={Link} href={links.read(row.original.id)} scroll={false}>
            {row.original.name}
          </Anchor>
        ),
      },
      { accessorKey: 'projectName', header: L.project, enableSorting: true, minSize: 150 },
      {
        id: 'sourceDocument',
        accessorKey: 'sourceDocumentItemDocumentCode',
        header: L.sourceDocument,
        enableSorting: true,
        minSize: WHOLE.code + 50, // PRM-2026-00001 whole (a link, with the cell padding)
        Cell: ({ row }) =>
          row.original.sourceDocumentItemDocumentId ? (
            <Anchor component={Link} href={`/documents/${row.original.sourceDocumentItemDocumentId}`}>
              {row.original.sourceDocumentItemDocumentCode}
            </Anchor>
          ) : null,
      },
      { id: 'supplier_Name', accessorKey: 'supplier', header: L.supplier, enableSorting: true, enableColumnFilter: true, minSize: 150 },
      { accessorKey: 'unitOfMeasurement', header: L.unit, enableSorting: true, minSize: 80 },
      { accessorKey: 'quantity', header: L.quantity, enableSorting: true, Cell: ({ row }) => formatQuantity(row.original.quantity), ...NUMBER },
      { accessorKey: 'unitPrice', header: L.unitPrice, enableSorting: true, Cell: ({ row }) => formatMoney(row.original.unitPrice), ...NUMBER },
      { accessorKey: 'totalPrice', header: L.totalPrice, enableSorting: true, Cell: ({ row }) => formatMoney(row.original.totalPrice), ...NUMBER },
    ],
    [links],
  );

  const toolbar = (
    <Group justify="space-between" wrap="wrap">
      <WarehouseSelect warehouses={warehouses} warehouseId={warehouseId} />
      <Group gap="sm">
        {canGenerate && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button rightSection={<IconChevronDown size={16} />} disabled={!selected.length} title={selected.length ? undefined : T.generateNeedsSelection}>
                {T.generate}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {WAREHOUSE_GENERATE_TYPES.map((typeId) => (
                <Menu.Item key={typeId} component={Link} href={generateFromStockHref(typeId, selected)}>
                  {typeName(typeId)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
        <Button
          component="a"
          variant="default"
          href={stockListHref({ ids: selected, warehouseId })}
          leftSection={<IconFileTypePdf size={16} />}
          download
        >
          {T.print}
        </Button>
      </Group>
    </Group>
  );

  return (
    <DataTable
      columns={columns}
      data={data}
      totalItems={totalItems}
      totalCapped={totalCapped}
      defaultSort={{ id: 'name' }}
      toolbar={toolbar}
      enableRowSelection
      getRowId={(row) => String(row.id)}
      tableOptions={{ onRowSelectionChange: setRowSelection, state: { rowSelection } }}
    />
  );
}
