'use client';

import { Button, Divider, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { AttachmentsPanel } from '@/components/attachments/AttachmentsPanel';
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
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
  const router = useRouter();
  const toRead = (id: number) => {
    router.replace(hodogramHrefs.read(id), { scroll: false });
    router.refresh();
  };
  const title =
    route.name === 'create' ? (route.query.parentId ? T.createChildTitle : T.createTitle) : route.drawer === 'edit' ? T.editTitle : T.readTitle;

  return (
    <EntityDrawer mode={route.drawer} title={title} closeHref={hodogramHrefs.list}>
      {route.name === 'create' && (
        <Stack gap="md">
          {parent && (
            <Text size="sm" c="dimmed">
              {L.parent}: <b>{parent.name}</b>
            </Text>
          )}
          <HodogramNodeForm
            node={null}
            parentId={route.query.parentId}
            onSaved={toRead}
            onCancel={() => router.replace(hodogramHrefs.list, { scroll: false })}
          />
        </Stack>
      )}
      {route.drawer === 'edit' && node && (
        <HodogramNodeForm key={node.id} node={node} parentId={node.parentId} onSaved={toRead} onCancel={() => router.replace(hodogramHrefs.read(node.id), { scroll: false })} />
      )}
      {route.drawer === 'read' && node && (
        <Stack gap="lg">
          <HodogramNodeDetails
            node={node}
            parentName={parent?.name ?? null}
            status={node.isActive ? { label: L.active, color: 'green' } : { label: L.inactive, color: 'orange' }}
          />
          <DetailActions
            onDelete={
              rights.canDelete
                ? () =>
                    confirmDeleteNode(node, () => {
                      router.replace(hodogramHrefs.list, { scroll: false });
                      router.refresh();
                    })
                : null
            }
            editHref={rights.canUpdate ? hodogramHrefs.edit(node.id) : null}
          >
            {rights.canCreate && (
              <Button component={Link} href={hodogramHrefs.create(node.id)} scroll={false} variant="default" leftSection={<IconPlus size={16} />}>
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
                owner={{ hodogramId: node.id }}
                attachments={attachments}
                canCreate={attachmentRights.canCreate}
                canDelete={attachmentRights.canDelete}
              />
            </>
          )}
        </Stack>
      )}
    </EntityDrawer>
  );
}
