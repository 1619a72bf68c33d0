import { apiFetch } from '@/lib/api-client';
import { classifyCopy, allowedFollowUps } from '@/lib/documents/follow-ups';
import type { DocumentTypeId } from '@/lib/documents/types';

type SelectedItem = { id: number; documentId: number; documentTypeId: number; documentStatusId: number };

/**
 * The types selected items may be generated into: the follow-ups of their type (follow-ups.ts)
 * that every selected line's document allows (not a Draft: "generate is shown only when the
 * source is not in Draft"). The server checks the storno rule and the rest again.
 */
export function generateChoices(typeId: number, items: readonly SelectedItem[]): readonly DocumentTypeId[] {
  if (items.length === 0) return [];
  return allowedFollowUps(typeId).filter((to) =>
    items.every((i) => classifyCopy({ documentTypeId: i.documentTypeId, documentStatusId: i.documentStatusId, isStorno: false, isStorned: false }, { destTypeId: to, isStorno: false }).ok),
  );
}

/** The one source document of the selection, or null when the lines come from several. */
export function singleSource(items: readonly SelectedItem[]): number | null {
  const ids = new Set(items.map((i) => i.documentId));
  return ids.size === 1 ? items[0].documentId : null;
}

/**
 * Generates a document of `destTypeId` from selected lines. Lines of one document: POST
 * /api/Documents/Copy with the source and the chosen lines; lines of several documents: POST
 * /api/Documents/Generate (one document, each new line linked to its source line). Answers the
 * new document's id.
 */
export async function generateFromItems(destTypeId: number, items: readonly SelectedItem[]): Promise<number> {
  const documentItemIds = items.map((i) => i.id);
  const sourceDocumentId = singleSource(items);
  const created =
    sourceDocumentId === null
      ? await apiFetch<{ id: number }>('/api/Documents/Generate', { method: 'POST', json: { destTypeId, documentItemIds } })
      : await apiFetch<{ id: number }>('/api/Documents/Copy', { method: 'POST', json: { sourceDocumentId, destTypeId, isStorno: false, documentItemIds } });
  return created.id;
}
