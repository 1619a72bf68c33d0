/**
 * The /news card list keeps its state in the query string, in the screen form of
 * lib/http/list-params: filter.title, pageIndex (0-based), pageSize. Defaults are left out.
 */
import { DEFAULT_CARD_PAGE_SIZE } from '@/lib/http/list-params';

export type NewsListState = { title: string; pageIndex: number; pageSize: number };

export function newsListQuery(state: NewsListState): string {
  const q = new URLSearchParams();
  if (state.title.trim()) q.set('filter.title', state.title.trim());
  if (state.pageIndex > 0) q.set('pageIndex', String(state.pageIndex));
  if (state.pageSize !== DEFAULT_CARD_PAGE_SIZE) q.set('pageSize', String(state.pageSize));
  const text = q.toString();
  return text ? `?${text}` : '';
}
