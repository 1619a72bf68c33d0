import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { hodogramActiveSchema } from '@/lib/hodogram/schemas';
import { setTemplateNodeActive } from '@/lib/hodogram/service';

/** PUT /api/Hodogram/nodes/{id}/active { isActive }: activates or deactivates the node and all its descendants; answers the tree. */
export const PUT = handler({ module: 'hodogram', operation: 'update', params: idParams, body: hodogramActiveSchema }, async ({ db, params, body }) =>
  setTemplateNodeActive(db, params.id, body.isActive),
);
