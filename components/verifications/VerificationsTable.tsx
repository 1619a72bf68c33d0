'use client';

import { Anchor } from '@mantine/core';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { WHOLE } from '@/components/data-table/column-fit';
import { DataTable, type DataTableColumn } from '@/components/data-table/DataTable';
import { addToolbar } from '@/components/data-table/ListToolbar';
import { RowActions } from '@/components/data-table/RowActions';
import { useDrawerLinks } from '@/components/drawer/EntityDrawer';
import type { WriteRights } from '@/lib/auth/permissions';
import { formatDateTime } from '@/lib/format';
import { VERIFICATION_LABELS as L, VERIFICATION_TEXTS as T } from '@/lib/i18n/warehouses';
import type { VerificationDto } from '@/lib/verifications/schemas';
import { confirmDeleteVerification } from './delete-verification';
import type { Option } from './VerificationForm';
import { VerificationStatusBadge } from './VerificationStatusBadge';

type Props = { data: VerificationDto[]; totalItems: number; totalCapped?: boolean; statuses: Option[]; projects: Option[]; rights: WriteRights };

/** /verifications: file (downloads), status and project (filters), received note, remark, author, date. */
export function VerificationsTable({ data, totalItems, totalCapped, statuses, projects, rights }: Props) {
  const router = useRouter();
  const links = useDrawerLinks('/verifications');
  const columns = useMemo<DataTableColumn<VerificationDto>[]>(
    () => [
      {
        accessorKey: 'fileName',
        header: L.fileName,
        enableSorting: true,
        enableColumnFilter: true,
        minSize: 200,
        Cell: ({ row }) => (
          <Anchor href={row.original.url} download title={T.download}>
            {row.original.fileName}
          </Anchor>
        ),
      },
      {
        id: 'verificationStatusId',
        accessorKey: 'verificationStatus',
        header: L.status,
        minSize: 130,
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: { data: statuses },
        Cell: ({ row }) => <VerificationStatusBadge id={row.original.verificationStatusId} label={row.original.verificationStatus} />,
      },
      { id: 'projectId', accessorKey: 'project', header: L.project, minSize: 170, filterVariant: 'multi-select', mantineFilterMultiSelectProps: { data: projects } },
      {
        id: 'documentCode',
        accessorKey: 'documentCode',
        header: L.document,
        enableSorting: true,
        minSize: WHOLE.code + 50, // PRM-2026-00001 whole
        Cell: ({ row }) =>
          row.original.documentId ? (
            <Anchor component={Link} href={`/documents/${row.original.documentId}`}>
              {row.original.documentCode}
            </Anchor>
          ) : null,
      },
      { accessorKey: 'remark', header: L.remark, enableColumnFilter: true },
      { accessorKey: 'createdBy', header: L.createdBy, enableSorting: true, minSize: WHOLE.personName },
      { accessorKey: 'createdDate', header: L.createdDate, enableSorting: true, minSize: WHOLE.dateTime, Cell: ({ row }) => formatDateTime(row.original.createdDate) },
    ],
    [statuses, projects],
  );
  const canWrite = rights.canUpdate || rights.canDelete;
  return (
    <DataTable
      columns={columns}
      data={data}
      totalItems={totalItems}
      totalCapped={totalCapped}
      defaultSort={{ id: 'createdDate', desc: true }}
      toolbar={addToolbar(rights.canCreate, links.create, T.add)}
      renderRowActions={
        canWrite
          ? ({ row }) => (
              <RowActions
                name={row.original.fileName}
                editHref={rights.canUpdate ? links.edit(row.original.id) : null}
                onDelete={rights.canDelete ? () => confirmDeleteVerification(row.original, () => router.refresh()) : null}
              />
            )
          : undefined
      }
    />
  );
}
