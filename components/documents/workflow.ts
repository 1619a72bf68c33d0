import { apiErrorFrom, apiFetch } from '@/lib/api-client';
import { ApiError } from '@/lib/api-client';
import { saveBlob, fileNameFromDisposition } from '@/components/files/download';
import { messages } from '@/lib/i18n/messages';

/** POST /api/Documents/Process | /Complete { documentId } (spec §7). */
export const processDocument = (documentId: number) => apiFetch('/api/Documents/Process', { method: 'POST', json: { documentId } });
export const completeDocument = (documentId: number) => apiFetch('/api/Documents/Complete', { method: 'POST', json: { documentId } });

/**
 * POST /api/Documents/Copy { sourceDocumentId, destTypeId, isStorno }: generate (another type),
 * copy (the same type) or storno. Answers the new document's id.
 */
export async function copyDocument(sourceDocumentId: number, destTypeId: number, isStorno: boolean): Promise<number> {
  const created = await apiFetch<{ id: number }>('/api/Documents/Copy', { method: 'POST', json: { sourceDocumentId, destTypeId, isStorno } });
  return created.id;
}

/** POST /api/Documents/ExportPDF | /ExportXLSX { id }: an Order's file, saved by the browser. */
export async function exportOrder(id: number, format: 'PDF' | 'XLSX', fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/Documents/Export${format}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id }),
    });
  } catch {
    throw new ApiError(0, messages.networkError);
  }
  if (!response.ok) throw apiErrorFrom(response.status, await response.json().catch(() => undefined));
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? `${fallbackName}.${format.toLowerCase()}`;
  saveBlob(await response.blob(), name);
}
