import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies } from '@/db/schema';
import { runXlsxWorker } from '@/lib/excel/run-worker';
import { safeFileName } from '@/lib/files/file-name';
import { fromScaled, toScaled } from '@/lib/format/decimal';
import { fieldError } from '@/lib/http/errors';
import { EMPLOYEE_EXPENSE_TEXTS as T, employeeExpenseMessages as M } from '@/lib/i18n/employee-expenses';
import { messages } from '@/lib/i18n/messages';
import type { CompanyMonth } from '@/lib/payroll/schemas';
import { numberCell, XLSX_CONTENT_TYPE } from '@/lib/project-items/export-service';
import { expensesOfMonth, projectColumns } from './queries';

const MONEY_FORMAT = '#,##0.00';

/**
 * GET /api/EmployeeExpenses/download: the company's month as .xlsx, a row per employee
 * (surname name, OIB), a column per project with an amount that month (by name), the row's total
 * last, and a totals row. Sums exact (scaled BigInt), cells real numbers.
 */
export async function downloadEmployeeExpenses(db: DbOrTx, q: CompanyMonth) {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, q.companyId));
  if (!company) throw fieldError('companyId', M.companyUnknown, messages.validationFailed);
  const [columns, expenses] = await Promise.all([projectColumns(db, q.companyId, q.year, q.month), expensesOfMonth(db, q.companyId, q.year, q.month)]);
  const index = new Map(columns.map((c, i) => [c.projectId, i]));
  const people: { label: string; oib: string; amounts: (bigint | null)[] }[] = [];
  let current: (typeof people)[number] | undefined;
  let currentId: number | undefined;
  for (const e of expenses) {
    if (e.employeeId !== currentId) {
      current = { label: `${e.surname} ${e.name}`, oib: e.oib, amounts: columns.map(() => null) };
      currentId = e.employeeId;
      people.push(current);
    }
    current!.amounts[index.get(e.projectId)!] = toScaled(e.amount, 2);
  }
  const cell = (v: bigint | null) => (v === null ? null : numberCell(fromScaled(v, 2)));
  const sum = (values: (bigint | null)[]) => values.reduce<bigint>((s, v) => s + (v ?? 0n), 0n);
  const body = people.map((p) => [p.label, p.oib, ...p.amounts.map(cell), cell(sum(p.amounts))]);
  const columnTotals = columns.map((_, i) => sum(people.map((p) => p.amounts[i])));
  const totals = [T.total, null, ...columnTotals.map(cell), cell(sum(columnTotals))];
  const result = await runXlsxWorker({
    kind: 'write',
    sheetName: T.sheet,
    startRow: 1,
    header: [T.employee, T.oib, ...columns.map((c) => c.projectName), T.total],
    rows: [...body, totals],
    formats: [null, '@', ...columns.map(() => MONEY_FORMAT), MONEY_FORMAT],
    widths: [28, 13, ...columns.map((c) => Math.min(40, Math.max(12, c.projectName.length + 2))), 14],
  });
  if (!result.ok) throw new Error(`employee expenses download failed: ${result.detail ?? result.code}`);
  return { fileName: safeFileName(T.fileName(q.year, q.month, company.name)), contentType: XLSX_CONTENT_TYPE, bytes: result.bytes };
}
