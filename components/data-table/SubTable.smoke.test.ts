/**
 * Server-renders the shared sub-table of a detail page's tab: the add button as the rights
 * allow, the rows with their cells, the empty row across all columns, and the row actions.
 */
import { describe, expect, it, vi } from 'vitest';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), refresh: vi.fn() }) }));
vi.mock('next/link', () => ({
  default: ({ href, children, scroll, ...rest }: { href: string; scroll?: boolean; children?: ReactNode }) => (void scroll, h('a', { href, ...rest }, children)),
}));

const { Providers } = await import('@/components/providers');
const { SubTable } = await import('./SubTable');
const { messages } = await import('@/lib/i18n/messages');

type Row = { id: number; name: string; from: string };
const columns = [
  { header: 'Ime', cell: (r: Row) => r.name },
  { header: 'Od', cell: (r: Row) => r.from, nowrap: true },
];
const base = {
  columns,
  emptyText: 'Nema zapisa.',
  testId: 'sub',
  addLabel: 'Dodaj zapis',
  rowName: (r: Row) => r.name,
};
const render = (props: Record<string, unknown>) => renderToString(h(Providers, null, h(SubTable<Row>, { ...base, rows: [], addHref: null, editHref: null, onDelete: null, ...props })));

describe('SubTable', () => {
  it('renders rows, the add button and the actions the rights allow', () => {
    const html = render({
      rows: [{ id: 1, name: 'Ana Anić', from: '01.02.2026.' }],
      addHref: '/x/new',
      editHref: (r: Row) => `/x/${r.id}/edit`,
      onDelete: () => undefined,
    });
    expect(html).toContain('data-testid="sub"');
    expect(html).toContain('href="/x/new"');
    expect(html).toContain('Dodaj zapis');
    expect(html).toContain('Ana Anić');
    expect(html).toMatch(/white-space:nowrap[^>]*>01\.02\.2026\./);
    expect(html).toContain(messages.actions);
    expect(html).toContain('href="/x/1/edit"');
    expect(html).toContain(`aria-label="${messages.delete} Ana Anić"`);
  });

  it('without rights: no add button, no actions column; the empty row spans all columns', () => {
    const html = render({});
    expect(html).not.toContain('Dodaj zapis');
    expect(html).not.toContain(messages.actions);
    expect(html).toContain('colSpan="2"');
    expect(html).toContain('Nema zapisa.');
    expect(render({ onDelete: () => undefined })).toContain('colSpan="3"');
  });
});
