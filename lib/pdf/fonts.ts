import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded fonts of every PDF: DejaVu Sans (regular and bold) from the npm package
 * dejavu-fonts-ttf, read from node_modules at run time, never fetched. The 14 built-in PDF fonts
 * (Helvetica...) are WinAnsi only and lose "đ" (lib/pdf/document.test.ts shows it), so no
 * document uses them.
 *
 * The path is built from the working directory, the project root for `next start`, `next dev`,
 * vitest and the tsx scripts alike. Not `require.resolve`: Turbopack would take the .ttf for a
 * module to bundle and fail the build. The build's file tracing sees this path.join and lists
 * the folder in the routes' .nft.json, so a traced deployment carries the fonts too.
 * next.config.mjs keeps pdfkit itself external (loaded from node_modules as it is).
 */
const FONT_DIR = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');

export const PDF_FONTS = {
  regular: path.join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
} as const;


let checked = false;

/** Fails with a clear message (not pdfkit's bare ENOENT) when the fonts are not installed there. */
export function assertPdfFonts(): void {
  if (checked) return;
  const missing = Object.values(PDF_FONTS).filter((file) => !existsSync(file));
  if (missing.length) {
    throw new Error(`PDF font not found: ${missing.join(', ')}. Run the server from the project root with its dependencies installed (npm ci).`);
  }
  checked = true;
}
