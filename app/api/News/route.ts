import { handler } from '@/lib/http/handler';
import { listQuerySchema } from '@/lib/http/list-params';
import { searchNews } from '@/lib/news/queries';
import { NEWS_READER_LIST, newsCreateSchema } from '@/lib/news/schemas';
import { createNews } from '@/lib/news/service';

/**
 * GET /api/News: the readers' list (what /news shows): never archived, newest first, paged
 * (6 per page by default), with the same Filter.*, PageIndex, PageSize, SortBy, SortOrder as
 * /api/News/search except that Filter.IsArchived is always false.
 */
export const GET = handler({ module: 'news', operation: 'read', query: listQuerySchema(NEWS_READER_LIST) }, async ({ db, query }) =>
  searchNews(db, { ...query, filters: { ...query.filters, isArchived: ['false'] } }),
);

/** POST /api/News: 201 { id }; the text is sanitised, isArchived stored false. */
export const POST = handler({ module: 'news', operation: 'create', body: newsCreateSchema }, async ({ db, body, user }) =>
  createNews(db, body, user),
);
