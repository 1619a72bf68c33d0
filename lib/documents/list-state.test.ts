import { describe, expect, it } from 'vitest';
import { DocumentStatus } from './statuses';
import { currentYearRange, documentListSearch, parseDocumentListState, parseWarehouseItemIds, tabStatuses, withListState } from './list-state';

// 23.11.2026 in Zagreb; 31.12.2026 23:30 UTC is already 2027 there.
const NOW = new Date('2026-11-23T10:00:00Z');

describe('the documents list state in the URL (spec part 2 §2)', () => {
  it('defaults: no type, all projects (0), documents, active tab, the current year', () => {
    expect(parseDocumentListState({}, NOW)).toEqual({
      typeId: null,
      projectId: 0,
      showItems: false,
      activeTab: 'active',
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
    });
    expect(currentYearRange(new Date('2026-12-31T23:30:00Z'))).toEqual({ dateFrom: '2027-01-01', dateTo: '2027-12-31' });
  });

  it('reads every parameter, typed dates too, and ignores what it cannot use', () => {
    const s = parseDocumentListState(
      { typeId: '802', projectId: '5', showItems: 'TRUE', activeTab: 'inactive', dateFrom: '1.3.2026.', dateTo: '2026-04-30' },
      NOW,
    );
    expect(s).toEqual({ typeId: 802, projectId: 5, showItems: true, activeTab: 'inactive', dateFrom: '2026-03-01', dateTo: '2026-04-30' });
    const bad = parseDocumentListState({ typeId: '799', projectId: '-1', showItems: 'yes', activeTab: 'x', dateFrom: '31.2.2026.' }, NOW);
    expect(bad).toMatchObject({ typeId: null, projectId: 0, showItems: false, activeTab: 'active', dateFrom: '2026-01-01' });
    expect(parseDocumentListState({ dateFrom: '2026-05-01', dateTo: '2026-02-01' }, NOW)).toMatchObject({
      dateFrom: '2026-02-01',
      dateTo: '2026-05-01',
    });
  });

  it('tabs: documents active = Draft, Processing, Processed; items active = Draft, Processing; inactive = Completed', () => {
    const { Draft, Processing, Processed, Completed } = DocumentStatus;
    expect(tabStatuses({ showItems: false, activeTab: 'active' })).toEqual([Draft, Processing, Processed]);
    expect(tabStatuses({ showItems: true, activeTab: 'active' })).toEqual([Draft, Processing]);
    expect(tabStatuses({ showItems: true, activeTab: 'inactive' })).toEqual([Completed]);
  });

  it('writes a change back: first page, defaults left out, other parameters kept', () => {
    expect(documentListSearch('?typeId=800&pageIndex=3&sortBy=code&filter.code=ZAH', { projectId: 7 }, NOW)).toBe(
      '?typeId=800&sortBy=code&filter.code=ZAH&projectId=7',
    );
    expect(documentListSearch('?typeId=800&projectId=7', { projectId: 0, activeTab: 'inactive' }, NOW)).toBe('?typeId=800&activeTab=inactive');
    expect(documentListSearch('?typeId=800', { dateFrom: '2026-01-01', dateTo: '2026-06-30' }, NOW)).toBe('?typeId=800&dateTo=2026-06-30');
  });

  it('switching to items drops the documents sort and column filters (other columns)', () => {
    expect(documentListSearch('?typeId=800&sortBy=code&filter.code=ZAH&projectId=2', { showItems: true }, NOW)).toBe(
      '?typeId=800&projectId=2&showItems=true',
    );
  });
});

describe('the queries get the list state as filters', () => {
  const q: { pageIndex: number; filters: Record<string, string[]> } = { pageIndex: 0, filters: { code: ['ZAH'], documentStatusId: ['901'], projectId: ['9'], documentTypeId: ['801'] } };
  it('documents: the type, the tab statuses, the project, the dates; the URL cannot widen them', () => {
    const s = parseDocumentListState({ projectId: '3', dateFrom: '2026-03-01' }, NOW);
    expect(withListState(q, 800, s).filters).toEqual({
      code: ['ZAH'],
      documentTypeId: ['800'],
      documentStatusId: ['900', '902', '903'],
      projectId: ['3'],
      dateFrom: ['2026-03-01'],
      dateTo: ['2026-12-31'],
    });
  });
  it('items: the parent document status; project 0 means every project', () => {
    const s = parseDocumentListState({ showItems: 'true', activeTab: 'inactive' }, NOW);
    const f = withListState(q, 802, s).filters;
    expect(f.parentDocumentStatusId).toEqual(['901']);
    expect(f.documentStatusId).toBeUndefined();
    expect(f.projectId).toBeUndefined();
  });
});

describe('a new document from warehouse items (?warehouseItemIds=3,4)', () => {
  it('reads comma-separated and repeated ids once, ignores the rest', () => {
    expect(parseWarehouseItemIds({ warehouseItemIds: '3,4,x,0,3' })).toEqual([3, 4]);
    expect(parseWarehouseItemIds(new URLSearchParams('warehouseItemIds=5&warehouseItemIds=6,7'))).toEqual([5, 6, 7]);
    expect(parseWarehouseItemIds({})).toEqual([]);
  });
});
