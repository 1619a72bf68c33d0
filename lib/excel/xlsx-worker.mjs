/**
 * The SheetJS work of the Excel import and export, run in a worker_threads Worker (see
 * run-worker.ts) so that a large or hostile workbook can neither block the server's event loop
 * nor take its memory: the caller gives it a time limit and resourceLimits and terminates it.
 *
 * Plain JavaScript on purpose: Node runs it as is (tests, scripts) and the production build
 * bundles it as a worker entry (new Worker(new URL(...)) in run-worker.ts). It only reads and
 * writes cells; every rule about their meaning lives in TypeScript on the main thread.
 *
 * Messages:
 *   { kind: 'read', bytes, sheetName, startRow, endRow, columns, maxRows }
 *     bytes: the parts the import needs, taken out of the upload within the zip limits
 *     (workbook-parts.ts); sheetName: the sheet's exact name.
 *     -> { ok: true, sheetName, rows: [{ row, cells: [number | string | boolean | { error } | null] }], more }
 *        (rows with a value in a read column only; at most maxRows rows of the range), in
 *        batches: while `more`, the caller sends { kind: 'more' } for the next one
 *     -> { ok: false, code: 'sheetMissing' | 'unreadable' }
 *     -> { ok: false, code: 'tooManyRows', row } (a value in the row after the first maxRows)
 *   { kind: 'write', sheetName, startRow, header, rows, formats, widths }
 *     -> { ok: true, bytes }
 */
import { parentPort } from 'node:worker_threads';
import * as XLSX from 'xlsx';

function read({ bytes, sheetName, startRow, endRow, columns, maxRows }) {
  // At most maxRows rows of the range are parsed, and one more to tell whether the data goes on:
  // rows past that are never even parsed.
  const lastRow = Math.min(endRow, startRow + maxRows);
  let book;
  try {
    book = XLSX.read(bytes, {
      type: 'array',
      sheets: [sheetName],
      sheetRows: lastRow,
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellNF: false,
      cellStyles: false,
      cellDates: false,
      cellText: false,
    });
  } catch {
    return { ok: false, code: 'unreadable' };
  }
  if (!book.SheetNames.includes(sheetName)) return { ok: false, code: 'sheetMissing' };
  const rows = [];
  const data = book.Sheets[sheetName]?.['!data'] ?? [];
  // The declared range clamped to the rows the sheet uses.
  const last = Math.min(lastRow, data.length);
  for (let r = startRow; r <= last; r++) {
    const line = data[r - 1];
    if (!line) continue;
    let any = false;
    // Compact cells (the main thread deserialises them): a number for a numeric cell, a string
    // for text, a boolean, or { error } for an error cell such as #N/A.
    const cells = columns.map((c) => {
      const cell = line[c - 1];
      if (!cell || cell.t === 'z' || cell.v === undefined || cell.v === null || cell.v === '') return null;
      any = true;
      if (cell.t === 'e') return { error: cell.w ?? '#ERR' };
      if (cell.t === 'd') return cell.v.toISOString();
      return cell.v;
    });
    if (!any) continue;
    if (r - startRow >= maxRows) return { ok: false, code: 'tooManyRows', row: r };
    rows.push({ row: r, cells });
  }
  return { ok: true, sheetName, rows };
}

function write({ sheetName, startRow, header, rows, formats, widths }) {
  const data = [];
  for (let r = 1; r < startRow; r++) data.push([]);
  data.push(header.map((h) => (h ? { t: 's', v: h } : undefined)));
  for (const values of rows) {
    data.push(
      values.map((v, c) => {
        // Empty cells are holes: SheetJS's writer skips undefined, not null.
        if (v === null || v === undefined || v === '') return undefined;
        if (typeof v === 'number') return formats[c] ? { t: 'n', v, z: formats[c] } : { t: 'n', v };
        return { t: 's', v: String(v) };
      }),
    );
  }
  const sheet = { '!data': data };
  const lastColumn = Math.max(header.length, 1) - 1;
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: Math.max(data.length - 1, 0), c: lastColumn } });
  sheet['!cols'] = widths.map((wch) => ({ wch }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
  // A copy on its own ArrayBuffer (a Buffer may share a pool), transferred without another copy.
  return { ok: true, bytes: new Uint8Array(bytes) };
}

/**
 * The rows of a read go back in messages of ROWS_PER_MESSAGE, the next one when the main thread
 * asks for it ({ kind: 'more' }): it deserialises one batch per turn of its event loop instead
 * of 20,000 rows at once.
 */
const ROWS_PER_MESSAGE = 2000;
let unsent = [];
let readSheetName = '';

function sendRows() {
  const rows = unsent.splice(0, ROWS_PER_MESSAGE);
  parentPort.postMessage({ ok: true, sheetName: readSheetName, rows, more: unsent.length > 0 });
}

parentPort.on('message', (message) => {
  if (message.kind === 'more') return sendRows();
  let result;
  try {
    result = message.kind === 'write' ? write(message) : read(message);
  } catch (err) {
    result = { ok: false, code: 'unreadable', detail: String(err?.message ?? err) };
  }
  if (result.ok && result.rows) {
    unsent = result.rows;
    readSheetName = result.sheetName;
    return sendRows();
  }
  const transfer = result.ok && result.bytes ? [result.bytes.buffer] : [];
  parentPort.postMessage(result, transfer);
});
