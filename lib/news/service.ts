import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { news } from '@/db/schema';
import { fieldError, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import type { AppUser } from '@/lib/users/queries';
import { isBlankHtml } from './excerpt';
import { sanitizeNewsHtml } from './sanitize';
import type { NewsCreateInput, NewsUpdateInput } from './schemas';

/**
 * News writes. The HTML is sanitised here, on save, whoever calls (the display sanitises again).
 * A text that was only markup the policy removes (a lone <script>) is empty, hence required.
 */
function cleanText(html: string): string {
  const clean = sanitizeNewsHtml(html);
  if (isBlankHtml(clean)) throw fieldError('text', messages.required, messages.validationFailed);
  return clean;
}

/** A new article is never archived: isArchived is editable only in edit mode (spec section 4). */
export async function createNews(tx: Tx, input: NewsCreateInput, actor: AppUser): Promise<{ id: number }> {
  const text = cleanText(input.text);
  const [row] = await tx
    .insert(news)
    .values({
      title: input.title,
      text,
      date: new Date(input.date),
      author: input.author,
      isFeatured: input.isFeatured,
      isArchived: false,
      createdById: actor.id,
    })
    .returning({ id: news.id });
  return row;
}

/** Flags left out of the body keep their stored values. */
export async function updateNews(tx: Tx, id: number, input: NewsUpdateInput): Promise<{ id: number }> {
  const text = cleanText(input.text);
  const [row] = await tx
    .update(news)
    .set({
      title: input.title,
      text,
      date: new Date(input.date),
      author: input.author,
      ...(input.isFeatured === undefined ? {} : { isFeatured: input.isFeatured }),
      ...(input.isArchived === undefined ? {} : { isArchived: input.isArchived }),
    })
    .where(eq(news.id, id))
    .returning({ id: news.id });
  if (!row) throw notFound(messages.notFound);
  return row;
}

export async function deleteNews(tx: Tx, id: number): Promise<void> {
  const [row] = await tx.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  if (!row) throw notFound(messages.notFound);
}
