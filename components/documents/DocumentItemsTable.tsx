'use client';

import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { confirmAndDelete } from '@/components/confirm';
import { DataTable } from '@/components/data-table/DataTable';
import { RowActions } from '@/components/data-table/RowActions';
import type { DocumentItemDto } from '@/lib/documents/schemas';
import { documentHref } from '@/lib/documents/screen';
import { DOCUMENT_UI_TEXTS as T } from '@/lib/i18n/documents-ui';
import { messages } from '@/lib/i18n/messages';
import { itemColumns } from './item-columns';

type Props = { documentId: number; typeId: number; items: DocumentItemDto[]; canChange: boolean };

/** The Details tab's items: the type's columns, add / edit / delete (confirmed) while the document may change. */
export function DocumentItemsTable({ documentId, typeId, items, canChange }: Props) {
  const router = useRouter();
  const columns = useMemo(() => itemColumns(typeId, false), [typeId]);
  return (
    <>
      <Group justify="space-between" mt="md">
        <Title order={4}>{T.items}</Title>
        {canChange && (
          <Button component={Link} href={documentHref.itemCreate(documentId)} scroll={false} leftSection={<IconPlus size={16} />} data-testid="item-add">
            {T.addItem}
          </Button>
        )}
      </Group>
      <DataTable
        columns={columns}
        data={items}
        totalItems={items.length}
        tableOptions={{ manualPagination: false, manualSorting: false, enablePagination: false, enableBottomToolbar: false, enableTopToolbar: false }}
        renderRowActions={
          canChange
            ? ({ row }) => (
                <RowActions
                  name={row.original.name}
                  editHref={documentHref.itemEdit(documentId, row.original.id)}
                  onDelete={() =>
                    confirmAndDelete({
                      text: messages.confirmDelete(T.itemDeleteObject(row.original.name)),
                      url: `/api/DocumentItems/${row.original.id}`,
                      deletedMessage: T.itemDeleted,
                      onDeleted: () => router.refresh(),
                    })
                  }
                />
              )
            : undefined
        }
      />
    </>
  );
}
