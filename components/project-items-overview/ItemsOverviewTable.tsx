'use client';

import { Button, Stack } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useSearchParams } from 'next/navigation';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/DataTable';
import { WHOLE } from '@/components/data-table/column-fit';
import { textFilter } from '@/components/data-table/filters';
import { downloadFile, saveBlob } from '@/components/files/download';
import { TransferError } from '@/components/files/TransferError';
import { TransferProgress } from '@/components/files/TransferProgress';
import { useTransfer } from '@/components/files/use-transfer';
import { ApiError, notifySuccess } from '@/lib/api-client';
import { formatUnitPrice } from '@/components/project-items/cell-format';
import { formatMoney, formatQuantity } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { ITEMS_OVERVIEW_LABELS as L, ITEMS_OVERVIEW_TEXTS as T } from '@/lib/i18n/items-overview';
import { ITEMS_OVERVIEW_EXPORT_PATH, type ItemsOverviewColumn, type ItemsOverviewRow } from '@/lib/situations/overview-schemas';

type Props = { data: ItemsOverviewRow[]; totalItems: number; totalCapped?: boolean };

const NUMBER_CELL = { mantineTableBodyCellProps: { align: 'right' as const }, mantineTableHeadCellProps: { align: 'right' as const } };

/**
 * /project-items-overview: every cost-list line across projects, server-paged; every column
 * has a search filter and sorts (the state in the URL: filter.project=…&sortBy=totalPrice).
 * The export button downloads the same query's rows as .xlsx (POST ExportXLSX) with progress.
 */
export function ItemsOverviewTable({ data, totalItems, totalCapped }: Props) {
  const searchParams = useSearchParams();
  const transfer = useTransfer();
  const [error, setError] = useState<string | null>(null);

  const columns = useMemo<DataTableColumn<ItemsOverviewRow>[]>(() => {
    const column = (key: ItemsOverviewColumn, size: number, extra: Partial<DataTableColumn<ItemsOverviewRow>> = {}): DataTableColumn<ItemsOverviewRow> => ({
      accessorKey: key,
      header: L[key],
      size,
      enableSorting: true,
      ...textFilter(),
      ...extra,
    });
    return [
      column('ordinal', WHOLE.ordinal, { minSize: WHOLE.ordinal }),
      // The item's name says what the line is: it gives way last (the table scrolls instead).
      column('projectItem', 240, { minSize: 180 }),
      column('unit', 80, { minSize: 70 }),
      column('quantity', 120, { ...NUMBER_CELL, minSize: 100, Cell: ({ row }) => formatQuantity(row.original.quantity) }),
      column('unitPrice', 120, { ...NUMBER_CELL, minSize: 100, Cell: ({ row }) => formatUnitPrice(row.original.unitPrice) }),
      column('totalPrice', 130, { ...NUMBER_CELL, minSize: 110, Cell: ({ row }) => formatMoney(row.original.totalPrice) }),
      column('cooperator', 170, { minSize: 120 }),
      column('client', 170),
      column('project', 170, { minSize: 120 }),
      column('projectCode', 110, { minSize: WHOLE.code }),
      column('year', 80, { minSize: 70 }),
    ];
  }, []);

  const exportRows = async () => {
    if (transfer.busy) return;
    setError(null);
    try {
      const query = searchParams.toString();
      const url = query ? `${ITEMS_OVERVIEW_EXPORT_PATH}?${query}` : ITEMS_OVERVIEW_EXPORT_PATH;
      const { blob, fileName } = await transfer.run((onProgress) => downloadFile(url, onProgress, { method: 'POST' }), null);
      const name = fileName ?? `${T.sheetName}.xlsx`;
      saveBlob(blob, name);
      notifySuccess(T.exported(name));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : messages.unknownError);
    }
  };

  const toolbar = (
    <Button leftSection={<IconFileSpreadsheet size={16} />} variant="light" onClick={exportRows} loading={transfer.busy} data-testid="items-overview-export">
      {T.export}
    </Button>
  );

  return (
    <Stack gap="sm">
      {transfer.busy && (
        <TransferProgress
          direction="download"
          compact
          percent={transfer.percent}
          text={transfer.percent === null ? T.exporting : T.exportingPercent(transfer.percent)}
          testId="items-overview-export-progress"
        />
      )}
      <TransferError title={T.exportFailed} message={error} testId="items-overview-export-error" />
      <DataTable columns={columns} data={data} totalItems={totalItems} totalCapped={totalCapped} defaultSort={{ id: 'project' }} toolbar={toolbar} />
    </Stack>
  );
}
