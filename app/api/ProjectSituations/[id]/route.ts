import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { getProjectSituation } from '@/lib/situations/queries';
import { projectSituationSchema } from '@/lib/situations/schemas';
import { deleteProjectSituation, updateProjectSituation } from '@/lib/situations/service';

export const GET = handler({ module: 'situations', operation: 'read', params: idParams }, async ({ db, params }) => getProjectSituation(db, params.id));

export const PUT = handler({ module: 'situations', operation: 'update', params: idParams, body: projectSituationSchema }, async ({ db, params, body }) =>
  updateProjectSituation(db, params.id, body),
);

export const DELETE = handler({ module: 'situations', operation: 'delete', params: idParams }, async ({ db, params }) => deleteProjectSituation(db, params.id));
