import { fileResponse } from '@/lib/files/response';
import { handler } from '@/lib/http/handler';
import { exportDocument } from '@/lib/documents/export';
import { documentExportSchema } from '@/lib/documents/schemas';

/** POST /api/Documents/ExportPDF { id }: the document (header, lines, total) as a .pdf download; a read, audited as an export. */
export const POST = handler(
  { module: 'documents', operation: 'read', audit: 'export', body: documentExportSchema },
  async ({ db, body, auditEntity }) => {
    auditEntity(body.id);
    const { fileName, contentType, bytes } = await exportDocument(db, body.id, 'pdf');
    return fileResponse({ content: bytes, fileName, contentType });
  },
);
