import { handler } from '@/lib/http/handler';
import { listQuerySchema } from '@/lib/http/list-params';
import { searchNews } from '@/lib/news/queries';
import { NEWS_LIST_OPTIONS } from '@/lib/news/schemas';

/**
 * GET /api/News/search: Filter.Title, Filter.Text, Filter.Author (contains, any case),
 * Filter.Date (YYYY-MM-DD, that day in Croatian time), Filter.IsArchived, Filter.IsFeatured
 * (true/false), PageIndex (0-based), PageSize (default 50), SortBy (title, date, author,
 * isArchived, isFeatured; default date), SortOrder (default desc).
 */
export const GET = handler({ module: 'news', operation: 'read', query: listQuerySchema(NEWS_LIST_OPTIONS) }, async ({ db, query }) =>
  searchNews(db, query),
);
