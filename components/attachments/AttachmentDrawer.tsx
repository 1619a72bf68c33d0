'use client';

import { useRouter } from 'next/navigation';
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
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
  const router = useRouter();
  const open = mode === 'create' || (mode === 'edit' && !!attachment);
  const back = () => router.replace(closeHref, { scroll: false });
  return (
    <EntityDrawer opened={open} title={mode === 'edit' ? 'Uređivanje priloga' : 'Novi prilog'} closeHref={closeHref}>
      {open && (
        <AttachmentUploadForm
          key={attachment?.id ?? 'new'}
          owner={owner}
          attachment={mode === 'edit' ? attachment : null}
          onSaved={() => {
            back();
            router.refresh();
          }}
          onCancel={back}
        />
      )}
    </EntityDrawer>
  );
}
