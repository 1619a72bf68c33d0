import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies, payrollItems, payrolls, workHourRecords } from '@/db/schema';
import { runXlsxWorker } from '@/lib/excel/run-worker';
import { safeFileName } from '@/lib/files/file-name';
import { formatDate } from '@/lib/format';
import { addDecimals } from '@/lib/format/decimal';
import { notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { PAYROLL_EXPORT_LABELS as L, PAYROLL_HOURS_TEXTS as H } from '@/lib/i18n/payroll';
import { PdfBuilder, type PdfColumn, type PdfRow } from '@/lib/pdf';
import { numberCell, XLSX_CONTENT_TYPE } from '@/lib/project-items/export-service';
import { WORK_HOUR_TYPE } from '@/lib/work-hours/types';
import { isFieldDay } from './calculation';
import { daysInMonth, isoDay, monthRange, weekdayHolidays } from './calendar';
import { getPayroll } from './queries';
import type { PayrollItemDto } from './schemas';

/**
 * GET /api/Payrolls/download/payroll and /payroll-hours (?payrollId): the payroll as .xlsx (every
 * column of a line, exact totals) and the formal monthly record of working time as PDF (one page
 * per employee of the payroll: every day of the month with its hours by type, totals, signatures;
 * the embedded DejaVu font of lib/pdf carries č ć đ š ž).
 */
export type DownloadFile = { fileName: string; contentType: string; bytes: Uint8Array };

async function payrollHead(db: DbOrTx, payrollId: number) {
  const [head] = await db
    .select({ id: payrolls.id, companyId: payrolls.companyId, year: payrolls.year, month: payrolls.month, company: companies.name })
    .from(payrolls)
    .innerJoin(companies, eq(companies.id, payrolls.companyId))
    .where(eq(payrolls.id, payrollId));
  if (!head) throw notFound(messages.payrollNotFound);
  return head;
}

type Kind = 'text' | 'money' | 'rate' | 'hours' | 'days';
const FORMAT: Record<Kind, string | null> = { text: null, money: '#,##0.00', rate: '#,##0.0000', hours: '#,##0.00', days: '0' };
/** Columns summed in the totals row (rates and the fund are not sums). */
const SUMMED: Kind[] = ['money', 'hours', 'days'];

const COLUMNS: { key: keyof typeof L; kind: Kind; wch: number; sum?: boolean }[] = [
  { key: 'employee', kind: 'text', wch: 28 },
  { key: 'idNumber', kind: 'text', wch: 13 },
  { key: 'numberOfWorkingDaysInMonth', kind: 'days', wch: 10, sum: false },
  { key: 'regularWorkHours', kind: 'hours', wch: 11 },
  { key: 'regularHourlyRate', kind: 'rate', wch: 11 },
  { key: 'totalRegularWork', kind: 'money', wch: 13 },
  { key: 'sickLeaveHours', kind: 'hours', wch: 11 },
  { key: 'sickLeaveHourlyRate', kind: 'rate', wch: 11 },
  { key: 'totalSickLeave', kind: 'money', wch: 13 },
  { key: 'sickLeaveInjuryHours', kind: 'hours', wch: 11 },
  { key: 'sickLeaveInjuryHourlyRate', kind: 'rate', wch: 11 },
  { key: 'totalSickLeaveInjury', kind: 'money', wch: 13 },
  { key: 'vacationHours', kind: 'hours', wch: 11 },
  { key: 'vacationHourlyRate', kind: 'rate', wch: 11 },
  { key: 'totalVacation', kind: 'money', wch: 13 },
  { key: 'otherAbsenceHours', kind: 'hours', wch: 11 },
  { key: 'otherAbsenceHourlyRate', kind: 'rate', wch: 11 },
  { key: 'totalOtherAbsence', kind: 'money', wch: 13 },
  { key: 'allowances', kind: 'money', wch: 12 },
  { key: 'total', kind: 'money', wch: 13 },
  { key: 'fieldDays', kind: 'days', wch: 9 },
  { key: 'fieldWorkFundDays', kind: 'days', wch: 9 },
  { key: 'fieldWorkFundDaysTotal', kind: 'days', wch: 9 },
  { key: 'numberOfFieldDaysForPayment', kind: 'days', wch: 9 },
  { key: 'totalFieldWork', kind: 'money', wch: 13 },
  { key: 'fieldAllowance', kind: 'money', wch: 12 },
  { key: 'netAmount', kind: 'money', wch: 13 },
  { key: 'remainingAnnualBonus', kind: 'money', wch: 13, sum: false },
  { key: 'bonus', kind: 'money', wch: 12 },
  { key: 'incentives', kind: 'money', wch: 12 },
  { key: 'accountingTotal', kind: 'money', wch: 14 },
];

const itemValue = (item: PayrollItemDto, key: keyof typeof L): string | number | null =>
  key === 'employee' ? null : ((item as unknown as Record<string, string | number | null>)[key] ?? null);

/** The payroll as .xlsx: a row per employee, a totals row of exact sums. */
export async function downloadPayrollXlsx(db: DbOrTx, payrollId: number): Promise<DownloadFile> {
  const head = await payrollHead(db, payrollId);
  const payroll = await getPayroll(db, head.companyId, head.year, head.month);
  const lines = payroll.employeePayrolls;
  const rows = lines.map(({ employee, payrollItem }) =>
    COLUMNS.map((c) => {
      if (c.key === 'employee') return `${employee.surname} ${employee.name}`;
      const v = itemValue(payrollItem, c.key);
      if (c.kind === 'text') return v;
      return typeof v === 'number' ? v : numberCell(v);
    }),
  );
  const totals = COLUMNS.map((c, i) => {
    if (i === 0) return H.total;
    if (!SUMMED.includes(c.kind) || c.sum === false) return null;
    const values = lines.map((l) => String(itemValue(l.payrollItem, c.key) ?? '0'));
    return numberCell(values.length ? addDecimals(...values) : '0');
  });
  const result = await runXlsxWorker({
    kind: 'write',
    sheetName: H.payrollSheet,
    startRow: 1,
    header: COLUMNS.map((c) => L[c.key]),
    rows: [...rows, totals],
    formats: COLUMNS.map((c) => (c.key === 'idNumber' ? '@' : FORMAT[c.kind])),
    widths: COLUMNS.map((c) => c.wch),
  });
  if (!result.ok) throw new Error(`payroll export failed: ${result.detail ?? result.code}`);
  return { fileName: safeFileName(H.payrollFileName(head.company, head.month, head.year)), contentType: XLSX_CONTENT_TYPE, bytes: result.bytes };
}

const T = WORK_HOUR_TYPE;
const TYPE_COLUMN: Record<number, number> = { [T.Regular]: 2, [T.DayOff]: 3, [T.NonWorking]: 4, [T.Vacation]: 5, [T.SickLeave]: 6, [T.SickLeaveInjury]: 7 };

const HOURS_COLUMNS: PdfColumn[] = [
  { header: H.columns.date, width: 13 },
  { header: H.columns.day, width: 17 },
  { header: H.columns.regular, width: 11, kind: 'number', decimals: 2 },
  { header: H.columns.sd, width: 8, kind: 'number', decimals: 2 },
  { header: H.columns.nd, width: 8, kind: 'number', decimals: 2 },
  { header: H.columns.go, width: 8, kind: 'number', decimals: 2 },
  { header: H.columns.bol, width: 8, kind: 'number', decimals: 2 },
  { header: H.columns.onr, width: 8, kind: 'number', decimals: 2 },
  { header: H.columns.field, width: 8, align: 'center' },
];

/** The formal record of working time: one page per employee of the payroll. */
export async function downloadPayrollHoursPdf(db: DbOrTx, payrollId: number): Promise<DownloadFile> {
  const head = await payrollHead(db, payrollId);
  const payroll = await getPayroll(db, head.companyId, head.year, head.month);
  const { from, to } = monthRange(head.year, head.month);
  const employeeIds = db.select({ id: payrollItems.employeeId }).from(payrollItems).where(eq(payrollItems.payrollId, payrollId));
  // ONE query for every employee's month.
  const records = await db
    .select({ employeeId: workHourRecords.employeeId, date: workHourRecords.date, hours: workHourRecords.hours, typeId: workHourRecords.workHourTypeId, field: workHourRecords.isFieldWork })
    .from(workHourRecords)
    .where(and(inArray(workHourRecords.employeeId, employeeIds), sql`${workHourRecords.date} between ${from} and ${to}`))
    .orderBy(asc(workHourRecords.employeeId), asc(workHourRecords.date));
  const byEmployee = new Map<number, Map<string, (typeof records)[number]>>();
  for (const r of records) {
    let days = byEmployee.get(r.employeeId);
    if (!days) byEmployee.set(r.employeeId, (days = new Map()));
    days.set(r.date, r);
  }
  const holidays = new Set(weekdayHolidays(head.year, head.month));
  const days = daysInMonth(head.year, head.month);

  const pdf = new PdfBuilder({ title: `${H.title} ${String(head.month).padStart(2, '0')}/${head.year}`, subject: head.company });
  payroll.employeePayrolls.forEach(({ employee, payrollItem }, index) => {
    if (index > 0) pdf.pageBreak();
    pdf.header({
      title: H.title,
      subtitle: H.subtitle(head.month, head.year),
      lines: [
        [H.company, head.company],
        [H.employee, `${employee.name} ${employee.surname}`],
        [H.oib, employee.oib],
        [H.workingDays, String(payrollItem.numberOfWorkingDaysInMonth)],
      ],
    });
    const own = byEmployee.get(employee.id) ?? new Map();
    const sums: string[] = ['0', '0', '0', '0', '0', '0'];
    let fieldDays = 0;
    const rows: PdfRow[] = [];
    for (let d = 1; d <= days; d++) {
      const date = isoDay(head.year, head.month, d);
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const cells: (string | null)[] = [formatDate(date), holidays.has(date) ? `${H.weekdays[weekday]} (${H.holiday})` : H.weekdays[weekday], null, null, null, null, null, null, ''];
      const record = own.get(date);
      if (record) {
        const column = TYPE_COLUMN[record.typeId];
        if (column !== undefined) {
          cells[column] = record.hours;
          sums[column - 2] = addDecimals(sums[column - 2], record.hours);
        }
        if (isFieldDay({ workHourTypeId: record.typeId, hours: record.hours, isFieldWork: record.field })) {
          cells[8] = H.yes;
          fieldDays++;
        }
      }
      rows.push({ cells, fill: weekday === 0 || weekday === 6 || holidays.has(date) });
    }
    pdf.table({ columns: HOURS_COLUMNS, rows, footer: [[H.total, '', ...sums, String(fieldDays)]] });
    pdf.space(18);
    pdf.signatures([...H.signatures]);
  });
  if (!payroll.employeePayrolls.length) pdf.header({ title: H.title, subtitle: H.subtitle(head.month, head.year), lines: [[H.company, head.company]] });
  const buffer = await pdf.toBuffer();
  return {
    fileName: safeFileName(H.fileName(head.company, head.month, head.year)),
    contentType: 'application/pdf',
    bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
  };
}
