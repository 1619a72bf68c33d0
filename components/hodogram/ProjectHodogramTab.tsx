import { Alert } from '@mantine/core';
import { notFound } from 'next/navigation';
import type React from 'react';
import { getDb } from '@/db/client';
import { attachmentRights } from '@/lib/attachments/access';
import { listAttachments } from '@/lib/attachments/queries';
import { can } from '@/lib/auth/permissions';
import { projectTree } from '@/lib/hodogram/queries';
import { findWithParent } from '@/lib/hodogram/tree';
import { messages } from '@/lib/i18n/messages';
import { ProjectHodogramView } from './ProjectHodogramView';

export type ProjectHodogramTabProps = { projectId: number; roleId: number; nodeId: number | null };

/**
 * The hodogram tab of a project (/projects/{projectId}/hodogram[/{nodeId}]), rendered by the
 * project detail page: the project's tree with a completion checkbox per node, or the button
 * that creates it from the template; a node's read drawer with its attachments. Reads go
 * through lib/hodogram like the API; the rights are the projectHodogram module's.
 */
export async function ProjectHodogramTab({ projectId, roleId, nodeId }: ProjectHodogramTabProps): Promise<React.ReactNode> {
  if (!can(roleId, 'projectHodogram', 'read')) return <Alert color="gray">{messages.forbidden}</Alert>;
  const db = await getDb();
  const tree = await projectTree(db, projectId);
  const found = nodeId !== null ? findWithParent(tree, nodeId) : null;
  if (nodeId !== null && !found) notFound(); // a node of another project, or none
  const fileRights = attachmentRights(roleId, { projectHodogramId: nodeId ?? 0 });
  const attachments = found && fileRights.canRead ? await listAttachments(db, { projectHodogramId: found.node.id }) : null;

  return (
    <ProjectHodogramView
      projectId={projectId}
      tree={tree}
      canCreate={can(roleId, 'projectHodogram', 'create')}
      canUpdate={can(roleId, 'projectHodogram', 'update')}
      selected={found ? { node: found.node, parentName: found.parent?.name ?? null } : null}
      attachments={attachments}
      attachmentRights={fileRights}
    />
  );
}
