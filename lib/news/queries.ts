import 'server-only';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { news } from '@/db/schema';
import { dayEnd, dayStart } from '@/lib/http/day-range';
import { DEFAULT_CARD_PAGE_SIZE, type ListQuery, type Paged } from '@/lib/http/list-params';
import { cappedCount, COUNT_CAP, defineList, mapPage, type SortTerm } from '@/lib/http/list-query';
import { excerpt } from './excerpt';
import { sanitizeNewsHtml } from './sanitize';
import { NEWS_LIST_OPTIONS, type NewsDto, type NewsListItem } from './schemas';

/**
 * News reads: one article, and the one search behind /api/News/search, GET /api/News, the
 * /news-admin table, the /news cards and the dashboard. Indexes: (date, id) for the default
 * sort, (isFeatured, isArchived, date) for the dashboard, (title) for the title sort.
 */

/** Characters of HTML read per list row for its excerpt, so long articles do not travel whole. */
const EXCERPT_SOURCE = 4000;

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export async function getNews(db: DbOrTx, id: number): Promise<NewsDto | null> {
  const [row] = await db
    .select({
      id: news.id,
      title: news.title,
      text: news.text,
      date: news.date,
      author: news.author,
      isArchived: news.isArchived,
      isFeatured: news.isFeatured,
    })
    .from(news)
    .where(eq(news.id, id))
    .limit(1);
  // Sanitised again on the way out: stored HTML is never trusted at display time.
  return row ? { ...row, date: iso(row.date), text: sanitizeNewsHtml(row.text) } : null;
}

/**
 * What a reader sees of the stored (sanitised) HTML, for Filter.Text: block ends become spaces,
 * other tags vanish ("jed<b>na</b>" is one word), the entities sanitize-html writes are decoded
 * and spaces collapsed. So "strong" does not find every <strong>, and "Ivić & sin" finds "&amp;".
 */
const readerText = sql`replace(replace(replace(replace(regexp_replace(regexp_replace(regexp_replace(
  ${news.text},
  '</?(p|br|hr|li|ul|ol|h[1-6]|blockquote|pre)([^a-z0-9>][^>]*)?>', ' ', 'gi'),
  '<[^>]*>', '', 'g'),
  '[[:space:]' || chr(160) || ']+', ' ', 'g'),
  '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&amp;', '&')`;

/** The calendar day 'YYYY-MM-DD' in Croatian time, as an index-friendly range on `date`. */
function onDay(day: string): SQL {
  return and(gte(news.date, dayStart(day)), lt(news.date, dayEnd(day)))!;
}

/** Ties of another sort: newest first, then id, so paging is stable. */
const newestFirst: SortTerm[] = [
  { by: news.date, order: 'desc' },
  { by: news.id, order: 'desc' },
];

/**
 * The list's filters and sorts bound to columns (names and kinds: NEWS_LIST_OPTIONS); the date
 * sort walks the (date, id) index.
 */
const newsList = defineList(NEWS_LIST_OPTIONS, {
  filters: {
    title: news.title,
    author: news.author,
    text: readerText,
    date: onDay,
    isArchived: news.isArchived,
    isFeatured: news.isFeatured,
  },
  sort: {
    date: news.date,
    title: [news.title, ...newestFirst],
    author: [news.author, ...newestFirst],
    isArchived: [news.isArchived, ...newestFirst],
    isFeatured: [news.isFeatured, ...newestFirst],
  },
  tiebreak: news.id,
  // Capped (issue 15): notices accumulate for good (archived ones stay); at most 10,001 entries
  // are counted, the screen shows "10.000+" above that; unfiltered (the admin's list), the
  // planner's estimate answers "10.000+" when the table is clearly larger.
  counting: cappedCount(COUNT_CAP, { estimate: news }),
});

/** Paged, sorted, filtered list; rows carry an excerpt, never the full HTML. */
export async function searchNews(db: DbOrTx, q: ListQuery): Promise<Paged<NewsListItem>> {
  const rows = db
    .select({
      id: news.id,
      title: news.title,
      date: news.date,
      author: news.author,
      isArchived: news.isArchived,
      isFeatured: news.isFeatured,
      head: sql<string>`left(${news.text}, ${sql.raw(String(EXCERPT_SOURCE))})`,
      isLong: sql<boolean>`length(${news.text}) > ${sql.raw(String(EXCERPT_SOURCE))}`,
    })
    .from(news)
    .$dynamic();
  // A page deep in the list reads its ids first (the deferred join: no excerpt of the rows it skips).
  const lean = () => db.select({ id: news.id }).from(news).$dynamic();
  const page = await newsList.page(db, q, { rows, count: lean(), keys: lean() });
  return mapPage(page, ({ head, isLong, date, ...row }) => ({ ...row, date: iso(date), excerpt: excerpt(head, undefined, isLong) }));
}

/** The dashboard's cards: featured, not archived, newest first (same query as the API's). */
export function featuredNews(db: DbOrTx, pageSize = DEFAULT_CARD_PAGE_SIZE): Promise<Paged<NewsListItem>> {
  return searchNews(db, {
    pageIndex: 0,
    pageSize,
    sortBy: 'date',
    sortOrder: 'desc',
    filters: { isFeatured: ['true'], isArchived: ['false'] },
  });
}
