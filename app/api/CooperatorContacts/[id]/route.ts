import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { getContact } from '@/lib/cooperators/queries';
import { contactSchema } from '@/lib/cooperators/schemas';
import { deleteContact, updateContact } from '@/lib/cooperators/service';

export const GET = handler({ module: 'cooperators', operation: 'read', params: idParams }, async ({ db, params }) =>
  getContact(db, params.id),
);

export const PUT = handler(
  { module: 'cooperators', operation: 'update', params: idParams, body: contactSchema },
  async ({ db, params, body }) => updateContact(db, params.id, body),
);

export const DELETE = handler({ module: 'cooperators', operation: 'delete', params: idParams }, async ({ db, params }) => {
  await deleteContact(db, params.id);
});
