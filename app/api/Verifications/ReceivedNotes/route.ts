import { handler } from '@/lib/http/handler';
import { hr, z } from '@/lib/i18n/zod';
import { receivedNotesOfProject } from '@/lib/verifications/queries';

/** GET /api/Verifications/ReceivedNotes?projectId=: the form's document choices (§5: the project's purchase received notes). */
export const GET = handler(
  { module: 'verifications', operation: 'read', query: z.object({ projectId: hr.requiredId() }) },
  async ({ db, query }) => receivedNotesOfProject(db, query.projectId),
);
