/**
 * Safe file names for uploads and downloads. Client-safe (no server imports).
 *
 * A name from the browser is untrusted: it may carry a path ("C:\\fakepath\\x.pdf",
 * "../../etc/passwd"), control characters (header injection), bidi overrides that make
 * "racun\u202Efdp.exe" look like "racunexe.pdf", or characters Windows cannot save.
 * Croatian letters are kept; the ASCII fallback of Content-Disposition transliterates them.
 */

const MAX_NAME_LENGTH = 255; // attachments.file_name is varchar(255)
const FALLBACK_NAME = 'prilog';

// C0/C1 controls, bidi marks and overrides, zero-width characters, BOM.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
// Not allowed in Windows file names (and quotes break the header's quoted-string).
const RESERVED = /[<>:"|?*]/g;

/** The name without path parts, invisible and reserved characters; never empty, at most 255 chars. */
export function safeFileName(raw: string | null | undefined): string {
  const base = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = base.replace(INVISIBLE, '').replace(RESERVED, '_').replace(/\s+/g, ' ').trim();
  name = name.replace(/^[.\s]+/, '').replace(/[.\s]+$/, ''); // no hidden files, no trailing dots
  if (!name) return FALLBACK_NAME;
  if (name.length <= MAX_NAME_LENGTH) return name;
  const ext = extensionOf(name);
  const suffix = ext && ext.length < 20 ? `.${ext}` : '';
  return name.slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd() + suffix;
}

/** Lower-case extension without the dot ('' when none): "Ugovor.PDF" -> "pdf". */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

// Letters NFD does not decompose into a base letter plus a mark.
const TRANSLITERATE: Record<string, string> = { đ: 'd', Đ: 'D', ß: 'ss', æ: 'ae', Æ: 'AE', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L' };

/** ASCII-only version for old clients: "Ugovor čćđšž.pdf" -> "Ugovor ccdsz.pdf". */
export function asciiFileName(name: string): string {
  const ascii = safeFileName(name)
    .replace(/[đĐßæÆøØłŁ]/g, (c) => TRANSLITERATE[c])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  return ascii || FALLBACK_NAME;
}

/** RFC 5987 value-chars: encodeURIComponent leaves ' ( ) * unescaped, which attr-char forbids. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment; filename="ascii"; filename*=UTF-8''percent-encoded` (RFC 6266): browsers use
 * filename*, so Croatian names arrive intact; the quoted ASCII name is the fallback.
 */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const safe = safeFileName(name);
  return `${disposition}; filename="${asciiFileName(safe)}"; filename*=UTF-8''${encodeRfc5987(safe)}`;
}
