import 'server-only';

/** Printable documents (server-only): see ./document for the builder. */
export { PdfBuilder, formatCell, mm } from './document';
export type { PdfCell, PdfColumn, PdfColumnKind, PdfHeader, PdfLayout, PdfOptions, PdfRow, PdfTable } from './document';
export { pdfResponse } from './response';
export { pdfTexts } from '@/lib/i18n/pdf';
