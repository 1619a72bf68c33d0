/**
 * The file types an office user may upload (attachments; later verifications). Client-safe data:
 * the form's `accept` list comes from here, the server's check (./sniff.ts) too.
 *
 * The extension is the declaration (the browser's MIME type is not trusted: Windows reports CSV
 * as application/vnd.ms-excel, many browsers send application/octet-stream). Each extension lists
 * what `file-type` may find in the bytes; the stored and served type is the one given here.
 * Deliberately absent: executables and scripts, HTML, SVG and XML (script in the browser:
 * stored XSS), macro-enabled Office files, archives other than zip.
 */
/** The structure an Office document must have (checked on the server: lib/files/office-package.ts). */
export type OfficePackage = { kind: 'ooxml'; mainContentType: string } | { kind: 'odf'; mimetype: string };

/** The workbook part's content type of an .xlsx (the import requires it as well). */
export const XLSX_MAIN_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';

export type AllowedFileType = {
  /** The Content-Type the file is stored and served with. */
  mime: string;
  /** Office documents (zip packages): the structure they must have (lib/files/office-package.ts). */
  package?: OfficePackage;
  /** `file-type` results (ext) that agree with the extension; empty for text without magic bytes. */
  sniffed: readonly string[];
  /** Text without a magic number: accepted only as valid UTF-8 without NULs or markup. */
  text?: true;
};

// Office Open XML and OpenDocument files are zip archives: file-type names the format from the
// entries, and falls back to "zip" when it cannot read them (entry limits); both agree. The
// package's own structure is then checked within the bounded zip reading (`package`).
const zipped = (ext: string) => [ext, 'zip'] as const;
const ooxml = (mainContentType: string): OfficePackage => ({ kind: 'ooxml', mainContentType });
const odf = (mimetype: string): OfficePackage => ({ kind: 'odf', mimetype });
// Word 97-2003, Excel 97-2003 and PowerPoint 97-2003 are OLE compound files.
const ole = ['cfb'] as const;

export const ALLOWED_FILE_TYPES: Record<string, AllowedFileType> = {
  pdf: { mime: 'application/pdf', sniffed: ['pdf'] },
  // images: site photos, scans
  png: { mime: 'image/png', sniffed: ['png'] },
  jpg: { mime: 'image/jpeg', sniffed: ['jpg'] },
  jpeg: { mime: 'image/jpeg', sniffed: ['jpg'] },
  gif: { mime: 'image/gif', sniffed: ['gif'] },
  webp: { mime: 'image/webp', sniffed: ['webp'] },
  heic: { mime: 'image/heic', sniffed: ['heic'] }, // iPhone photos
  tif: { mime: 'image/tiff', sniffed: ['tif'] },
  tiff: { mime: 'image/tiff', sniffed: ['tif'] },
  // office documents
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    sniffed: zipped('docx'),
    package: ooxml('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    sniffed: zipped('xlsx'),
    package: ooxml(XLSX_MAIN_CONTENT_TYPE),
  },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    sniffed: zipped('pptx'),
    package: ooxml('application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'),
  },
  doc: { mime: 'application/msword', sniffed: ole },
  xls: { mime: 'application/vnd.ms-excel', sniffed: ole },
  ppt: { mime: 'application/vnd.ms-powerpoint', sniffed: ole },
  odt: { mime: 'application/vnd.oasis.opendocument.text', sniffed: zipped('odt'), package: odf('application/vnd.oasis.opendocument.text') },
  ods: {
    mime: 'application/vnd.oasis.opendocument.spreadsheet',
    sniffed: zipped('ods'),
    package: odf('application/vnd.oasis.opendocument.spreadsheet'),
  },
  odp: {
    mime: 'application/vnd.oasis.opendocument.presentation',
    sniffed: zipped('odp'),
    package: odf('application/vnd.oasis.opendocument.presentation'),
  },
  rtf: { mime: 'application/rtf', sniffed: ['rtf'] },
  // drawings (AutoCAD) and archives of several files
  dwg: { mime: 'image/vnd.dwg', sniffed: ['dwg'] },
  zip: { mime: 'application/zip', sniffed: ['zip'] },
  // plain text
  txt: { mime: 'text/plain; charset=utf-8', sniffed: [], text: true },
  csv: { mime: 'text/csv; charset=utf-8', sniffed: [], text: true },
};

/** The `accept` attribute of a file input: ".pdf,.png,…". */
export const ACCEPTED_EXTENSIONS = Object.keys(ALLOWED_FILE_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

/** "PDF, PNG, JPG, …" for a hint under the file input. */
export const ACCEPTED_EXTENSIONS_LABEL = Object.keys(ALLOWED_FILE_TYPES)
  .filter((ext) => ext !== 'jpeg' && ext !== 'tiff')
  .map((ext) => ext.toUpperCase())
  .join(', ');
