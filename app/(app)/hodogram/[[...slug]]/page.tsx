import { Stack, Title } from '@mantine/core';
import { notFound } from 'next/navigation';
import { HodogramNodeDrawer } from '@/components/hodogram/HodogramNodeDrawer';
import { parseHodogramRoute } from '@/components/hodogram/hodogram-route';
import { HODOGRAM_TEXTS as T } from '@/lib/i18n/hodogram';
import { TemplateHodogram } from '@/components/hodogram/TemplateHodogram';
import { getDb } from '@/db/client';
import { attachmentRights } from '@/lib/attachments/access';
import { listAttachments } from '@/lib/attachments/queries';
import { writeRights } from '@/lib/auth/permissions';
import { requirePageAccess } from '@/lib/auth/session';
import { templateTreeWithVersion } from '@/lib/hodogram/queries';
import { findWithParent } from '@/lib/hodogram/tree';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /hodogram: the template tree with its drawers (routes in hodogram-route.ts). A drawer route
 * needs the right it opens for (create for /new, update for /edit).
 */
export default async function HodogramPage({ params, searchParams }: Props) {
  const route = parseHodogramRoute((await params).slug, (await searchParams).parentId);
  if (route.mode === 'invalid') notFound();
  const user = await requirePageAccess('hodogram', route.mode === 'create' ? 'create' : route.mode === 'edit' ? 'update' : 'read');
  const rights = writeRights(user.roleId, 'hodogram');
  const db = await getDb();
  const { tree, version } = await templateTreeWithVersion(db);

  const nodeId = route.mode === 'read' || route.mode === 'edit' ? route.id : null;
  const found = nodeId !== null ? findWithParent(tree, nodeId) : null;
  if (nodeId !== null && !found) notFound();
  const createParent = route.mode === 'create' && route.parentId !== null ? findWithParent(tree, route.parentId) : null;
  if (route.mode === 'create' && route.parentId !== null && !createParent) notFound();

  const fileRights = attachmentRights(user.roleId, { hodogramId: nodeId ?? 0 });
  const attachments = route.mode === 'read' && found && fileRights.canRead ? await listAttachments(db, { hodogramId: found.node.id }) : null;

  return (
    <Stack>
      <Title order={2}>{T.title}</Title>
      <TemplateHodogram tree={tree} version={version} rights={rights} selectedId={nodeId} />
      <HodogramNodeDrawer
        route={route}
        node={found?.node ?? null}
        parent={route.mode === 'create' ? (createParent?.node ?? null) : (found?.parent ?? null)}
        attachments={attachments}
        attachmentRights={fileRights}
        rights={rights}
      />
    </Stack>
  );
}
