import 'server-only';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { attachments, hodogramNodes, projectHodogramNodes } from '@/db/schema';
import { deleteDetachedFiles } from '@/lib/attachments/files';
import { can } from '@/lib/auth/permissions';
import { AppError, conflict, fieldError, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { requireProject } from '@/lib/projects/queries';
import type { AppUser } from '@/lib/users/queries';
import { projectTree, templateRows, templateTree, templateVersion } from './queries';
import type { HodogramNodeCreateInput, HodogramNodeInput, HodogramTreeUpdateInput, ProjectCompletionInput } from './schemas';
import { activeOnly, buildTree, flattenTree, type WithChildren } from './tree';
import { planTreeUpdate, requiredOperations, type PlannedNode, type StoredNode } from './tree-plan';
import type { HodogramNodeDto, ProjectHodogramNodeDto } from './types';

/**
 * Hodogram writes (spec part 1 sections 4-7). Every template write takes one transaction-scoped
 * advisory lock, so concurrent edits of the (small) template run one after another and ordinals
 * stay positions. A node's subtree goes with it, and so do the files of their attachments.
 */
const TEMPLATE_LOCK = 720401; // any constant shared by all template writers

async function lockTemplate(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${TEMPLATE_LOCK})`);
}

/** The node and everything below it, from the flat rows. */
function subtreeIds(rows: readonly StoredNode[], id: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const r of rows) if (r.parentId != null) childrenOf.set(r.parentId, [...(childrenOf.get(r.parentId) ?? []), r.id]);
  const out: number[] = [];
  const stack = [id];
  while (stack.length) {
    const next = stack.pop()!;
    out.push(next);
    stack.push(...(childrenOf.get(next) ?? []));
  }
  return out;
}

/** Deletes template nodes; their attachments cascade, their stored files are deleted here. */
async function deleteTemplateNodes(tx: DbOrTx, ids: number[]) {
  if (!ids.length) return;
  const owned = await tx.select({ fileId: attachments.fileId }).from(attachments).where(inArray(attachments.hodogramId, ids));
  await tx.delete(hodogramNodes).where(inArray(hodogramNodes.id, ids));
  await deleteDetachedFiles(tx, owned.map((a) => a.fileId));
}

/** Sibling ordinals back to 1..n (positions, as adding expects) after a node left: one statement. */
async function renumberSiblings(tx: DbOrTx, parentId: number | null) {
  await tx.execute(sql`
    update ${hodogramNodes} as h set ordinal = s.position
    from (
      select id, row_number() over (order by ordinal, id)::int as position
      from ${hodogramNodes} where parent_id is not distinct from ${parentId}::integer
    ) as s
    where h.id = s.id and h.ordinal <> s.position`);
}

const toDto = (row: StoredNode): HodogramNodeDto => ({ ...row, children: [] });

/** POST /api/Hodogram/nodes: a root or a child; ordinal = last sibling's + 1; under an inactive parent it starts inactive. */
export async function createTemplateNode(tx: Tx, input: HodogramNodeCreateInput): Promise<HodogramNodeDto> {
  await lockTemplate(tx);
  const rows = await templateRows(tx);
  const parent = input.parentId == null ? null : rows.find((r) => r.id === input.parentId);
  if (parent === undefined) throw fieldError('parentId', messages.hodogramParentMissing);
  const last = Math.max(0, ...rows.filter((r) => r.parentId === (parent?.id ?? null)).map((r) => r.ordinal));
  const [row] = await tx
    .insert(hodogramNodes)
    .values({
      parentId: parent?.id ?? null,
      ordinal: last + 1,
      code: input.code,
      name: input.name,
      description: input.description,
      isActive: parent ? parent.isActive : true,
    })
    .returning();
  return toDto(row);
}

/** PUT /api/Hodogram/nodes/{id}: name, code and description. */
export async function updateTemplateNode(tx: Tx, id: number, input: HodogramNodeInput): Promise<HodogramNodeDto> {
  await lockTemplate(tx);
  const [row] = await tx
    .update(hodogramNodes)
    .set({ code: input.code, name: input.name, description: input.description })
    .where(eq(hodogramNodes.id, id))
    .returning();
  if (!row) throw notFound(messages.notFound);
  return toDto(row);
}

/** What a template write replaced, for the audit row (lib/http/handler's auditSnapshot). */
export type KeepSnapshot = (snapshot: unknown) => void;

/**
 * DELETE /api/Hodogram/nodes/{id}: the node with its subtree and their attachments (the request
 * names the node: the deletion is explicit). The removed subtree is kept in the audit row.
 */
export async function deleteTemplateNode(tx: Tx, id: number, keep: KeepSnapshot = () => {}): Promise<void> {
  await lockTemplate(tx);
  const rows = await templateRows(tx);
  const node = rows.find((r) => r.id === id);
  if (!node) throw notFound(messages.notFound);
  const ids = subtreeIds(rows, id);
  keep({ deleted: buildTree(rows.filter((r) => ids.includes(r.id))) });
  await deleteTemplateNodes(tx, ids);
  await renumberSiblings(tx, node.parentId);
}

/**
 * PUT /api/Hodogram/nodes/{id}/active: the state passes to all descendants (spec part 1
 * section 4); a node under an inactive parent cannot be activated (409).
 */
export async function setTemplateNodeActive(tx: Tx, id: number, isActive: boolean): Promise<HodogramNodeDto[]> {
  await lockTemplate(tx);
  const rows = await templateRows(tx);
  const node = rows.find((r) => r.id === id);
  if (!node) throw notFound(messages.notFound);
  const parent = rows.find((r) => r.id === node.parentId);
  if (isActive && parent && !parent.isActive) throw conflict(messages.hodogramParentInactive);
  await tx.update(hodogramNodes).set({ isActive }).where(inArray(hodogramNodes.id, subtreeIds(rows, id)));
  return templateTree(tx);
}

/** Updates of changed stored nodes in one statement. */
async function updatePlanned(tx: DbOrTx, nodes: (PlannedNode & { id: number; parentId: number | null })[]) {
  if (!nodes.length) return;
  const values = sql.join(
    nodes.map(
      (n) =>
        sql`(${n.id}::integer, ${n.parentId}::integer, ${n.ordinal}::integer, ${n.code}::varchar, ${n.name}::varchar, ${n.description}::text, ${n.isActive}::boolean)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${hodogramNodes} as h
    set parent_id = v.parent_id, ordinal = v.ordinal, code = v.code, name = v.name, description = v.description, is_active = v.is_active
    from (values ${values}) as v(id, parent_id, ordinal, code, name, description, is_active)
    where h.id = v.id`);
}

/** The template nodes among `ids` that have attachments or were copied into a project's hodogram. */
async function nodesWithDependants(tx: Tx, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const withFiles = await tx.selectDistinct({ id: attachments.hodogramId }).from(attachments).where(inArray(attachments.hodogramId, [...ids]));
  const copied = await tx
    .selectDistinct({ id: projectHodogramNodes.hodogramNodeId })
    .from(projectHodogramNodes)
    .where(inArray(projectHodogramNodes.hodogramNodeId, [...ids]));
  return new Set([...withFiles, ...copied].map((r) => r.id!));
}

/**
 * Deletions the whole-tree update may not do by omission: emptying the template (400), and
 * removing a node that takes attachments or project-hodogram links with it unless the request
 * names it (or an ancestor) in `confirmedDeletions` (409 listing the nodes).
 */
async function checkDeletions(tx: Tx, rows: readonly StoredNode[], input: HodogramTreeUpdateInput, deletedIds: readonly number[]) {
  if (rows.length && !input.hodogramEntities.length) {
    throw new AppError(400, messages.hodogramEmptyTree, { hodogramEntities: [messages.hodogramEmptyTree] });
  }
  const confirmed = new Set(input.confirmedDeletions.flatMap((id) => (rows.some((r) => r.id === id) ? subtreeIds(rows, id) : [])));
  const dependants = await nodesWithDependants(tx, deletedIds);
  const unconfirmed = flattenTree(buildTree(rows))
    .filter((r) => dependants.has(r.id) && !confirmed.has(r.id))
    .map((r) => r.name);
  if (unconfirmed.length) {
    const message = messages.hodogramDeletionNotConfirmed(unconfirmed);
    throw new AppError(409, message, { confirmedDeletions: [message] });
  }
}

export type TemplateTreeUpdateOptions = {
  /** The ETag of GET: a tree built from an outdated version is refused (409). */
  ifMatch?: string | null;
  /** Receives the tree as it was before the update, for the audit row. */
  keep?: KeepSnapshot;
};

/**
 * PUT /api/Hodogram: the whole tree as `hodogramEntities`, diffed against the stored tree in the
 * caller's transaction (rules in tree-plan.ts). Each kind of change needs its right: create for
 * new nodes, update for changed ones, delete for missing ones (403 and nothing changed
 * otherwise). Deletions by omission are limited (checkDeletions); the replaced tree goes to
 * the audit row so it can be restored.
 */
export async function updateTemplateTree(
  tx: Tx,
  user: Pick<AppUser, 'roleId'>,
  input: HodogramTreeUpdateInput,
  { ifMatch, keep = () => {} }: TemplateTreeUpdateOptions = {},
): Promise<HodogramNodeDto[]> {
  await lockTemplate(tx);
  const rows = await templateRows(tx);
  if (ifMatch && ifMatch !== templateVersion(rows)) throw conflict(messages.hodogramOutdated);
  const plan = planTreeUpdate(rows, input.hodogramEntities);
  for (const op of requiredOperations(plan)) if (!can(user.roleId, 'hodogram', op)) throw new AppError(403, messages.forbidden);
  await checkDeletions(tx, rows, input, plan.deletedIds);
  keep({ replaced: buildTree(rows) });

  const ids = new Map<string, number>(rows.map((r) => [`id:${r.id}`, r.id]));
  const updated = new Set(plan.updatedIds);
  const changed: (PlannedNode & { id: number; parentId: number | null })[] = [];
  for (const node of plan.nodes) {
    const parentId = node.parentKey == null ? null : ids.get(node.parentKey)!;
    if (node.id == null) {
      const [row] = await tx
        .insert(hodogramNodes)
        .values({ parentId, ordinal: node.ordinal, code: node.code, name: node.name, description: node.description, isActive: node.isActive })
        .returning({ id: hodogramNodes.id });
      ids.set(node.key, row.id);
    } else if (updated.has(node.id)) changed.push({ ...node, id: node.id, parentId });
  }
  // Moves first, deletes after: a kept node moved out of a deleted subtree survives.
  await updatePlanned(tx, changed);
  await deleteTemplateNodes(tx, plan.deletedIds);
  return templateTree(tx);
}

// ---- project hodogram

/**
 * Copies the active template nodes (an inactive node's subtree is skipped) into the project's
 * hodogram, with name, code, description and structure; ordinals are the positions among the
 * copied siblings. One insert per tree level. Returns how many nodes were copied (0 for a
 * template without active nodes). The caller makes sure the project has no hodogram yet.
 */
export async function copyTemplateIntoProject(tx: Tx, projectId: number): Promise<number> {
  const roots = activeOnly(buildTree(await templateRows(tx)));
  if (!roots.length) return 0;
  let level: { parentId: number | null; nodes: WithChildren<StoredNode>[] }[] = [{ parentId: null, nodes: roots }];
  let copied = 0;
  while (level.length) {
    const values = level.flatMap(({ parentId, nodes }) =>
      nodes.map((n, index) => ({
        projectId,
        hodogramNodeId: n.id,
        parentId,
        ordinal: index + 1,
        code: n.code,
        name: n.name,
        description: n.description,
      })),
    );
    // The template id maps each copy back to its children.
    const inserted = await tx
      .insert(projectHodogramNodes)
      .values(values)
      .returning({ id: projectHodogramNodes.id, templateId: projectHodogramNodes.hodogramNodeId });
    copied += inserted.length;
    const copyOf = new Map(inserted.map((r) => [r.templateId!, r.id]));
    level = level
      .flatMap(({ nodes }) => nodes)
      .filter((n) => n.children.length)
      .map((n) => ({ parentId: copyOf.get(n.id)!, nodes: n.children }));
  }
  return copied;
}

/**
 * POST /api/Hodogram?projectId=: the project's tree from the active template nodes, for a
 * project created before the template was copied on creation (lib/projects/service).
 * 404 unknown project, 409 when it already has one or the template has no active node.
 */
export async function createProjectHodogram(tx: Tx, projectId: number): Promise<ProjectHodogramNodeDto[]> {
  // The project row lock makes two concurrent creates for one project run one after another.
  await requireProject(tx, projectId, true);
  const [existing] = await tx
    .select({ id: projectHodogramNodes.id })
    .from(projectHodogramNodes)
    .where(eq(projectHodogramNodes.projectId, projectId))
    .limit(1);
  if (existing) throw conflict(messages.projectHodogramExists);
  if (!(await copyTemplateIntoProject(tx, projectId))) throw conflict(messages.hodogramTemplateEmpty);
  return projectTree(tx, projectId);
}

/**
 * PUT /api/Hodogram/projectHodogram: exactly the given nodes of the project are completed.
 * An id of another project's hodogram (or none) is refused (400) and nothing changes.
 */
export async function setProjectCompleted(tx: Tx, input: ProjectCompletionInput): Promise<ProjectHodogramNodeDto[]> {
  await requireProject(tx, input.projectId);
  const own = await tx
    .select({ id: projectHodogramNodes.id })
    .from(projectHodogramNodes)
    .where(eq(projectHodogramNodes.projectId, input.projectId))
    .for('update');
  const ownIds = new Set(own.map((r) => r.id));
  const ids = [...new Set(input.completedIds)];
  if (ids.some((id) => !ownIds.has(id))) {
    throw new AppError(400, messages.projectHodogramNodeNotInProject, { completedIds: [messages.projectHodogramNodeNotInProject] });
  }
  const ofProject = eq(projectHodogramNodes.projectId, input.projectId);
  if (ids.length) {
    await tx.update(projectHodogramNodes).set({ isCompleted: true }).where(and(ofProject, inArray(projectHodogramNodes.id, ids)));
    await tx.update(projectHodogramNodes).set({ isCompleted: false }).where(and(ofProject, notInArray(projectHodogramNodes.id, ids)));
  } else {
    await tx.update(projectHodogramNodes).set({ isCompleted: false }).where(ofProject);
  }
  return projectTree(tx, input.projectId);
}
