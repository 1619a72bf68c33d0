'use client';

/**
 * What a contractor import did (ContractorImportReport, lib/situations/import-options.ts), in the
 * drawer after the upload: the list's lines and total, created / updated / deleted, the
 * subcontractor lines that went with deleted lines, rows without amounts and the skipped rows
 * with their reasons (the first 200). The table behind already shows the new lines.
 */
import { Alert, Button, Group, List, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatMoney } from '@/lib/format';
import { CONTRACTOR_IMPORT_TEXTS as T } from '@/lib/i18n/situations';
import type { ContractorImportReport as Report } from '@/lib/situations/import-options';

type Props = { report: Report; onClose: () => void; onAgain: () => void };

export function ContractorImportReport({ report, onClose, onAgain }: Props) {
  return (
    <Stack gap="md" data-testid="contractor-import-report">
      <Alert color="green" icon={<IconCircleCheck size={18} />} title={T.reportTitle}>
        <List size="sm" spacing={2}>
          <List.Item data-testid="report-lines">{T.reportLines(report.lines, formatMoney(report.totalPrice))}</List.Item>
          <List.Item data-testid="report-changes">{T.reportChanges(report.created, report.updated, report.deleted)}</List.Item>
          {report.deletedSubcontractorLines > 0 && <List.Item>{T.reportSubcontractorLines(report.deletedSubcontractorLines)}</List.Item>}
          <List.Item>{T.reportWithoutAmounts(report.rowsWithoutAmounts)}</List.Item>
          <List.Item data-testid="report-skipped">{report.skippedCount ? T.reportSkipped(report.skippedCount) : T.reportSkippedNone}</List.Item>
        </List>
      </Alert>
      {report.skipped.length > 0 && (
        <ScrollArea.Autosize mah={360} type="auto">
          <Table withTableBorder withColumnBorders striped fz="sm" data-testid="report-skipped-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={80}>{T.skippedRow}</Table.Th>
                <Table.Th w={100}>{T.skippedId}</Table.Th>
                <Table.Th>{T.skippedReason}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.skipped.map((s) => (
                <Table.Tr key={s.row}>
                  <Table.Td>{s.row}</Table.Td>
                  <Table.Td>{s.id ?? '–'}</Table.Td>
                  <Table.Td>{s.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {report.skippedCount > report.skipped.length && (
        <Text size="xs" c="dimmed">
          {T.reportSkippedShown(report.skipped.length, report.skippedCount)}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onAgain}>
          {T.again}
        </Button>
        <Button onClick={onClose} data-autofocus data-testid="report-close">
          {T.close}
        </Button>
      </Group>
    </Stack>
  );
}
