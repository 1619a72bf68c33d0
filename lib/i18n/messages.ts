/**
 * THE Croatian message catalogue (ARCHITECTURE.md 5 and 6): every text a user sees comes from
 * lib/i18n, on the server (route handlers, zod) and in the browser. One file per module
 * (lib/i18n/<module>.ts: its messages and its screens' labels) and one for the generic texts
 * (shared.ts); `messages` joins the message blocks so callers look every message up in one place.
 * Plain strings for fixed texts, small functions for parameterised ones. The few English strings
 * are fixed by the spec and must stay as they are.
 */
import { attachmentMessages } from './attachments';
import { cooperatorMessages } from './cooperators';
import { documentMessages } from './documents';
import { employeeMessages } from './employees';
import { excelMessages } from './excel';
import { expenseGroupMessages } from './expense-groups';
import { hodogramMessages } from './hodogram';
import { newsMessages } from './news';
import { payrollMessages } from './payroll';
import { projectItemMessages } from './project-items';
import { projectMessages } from './projects';
import { sharedMessages } from './shared';
import { situationMessages } from './situations';
// situation export (issue 11)
import { pdfMessages } from './pdf';
import { situationExportMessages } from './situation-export';
import { userMessages } from './users';
// warehouses and verifications (issue 12)
import { warehouseMessages } from './warehouses';
// work hours (issue 13)
import { workHourMessages } from './work-hours';

export { plural, type Gender } from './shared';

export const messages = {
  ...sharedMessages,
  ...excelMessages,
  ...userMessages,
  ...attachmentMessages,
  ...newsMessages,
  ...cooperatorMessages,
  ...employeeMessages,
  ...projectMessages,
  ...hodogramMessages,
  ...projectItemMessages,
  ...situationMessages,
  ...situationExportMessages, // situation export (issue 11)
  ...pdfMessages, // the PDF worker (lib/pdf/run-worker.ts)
  ...expenseGroupMessages, // expense groups (issue 12)
  ...documentMessages, // documents and stock (issue 12)
  ...warehouseMessages, // warehouses and verifications (issue 12)
  ...payrollMessages, // salaries, payrolls, constants (issue 14)
  ...workHourMessages, // work hours (issue 13)
} as const;

export type Messages = typeof messages;
