'use client';

/**
 * /payrolls (issue 14): the month's payroll of a company (GET /api/Payrolls, read by the page).
 * Status (not generated / generated / locked); Generiraj (disabled when locked); Ponovno generiraj
 * (confirmed: the existing payroll is deleted and computed again); Zaključaj / Otključaj (a confirmed
 * toggle); two views: accounting (every computed line, money right-aligned, a totals row of exact
 * sums) and administration (net amount and accounting total, edited in a row drawer; refused while
 * locked); search by employee (?q); the two downloads; "Konstante" opens the constants drawer.
 */
import { ActionIcon, Alert, Badge, Button, Group, Paper, SegmentedControl, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCalculator, IconDownload, IconLock, IconLockOpen, IconPencil, IconRefresh, IconSettings } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { downloadFile, saveBlob } from '@/components/files/download';
import { apiFetch, notifyError, notifySuccess } from '@/lib/api-client';
import { formatMoney, formatNumber, formatQuantity } from '@/lib/format';
import { PAY_TEXTS as T } from '@/lib/i18n/payroll-screens';
import { PAYROLL_EXPORT_LABELS as L, PAYROLL_HOURS_TEXTS, payrollMessages } from '@/lib/i18n/payroll';
import type { ConstantsDto, EmployeePayrollDto, PayrollDto, PayrollLockDto } from '@/lib/payroll/schemas';
import { payHref, type PayListState, type PayQuery, type PayrollView } from '@/lib/payroll/screen';
import { ConstantsDrawer } from './ConstantsDrawer';
import { PayrollItemDrawer } from './PayrollItemDrawer';
import { sumMoney } from './money';
import { scrollerHeight, useWindowRows } from './window-rows';

type Props = {
  query: PayQuery;
  /** The view and the name filter of the URL (?view, ?q). */
  listState: PayListState;
  companyName: string;
  payroll: PayrollDto;
  constants: ConstantsDto | null;
  constantsOpen: boolean;
  rights: { generate: boolean; update: boolean; constants: boolean };
};

type Kind = 'text' | 'hours' | 'rate' | 'money' | 'days';
type Col = { key: keyof typeof L; kind: Kind; sum: boolean };

/** The accounting view: the payroll download's columns (lib/i18n/payroll.ts), in its order. */
const ACCOUNTING_COLUMNS: Col[] = [
  { key: 'numberOfWorkingDaysInMonth', kind: 'days', sum: false },
  { key: 'regularWorkHours', kind: 'hours', sum: true },
  { key: 'regularHourlyRate', kind: 'rate', sum: false },
  { key: 'totalRegularWork', kind: 'money', sum: true },
  { key: 'sickLeaveHours', kind: 'hours', sum: true },
  { key: 'sickLeaveHourlyRate', kind: 'rate', sum: false },
  { key: 'totalSickLeave', kind: 'money', sum: true },
  { key: 'sickLeaveInjuryHours', kind: 'hours', sum: true },
  { key: 'sickLeaveInjuryHourlyRate', kind: 'rate', sum: false },
  { key: 'totalSickLeaveInjury', kind: 'money', sum: true },
  { key: 'vacationHours', kind: 'hours', sum: true },
  { key: 'vacationHourlyRate', kind: 'rate', sum: false },
  { key: 'totalVacation', kind: 'money', sum: true },
  { key: 'otherAbsenceHours', kind: 'hours', sum: true },
  { key: 'otherAbsenceHourlyRate', kind: 'rate', sum: false },
  { key: 'totalOtherAbsence', kind: 'money', sum: true },
  { key: 'allowances', kind: 'money', sum: true },
  { key: 'total', kind: 'money', sum: true },
  { key: 'fieldDays', kind: 'days', sum: true },
  { key: 'fieldWorkFundDays', kind: 'days', sum: true },
  { key: 'fieldWorkFundDaysTotal', kind: 'days', sum: true },
  { key: 'numberOfFieldDaysForPayment', kind: 'days', sum: true },
  { key: 'totalFieldWork', kind: 'money', sum: true },
  { key: 'fieldAllowance', kind: 'money', sum: true },
  { key: 'netAmount', kind: 'money', sum: true },
  { key: 'remainingAnnualBonus', kind: 'money', sum: false },
  { key: 'bonus', kind: 'money', sum: true },
  { key: 'incentives', kind: 'money', sum: true },
  { key: 'accountingTotal', kind: 'money', sum: true },
];

const ADMIN_COLUMNS: Col[] = [
  { key: 'total', kind: 'money', sum: true },
  { key: 'fieldAllowance', kind: 'money', sum: true },
  { key: 'bonus', kind: 'money', sum: true },
  { key: 'incentives', kind: 'money', sum: true },
  { key: 'netAmount', kind: 'money', sum: true },
  { key: 'accountingTotal', kind: 'money', sum: true },
];

function show(kind: Kind, value: unknown): string {
  if (value == null || value === '') return '';
  if (kind === 'money') return formatMoney(value as string);
  if (kind === 'rate') return formatNumber(value as string, 4);
  if (kind === 'hours') return formatQuantity(value as string, 2);
  return String(value);
}

function total(rows: EmployeePayrollDto[], col: Col): string {
  if (!col.sum) return '';
  const s = sumMoney(rows, (r) => String((r.payrollItem as Record<string, unknown>)[col.key] ?? '0'));
  return col.kind === 'money' ? formatMoney(s) : col.kind === 'hours' ? formatQuantity(s, 2) : s;
}

const numCell = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

export function PayrollsScreen({ query, listState, companyName, payroll, constants, constantsOpen, rights }: Props) {
  const router = useRouter();
  const [view, setViewState] = useState<PayrollView>(listState.view);
  const [filter, setFilterState] = useState(listState.q);
  // The view and the filter go to the URL as they change (no navigation, no new read of the month),
  // so the constants drawer, a reload and the switcher's other months keep them.
  const remember = (next: PayListState) => {
    if (!constantsOpen) window.history.replaceState(null, '', payHref.payrolls(query, next));
  };
  const setView = (v: PayrollView) => {
    setViewState(v);
    remember({ view: v, q: filter });
  };
  const setFilter = (q: string) => {
    setFilterState(q);
    remember({ view, q });
  };
  const state = { view, q: filter };
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<EmployeePayrollDto | null>(null);
  const generated = payroll.id !== null;
  const locked = payroll.isApproved;
  const rows = useMemo(() => {
    const f = filter.trim().toLocaleLowerCase('hr');
    return f ? payroll.employeePayrolls.filter((r) => r.employee.fullName.toLocaleLowerCase('hr').includes(f)) : payroll.employeePayrolls;
  }, [payroll, filter]);
  const columns = view === 'accounting' ? ACCOUNTING_COLUMNS : ADMIN_COLUMNS;
  // A month of hundreds of employees: only the rows in view are in the page (window-rows.ts).
  const { scroller, windowed, indexes, padTop, padBottom, measure } = useWindowRows(rows.length, 43);

  const run = async (name: string, action: () => Promise<void>) => {
    if (busy) return;
    setBusy(name);
    try {
      await action();
    } catch (error) {
      notifyError(error, payrollMessages.payrollSaveError);
    } finally {
      setBusy(null);
    }
  };

  const generate = (regenerate: boolean) =>
    run(regenerate ? 'regenerate' : 'generate', async () => {
      await apiFetch('/api/Payrolls', { method: 'POST', json: { ...query, regenerate } });
      notifySuccess(payrollMessages.payrollGenerated);
      router.refresh();
    });

  const confirm = (title: string, text: string, onConfirm: () => void) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: T.payroll.confirm, cancel: T.salary.cancel },
      confirmProps: { 'data-testid': 'confirm-ok' },
      cancelProps: { 'data-testid': 'confirm-cancel' },
      onConfirm,
    });

  const toggleLock = () =>
    confirm(locked ? T.payroll.unlockTitle : T.payroll.lockTitle, locked ? T.payroll.unlockText : T.payroll.lockText, () =>
      run('lock', async () => {
        const r = await apiFetch<PayrollLockDto>(`/api/Payrolls/${payroll.id}/toggle-lock`, { method: 'POST' });
        notifySuccess(r.isLocked ? T.payroll.lockedDone : T.payroll.unlockedDone);
        router.refresh();
      }),
    );

  const download = (kind: 'payroll' | 'payroll-hours') =>
    run(kind, async () => {
      const { blob, fileName } = await downloadFile(`/api/Payrolls/download/${kind}?payrollId=${payroll.id}`, () => {});
      const fallback = kind === 'payroll' ? PAYROLL_HOURS_TEXTS.payrollFileName(companyName, query.month, query.year) : PAYROLL_HOURS_TEXTS.fileName(companyName, query.month, query.year);
      saveBlob(blob, fileName ?? fallback);
    });

  const status = !generated ? (
    <Badge color="gray" variant="light" size="lg" data-testid="payroll-status">
      {T.payroll.notGenerated}
    </Badge>
  ) : locked ? (
    <Badge color="red" variant="light" size="lg" leftSection={<IconLock size={14} />} data-testid="payroll-status">
      {T.payroll.locked}
    </Badge>
  ) : (
    <Badge color="green" variant="light" size="lg" data-testid="payroll-status">
      {T.payroll.generated}
    </Badge>
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {T.payroll.status}:
          </Text>
          {status}
        </Group>
        <Group gap="xs">
          {rights.generate && !generated && (
            <Button leftSection={<IconCalculator size={16} />} loading={busy === 'generate'} onClick={() => generate(false)} data-testid="payroll-generate">
              {T.payroll.generate}
            </Button>
          )}
          {rights.generate && generated && (
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} />}
              disabled={locked}
              loading={busy === 'regenerate'}
              onClick={() => confirm(T.payroll.regenerateTitle, T.payroll.regenerateText, () => void generate(true))}
              data-testid="payroll-regenerate"
            >
              {T.payroll.regenerate}
            </Button>
          )}
          {rights.update && generated && (
            <Button variant="light" color={locked ? 'green' : 'red'} leftSection={locked ? <IconLockOpen size={16} /> : <IconLock size={16} />} loading={busy === 'lock'} onClick={toggleLock} data-testid="payroll-lock">
              {locked ? T.payroll.unlock : T.payroll.lock}
            </Button>
          )}
          {generated && (
            <>
              <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy === 'payroll'} onClick={() => download('payroll')} data-testid="payroll-download">
                {T.payroll.downloadPayroll}
              </Button>
              <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy === 'payroll-hours'} onClick={() => download('payroll-hours')} data-testid="payroll-hours-download">
                {T.payroll.downloadHours}
              </Button>
            </>
          )}
          {rights.constants && (
            <Button component={Link} href={payHref.constants(query, state)} scroll={false} variant="subtle" leftSection={<IconSettings size={16} />} data-testid="payroll-constants">
              {T.payroll.constants}
            </Button>
          )}
        </Group>
      </Group>
      {locked && (
        <Alert color="gray" icon={<IconLock size={16} />} data-testid="payroll-locked">
          {T.payroll.lockedNotice}
        </Alert>
      )}
      {!generated ? (
        <Paper withBorder p="lg">
          <Text c="dimmed">{T.payroll.notGeneratedText}</Text>
        </Paper>
      ) : (
        <>
          <Group justify="space-between">
            <TextInput placeholder={T.search} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} w={280} data-testid="payroll-search" />
            <SegmentedControl
              value={view}
              onChange={(v) => setView(v as PayrollView)}
              data={[
                { value: 'accounting', label: T.payroll.views.accounting },
                { value: 'administration', label: T.payroll.views.administration },
              ]}
              data-testid="payroll-view"
            />
          </Group>
          <Paper withBorder>
            <div ref={scroller} style={{ overflow: 'auto', maxHeight: windowed ? scrollerHeight(locked ? 460 : 400) : undefined }} data-testid="payroll-scroller">
              <Table striped highlightOnHover stickyHeader fz="sm" data-testid="payroll-table" data-rows={rows.length} style={{ minWidth: view === 'accounting' ? 3600 : 1100 }}>
                <Table.Thead style={{ zIndex: 3 }}>
                  <Table.Tr>
                    <Table.Th style={{ position: 'sticky', left: 0, background: 'var(--mantine-color-body)', zIndex: 1, minWidth: 200, verticalAlign: 'bottom' }}>{L.employee}</Table.Th>
                    <Table.Th style={{ verticalAlign: 'bottom' }}>{L.idNumber}</Table.Th>
                    {columns.map((c) => (
                      <Table.Th key={c.key} ta="right" style={{ verticalAlign: 'bottom' }}>
                        {L[c.key]}
                      </Table.Th>
                    ))}
                    {view === 'administration' && rights.update && <Table.Th w={60} />}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
                  {indexes.map((i) => rows[i]).map((r, n) => (
                    <Table.Tr key={r.payrollItem.id} data-index={indexes[n]} ref={measure} data-testid={`payroll-row-${r.employee.id}`}>
                      <Table.Td style={{ position: 'sticky', left: 0, background: 'var(--mantine-color-body)', whiteSpace: 'nowrap', zIndex: 1 }}>{r.employee.fullName}</Table.Td>
                      <Table.Td>{r.payrollItem.idNumber ?? ''}</Table.Td>
                      {columns.map((c) => (
                        <Table.Td key={c.key} ta="right" style={numCell} data-col={c.key}>
                          {show(c.kind, (r.payrollItem as Record<string, unknown>)[c.key])}
                        </Table.Td>
                      ))}
                      {view === 'administration' && rights.update && (
                        <Table.Td>
                          <Tooltip label={locked ? T.payroll.lockedNotice : T.payroll.edit}>
                            <ActionIcon variant="subtle" disabled={locked} aria-label={T.payroll.edit} onClick={() => setEditing(r)} data-testid={`payroll-edit-${r.employee.id}`}>
                              <IconPencil size={16} />
                            </ActionIcon>
                          </Tooltip>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                  {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
                </Table.Tbody>
                <Table.Tfoot style={{ position: 'sticky', bottom: 0, zIndex: 3, background: 'var(--mantine-color-body)', boxShadow: '0 -1px 0 var(--mantine-color-default-border)' }}>
                  <Table.Tr fw={700} data-testid="payroll-totals">
                    <Table.Td style={{ position: 'sticky', left: 0, background: 'var(--mantine-color-body)', zIndex: 1 }}>{T.total}</Table.Td>
                    <Table.Td />
                    {columns.map((c) => (
                      <Table.Td key={c.key} ta="right" style={numCell} data-col={c.key}>
                        {total(rows, c)}
                      </Table.Td>
                    ))}
                    {view === 'administration' && rights.update && <Table.Td />}
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </div>
          </Paper>
        </>
      )}
      <PayrollItemDrawer item={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); router.refresh(); }} />
      <ConstantsDrawer opened={constantsOpen} constants={constants} closeHref={payHref.payrolls(query, state)} canUpdate={rights.constants} />
    </Stack>
  );
}
