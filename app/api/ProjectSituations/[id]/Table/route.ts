import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { situationTable } from '@/lib/situations/table-data';
import { situationTableQuerySchema } from '@/lib/situations/table-schemas';

/**
 * GET /api/ProjectSituations/{id}/Table?contractorId= (issue 11, the situations tab; an addition
 * to the spec): the table of one situation for one contractor (its and its subcontractors' lines)
 * or, without contractorId, per item the sums over every contractor. A read (SiteManager too).
 * contractorId must be a contractor of the situation's project (400).
 */
export const GET = handler({ module: 'situations', operation: 'read', params: idParams, query: situationTableQuerySchema }, async ({ db, params, query }) =>
  situationTable(db, params.id, query.contractorId),
);
