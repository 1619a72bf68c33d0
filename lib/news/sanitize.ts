import sanitizeHtml from 'sanitize-html';

/**
 * The one HTML policy of news articles: what the tiptap toolbar can produce and nothing else.
 * Applied on save (service.ts) and again on every render of stored HTML (NewsHtml, GET by id),
 * so a row written by any other means (import, an older version, a bug) still cannot run code.
 * Everything outside the allow-list is dropped: script/style/iframe/svg, every event handler,
 * style and class attributes, and any URL that is not http(s), mailto or relative.
 */
export const NEWS_ALLOWED_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's',
  'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'hr',
] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...NEWS_ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  // "//evil.example/x" would inherit the page's scheme and leave the site unnoticed.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text is code or markup, never article text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  transformTags: {
    // A link that opens a new tab must not hand the opener (window.opener) to the target.
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if ('target' in out) {
        if (out.target === '_blank') out.rel = 'noopener noreferrer';
        else delete out.target;
      }
      return { tagName, attribs: out };
    },
  },
};

/** Clean article HTML (idempotent: sanitising clean output changes nothing). */
export function sanitizeNewsHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS);
}
