import { handler, searchParamsToObject } from '@/lib/http/handler';
import { DEFAULT_CARD_PAGE_SIZE, parseListQuery } from '@/lib/http/list-params';
import { searchNews } from '@/lib/news/queries';
import { NEWS_LIST_OPTIONS, newsCreateSchema } from '@/lib/news/schemas';
import { createNews } from '@/lib/news/service';

/**
 * GET /api/News: the readers' list (what /news shows): never archived, newest first, paged
 * (6 per page by default), with the same Filter.*, PageIndex, PageSize, SortBy, SortOrder as
 * /api/News/search except that Filter.IsArchived is always false.
 */
export const GET = handler({ module: 'news', operation: 'read' }, async ({ db, req }) => {
  const q = parseListQuery(searchParamsToObject(req.nextUrl.searchParams), {
    ...NEWS_LIST_OPTIONS,
    defaultPageSize: DEFAULT_CARD_PAGE_SIZE,
  });
  return searchNews(db, { ...q, filters: { ...q.filters, isArchived: ['false'] } });
});

/** POST /api/News: 201 { id }; the text is sanitised, isArchived stored false. */
export const POST = handler({ module: 'news', operation: 'create', body: newsCreateSchema }, async ({ db, body, user }) =>
  createNews(db, body, user),
);
