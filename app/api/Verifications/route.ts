import { handler } from '@/lib/http/handler';
import { listQuerySchema } from '@/lib/http/list-params';
import { jsonResponse } from '@/lib/http/json-response';
import { searchVerificationsJson } from '@/lib/verifications/queries';
import { readVerificationCreate } from '@/lib/verifications/request';
import { VERIFICATION_LIST } from '@/lib/verifications/schemas';
import { createVerification } from '@/lib/verifications/service';

/** GET /api/Verifications: VerificationStatusId (repeated VerificationsStatusId), ProjectId, DocumentId, CreatedById, FileName, Remark; paged. */
export const GET = handler({ module: 'verifications', operation: 'read', query: listQuerySchema(VERIFICATION_LIST) }, async ({ db, query }) =>
  jsonResponse(await searchVerificationsJson(db, query)),
);

/** POST /api/Verifications (201), multipart: File (required), ProjectId, DocumentId, VerificationStatusId, Remark. */
export const POST = handler(
  { module: 'verifications', operation: 'create', input: ({ req }) => readVerificationCreate(req) },
  async ({ db, user, input }) => createVerification(db, user, input),
);
