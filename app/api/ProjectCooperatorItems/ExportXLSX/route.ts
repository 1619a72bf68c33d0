import { fileResponse } from '@/lib/files/response';
import { handler } from '@/lib/http/handler';
import { listQuerySchema } from '@/lib/http/list-params';
import { XLSX_CONTENT_TYPE } from '@/lib/project-items/export-service';
import { exportItemsOverview } from '@/lib/situations/overview-export';
import { ITEMS_OVERVIEW_LIST } from '@/lib/situations/overview-schemas';

/**
 * POST /api/ProjectCooperatorItems/ExportXLSX with the search's query (filters and sort in the
 * query string; paging is ignored): every matching line as an .xlsx named through
 * Content-Disposition. An export reads (audited as an export).
 */
export const POST = handler(
  { module: 'projectItemsOverview', operation: 'read', audit: 'export', query: listQuerySchema(ITEMS_OVERVIEW_LIST) },
  async ({ db, query }) => {
    const { fileName, bytes } = await exportItemsOverview(db, query);
    return fileResponse({ content: bytes, fileName, contentType: XLSX_CONTENT_TYPE });
  },
);
