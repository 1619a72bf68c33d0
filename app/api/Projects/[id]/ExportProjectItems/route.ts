import { fileResponse } from '@/lib/files/response';
import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { exportProjectItems, XLSX_CONTENT_TYPE } from '@/lib/project-items/export-service';
import { itemExportOptionsSchema } from '@/lib/project-items/import-options';

/**
 * GET /api/Projects/{id}/ExportProjectItems (query labelOrder, optional excelRange): the bill of
 * quantities as an .xlsx named through Content-Disposition. A read (SiteManager may export).
 */
export const GET = handler(
  { module: 'projectItems', operation: 'read', audit: 'export', params: idParams, query: itemExportOptionsSchema },
  async ({ db, params, query }) => {
    const { fileName, bytes } = await exportProjectItems(db, params.id, query);
    return fileResponse({ content: bytes, fileName, contentType: XLSX_CONTENT_TYPE });
  },
);
