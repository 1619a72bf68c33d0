import 'server-only';
import { fileResponse } from '@/lib/files/response';

/** A PDF download: the safe Croatian file name and the headers of every file download. */
export function pdfResponse(content: Buffer, fileName: string): Response {
  const name = /\.pdf$/i.test(fileName) ? fileName : `${fileName}.pdf`;
  return fileResponse({ content: new Uint8Array(content.buffer, content.byteOffset, content.byteLength), fileName: name, contentType: 'application/pdf' });
}
