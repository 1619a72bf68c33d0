import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { codebooks, employees, users } from '@/db/schema';
import type { ListQuery, Paged } from '@/lib/http/list-params';
import { DATA_VERSION_SQL } from '@/lib/http/answer-cache';
import { defineList, exactCount } from '@/lib/http/list-query';
import { USER_LIST, type UserDto } from './schemas';

/** The signed-in user as every handler and page sees it. */
export type AppUser = {
  id: number;
  email: string;
  name: string;
  surname: string;
  roleId: number;
  roleLabel: string;
  employeeId: number | null;
};

/**
 * The app user of a session's e-mail, looked up on every request (so a deleted user or a
 * changed role applies at once), with the data's version read in the same statement (the answer
 * cache of lib/http/answer-cache.ts: no statement of its own). A named prepared statement:
 * Postgres plans it once per pooled connection (issue 15, per-request cost).
 */
export async function findActiveUserWithDataVersion(db: DbOrTx, email: string): Promise<{ user: AppUser | null; dataVersion: string | null }> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      surname: users.surname,
      roleId: users.roleId,
      roleLabel: codebooks.label,
      employeeId: users.employeeId,
      dataVersion: DATA_VERSION_SQL,
    })
    .from(users)
    .innerJoin(codebooks, eq(codebooks.id, users.roleId))
    .where(eq(sql`lower(${users.email})`, sql.placeholder('email')))
    .limit(1)
    .prepare('find_active_user_by_email')
    .execute({ email: email.trim().toLowerCase() });
  if (!rows[0]) return { user: null, dataVersion: null };
  const { dataVersion, ...user } = rows[0];
  return { user, dataVersion };
}

/** The app user of a session's e-mail (see `findActiveUserWithDataVersion`). */
export async function findActiveUserByEmail(db: DbOrTx, email: string): Promise<AppUser | null> {
  return (await findActiveUserWithDataVersion(db, email)).user;
}

const role = alias(codebooks, 'role');
const employeeName = sql<string | null>`case when ${employees.id} is null then null else ${employees.name} || ' ' || ${employees.surname} end`;

const dtoColumns = {
  id: users.id,
  userName: users.userName,
  name: users.name,
  surname: users.surname,
  email: users.email,
  emailConfirmed: users.emailConfirmed,
  roleId: users.roleId,
  role: role.label,
  employeeId: users.employeeId,
  employee: employeeName,
};

function baseSelect(db: DbOrTx) {
  return db
    .select(dtoColumns)
    .from(users)
    .innerJoin(role, eq(role.id, users.roleId))
    .leftJoin(employees, eq(employees.id, users.employeeId));
}

export async function getUser(db: DbOrTx, id: number): Promise<UserDto | null> {
  const rows = await baseSelect(db).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The list's filters and sorts bound to columns (names and kinds: USER_LIST). */
const userList = defineList(USER_LIST, {
  filters: {
    name: users.name,
    surname: users.surname,
    email: users.email,
    role: users.roleId,
    emailConfirmed: users.emailConfirmed,
  },
  sort: {
    name: users.name,
    surname: users.surname,
    email: users.email,
    role: role.label,
    emailConfirmed: users.emailConfirmed,
  },
  tiebreak: users.id,
  // Exact: bounded by nature, the company's office staff with an account (tens of rows, a
  // seq scan of a few pages); the deepest page is read from the end all the same.
  counting: exactCount,
});

/** Paged, sorted and filtered user list (the /users table and GET /api/Users). */
export async function searchUsers(db: DbOrTx, q: ListQuery): Promise<Paged<UserDto>> {
  return userList.page(db, q, userSource(db));
}

/** The same page as JSON text written by Postgres (the API route: lib/http/list-json.ts). */
export function searchUsersJson(db: DbOrTx, q: ListQuery): Promise<string> {
  return userList.pageJson(db, q, userSource(db));
}

const userSource = (db: DbOrTx) => ({ rows: baseSelect(db).$dynamic(), count: db.select({ id: users.id }).from(users).$dynamic() });

/** Employees to link a user to (id and full name), ordered by surname. */
export async function employeeOptions(db: DbOrTx): Promise<{ value: string; label: string }[]> {
  const rows = await db
    .select({ id: employees.id, name: employees.name, surname: employees.surname })
    .from(employees)
    .orderBy(asc(employees.surname), asc(employees.name));
  return rows.map((r) => ({ value: String(r.id), label: `${r.surname} ${r.name}` }));
}
