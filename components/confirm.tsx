/**
 * Confirmation dialogs (spec part 1 section 8: deletes and destructive actions ask first).
 * Needs ModalsProvider (components/providers.tsx); call from client components.
 */
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { apiFetch, notifyDeleted, notifyError } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';

export type ConfirmOptions = {
  /** Dialog title; "Potvrda brisanja" for deletes. */
  title?: ReactNode;
  /** The whole question, shown as is. */
  text?: ReactNode;
  /**
   * For deletes, instead of `text`: what is deleted, in the accusative
   * ('korisnika Ana Anić') -> "Jeste li sigurni da želite obrisati korisnika Ana Anić?"
   */
  subject?: string;
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
};

const body = (text: ReactNode) => (typeof text === 'string' ? <Text size="sm">{text}</Text> : text);

/** "Potvrda brisanja" with a red "Obriši" and "Odustani". Returns the modal id. */
export function confirmDelete({ title = messages.confirmDeleteTitle, text, subject, onConfirm, onCancel }: ConfirmOptions): string {
  return modals.openConfirmModal({
    title,
    children: body(text ?? messages.confirmDelete(subject ?? 'ovaj zapis')),
    labels: { confirm: messages.delete, cancel: messages.cancel },
    confirmProps: { color: 'red', 'data-testid': 'confirm-delete' },
    cancelProps: { 'data-testid': 'confirm-cancel' },
    onConfirm: () => void onConfirm(),
    onCancel,
  });
}

export type DeleteOptions = Pick<ConfirmOptions, 'title' | 'text' | 'subject' | 'onCancel'> & {
  /** The resource deleted, e.g. `/api/Users/5`. */
  url: string;
  /** The notice once deleted (messages.userDeleted, …). */
  deletedMessage: string;
  /** After the delete: refresh the list, or leave the deleted entity's drawer or page. */
  onDeleted: () => void;
};

/**
 * Every delete of the app: asks ("Potvrda brisanja"), sends DELETE `url`, shows `deletedMessage`
 * and calls `onDeleted`; a refusal (409, still in use) shows the server's reason and stays put.
 * Returns the modal id.
 */
export function confirmAndDelete({ url, deletedMessage, onDeleted, ...question }: DeleteOptions): string {
  return confirmDelete({
    ...question,
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

/** Any other confirmation (import overwrite, completing a project): "Potvrdi" / "Odustani". */
export function confirmAction({
  title = messages.confirmTitle,
  text,
  onConfirm,
  onCancel,
  confirmLabel = messages.confirm,
  color,
  onClose,
}: Omit<ConfirmOptions, 'subject' | 'text'> & { text: ReactNode; confirmLabel?: string; color?: string; onClose?: () => void }): string {
  return modals.openConfirmModal({
    title,
    children: body(text),
    labels: { confirm: confirmLabel, cancel: messages.cancel },
    confirmProps: { color, 'data-testid': 'confirm-action' },
    cancelProps: { 'data-testid': 'confirm-cancel' },
    onConfirm: () => void onConfirm(),
    onCancel,
    // Every way out (the X, Escape, a click outside): a caller waiting for an answer gets one.
    onClose,
  });
}
