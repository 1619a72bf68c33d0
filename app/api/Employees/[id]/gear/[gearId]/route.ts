import { notFound } from '@/lib/http/errors';
import { handler } from '@/lib/http/handler';
import { messages } from '@/lib/i18n/messages';
import { z } from '@/lib/i18n/zod';
import { requiredId } from '@/lib/http/params';
import { getGearRecord } from '@/lib/employees/gear-queries';
import { readGearRequest } from '@/lib/employees/gear-request';
import { deleteGearRecord, updateGearRecord } from '@/lib/employees/gear-service';

const params = z.object({ id: requiredId(), gearId: requiredId() });

export const GET = handler({ module: 'employees', operation: 'read', params }, async ({ db, params }) => {
  const record = await getGearRecord(db, params.id, params.gearId);
  if (!record) throw notFound(messages.notFound);
  return record;
});

/** PUT: the same body as POST (JSON or multipart); a new `file` replaces the receipt link. */
export const PUT = handler(
  { module: 'employees', operation: 'update', params, input: ({ req }) => readGearRequest(req) },
  async ({ db, params, user, auditEntity, input: { input, receipt } }) => {
    auditEntity(params.gearId);
    return updateGearRecord(db, params.gearId, { ...input, employeeId: params.id, receipt }, user);
  },
);

export const DELETE = handler({ module: 'employees', operation: 'delete', params }, async ({ db, params, auditEntity }) => {
  auditEntity(params.gearId);
  await deleteGearRecord(db, params.id, params.gearId);
});
