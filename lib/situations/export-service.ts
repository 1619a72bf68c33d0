import 'server-only';
import type { DbOrTx } from '@/db/client';
import { runXlsxWorker } from '@/lib/excel/run-worker';
import { safeFileName } from '@/lib/files/file-name';
import { formatDate } from '@/lib/format';
import { AppError } from '@/lib/http/errors';
import { situationExportMessages, situationExportTexts as T } from '@/lib/i18n/situation-export';
import { PdfBuilder, type PdfColumn, type PdfRow } from '@/lib/pdf';
import { numberCell, XLSX_CONTENT_TYPE } from '@/lib/project-items/export-service';
import { situationExportData, type SituationExportData, type SituationExportHeader } from './export-data';

/**
 * GET /api/ProjectSituations/{id}/Export?contractorId=&format=xlsx|pdf (issue 11 "Situation
 * export"): one contractor's privremena situacija, the rows of export-data.ts in two layouts.
 * The .xlsx: a header block, the lines (numbers as numeric cells with number formats, groups as
 * their own rows), the totals, the recapitulation by top-level group and the grand total. The
 * PDF (lib/pdf, landscape A4): the same, and the signature places; laid out in the PDF worker
 * (lib/pdf/run-worker.ts: the event loop stays free, 503 after PDF_TIMEOUT_MS), at most
 * situationPdfMaxRows() rows (413 with a pointer to the .xlsx).
 */
export type SituationExportFormat = 'xlsx' | 'pdf';

export type SituationExportFile = { fileName: string; contentType: string; bytes: Uint8Array };

const C = T.columns;

/** The line table's columns, shared by both layouts (the xlsx's number formats and widths beside). */
const COLUMNS: ReadonlyArray<PdfColumn & { format: string | null; wch: number }> = [
  { header: C.ordinal, width: 5, format: null, wch: 9 },
  { header: C.description, width: 27, format: null, wch: 50 },
  { header: C.unit, width: 4, format: null, wch: 8 },
  { header: C.contractedQuantity, width: 8, kind: 'quantity', format: '#,##0.00####', wch: 14 },
  { header: C.unitPrice, width: 8, kind: 'money', format: '#,##0.00####', wch: 14 },
  { header: C.contractedAmount, width: 9, kind: 'money', format: '#,##0.00', wch: 16 },
  { header: C.previousQuantity, width: 8, kind: 'quantity', format: '#,##0.00####', wch: 14 },
  { header: C.periodQuantity, width: 8, kind: 'quantity', format: '#,##0.00####', wch: 14 },
  { header: C.periodAmount, width: 9, kind: 'money', format: '#,##0.00', wch: 16 },
  { header: C.cumulativeQuantity, width: 8, kind: 'quantity', format: '#,##0.00####', wch: 14 },
  { header: C.cumulativeAmount, width: 9, kind: 'money', format: '#,##0.00', wch: 16 },
];
/** Where the amounts sit in a line row (the totals and the recapitulation use the same columns). */
const AT = { contracted: 5, period: 8, cumulative: 10 } as const;

type Cell = string | number | null;

function headerLines(h: SituationExportHeader): [string, string][] {
  return [
    [T.project, h.projectCode ? `${h.projectCode} – ${h.projectName}` : h.projectName],
    [T.investor, h.investor ?? ''],
    [T.contractor, h.contractorName],
    [T.period, T.periodRange(formatDate(h.activeFrom), formatDate(h.activeTo))],
    [T.situationNumber, String(h.number)],
    [T.situationName, h.name],
    ...(h.description ? [[T.description, h.description] as [string, string]] : []),
  ];
}

/** A row of 11 cells with the amounts in their columns, `text` in the description column. */
function amountsRow(ordinal: string, text: string, amounts: { contracted: Cell; period: Cell; cumulative: Cell }): Cell[] {
  const row: Cell[] = COLUMNS.map(() => null);
  row[0] = ordinal || null;
  row[1] = text;
  row[AT.contracted] = amounts.contracted;
  row[AT.period] = amounts.period;
  row[AT.cumulative] = amounts.cumulative;
  return row;
}

/** The document's rows as cells; `value` turns a decimal string into the layout's cell. */
function tableRows(data: SituationExportData, value: (decimal: string) => Cell) {
  const lines = data.rows.map((r) =>
    r.kind === 'group'
      ? { group: true, cells: amountsRow(r.ordinal, r.name, { contracted: null, period: null, cumulative: null }) }
      : {
          group: false,
          cells: [
            r.ordinal,
            r.name,
            r.unit,
            value(r.quantity),
            value(r.unitPrice),
            value(r.contractedAmount),
            value(r.previousQuantity),
            value(r.periodQuantity),
            value(r.periodAmount),
            value(r.cumulativeQuantity),
            value(r.cumulativeAmount),
          ] as Cell[],
        },
  );
  const t = data.totals;
  const total = amountsRow('', T.total, { contracted: value(t.contractedAmount), period: value(t.periodAmount), cumulative: value(t.cumulativeAmount) });
  const recap = data.recapitulation.map((g) =>
    amountsRow(g.ordinal, g.name, { contracted: value(g.contractedAmount), period: value(g.periodAmount), cumulative: value(g.cumulativeAmount) }),
  );
  const grandTotal = amountsRow('', T.grandTotal, { contracted: value(t.contractedAmount), period: value(t.periodAmount), cumulative: value(t.cumulativeAmount) });
  return { lines, total, recap, grandTotal };
}

/** The recapitulation's header row: the group, then the amounts' headers in their columns. */
function recapHeader(): Cell[] {
  return amountsRow(C.ordinal, T.recapGroup, { contracted: C.contractedAmount, period: C.periodAmount, cumulative: C.cumulativeAmount });
}

async function toXlsx(data: SituationExportData): Promise<Uint8Array> {
  const { lines, total, recap, grandTotal } = tableRows(data, numberCell);
  const rows: Cell[][] = [
    ...headerLines(data.header).map(([label, text]) => [`${label}: ${text}`]),
    [],
    COLUMNS.map((c) => c.header),
    ...lines.map((l) => l.cells),
    total,
    [],
    [T.recapitulation],
    recapHeader(),
    ...recap,
    grandTotal,
    [],
    [T.netNote],
  ];
  const result = await runXlsxWorker({
    kind: 'write',
    sheetName: T.sheetName,
    startRow: 1,
    // The title; the empty cells make the sheet's range as wide as the table (the worker's !ref).
    header: COLUMNS.map((_, i) => (i === 0 ? T.title(data.header.number) : '')),
    rows,
    formats: COLUMNS.map((c) => c.format),
    widths: COLUMNS.map((c) => c.wch),
  });
  if (!result.ok) throw new Error(`situation export failed: ${result.detail ?? result.code}`);
  return result.bytes;
}

/**
 * The most rows (lines and groups) a situation PDF is made of: 20,000, about 1,000 landscape pages
 * (SITUATION_PDF_MAX_ROWS overrides it). The largest contractor has 11,110 and its PDF
 * takes seconds of a worker's CPU; a longer one answers 413 pointing to the .xlsx, which has no
 * such limit.
 */
export const DEFAULT_SITUATION_PDF_MAX_ROWS = 20_000;

export function situationPdfMaxRows(): number {
  const value = Number(process.env.SITUATION_PDF_MAX_ROWS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_SITUATION_PDF_MAX_ROWS;
}

async function toPdf(data: SituationExportData): Promise<Uint8Array> {
  const max = situationPdfMaxRows();
  if (data.rows.length > max) throw new AppError(413, situationExportMessages.situationPdfTooLarge(data.rows.length, max));
  const title = T.title(data.header.number);
  const pdf = new PdfBuilder({ title, subject: data.header.projectName, layout: 'landscape' });
  pdf.header({ title, lines: headerLines(data.header) });
  const { lines, total, recap, grandTotal } = tableRows(data, (decimal) => decimal);
  pdf.table({
    columns: COLUMNS,
    rows: lines.map((l): PdfRow => (l.group ? { cells: l.cells, bold: true } : l.cells)),
    footer: [total],
  });
  pdf.heading(T.recapitulation);
  // The recapitulation's own narrower table: ordinal, group and the three amounts.
  const keep = [0, 1, AT.contracted, AT.period, AT.cumulative];
  const pick = (cells: Cell[]) => keep.map((i) => cells[i]);
  const recapColumns = keep.map((i) => (i === 1 ? { ...COLUMNS[i], header: T.recapGroup, width: 40 } : { ...COLUMNS[i], width: i === 0 ? 6 : 12 }));
  pdf.table({ columns: recapColumns, rows: recap.map(pick), footer: [pick(grandTotal)] });
  pdf.paragraph(T.netNote);
  pdf.space(18);
  pdf.signatures(T.signatures);
  const buffer = await pdf.toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

export async function exportSituation(db: DbOrTx, situationId: number, contractorId: number, format: SituationExportFormat): Promise<SituationExportFile> {
  const data = await situationExportData(db, situationId, contractorId);
  const h = data.header;
  // A slash in a code or name is not a path: safeFileName would keep only what follows it.
  const part = (text: string) => text.replace(/[\\/]/g, '-');
  const name = safeFileName(`${T.fileName(h.number, part(h.projectCode || h.projectName), part(h.contractorName))}.${format}`);
  if (format === 'pdf') return { fileName: name, contentType: 'application/pdf', bytes: await toPdf(data) };
  return { fileName: name, contentType: XLSX_CONTENT_TYPE, bytes: await toXlsx(data) };
}
