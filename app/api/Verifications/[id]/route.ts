import { handler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { idParams as params } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { getVerification } from '@/lib/verifications/queries';
import { readVerificationUpdate } from '@/lib/verifications/request';
import { deleteVerification, updateVerification } from '@/lib/verifications/service';

/** GET (the edit drawer), PUT (multipart: Id, File, ProjectId, DocumentId, VerificationStatusId, Remark) and DELETE. */
export const GET = handler({ module: 'verifications', operation: 'read', params }, async ({ db, params }) => {
  const verification = await getVerification(db, params.id);
  if (!verification) throw notFound(messages.notFound);
  return verification;
});

export const PUT = handler(
  { module: 'verifications', operation: 'update', params, input: ({ req }) => readVerificationUpdate(req) },
  async ({ db, params, input }) => updateVerification(db, params.id, input),
);

export const DELETE = handler({ module: 'verifications', operation: 'delete', params }, async ({ db, params }) => {
  await deleteVerification(db, params.id);
});
