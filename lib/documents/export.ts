import 'server-only';
import type { DbOrTx } from '@/db/client';
import { runXlsxWorker } from '@/lib/excel/run-worker';
import { safeFileName } from '@/lib/files/file-name';
import { formatDate, formatMoney } from '@/lib/format';
import { notFound } from '@/lib/http/errors';
import { DOCUMENT_EXPORT_TEXTS as T } from '@/lib/i18n/documents';
import { messages } from '@/lib/i18n/messages';
import { PdfBuilder, type PdfColumn } from '@/lib/pdf';
import { numberCell, XLSX_CONTENT_TYPE } from '@/lib/project-items/export-service';
import { getDocument, listDocumentItems } from './queries';
import type { DocumentDto, DocumentItemDto } from './schemas';

/**
 * POST /api/Documents/ExportPDF and /ExportXLSX { id }: one document as a file — the header
 * (code, type, status, project, supplier, dates, receipt), the lines and the total. The spec
 * offers the menu on Orders only; the calls serve any type (the screens show the menu per §6).
 */
export type DocumentExportFile = { fileName: string; contentType: string; bytes: Uint8Array };

const C = T.columns;
const COLUMNS: ReadonlyArray<PdfColumn & { format: string | null; wch: number }> = [
  { header: C.ordinal, width: 4, format: null, wch: 7 },
  { header: C.name, width: 26, format: null, wch: 40 },
  { header: C.project, width: 14, format: null, wch: 24 },
  { header: C.unit, width: 5, format: null, wch: 8 },
  { header: C.quantity, width: 9, kind: 'quantity', format: '#,##0.00####', wch: 14 },
  { header: C.unitPrice, width: 10, kind: 'money', format: '#,##0.00####', wch: 16 },
  { header: C.totalPrice, width: 10, kind: 'money', format: '#,##0.00', wch: 16 },
  { header: C.comment, width: 16, format: null, wch: 30 },
];

function headerLines(d: DocumentDto): [string, string][] {
  const lines: [string, string | null][] = [
    [T.code, d.code],
    [T.type, d.documentType],
    [T.status, d.documentStatus],
    [T.createdDate, formatDate(d.createdDate)],
    [T.project, d.project],
    [T.destinationProject, d.destinationProject],
    [T.supplier, d.supplier],
    [T.deadlineDate, d.deadlineDate ? formatDate(d.deadlineDate) : null],
    [T.receiptCode, d.receiptCode],
    [T.receiptAmount, d.receiptAmount ? formatMoney(d.receiptAmount) : null],
    [T.currency, d.currency],
    [T.createdBy, d.createdBy],
    [T.comment, d.comment],
  ];
  return lines.filter((l): l is [string, string] => l[1] !== null && l[1] !== '');
}

type Cell = string | number | null;

function lineCells(items: DocumentItemDto[], value: (decimal: string | null) => Cell): Cell[][] {
  return items.map((it, i) => [String(i + 1), it.name, it.project, it.unitOfMeasurement, value(it.quantity), value(it.unitPrice), value(it.totalPrice), it.comment]);
}

const totalRow = (total: Cell): Cell[] => COLUMNS.map((_, i) => (i === 1 ? T.total : i === 6 ? total : null));

async function toPdf(doc: DocumentDto, items: DocumentItemDto[]): Promise<Uint8Array> {
  const title = `${doc.documentType} ${doc.code}`;
  const pdf = new PdfBuilder({ title, subject: doc.project ?? undefined, layout: 'landscape' });
  pdf.header({ title, lines: headerLines(doc) });
  pdf.table({ columns: COLUMNS, rows: lineCells(items, (v) => v), footer: [totalRow(doc.totalPrice)] });
  const buffer = await pdf.toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

async function toXlsx(doc: DocumentDto, items: DocumentItemDto[]): Promise<Uint8Array> {
  const rows: Cell[][] = [
    ...headerLines(doc).map(([label, text]) => [`${label}: ${text}`]),
    [],
    COLUMNS.map((c) => c.header),
    ...lineCells(items, numberCell),
    totalRow(numberCell(doc.totalPrice)),
  ];
  const result = await runXlsxWorker({
    kind: 'write',
    sheetName: T.sheetName,
    startRow: 1,
    header: COLUMNS.map((_, i) => (i === 0 ? `${doc.documentType} ${doc.code}` : '')),
    rows,
    formats: COLUMNS.map((c) => c.format),
    widths: COLUMNS.map((c) => c.wch),
  });
  if (!result.ok) throw new Error(`document export failed: ${result.detail ?? result.code}`);
  return result.bytes;
}

export async function exportDocument(db: DbOrTx, id: number, format: 'pdf' | 'xlsx'): Promise<DocumentExportFile> {
  const doc = await getDocument(db, id);
  if (!doc) throw notFound(messages.notFound);
  const items = await listDocumentItems(db, id);
  const fileName = safeFileName(`${doc.documentType} ${doc.code.replace(/[\\/]/g, '-')}.${format}`);
  if (format === 'pdf') return { fileName, contentType: 'application/pdf', bytes: await toPdf(doc, items) };
  return { fileName, contentType: XLSX_CONTENT_TYPE, bytes: await toXlsx(doc, items) };
}
