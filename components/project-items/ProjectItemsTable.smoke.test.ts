/**
 * Server-renders the items tree table with fixture data: rows in tree order with dotted
 * ordinals, Croatian formats, percent colours, the summary row, the filter from the query
 * string, and no write controls without the rights.
 */
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_TREE } from '@/tests/fixtures/project-items';

let query = '';
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn() }),
  usePathname: () => '/projects/7/items',
  useSearchParams: () => new URLSearchParams(query),
}));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children?: ReactNode }) => h('a', { href, ...rest }, children),
}));

const { Providers } = await import('../providers');
const { ProjectItemsTable } = await import('./ProjectItemsTable');

const units = [{ value: '3', label: 'm2 – Kvadratni metar', shortName: 'm2' }];
const rights = { canCreate: true, canUpdate: true, canDelete: true };
const render = (props: Partial<Parameters<typeof ProjectItemsTable>[0]> = {}, q = '') => {
  query = q;
  return renderToString(
    h(Providers, null, h(ProjectItemsTable, { projectId: 7, tree: FIXTURE_TREE, units, exportPath: '/projects/7/items/export', importPath: '/projects/7/items/import', ...rights, ...props })),
  );
};
const rowIds = (html: string) => [...html.matchAll(/data-row-id="(-?\d+)"/g)].map((m) => Number(m[1]));

describe('ProjectItemsTable', () => {
  it('renders the whole tree expanded, in order, with dotted ordinals and levels', () => {
    const html = render();
    expect(rowIds(html)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const ordinal of ['>1<', '>1.1<', '>1.3<', '>1.3.1<', '>2.1<', '>4<']) expect(html).toContain(ordinal);
    expect(html).toMatch(/data-row-id="5"[^>]*data-kind="item"[^>]*data-level="3"/);
    expect(html).toMatch(/data-row-id="4"[^>]*data-kind="group"/);
    expect(html).toContain('Beton C25/30 čćđšž');
  });

  it('formats money, quantities, unit prices and percents the Croatian way', () => {
    const html = render();
    expect(html).toContain('12.345,68'); // money
    expect(html).toContain('123,456789'); // quantity with 6 decimals
    expect(html).toContain('0,000001');
    expect(html).toContain('100,00'); // unit price, at least 2 decimals
    expect(html).toContain('0,00'); // zero money
    expect(html).toMatch(/data-percent-color="blue"[^>]*>37,50 %</);
    expect(html).toMatch(/data-percent-color="red"[^>]*>0,00 %</);
    expect(html).toMatch(/data-percent-color="green"[^>]*>100,00 %</);
    expect(html).toMatch(/data-percent-color="green"[^>]*>120,00 %</);
    expect(html).toMatch(/data-percent-color="blue"[^>]*>100,00 %</); // 0.999999 is not complete
  });

  it('has a summary row with the totals and the averaged percent', () => {
    const html = render();
    const footer = html.slice(html.indexOf('<tfoot'));
    expect(footer).toContain('Ukupno');
    expect(footer).toContain('13.845,68');
    expect(footer).toContain('6.329,62');
    expect(footer).toContain('7.516,06');
    expect(footer).toContain('45,72 %');
    // One summary row (the column groups add no empty one).
    expect(footer.match(/<tr(?![^>]*display:none)/g)).toHaveLength(1);
  });

  it('filters by the completed percent from the query string, keeping ancestor groups', () => {
    // The drawers keep the filter.
    expect(render({}, 'filter.completedPercent=zero')).toContain('href="/projects/7/items/export?filter.completedPercent=zero"');
    expect(rowIds(render({}, 'filter.completedPercent=complete'))).toEqual([1, 4, 5]);
    expect(rowIds(render({}, 'filter.completedPercent=partial'))).toEqual([1, 2, 9]);
    expect(render({}, 'filter.completedPercent=over')).toMatch(/checked="" value="over"/);
  });

  it('offers the write controls to writers only', () => {
    const writer = render();
    for (const text of ['Dodaj', '>Uvoz<', '>Izvoz<', 'Proširi razinu', 'Sažmi razinu', 'Radnje za stavku 1.3']) expect(writer).toContain(text);
    const reader = render({ canCreate: false, canUpdate: false, canDelete: false, importPath: undefined });
    expect(reader).toContain('>Izvoz<');
    expect(reader).not.toContain('>Uvoz<');
    expect(reader).not.toContain('Radnje za stavku');
    expect(reader).not.toMatch(/>Dodaj</);
  });

  it('shows the empty state with add and import for writers', () => {
    const empty = { items: [], summary: { ...FIXTURE_TREE.summary, totalPrice: '0', completedPrice: '0', remainingPrice: '0', completedPercent: '0', groups: 0, items: 0 } };
    const html = render({ tree: empty });
    expect(html).toContain('Troškovnik je prazan');
    expect(html).toContain('Dodaj grupu');
    expect(html).toContain('Dodaj stavku');
    expect(html).toContain('href="/projects/7/items/import"');
    const reader = render({ tree: empty, canCreate: false, canUpdate: false, canDelete: false, importPath: undefined });
    expect(reader).toContain('još nema stavki troškovnika');
    expect(reader).not.toContain('Dodaj grupu');
  });
});
