import { fileResponse } from '@/lib/files/response';
import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { situationExportQuerySchema } from '@/lib/situations/export-schemas';
import { exportSituation } from '@/lib/situations/export-service';

/**
 * GET /api/ProjectSituations/{id}/Export?contractorId=&format=xlsx|pdf (issue 11 "Situation
 * export", an addition to the spec): one contractor's privremena situacija as a download. A read
 * (SiteManager may print it), audited as an export. `contractorId` is the contractor's project
 * cooperator id; it must be an Izvođač with a bill of quantities of the situation's project (400).
 */
export const GET = handler(
  { module: 'situations', operation: 'read', audit: 'export', params: idParams, query: situationExportQuerySchema },
  async ({ db, params, query, auditEntity }) => {
    auditEntity(params.id);
    const { fileName, contentType, bytes } = await exportSituation(db, params.id, query.contractorId, query.format);
    return fileResponse({ content: bytes, fileName, contentType });
  },
);
