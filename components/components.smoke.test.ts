/**
 * Server-renders the shared UI (no browser): the shell shows exactly the menu a role sees
 * (collapsed groups included), the table renders rows, the Croatian total and empty text, and
 * the static pages their spec texts. next/navigation and next/link are stubbed.
 */
import { describe, expect, it, vi } from 'vitest';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ALL_ROLES } from '@/lib/auth/roles';
import { menuFor, menuIds } from '@/lib/navigation/menu';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), back: vi.fn() }),
  usePathname: () => '/documents',
  useSearchParams: () => new URLSearchParams('typeId=802&pageIndex=1&filter.name=Ana'),
}));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children?: ReactNode }) => h('a', { href, ...rest }, children),
}));

const { Providers } = await import('./providers');
const { AppShellLayout } = await import('./shell/AppShellLayout');
const { DataTable } = await import('./data-table/DataTable');
const { textFilter, yesNoFilter } = await import('./data-table/filters');
const { NotFoundView } = await import('./not-found-view');
const { UnderConstruction } = await import('./under-construction');

const render = (node: ReactNode) => renderToString(h(Providers, null, node));
const attrs = (html: string, name: string) => [...html.matchAll(new RegExp(`${name}="([^"]+)"`, 'g'))].map((m) => m[1]);

describe('AppShellLayout', () => {
  it.each(ALL_ROLES)('renders exactly the menu of role %i', (roleId) => {
    const entries = menuFor(roleId, { toolsUrl: 'https://tools.example', vehiclesUrl: 'https://cars.example' });
    const html = render(h(AppShellLayout, { entries, user: { name: 'Ana Anić', roleLabel: 'Uloga' }, children: 'sadržaj' }));
    const groups = attrs(html, 'data-menu-group');
    const links = attrs(html, 'data-menu-id');
    expect([...groups, ...links].sort()).toEqual(menuIds(entries).sort());
    expect(html).toContain('Gradilište');
    expect(html).toContain('Natrag');
    expect(html).toContain('Odjava');
    expect(html).toContain('Profil');
  });

  it('highlights the document type of the query and shows the badge count', () => {
    const entries = menuFor(101);
    const html = render(h(AppShellLayout, { entries, user: { name: 'Ana', roleLabel: 'Voditelj' }, unverifiedCount: 7, children: null }));
    expect(html).toMatch(/aria-current="page" data-menu-id="documents-802"/);
    expect(html).toMatch(/data-badge="unverifiedVerifications"><span[^>]*>7</);
  });
});

describe('DataTable', () => {
  const columns = [
    { accessorKey: 'name', header: 'Ime', enableSorting: true, ...textFilter() },
    { accessorKey: 'emailConfirmed', header: 'Potvrđen', ...yesNoFilter() },
  ];

  it('renders the page, the filter from the URL and a Croatian total', () => {
    const data = [{ id: 1, name: 'Ana Anić', emailConfirmed: true }];
    const html = render(h(DataTable, { columns, data, totalItems: 1234, toolbar: h('button', null, 'Dodaj') }));
    expect(html).toContain('Anić'); // "Ana" is highlighted as the active filter
    expect(html).toMatch(/data-index="1"[^>]*><div[^>]*><div[^>]*>Da<\/div><\/div><\/td>/); // booleans read Da / Ne
    expect(html).toMatch(/aria-current="page"[^>]*>2</); // pageIndex=1 from the URL
    expect(html).toContain('Ukupno: 1.234');
    expect(html).toContain('value="Ana"');
    expect(html).toContain('Dodaj');
  });

  it('says "Nema podataka" when empty', () => {
    expect(render(h(DataTable, { columns, data: [], totalItems: 0 }))).toContain('Nema podataka');
  });
});

describe('static views', () => {
  it('renders the 404 and under-construction texts', () => {
    const html = render(h('div', null, h(NotFoundView), h(UnderConstruction, { title: 'Plaće' })));
    for (const text of ['Ooops... Greška 404', 'Stranica koju tražite ne postoji.', 'Natrag na početnu', 'U izradi', 'Ovaj modul je u izradi.', 'Plaće']) {
      expect(html).toContain(text);
    }
  });
});
