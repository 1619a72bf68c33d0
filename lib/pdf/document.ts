import 'server-only';
import { formatMoney, formatNumber, formatQuantity } from '@/lib/format';
import { PDF_FONTS, assertPdfFonts } from './fonts';
import { runPdfWorker } from './run-worker';
import { pdfTexts } from '@/lib/i18n/pdf';

/**
 * A small builder of printable Croatian documents (situations, reports) on pdfkit: A4, the
 * embedded DejaVu font (regular and bold), a header block, headings, paragraphs, tables whose
 * header row repeats on every page and whose long cells wrap, and "Stranica X od Y" on every page.
 * Server-only (route handlers); the result is a Buffer, pdfResponse() in ./response sends it.
 *
 *   const pdf = new PdfBuilder({ title: 'Privremena situacija br. 3', layout: 'landscape' });
 *   pdf.header({ title: 'Privremena situacija br. 3', lines: [['Projekt', 'Vila Ana'], ...] });
 *   pdf.table({ columns: [...], rows: [...] });
 *   return pdfResponse(await pdf.toBuffer(), 'Situacija 3.pdf');
 *
 * Numeric cells are formatted here with lib/format (Croatian "1.234,56"), by the column's kind.
 *
 * The layout runs off the main thread: the builder records its calls as plain data, toBuffer()
 * formats the tables' cells a few hundred rows per turn of the event loop and the PDF worker
 * (run-worker.ts -> pdf-worker.mjs -> layout.mjs, pdfkit) lays them out and returns the bytes.
 * A 10,000-row table is seconds of CPU (pdfkit shapes every distinct word with fontkit); on the
 * main thread every other request of every user waited that long. Limits: PDF_TIMEOUT_MS
 * (default 60 s, then a Croatian 503), PDF_WORKER_MAX_MB (512). A module whose documents can
 * grow without bound caps their rows itself (the situation PDF: 20,000, then 413 and the .xlsx).
 */

/** Points: 1 mm = 72 / 25.4 pt. */
export const mm = (value: number) => (value * 72) / 25.4;


export type PdfLayout = 'portrait' | 'landscape';

export type PdfOptions = {
  /** The document's title in its metadata (what a viewer shows in its title bar). */
  title: string;
  author?: string;
  subject?: string;
  layout?: PdfLayout;
  /** Page margins in points (default 15 mm on every side, the footer sits in the bottom one). */
  margin?: number;
};

/** The header block: a bold title, an optional subtitle and "label: value" lines. */
export type PdfHeader = {
  title: string;
  subtitle?: string;
  lines?: ReadonlyArray<readonly [label: string, value: string]>;
};

/**
 * How a column shows its cells: 'text' as given; 'money' with 2 decimals; 'quantity' with up to
 * 6 decimals, trailing zeros trimmed; 'number' with `decimals` fixed decimals. Numeric kinds
 * are right-aligned unless `align` says otherwise.
 */
export type PdfColumnKind = 'text' | 'money' | 'quantity' | 'number';

export type PdfColumn = {
  header: string;
  /** Relative width: the table's widths are scaled to fill the width between the margins. */
  width: number;
  kind?: PdfColumnKind;
  decimals?: number;
  align?: 'left' | 'center' | 'right';
};

/** A cell: text, or a number / decimal string that the column's kind formats ('' when empty). */
export type PdfCell = string | number | null | undefined;

export type PdfRow = ReadonlyArray<PdfCell> | { cells: ReadonlyArray<PdfCell>; bold?: boolean; fill?: boolean };

export type PdfTable = {
  columns: ReadonlyArray<PdfColumn>;
  rows: ReadonlyArray<PdfRow>;
  /** Rows after the body (totals), bold and on a grey ground, kept together with the last row. */
  footer?: ReadonlyArray<PdfRow>;
};

type NormalRow = { cells: string[]; bold: boolean; fill: boolean };

/** The text of a cell as its column shows it. */
export function formatCell(column: PdfColumn, value: PdfCell): string {
  if (value == null || value === '') return '';
  switch (column.kind ?? 'text') {
    case 'money':
      return formatMoney(value);
    case 'quantity':
      return formatQuantity(value);
    case 'number':
      return formatNumber(value, column.decimals ?? 0);
    default:
      return String(value);
  }
}

function alignOf(column: PdfColumn): 'left' | 'center' | 'right' {
  return column.align ?? ((column.kind ?? 'text') === 'text' ? 'left' : 'right');
}

/** A4 in points (pdfkit's size), the width along the page for each layout. */
const A4 = { portrait: 595.28, landscape: 841.89 } as const;
/** Rows formatted per turn of the event loop in toBuffer() (lib/format costs ~µs per cell). */
const FORMAT_CHUNK = 500;

/** What the builder records; the worker's layout.mjs replays it. */
type Op =
  | { op: 'header'; header: PdfHeader }
  | { op: 'heading'; text: string }
  | { op: 'paragraph'; text: string; options: { bold?: boolean; align?: 'left' | 'center' | 'right' | 'justify' } }
  | { op: 'space'; points?: number }
  | { op: 'pageBreak' }
  | { op: 'signatures'; labels: string[]; options: { room?: number } }
  | { op: 'table'; table: PdfTable };

type TableJob = {
  op: 'table';
  columns: { width: number; align: 'left' | 'center' | 'right' }[];
  head: string[];
  rows: NormalRow[];
  footer: NormalRow[];
};

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A table's rows as the worker gets them: formatted cells, FORMAT_CHUNK rows per turn. */
async function tableJob(table: PdfTable): Promise<TableJob> {
  const { columns } = table;
  const normal = (row: PdfRow, footer: boolean): NormalRow => {
    const plain = Array.isArray(row) ? { cells: row as ReadonlyArray<PdfCell> } : (row as Exclude<PdfRow, ReadonlyArray<PdfCell>>);
    const cells = columns.map((column, i) => formatCell(column, plain.cells[i]));
    return { cells, bold: footer || Boolean('bold' in plain && plain.bold), fill: footer || Boolean('fill' in plain && plain.fill) };
  };
  const rows: NormalRow[] = [];
  for (let i = 0; i < table.rows.length; i++) {
    if (i > 0 && i % FORMAT_CHUNK === 0) await nextTurn();
    rows.push(normal(table.rows[i], false));
  }
  return {
    op: 'table',
    columns: columns.map((c) => ({ width: c.width, align: alignOf(c) })),
    head: columns.map((c) => c.header),
    rows,
    footer: (table.footer ?? []).map((row) => normal(row, true)),
  };
}

/**
 * The builder records the document's calls as plain data; toBuffer() formats the tables' cells
 * (a few hundred rows per turn of the event loop) and has the PDF worker (run-worker.ts) lay
 * them out with pdfkit on another thread (layout.mjs), under a time and a memory limit. So a
 * document of any length leaves the server's event loop free; a timeout is a Croatian 503.
 * The calls are the same as when pdfkit ran here; the rows given to table() are read when
 * toBuffer() runs (not copied before).
 */
export class PdfBuilder {
  private readonly options: PdfOptions;
  private readonly margin: number;
  private readonly ops: Op[] = [];
  private done: Promise<Buffer> | undefined;

  constructor(options: PdfOptions) {
    assertPdfFonts();
    this.options = options;
    this.margin = options.margin ?? mm(15);
  }

  /** Width between the left and right margins. */
  get contentWidth(): number {
    return A4[this.options.layout ?? 'portrait'] - 2 * this.margin;
  }

  private record(op: Op): this {
    if (this.done) throw new Error('PdfBuilder: the document is already finished (toBuffer)');
    this.ops.push(op);
    return this;
  }

  /** Vertical space in points (default half a line); a new page when it does not fit. */
  space(points?: number): this {
    return this.record({ op: 'space', points });
  }

  /** Starts a new page (e.g. one page per employee). */
  pageBreak(): this {
    return this.record({ op: 'pageBreak' });
  }

  /** The header block: a bold title, an optional subtitle and "label: value" lines. */
  header(header: PdfHeader): this {
    return this.record({ op: 'header', header: { title: header.title, subtitle: header.subtitle, lines: header.lines?.map(([l, v]) => [l, v] as const) } });
  }

  /** A bold section heading, kept on the page of what follows it (at least ~3 lines). */
  heading(text: string): this {
    return this.record({ op: 'heading', text });
  }

  paragraph(text: string, options: { bold?: boolean; align?: 'left' | 'center' | 'right' | 'justify' } = {}): this {
    return this.record({ op: 'paragraph', text, options: { bold: options.bold, align: options.align } });
  }

  /**
   * A table across the content width; its header row is drawn again at the top of each new
   * page, a cell that does not fit on one line wraps, a cell longer than a page is cut with "…".
   */
  table(table: PdfTable): this {
    return this.record({ op: 'table', table });
  }

  /**
   * Signature places side by side ("Investitor", "Izvođač", "Nadzorni inženjer"): the label, room
   * to sign and a line; kept together on one page.
   */
  signatures(labels: ReadonlyArray<string>, options: { room?: number } = {}): this {
    return this.record({ op: 'signatures', labels: [...labels], options: { room: options.room } });
  }

  /**
   * Ends the document (page numbers on every page) and gives its bytes: laid out in the PDF
   * worker. Rejects with an AppError (503 on the time limit, PDF_TIMEOUT_MS; 500 on a failure).
   */
  toBuffer(limits: { timeoutMs?: number } = {}): Promise<Buffer> {
    this.done ??= this.render(limits);
    return this.done;
  }

  private async render(limits: { timeoutMs?: number }): Promise<Buffer> {
    const ops: unknown[] = [];
    for (const op of this.ops) ops.push(op.op === 'table' ? await tableJob(op.table) : op);
    const { title, author, subject, layout } = this.options;
    return runPdfWorker(
      {
        options: { title, author, subject, layout, margin: this.margin, creator: pdfTexts.creator, creationDate: new Date() },
        fonts: { ...PDF_FONTS },
        pageOf: pdfTexts.pageOfPattern,
        ops,
      },
      limits,
    );
  }
}
