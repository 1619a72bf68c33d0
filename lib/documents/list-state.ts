/**
 * The documents list's own URL state (spec part 2 §2): typeId, projectId (0 = all projects),
 * showItems, activeTab (active / inactive) and dateFrom / dateTo (default: the current year in
 * Zagreb). Paging, sorting and the column filters are the list kit's (lib/http/list-params.ts).
 * Pure and client-safe: the page parses it leniently (a bad value means the default) and the
 * toolbar writes it back, keeping every other parameter.
 */
import { parseDateInput } from '@/lib/format/typed-dates';
import { zagrebClock } from '@/lib/format/zone';
import type { ListQueryInput } from '@/lib/http/list-params';
import { LIST_TAB_STATUSES, type DocumentStatusId } from './statuses';
import { isDocumentTypeId, type DocumentTypeId } from './types';

export type DocumentListTab = 'active' | 'inactive';

export type DocumentListState = {
  typeId: DocumentTypeId | null;
  /** 0 = every project. */
  projectId: number;
  showItems: boolean;
  activeTab: DocumentListTab;
  /** 'YYYY-MM-DD', inclusive. */
  dateFrom: string;
  dateTo: string;
};

/** The parameters this module owns; a change of any of them goes back to the first page. */
export const DOCUMENT_LIST_KEYS = ['typeId', 'projectId', 'showItems', 'activeTab', 'dateFrom', 'dateTo'] as const;

function first(input: ListQueryInput, key: string): string | undefined {
  if (input instanceof URLSearchParams) return input.get(key) ?? undefined;
  const v = input[key];
  return Array.isArray(v) ? v[0] : v;
}

/** The current year's first and last day in Zagreb: the date range's default. */
export function currentYearRange(now: Date = new Date()): { dateFrom: string; dateTo: string } {
  const { year } = zagrebClock(now);
  return { dateFrom: `${year}-01-01`, dateTo: `${year}-12-31` };
}

const positiveInt = (v: string | undefined): number | null => (v && /^\d{1,10}$/.test(v) && +v <= 2147483647 ? +v : null);

export function parseDocumentListState(input: ListQueryInput, now: Date = new Date()): DocumentListState {
  const typeNum = positiveInt(first(input, 'typeId'));
  const year = currentYearRange(now);
  const from = parseDateInput(first(input, 'dateFrom')) ?? year.dateFrom;
  const to = parseDateInput(first(input, 'dateTo')) ?? year.dateTo;
  return {
    typeId: typeNum !== null && isDocumentTypeId(typeNum) ? typeNum : null,
    projectId: positiveInt(first(input, 'projectId')) ?? 0,
    showItems: first(input, 'showItems')?.toLowerCase() === 'true',
    activeTab: first(input, 'activeTab') === 'inactive' ? 'inactive' : 'active',
    // A reversed range is read as typed the other way round rather than as an empty list.
    dateFrom: from <= to ? from : to,
    dateTo: from <= to ? to : from,
  };
}

/** The statuses a tab shows: of the documents, or (items switch) of the items' documents. */
export function tabStatuses(state: Pick<DocumentListState, 'showItems' | 'activeTab'>): readonly DocumentStatusId[] {
  return LIST_TAB_STATUSES[state.showItems ? 'items' : 'documents'][state.activeTab];
}

/**
 * The list's URL after a change of its own state: the other parameters (sort, filters) stay,
 * the page goes back to the first one; defaults are left out so links stay short. Switching
 * between documents and items drops sort and column filters (the columns differ).
 */
export function documentListSearch(current: string, change: Partial<DocumentListState>, now: Date = new Date()): string {
  const params = new URLSearchParams(current);
  const next = { ...parseDocumentListState(params, now), ...change };
  const year = currentYearRange(now);
  if (change.showItems !== undefined && change.showItems !== (params.get('showItems') === 'true')) {
    for (const key of [...params.keys()]) if (key === 'sortBy' || key === 'sortOrder' || key.startsWith('filter.')) params.delete(key);
  }
  params.delete('pageIndex');
  const set = (key: string, value: string | null) => (value === null ? params.delete(key) : params.set(key, value));
  set('typeId', next.typeId === null ? null : String(next.typeId));
  set('projectId', next.projectId ? String(next.projectId) : null);
  set('showItems', next.showItems ? 'true' : null);
  set('activeTab', next.activeTab === 'inactive' ? 'inactive' : null);
  set('dateFrom', next.dateFrom === year.dateFrom ? null : next.dateFrom);
  set('dateTo', next.dateTo === year.dateTo ? null : next.dateTo);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The list kit's query with the list's own state as its filters (the type, the tab's statuses,
 * the project unless 0, the dates): they replace whatever the URL's `filter.*` says of the same
 * names, so a hand-edited URL cannot widen the tab or the type. Documents filter their own status
 * (`documentStatusId`), items their document's (`parentDocumentStatusId`).
 */
export function withListState<Q extends { filters: Record<string, string[]> }>(q: Q, typeId: number, state: DocumentListState): Q {
  const filters = { ...q.filters };
  delete filters.projectId;
  delete filters.documentStatusId;
  delete filters.parentDocumentStatusId;
  filters.documentTypeId = [String(typeId)];
  filters[state.showItems ? 'parentDocumentStatusId' : 'documentStatusId'] = tabStatuses(state).map(String);
  if (state.projectId) filters.projectId = [String(state.projectId)];
  filters.dateFrom = [state.dateFrom];
  filters.dateTo = [state.dateTo];
  return { ...q, filters };
}

/**
 * The warehouse items a new document starts from (`/documents/new?typeId=805&warehouseItemIds=3,4`,
 * the warehouse items' Generate menu): comma-separated or repeated positive ids, each once, at
 * most 500 (the API's limit); anything else is ignored.
 */
export function parseWarehouseItemIds(input: ListQueryInput): number[] {
  const raw = input instanceof URLSearchParams ? input.getAll('warehouseItemIds') : [input.warehouseItemIds ?? []].flat();
  const ids = raw.flatMap((v) => v.split(',')).map((v) => positiveInt(v.trim())).filter((v): v is number => v !== null && v > 0);
  return [...new Set(ids)].slice(0, 500);
}
