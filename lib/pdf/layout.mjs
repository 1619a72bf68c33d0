/**
 * The layout of a PdfBuilder document on pdfkit, run in the PDF worker (pdf-worker.mjs): it
 * replays the builder's recorded calls (document.ts) — header, heading, paragraph, space, table
 * with already formatted cells, signatures — and gives the bytes. Plain JavaScript on purpose:
 * Node runs it as is in the worker (tests, scripts) and the production build bundles it with the
 * worker entry. Every rule about what a cell says (Croatian number formats) stays in TypeScript
 * on the main thread; here is only where things go on the page.
 *
 * Per row cost (a situation has 10,000+ rows): a cell's width is measured once per distinct
 * text and font (a Map), a cell that fits on one line is drawn without pdfkit's line wrapper
 * (x computed for its alignment), and only cells wider than their column are wrapped.
 */
import PDFDocument from 'pdfkit';

const SIZE = { title: 14, subtitle: 10, heading: 11, body: 9, table: 8, footer: 7.5 };
const GREY = { rule: '#999999', light: '#cccccc', fill: '#eeeeee', text: '#000000', muted: '#555555' };
const CELL_PAD_X = 3;
const CELL_PAD_Y = 2.5;
const mm = (value) => (value * 72) / 25.4;

/**
 * @param {{ options: { title: string, author?: string, subject?: string, layout?: 'portrait' | 'landscape', margin: number, creator: string, creationDate: Date },
 *   fonts: { regular: string, bold: string }, pageOf: string, ops: Array<Record<string, any>> }} doc
 * @returns {Promise<Buffer>}
 */
export function renderPdf({ options, fonts, pageOf, ops }) {
  const layout = new Layout(options, fonts, pageOf);
  for (const op of ops) {
    switch (op.op) {
      case 'header':
        layout.header(op.header);
        break;
      case 'heading':
        layout.heading(op.text);
        break;
      case 'paragraph':
        layout.paragraph(op.text, op.options);
        break;
      case 'space':
        layout.space(op.points);
        break;
      case 'pageBreak':
        layout.doc.addPage();
        break;
      case 'table':
        layout.table(op);
        break;
      case 'signatures':
        layout.signatures(op.labels, op.options);
        break;
      default:
        throw new Error(`pdf layout: unknown op ${op.op}`);
    }
  }
  return layout.end();
}

class Layout {
  constructor(options, fonts, pageOf) {
    this.margin = options.margin;
    this.FONT = fonts;
    this.pageOf = pageOf;
    this.doc = new PDFDocument({
      size: 'A4',
      layout: options.layout ?? 'portrait',
      margin: this.margin,
      bufferPages: true,
      // The embedded font from the start: pdfkit would otherwise load the built-in Helvetica.
      font: fonts.regular,
      // pdfkit's file id needs CreationDate once `info` is given.
      info: {
        Title: options.title,
        ...(options.author ? { Author: options.author } : {}),
        ...(options.subject ? { Subject: options.subject } : {}),
        Creator: options.creator,
        Producer: options.creator,
        CreationDate: options.creationDate,
      },
      displayTitle: true,
      lang: 'hr-HR',
    });
    this.doc.font(fonts.regular).fontSize(SIZE.body).fillColor(GREY.text);
    /** Widths of texts at the table's size, by font: the same units and amounts repeat. */
    this.widths = { [fonts.regular]: new Map(), [fonts.bold]: new Map() };
    const chunks = [];
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  get contentWidth() {
    return this.doc.page.width - 2 * this.margin;
  }

  get left() {
    return this.margin;
  }

  get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  space(points = SIZE.body * 0.6) {
    if (this.doc.y + points > this.bottom) this.doc.addPage();
    else this.doc.y += points;
  }

  header(header) {
    const { doc, FONT } = this;
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
    this.space(SIZE.body);
  }

  /** A bold section heading, kept on the page of what follows it (at least ~3 lines). */
  heading(text) {
    const { doc, FONT } = this;
    doc.font(FONT.bold).fontSize(SIZE.heading);
    const height = doc.heightOfString(text, { width: this.contentWidth });
    if (doc.y + height + 3 * SIZE.table * 1.6 > this.bottom) doc.addPage();
    doc.text(text, this.left, doc.y, { width: this.contentWidth });
    doc.font(FONT.regular).fontSize(SIZE.body);
    this.space(SIZE.body * 0.4);
  }

  paragraph(text, options = {}) {
    const { doc, FONT } = this;
    doc.font(options.bold ? FONT.bold : FONT.regular).fontSize(SIZE.body);
    doc.text(text, this.left, doc.y, { width: this.contentWidth, align: options.align ?? 'left' });
    doc.font(FONT.regular);
  }

  /** The width of `text` in `font` at the table's size (the font must be current), cached. */
  textWidth(font, text) {
    const cache = this.widths[font];
    let width = cache.get(text);
    if (width === undefined) {
      width = this.doc.widthOfString(text);
      cache.set(text, width);
    }
    return width;
  }

  /**
   * A table across the content width; its header row is drawn again at the top of each new page.
   * `columns`: relative widths and alignments; `head`, `rows`, `footer`: formatted cells.
   */
  table({ columns, head: headCells, rows, footer: footerRows }) {
    const { doc, FONT } = this;
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.contentWidth);
    const xs = [];
    let at = this.left;
    for (const w of widths) {
      xs.push(at);
      at += w;
    }
    const inner = widths.map((w) => w - 2 * CELL_PAD_X);
    const head = { cells: headCells, bold: true, fill: true };

    /**
     * A row's height and, per cell, the width of a cell that fits on one line (-1: it wraps).
     * Only a cell wider than its column is measured by pdfkit's line breaking.
     */
    const measure = (row) => {
      const font = row.bold ? FONT.bold : FONT.regular;
      doc.font(font).fontSize(SIZE.table);
      const lineHeight = doc.currentLineHeight(true);
      let height = lineHeight;
      const single = row.cells.map((text, i) => {
        if (!text) return 0;
        if (!text.includes('\n')) {
          const width = this.textWidth(font, text);
          if (width <= inner[i]) return width;
        }
        height = Math.max(height, doc.heightOfString(text, { width: inner[i] }));
        return -1;
      });
      return { height: height + 2 * CELL_PAD_Y, single };
    };
    const headLayout = measure(head);
    const headHeight = headLayout.height;
    // A row never runs past one page: a cell longer than a whole page is cut with an ellipsis.
    const maxHeight = this.bottom - doc.page.margins.top - headHeight;
    const layoutOf = (row) => {
      const measured = measure(row);
      measured.height = Math.min(measured.height, maxHeight);
      return measured;
    };
    const draw = (row, { height, single }, header = false) => {
      const y = doc.y;
      if (row.fill || header) doc.rect(this.left, y, this.contentWidth, height).fill(GREY.fill).fillColor(GREY.text);
      doc.font(row.bold || header ? FONT.bold : FONT.regular).fontSize(SIZE.table);
      row.cells.forEach((text, i) => {
        if (!text) return;
        const columnAlign = columns[i].align;
        const align = header ? (columnAlign === 'right' ? 'right' : 'left') : columnAlign;
        const width = single[i];
        if (width >= 0) {
          // One line, placed by its measured width: no line wrapper.
          const offset = align === 'right' ? inner[i] - width : align === 'center' ? (inner[i] - width) / 2 : 0;
          doc.text(text, xs[i] + CELL_PAD_X + offset, y + CELL_PAD_Y, { lineBreak: false });
        } else {
          doc.text(text, xs[i] + CELL_PAD_X, y + CELL_PAD_Y, { width: inner[i], height: height - 2 * CELL_PAD_Y, ellipsis: true, align });
        }
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
      draw(head, headLayout, true);
    };

    const footer = footerRows ?? [];
    const all = footer.length ? rows.concat(footer) : rows;
    const layouts = all.map(layoutOf);
    let footerHeight = 0;
    for (let i = rows.length; i < all.length; i++) footerHeight += layouts[i].height;

    if (doc.y + headHeight + (layouts[0]?.height ?? 0) > this.bottom) doc.addPage();
    drawHead();
    for (let i = 0; i < all.length; i++) {
      const height = layouts[i].height;
      // The last body row goes to the next page together with the footer (the totals).
      const keep = i === rows.length - 1 ? footerHeight : 0;
      const fitsOnEmptyPage = doc.page.margins.top + headHeight + height + keep <= this.bottom;
      if (doc.y + height + (fitsOnEmptyPage ? keep : 0) > this.bottom) {
        doc.addPage();
        drawHead();
      }
      draw(all[i], layouts[i]);
    }
    doc.font(FONT.regular).fontSize(SIZE.body);
    this.space(SIZE.body);
  }

  /** Signature places side by side: the label, room to sign and a line; kept together on one page. */
  signatures(labels, options = {}) {
    const { doc, FONT } = this;
    if (!labels.length) return;
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
    this.space(SIZE.body);
  }

  /** Page numbers on every page ("Stranica X od Y" from the pattern), then the bytes. */
  end() {
    const { doc, FONT } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const { margins } = doc.page;
      const bottomMargin = margins.bottom;
      // Writing into the bottom margin: without this pdfkit would start a new page.
      margins.bottom = 0;
      const label = this.pageOf.replace('{page}', String(i - range.start + 1)).replace('{pages}', String(range.count));
      doc
        .font(FONT.regular)
        .fontSize(SIZE.footer)
        .fillColor(GREY.muted)
        .text(label, this.left, doc.page.height - bottomMargin / 2 - SIZE.footer / 2, { width: this.contentWidth, align: 'right', lineBreak: false });
      margins.bottom = bottomMargin;
    }
    doc.fillColor(GREY.text);
    doc.end();
    return this.done;
  }
}
