import { handler } from '@/lib/http/handler';
import { contactSchema } from '@/lib/cooperators/schemas';
import { createContact } from '@/lib/cooperators/service';

/** POST /api/CooperatorContacts: cooperatorId, name, address, countryId, cityId, email, phone. */
export const POST = handler({ module: 'cooperators', operation: 'create', body: contactSchema }, async ({ db, body }) =>
  createContact(db, body),
);
