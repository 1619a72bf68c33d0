import { handler } from '@/lib/http/handler';
import { projectCompletionSchema } from '@/lib/hodogram/schemas';
import { setProjectCompleted } from '@/lib/hodogram/service';

/** PUT /api/Hodogram/projectHodogram { projectId, completedIds }: exactly these nodes are completed; answers the project tree. */
export const PUT = handler({ module: 'projectHodogram', operation: 'update', body: projectCompletionSchema }, async ({ db, body, auditEntity }) => {
  auditEntity(body.projectId);
  return setProjectCompleted(db, body);
});
