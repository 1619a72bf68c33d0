import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { attachments, hodogramNodes, projectHodogramNodes } from '@/db/schema';
import { buildTree } from './tree';
import type { StoredNode } from './tree-plan';
import type { HodogramNodeDto, ProjectHodogramNodeDto } from './types';

/** Reads of the hodogram template and of project hodograms, for the API and the pages alike. */
const templateColumns = {
  id: hodogramNodes.id,
  ordinal: hodogramNodes.ordinal,
  code: hodogramNodes.code,
  name: hodogramNodes.name,
  description: hodogramNodes.description,
  isActive: hodogramNodes.isActive,
  parentId: hodogramNodes.parentId,
};

/** Every template node, flat (one query; the template is small). */
export async function templateRows(db: DbOrTx): Promise<StoredNode[]> {
  return db.select(templateColumns).from(hodogramNodes).orderBy(asc(hodogramNodes.parentId), asc(hodogramNodes.ordinal), asc(hodogramNodes.id));
}

/** GET /api/Hodogram: the template tree, siblings by ordinal. */
export async function templateTree(db: DbOrTx): Promise<HodogramNodeDto[]> {
  return buildTree(await templateRows(db));
}

/**
 * A fingerprint of the stored template (ETag of GET, If-Match of PUT): any add, edit, move,
 * state change or delete changes it, so a reorder built from an outdated tree is refused.
 */
export function templateVersion(rows: readonly StoredNode[]): string {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  const text = JSON.stringify(sorted.map((r) => [r.id, r.parentId, r.ordinal, r.code, r.name, r.description, r.isActive]));
  return createHash('sha256').update(text).digest('base64url').slice(0, 27);
}

/** The template tree and its version together (one read). */
export async function templateTreeWithVersion(db: DbOrTx): Promise<{ tree: HodogramNodeDto[]; version: string }> {
  const rows = await templateRows(db);
  return { tree: buildTree(rows), version: templateVersion(rows) };
}

export async function findTemplateNode(db: DbOrTx, id: number): Promise<StoredNode | null> {
  const [row] = await db.select(templateColumns).from(hodogramNodes).where(eq(hodogramNodes.id, id)).limit(1);
  return row ?? null;
}

/**
 * GET /api/Hodogram/projectHodogram/{projectId}: the project's tree with isCompleted and the
 * number of attachments per node (one grouped join, no query per node). [] when it has none.
 */
export async function projectTree(db: DbOrTx, projectId: number): Promise<ProjectHodogramNodeDto[]> {
  const rows = await db
    .select({
      id: projectHodogramNodes.id,
      ordinal: projectHodogramNodes.ordinal,
      code: projectHodogramNodes.code,
      name: projectHodogramNodes.name,
      description: projectHodogramNodes.description,
      isActive: projectHodogramNodes.isActive,
      parentId: projectHodogramNodes.parentId,
      projectId: projectHodogramNodes.projectId,
      isCompleted: projectHodogramNodes.isCompleted,
      attachmentsCount: count(attachments.id),
    })
    .from(projectHodogramNodes)
    .leftJoin(attachments, eq(attachments.projectHodogramId, projectHodogramNodes.id))
    .where(eq(projectHodogramNodes.projectId, projectId))
    .groupBy(projectHodogramNodes.id);
  return buildTree(rows);
}

/** One node of one project's hodogram (null when it belongs to another project). */
export async function findProjectNode(db: DbOrTx, projectId: number, nodeId: number) {
  const [row] = await db
    .select()
    .from(projectHodogramNodes)
    .where(and(eq(projectHodogramNodes.id, nodeId), eq(projectHodogramNodes.projectId, projectId)))
    .limit(1);
  return row ?? null;
}
