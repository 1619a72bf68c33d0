import { handler } from '@/lib/http/handler';
import { hodogramNodeCreateSchema } from '@/lib/hodogram/schemas';
import { createTemplateNode } from '@/lib/hodogram/service';

/** POST /api/Hodogram/nodes { parentId?, name, code, description }: a template node, last among its siblings (201). */
export const POST = handler({ module: 'hodogram', operation: 'create', body: hodogramNodeCreateSchema }, async ({ db, body }) =>
  createTemplateNode(db, body),
);
