/** Croatian texts of the PDF frame (the documents' own texts come from their modules' lib/i18n). */
const PAGE_OF = 'Stranica {page} od {pages}';

export const pdfTexts = {
  /** Footer of every page: "Stranica 2 od 5". */
  pageOf: (page: number, pages: number) => PAGE_OF.replace('{page}', String(page)).replace('{pages}', String(pages)),
  /** The same as a pattern, for the PDF worker that numbers the pages (lib/pdf/layout.mjs). */
  pageOfPattern: PAGE_OF,
  creator: 'Gradilište',
} as const;

/** Errors of the PDF worker (lib/pdf/run-worker.ts). */
export const pdfMessages = {
  /** 503: the layout took longer than PDF_TIMEOUT_MS; the worker was stopped. */
  pdfTimeout: 'Izrada PDF dokumenta traje predugo pa je prekinuta. Pokušajte ponovno kasnije ili preuzmite dokument kao Excel (xlsx).',
  /** 500: the worker failed (out of memory, a crash). */
  pdfFailed: 'PDF dokument nije moguće izraditi. Pokušajte ponovno ili preuzmite dokument kao Excel (xlsx).',
} as const;
