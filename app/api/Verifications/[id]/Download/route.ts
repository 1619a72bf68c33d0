import { fileResponse } from '@/lib/files/response';
import { handler } from '@/lib/http/handler';
import { idParams as params } from '@/lib/http/params';
import { getVerificationFile } from '@/lib/verifications/service';

/** GET /api/Verifications/{id}/Download: the file with the download headers (attachment, nosniff, sandbox). */
export const GET = handler({ module: 'verifications', operation: 'read', params }, async ({ db, params }) =>
  fileResponse(await getVerificationFile(db, params.id)),
);
