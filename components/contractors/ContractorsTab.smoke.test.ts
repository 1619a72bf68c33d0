/**
 * The Contractors tab server-rendered in its states: no contractors (the spec's warning), loading,
 * loaded (the contractor's and a subcontractor's columns, group and total rows, the inner tabs),
 * read-only for SiteManager (no edit controls), and the reads' URLs.
 */
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectItemsTree } from '@/lib/project-items/types';
import type { ContractorTabInfo } from '@/lib/situations/contractors';
import type { ProjectCooperatorItemDto } from '@/lib/situations/schemas';
import { FIXTURE_TREE } from '@/tests/fixtures/project-items';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn() }),
  usePathname: () => '/projects/7/contractors',
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children?: ReactNode }) => h('a', { href, ...rest }, children),
}));

let tree: ProjectItemsTree | null = null;
let lines: ProjectCooperatorItemDto[] | null = null;
vi.mock('@/components/project-items/use-items-tree', async (original) => ({
  ...(await original<typeof import('@/components/project-items/use-items-tree')>()),
  useItemsTree: () => ({ tree, error: null, loading: tree === null, reload: vi.fn(), finished: {} }),
}));
vi.mock('./use-cooperator-lines', async (original) => ({
  ...(await original<typeof import('./use-cooperator-lines')>()),
  useCooperatorLines: () => ({ lines, error: null, reload: vi.fn(async () => {}) }),
}));

const { Providers } = await import('../providers');
const { ContractorsTab } = await import('./ContractorsTab');
const { contractorLinesUrl, decodeContractorLines } = await import('./use-cooperator-lines');

const CONTRACTORS: ContractorTabInfo[] = [
  { id: 11, name: 'Gradnja d.o.o.', subcontractors: [{ id: 21, name: 'Armirač obrt' }] },
  { id: 12, name: 'Beton-Mont d.d.', subcontractors: [] },
];
const line = (id: number, pc: number, item: number, quantity: string, unitPrice: string, totalPrice: string, contractorItemId: number | null = null): ProjectCooperatorItemDto => ({
  id, projectId: 7, projectCooperatorId: pc, projectItemId: item, contractorItemId, quantity, unitPrice, totalPrice, cooperatorName: '', projectItemName: '', unitOfMeasurement: null,
});
const LINES = [
  line(1, 11, 7, '12.500000', '87.400000', '1092.50'),
  line(2, 21, 7, '4.000000', '60.000000', '240.00', 1),
  line(3, 11, 2, '1000.000000', '1.250000', '1250.00'),
  line(4, 12, 9, '1.000000', '500.000000', '500.00'),
];
const WRITER = { canCreate: true, canUpdate: true, canDelete: true };
const READER = { canCreate: false, canUpdate: false, canDelete: false };

const render = (contractors: ContractorTabInfo[], selectedId: number | null, rights = WRITER) =>
  renderToString(h(Providers, null, h(ContractorsTab, { projectId: 7, contractors, selectedId, revision: '9.9.42', rights })));

describe('ContractorsTab', () => {
  it('warns with its description when the project has no contractors', () => {
    const html = render([], null);
    expect(html).toContain('data-testid="no-contractors"');
    expect(html).toContain('Na centru odgovornosti nema izvođača');
    expect(html).toContain('tipa Izvođač s označenim troškovnikom');
    expect(html).not.toContain('data-testid="contractor-items"');
  });

  it('shows the loading state until the tree and the lines are read', () => {
    tree = null;
    lines = null;
    const html = render(CONTRACTORS, 11);
    expect(html).toContain('data-testid="items-loading"');
    expect(html).toContain('Gradnja d.o.o.');
    expect(html).toContain('Beton-Mont d.d.');
  });

  it('shows the contractor and its subcontractor with totals, and edit controls for a writer', () => {
    tree = FIXTURE_TREE;
    lines = LINES;
    const html = render(CONTRACTORS, 11);
    expect(html).toContain('data-testid="contractor-items" data-contractor-id="11"');
    expect(html).toContain('Ugovoreno: Gradnja d.o.o.');
    expect(html).toContain('Armirač obrt');
    // Beton C25/30: 12,5 x 87,40 = 1.092,50; the subcontractor's 4 x 60,00 = 240,00.
    expect(html).toContain('12,5');
    expect(html).toContain('87,40');
    expect(html).toContain('1.092,50');
    expect(html).toContain('240,00');
    // The contractor's total row: 1.092,50 + 1.250,00; the other contractor's 500,00 is not here.
    expect(html).toContain('2.342,50');
    expect(html).toContain('Stavki s podacima: 2 od');
    expect(html).toContain('Sve stavke');
    expect(html).toContain('Samo stavke s podacima');
    expect(html).toContain('data-testid="row-edit"');
    expect(html).toContain('Enter ili F2 uređuje redak');
    // The import for those who may create lines, to the selected contractor's drawer route.
    expect(html).toContain('href="/projects/7/contractors/11/import"');
  });

  it('is read-only for a role without write rights (SiteManager)', () => {
    tree = FIXTURE_TREE;
    lines = LINES;
    const html = render(CONTRACTORS, 12, READER);
    expect(html).toContain('data-contractor-id="12"');
    expect(html).toContain('500,00');
    expect(html).not.toContain('data-testid="row-edit"');
    expect(html).not.toContain('Enter ili F2 uređuje redak');
    expect(html).not.toContain('data-testid="edit-');
    expect(html).not.toContain('data-testid="contractor-import"');
  });

  it("reads the selected contractor's lines only, and decodes their tuples", () => {
    expect(contractorLinesUrl(7, 11)).toBe('/api/Projects/7/ContractorItemRows?contractorId=11');
    expect(decodeContractorLines({ lines: [[2, 7, 21, 1, '4', '60', '240.00']] })).toEqual([
      { id: 2, projectItemId: 7, projectCooperatorId: 21, contractorItemId: 1, quantity: '4', unitPrice: '60', totalPrice: '240.00' },
    ]);
  });
});
