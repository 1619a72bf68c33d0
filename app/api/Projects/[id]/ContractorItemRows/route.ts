import { handler } from '@/lib/http/handler';
import { jsonResponse } from '@/lib/http/json-response';
import { idParams } from '@/lib/http/params';
import { contractorLinesJson } from '@/lib/situations/contractor-lines';
import { contractorItemRowSchema, contractorLinesQuerySchema } from '@/lib/situations/row-schemas';
import { saveContractorItemRow } from '@/lib/situations/row-service';

/**
 * PUT /api/Projects/{id}/ContractorItemRows (an addition to the spec for the Contractors tab's
 * row editor): one item's contractor and subcontractor lines saved in one transaction; answers
 * the row's lines. Needs projectItems update here, and create (+ delete when a line goes) in the
 * service (docs/situations.md).
 */
export const PUT = handler({ module: 'projectItems', operation: 'update', params: idParams, body: contractorItemRowSchema }, async ({ db, user, params, body }) =>
  saveContractorItemRow(db, user.roleId, params.id, body),
);

/**
 * GET /api/Projects/{id}/ContractorItemRows?contractorId (an addition to the spec, issue 15): the
 * lines the Contractors tab shows for one contractor (its own and its subcontractors'), compact
 * (ContractorLinesDto; lib/situations/contractor-lines.ts). Reading lines is projectItems read,
 * as GET ProjectCooperatorItems.
 */
export const GET = handler({ module: 'projectItems', operation: 'read', params: idParams, query: contractorLinesQuerySchema }, async ({ db, params, query }) =>
  jsonResponse(await contractorLinesJson(db, params.id, query.contractorId)),
);
