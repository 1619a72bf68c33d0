'use client';

import { Anchor, Group, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import Link from 'next/link';
import type { DataTableColumn } from '@/components/data-table/DataTable';
import { WHOLE } from '@/components/data-table/column-fit';
import { itemFields } from '@/lib/documents/fields';
import type { DocumentItemDto } from '@/lib/documents/schemas';
import { documentHref } from '@/lib/documents/screen';
import { isOutgoingType } from '@/lib/documents/types';
import { formatUnitPrice } from '@/components/project-items/cell-format';
import { formatMoney, formatQuantity } from '@/lib/format';
import { DOCUMENT_ITEM_LABELS as L, DOCUMENT_UI_TEXTS as T } from '@/lib/i18n/documents-ui';
import { ItemStatusBadge } from './DocumentStatusBadge';

/** A warning icon with its reason (a warehouse item or a destination not chosen yet, §2). */
function Warn({ label, testId }: { label: string; testId: string }) {
  return (
    <Tooltip label={label}>
      <IconAlertTriangle size={16} color="var(--mantine-color-orange-6)" aria-label={label} data-testid={testId} />
    </Tooltip>
  );
}

/**
 * The item columns of a type (spec §2: the columns differ per type; the set is fields.ts's
 * itemFields, the one place to change). `sortable`: the items switch sorts and filters on the
 * server; the details tab shows every line of one document unsorted.
 */
export function itemColumns(typeId: number, sortable: boolean): DataTableColumn<DocumentItemDto>[] {
  const fields = itemFields(typeId);
  const s = (filter: boolean) => ({ enableSorting: sortable, enableColumnFilter: sortable && filter });
  const cols: DataTableColumn<DocumentItemDto>[] = [
    { accessorKey: 'name', header: L.name, ...s(true), minSize: 200 },
    { accessorKey: 'project', header: L.project, ...s(true), minSize: 160 },
    { accessorKey: 'projectItem', header: L.projectItem, ...s(true) },
  ];
  if (fields.includes('supplierId')) cols.push({ accessorKey: 'supplier', header: L.supplier, ...s(true) });
  cols.push(
    { accessorKey: 'unitOfMeasurement', header: L.unitOfMeasurement, ...s(false) },
    { accessorKey: 'quantity', header: L.quantity, ...s(false), Cell: ({ row }) => formatQuantity(row.original.quantity) },
    { accessorKey: 'unitPrice', header: L.unitPrice, ...s(false), Cell: ({ row }) => (row.original.unitPrice === null ? '' : formatUnitPrice(row.original.unitPrice)) },
    { accessorKey: 'totalPrice', header: L.totalPrice, ...s(false), Cell: ({ row }) => formatMoney(row.original.totalPrice) },
  );
  if (fields.includes('statusId')) {
    cols.push({ id: 'status', accessorKey: 'status', header: L.status, ...s(false), minSize: 120, Cell: ({ row }) => <ItemStatusBadge statusId={row.original.statusId} status={row.original.status} /> });
  }
  if (fields.includes('warehouseItemId')) {
    cols.push({
      accessorKey: 'warehouseItem',
      header: L.warehouseItem,
      ...s(true),
      Cell: ({ row }) =>
        row.original.warehouseItemId ? row.original.warehouseItem : isOutgoingType(typeId) ? <Warn label={T.noWarehouseItem} testId="warn-warehouse-item" /> : null,
    });
  }
  if (fields.includes('destinationProjectId')) {
    cols.push({
      accessorKey: 'destinationProject',
      header: L.destinationProject,
      ...s(true),
      Cell: ({ row }) => row.original.destinationProject ?? <Warn label={T.noDestination} testId="warn-destination" />,
    });
  }
  cols.push(
    {
      accessorKey: 'parentItemDocumentCode',
      header: L.parentDocument,
      ...s(true),
      // A code is read whole (ZAH-2026-00007), never cut short.
      minSize: WHOLE.code + 40,
      Cell: ({ row }) =>
        row.original.parentItemDocumentId ? (
          <Anchor size="sm" component={Link} href={documentHref.detail(row.original.parentItemDocumentId)}>
            {row.original.parentItemDocumentCode}
          </Anchor>
        ) : null,
    },
    { accessorKey: 'comment', header: L.comment, ...s(true) },
  );
  return cols;
}

/** The items switch adds the line's document (link) and its date in front. */
export function itemListColumns(typeId: number): DataTableColumn<DocumentItemDto>[] {
  return [
    {
      accessorKey: 'documentCode',
      header: L.document,
      enableSorting: true,
      enableColumnFilter: true,
      minSize: WHOLE.code + 40,
      Cell: ({ row }) => (
        <Group gap={4} wrap="nowrap">
          <Anchor size="sm" component={Link} href={documentHref.detail(row.original.documentId)}>
            {row.original.documentCode}
          </Anchor>
        </Group>
      ),
    },
    ...itemColumns(typeId, true),
  ];
}
