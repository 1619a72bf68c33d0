import { handler } from '@/lib/http/handler';
import { countUnverified } from '@/lib/verifications/queries';

/** GET /api/Verifications/UnverifiedCount: { count } of Unverified, the SiteManager's menu badge (polled every 60 s). */
export const GET = handler({ module: 'verifications', operation: 'read' }, async ({ db }) => ({ count: await countUnverified(db) }));
