/**
 * Server-renders the project items overview table: every column's Croatian header with its
 * filter and sort, numbers in Croatian form, right-aligned, and the export button.
 */
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ItemsOverviewRow } from '@/lib/situations/overview-schemas';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), back: vi.fn() }),
  usePathname: () => '/project-items-overview',
  useSearchParams: () => new URLSearchParams('sortBy=totalPrice&sortOrder=desc'),
}));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children?: ReactNode }) => h('a', { href, ...rest }, children),
}));

const { Providers } = await import('../providers');
const { ItemsOverviewTable } = await import('./ItemsOverviewTable');

const row: ItemsOverviewRow = {
  id: 7,
  projectId: 1,
  projectCooperatorId: 2,
  projectItemId: 3,
  ordinal: '1.10',
  projectItem: 'Beton C25/30',
  unit: 'm3',
  quantity: '1234.500000',
  unitPrice: '87.400000',
  totalPrice: '107895.30',
  cooperator: 'Građevinar d.o.o.',
  client: null,
  project: 'Most na Kupi',
  projectCode: 'MK-1',
  year: 2026,
};

const html = renderToString(h(Providers, null, h(ItemsOverviewTable, { data: [row], totalItems: 1 })));
const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
const labels = [...html.matchAll(/ aria-label="([^"]*)"/g)].map((m) => decode(m[1]));

describe('ItemsOverviewTable', () => {
  it('shows every column with its filter, and the sort from the URL', () => {
    for (const header of ['R. br.', 'Stavka', 'Jed. mj.', 'Količina', 'Jedinična cijena', 'Ukupna cijena', 'Suradnik', 'Naručitelj', 'Centar odgovornosti', 'Šifra centra', 'Godina']) {
      expect(labels, header).toContain(`Filtriraj: ${header}`);
    }
    expect(labels).toContain('Sortirano: Ukupna cijena, silazno');
  });

  it('renders the row with Croatian numbers and the export button', () => {
    for (const text of ['1.10', 'Beton C25/30', '1.234,5', '87,40', '107.895,30', 'Građevinar d.o.o.', 'Most na Kupi', 'MK-1', '2026', 'Izvoz u Excel']) {
      expect(decode(html), text).toContain(text);
    }
    expect(html).toContain('data-testid="items-overview-export"');
  });
});
