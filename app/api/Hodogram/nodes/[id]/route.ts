import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { hodogramNodeSchema } from '@/lib/hodogram/schemas';
import { deleteTemplateNode, updateTemplateNode } from '@/lib/hodogram/service';

/** PUT /api/Hodogram/nodes/{id} { name, code, description }. */
export const PUT = handler({ module: 'hodogram', operation: 'update', params: idParams, body: hodogramNodeSchema }, async ({ db, params, body }) =>
  updateTemplateNode(db, params.id, body),
);

/** DELETE /api/Hodogram/nodes/{id}: the node, its subtree and their attachments (204); the subtree is kept in the audit row. */
export const DELETE = handler({ module: 'hodogram', operation: 'delete', params: idParams }, async ({ db, params, auditSnapshot }) => {
  await deleteTemplateNode(db, params.id, auditSnapshot);
});
