import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { companies, employeeExpenses, employees, projects } from '@/db/schema';
import { runXlsxWorker, type RawRow } from '@/lib/excel/run-worker';
import { workbookPartsForImport } from '@/lib/excel/workbook-parts';
import { extensionOf } from '@/lib/files/file-name';
import { inflateLimit, verifiedContentType } from '@/lib/files/sniff';
import { fileTooLarge, formFile, readMultipart } from '@/lib/files/upload';
import { ZipLimitError } from '@/lib/files/zip';
import { fromScaled, toScaled } from '@/lib/format/decimal';
import { AppError, fieldError } from '@/lib/http/errors';
import { employeeExpenseMessages as M } from '@/lib/i18n/employee-expenses';
import { messages } from '@/lib/i18n/messages';
import { zodErrorsToFieldMap } from '@/lib/i18n/zod';
import { maxImportBytes, maxImportRows } from '@/lib/project-items/import-service';
import { companyMonthSchema, type CompanyMonth } from '@/lib/payroll/schemas';
import { AMOUNT_MAX_SCALED, codeKey, parseCsv, readLines, type LineError } from './parse';
import { monthScope } from './queries';
import type { ExpenseImportResult } from './schemas';

/**
 * POST /api/EmployeeExpenses (multipart CompanyId, Month, Year, EmployeeExpenses = the file,
 * Replace). `readExpenseImport` reads and checks everything BEFORE the write transaction opens
 * (upload limit 413, file type, zip limits, the xlsx in the worker, every line against the
 * employees and projects); `storeExpenseImport` then writes in the handler's transaction.
 *
 * Decisions (docs/payroll.md "Troškovi zaposlenika"):
 * - an employee belongs to the company when it is their first or second company
 *   (employees.company_id or company2_id), whatever their employment dates;
 * - project codes match trimmed and in any case; a code two projects share is an error;
 * - the same employee and project on several lines are SUMMED into one row (a file may list an
 *   employee's costs on a project line by line);
 * - any bad line refuses the whole file (400, every bad line with its number), nothing stored.
 */
export const FILE_FIELD = 'EmployeeExpenses';
/** Bad lines listed at most (then "... and N more"). */
export const MAX_LINE_ERRORS = 50;

export type ExpenseImportInput = CompanyMonth & {
  replace: boolean;
  rows: { employeeId: number; projectId: number; amount: string }[];
};

const fileError = (message: string) => new AppError(400, message, { [FILE_FIELD]: [message] });

function formValue(form: FormData, name: string): string | undefined {
  for (const [key, value] of form) if (key.toLowerCase() === name.toLowerCase() && typeof value === 'string') return value;
  return undefined;
}

export async function readExpenseImport(req: Request, db: Db): Promise<ExpenseImportInput> {
  const maxBytes = maxImportBytes();
  const form = await readMultipart(req, maxBytes, FILE_FIELD);
  const fields = companyMonthSchema.safeParse({
    companyId: formValue(form, 'CompanyId'),
    month: formValue(form, 'Month'),
    year: formValue(form, 'Year'),
  });
  if (!fields.success) throw new AppError(400, messages.validationFailed, zodErrorsToFieldMap(fields.error));
  const replace = formValue(form, 'Replace')?.trim().toLowerCase() === 'true';
  const file = await formFile(form.get(FILE_FIELD), FILE_FIELD);
  if (!file) throw fileError(M.fileRequired);
  if (file.bytes.byteLength > maxBytes) throw fileTooLarge(maxBytes, FILE_FIELD);

  const [company] = await db.select({ id: companies.id }).from(companies).where(sql`${companies.id} = ${fields.data.companyId}`);
  if (!company) throw fieldError('companyId', M.companyUnknown, messages.validationFailed);

  const rawRows = await fileRows(file.name, file.bytes);
  const rows = await resolveLines(db, fields.data.companyId, rawRows);
  return { ...fields.data, replace, rows };
}

/** The file's rows: CSV decoded here, .xlsx (its first sheet) read in the worker within every limit. */
async function fileRows(name: string, bytes: Buffer): Promise<RawRow[]> {
  const ext = extensionOf(name);
  if (ext !== 'csv' && ext !== 'xlsx') throw fileError(M.wrongType);
  try {
    await verifiedContentType(name, bytes, FILE_FIELD);
  } catch (err) {
    // A zip bomb keeps its own message; a .csv that is not text gets one that says so.
    if (ext === 'csv' && err instanceof AppError && err.message === messages.wrongFileType) throw fileError(M.notText);
    throw err;
  }
  const maxRows = maxImportRows();
  if (ext === 'csv') {
    const rows = parseCsv(new TextDecoder('utf-8').decode(bytes));
    // One more than the limit: a header row.
    if (rows.length > maxRows + 1) throw fileError(M.tooManyRows(maxRows));
    return rows;
  }
  let parts;
  try {
    parts = await workbookPartsForImport(bytes, null);
  } catch (err) {
    if (err instanceof ZipLimitError) throw inflateLimit(err.limit, FILE_FIELD);
    throw fileError(M.unreadable);
  }
  if (!parts.ok) throw fileError(M.unreadable);
  const result = await runXlsxWorker({
    kind: 'read',
    bytes: parts.bytes,
    sheetName: parts.sheetName,
    startRow: 1,
    endRow: 1_048_576,
    columns: [1, 2, 3, 4, 5, 6],
    maxRows: maxRows + 1,
  });
  if (!result.ok) throw fileError(result.code === 'tooManyRows' ? M.tooManyRows(maxRows) : M.unreadable);
  return result.rows;
}

/**
 * The lines with their employee and project: one query for the OIBs, one for the codes. Every
 * bad line is an error with its number; the pairs named twice are summed.
 */
async function resolveLines(db: Db, companyId: number, rawRows: RawRow[]): Promise<ExpenseImportInput['rows']> {
  const { lines, errors } = readLines(rawRows);
  const oibs = [...new Set(lines.map((l) => l.oib))];
  const codes = [...new Set(lines.map((l) => codeKey(l.projectCode)))];
  const [people, found] = await Promise.all([
    oibs.length
      ? db.select({ id: employees.id, oib: employees.oib, companyId: employees.companyId, company2Id: employees.company2Id }).from(employees).where(inArray(employees.oib, oibs))
      : [],
    codes.length
      ? db
          .select({ id: projects.id, key: sql<string>`lower(btrim(${projects.code}))` })
          .from(projects)
          .where(inArray(sql`lower(btrim(${projects.code}))`, codes))
      : [],
  ]);
  const byOib = new Map(people.map((p) => [p.oib, p]));
  const byCode = new Map<string, number[]>();
  // Postgres lower() and the 'hr' locale agree on the Croatian letters; the key is compared as Postgres made it.
  for (const p of found) byCode.set(codeKey(p.key), [...(byCode.get(codeKey(p.key)) ?? []), p.id]);

  const sums = new Map<string, { employeeId: number; projectId: number; scaled: bigint; row: number }>();
  for (const line of lines) {
    const person = byOib.get(line.oib);
    const projectIds = byCode.get(codeKey(line.projectCode)) ?? [];
    const lineErrors: string[] = [];
    if (!person) lineErrors.push(M.unknownOib(line.oib));
    else if (person.companyId !== companyId && person.company2Id !== companyId) lineErrors.push(M.notInCompany(line.oib));
    if (!projectIds.length) lineErrors.push(M.unknownProject(line.projectCode));
    else if (projectIds.length > 1) lineErrors.push(M.ambiguousProject(line.projectCode));
    if (lineErrors.length) {
      errors.push({ row: line.row, message: lineErrors.join('; ') });
      continue;
    }
    const key = `${person!.id}:${projectIds[0]}`;
    const sum = sums.get(key) ?? { employeeId: person!.id, projectId: projectIds[0], scaled: 0n, row: line.row };
    sum.scaled += toScaled(line.amount, 2);
    if (sum.scaled > AMOUNT_MAX_SCALED) errors.push({ row: line.row, message: M.amountTooLarge(fromScaled(sum.scaled, 2)) });
    sums.set(key, sum);
  }
  if (errors.length) throw lineErrors(errors);
  if (!sums.size) throw fileError(M.noRows);
  return [...sums.values()].map((s) => ({ employeeId: s.employeeId, projectId: s.projectId, amount: fromScaled(s.scaled, 2) }));
}

function lineErrors(errors: LineError[]): AppError {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  const texts = sorted.slice(0, MAX_LINE_ERRORS).map((e) => M.rowError(e.row, e.message));
  if (sorted.length > MAX_LINE_ERRORS) texts.push(M.moreErrors(sorted.length - MAX_LINE_ERRORS));
  return new AppError(400, texts[0], { [FILE_FIELD]: texts });
}

const INSERT_CHUNK = 1000;

/**
 * Stores the import in the handler's transaction. An advisory lock on the company's month makes
 * two imports of it run one after the other (the second sees the first's rows: 409, or replaces
 * them). Rows already there and no Replace: 409 { code: 'exists' }; with Replace the old rows are
 * deleted and the new inserted in the same transaction.
 */
export async function storeExpenseImport(tx: Tx, input: ExpenseImportInput): Promise<ExpenseImportResult> {
  const { companyId, year, month } = input;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`employee_expenses:${companyId}:${year}:${month}`}, 0))`);
  const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(employeeExpenses).where(monthScope(companyId, year, month));
  if (existing.n > 0) {
    if (!input.replace) throw new AppError(409, M.exists, undefined, 'exists');
    await tx.delete(employeeExpenses).where(monthScope(companyId, year, month));
  }
  for (let i = 0; i < input.rows.length; i += INSERT_CHUNK) {
    await tx.insert(employeeExpenses).values(input.rows.slice(i, i + INSERT_CHUNK).map((r) => ({ ...r, companyId, year, month })));
  }
  return { imported: input.rows.length };
}
