import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { formatFileSize } from '@/lib/format/file-size';
import { ALLOWED_FILE_TYPES } from './file-types';
import { extensionOf } from './file-name';
import { checkOfficePackage } from './office-package';
import { ZipLimitError } from './zip';

/**
 * The content-type check: the extension must be on the allow-list AND agree with what the bytes
 * are (magic numbers, via `file-type`). So a PNG named .pdf, an .exe renamed .pdf, or HTML
 * named .txt is refused, and the type we later serve is one we have verified. An Office document
 * (a zip) must also have its format's structure, read within the zip limits (a zip bomb gets
 * the inflate-limit message).
 * Returns the Content-Type to store; throws 400 with errors.File = [wrongFileType].
 */
export async function verifiedContentType(fileName: string, bytes: Uint8Array, field = 'File'): Promise<string> {
  const allowed = ALLOWED_FILE_TYPES[extensionOf(fileName)];
  if (!allowed) throw wrongType(field);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (allowed.text) {
    // Text has no magic number: anything file-type recognises is not text.
    if (sniffed || !isPlainText(bytes)) throw wrongType(field);
  } else if (!sniffed || !allowed.sniffed.includes(sniffed.ext)) {
    throw wrongType(field);
  }
  if (allowed.package) {
    try {
      await checkOfficePackage(bytes, allowed.package);
    } catch (err) {
      if (err instanceof ZipLimitError) throw inflateLimit(err.limit, field);
      throw wrongType(field);
    }
  }
  return allowed.mime;
}

/** 400: the zip would inflate past its limit (or compresses like a bomb). */
export function inflateLimit(limit: number, field = 'File'): AppError {
  const message = messages.fileInflateLimit(formatFileSize(limit));
  return new AppError(400, message, { [field]: [message] });
}

const wrongType = (field: string) => new AppError(400, messages.wrongFileType, { [field]: [messages.wrongFileType] });

const utf8 = new TextDecoder('utf-8', { fatal: true });
// Controls other than tab, line feed, form feed and carriage return mean binary data.
const BINARY_CONTROLS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;
// A document that starts like markup would render as a page if ever served as HTML.
const MARKUP_START = /^\s*<[!?a-z]/i;

/** Valid UTF-8 (BOM allowed), no NULs or binary controls, not HTML/XML/SVG. */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = utf8.decode(bytes); // drops a leading BOM
  } catch {
    return false;
  }
  return !BINARY_CONTROLS.test(text) && !MARKUP_START.test(text.slice(0, 1024));
}
