import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { contractorItemRowSchema } from '@/lib/situations/row-schemas';
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
