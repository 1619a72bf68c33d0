import { handler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { contactsOf, findCooperator } from '@/lib/cooperators/queries';

/**
 * GET /api/Cooperators/{cooperatorId}/CooperatorContacts: the cooperator's contacts by name.
 * (The folder is [id]: Next.js allows one dynamic name per level, and /api/Cooperators/{id} has it.)
 */
export const GET = handler({ module: 'cooperators', operation: 'read', params: idParams }, async ({ db, params }) => {
  if (!(await findCooperator(db, params.id))) throw notFound(messages.notFound);
  return contactsOf(db, params.id);
});
