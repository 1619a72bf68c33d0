'use client';

import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import type { MRT_RowSelectionState } from 'mantine-react-table';
import { DataTable } from '@/components/data-table/DataTable';
import { allowedFollowUps } from '@/lib/documents/follow-ups';
import type { DocumentItemDto } from '@/lib/documents/schemas';
import { DOCUMENT_UI_TEXTS as T } from '@/lib/i18n/documents-ui';
import { GenerateDrawer } from './GenerateDrawer';
import { itemListColumns } from './item-columns';

type Props = { typeId: number; data: DocumentItemDto[]; totalItems: number; totalCapped?: boolean; canGenerate: boolean; actions?: ReactNode };

/**
 * The items switch of /documents: the lines of the type's documents (columns per type), rows
 * selectable when the type has follow-ups; Generate opens the drawer with the chosen lines.
 */
export function DocumentItemsList({ typeId, data, totalItems, totalCapped, canGenerate, actions }: Props) {
  const columns = useMemo(() => itemListColumns(typeId), [typeId]);
  const selectable = canGenerate && allowedFollowUps(typeId).length > 0;
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});
  const [open, setOpen] = useState(false);
  const selected = data.filter((r) => selection[String(r.id)]);

  return (
    <>
      <DataTable
        columns={columns}
        data={data}
        totalItems={totalItems}
        totalCapped={totalCapped}
        defaultSort={{ id: 'documentCreatedDate', desc: true }}
        enableRowSelection={selectable}
        toolbar={
          <>
            {selectable && (
              <Button leftSection={<IconFileExport size={16} />} disabled={selected.length === 0} onClick={() => setOpen(true)} data-testid="documents-generate">
                {T.generate}
              </Button>
            )}
            {actions}
          </>
        }
        tableOptions={{ onRowSelectionChange: setSelection, state: { rowSelection: selection } }}
      />
      {selectable && <GenerateDrawer typeId={typeId} items={selected} opened={open} onClose={() => setOpen(false)} />}
    </>
  );
}
