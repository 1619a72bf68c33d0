import { notFound } from '@/lib/http/errors';
import { handler } from '@/lib/http/handler';
import { requireAttachmentAccess } from '@/lib/attachments/service';
import { idParams } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';
import { employeeDocuments, employeeExists } from '@/lib/employees/queries';

/**
 * GET /api/Employees/{employeeId}/documents: the employee's attachments (id, fileName, url,
 * description, createdBy, createdDate). Needs the employees read right and, as for any
 * attachment, the attachments read right (Procurement reads employees but not their files).
 */
export const GET = handler({ module: 'employees', operation: 'read', params: idParams }, async ({ db, params, user }) => {
  requireAttachmentAccess(user, { employeeId: params.id }, 'read');
  if (!(await employeeExists(db, params.id))) throw notFound(messages.notFound);
  return employeeDocuments(db, params.id);
});
