import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { saveSituationQuantities } from '@/lib/situations/quantities-service';
import { situationQuantitiesSchema } from '@/lib/situations/table-schemas';

/**
 * PUT /api/ProjectSituations/{id}/Quantities (issue 11, the situations tab's row editor; an
 * addition to the spec): `{ lines: [{ projectCooperatorItemId, quantity | null }] }`, at most 50,
 * one transaction. situations/update; creating needs create too, deleting delete (the service).
 */
export const PUT = handler({ module: 'situations', operation: 'update', params: idParams, body: situationQuantitiesSchema }, async ({ db, user, params, body, auditEntity }) => {
  auditEntity(params.id);
  return saveSituationQuantities(db, user.roleId, params.id, body);
});
