/**
 * Server-renders a DataTable while it loads, with filters, sorting, row actions and several
 * pages, and reads every label a screen reader or a tooltip gives: all Croatian (issue 9: the
 * progress bar said "Loading", the pager's buttons had no names, "Filtriraj po Naziv").
 */
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MRT_Localization_EN } from 'mantine-react-table/locales/en/index.esm.mjs';
import { describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), back: vi.fn() }),
  usePathname: () => '/projects',
  useSearchParams: () => new URLSearchParams('pageIndex=1&pageSize=10'),
}));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children?: ReactNode }) => h('a', { href, ...rest }, children),
}));

const { Providers } = await import('../providers');
const { DataTable } = await import('./DataTable');
const { textFilter, yesNoFilter } = await import('./filters');
const { DetailsLink } = await import('./DetailsLink');

type Row = { id: number; name: string; code: number; active: boolean };
const columns = [
  { accessorKey: 'name', header: 'Naziv', enableSorting: true, ...textFilter() },
  // Numbers: the table's own guess would sort them descending first.
  { accessorKey: 'code', header: 'Šifra', enableSorting: true },
  { accessorKey: 'active', header: 'Aktivan', ...yesNoFilter() },
];
const data: Row[] = [
  { id: 1, name: 'Most na Kupi', code: 7, active: true },
  { id: 2, name: 'Stambena zgrada', code: 3, active: false },
];

const html = renderToString(
  h(
    Providers,
    null,
    h(DataTable<Row>, {
      columns,
      data,
      totalItems: 45,
      defaultSort: { id: 'name' },
      loading: true,
      renderRowActions: ({ row }) => h(DetailsLink, { href: `/projects/${row.original.id}` }),
    }),
  ),
);
const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
const attrs = (name: string) => [...html.matchAll(new RegExp(` ${name}="([^"]*)"`, 'g'))].map((m) => decode(m[1]));
const labels = [...attrs('aria-label'), ...attrs('title'), ...attrs('placeholder')];

describe('DataTable labels', () => {
  it('names the progress bar, the pager and the sort and filter controls in Croatian', () => {
    expect(labels).toEqual(
      expect.arrayContaining([
        'Učitavanje…',
        'Prva stranica',
        'Prethodna stranica',
        'Sljedeća stranica',
        'Zadnja stranica',
        'Stranica 1',
        'Stranica 2',
        'Filtriraj: Naziv',
        'Sortirano: Naziv, uzlazno',
        'Sortiraj: Šifra, uzlazno',
        'Detalji',
      ]),
    );
    expect(html).toContain('Redaka po stranici');
  });

  it('leaves no English text in any label', () => {
    const english = new Set(
      Object.values(MRT_Localization_EN)
        .filter((text) => typeof text === 'string' && /[a-z]{3}/i.test(text))
        .map((text) => text.replace(/\{[^}]+\}.*$/, '').trim())
        .filter((text) => text.length > 2),
    );
    english.add('Loading');
    for (const label of labels) {
      for (const text of english) expect(label.startsWith(text), `"${label}" is English ("${text}")`).toBe(false);
    }
    expect(labels.filter((l) => /\b(Loading|Sort|Filter|page|Go to|Rows|Toggle|Select|Clear)\b/i.test(l))).toEqual([]);
  });
});

describe('DataTable total', () => {
  const total = (props: { totalItems: number; totalCapped?: boolean }) => {
    const out = renderToString(h(Providers, null, h(DataTable<Row>, { columns, data, ...props })));
    return /data-testid="table-total"[^>]*>([^<]*)</.exec(out)?.[1];
  };

  it('shows the exact total with Croatian grouping, and "10.000+" when the count is capped', () => {
    expect(total({ totalItems: 4321 })).toBe('Ukupno: 4.321');
    expect(total({ totalItems: 10000, totalCapped: true })).toBe('Ukupno: 10.000+');
    expect(total({ totalItems: 10000 })).toBe('Ukupno: 10.000');
  });
});
