import { handler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { getConstants } from '@/lib/payroll/queries';

/** GET /api/ConfigurableConstants: the constants object. */
export const GET = handler({ module: 'constants', operation: 'read' }, async ({ db }) => {
  const constants = await getConstants(db);
  if (!constants) throw notFound(messages.constantsNotFound);
  return constants;
});
