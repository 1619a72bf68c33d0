import { confirmDelete } from '@/components/confirm';
import { apiFetch, notifyDeleted, notifyError } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';

/** Asks, deletes the employee through the API, notifies; a refusal (409) shows the server's reason. */
export function confirmDeleteEmployee(employee: { id: number; fullName: string }, onDeleted: () => void) {
  confirmDelete({
    subject: `zaposlenika ${employee.fullName}`,
    onConfirm: async () => {
      try {
        await apiFetch(`/api/Employees/${employee.id}`, { method: 'DELETE' });
        notifyDeleted(messages.employeeDeleted);
        onDeleted();
      } catch (err) {
        notifyError(err, messages.deleteError);
      }
    },
  });
}
