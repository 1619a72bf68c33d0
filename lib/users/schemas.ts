import { z } from '@/lib/i18n/zod';
import { Role } from '@/lib/auth/roles';
import type { ListQueryOptions } from '@/lib/http/list-params';
import { idNumber } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';

/**
 * User form rules (spec part 1, section 5), shared by the drawer form and the API:
 * name and surname required, at most 200; email required, valid, at most 100 (not editable
 * after creation); role required; employee required only for SiteManager.
 */
const text = (max: number) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.maxLength(max));

const roleId = idNumber();
const employeeId = idNumber().nullable().optional();

function employeeForSiteManager(value: { roleId: number; employeeId?: number | null }, ctx: z.RefinementCtx) {
  if (value.roleId === Role.SiteManager && !value.employeeId) {
    ctx.addIssue({ code: 'custom', path: ['employeeId'], message: messages.required });
  }
}

export const userCreateSchema = z
  .object({
    name: text(200),
    surname: text(200),
    email: text(100).pipe(z.email(messages.invalidEmail)),
    roleId,
    employeeId,
  })
  .superRefine(employeeForSiteManager);

/** Update: the e-mail is the identity's key and cannot change; an email field sent is ignored. */
export const userUpdateSchema = z
  .object({ name: text(200), surname: text(200), roleId, employeeId })
  .superRefine(employeeForSiteManager);

export type UserCreateInput = z.infer<typeof userCreateSchema>;
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** What the table and the read drawer show (spec: User entity). */
export type UserDto = {
  id: number;
  userName: string;
  name: string;
  surname: string;
  email: string;
  emailConfirmed: boolean;
  roleId: number;
  role: string;
  employeeId: number | null;
  employee: string | null;
};

/** GET /api/Users and the /users table: Filter.Name, Surname, Email, Role (repeated ids), EmailConfirmed. */
export const USER_LIST = {
  sortable: ['name', 'surname', 'email', 'role', 'emailConfirmed'],
  defaultSortBy: 'surname',
  filters: { name: 'text', surname: 'text', email: 'text', role: 'ids', emailConfirmed: 'boolean' },
} as const satisfies ListQueryOptions;
