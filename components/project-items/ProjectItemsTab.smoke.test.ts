/**
 * The items tab reads its tree in the browser (use-items-tree): server-renders the tab in each
 * state of that read (loading, failed, failed with an older tree, loaded, empty) and checks the
 * read itself (the URL, the API's Croatian message on failure, a body that is not a tree).
 */
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { ProjectItemsTree } from '@/lib/project-items/types';
import { FIXTURE_TREE } from '@/tests/fixtures/project-items';
import type { ItemsTreeState } from './use-items-tree';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn() }),
  usePathname: () => '/projects/7/items',
  useSearchParams: () => new URLSearchParams('filter.completedPercent=zero'),
}));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children?: ReactNode }) => h('a', { href, ...rest }, children),
}));

// The tab's read, as each test sets it; the real hook's fetch is tested below.
let state: ItemsTreeState;
const seen: { projectId: number; revision: string }[] = [];
vi.mock('./use-items-tree', async (original) => ({
  ...(await original<typeof import('./use-items-tree')>()),
  useItemsTree: (projectId: number, revision: string) => {
    seen.push({ projectId, revision });
    return state;
  },
}));

const { Providers } = await import('../providers');
const { ProjectItemsTab } = await import('./ProjectItemsTab');
const { fetchItemsTree, itemsTreeUrl } = await import('./use-items-tree');

const reload = vi.fn();
const read = (over: Partial<ItemsTreeState>): ItemsTreeState => ({ tree: null, error: null, loading: false, reload, finished: {}, ...over });
const rights = { canCreate: true, canUpdate: true, canDelete: true };
const render = (s: ItemsTreeState) => {
  state = s;
  return renderToString(
    h(Providers, null, h(ProjectItemsTab, { projectId: 7, revision: { count: 9, key: '9.9.42' }, units: [], rights, drawer: 'closed', searchParams: {} })),
  );
};
const rowIds = (html: string) => [...html.matchAll(/data-row-id="(-?\d+)"/g)].map((m) => Number(m[1]));
const EMPTY: ProjectItemsTree = {
  items: [],
  summary: { ...FIXTURE_TREE.summary, totalPrice: '0', completedPrice: '0', remainingPrice: '0', completedPercent: '0', groups: 0, items: 0 },
};

describe('ProjectItemsTab', () => {
  it('shows the loading state until the tree is read, by the page revision', () => {
    const html = render(read({ loading: true }));
    expect(html).toContain('data-testid="items-loading"');
    expect(html).toContain('Učitavanje troškovnika…');
    expect(html).not.toContain('data-testid="project-items"');
    expect(html).not.toContain('data-testid="items-empty"');
    expect(seen.at(-1)).toEqual({ projectId: 7, revision: '9.9.42' });
  });

  it('shows why the read failed and a retry', () => {
    const html = render(read({ error: new ApiError(403, 'Nemate ovlasti.', undefined, true) }));
    expect(html).toContain('data-testid="items-load-error"');
    expect(html).toContain('Troškovnik nije učitan.');
    expect(html).toContain('Nemate ovlasti.');
    expect(html).toContain('Pokušaj ponovno');
    expect(html).not.toContain('Učitavanje troškovnika…');
  });

  it('keeps an older tree under the error of a later read', () => {
    const html = render(read({ tree: FIXTURE_TREE, error: new ApiError(0, 'Poslužitelj nije dostupan.') }));
    expect(html).toContain('Pokušaj ponovno');
    expect(rowIds(html)).toEqual(rowIds(render(read({ tree: FIXTURE_TREE }))));
  });

  it('shows the read tree with the filter of the query string, and the empty state for no items', () => {
    const html = render(read({ tree: FIXTURE_TREE }));
    expect(html).toContain('data-testid="project-items"');
    expect(html).not.toContain('items-loading');
    // filter.completedPercent=zero: the filter and the drawer links keep it.
    expect(html).toContain('href="/projects/7/items/export?filter.completedPercent=zero"');
    expect(rowIds(html).length).toBeGreaterThan(0);
    const empty = render(read({ tree: EMPTY }));
    expect(empty).toContain('Troškovnik je prazan');
    expect(empty).toContain('href="/projects/7/items/import?filter.completedPercent=zero"');
  });
});

describe('fetchItemsTree', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  it('reads the tree endpoint', async () => {
    const fetch = answer(200, FIXTURE_TREE);
    vi.stubGlobal('fetch', fetch);
    await expect(fetchItemsTree(7)).resolves.toEqual(FIXTURE_TREE);
    expect(itemsTreeUrl(7)).toBe('/api/Projects/7/ProjectItems');
    expect((fetch.mock.calls[0] as unknown[])[0]).toBe('/api/Projects/7/ProjectItems');
  });

  it("fails with the API's message, or a generic one when the body is not a tree", async () => {
    vi.stubGlobal('fetch', answer(404, { message: 'Centar odgovornosti ne postoji.' }));
    await expect(fetchItemsTree(7)).rejects.toMatchObject({ status: 404, message: 'Centar odgovornosti ne postoji.' });
    vi.stubGlobal('fetch', answer(200, { hello: 'world' }));
    await expect(fetchItemsTree(7)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('ExportPreview', () => {
  it('says the tree is still being read instead of "no items" while the tab reads it', async () => {
    const { ExportPreview } = await import('./ExportPreview');
    const { EXPORT_TEXTS } = await import('@/lib/i18n/project-items');
    const preview = (sample: Parameters<typeof ExportPreview>[0]['sample']) =>
      renderToString(h(Providers, null, h(ExportPreview, { order: ['Name'], sample, startRow: 1 })));
    const reading = preview(null);
    expect(reading).toContain('Učitavanje troškovnika…');
    expect(reading).not.toContain(EXPORT_TEXTS.previewEmpty);
    const empty = preview([]);
    expect(empty).toContain(EXPORT_TEXTS.previewEmpty);
    expect(empty).not.toContain('Učitavanje troškovnika…');
  });
});
