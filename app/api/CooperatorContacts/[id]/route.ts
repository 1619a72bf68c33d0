import { getDb } from '@/db/client';
import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { getContact } from '@/lib/cooperators/queries';
import { contactSchema } from '@/lib/cooperators/schemas';
import { deleteContact, updateContact } from '@/lib/cooperators/service';

export const GET = handler({ module: 'cooperators', operation: 'read', params: idParams }, async ({ params }) =>
  getContact(await getDb(), params.id),
);

export const PUT = handler(
  { module: 'cooperators', operation: 'update', params: idParams, body: contactSchema },
  async ({ params, body }) => updateContact(await getDb(), params.id, body),
);

export const DELETE = handler({ module: 'cooperators', operation: 'delete', params: idParams }, async ({ params }) => {
  await deleteContact(await getDb(), params.id);
});
