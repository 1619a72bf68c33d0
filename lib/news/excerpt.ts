/**
 * Plain text of article HTML, for excerpts (cards, dashboard) and the "text is empty" rule
 * (an empty editor sends "<p></p>"). Dependency-free so the browser form uses it too; its
 * output is text, rendered by React as text, so it never needs to be safe HTML.
 */

/** Elements whose end separates words ("<p>a</p><p>b</p>" reads "a b", not "ab"). */
const BLOCK_TAG = /<\/?(?:p|br|hr|li|ul|ol|h[1-6]|blockquote|pre|div|tr|td|th|table|section|article)\b[^>]*>/gi;
/** Elements whose content is never text. */
const NON_TEXT = /<(script|style|textarea|noscript|iframe|svg|math|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', shy: '',
  ndash: '–', mdash: '—', hellip: '…', laquo: '«', raquo: '»', bdquo: '„', ldquo: '“', rdquo: '”',
  lsquo: '‘', rsquo: '’', sbquo: '‚', euro: '€', copy: '©', reg: '®', deg: '°', middot: '·', bull: '•',
  scaron: 'š', Scaron: 'Š', zcaron: 'ž', Zcaron: 'Ž', ccaron: 'č', Ccaron: 'Č', cacute: 'ć', Cacute: 'Ć',
  dstrok: 'đ', Dstrok: 'Đ',
};

/** Decodes named (the common ones), decimal and hex character references; unknown ones stay. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref] ?? whole;
  });
}

/** Markup removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(NON_TEXT, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    // A tag cut off at the end (the list query reads only the head of long articles).
    .replace(/<[a-z/][^>]*$/i, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** True when the HTML shows no text at all ("", "<p></p>", "<p> <br></p>"). */
export function isBlankHtml(html: string | null | undefined): boolean {
  return htmlToText(html) === '';
}

export const EXCERPT_LENGTH = 200;

/**
 * The first ~`max` characters of the text, cut at a word boundary, with "…" when anything
 * was left out. `truncated` says the HTML given is only the head of the article.
 */
export function excerpt(html: string | null | undefined, max = EXCERPT_LENGTH, truncated = false): string {
  const text = htmlToText(html);
  if (text.length <= max) return truncated && text ? `${text}…` : text;
  const head = text.slice(0, max + 1);
  const lastSpace = head.lastIndexOf(' ');
  // A word longer than half the excerpt is cut where it is rather than dropped.
  const cut = lastSpace > max / 2 ? head.slice(0, lastSpace) : text.slice(0, max);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}
