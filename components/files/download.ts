/**
 * File downloads with progress (the items export; any file the API serves): fetch the file,
 * read its body counting the bytes, then save it under the name the server gives in
 * Content-Disposition. Failures become the same ApiError apiFetch throws, with the server's
 * Croatian message.
 */
import { ApiError, apiErrorFrom } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';

/**
 * The file name of a Content-Disposition header: filename* (RFC 5987, UTF-8, so Croatian
 * letters survive) wins over the quoted ASCII fallback; null without either.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  return (plain[2] ?? plain[1]).trim() || null;
}

/**
 * GET a file (or `init.method`, e.g. a POST export, with `init.json` as its JSON body);
 * `onProgress` gets 0-100 when the size is known, null while it is not.
 */
export async function downloadFile(
  url: string,
  onProgress: (percent: number | null) => void,
  init: Pick<RequestInit, 'method'> & { json?: unknown } = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  let response: Response;
  const { json, ...rest } = init;
  const body = json === undefined ? {} : { body: JSON.stringify(json), headers: { 'Content-Type': 'application/json' } };
  try {
    response = await fetch(url, { ...rest, ...body, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, messages.networkError);
  }
  if (!response.ok) throw apiErrorFrom(response.status, await response.json().catch(() => undefined));
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'));
  const total = Number(response.headers.get('Content-Length')) || 0;
  if (!response.body) return { blob: await response.blob(), fileName };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(total ? 0 : null);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(total ? Math.min(100, Math.round((received * 100) / total)) : null);
  }
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
