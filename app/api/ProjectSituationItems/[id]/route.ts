import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { getSituationItem } from '@/lib/situations/queries';
import { situationItemSchema } from '@/lib/situations/schemas';
import { deleteSituationItem, updateSituationItem } from '@/lib/situations/service';

export const GET = handler({ module: 'situations', operation: 'read', params: idParams }, async ({ db, params }) => getSituationItem(db, params.id));

export const PUT = handler({ module: 'situations', operation: 'update', params: idParams, body: situationItemSchema }, async ({ db, params, body }) =>
  updateSituationItem(db, params.id, body),
);

export const DELETE = handler({ module: 'situations', operation: 'delete', params: idParams }, async ({ db, params }) => deleteSituationItem(db, params.id));
