'use client';

import { Button, Divider, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import Link from 'next/link';
import { AttachmentsPanel } from '@/components/attachments/AttachmentsPanel';
import { FormDrawer } from '@/components/drawer/FormDrawer';
import { DetailActions } from '@/components/detail/DetailActions';
import type { AttachmentRights } from '@/lib/attachments/access';
import type { AttachmentDto } from '@/lib/attachments/types';
import type { HodogramNodeDto } from '@/lib/hodogram/types';
import { hodogramHrefs, type HodogramRoute } from '@/lib/hodogram/screen';
import { HodogramNodeDetails } from './HodogramNodeDetails';
import { HodogramNodeForm } from './HodogramNodeForm';
import { HODOGRAM_LABELS as L, HODOGRAM_TEXTS as T } from '@/lib/i18n/hodogram';
import { confirmDeleteNode } from './node-actions';

export type TemplateRights = { canCreate: boolean; canUpdate: boolean; canDelete: boolean };

type Props = {
  route: HodogramRoute;
  /** The node read or edited. */
  node: HodogramNodeDto | null;
  /** Create: the parent; read: the node's parent (null for a root). */
  parent: HodogramNodeDto | null;
  /** Read: the node's blank forms, when the user may read them. */
  attachments: AttachmentDto[] | null;
  attachmentRights: AttachmentRights;
  rights: TemplateRights;
};

/** The /hodogram drawer: a node's read view with its attachments, and the create and edit form. */
export function HodogramNodeDrawer({ route, node, parent, attachments, attachmentRights, rights }: Props) {
  const parentId = route.name === 'create' ? route.query.parentId : null;
  const titles = { create: parentId ? T.createChildTitle : T.createTitle, edit: T.editTitle, read: T.readTitle };
  return (
    <FormDrawer
      mode={route.drawer}
      record={node}
      titles={titles}
      closeHref={hodogramHrefs.list}
      readHref={hodogramHrefs.read}
      form={(s) =>
        s.record ? (
          <HodogramNodeForm node={s.record} parentId={s.record.parentId} onSaved={(id) => s.saved(hodogramHrefs.read(id))} onCancel={s.cancel} />
        ) : (
          <Stack gap="md">
            {parent && (
              <Text size="sm" c="dimmed">
                {L.parent}: <b>{parent.name}</b>
              </Text>
            )}
            <HodogramNodeForm node={null} parentId={parentId} onSaved={(id) => s.saved(hodogramHrefs.read(id))} onCancel={s.cancel} />
          </Stack>
        )
      }
      read={({ record, deleted }) => (
        <Stack gap="lg">
          <HodogramNodeDetails
            node={record}
            parentName={parent?.name ?? null}
            status={record.isActive ? { label: L.active, color: 'green' } : { label: L.inactive, color: 'orange' }}
          />
          <DetailActions
            onDelete={rights.canDelete ? () => confirmDeleteNode(record, deleted) : null}
            editHref={rights.canUpdate ? hodogramHrefs.edit(record.id) : null}
          >
            {rights.canCreate && (
              <Button component={Link} href={hodogramHrefs.create(record.id)} scroll={false} variant="default" leftSection={<IconPlus size={16} />}>
                {T.addChild}
              </Button>
            )}
          </DetailActions>
          {attachments && (
            <>
              <Divider />
              <Text size="sm" c="dimmed">
                {T.blankForms}
              </Text>
              <AttachmentsPanel
                owner={{ hodogramId: record.id }}
                attachments={attachments}
                canCreate={attachmentRights.canCreate}
                canDelete={attachmentRights.canDelete}
              />
            </>
          )}
        </Stack>
      )}
    />
  );
}
