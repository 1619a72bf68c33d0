import { count, desc, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { attachments, auditLog, files, hodogramNodes, projectHodogramNodes, projects } from '@/db/schema';
import { Role, type RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import type { HodogramNodeDto, ProjectHodogramNodeDto } from '@/lib/hodogram/types';
import { updateTemplateTree } from '@/lib/hodogram/service';
import * as rootRoute from '@/app/api/Hodogram/route';
import * as nodesRoute from '@/app/api/Hodogram/nodes/route';
import * as nodeRoute from '@/app/api/Hodogram/nodes/[id]/route';
import * as activeRoute from '@/app/api/Hodogram/nodes/[id]/active/route';
import * as projectGetRoute from '@/app/api/Hodogram/projectHodogram/[projectId]/route';
import * as projectPutRoute from '@/app/api/Hodogram/projectHodogram/route';
import * as attachmentsRoute from '@/app/api/Attachments/route';
import * as projectsRoute from '@/app/api/Projects/route';
import { call, unique } from './helpers';

/**
 * Hodogram API (spec part 1 sections 4-7). Template: read and write SuperAdmin, Admin,
 * Accounting, Management; project hodogram: read and write those four and SiteManager;
 * Procurement and Warehouse nothing. The file owns the template of its database: it empties it
 * first (the demo seed puts one there), so it also passes twice against one shared Postgres.
 */
type Role7 = RoleName;
const ROLES: Role7[] = ['SuperAdmin', 'Admin', 'Accounting', 'Management', 'SiteManager', 'Procurement', 'Warehouse'];
const TEMPLATE_ROLES: Role7[] = ['SuperAdmin', 'Admin', 'Accounting', 'Management'];
const PROJECT_ROLES: Role7[] = [...TEMPLATE_ROLES, 'SiteManager'];

const getTree = (as: Role7 | null = 'Admin') => call(rootRoute.GET, 'GET', '/api/Hodogram', { as });
const putTree = (as: Role7 | null, hodogramEntities: unknown, headers: Record<string, string> = {}, confirmedDeletions?: number[]) =>
  call(rootRoute.PUT, 'PUT', '/api/Hodogram', { as, body: { hodogramEntities, confirmedDeletions }, headers });
const addNode = (as: Role7 | null, body: Record<string, unknown>) => call(nodesRoute.POST, 'POST', '/api/Hodogram/nodes', { as, body });
const editNode = (as: Role7 | null, id: number, body: Record<string, unknown>) =>
  call(nodeRoute.PUT, 'PUT', `/api/Hodogram/nodes/${id}`, { as, body, params: { id } });
const deleteNode = (as: Role7 | null, id: number) => call(nodeRoute.DELETE, 'DELETE', `/api/Hodogram/nodes/${id}`, { as, params: { id } });
const setActive = (as: Role7 | null, id: number, isActive: boolean) =>
  call(activeRoute.PUT, 'PUT', `/api/Hodogram/nodes/${id}/active`, { as, body: { isActive }, params: { id } });
const createForProject = (as: Role7 | null, projectId: number | string) =>
  call(rootRoute.POST, 'POST', `/api/Hodogram?projectId=${projectId}`, { as });
const getProject = (as: Role7 | null, projectId: number) =>
  call(projectGetRoute.GET, 'GET', `/api/Hodogram/projectHodogram/${projectId}`, { as, params: { projectId } });
const putProject = (as: Role7 | null, projectId: number, completedIds: number[]) =>
  call(projectPutRoute.PUT, 'PUT', '/api/Hodogram/projectHodogram', { as, body: { projectId, completedIds } });

/** Adds a node as Admin and returns it. */
async function add(name: string, parentId: number | null = null, extra: Record<string, unknown> = {}): Promise<HodogramNodeDto> {
  const res = await addNode('Admin', { parentId, name, ...extra });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
}

type AnyNode = { id: number; children: AnyNode[]; [field: string]: any };
const flatten = (nodes: AnyNode[]): AnyNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const findIn = (nodes: AnyNode[], id: number): AnyNode => flatten(nodes).find((n) => n.id === id)!;

async function nodeCount() {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(hodogramNodes);
  return row.n;
}

async function newProject(): Promise<number> {
  const db = await getDb();
  const [row] = await db.insert(projects).values({ name: `Hodogram test ${unique()}`, projectStatusId: 1000 }).returning({ id: projects.id });
  return row.id;
}

/** Uploads a blank form (PDF) to a template node as Admin. */
async function attachBlankForm(hodogramId: number) {
  const form = new FormData();
  form.append('File', new File([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))], 'Obrazac.pdf'));
  form.append('HodogramId', String(hodogramId));
  const uploaded = await call(attachmentsRoute.POST, 'POST', '/api/Attachments', { as: 'Admin', body: form });
  expect(uploaded.status).toBe(201);
  return uploaded;
}

/** The newest audit row of the hodogram module. */
async function lastHodogramAudit() {
  const db = await getDb();
  const [row] = await db.select().from(auditLog).where(eq(auditLog.module, 'hodogram')).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

/** A template with a parent holding two children and a second root. */
async function smallTemplate() {
  const phase = await add(`Faza ${unique()}`, null, { code: 'F' });
  const first = await add('Prvi korak', phase.id, { code: 'F-1' });
  const second = await add('Drugi korak', phase.id, { code: 'F-2', description: 'Opis koraka' });
  const other = await add(`Druga faza ${unique()}`);
  return { phase, first, second, other };
}

// Every test starts from an empty template.
beforeEach(async () => {
  const db = await getDb();
  await db.delete(hodogramNodes);
});

describe('template tree: add, edit, read', () => {
  it('answers an empty tree, then the nodes with children ordered by ordinal', async () => {
    expect((await getTree()).json).toEqual([]);
    const { phase, first, second, other } = await smallTemplate();
    const res = await getTree();
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
    expect(res.json.map((n: HodogramNodeDto) => n.id)).toEqual([phase.id, other.id]);
    expect(res.json[0]).toEqual({
      id: phase.id,
      ordinal: 1,
      code: 'F',
      name: phase.name,
      description: null,
      isActive: true,
      parentId: null,
      children: [
        { id: first.id, ordinal: 1, code: 'F-1', name: 'Prvi korak', description: null, isActive: true, parentId: phase.id, children: [] },
        { id: second.id, ordinal: 2, code: 'F-2', name: 'Drugi korak', description: 'Opis koraka', isActive: true, parentId: phase.id, children: [] },
      ],
    });
  });

  it('gives a new node the last sibling’s ordinal plus one (roots and children alike), also after gaps', async () => {
    const { phase, first, second, other } = await smallTemplate();
    expect([phase.ordinal, other.ordinal]).toEqual([1, 2]);
    expect([first.ordinal, second.ordinal]).toEqual([1, 2]);
    const db = await getDb();
    await db.update(hodogramNodes).set({ ordinal: 7 }).where(eq(hodogramNodes.id, second.id));
    expect((await add('Treći korak', phase.id)).ordinal).toBe(8);
    expect((await add('Treća faza')).ordinal).toBe(3);
  });

  it('refuses a parent that does not exist', async () => {
    const res = await addNode('Admin', { parentId: 99_999_999, name: 'Siroče' });
    expect(res.status).toBe(400);
    expect(res.json.errors.parentId).toEqual([messages.hodogramParentMissing]);
    expect(await nodeCount()).toBe(0);
  });

  it('edits name, code and description; 404 for an unknown node', async () => {
    const { first } = await smallTemplate();
    const res = await editNode('Admin', first.id, { name: '  Ugovor s investitorom ', code: 'PR-01', description: 'Potpisan ugovor' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: first.id, name: 'Ugovor s investitorom', code: 'PR-01', description: 'Potpisan ugovor', ordinal: 1 });
    const cleared = await editNode('Admin', first.id, { name: 'Ugovor', code: '', description: '' });
    expect(cleared.json).toMatchObject({ code: null, description: null });
    expect((await editNode('Admin', 99_999_999, { name: 'x' })).status).toBe(404);
  });
});

describe('validation: name required, code at most 50 (Croatian messages, nothing stored)', () => {
  it('on add and edit', async () => {
    const { first } = await smallTemplate();
    const before = await nodeCount();
    const empty = await addNode('Admin', { parentId: null, name: '   ', code: 'X' });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ message: messages.validationFailed, errors: { name: ['Obavezno polje'] } });
    const long = await addNode('Admin', { name: 'Korak', code: 'Š'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.json.errors).toEqual({ code: ['Najviše je dopušteno 50 znakova'] });
    expect((await addNode('Admin', { name: 'Ž'.repeat(201) })).json.errors).toEqual({ name: [messages.maxLength(200)] });
    expect(await nodeCount()).toBe(before);

    const edit = await editNode('Admin', first.id, { name: '', code: 'Č'.repeat(51) });
    expect(edit.status).toBe(400);
    expect(edit.json.errors).toEqual({ name: ['Obavezno polje'], code: [messages.maxLength(50)] });
    expect(findIn((await getTree()).json, first.id).name).toBe('Prvi korak');
    // Exactly 50 is allowed.
    expect((await editNode('Admin', first.id, { name: 'Prvi korak', code: 'Ć'.repeat(50) })).status).toBe(200);
  });

  it('on the whole-tree update, per node path, and nothing is changed', async () => {
    await smallTemplate();
    const before = await getTree();
    const tree = structuredClone(before.json) as HodogramNodeDto[];
    tree[0].children[1].name = '';
    tree[1].code = 'x'.repeat(51);
    tree[0].children.push({ name: '', children: [] } as unknown as HodogramNodeDto);
    const res = await putTree('Admin', tree);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      'hodogramEntities.0.children.1.name': ['Obavezno polje'],
      'hodogramEntities.0.children.2.name': ['Obavezno polje'],
      'hodogramEntities.1.code': ['Najviše je dopušteno 50 znakova'],
    });
    const after = await getTree();
    expect(after.json).toEqual(before.json);
    expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
  });
});

describe('activate and deactivate cascade to all descendants', () => {
  it('through the node endpoint', async () => {
    const { phase, first, second, other } = await smallTemplate();
    const grandchild = await add('Unuk', first.id);
    const res = await setActive('Admin', phase.id, false);
    expect(res.status).toBe(200);
    const tree = (await getTree()).json;
    expect([phase, first, second, grandchild].map((n) => findIn(tree, n.id).isActive)).toEqual([false, false, false, false]);
    expect(findIn(tree, other.id).isActive).toBe(true);

    // A node under an inactive parent cannot be activated on its own; a new one starts inactive.
    const refused = await setActive('Admin', first.id, true);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(messages.hodogramParentInactive);
    expect((await add('Novi pod neaktivnim', phase.id)).isActive).toBe(false);

    expect((await setActive('Admin', phase.id, true)).status).toBe(200);
    const again = (await getTree()).json;
    expect(flatten(findIn(again, phase.id).children).every((n) => n.isActive)).toBe(true);
    expect((await setActive('Admin', 99_999_999, true)).status).toBe(404);
  });

  it('through the whole-tree update', async () => {
    const { phase, first, second } = await smallTemplate();
    const tree = (await getTree()).json as HodogramNodeDto[];
    const sentPhase = findIn(tree, phase.id);
    sentPhase.isActive = false;
    sentPhase.children[0].isActive = true; // the parent's change wins
    const res = await putTree('Admin', tree);
    expect(res.status).toBe(200);
    expect([phase, first, second].map((n) => findIn(res.json, n.id).isActive)).toEqual([false, false, false]);
  });
});

describe('reorder and the whole-tree update', () => {
  it('persists a reorder of siblings and of roots (ordinal = position)', async () => {
    const { phase, first, second, other } = await smallTemplate();
    const tree = (await getTree()).json as HodogramNodeDto[];
    tree.reverse();
    findIn(tree, phase.id).children.reverse();
    const res = await putTree('Admin', tree);
    expect(res.status).toBe(200);
    const stored = (await getTree()).json as HodogramNodeDto[];
    expect(stored.map((n) => [n.id, n.ordinal])).toEqual([
      [other.id, 1],
      [phase.id, 2],
    ]);
    expect(stored[1].children.map((n) => [n.id, n.ordinal])).toEqual([
      [second.id, 1],
      [first.id, 2],
    ]);
    expect(res.json).toEqual(stored);
  });

  it('creates nodes without id, moves nodes between parents and deletes missing ones with their attachments', async () => {
    const { phase, first, second, other } = await smallTemplate();
    const uploaded = await attachBlankForm(second.id);
    const db = await getDb();
    const [{ fileId }] = await db.select({ fileId: attachments.fileId }).from(attachments).where(eq(attachments.id, uploaded.json.id));

    const tree = (await getTree()).json as HodogramNodeDto[];
    const sentPhase = findIn(tree, phase.id);
    const moved = sentPhase.children.shift()!; // "Prvi korak" moves under the other root
    sentPhase.children = []; // "Drugi korak" (with its attachment) is deleted, as confirmed below
    findIn(tree, other.id).children.push(moved, { name: 'Novi korak', code: 'N-1', children: [{ name: 'Novi podkorak' }] } as unknown as HodogramNodeDto);
    const res = await putTree('Admin', tree, {}, [second.id]);
    expect(res.status).toBe(200);
    const otherNode = findIn(res.json, other.id);
    expect(otherNode.children.map((n: AnyNode) => [n.name, n.ordinal])).toEqual([
      ['Prvi korak', 1],
      ['Novi korak', 2],
    ]);
    expect(otherNode.children[0].id).toBe(first.id);
    expect(otherNode.children[1].children.map((n: AnyNode) => n.name)).toEqual(['Novi podkorak']);
    expect(findIn(res.json, phase.id).children).toEqual([]);
    expect(await db.select().from(hodogramNodes).where(eq(hodogramNodes.id, second.id))).toEqual([]);
    expect(await db.select().from(attachments).where(eq(attachments.id, uploaded.json.id))).toEqual([]);
    expect(await db.select({ id: files.id }).from(files).where(eq(files.id, fileId))).toEqual([]);
  });

  it('refuses an empty tree while nodes exist (one PUT must not wipe the template) and changes nothing', async () => {
    await smallTemplate();
    const before = (await getTree()).json;
    for (const confirmed of [undefined, flatten(before).map((n) => n.id)]) {
      const res = await putTree('Admin', [], {}, confirmed);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: messages.hodogramEmptyTree, errors: { hodogramEntities: [messages.hodogramEmptyTree] } });
    }
    expect((await getTree()).json).toEqual(before);
  });

  it('deletes by omission only what takes no attachments or project copies with it; the rest must be confirmed', async () => {
    const { phase, first, second, other } = await smallTemplate();
    await attachBlankForm(second.id);
    const projectId = await newProject();
    expect((await createForProject('Admin', projectId)).status).toBe(201); // copies every node so far
    const plain = await add('Bez priloga', other.id); // added after: no copy, no attachment
    const db = await getDb();
    const before = (await getTree()).json as HodogramNodeDto[];

    // The phase with both children left out: all are in a project, second has a blank form too.
    const withoutPhase = before.filter((n) => n.id !== phase.id);
    const refused = await putTree('Admin', withoutPhase);
    expect(refused.status).toBe(409);
    const message = messages.hodogramDeletionNotConfirmed([phase.name, first.name, second.name]);
    expect(refused.json).toEqual({ message, errors: { confirmedDeletions: [message] } });
    expect((await getTree()).json).toEqual(before);

    // Confirming one child is not enough for the other.
    const partly = await putTree('Admin', withoutPhase, {}, [first.id]);
    expect(partly.status).toBe(409);
    expect(partly.json.message).toBe(messages.hodogramDeletionNotConfirmed([phase.name, second.name]));

    // A node without attachments or copies goes by omission (the spec's whole-tree update).
    const otherWithoutPlain = structuredClone(before);
    findIn(otherWithoutPlain, other.id).children = [];
    expect((await putTree('Admin', otherWithoutPlain)).status).toBe(200);
    expect(await db.select().from(hodogramNodes).where(eq(hodogramNodes.id, plain.id))).toEqual([]);

    // Confirming the phase covers its subtree; the project keeps its copies, unlinked.
    const done = await putTree('Admin', otherWithoutPlain.filter((n) => n.id !== phase.id), {}, [phase.id]);
    expect(done.status).toBe(200);
    expect(flatten(done.json).map((n) => n.id)).toEqual([other.id]);
    const copies = await db.select().from(projectHodogramNodes).where(eq(projectHodogramNodes.projectId, projectId));
    expect(copies.find((c) => c.name === first.name)?.hodogramNodeId).toBeNull();
  });

  it('keeps the replaced tree in the audit row (PUT) and the deleted subtree (DELETE), so they can be restored', async () => {
    const { phase, first, other } = await smallTemplate();
    const before = (await getTree()).json as HodogramNodeDto[];
    const reordered = [...before].reverse();
    expect((await putTree('Admin', reordered)).status).toBe(200);
    expect(await lastHodogramAudit()).toMatchObject({ operation: 'update', method: 'PUT', snapshot: { replaced: before } });

    expect((await deleteNode('Admin', phase.id)).status).toBe(204);
    const audit = await lastHodogramAudit();
    expect(audit).toMatchObject({ operation: 'delete', entityId: String(phase.id) });
    const deleted = (audit.snapshot as { deleted: AnyNode[] }).deleted;
    expect(deleted.map((n) => n.id)).toEqual([phase.id]);
    expect(flatten(deleted).map((n) => n.name)).toEqual([phase.name, first.name, 'Drugi korak']);
    expect(flatten((await getTree()).json).map((n) => n.id)).toEqual([other.id]);
  });

  it('refuses ids that are not template nodes (a project node’s id, an unknown id) and changes nothing', async () => {
    const { phase } = await smallTemplate();
    const projectId = await newProject();
    const created = await createForProject('Admin', projectId);
    expect(created.status).toBe(201);
    const projectNodeId = (created.json as ProjectHodogramNodeDto[])[0].id;
    const before = await getTree();
    const tree = structuredClone(before.json) as HodogramNodeDto[];
    const foreignId = (await nodeCount()) + projectNodeId + 1_000_000;
    findIn(tree, phase.id).children.push({ id: foreignId, name: 'Tuđi korak', children: [] } as unknown as HodogramNodeDto);
    tree.push({ id: tree[0].id, name: 'Dvaput', children: [] } as unknown as HodogramNodeDto);
    const res = await putTree('Admin', tree);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      'hodogramEntities.0.children.2.id': [messages.hodogramNodeNotInTemplate],
      'hodogramEntities.2.id': [messages.hodogramNodeDuplicate],
    });
    expect((await getTree()).json).toEqual(before.json);
  });

  it('refuses a tree built from an outdated version when If-Match is sent (409)', async () => {
    const { first } = await smallTemplate();
    const loaded = await getTree();
    const etag = loaded.headers.get('etag')!;
    await editNode('Admin', first.id, { name: 'Promijenio netko drugi' });
    const tree = loaded.json as HodogramNodeDto[];
    tree[0].children.reverse();
    const stale = await putTree('Admin', tree, { 'If-Match': etag });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(messages.hodogramOutdated);
    expect(findIn((await getTree()).json, first.id).ordinal).toBe(1);

    const fresh = await getTree();
    const current = fresh.json as HodogramNodeDto[];
    current[0].children.reverse();
    expect((await putTree('Admin', current, { 'If-Match': fresh.headers.get('etag')! })).status).toBe(200);
  });

  it('checks the create and delete rights itself (not only the route’s update right)', async () => {
    await smallTemplate();
    const db = await getDb();
    const tree = (await getTree()).json as HodogramNodeDto[];
    const before = await nodeCount();
    const siteManager = { roleId: Role.SiteManager };
    const withNew = [...tree, { id: null, name: 'Novi', code: null, description: null, children: [] }];
    const update = (hodogramEntities: never) => db.transaction((tx) => updateTemplateTree(tx, siteManager, { hodogramEntities, confirmedDeletions: [] }));
    await expect(update(withNew as never)).rejects.toMatchObject({ status: 403 });
    await expect(update(tree.slice(1) as never)).rejects.toMatchObject({ status: 403 });
    expect(await nodeCount()).toBe(before);
  });

  it('deletes a node with its subtree; siblings keep consecutive ordinals', async () => {
    const { phase, first, second } = await smallTemplate();
    const third = await add('Treći korak', phase.id);
    const grandchild = await add('Unuk', first.id);
    expect((await deleteNode('Admin', first.id)).status).toBe(204);
    const db = await getDb();
    expect(await db.select().from(hodogramNodes).where(inArray(hodogramNodes.id, [first.id, grandchild.id]))).toEqual([]);
    const children = findIn((await getTree()).json, phase.id).children as HodogramNodeDto[];
    expect(children.map((n) => [n.id, n.ordinal])).toEqual([
      [second.id, 1],
      [third.id, 2],
    ]);
    expect((await deleteNode('Admin', first.id)).status).toBe(404);
  });
});

describe('project hodogram', () => {
  it('is created from the active template nodes only (inactive subtrees skipped), once', async () => {
    const db = await getDb();
    const { phase, first, second, other } = await smallTemplate();
    const inactiveChild = await add('Neaktivni korak', phase.id, { code: 'F-3' });
    const otherChild = await add('Korak druge faze', other.id);
    await add('Ispod neaktivnog', otherChild.id);
    await setActive('Admin', inactiveChild.id, false);
    await setActive('Admin', otherChild.id, false);

    const projectId = await newProject();
    expect((await getProject('Admin', projectId)).json).toEqual([]);
    const res = await createForProject('SiteManager', projectId);
    expect(res.status).toBe(201);
    const tree = res.json as ProjectHodogramNodeDto[];
    expect(tree.map((n) => n.name)).toEqual([phase.name, other.name]);
    expect(tree[0]).toMatchObject({ code: 'F', projectId, isCompleted: false, isActive: true, ordinal: 1, attachmentsCount: 0 });
    expect(tree[0].children.map((n) => [n.name, n.code, n.description, n.ordinal])).toEqual([
      [first.name, 'F-1', null, 1],
      [second.name, 'F-2', 'Opis koraka', 2],
    ]);
    expect(tree[1].children).toEqual([]);
    expect(tree[0].children[0].parentId).toBe(tree[0].id);
    const rows = await db.select().from(projectHodogramNodes).where(eq(projectHodogramNodes.projectId, projectId));
    expect(rows.length).toBe(4);
    expect(rows.find((r) => r.name === first.name)?.hodogramNodeId).toBe(first.id);
    expect((await getProject('SiteManager', projectId)).json).toEqual(tree);

    const again = await createForProject('Admin', projectId);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(messages.projectHodogramExists);
    expect((await db.select({ n: count() }).from(projectHodogramNodes).where(eq(projectHodogramNodes.projectId, projectId)))[0].n).toBe(4);
  });

  it('is copied from the template when a project is created (POST /api/Projects), in the same write', async () => {
    const { phase, first, second, other } = await smallTemplate();
    await setActive('Admin', other.id, false);
    const created = await call(projectsRoute.POST, 'POST', '/api/Projects', {
      as: 'Admin',
      body: { name: `Novi centar ${unique()}`, projectStatusId: 1000 },
    });
    expect(created.status).toBe(201);
    const tree = (await getProject('Admin', created.json.id)).json as ProjectHodogramNodeDto[];
    expect(tree.map((n) => [n.name, n.ordinal, n.isCompleted])).toEqual([[phase.name, 1, false]]);
    expect(tree[0].children.map((n) => n.name)).toEqual([first.name, second.name]);
    const db = await getDb();
    const copies = await db.select().from(projectHodogramNodes).where(eq(projectHodogramNodes.projectId, created.json.id));
    expect(copies.map((c) => c.hodogramNodeId).sort()).toEqual([phase.id, first.id, second.id].sort());
    // It has one now: the button's endpoint refuses a second.
    expect((await createForProject('Admin', created.json.id)).status).toBe(409);
  });

  it('a project created while the template has no active node starts without one and gets it later from the template', async () => {
    const created = await call(projectsRoute.POST, 'POST', '/api/Projects', {
      as: 'Admin',
      body: { name: `Prazan predložak ${unique()}`, projectStatusId: 1000 },
    });
    expect(created.status).toBe(201);
    expect((await getProject('Admin', created.json.id)).json).toEqual([]);
    await smallTemplate();
    expect((await createForProject('Admin', created.json.id)).status).toBe(201);
    expect(flatten((await getProject('Admin', created.json.id)).json)).toHaveLength(4);
  });

  it('answers 404 for an unknown project, 400 for a bad id, 409 for a template without active nodes', async () => {
    expect((await createForProject('Admin', 99_999_999)).status).toBe(404);
    expect((await getProject('Admin', 99_999_999)).status).toBe(404);
    expect((await putProject('Admin', 99_999_999, [])).status).toBe(404);
    const bad = await createForProject('Admin', 'abc');
    expect(bad.status).toBe(400);
    expect(bad.json.errors.projectId).toBeDefined();
    const db = await getDb();
    await db.delete(hodogramNodes);
    const empty = await createForProject('Admin', await newProject());
    expect(empty.status).toBe(409);
    expect(empty.json.message).toBe(messages.hodogramTemplateEmpty);
  });

  it('stores exactly the completed ids; ids of another project are refused and nothing changes', async () => {
    await smallTemplate();
    const projectId = await newProject();
    const otherProjectId = await newProject();
    const tree = (await createForProject('Admin', projectId)).json as ProjectHodogramNodeDto[];
    const foreignTree = (await createForProject('Admin', otherProjectId)).json as ProjectHodogramNodeDto[];
    const [a, b, c] = flatten(tree).map((n) => n.id);

    const res = await putProject('SiteManager', projectId, [a, b, b]);
    expect(res.status).toBe(200);
    const completed = (t: ProjectHodogramNodeDto[]) => flatten(t).filter((n) => n.isCompleted).map((n) => n.id).sort((x, y) => x - y);
    expect(completed(res.json)).toEqual([a, b].sort((x, y) => x - y));
    expect(completed((await getProject('Admin', projectId)).json)).toEqual([a, b].sort((x, y) => x - y));

    const switched = await putProject('Admin', projectId, [c]);
    expect(completed(switched.json)).toEqual([c]);

    const refused = await putProject('Admin', projectId, [a, foreignTree[0].id]);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      message: messages.projectHodogramNodeNotInProject,
      errors: { completedIds: [messages.projectHodogramNodeNotInProject] },
    });
    expect(completed((await getProject('Admin', projectId)).json)).toEqual([c]);
    expect(completed((await getProject('Admin', otherProjectId)).json)).toEqual([]);

    expect(completed((await putProject('Admin', projectId, [])).json)).toEqual([]);
    const notNumbers = await call(projectPutRoute.PUT, 'PUT', '/api/Hodogram/projectHodogram', { as: 'Admin', body: { projectId, completedIds: ['x'] } });
    expect(notNumbers.status).toBe(400);
  });

  it('counts each node’s attachments (added through the attachments API as SiteManager)', async () => {
    await smallTemplate();
    const projectId = await newProject();
    const tree = (await createForProject('Admin', projectId)).json as ProjectHodogramNodeDto[];
    const node = tree[0].children[0];
    const form = new FormData();
    form.append('File', new File([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))], 'Zapisnik.pdf'));
    form.append('ProjectHodogramId', String(node.id));
    expect((await call(attachmentsRoute.POST, 'POST', '/api/Attachments', { as: 'SiteManager', body: form })).status).toBe(201);
    const read = (await getProject('SiteManager', projectId)).json as ProjectHodogramNodeDto[];
    expect(findIn(read, node.id).attachmentsCount).toBe(1);
    expect(read[0].attachmentsCount).toBe(0);
  });
});

describe('who may call what (spec part 1 section 6)', () => {
  it('answers 401 without a session', async () => {
    const { first } = await smallTemplate();
    const projectId = await newProject();
    expect((await getTree(null)).status).toBe(401);
    expect((await putTree(null, [])).status).toBe(401);
    expect((await addNode(null, { name: 'x' })).status).toBe(401);
    expect((await editNode(null, first.id, { name: 'x' })).status).toBe(401);
    expect((await setActive(null, first.id, false)).status).toBe(401);
    expect((await deleteNode(null, first.id)).status).toBe(401);
    expect((await createForProject(null, projectId)).status).toBe(401);
    expect((await getProject(null, projectId)).status).toBe(401);
    expect((await putProject(null, projectId, [])).status).toBe(401);
  });

  for (const role of ROLES) {
    const template = TEMPLATE_ROLES.includes(role);
    const project = PROJECT_ROLES.includes(role);

    it(`${role}: template ${template ? 'read and write' : 'nothing (403)'}`, async () => {
      const { phase, first } = await smallTemplate();
      const before = await getTree();
      const expectStatus = (allowed: number) => (template ? allowed : 403);

      expect((await getTree(role)).status).toBe(expectStatus(200));
      const added = await addNode(role, { parentId: phase.id, name: `Korak ${role}` });
      expect(added.status).toBe(expectStatus(201));
      expect((await editNode(role, first.id, { name: `Uredio ${role}` })).status).toBe(expectStatus(200));
      expect((await setActive(role, first.id, false)).status).toBe(expectStatus(200));
      const sent = (await getTree()).json as HodogramNodeDto[];
      sent.reverse();
      expect((await putTree(role, sent)).status).toBe(expectStatus(200));
      if (template) {
        expect((await deleteNode(role, added.json.id)).status).toBe(204);
        expect(findIn((await getTree()).json, first.id)).toMatchObject({ name: `Uredio ${role}`, isActive: false });
      } else {
        expect((await deleteNode(role, first.id)).status).toBe(403);
        expect((await getTree()).json).toEqual(before.json);
      }
    });

    it(`${role}: project hodogram ${project ? 'read and write' : 'nothing (403)'}`, async () => {
      await smallTemplate();
      const projectId = await newProject();
      const expectStatus = (allowed: number) => (project ? allowed : 403);
      const created = await createForProject(role, projectId);
      expect(created.status).toBe(expectStatus(201));
      if (!project) expect((await createForProject('Admin', projectId)).status).toBe(201);
      expect((await getProject(role, projectId)).status).toBe(expectStatus(200));
      const ids = flatten((await getProject('Admin', projectId)).json as ProjectHodogramNodeDto[]).map((n) => n.id);
      expect((await putProject(role, projectId, ids.slice(0, 1))).status).toBe(expectStatus(200));
      const completed = flatten((await getProject('Admin', projectId)).json as ProjectHodogramNodeDto[]).filter((n) => n.isCompleted);
      expect(completed.length).toBe(project ? 1 : 0);
    });
  }
});
