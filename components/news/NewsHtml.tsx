import { TypographyStylesProvider } from '@mantine/core';
import { sanitizeNewsHtml } from '@/lib/news/sanitize';

/**
 * THE only place stored article HTML reaches the page. A server component: it sanitises again
 * right here, whatever the caller passes, so dangerouslySetInnerHTML only ever sees clean HTML
 * (and sanitize-html stays out of the browser bundle). Client components get it as a prop.
 */
export function NewsHtml({ html }: { html: string }) {
  return (
    <TypographyStylesProvider data-testid="news-html">
      <div dangerouslySetInnerHTML={{ __html: sanitizeNewsHtml(html) }} />
    </TypographyStylesProvider>
  );
}
