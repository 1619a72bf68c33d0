'use client';

import { FormDrawer } from '@/components/drawer/FormDrawer';
import type { AttachmentDto, AttachmentOwnerRef } from '@/lib/attachments/types';
import { AttachmentUploadForm } from './AttachmentUploadForm';

type Props = {
  owner: AttachmentOwnerRef;
  /** create: a new attachment (…/attachments/new); edit: `attachment` (…/attachments/{id}/edit). */
  mode: 'closed' | 'create' | 'edit';
  attachment: AttachmentDto | null;
  /** The attachments tab: closing and saving go there. */
  closeHref: string;
};

/** The route-driven attachment drawer of an owner's attachments tab (used with AttachmentsPanel's addHref/editHref). */
export function AttachmentDrawer({ owner, mode, attachment, closeHref }: Props) {
  return (
    <FormDrawer
      mode={mode}
      record={attachment}
      titles={{ create: 'Novi prilog', edit: 'Uređivanje priloga' }}
      closeHref={closeHref}
      form={(s) => <AttachmentUploadForm owner={owner} attachment={s.record} onSaved={() => s.saved()} onCancel={s.cancel} />}
    />
  );
}
