import { getDb } from '@/db/client';
import { notFound } from '@/lib/http/errors';
import { handler } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { employeeDocuments, employeeExists } from '@/lib/employees/queries';

/**
 * GET /api/Employees/{employeeId}/documents: the employee's attachments (id, fileName, url,
 * description, createdBy, createdDate). Readable with the employees read right, as the
 * attachment follows its owner's module.
 */
export const GET = handler({ module: 'employees', operation: 'read', params: idParams }, async ({ params }) => {
  const db = await getDb();
  if (!(await employeeExists(db, params.id))) throw notFound(messages.notFound);
  return employeeDocuments(db, params.id);
});
