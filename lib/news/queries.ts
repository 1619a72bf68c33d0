import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { news } from '@/db/schema';
import { APP_TIME_ZONE } from '@/lib/format';
import { isValidIsoDate } from '@/lib/i18n/zod';
import { booleanFilter, DEFAULT_CARD_PAGE_SIZE, toPaged, type ListQuery, type Paged } from '@/lib/http/list-params';
import { excerpt } from './excerpt';
import { sanitizeNewsHtml } from './sanitize';
import type { NewsDto, NewsListItem } from './schemas';

/**
 * News reads: one article, and the one search behind /api/News/search, GET /api/News, the
 * /news-admin table, the /news cards and the dashboard. Indexes: (date, id) for the default
 * sort, (isFeatured, isArchived, date) for the dashboard, (title) for the title sort.
 */

/** Characters of HTML read per list row for its excerpt, so long articles do not travel whole. */
const EXCERPT_SOURCE = 4000;

const contains = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

const SORT_COLUMNS = {
  title: news.title,
  date: news.date,
  author: news.author,
  isArchived: news.isArchived,
  isFeatured: news.isFeatured,
} as const;

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
  const start = sql`(${day}::date)::timestamp at time zone ${APP_TIME_ZONE}`;
  const end = sql`((${day}::date) + 1)::timestamp at time zone ${APP_TIME_ZONE}`;
  return and(gte(news.date, start), lt(news.date, end))!;
}

function conditions(filters: ListQuery['filters']): SQL | undefined {
  const where: SQL[] = [];
  const title = filters.title?.[0];
  if (title) where.push(ilike(news.title, contains(title)));
  const author = filters.author?.[0];
  if (author) where.push(ilike(news.author, contains(author)));
  const text = filters.text?.[0];
  if (text) where.push(ilike(readerText, contains(text)));
  const day = filters.date?.[0];
  if (day && isValidIsoDate(day)) where.push(onDay(day));
  const archived = booleanFilter(filters.isArchived);
  if (archived !== null) where.push(eq(news.isArchived, archived));
  const featured = booleanFilter(filters.isFeatured);
  if (featured !== null) where.push(eq(news.isFeatured, featured));
  return where.length ? and(...where) : undefined;
}

/** Paged, sorted, filtered list; rows carry an excerpt, never the full HTML. */
export async function searchNews(db: DbOrTx, q: ListQuery): Promise<Paged<NewsListItem>> {
  const condition = conditions(q.filters);
  const dir = q.sortOrder === 'desc' ? desc : asc;
  const sortColumn = SORT_COLUMNS[q.sortBy as keyof typeof SORT_COLUMNS] ?? news.date;
  // Ties: newest first, then id, so paging is stable; the date sort walks the (date, id) index.
  const order =
    sortColumn === news.date ? [dir(news.date), dir(news.id)] : [dir(sortColumn), desc(news.date), desc(news.id)];

  const [rows, [{ total }]] = await Promise.all([
    db
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
      .where(condition)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    db.select({ total: count() }).from(news).where(condition),
  ]);
  const items = rows.map(({ head, isLong, date, ...row }) => ({
    ...row,
    date: iso(date),
    excerpt: excerpt(head, undefined, isLong),
  }));
  return toPaged(items, total, q);
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
