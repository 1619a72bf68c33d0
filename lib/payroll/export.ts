import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies } from '@/db/schema';
import { runXlsxWorker } from '@/lib/excel/run-worker';
import { safeFileName } from '@/lib/files/file-name';
import { addDecimals } from '@/lib/format/decimal';
import { fieldError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { SALARY_LABELS as L, SALARY_TEXTS as T } from '@/lib/i18n/payroll';
import { numberCell, XLSX_CONTENT_TYPE } from '@/lib/project-items/export-service';
import { salariesOfMonth } from './queries';
import type { CompanyMonth } from './schemas';

export type ExportFile = { fileName: string; contentType: string; bytes: Uint8Array };

const MONEY_FORMAT = '#,##0.00';
type Column = { header: string; format: string | null; wch: number; money?: keyof typeof L };

const COLUMNS: Column[] = [
  { header: L.employee, format: null, wch: 28 },
  { header: L.oib, format: '@', wch: 13 },
  { header: L.contractedAmount, format: MONEY_FORMAT, wch: 16, money: 'contractedAmount' },
  { header: L.netAmount, format: MONEY_FORMAT, wch: 14, money: 'netAmount' },
  { header: L.sickLeaveGrossAmount, format: MONEY_FORMAT, wch: 16, money: 'sickLeaveGrossAmount' },
  { header: L.taxAndSurtaxAmount, format: MONEY_FORMAT, wch: 14, money: 'taxAndSurtaxAmount' },
  { header: L.agreedAmount, format: MONEY_FORMAT, wch: 16, money: 'agreedAmount' },
  { header: L.hourlyRate, format: MONEY_FORMAT, wch: 10, money: 'hourlyRate' },
  { header: L.additionRecurring, format: MONEY_FORMAT, wch: 14, money: 'additionRecurring' },
  { header: L.additionOneTime, format: MONEY_FORMAT, wch: 16, money: 'additionOneTime' },
  { header: L.fieldWorkDaysFund, format: '0', wch: 12 },
  { header: L.note, format: null, wch: 30 },
];

/**
 * POST /api/Salaries/ExportSalaries: the company's salaries of the month, one row per salary and a
 * totals row (sums exact, in decimal strings), written in the xlsx worker. Numbers are real cells.
 */
export async function exportSalaries(db: DbOrTx, q: CompanyMonth): Promise<ExportFile> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, q.companyId));
  if (!company) throw fieldError('companyId', messages.salaryCompanyUnknown, messages.validationFailed);
  const rows = await salariesOfMonth(db, q.companyId, q.year, q.month);
  const body = rows.map((r) =>
    COLUMNS.map((c, i) => {
      if (c.money) return numberCell(r.salary[c.money as keyof typeof r.salary] as string | null);
      if (i === 0) return `${r.employeeSurname} ${r.employeeName}`;
      if (i === 1) return r.employeeOib;
      if (c.header === L.fieldWorkDaysFund) return r.salary.fieldWorkDaysFund;
      return r.salary.note;
    }),
  );
  const totals = COLUMNS.map((c, i) => {
    if (i === 0) return 'Ukupno';
    if (!c.money) return null;
    const values = rows.map((r) => r.salary[c.money as keyof typeof r.salary] as string | null).filter((v): v is string => v !== null);
    return numberCell(values.length ? addDecimals(...values) : '0');
  });
  const result = await runXlsxWorker({
    kind: 'write',
    sheetName: T.exportSheet,
    startRow: 1,
    header: COLUMNS.map((c) => c.header),
    rows: [...body, totals],
    formats: COLUMNS.map((c) => c.format),
    widths: COLUMNS.map((c) => c.wch),
  });
  if (!result.ok) throw new Error(`salaries export failed: ${result.detail ?? result.code}`);
  return { fileName: safeFileName(T.exportFileName(q.year, q.month, company.name)), contentType: XLSX_CONTENT_TYPE, bytes: result.bytes };
}
