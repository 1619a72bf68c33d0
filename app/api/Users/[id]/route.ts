import { idParams } from '@/lib/http/params';
import { handler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { getUser } from '@/lib/users/queries';
import { userUpdateSchema } from '@/lib/users/schemas';
import { deleteUser, updateUser } from '@/lib/users/service';

const params = idParams;

export const GET = handler({ module: 'users', operation: 'read', params }, async ({ db, params }) => {
  const user = await getUser(db, params.id);
  if (!user) throw notFound(messages.notFound);
  return user;
});

export const PUT = handler(
  { module: 'users', operation: 'update', params, body: userUpdateSchema },
  async ({ db, params, body }) => updateUser(db, params.id, body),
);

export const DELETE = handler({ module: 'users', operation: 'delete', params }, async ({ db, params, user }) => {
  await deleteUser(db, params.id, user);
});
