'use client';

/**
 * The grid's export menu (spec part 2 section 2): xlsx by day (one project's month, POST
 * /api/WorkHourRecords/ExportXlsx) and xlsx by project (every project's month, POST
 * ExportSummedXlsx). The file is saved under the name the server gives.
 */
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileSpreadsheet } from '@tabler/icons-react';
import { downloadFile, saveBlob } from '@/components/files/download';
import { useTransfer } from '@/components/files/use-transfer';
import { notifyError } from '@/lib/api-client';
import { TIMESHEET_TEXTS as T } from '@/lib/i18n/timesheet';

type Props = { projectId: number | null; year: number; month: number };

export function ExportMenu({ projectId, year, month }: Props) {
  const transfer = useTransfer();

  const run = async (url: string, json: object, fallbackName: string) => {
    if (transfer.busy) return;
    try {
      const { blob, fileName } = await transfer.run((onProgress) => downloadFile(url, onProgress, { method: 'POST', json }), null);
      saveBlob(blob, fileName ?? fallbackName);
    } catch (error) {
      notifyError(error, T.exportFailed);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} rightSection={<IconChevronDown size={14} />} loading={transfer.busy} data-testid="timesheet-export">
          {T.export}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          disabled={!projectId}
          title={projectId ? undefined : T.exportNeedsProject}
          onClick={() => run('/api/WorkHourRecords/ExportXlsx', { projectId, year, month }, `evidencija-sati-${year}-${month}.xlsx`)}
          data-testid="export-by-day"
        >
          {T.exportByDay}
        </Menu.Item>
        <Menu.Item onClick={() => run('/api/WorkHourRecords/ExportSummedXlsx', { year, month }, `sati-po-centrima-${year}-${month}.xlsx`)} data-testid="export-by-project">
          {T.exportByProject}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
