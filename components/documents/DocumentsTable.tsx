'use client';

import { Anchor } from '@mantine/core';
import Link from 'next/link';
import { useMemo } from 'react';
import { WHOLE } from '@/components/data-table/column-fit';
import { DataTable, type DataTableColumn } from '@/components/data-table/DataTable';
import { documentTypeFields } from '@/lib/documents/fields';
import type { DocumentDto } from '@/lib/documents/schemas';
import { documentHref } from '@/lib/documents/screen';
import { formatDate, formatMoney } from '@/lib/format';
import { DOCUMENT_LABELS as L } from '@/lib/i18n/documents-ui';
import { DocumentStatusBadge } from './DocumentStatusBadge';

type Props = { typeId: number; data: DocumentDto[]; totalItems: number; totalCapped?: boolean; toolbar?: React.ReactNode };

/** The documents of one type: the columns its fields have (fields.ts), server sorted and filtered. */
export function DocumentsTable({ typeId, data, totalItems, totalCapped, toolbar }: Props) {
  const columns = useMemo<DataTableColumn<DocumentDto>[]>(() => {
    const fields = documentTypeFields(typeId);
    const cols: DataTableColumn<DocumentDto>[] = [
      {
        accessorKey: 'code',
        header: L.code,
        enableSorting: true,
        enableColumnFilter: true,
        minSize: WHOLE.code + 56, // ZAH-2026-00001 whole (five-digit serials at 100,000 documents)
        Cell: ({ row }) => (
          <Anchor component={Link} href={documentHref.detail(row.original.id)}>
            {row.original.code}
          </Anchor>
        ),
      },
      { accessorKey: 'createdDate', header: L.createdDate, enableSorting: true, minSize: WHOLE.date, Cell: ({ row }) => formatDate(row.original.createdDate) },
      {
        id: 'documentStatus',
        accessorKey: 'documentStatus',
        header: L.documentStatus,
        enableSorting: true,
        minSize: 120, // the badge whole: U OBRADI, OBRAĐENO
        Cell: ({ row }) => (
          <DocumentStatusBadge
            statusId={row.original.documentStatusId}
            status={row.original.documentStatus}
            isStorno={row.original.isStorno}
            isStorned={row.original.isStorned}
          />
        ),
      },
      { accessorKey: 'project', header: L.project, enableSorting: true, enableColumnFilter: true },
    ];
    if (fields.includes('destinationProjectId')) {
      cols.push({ accessorKey: 'destinationProject', header: L.destinationProject, enableSorting: true, enableColumnFilter: true });
    }
    if (fields.includes('supplierId')) cols.push({ accessorKey: 'supplier', header: L.supplier, enableSorting: true, enableColumnFilter: true });
    if (fields.includes('deadlineDate')) {
      cols.push({ accessorKey: 'deadlineDate', header: L.deadlineDate, enableSorting: true, minSize: WHOLE.date, Cell: ({ row }) => formatDate(row.original.deadlineDate) });
    }
    if (fields.includes('receiptCode')) cols.push({ accessorKey: 'receiptCode', header: L.receiptCode, enableSorting: true, enableColumnFilter: true });
    if (fields.includes('receiptAmount')) {
      cols.push({ accessorKey: 'receiptAmount', header: L.receiptAmount, enableSorting: true, minSize: 130, Cell: ({ row }) => formatMoney(row.original.receiptAmount) });
    }
    cols.push(
      { accessorKey: 'totalPrice', header: L.totalPrice, enableSorting: true, minSize: 150, /* 1.234.567,89 EUR whole */ Cell: ({ row }) => `${formatMoney(row.original.totalPrice)} ${row.original.currency}` },
      {
        accessorKey: 'parentCode',
        header: L.parent,
        enableSorting: true,
        enableColumnFilter: true,
        Cell: ({ row }) =>
          row.original.parentId ? (
            <Anchor component={Link} href={documentHref.detail(row.original.parentId)}>
              {row.original.parentCode}
            </Anchor>
          ) : null,
      },
      { accessorKey: 'createdBy', header: L.createdBy, enableSorting: true, enableColumnFilter: true },
    );
    return cols;
  }, [typeId]);

  return <DataTable columns={columns} data={data} totalItems={totalItems} totalCapped={totalCapped} defaultSort={{ id: 'createdDate', desc: true }} toolbar={toolbar} />;
}
