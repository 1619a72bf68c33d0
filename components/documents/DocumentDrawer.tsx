'use client';

import { useRouter } from 'next/navigation';
import type { DrawerMode } from '@/components/drawer/EntityDrawer';
import { FormDrawer } from '@/components/drawer/FormDrawer';
import type { DocumentDto } from '@/lib/documents/schemas';
import { documentHref } from '@/lib/documents/screen';
import { documentType } from '@/lib/documents/types';
import { DOCUMENT_UI_TEXTS as T } from '@/lib/i18n/documents-ui';
import { DocumentForm } from './DocumentForm';
import type { DocumentFormOptions } from './options';

type Props = {
  mode: DrawerMode;
  typeId: number;
  roleId: number;
  document: DocumentDto | null;
  /** A new document's lines from these warehouse items (the warehouse items' Generate menu). */
  warehouseItemIds?: number[];
  options: DocumentFormOptions;
  /** Where closing goes: the list with its query, or the detail page. */
  closeHref: string;
};

/** /documents/new?typeId= and /documents/{id}/edit: the form drawer of the type; a new document opens its detail page. */
export function DocumentDrawer({ mode, typeId, roleId, document, warehouseItemIds = [], options, closeHref }: Props) {
  const router = useRouter();
  return (
    <FormDrawer
      mode={mode === 'read' ? 'closed' : mode}
      record={document}
      titles={T.titles(documentType(typeId).singular)}
      closeHref={closeHref}
      size={900}
      form={(s) => (
        <DocumentForm
          mode={s.mode}
          typeId={typeId}
          roleId={roleId}
          document={s.record}
          warehouseItemIds={warehouseItemIds}
          options={options}
          onSaved={(id) => (s.mode === 'create' && id ? router.push(documentHref.detail(id)) : s.saved())}
          onCancel={s.cancel}
        />
      )}
    />
  );
}
