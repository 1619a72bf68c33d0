import { contentDisposition } from './file-name';

/**
 * A file download (ARCHITECTURE.md 3): always "attachment" with a safe Croatian name, the
 * verified type, nosniff (the browser must not guess HTML from the bytes), a sandbox CSP in case
 * a browser renders it anyway, and no caching of private documents by shared caches.
 */
export function fileResponse(file: { content: Uint8Array; fileName: string; contentType: string }): Response {
  // Buffers from pg/PGlite sit on a plain ArrayBuffer (never shared), so no copy is needed.
  const body = file.content as Uint8Array<ArrayBuffer>;
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(body.byteLength),
      'Content-Disposition': contentDisposition(file.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    },
  });
}
