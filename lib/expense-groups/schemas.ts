import { hr, z } from '@/lib/i18n/zod';
import type { ListQueryOptions } from '@/lib/http/list-params';

/**
 * Expense group form rules (spec part 2, section 5 "Expense group"), shared by the drawer form
 * and the API: name required, at most 200; expenseTypeId required (a code of the ExpenseType
 * codebook, checked by the service).
 */
export const expenseGroupSchema = z.object({
  name: hr.requiredText(200),
  expenseTypeId: hr.requiredId(),
});

export type ExpenseGroupInput = z.infer<typeof expenseGroupSchema>;

/** Spec part 2 section 3 "Expense group": id, name, expenseTypeId, expenseType. */
export type ExpenseGroupDto = { id: number; name: string; expenseTypeId: number; expenseType: string };

/**
 * GET /api/ExpenseGroups?expenseTypeId (the item form's choices, filtered by type) and the
 * /expense-groups table: Filter.Name, bare or Filter.ExpenseTypeId (repeated), paging, sorting.
 */
export const EXPENSE_GROUP_LIST = {
  sortable: ['name', 'expenseType', 'expenseTypeId'],
  defaultSortBy: 'name',
  filters: { name: 'text', expenseTypeId: 'ids' },
} as const satisfies ListQueryOptions;
