import 'server-only';
import { createRequire } from 'node:module';

/**
 * The embedded fonts of every PDF: DejaVu Sans (regular and bold) from the npm package
 * dejavu-fonts-ttf, read from node_modules at run time, never fetched. The 14 built-in PDF fonts
 * (Helvetica...) are WinAnsi only and lose "đ", "č", "ć" (lib/pdf/document.test.ts shows it), so
 * no document may use them.
 *
 * Resolved through Node's own resolver from this module: in tests and scripts that is
 * lib/pdf/, in the production build a server chunk under .next/server; both walk up to the
 * project's node_modules (`next start` runs from the project root with node_modules installed).
 * next.config.mjs keeps pdfkit external and lists the font files for output file tracing.
 */
const require = createRequire(import.meta.url);

export const PDF_FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

/** The names the fonts are registered under in a document. */
export const FONT = { regular: 'Regular', bold: 'Bold' } as const;
