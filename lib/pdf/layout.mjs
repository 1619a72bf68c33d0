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
/** A GREY colour as the operands of `rg` / `RG` (for the raw operators of the table rows). */
const rgb = (hex) => [1, 3, 5].map((i) => num(parseInt(hex.slice(i, i + 2), 16) / 255)).join(' ');
const CELL_PAD_X = 3;
const CELL_PAD_Y = 2.5;
const mm = (value) => (value * 72) / 25.4;
/** A number in a content stream as pdfkit writes it (6 decimals at most). */
const num = (n) => Math.round(n * 1e6) / 1e6;

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
    /** TJ operators by pdfkit font id and text (runs()). */
    this.encodings = new Map();
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
    // A title and a subtitle that fit on one line (the usual case) go through runs(), without the line wrapper.
    const titled = (text, font, size) => {
      doc.font(font).fontSize(size);
      const y = doc.y;
      if (this.oneLine(text, this.left, y, this.contentWidth)) {
        doc.x = this.left;
        doc.y = y + doc.currentLineHeight(true);
      } else doc.text(text, this.left, y, { width: this.contentWidth });
    };
    titled(header.title, FONT.bold, SIZE.title);
    if (header.subtitle) titled(header.subtitle, FONT.regular, SIZE.subtitle);
    const lines = header.lines ?? [];
    if (lines.length) {
      this.space(SIZE.body * 0.8);
      doc.fontSize(SIZE.body);
      doc.font(FONT.bold);
      const labelWidth = Math.min(this.contentWidth / 3, Math.max(...lines.map(([label]) => doc.widthOfString(`${label}:`))) + 8);
      const valueWidth = this.contentWidth - labelWidth;
      for (const [label, value] of lines) {
        doc.font(FONT.regular);
        const text = value || ' ';
        const single = !text.includes('\n') && doc.widthOfString(text) <= valueWidth;
        const lineHeight = doc.currentLineHeight(true);
        const height = single ? lineHeight : Math.max(doc.heightOfString(text, { width: valueWidth }), lineHeight);
        if (doc.y + height > this.bottom) doc.addPage();
        const y = doc.y;
        doc.font(FONT.bold);
        if (!this.oneLine(`${label}:`, this.left, y, labelWidth)) doc.text(`${label}:`, this.left, y, { width: labelWidth, lineBreak: false });
        doc.font(FONT.regular);
        if (!single || !this.oneLine(text, this.left + labelWidth, y, valueWidth)) doc.text(text, this.left + labelWidth, y, { width: valueWidth });
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
   * Single-line texts in the current font and size, drawn as ONE text object: one save/restore,
   * one font selection and a `Tm` + `TJ` per text, instead of pdfkit's text() per text (its
   * options, line wrapper, save/restore and font selection every time: most of a page's cost).
   * The same operators as pdfkit's _fragment writes (baseline at the font's ascender, kerning
   * kept in the TJ array), the encoding cached per font and text. A text whose glyphs carry
   * offsets (combining marks) goes through pdfkit's text() instead.
   * @param {{ text: string, x: number, y: number }[]} items  x, y: the top left of the text
   */
  runs(items) {
    if (!items.length) return;
    const { doc } = this;
    const font = doc._font;
    const size = doc._fontSize;
    const pageHeight = doc.page.height;
    const dy = (font.ascender / 1000) * size;
    const slow = [];
    const parts = [];
    for (const { text, x, y } of items) {
      const tj = this.encoded(font, text);
      if (tj === null) {
        slow.push({ text, x, y });
        continue;
      }
      parts.push(`1 0 0 1 ${num(x)} ${num(pageHeight - y - dy)} Tm\n${tj}`);
    }
    if (parts.length) {
      if (doc.page.fonts[font.id] == null) doc.page.fonts[font.id] = font.ref();
      // pdfkit's save(), transform(1, 0, 0, -1, 0, h) (text space is bottom-up) and restore(), in one write.
      doc.addContent(`q\n1 0 0 -1 0 ${num(pageHeight)} cm\nBT\n/${font.id} ${num(size)} Tf\n${parts.join('\n')}\nET\nQ`);
    }
    for (const { text, x, y } of slow) doc.text(text, x, y, { lineBreak: false });
  }

  /**
   * `text` on one line in the box from x of `width` (aligned), through runs(), when it fits on one
   * line; false when it does not (the caller uses pdfkit's text() with its line wrapper).
   */
  oneLine(text, x, y, width, align = 'left') {
    if (!text || text.includes('\n')) return false;
    const w = this.doc.widthOfString(text);
    if (w > width) return false;
    const offset = align === 'right' ? width - w : align === 'center' ? (width - w) / 2 : 0;
    this.runs([{ text, x: x + offset, y }]);
    return true;
  }

  /** The TJ operator of `text` in `font` (pdfkit's _fragment without offsets), or null when a glyph has an offset. */
  encoded(font, text) {
    let cache = this.encodings.get(font.id);
    if (!cache) this.encodings.set(font.id, (cache = new Map()));
    let tj = cache.get(text);
    if (tj !== undefined) return tj;
    const [encoded, positions] = font.encode(text);
    tj = null;
    if (!positions.some((p) => p.xOffset || p.yOffset)) {
      const commands = [];
      let last = 0;
      const segment = (cur) => {
        if (last < cur) {
          const advance = positions[cur - 1].xAdvance - positions[cur - 1].advanceWidth;
          commands.push(`<${encoded.slice(last, cur).join('')}> ${num(-advance)}`);
        }
        last = cur;
      };
      for (let i = 0; i < positions.length; i++) if (positions[i].xAdvance - positions[i].advanceWidth !== 0) segment(i + 1);
      segment(positions.length);
      tj = `[${commands.join(' ')}] TJ`;
    }
    cache.set(text, tj);
    return tj;
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
      // The ground and the rule below the row as raw operators in q/Q (colour and width do not leak):
      // one write each instead of pdfkit's rect/fill/fillColor and moveTo/lineTo/lineWidth/strokeColor/stroke.
      if (row.fill || header) doc.addContent(`q ${rgb(GREY.fill)} rg ${num(this.left)} ${num(y)} ${num(this.contentWidth)} ${num(height)} re f Q`);
      doc.font(row.bold || header ? FONT.bold : FONT.regular).fontSize(SIZE.table);
      const line = [];
      const wrapped = [];
      row.cells.forEach((text, i) => {
        if (!text) return;
        const columnAlign = columns[i].align;
        const align = header ? (columnAlign === 'right' ? 'right' : 'left') : columnAlign;
        const width = single[i];
        if (width >= 0) {
          // One line, placed by its measured width: no line wrapper, one text object per row.
          const offset = align === 'right' ? inner[i] - width : align === 'center' ? (inner[i] - width) / 2 : 0;
          line.push({ text, x: xs[i] + CELL_PAD_X + offset, y: y + CELL_PAD_Y });
        } else wrapped.push({ text, i, align });
      });
      this.runs(line);
      for (const { text, i, align } of wrapped) {
        doc.text(text, xs[i] + CELL_PAD_X, y + CELL_PAD_Y, { width: inner[i], height: height - 2 * CELL_PAD_Y, ellipsis: true, align });
      }
      const ruleY = num(y + height);
      doc.addContent(`q ${header ? 0.8 : 0.4} w ${rgb(header ? GREY.rule : GREY.light)} RG ${num(this.left)} ${ruleY} m ${num(this.left + this.contentWidth)} ${ruleY} l S Q`);
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
    const lineHeight = doc.currentLineHeight(true);
    const labelHeight = Math.max(
      ...labels.map((label) => (!label.includes('\n') && doc.widthOfString(label) <= width ? lineHeight : doc.heightOfString(label, { width }))),
    );
    const room = options.room ?? mm(15);
    if (doc.y + labelHeight + room + 2 > this.bottom) doc.addPage();
    const y = doc.y;
    labels.forEach((label, i) => {
      const x = this.left + i * (width + gap);
      if (!this.oneLine(label, x, y, width, 'center')) doc.text(label, x, y, { width, align: 'center' });
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
      doc.font(FONT.regular).fontSize(SIZE.footer).fillColor(GREY.muted);
      const y = doc.page.height - bottomMargin / 2 - SIZE.footer / 2;
      if (!this.oneLine(label, this.left, y, this.contentWidth, 'right')) {
        doc.text(label, this.left, y, { width: this.contentWidth, align: 'right', lineBreak: false });
      }
      margins.bottom = bottomMargin;
    }
    doc.fillColor(GREY.text);
    doc.end();
    return this.done;
  }
}
