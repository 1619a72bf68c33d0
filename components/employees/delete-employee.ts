import { confirmAndDelete } from '@/components/confirm';
import { messages } from '@/lib/i18n/messages';

/** Asks, deletes the employee through the API, notifies; a refusal (409) shows the server's reason. */
export function confirmDeleteEmployee(employee: { id: number; fullName: string }, onDeleted: () => void) {
  confirmAndDelete({
    subject: `zaposlenika ${employee.fullName}`,
    url: `/api/Employees/${employee.id}`,
    deletedMessage: messages.employeeDeleted,
    onDeleted,
  });
}
