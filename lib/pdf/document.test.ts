import { afterEach, describe, expect, it, vi } from 'vitest';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { PdfBuilder, formatCell } from './document';
import { pdfResponse } from './response';
import { AppError } from '@/lib/http/errors';
import { pdfMessages } from '@/lib/i18n/pdf';
import { pdfWorkerStats } from './run-worker';

const CROATIAN = 'Građevinski radovi — čćđšž ČĆĐŠŽ';

/** The text of each page, read back from the bytes by PDF.js (unpdf). */
async function pagesOf(buffer: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

/** The names of the fonts of the document (its /BaseFont entries), from the raw bytes. */
function baseFonts(buffer: Buffer): string[] {
  return [...buffer.toString('latin1').matchAll(/\/BaseFont\s*\/([A-Za-z0-9+\-_]+)/g)].map((m) => m[1]);
}

function situation(rowCount: number): PdfBuilder {
  const pdf = new PdfBuilder({ title: 'Privremena situacija br. 3', layout: 'landscape' });
  pdf.header({
    title: 'Privremena situacija br. 3',
    subtitle: CROATIAN,
    lines: [
      ['Projekt', 'Obiteljska kuća Đurđevac'],
      ['Investitor', 'Šime Čačić'],
      ['Izvođač', 'Gradnja d.o.o.'],
      ['Razdoblje', '01.11.2026. – 30.11.2026.'],
    ],
  });
  pdf.heading('Stavke');
  const rows = Array.from({ length: rowCount }, (_, i) => [
    `${i + 1}.`,
    i % 7 === 0
      ? `${CROATIAN}: iskop zemlje III. kategorije za temelje s odvozom na deponiju do 10 km, uključivo utovar, prijevoz i istovar te planiranje dna iskopa`
      : `Stavka ${i + 1} — žbukanje zidova`,
    'm²',
    '1234.5',
    '12.34',
    '100',
    '20.25',
    '120.25',
    String(120.25 * 12.34),
  ]);
  pdf.table({
    columns: [
      { header: 'R.br.', width: 5 },
      { header: 'Opis', width: 34 },
      { header: 'Jed.', width: 5 },
      { header: 'Ugovorena količina', width: 9, kind: 'quantity' },
      { header: 'Jed. cijena', width: 8, kind: 'money' },
      { header: 'Prethodno', width: 8, kind: 'quantity' },
      { header: 'Ovo razdoblje', width: 8, kind: 'quantity' },
      { header: 'Ukupno', width: 8, kind: 'quantity' },
      { header: 'Iznos', width: 10, kind: 'money' },
    ],
    rows,
    footer: [{ cells: ['', 'Ukupno', '', '', '', '', '', '', 1234567.891] }],
  });
  pdf.heading('Rekapitulacija');
  pdf.table({
    columns: [
      { header: 'Grupa', width: 3 },
      { header: 'Iznos', width: 1, kind: 'money' },
    ],
    rows: [
      ['Zemljani radovi', '1000000'],
      ['Zidarski radovi', '234567.891'],
    ],
    footer: [['Sveukupno', '1234567.891']],
  });
  pdf.signatures(['Izvođač', 'Nadzorni inženjer', 'Investitor']);
  return pdf;
}

describe('PdfBuilder', () => {
  it('writes Croatian text with the embedded font and numbers pages "Stranica X od Y"', async () => {
    const buffer = await situation(60).toBuffer();
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pages = await pagesOf(buffer);
    expect(pages).toHaveLength(3);
    pages.forEach((text, i) => {
      expect(text).toContain(`Stranica ${i + 1} od 3`);
      // The header row is repeated on every page.
      expect(text).toContain('Opis');
      expect(text).toContain('Prethodno');
    });
    const all = pages.join('\n');
    expect(all).toContain(CROATIAN);
    expect(all).toContain('Obiteljska kuća Đurđevac');
    expect(all).toContain('Šime Čačić');
    expect(all).toContain('m²');
    // Numbers the Croatian way, by lib/format.
    expect(all).toContain('1.234,5');
    expect(all).toContain('1.483,89'); // 120,25 × 12,34 rounded
    expect(all).toContain('1.234.567,89');
    expect(all).toContain('Sveukupno');
    expect(pages[2]).toMatch(/Izvođač\s+Nadzorni inženjer\s+Investitor/);
    // The last row of the long table is there, and the long description wrapped, not cut.
    expect(all).toContain('Stavka 60 — žbukanje zidova');
    expect(all).toMatch(/planiranje\s+dna\s+iskopa/);

    const fonts = baseFonts(buffer);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((name) => /DejaVuSans/.test(name))).toBe(true);
    expect(fonts.some((name) => /Bold/.test(name))).toBe(true);
    expect(fonts.some((name) => /Helvetica|Times|Courier/.test(name))).toBe(false);
    // Embedded (a font file in the document), subset-tagged by pdfkit ("ABCDEF+DejaVuSans").
    expect(buffer.toString('latin1')).toMatch(/\/FontFile2/);
  });

  it('a short document is one page "Stranica 1 od 1"', async () => {
    const pdf = new PdfBuilder({ title: 'Kratko' });
    pdf.header({ title: 'Kratko', lines: [['Broj', '1']] }).paragraph(CROATIAN);
    const pages = await pagesOf(await pdf.toBuffer());
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Stranica 1 od 1');
    expect(pages[0]).toContain(CROATIAN);
  });

  it('a cell longer than a page is cut, the table goes on on the next page', async () => {
    const pdf = new PdfBuilder({ title: 'Dugo' });
    const long = Array.from({ length: 1500 }, (_, i) => `riječ${i}`).join(' ');
    pdf.table({ columns: [{ header: 'Opis', width: 4 }, { header: 'Iznos', width: 1, kind: 'money' }], rows: [['Prva', 1], [long, 2], ['Zadnja', 3]] });
    const pages = await pagesOf(await pdf.toBuffer());
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Prva');
    expect(pages[1]).toContain('riječ0');
    expect(pages[1]).not.toContain('riječ1499');
    expect(pages[1]).toContain('…');
    expect(pages[2]).toMatch(/Opis\s+Iznos\s+Zadnja\s+3,00/);
    pages.forEach((text, i) => expect(text).toContain(`Stranica ${i + 1} od 3`));
  });

  it('a long situation (1500 lines) is built in a few seconds', async () => {
    const started = Date.now();
    const buffer = await situation(1500).toBuffer();
    expect(Date.now() - started).toBeLessThan(15_000);
    const pages = await pagesOf(buffer);
    expect(pages.at(-1)).toContain(`Stranica ${pages.length} od ${pages.length}`);
    expect(pages.join('\n')).toContain('Stavka 1500 — žbukanje zidova');
  });

  it('a large table (3,000 rows) leaves the event loop free while it is built (the worker lays it out)', async () => {
    // A timer every 10 ms: its largest lateness is the longest the event loop was held.
    let last = performance.now();
    let maxDelay = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      maxDelay = Math.max(maxDelay, now - last - 10);
      last = now;
    }, 10);
    const started = performance.now();
    try {
      await new Promise((resolve) => setTimeout(resolve, 30));
      // Building and finishing both count (pdfkit once laid the table out in table() itself).
      const buffer = await situation(3000).toBuffer();
      expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // One more turn for the timer: a block just before this point is measured by its next tick.
      await new Promise((resolve) => setTimeout(resolve, 30));
    } finally {
      clearInterval(timer);
    }
    const elapsed = performance.now() - started;
    // pdfkit on the main thread held it for the whole layout (1.5–13 s here, ~95 % of the time).
    // Generous, so that it is not flaky: on the 2-core machine shared with other builds the timer
    // of an idle process was late up to 210 ms (load 12) and 1.1 s (during a `next build`) from
    // waiting for a core alone; then the whole build takes longer too, hence the quarter.
    expect(maxDelay).toBeLessThan(Math.max(500, elapsed / 4));
  });

  describe('the time limit of the PDF worker', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('stops the worker and rejects with the Croatian 503 (PDF_TIMEOUT_MS)', async () => {
      vi.stubEnv('PDF_TIMEOUT_MS', '1');
      const failure = await situation(200).toBuffer().catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).status).toBe(503);
      expect((failure as AppError).message).toBe(pdfMessages.pdfTimeout);
    });

    it('runs at most PDF_WORKERS at once; the others wait their turn, the wait counts in the limit', async () => {
      vi.stubEnv('PDF_WORKERS', '1');
      pdfWorkerStats.peak = 0;
      const builds = [situation(300).toBuffer(), situation(300).toBuffer(), situation(300).toBuffer()];
      // The first runs; the second waits; the third gives up while waiting (503).
      const late = situation(20).toBuffer({ timeoutMs: 50 }).catch((err: unknown) => err);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(pdfWorkerStats.active).toBe(1);
      expect(pdfWorkerStats.waiting).toBeGreaterThanOrEqual(3);
      expect(((await late) as AppError).status).toBe(503);
      const buffers = await Promise.all(builds);
      buffers.forEach((buffer) => expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-'));
      expect(pdfWorkerStats.peak).toBe(1);
      expect(pdfWorkerStats).toMatchObject({ active: 0, waiting: 0 });
    });

    it('takes a limit per call too', async () => {
      const failure = await situation(200).toBuffer({ timeoutMs: 1 }).catch((err: unknown) => err);
      expect((failure as AppError).status).toBe(503);
    });
  });

  it('draws the single-line cells of a row as one text object; wrapped cells, long header values and combining marks still read back', async () => {
    const pdf = new PdfBuilder({ title: 'Evidencija' });
    const long = `${CROATIAN}, `.repeat(8);
    pdf.header({ title: 'Evidencija o radnom vremenu', subtitle: 'za ožujak 2026.', lines: [['Zaposlenik', 'Đuro Šimić'], ['Napomena', long]] });
    const rows = Array.from({ length: 30 }, (_, i) => [`${String(i + 1).padStart(2, '0')}.03.2026.`, i === 3 ? long : 'čet', '8.00', i % 2 ? 'da' : '', i === 5 ? 'e\u0301' : 'x']);
    pdf.table({
      columns: [
        { header: 'Datum', width: 12 },
        { header: 'Dan', width: 20 },
        { header: 'Sati', width: 8, kind: 'number', decimals: 2 },
        { header: 'Teren', width: 6, align: 'center' },
        { header: 'Znak', width: 6 },
      ],
      rows,
      footer: [['Ukupno', '', '240.00', '15', '']],
    });
    pdf.signatures(['Zaposlenik', 'Odgovorna osoba poslodavca']);
    const buffer = await pdf.toBuffer();
    const [text] = await pagesOf(buffer);
    for (const expected of ['Evidencija o radnom vremenu', 'za ožujak 2026.', 'Zaposlenik: Đuro Šimić', '04.03.2026.', '8,00', '240,00', 'Odgovorna osoba poslodavca', 'Stranica 1 od 1']) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/\s+/g, ' ')).toContain(CROATIAN);
    // The page's content stream: one text object per row (30 rows + head + footer), not one per cell.
    const raw = buffer.toString('latin1');
    const contents = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
      .map((m) => {
        try {
          return inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
        } catch {
          return '';
        }
      })
      .filter((c) => c.startsWith('1 0 0 -1'));
    const textObjects = contents.join('\n').match(/^BT$/gm)?.length ?? 0;
    expect(textObjects).toBeGreaterThan(32);
    expect(textObjects).toBeLessThan(70);
  });

  it('formats cells by the column kind', () => {
    expect(formatCell({ header: '', width: 1, kind: 'money' }, '1234.5')).toBe('1.234,50');
    expect(formatCell({ header: '', width: 1, kind: 'quantity' }, 0.125)).toBe('0,125');
    expect(formatCell({ header: '', width: 1, kind: 'number', decimals: 1 }, '2')).toBe('2,0');
    expect(formatCell({ header: '', width: 1, kind: 'money' }, null)).toBe('');
    expect(formatCell({ header: '', width: 1 }, 'Tekst')).toBe('Tekst');
  });

  it('pdfResponse sends the bytes as a PDF download', async () => {
    const buffer = await new PdfBuilder({ title: 'x' }).paragraph('x').toBuffer();
    const response = pdfResponse(buffer, 'Situacija 3 — Đurđevac');
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain('attachment');
    expect(response.headers.get('Content-Disposition')).toContain('.pdf');
    expect(Buffer.from(await response.arrayBuffer()).equals(buffer)).toBe(true);
  });

  it('a built-in PDF font would lose "đ" (why every document embeds DejaVu)', async () => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
    doc.font('Helvetica').text('Građevinski radovi đ');
    doc.end();
    await ended;
    const [text] = await pagesOf(Buffer.concat(chunks));
    expect(text).not.toContain('đ');
  });
});
