import { confirmAndDelete } from '@/components/confirm';
import { messages } from '@/lib/i18n/messages';
import { PROJECT_COOPERATOR_LABELS, PROJECT_EMPLOYEE_LABELS, PROJECT_TEXTS } from '@/lib/i18n/projects';

/** Asks, deletes the project through the API, notifies; a 409 (project in use) shows the server's reason. */
export function confirmDeleteProject(project: { id: number; name: string }, onDeleted: () => void) {
  confirmAndDelete({
    subject: PROJECT_TEXTS.subject(project.name),
    url: `/api/Projects/${project.id}`,
    deletedMessage: messages.projectDeleted,
    onDeleted,
  });
}

export function confirmDeleteProjectEmployee(row: { id: number; employeeName: string }, onDeleted: () => void) {
  confirmAndDelete({
    subject: PROJECT_EMPLOYEE_LABELS.subject(row.employeeName),
    url: `/api/ProjectEmployees/${row.id}`,
    deletedMessage: messages.projectEmployeeDeleted,
    onDeleted,
  });
}

export function confirmDeleteProjectCooperator(row: { id: number; cooperatorName: string }, onDeleted: () => void) {
  confirmAndDelete({
    subject: PROJECT_COOPERATOR_LABELS.subject(row.cooperatorName),
    url: `/api/ProjectCooperators/${row.id}`,
    deletedMessage: messages.projectCooperatorDeleted,
    onDeleted,
  });
}
