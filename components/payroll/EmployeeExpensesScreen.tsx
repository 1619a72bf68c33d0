'use client';

/**
 * /employee-expenses (issue 14): one row per employee, one column per project (projectColumns of
 * GET /api/EmployeeExpenses/search) with the month's amounts, a total per row and per column (exact
 * sums); search by employee, paged on the server; the import drawer (company, month and year from
 * the switcher, a .csv or .xlsx file, confirmation before replacing the month's rows, the line
 * errors listed in Croatian) and the .xlsx download of the month.
 */
import { Alert, Button, Group, List, Pagination, Paper, ScrollArea, Stack, Table, Text, TextInput, FileInput, Loader } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconFileImport, IconUpload } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
import { downloadFile, saveBlob } from '@/components/files/download';
import { uploadWithProgress } from '@/components/files/upload';
import { ApiError, apiFetch, notifyError, notifySuccess } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { addDecimals } from '@/lib/format/decimal';
import { PAY_TEXTS as T, MONTHS_NOMINATIVE } from '@/lib/i18n/payroll-screens';
import { MONTH_NAMES } from '@/lib/i18n/payroll';
import { messages } from '@/lib/i18n/messages';
import { payHref, type PayQuery } from '@/lib/payroll/screen';
import type { EmployeeExpensesOverview as EmployeeExpenseSearch, ExpenseImportResult } from '@/lib/employee-expenses/schemas';
import { employeeExpenseMessages } from '@/lib/i18n/employee-expenses';

const PAGE_SIZE = 50;

type Props = { query: PayQuery; importOpen: boolean; canImport: boolean };

export function EmployeeExpensesScreen({ query, importOpen, canImport }: Props) {
  const [filter, setFilter] = useState('');
  const [debounced, setDebounced] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<EmployeeExpenseSearch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    const t = setTimeout(() => setDebounced(filter.trim()), 300);
    return () => clearTimeout(t);
  }, [filter]);

  useEffect(() => {
    const controller = new AbortController();
    const params = new URLSearchParams({ companyId: String(query.companyId), month: String(query.month), year: String(query.year), PageIndex: String(page - 1), PageSize: String(PAGE_SIZE) });
    if (debounced) params.set('Filter.Employee_Name', debounced);
    apiFetch<EmployeeExpenseSearch>(`/api/EmployeeExpenses/search?${params}`, { signal: controller.signal })
      .then((d) => {
        setData(d);
        setError(null);
      })
      .catch((e) => {
        if (!(e instanceof DOMException)) setError(e instanceof Error ? e.message : messages.unknownError);
      });
    return () => controller.abort();
  }, [query.companyId, query.month, query.year, page, debounced, reload]);

  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await downloadFile(`/api/EmployeeExpenses/download?companyId=${query.companyId}&month=${query.month}&year=${query.year}`, () => {});
      saveBlob(blob, fileName ?? `Troškovi zaposlenika ${String(query.month).padStart(2, '0')}-${query.year}.xlsx`);
    } catch (e) {
      notifyError(e);
    } finally {
      setDownloading(false);
    }
  };

  const columns = data?.projectColumns ?? [];
  const rows = data?.employeeExpenses ?? [];
  const amountOf = (row: (typeof rows)[number], projectId: number) => {
    const list = row.employeeExpenses.filter((e) => e.projectId === projectId);
    return list.length ? list.reduce<string>((acc, e) => addDecimals(acc, e.amount), '0') : null;
  };
  const rowTotal = (row: (typeof rows)[number]) => row.employeeExpenses.reduce<string>((acc, e) => addDecimals(acc, e.amount), '0');
  const columnTotal = (projectId: number) => rows.reduce<string>((acc, r) => addDecimals(acc, amountOf(r, projectId) ?? '0'), '0');
  const grandTotal = rows.reduce<string>((acc, r) => addDecimals(acc, rowTotal(r)), '0');

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <TextInput
          placeholder={T.search}
          value={filter}
          onChange={(e) => {
            setFilter(e.currentTarget.value);
            setPage(1);
          }}
          w={280}
          data-testid="expense-search"
        />
        <Group gap="xs">
          {canImport && (
            <Button component={Link} href={payHref.expenseImport(query)} scroll={false} leftSection={<IconFileImport size={16} />} data-testid="expense-import">
              {T.expenses.import}
            </Button>
          )}
          <Button variant="default" leftSection={<IconDownload size={16} />} loading={downloading} onClick={download} data-testid="expense-download">
            {T.expenses.download}
          </Button>
        </Group>
      </Group>
      {error && <Alert color="red">{error}</Alert>}
      <Paper withBorder>
        <ScrollArea type="auto">
          <Table striped highlightOnHover fz="sm" data-testid="expense-table" style={{ minWidth: 400 + columns.length * 140 }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th style={{ minWidth: 200 }}>{T.expenses.employee}</Table.Th>
                {columns.map((c) => (
                  <Table.Th key={c.projectId} ta="right">
                    {c.projectName}
                  </Table.Th>
                ))}
                <Table.Th ta="right">{T.total}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!data && !error && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length + 2}>
                    <Loader size="sm" />
                  </Table.Td>
                </Table.Tr>
              )}
              {data && rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length + 2}>
                    <Text c="dimmed" size="sm">
                      {T.noRows}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {rows.map((r) => (
                <Table.Tr key={r.employee.id} data-testid={`expense-row-${r.employee.id}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.employee.fullName}</Table.Td>
                  {columns.map((c) => {
                    const a = amountOf(r, c.projectId);
                    return (
                      <Table.Td key={c.projectId} ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                        {a === null ? '' : formatMoney(a)}
                      </Table.Td>
                    );
                  })}
                  <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(rowTotal(r))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            {rows.length > 0 && (
              <Table.Tfoot>
                <Table.Tr fw={700} data-testid="expense-totals">
                  <Table.Td>{T.total}</Table.Td>
                  {columns.map((c) => (
                    <Table.Td key={c.projectId} ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(columnTotal(c.projectId))}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(grandTotal)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </ScrollArea>
      </Paper>
      {data && data.totalPages > 1 && <Pagination total={data.totalPages} value={page} onChange={setPage} />}
      <ExpenseImportDrawer opened={importOpen} query={query} onImported={() => setReload((n) => n + 1)} />
    </Stack>
  );
}

function ExpenseImportDrawer({ opened, query, onImported }: { opened: boolean; query: PayQuery; onImported: () => void }) {
  const closeHref = payHref.expenses(query);
  return (
    <EntityDrawer opened={opened} closeHref={closeHref} size={500} title={T.expenses.importTitle}>
      {opened && <ImportForm query={query} closeHref={closeHref} onImported={onImported} />}
    </EntityDrawer>
  );
}

function ImportForm({ query, closeHref, onImported }: { query: PayQuery; closeHref: string; onImported: () => void }) {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (replace: boolean) => {
    if (!file) return;
    const body = new FormData();
    body.set('CompanyId', String(query.companyId));
    body.set('Month', String(query.month));
    body.set('Year', String(query.year));
    body.set('EmployeeExpenses', file);
    if (replace) body.set('Replace', 'true');
    setBusy(true);
    setLineErrors([]);
    setFormError(null);
    try {
      const r = await uploadWithProgress<ExpenseImportResult>('/api/EmployeeExpenses', 'POST', body, () => {});
      notifySuccess(employeeExpenseMessages.imported(r?.imported ?? 0));
      onImported();
      router.replace(closeHref, { scroll: false });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.code === 'exists' && !replace) {
        modals.openConfirmModal({
          title: T.expenses.replaceTitle,
          children: <Text size="sm">{T.expenses.replaceText(MONTH_NAMES[query.month - 1], query.year)}</Text>,
          labels: { confirm: T.expenses.replace, cancel: T.salary.cancel },
          confirmProps: { color: 'red', 'data-testid': 'confirm-ok' },
          cancelProps: { 'data-testid': 'confirm-cancel' },
          onConfirm: () => void send(true),
        });
      } else if (error instanceof ApiError && error.errors) {
        setLineErrors(Object.values(error.errors).flat());
        setFormError(error.message);
      } else {
        setFormError(error instanceof Error ? error.message : messages.unknownError);
        notifyError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!file) return setFileError(employeeExpenseMessages.fileRequired);
    if (!/\.(csv|xlsx)$/i.test(file.name)) return setFileError(employeeExpenseMessages.wrongType);
    setFileError(null);
    void send(false);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="expense-import-form">
      <Stack gap="sm">
        <Text size="sm">
          {T.expenses.target}: <b>{`${MONTHS_NOMINATIVE[query.month - 1]} ${query.year}.`}</b>
        </Text>
        <FileInput
          label={T.expenses.file}
          description={T.expenses.fileHelp}
          withAsterisk
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={(f) => {
            setFile(f);
            setFileError(null);
            setLineErrors([]);
            setFormError(null);
          }}
          error={fileError}
          clearable
          data-testid="expense-file"
        />
        {(formError || lineErrors.length > 0) && (
          <Alert color="red" title={lineErrors.length ? T.expenses.errors : undefined} data-testid="expense-import-errors">
            {lineErrors.length ? (
              <List size="sm">
                {lineErrors.map((e, i) => (
                  <List.Item key={i}>{e}</List.Item>
                ))}
              </List>
            ) : (
              formError
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => router.replace(closeHref, { scroll: false })}>
            {T.salary.cancel}
          </Button>
          <Button type="submit" loading={busy} leftSection={<IconUpload size={16} />} data-testid="expense-import-submit">
            {T.expenses.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
