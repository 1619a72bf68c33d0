import { confirmAndDelete } from '@/components/confirm';
import { apiFetch, notifyError, notifySuccess } from '@/lib/api-client';
import { countDescendants } from '@/lib/hodogram/tree';
import type { HodogramNodeDto } from '@/lib/hodogram/types';
import { messages } from '@/lib/i18n/messages';

/** Asks (saying how many nodes go with it), deletes the node with its subtree, notifies. */
export function confirmDeleteNode(node: HodogramNodeDto, onDeleted: () => void) {
  const below = countDescendants(node);
  const question = messages.confirmDelete(messages.hodogramNodeSubject(node.name));
  confirmAndDelete({
    text: below > 0 ? `${question} ${messages.hodogramSubtreeGoesToo(below)}` : question,
    url: `/api/Hodogram/nodes/${node.id}`,
    deletedMessage: messages.hodogramNodeDeleted,
    onDeleted,
  });
}

/** Activates or deactivates a node; the server passes the state to all its descendants. */
export async function setNodeActive(node: { id: number }, isActive: boolean): Promise<boolean> {
  try {
    await apiFetch(`/api/Hodogram/nodes/${node.id}/active`, { method: 'PUT', json: { isActive } });
    notifySuccess(messages.hodogramStatusUpdated);
    return true;
  } catch (err) {
    notifyError(err, messages.saveError);
    return false;
  }
}
