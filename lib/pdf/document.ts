import 'server-only';
import PDFDocument from 'pdfkit';
import { formatMoney, formatNumber, formatQuantity } from '@/lib/format';
import { PDF_FONTS, assertPdfFonts } from './fonts';
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
 */

/** Points: 1 mm = 72 / 25.4 pt. */
export const mm = (value: number) => (value * 72) / 25.4;

const SIZE = { title: 14, subtitle: 10, heading: 11, body: 9, table: 8, footer: 7.5 } as const;
const GREY = { rule: '#999999', light: '#cccccc', fill: '#eeeeee', text: '#000000', muted: '#555555' } as const;
const CELL_PAD_X = 3;
const CELL_PAD_Y = 2.5;
/**
 * Fonts are selected by their file path, the key pdfkit caches an opened font under. (A name
 * given with registerFont() for the same file as the document's first font is never cached:
 * pdfkit finds it equal to that font and then parses the file again on every switch.)
 */
const FONT = PDF_FONTS;

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

export class PdfBuilder {
  private readonly doc: PDFKit.PDFDocument;
  private readonly margin: number;
  private readonly done: Promise<Buffer>;
  private finished = false;

  constructor(options: PdfOptions) {
    assertPdfFonts();
    this.margin = options.margin ?? mm(15);
    this.doc = new PDFDocument({
      size: 'A4',
      layout: options.layout ?? 'portrait',
      margin: this.margin,
      bufferPages: true,
      // The embedded font from the start: pdfkit would otherwise load the built-in Helvetica.
      font: PDF_FONTS.regular,
      // pdfkit's file id needs CreationDate once `info` is given.
      info: {
        Title: options.title,
        ...(options.author ? { Author: options.author } : {}),
        ...(options.subject ? { Subject: options.subject } : {}),
        Creator: pdfTexts.creator,
        Producer: pdfTexts.creator,
        CreationDate: new Date(),
      },
      displayTitle: true,
      lang: 'hr-HR',
    });
    this.doc.font(FONT.regular).fontSize(SIZE.body).fillColor(GREY.text);

    const chunks: Buffer[] = [];
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  /** Width between the left and right margins. */
  get contentWidth(): number {
    return this.doc.page.width - 2 * this.margin;
  }

  private get left(): number {
    return this.margin;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Vertical space in points (default half a line); a new page when it does not fit. */
  space(points = SIZE.body * 0.6): this {
    if (this.doc.y + points > this.bottom) this.doc.addPage();
    else this.doc.y += points;
    return this;
  }

  header(header: PdfHeader): this {
    const doc = this.doc;
    doc.font(FONT.bold).fontSize(SIZE.title).text(header.title, this.left, doc.y, { width: this.contentWidth });
    if (header.subtitle) doc.font(FONT.regular).fontSize(SIZE.subtitle).text(header.subtitle, { width: this.contentWidth });
    const lines = header.lines ?? [];
    if (lines.length) {
      this.space(SIZE.body * 0.8);
      doc.fontSize(SIZE.body);
      doc.font(FONT.bold);
      const labelWidth = Math.min(this.contentWidth / 3, Math.max(...lines.map(([label]) => doc.widthOfString(`${label}:`))) + 8);
      const valueWidth = this.contentWidth - labelWidth;
      for (const [label, value] of lines) {
        doc.font(FONT.regular);
        const height = Math.max(doc.heightOfString(value || ' ', { width: valueWidth }), doc.currentLineHeight(true));
        if (doc.y + height > this.bottom) doc.addPage();
        const y = doc.y;
        doc.font(FONT.bold).text(`${label}:`, this.left, y, { width: labelWidth, lineBreak: false });
        doc.font(FONT.regular).text(value || ' ', this.left + labelWidth, y, { width: valueWidth });
        doc.y = y + height;
      }
    }
    doc.font(FONT.regular).fontSize(SIZE.body);
    doc.x = this.left;
    return this.space(SIZE.body);
  }

  /** A bold section heading, kept on the page of what follows it (at least ~3 lines). */
  heading(text: string): this {
    const doc = this.doc;
    doc.font(FONT.bold).fontSize(SIZE.heading);
    const height = doc.heightOfString(text, { width: this.contentWidth });
    if (doc.y + height + 3 * SIZE.table * 1.6 > this.bottom) doc.addPage();
    doc.text(text, this.left, doc.y, { width: this.contentWidth });
    doc.font(FONT.regular).fontSize(SIZE.body);
    return this.space(SIZE.body * 0.4);
  }

  paragraph(text: string, options: { bold?: boolean; align?: 'left' | 'center' | 'right' | 'justify' } = {}): this {
    const doc = this.doc;
    doc.font(options.bold ? FONT.bold : FONT.regular).fontSize(SIZE.body);
    doc.text(text, this.left, doc.y, { width: this.contentWidth, align: options.align ?? 'left' });
    doc.font(FONT.regular);
    return this;
  }

  /** A table across the content width; its header row is drawn again at the top of each new page. */
  table(table: PdfTable): this {
    const doc = this.doc;
    const { columns } = table;
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.contentWidth);
    const xs = widths.map((_, i) => this.left + widths.slice(0, i).reduce((a, b) => a + b, 0));

    const normal = (row: PdfRow, footer: boolean): NormalRow => {
      const plain = Array.isArray(row) ? { cells: row as ReadonlyArray<PdfCell> } : (row as Exclude<PdfRow, ReadonlyArray<PdfCell>>);
      const cells = columns.map((column, i) => formatCell(column, plain.cells[i]));
      return { cells, bold: footer || Boolean('bold' in plain && plain.bold), fill: footer || Boolean('fill' in plain && plain.fill) };
    };
    const head: NormalRow = { cells: columns.map((c) => c.header), bold: true, fill: true };
    // A cell that fits on one line is measured by its width only: line breaking is what costs.
    const fitsOneLine = (text: string, i: number) => !text.includes('\n') && doc.widthOfString(text) <= widths[i] - 2 * CELL_PAD_X;
    const measure = (row: NormalRow) => {
      doc.font(row.bold ? FONT.bold : FONT.regular).fontSize(SIZE.table);
      const lineHeight = doc.currentLineHeight(true);
      const heights = row.cells.map((text, i) => (fitsOneLine(text, i) ? lineHeight : doc.heightOfString(text, { width: widths[i] - 2 * CELL_PAD_X })));
      return Math.max(...heights) + 2 * CELL_PAD_Y;
    };
    const headHeight = measure(head);
    // A row never runs past one page: a cell longer than a whole page is cut with an ellipsis.
    const maxHeight = this.bottom - this.doc.page.margins.top - headHeight;
    const heightOf = (row: NormalRow) => Math.min(measure(row), maxHeight);
    const draw = (row: NormalRow, height: number, header = false) => {
      const y = doc.y;
      if (row.fill || header) doc.rect(this.left, y, this.contentWidth, height).fill(GREY.fill).fillColor(GREY.text);
      doc.font(row.bold || header ? FONT.bold : FONT.regular).fontSize(SIZE.table);
      row.cells.forEach((text, i) => {
        if (!text) return;
        const align = header ? (alignOf(columns[i]) === 'right' ? 'right' : 'left') : alignOf(columns[i]);
        const width = widths[i] - 2 * CELL_PAD_X;
        if (fitsOneLine(text, i)) doc.text(text, xs[i] + CELL_PAD_X, y + CELL_PAD_Y, { width, align, lineBreak: false });
        else doc.text(text, xs[i] + CELL_PAD_X, y + CELL_PAD_Y, { width, height: height - 2 * CELL_PAD_Y, ellipsis: true, align });
      });
      doc
        .moveTo(this.left, y + height)
        .lineTo(this.left + this.contentWidth, y + height)
        .lineWidth(header ? 0.8 : 0.4)
        .strokeColor(header ? GREY.rule : GREY.light)
        .stroke();
      doc.x = this.left;
      doc.y = y + height;
    };

    const drawHead = () => {
      doc.moveTo(this.left, doc.y).lineTo(this.left + this.contentWidth, doc.y).lineWidth(0.8).strokeColor(GREY.rule).stroke();
      draw(head, headHeight, true);
    };

    const body = table.rows.map((row) => normal(row, false));
    const footer = (table.footer ?? []).map((row) => normal(row, true));
    const all = [...body, ...footer];
    const heights = all.map(heightOf);
    const footerHeight = heights.slice(body.length).reduce((a, b) => a + b, 0);

    if (doc.y + headHeight + (heights[0] ?? 0) > this.bottom) doc.addPage();
    drawHead();
    all.forEach((row, i) => {
      // The last body row goes to the next page together with the footer (the totals).
      const keep = i === body.length - 1 ? footerHeight : 0;
      const fitsOnEmptyPage = this.doc.page.margins.top + headHeight + heights[i] + keep <= this.bottom;
      if (doc.y + heights[i] + (fitsOnEmptyPage ? keep : 0) > this.bottom) {
        doc.addPage();
        drawHead();
      }
      draw(row, heights[i]);
    });
    doc.font(FONT.regular).fontSize(SIZE.body);
    return this.space(SIZE.body);
  }

  /**
   * Signature places side by side ("Investitor", "Izvođač", "Nadzorni inženjer"): the label, room
   * to sign and a line; kept together on one page.
   */
  signatures(labels: ReadonlyArray<string>, options: { room?: number } = {}): this {
    const doc = this.doc;
    if (!labels.length) return this;
    const gap = mm(10);
    const width = (this.contentWidth - gap * (labels.length - 1)) / labels.length;
    doc.font(FONT.regular).fontSize(SIZE.body);
    const labelHeight = Math.max(...labels.map((label) => doc.heightOfString(label, { width })));
    const room = options.room ?? mm(15);
    if (doc.y + labelHeight + room + 2 > this.bottom) doc.addPage();
    const y = doc.y;
    labels.forEach((label, i) => {
      const x = this.left + i * (width + gap);
      doc.text(label, x, y, { width, align: 'center' });
      const lineY = y + labelHeight + room;
      doc.moveTo(x, lineY).lineTo(x + width, lineY).lineWidth(0.5).strokeColor(GREY.text).stroke();
    });
    doc.x = this.left;
    doc.y = y + labelHeight + room + 2;
    return this.space(SIZE.body);
  }

  /** Ends the document (page numbers on every page) and gives its bytes. */
  toBuffer(): Promise<Buffer> {
    if (!this.finished) {
      this.finished = true;
      this.numberPages();
      this.doc.end();
    }
    return this.done;
  }

  private numberPages() {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const { margins } = doc.page;
      const bottomMargin = margins.bottom;
      // Writing into the bottom margin: without this pdfkit would start a new page.
      margins.bottom = 0;
      doc
        .font(FONT.regular)
        .fontSize(SIZE.footer)
        .fillColor(GREY.muted)
        .text(pdfTexts.pageOf(i - range.start + 1, range.count), this.left, doc.page.height - bottomMargin / 2 - SIZE.footer / 2, {
          width: this.contentWidth,
          align: 'right',
          lineBreak: false,
        });
      margins.bottom = bottomMargin;
    }
    doc.fillColor(GREY.text);
  }
}
