import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { itemImportOptionsSchema } from '@/lib/project-items/import-options';
import { readImportFile } from '@/lib/project-items/import-request';
import { readImportWorkbook, replaceProjectItems } from '@/lib/project-items/import-service';
import { requireProject } from '@/lib/projects/queries';

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
    // Read and parsed before the write transaction opens.
    input: async ({ db, req, params, query }) => {
      // Before the upload is read: an unknown project costs no bytes.
      await requireProject(db, params.id);
      return readImportWorkbook(await readImportFile(req), query);
    },
  },
  async ({ db, params, input }) => replaceProjectItems(db, params.id, input),
);
