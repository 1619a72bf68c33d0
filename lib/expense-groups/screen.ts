/**
 * The /expense-groups screen (spec part 2 section 2 "Expense groups and configuration"): the
 * administration table with the read, create and edit drawers. Routing template: docs/screens.md.
 */
import { defineScreen, right, type ScreenRoute } from '@/lib/auth/screen';

export const EXPENSE_GROUP_SCREEN = defineScreen({
  base: '/expense-groups',
  needs: right('expenseGroups', 'read'),
  routes: {
    list: { path: '', page: 'list', drawer: 'closed' },
    create: { path: 'new', page: 'list', drawer: 'create', needs: right('expenseGroups', 'create') },
    read: { path: ':id', page: 'list', drawer: 'read' },
    edit: { path: ':id/edit', page: 'list', drawer: 'edit', needs: right('expenseGroups', 'update') },
  },
});

export type ExpenseGroupRoute = ScreenRoute<typeof EXPENSE_GROUP_SCREEN>;
