import { Stack, Title } from '@mantine/core';
import { notFound } from 'next/navigation';
import { HodogramNodeDrawer } from '@/components/hodogram/HodogramNodeDrawer';
import { HODOGRAM_TEXTS as T } from '@/lib/i18n/hodogram';
import { TemplateHodogram } from '@/components/hodogram/TemplateHodogram';
import { getDb } from '@/db/client';
import { attachmentRights } from '@/lib/attachments/access';
import { listAttachments } from '@/lib/attachments/queries';
import { writeRights } from '@/lib/auth/permissions';
import { requireScreen, type ScreenPageProps } from '@/lib/auth/session';
import { templateTreeWithVersion } from '@/lib/hodogram/queries';
import { HODOGRAM_SCREEN } from '@/lib/hodogram/screen';
import { findWithParent } from '@/lib/hodogram/tree';

export const dynamic = 'force-dynamic';

/**
 * /hodogram: the template tree with its drawers (lib/hodogram/screen.ts). A drawer route needs
 * the right it opens for (create for /new, update for /edit).
 */
export default async function HodogramPage(props: ScreenPageProps) {
  const { user, route } = await requireScreen(HODOGRAM_SCREEN, props);
  const rights = writeRights(user.roleId, 'hodogram');
  const db = await getDb();
  const { tree, version } = await templateTreeWithVersion(db);

  const nodeId = route.name === 'read' || route.name === 'edit' ? route.params.id : null;
  const found = nodeId !== null ? findWithParent(tree, nodeId) : null;
  if (nodeId !== null && !found) notFound();
  const parentId = route.name === 'create' ? route.query.parentId : null;
  const createParent = parentId !== null ? findWithParent(tree, parentId) : null;
  if (parentId !== null && !createParent) notFound();

  const fileRights = attachmentRights(user.roleId, { hodogramId: nodeId ?? 0 });
  const attachments = route.name === 'read' && found && fileRights.canRead ? await listAttachments(db, { hodogramId: found.node.id }) : null;

  return (
    <Stack>
      <Title order={2}>{T.title}</Title>
      <TemplateHodogram tree={tree} version={version} rights={rights} selectedId={nodeId} />
      <HodogramNodeDrawer
        route={route}
        node={found?.node ?? null}
        parent={route.name === 'create' ? (createParent?.node ?? null) : (found?.parent ?? null)}
        attachments={attachments}
        attachmentRights={fileRights}
        rights={rights}
      />
    </Stack>
  );
}
