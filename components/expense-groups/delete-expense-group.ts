import { confirmAndDelete } from '@/components/confirm';
import type { ExpenseGroupDto } from '@/lib/expense-groups/schemas';
import { EXPENSE_GROUP_TEXTS } from '@/lib/i18n/expense-groups';
import { messages } from '@/lib/i18n/messages';

/** Asks, deletes through the API (409 "in use" shows the server's message), notifies. */
export function confirmDeleteExpenseGroup(group: Pick<ExpenseGroupDto, 'id' | 'name'>, onDeleted: () => void) {
  confirmAndDelete({
    text: messages.confirmDelete(EXPENSE_GROUP_TEXTS.deleteObject(group.name)),
    url: `/api/ExpenseGroups/${group.id}`,
    deletedMessage: messages.expenseGroupDeleted,
    onDeleted,
  });
}
