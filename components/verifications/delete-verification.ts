import { confirmAndDelete } from '@/components/confirm';
import { messages } from '@/lib/i18n/messages';
import { VERIFICATION_TEXTS } from '@/lib/i18n/warehouses';
import type { VerificationDto } from '@/lib/verifications/schemas';

/** Asks ("Jeste li sigurni…"), deletes through the API, notifies. */
export function confirmDeleteVerification(v: Pick<VerificationDto, 'id' | 'fileName'>, onDeleted: () => void) {
  confirmAndDelete({
    text: messages.confirmDelete(VERIFICATION_TEXTS.deleteObject(v.fileName)),
    url: `/api/Verifications/${v.id}`,
    deletedMessage: messages.verificationDeleted,
    onDeleted,
  });
}
