import { getDb } from '@/db/client';
import { fileTooLarge, readMultipart } from '@/lib/files/upload';
import { AppError } from '@/lib/http/errors';
import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { itemImportOptionsSchema } from '@/lib/project-items/import-options';
import { importProjectItems, maxImportBytes } from '@/lib/project-items/import-service';
import { requireProject } from '@/lib/project-items/queries';

/**
 * POST /api/Projects/{id}/ImportProjectItems (multipart field File; query sheetName, excelRange,
 * labelOrder): replaces the project's bill of quantities with the workbook's, 201 with the
 * report. The options are checked before the upload is read, the upload is cut off past
 * IMPORT_MAX_BYTES (413), and the workbook is parsed in a worker (lib/excel/run-worker.ts).
 */
export const POST = handler(
  {
    module: 'projectItems',
    operation: 'create',
    audit: 'import',
    params: idParams,
    query: itemImportOptionsSchema,
    status: 201,
  },
  async ({ req, params, query }) => {
    const db = await getDb();
    await requireProject(db, params.id);
    const maxBytes = maxImportBytes();
    const form = await readMultipart(req, maxBytes);
    const file = form.get('File');
    if (!(file instanceof File) || file.size === 0) {
      throw new AppError(400, messages.fileRequired, { File: [messages.fileRequired] });
    }
    if (file.size > maxBytes) throw fileTooLarge(maxBytes);
    const bytes = new Uint8Array(await file.arrayBuffer());
    return importProjectItems(db, params.id, { name: file.name, bytes }, query);
  },
);
