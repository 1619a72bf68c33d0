import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { getProjectCooperatorItem } from '@/lib/situations/queries';
import { projectCooperatorItemSchema } from '@/lib/situations/schemas';
import { deleteProjectCooperatorItem, updateProjectCooperatorItem } from '@/lib/situations/service';

export const GET = handler({ module: 'projectItems', operation: 'read', params: idParams }, async ({ db, params }) => getProjectCooperatorItem(db, params.id));

export const PUT = handler({ module: 'projectItems', operation: 'update', params: idParams, body: projectCooperatorItemSchema }, async ({ db, params, body }) =>
  updateProjectCooperatorItem(db, params.id, body),
);

export const DELETE = handler({ module: 'projectItems', operation: 'delete', params: idParams }, async ({ db, params }) => deleteProjectCooperatorItem(db, params.id));
