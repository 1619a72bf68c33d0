import { messages } from '@/lib/i18n/messages';
import { hr, z } from '@/lib/i18n/zod';
import { DEFAULT_CARD_PAGE_SIZE, type ListQueryOptions } from '@/lib/http/list-params';
import { isBlankHtml } from './excerpt';

/**
 * News rules (spec part 1 section 5: title and author at most 200; text and date required),
 * shared by the drawer form and the API. Title is required too (NOT NULL). The HTML is
 * sanitised by the service, not here, so the browser bundle stays free of sanitize-html.
 */

/** A generous cap against absurd bodies; real articles are a few kB. */
export const NEWS_TEXT_MAX = 200_000;

const text = z
  .string({ error: messages.required })
  .max(NEWS_TEXT_MAX, messages.maxLength(NEWS_TEXT_MAX))
  // An empty editor still sends "<p></p>".
  .refine((v) => !isBlankHtml(v), messages.required);

/** An instant with its offset ("2026-03-02T09:30:00.000Z", "2026-03-02T10:30:00+01:00"). */
const date = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.iso.datetime({ offset: true, error: (issue) => (issue.input === undefined ? messages.required : messages.invalidDate) }),
);

const flag = z.boolean({ error: messages.invalidValue });

const base = {
  title: hr.requiredText(200),
  text,
  date,
  author: hr.optionalText(200),
  isFeatured: flag.optional().default(false),
};

/** Create: isArchived is editable only in edit mode, so one sent here is dropped (stored false). */
export const newsCreateSchema = z.object(base);

/** Update: a flag left out keeps its stored value. */
export const newsUpdateSchema = z.object({ ...base, isFeatured: flag.optional(), isArchived: flag.optional() });

export type NewsCreateInput = z.infer<typeof newsCreateSchema>;
export type NewsUpdateInput = z.infer<typeof newsUpdateSchema>;

/** One article as GET /api/News/{id} returns it (spec: News entity). `date` is an ISO instant. */
export type NewsDto = {
  id: number;
  title: string;
  text: string;
  date: string;
  author: string | null;
  isArchived: boolean;
  isFeatured: boolean;
};

/** A row of the lists (search, public list, dashboard): the excerpt instead of the full text. */
export type NewsListItem = Omit<NewsDto, 'text'> & { excerpt: string };

/** List parsing shared by the API, the admin table and the card list: newest first by default. */
export const NEWS_LIST_OPTIONS = {
  sortable: ['title', 'date', 'author', 'isArchived', 'isFeatured'],
  defaultSortBy: 'date',
  defaultSortOrder: 'desc',
  filters: { title: 'text', text: 'text', date: 'date', author: 'text', isArchived: 'boolean', isFeatured: 'boolean' },
} as const satisfies ListQueryOptions;

/** GET /api/News (the readers' list): the same, 6 per page by default. */
export const NEWS_READER_LIST = { ...NEWS_LIST_OPTIONS, defaultPageSize: DEFAULT_CARD_PAGE_SIZE } as const satisfies ListQueryOptions;
