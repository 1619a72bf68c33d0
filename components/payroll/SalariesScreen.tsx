'use client';

/**
 * /salaries (issue 14): a row per employee of the company that month (GET /api/Salaries overview,
 * read by the page), the salary fields as money, the salary drawer (new / edit), delete with
 * confirmation, the "Kopiraj iz mjeseca" drawer (500) and the .xlsx export. Write buttons only
 * with the rights.
 */
import { ActionIcon, Button, Group, Paper, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCopy, IconDownload, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { confirmAndDelete } from '@/components/confirm';
import { downloadFile, saveBlob } from '@/components/files/download';
import { notifyError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { PAY_TEXTS as T } from '@/lib/i18n/payroll-screens';
import { SALARY_LABELS as L, SALARY_TEXTS, payrollMessages } from '@/lib/i18n/payroll';
import type { SalaryDto, SalaryOverviewRow } from '@/lib/payroll/schemas';
import { payHref, type PayQuery } from '@/lib/payroll/screen';
import { sumMoney } from './money';
import { SalaryCopyDrawer } from './SalaryCopyDrawer';
import { SalaryDrawer } from './SalaryDrawer';
import { scrollerHeight, useWindowRows } from './window-rows';

type Props = {
  query: PayQuery;
  /** The name filter of the URL (?q). */
  filter: string;
  companyName: string;
  rows: SalaryOverviewRow[];
  drawer: 'closed' | 'create' | 'copy' | 'edit';
  editSalary: SalaryDto | null;
  employeeId: number | null;
  rights: { create: boolean; update: boolean; delete: boolean };
  thisYear: number;
};

const MONEY_COLUMNS = ['contractedAmount', 'netAmount', 'sickLeaveGrossAmount', 'taxAndSurtaxAmount', 'agreedAmount', 'hourlyRate', 'additionRecurring', 'additionOneTime'] as const;

export function SalariesScreen({ query, filter: initialFilter, companyName, rows, drawer, editSalary, employeeId, rights, thisYear }: Props) {
  const router = useRouter();
  const [filter, setFilterState] = useState(initialFilter);
  const state = { q: filter };
  // The filter goes to the URL as it changes (no navigation), so a drawer's route, a reload and the switcher's other months keep it.
  const setFilter = (q: string) => {
    setFilterState(q);
    if (drawer === 'closed') window.history.replaceState(null, '', payHref.salaries(query, { q }));
  };
  const [exporting, setExporting] = useState(false);
  const shown = useMemo(() => {
    const f = filter.trim().toLocaleLowerCase('hr');
    return f ? rows.filter((r) => r.employee.fullName.toLocaleLowerCase('hr').includes(f)) : rows;
  }, [rows, filter]);
  const salaries = shown.flatMap((r) => (r.salary ? [r.salary] : []));
  // A month of hundreds of employees: only the rows in view are in the page (window-rows.ts).
  const { scroller, windowed, indexes, padTop, padBottom, measure } = useWindowRows(shown.length, 41);
  const listHref = payHref.salaries(query, state);

  const exportXlsx = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await downloadFile('/api/Salaries/ExportSalaries', () => {}, { method: 'POST', json: query });
      saveBlob(blob, fileName ?? SALARY_TEXTS.exportFileName(query.year, query.month, companyName));
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <TextInput placeholder={T.search} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} w={280} data-testid="salary-search" />
        <Group gap="xs">
          {rights.create && (
            <Button component={Link} href={payHref.salaryCreate(query, state)} scroll={false} leftSection={<IconPlus size={16} />} data-testid="salary-add">
              {T.salary.add}
            </Button>
          )}
          {rights.create && (
            <Button component={Link} href={payHref.salaryCopy(query, state)} scroll={false} variant="light" leftSection={<IconCopy size={16} />} data-testid="salary-copy">
              {T.salary.copy}
            </Button>
          )}
          <Button variant="default" leftSection={<IconDownload size={16} />} loading={exporting} onClick={exportXlsx} data-testid="salary-export">
            {T.salary.export}
          </Button>
        </Group>
      </Group>
      <Paper withBorder>
        <div ref={scroller} style={{ overflow: 'auto', maxHeight: windowed ? scrollerHeight(290) : undefined }} data-testid="salary-scroller">
          <Table striped highlightOnHover stickyHeader miw={1100} data-testid="salary-table" data-rows={shown.length} fz="sm" verticalSpacing={6} horizontalSpacing={8}>
            <Table.Thead style={{ zIndex: 3 }}>
              <Table.Tr>
                {(rights.update || rights.delete) && <Table.Th w={70}>{T.actions}</Table.Th>}
                <Table.Th>{L.employee}</Table.Th>
                <Table.Th>{L.oib}</Table.Th>
                {MONEY_COLUMNS.map((c) => (
                  <Table.Th key={c} ta="right">
                    {L[c]}
                  </Table.Th>
                ))}
                <Table.Th ta="right">{L.fieldWorkDaysFund}</Table.Th>
                <Table.Th>{L.note}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={14}>
                    <Text c="dimmed" size="sm">
                      {T.noRows}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
              {indexes.map((i) => shown[i]).map(({ employee, salary }, n) => (
                <Table.Tr key={employee.id} data-index={indexes[n]} ref={measure} data-testid={`salary-row-${employee.id}`}>
                  {(rights.update || rights.delete) && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {salary && rights.update && (
                          <Tooltip label={T.salary.edit}>
                            <ActionIcon component={Link} href={payHref.salaryEdit(salary.id, query, state)} scroll={false} variant="subtle" aria-label={T.salary.edit} data-testid={`salary-edit-${employee.id}`}>
                              <IconPencil size={16} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        {!salary && rights.create && (
                          <Tooltip label={T.salary.add}>
                            <ActionIcon component={Link} href={`${payHref.salaryCreate(query, state)}&employeeId=${employee.id}`} scroll={false} variant="subtle" aria-label={T.salary.add} data-testid={`salary-new-${employee.id}`}>
                              <IconPlus size={16} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        {salary && rights.delete && (
                          <Tooltip label={T.salary.delete}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={T.salary.delete}
                              data-testid={`salary-delete-${employee.id}`}
                              onClick={() =>
                                confirmAndDelete({
                                  url: `/api/Salaries/${salary.id}`,
                                  subject: T.salary.deleteSubject(employee.fullName),
                                  deletedMessage: payrollMessages.salaryDeleted,
                                  onDeleted: () => router.refresh(),
                                })
                              }
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                  )}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{employee.fullName}</Table.Td>
                  <Table.Td>{employee.oib}</Table.Td>
                  {MONEY_COLUMNS.map((c) => (
                    <Table.Td key={c} ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} data-col={c}>
                      {salary ? formatMoney(salary[c]) : ''}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right">{salary?.fieldWorkDaysFund ?? ''}</Table.Td>
                  <Table.Td maw={160} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={salary?.note ?? undefined}>
                    {salary ? (salary.note ?? '') : <Text size="xs" c="dimmed">{T.salary.none}</Text>}
                  </Table.Td>
                </Table.Tr>
              ))}
              {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
            </Table.Tbody>
            {salaries.length > 0 && (
              <Table.Tfoot style={{ position: 'sticky', bottom: 0, zIndex: 3, background: 'var(--mantine-color-body)', boxShadow: '0 -1px 0 var(--mantine-color-default-border)' }}>
                <Table.Tr fw={700} data-testid="salary-totals">
                  {(rights.update || rights.delete) && <Table.Td />}
                  <Table.Td colSpan={2}>{T.total}</Table.Td>
                  {MONEY_COLUMNS.map((c) => (
                    <Table.Td key={c} ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {c === 'hourlyRate' ? '' : formatMoney(sumMoney(salaries, (s) => s[c]))}
                    </Table.Td>
                  ))}
                  <Table.Td colSpan={2} />
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </div>
      </Paper>
      <SalaryDrawer
        mode={drawer === 'create' || drawer === 'edit' ? drawer : 'closed'}
        query={query}
        rows={rows}
        salary={editSalary}
        employeeId={employeeId}
        closeHref={listHref}
      />
      <SalaryCopyDrawer opened={drawer === 'copy'} query={query} closeHref={listHref} thisYear={thisYear} />
    </Stack>
  );
}
