'use client';

import type { DrawerMode } from '@/components/drawer/EntityDrawer';
import { FormDrawer } from '@/components/drawer/FormDrawer';
import type { DocumentDto, DocumentItemDto } from '@/lib/documents/schemas';
import { documentHref } from '@/lib/documents/screen';
import { DOCUMENT_UI_TEXTS as T } from '@/lib/i18n/documents-ui';
import { ItemForm, type ItemFormReads } from './ItemForm';
import type { Choice, DocumentFormOptions } from './options';

type Props = {
  mode: DrawerMode;
  document: DocumentDto;
  item: DocumentItemDto | null;
  options: DocumentFormOptions;
  itemStatuses: Choice[];
  reads: ItemFormReads;
};

/** /documents/{id}/details/new and /{subId}/edit: the item form drawer over the Details tab. */
export function ItemDrawer({ mode, document: d, item, options, itemStatuses, reads }: Props) {
  return (
    <FormDrawer
      mode={mode === 'read' ? 'closed' : mode}
      record={item}
      titles={T.itemTitles}
      closeHref={documentHref.detail(d.id)}
      size={900}
      form={(s) => (
        <ItemForm
          mode={s.mode}
          documentId={d.id}
          typeId={d.documentTypeId}
          documentProjectId={d.projectId}
          documentDestinationProjectId={d.destinationProjectId}
          item={s.record}
          options={options}
          itemStatuses={itemStatuses}
          reads={reads}
          onSaved={() => s.saved()}
          onCancel={s.cancel}
        />
      )}
    />
  );
}
