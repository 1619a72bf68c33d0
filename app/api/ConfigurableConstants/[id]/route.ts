import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { constantsSchema } from '@/lib/payroll/schemas';
import { updateConstants } from '@/lib/payroll/service';

/** PUT /api/ConfigurableConstants/{id}: the four dividers and caps of section 5 required and > 0; returns the constants. */
export const PUT = handler({ module: 'constants', operation: 'update', params: idParams, body: constantsSchema }, async ({ db, params, body }) =>
  updateConstants(db, params.id, body),
);
