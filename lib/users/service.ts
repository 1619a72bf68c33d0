import 'server-only';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { employees, users } from '@/db/schema';
import { isRoleId, Role } from '@/lib/auth/roles';
import { conflict, fieldError, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import type { AppUser } from './queries';
import type { UserCreateInput, UserUpdateInput } from './schemas';

/**
 * User administration rules beyond the form: unique e-mail (case-insensitive), a real role
 * and employee, and the company never loses its last SuperAdmin (nobody could manage users).
 */
async function checkReferences(db: DbOrTx, input: { roleId: number; employeeId?: number | null }) {
  if (!isRoleId(input.roleId)) throw fieldError('roleId', messages.required, messages.validationFailed);
  if (input.employeeId) {
    const [row] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, input.employeeId));
    if (!row) throw fieldError('employeeId', messages.userEmployeeMissing, messages.validationFailed);
  }
}

export async function createUser(tx: Tx, input: UserCreateInput): Promise<{ id: number }> {
  await checkReferences(tx, input);
  const email = input.email.toLowerCase();
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email));
  if (existing) throw fieldError('email', messages.userEmailTaken, messages.validationFailed);
  const [row] = await tx
    .insert(users)
    .values({
      userName: email,
      email,
      name: input.name,
      surname: input.surname,
      roleId: input.roleId,
      employeeId: input.employeeId ?? null,
    })
    .returning({ id: users.id });
  return row;
}

async function otherSuperAdmins(tx: DbOrTx, id: number): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.roleId, Role.SuperAdmin), ne(users.id, id)));
  return n;
}

export async function updateUser(tx: Tx, id: number, input: UserUpdateInput): Promise<{ id: number }> {
  const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!current) throw notFound(messages.notFound);
  await checkReferences(tx, input);
  if (current.roleId === Role.SuperAdmin && input.roleId !== Role.SuperAdmin && (await otherSuperAdmins(tx, id)) === 0) {
    throw conflict(messages.lastSuperAdmin);
  }
  await tx
    .update(users)
    .set({ name: input.name, surname: input.surname, roleId: input.roleId, employeeId: input.employeeId ?? null })
    .where(eq(users.id, id));
  return { id };
}

export async function deleteUser(tx: Tx, id: number, actor: AppUser): Promise<void> {
  if (id === actor.id) throw conflict(messages.cannotDeleteSelf);
  const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!current) throw notFound(messages.notFound);
  if (current.roleId === Role.SuperAdmin && (await otherSuperAdmins(tx, id)) === 0) {
    throw conflict(messages.lastSuperAdmin);
  }
  await tx.delete(users).where(eq(users.id, id));
}

