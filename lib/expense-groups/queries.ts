import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { codebooks, expenseGroups } from '@/db/schema';
import type { ListQuery, Paged } from '@/lib/http/list-params';
import { defineList, exactCount } from '@/lib/http/list-query';
import { EXPENSE_GROUP_LIST, type ExpenseGroupDto } from './schemas';

const columns = {
  id: expenseGroups.id,
  name: expenseGroups.name,
  expenseTypeId: expenseGroups.expenseTypeId,
  expenseType: codebooks.label,
};

function baseSelect(db: DbOrTx) {
  return db.select(columns).from(expenseGroups).innerJoin(codebooks, eq(codebooks.id, expenseGroups.expenseTypeId));
}

export async function getExpenseGroup(db: DbOrTx, id: number): Promise<ExpenseGroupDto | null> {
  const [row] = await baseSelect(db).where(eq(expenseGroups.id, id)).limit(1);
  return row ?? null;
}

const expenseGroupList = defineList(EXPENSE_GROUP_LIST, {
  filters: { name: expenseGroups.name, expenseTypeId: expenseGroups.expenseTypeId },
  // The type sorts by its Croatian label (the table's column id is the filter name, expenseTypeId).
  sort: { name: expenseGroups.name, expenseType: [codebooks.label, expenseGroups.name], expenseTypeId: [codebooks.label, expenseGroups.name] },
  tiebreak: expenseGroups.id,
  // Exact: bounded by nature, a handful of groups the accounting defines by hand.
  counting: exactCount,
});

/** The /expense-groups table and GET /api/ExpenseGroups (paged; ?expenseTypeId narrows to a type). */
export async function searchExpenseGroups(db: DbOrTx, q: ListQuery): Promise<Paged<ExpenseGroupDto>> {
  return expenseGroupList.page(db, q, expenseGroupSource(db));
}

/** The same page as JSON text written by Postgres (the API route: lib/http/list-json.ts). */
export function searchExpenseGroupsJson(db: DbOrTx, q: ListQuery): Promise<string> {
  return expenseGroupList.pageJson(db, q, expenseGroupSource(db));
}

const expenseGroupSource = (db: DbOrTx) => ({ rows: baseSelect(db).$dynamic(), count: db.select({ id: expenseGroups.id }).from(expenseGroups).$dynamic() });
