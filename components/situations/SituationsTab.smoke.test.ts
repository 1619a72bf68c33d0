/**
 * The Situations tab server-rendered in its states: no situations (the spec's warning), loaded
 * for one contractor (its groups, the subcontractor's income and expense, the total row, the
 * header's period and buttons), every contractor (exports disabled, the hint), read-only for
 * SiteManager (no add, edit, delete or row actions; exports stay).
 */
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectItemsTree } from '@/lib/project-items/types';
import type { ContractorTabInfo } from '@/lib/situations/contractors';
import type { SituationTableLine } from '@/lib/situations/table-schemas';
import { FIXTURE_TREE } from '@/tests/fixtures/project-items';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn() }),
  usePathname: () => '/projects/7/situations',
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children?: ReactNode }) => h('a', { href, ...rest }, children),
}));

let tree: ProjectItemsTree | null = FIXTURE_TREE;
let lines: SituationTableLine[] | null = null;
vi.mock('@/components/project-items/use-items-tree', async (original) => ({
  ...(await original<typeof import('@/components/project-items/use-items-tree')>()),
  useItemsTree: () => ({ tree, error: null, loading: tree === null, reload: vi.fn(), finished: {} }),
}));
vi.mock('./use-situation-table', async (original) => ({
  ...(await original<typeof import('./use-situation-table')>()),
  useSituationTable: () => ({ lines, error: null, reload: vi.fn(), merge: vi.fn() }),
}));

const { Providers } = await import('../providers');
const { SituationsTab } = await import('./SituationsTab');

const CONTRACTORS: ContractorTabInfo[] = [{ id: 11, name: 'Gradnja d.o.o.', subcontractors: [{ id: 21, name: 'Armirač obrt' }] }];
const SITUATIONS = [
  { id: 5, projectId: 7, name: 'Veljača', activeFrom: '2026-02-01', activeTo: '2026-02-28', description: null },
  { id: 6, projectId: 7, name: 'Ožujak', activeFrom: '2026-03-01', activeTo: '2026-03-31', description: 'Betoniranje čćđšž' },
];
const line = (projectItemId: number, projectCooperatorId: number | null, lineId: number | null, v: Partial<SituationTableLine>): SituationTableLine => ({
  projectItemId, projectCooperatorId, lineId, quantity: '0', unitPrice: '0', totalPrice: '0', periodQuantity: '0', periodAmount: '0',
  cumulativeQuantity: '0', cumulativeAmount: '0', situationItemId: null, periodIncome: null, cumulativeIncome: null, ...v,
});
const CONTRACTOR_LINES = [
  line(7, 11, 1, { quantity: '12.5', unitPrice: '87.4', totalPrice: '1092.5', periodQuantity: '9', periodAmount: '786.6', cumulativeQuantity: '14', cumulativeAmount: '1223.6', situationItemId: 3 }),
  line(7, 21, 2, { quantity: '12.5', unitPrice: '60.03', totalPrice: '750.38', periodQuantity: '4.5', periodAmount: '270.14', periodIncome: '393.3', cumulativeQuantity: '6', cumulativeAmount: '360.18', cumulativeIncome: '524.4', situationItemId: 4 }),
  line(2, 11, 5, { quantity: '1000', unitPrice: '123456.789', totalPrice: '123456789', periodQuantity: '1000', periodAmount: '123456789.12', cumulativeQuantity: '1000', cumulativeAmount: '123456789.12', situationItemId: 6 }),
];
const WRITER = { canCreate: true, canUpdate: true, canDelete: true };
const READER = { canCreate: false, canUpdate: false, canDelete: false };

const render = (situations = SITUATIONS, contractorParam: number | null = 11, rights = WRITER) =>
  renderToString(
    h(Providers, null, h(SituationsTab, { projectId: 7, situations, selectedId: situations.at(-1)?.id ?? null, contractors: CONTRACTORS, contractorParam, revision: '1', rights })),
  );

describe('SituationsTab', () => {
  it('warns when the project has no situations, with the add button for writers', () => {
    const html = render([]);
    expect(html).toContain('data-testid="no-situations"');
    expect(html).toContain('Na centru odgovornosti nema situacija');
    expect(html).toContain('href="/projects/7/situations/new?contractor=11"');
    expect(render([], null, READER)).not.toContain('situation-add');
  });

  it("one contractor: the header, the groups, the subcontractor's income and expense, the total row", () => {
    tree = FIXTURE_TREE;
    lines = CONTRACTOR_LINES;
    const html = render();
    expect(html).toContain('01.03.2026. – 31.03.2026.');
    expect(html).toContain('Betoniranje čćđšž');
    expect(html).toContain('href="/projects/7/situations/6/edit?contractor=11"');
    expect(html).toContain('href="/api/ProjectSituations/6/Export?contractorId=11&amp;format=xlsx"');
    expect(html).toContain('Armirač obrt');
    for (const text of ['Ugovoreno', 'Ova situacija', 'Kumulativno', 'Prihod', 'Rashod', 'Kum. prihod', 'Kum. rashod', 'Postotak']) expect(html).toContain(text);
    // The top-level groups (the level below them is closed at first: deepest group level minus one).
    expect(html).toContain('Zemljani radovi');
    expect(html).toContain('Betonski radovi');
    // The total row: 1.223,60 + 123.456.789,12 cumulative.
    expect(html).toContain('123.458.012,72');
  });

  it('every contractor: exports disabled, the hint, no row editor', () => {
    lines = [line(7, null, null, { quantity: '12.5', totalPrice: '1092.5', cumulativeQuantity: '14', cumulativeAmount: '1223.6' })];
    const html = render(SITUATIONS, null);
    expect(html).toContain('data-contractor-id="all"');
    expect(html).not.toContain('Export?contractorId');
    expect(html).toContain('Prikazani su zbrojevi svih izvođača');
    expect(html).not.toContain('row-actions');
  });

  it('SiteManager: no add, edit, delete or row actions; the exports stay', () => {
    lines = CONTRACTOR_LINES;
    const html = render(SITUATIONS, 11, READER);
    for (const id of ['situation-add', 'situation-edit', 'situation-delete', 'row-actions']) expect(html).not.toContain(id);
    expect(html).toContain('Export?contractorId=11&amp;format=pdf');
  });
});
