/**
 * Server-renders the news UI that shows stored content: the article body is sanitised at
 * render time whatever it is given, cards show the excerpt as text, the skeleton has 2x2 cards.
 */
import { describe, expect, it, vi } from 'vitest';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/news',
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children?: ReactNode }) => h('a', { href, ...rest }, children),
}));

const { Providers } = await import('@/components/providers');
const { NewsHtml } = await import('./NewsHtml');
const { NewsCard } = await import('./NewsCard');
const { NewsCardsSkeleton } = await import('./NewsCardsSkeleton');
const { NewsPager } = await import('./NewsListControls');

const render = (node: ReactNode) => renderToString(h(Providers, null, node));

describe('NewsHtml', () => {
  it('sanitises again on render, even HTML that never went through the service', () => {
    const html = render(
      h(NewsHtml, {
        html: '<p onclick="x()">Tekst <strong>jak</strong></p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">a</a>',
      }),
    );
    expect(html).toContain('<p>Tekst <strong>jak</strong></p>');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
  });
});

describe('NewsCard', () => {
  it('shows title, date, author and the excerpt as text', () => {
    const item = {
      id: 7,
      title: 'Početak radova',
      date: '2026-03-02T09:30:00.000Z',
      author: 'Ana Babić',
      isArchived: false,
      isFeatured: true,
      excerpt: 'Radovi <b>počinju</b> & traju',
    };
    const html = render(h(NewsCard, { item, href: '/news/7' }));
    expect(html).toContain('Početak radova');
    expect(html).toContain('02.03.2026. 10:30 · Ana Babić');
    // Text, never markup: a tag in the excerpt arrives escaped.
    expect(html).toContain('Radovi &lt;b&gt;počinju&lt;/b&gt; &amp; traju');
    expect(html).toContain('href="/news/7"');
  });
});

describe('NewsCardsSkeleton', () => {
  it('renders two rows of two skeleton cards', () => {
    const html = render(h(NewsCardsSkeleton));
    expect(html.match(/mantine-Card-root/g)).toHaveLength(4);
    expect(html).toContain('data-testid="news-skeleton"');
  });
});

describe('NewsPager', () => {
  it('names its page buttons in Croatian', () => {
    const html = render(h(NewsPager, { state: { title: '', pageIndex: 1, pageSize: 6 }, totalItems: 30, totalPages: 5 }));
    for (const label of ['Prva stranica', 'Prethodna stranica', 'Sljedeća stranica', 'Zadnja stranica', 'Stranica 2']) {
      expect(html).toContain(`aria-label="${label}"`);
    }
  });
});
