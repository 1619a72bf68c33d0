import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { readImportFile } from '@/lib/project-items/import-request';
import { requireProject } from '@/lib/projects/queries';
import { contractorImportOptionsSchema } from '@/lib/situations/import-options';
import { readContractorWorkbook, replaceContractorItems, requireContractor } from '@/lib/situations/import-service';

/**
 * POST /api/Projects/{id}/ImportProjectContractorItems (multipart field File; query contractorId,
 * sheetName, excelRange, labelOrder): replaces the contractor's cost list with the file's rows
 * (matched to the bill of quantities by the Id in column A), 201 with the report. The options,
 * the project and the contractor are checked before the upload is read; the upload is cut off
 * past IMPORT_MAX_BYTES (413) and parsed in the worker, as the items import.
 */
export const POST = handler(
  {
    module: 'projectItems',
    operation: 'create',
    audit: 'import',
    params: idParams,
    query: contractorImportOptionsSchema,
    status: 201,
    input: async ({ db, req, params, query }) => {
      await requireProject(db, params.id);
      await requireContractor(db, params.id, query.contractorId);
      return readContractorWorkbook(await readImportFile(req), query);
    },
  },
  async ({ db, params, query, input }) => replaceContractorItems(db, params.id, query.contractorId, input),
);
