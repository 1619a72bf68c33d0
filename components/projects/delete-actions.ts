import { confirmDelete } from '@/components/confirm';
import { apiFetch, notifyDeleted, notifyError } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';
import { PROJECT_COOPERATOR_LABELS, PROJECT_EMPLOYEE_LABELS, PROJECT_TEXTS } from '@/lib/i18n/projects';

/** Asks, deletes through the API, notifies; a 409 (project in use) shows the server's reason. */
function confirmAndDelete(subject: string, url: string, deletedMessage: string, onDeleted: () => void) {
  confirmDelete({
    subject,
    onConfirm: async () => {
      try {
        await apiFetch(url, { method: 'DELETE' });
        notifyDeleted(deletedMessage);
        onDeleted();
      } catch (err) {
        notifyError(err, messages.deleteError);
      }
    },
  });
}

export function confirmDeleteProject(project: { id: number; name: string }, onDeleted: () => void) {
  confirmAndDelete(PROJECT_TEXTS.subject(project.name), `/api/Projects/${project.id}`, messages.projectDeleted, onDeleted);
}

export function confirmDeleteProjectEmployee(row: { id: number; employeeName: string }, onDeleted: () => void) {
  confirmAndDelete(
    PROJECT_EMPLOYEE_LABELS.subject(row.employeeName),
    `/api/ProjectEmployees/${row.id}`,
    messages.projectEmployeeDeleted,
    onDeleted,
  );
}

export function confirmDeleteProjectCooperator(row: { id: number; cooperatorName: string }, onDeleted: () => void) {
  confirmAndDelete(
    PROJECT_COOPERATOR_LABELS.subject(row.cooperatorName),
    `/api/ProjectCooperators/${row.id}`,
    messages.projectCooperatorDeleted,
    onDeleted,
  );
}
