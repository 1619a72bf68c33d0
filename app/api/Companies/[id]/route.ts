import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { getCompany } from '@/lib/lookups/queries';

export const GET = handler({ module: 'lookups', operation: 'read', params: idParams }, async ({ db, params }) =>
  getCompany(db, params.id),
);
