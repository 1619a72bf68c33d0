import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import type { ProjectItemNode, ProjectItemsTree } from '@/lib/project-items/types';
import * as createRoute from '@/app/api/ProjectItems/route';
import * as oneRoute from '@/app/api/ProjectItems/[id]/route';
import * as treeRoute from '@/app/api/Projects/[id]/ProjectItems/route';
import { call } from './helpers';
import { newProject, storedItems, unitId } from './project-items-fixtures';

/**
 * Project items CRUD (spec part 1 sections 3, 5, 6, 7): ordinals on add, renumbering and subtree
 * counts on delete, exact rollups, Croatian validation messages with nothing stored, and the
 * matrix (read SA, A, Ac, M, SM; write SA, A, Ac, M; Procurement and Warehouse nothing).
 */
let m2: number;
let kom: number;

beforeAll(async () => {
  m2 = await unitId('m2');
  kom = await unitId('kom');
});

const create = (body: Record<string, unknown>, as: RoleName = 'Admin') =>
  call(createRoute.POST, 'POST', '/api/ProjectItems', { as, body });
const group = (projectId: number, name: string, parentId: number | null = null) =>
  create({ projectId, parentId, isGroup: true, name });
const item = (projectId: number, parentId: number | null, name: string, quantity: string, unitPrice: string, unit = m2) =>
  create({ projectId, parentId, isGroup: false, name, unitOfMeasurementId: unit, quantity, unitPrice });
const tree = async (projectId: number, as: RoleName = 'Admin') => {
  const res = await call(treeRoute.GET, 'GET', `/api/Projects/${projectId}/ProjectItems`, { as, params: { id: projectId } });
  return res as { status: number; json: ProjectItemsTree };
};
const getOne = (id: number, as: RoleName = 'Admin') => call(oneRoute.GET, 'GET', `/api/ProjectItems/${id}`, { as, params: { id } });
const put = (id: number, body: Record<string, unknown>, as: RoleName = 'Admin') =>
  call(oneRoute.PUT, 'PUT', `/api/ProjectItems/${id}`, { as, params: { id }, body });
const del = (id: number, as: RoleName = 'Admin') => call(oneRoute.DELETE, 'DELETE', `/api/ProjectItems/${id}`, { as, params: { id } });

const flatten = (nodes: ProjectItemNode[]): ProjectItemNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('create', () => {
  it('adds at the end of the siblings with dotted ordinals, levels and the computed total', async () => {
    const projectId = await newProject();
    const g1 = await group(projectId, 'Zemljani radovi');
    expect(g1.status).toBe(201);
    expect(g1.json).toMatchObject({ ordinal: 1, ordinalDisplay: '1', level: 1, isGroup: true, totalPrice: '0.00', descendants: 0 });
    const g2 = await group(projectId, 'Betonski radovi');
    expect(g2.json).toMatchObject({ ordinal: 2, ordinalDisplay: '2' });
    const sub = await group(projectId, 'Temelji', g2.json.id);
    expect(sub.json).toMatchObject({ ordinal: 1, ordinalDisplay: '2.1', level: 2, parentId: g2.json.id });
    const a = await item(projectId, sub.json.id, 'Beton C25/30 – temeljne trake', '1,333333', '19,99');
    expect(a.status).toBe(201);
    expect(a.json).toMatchObject({
      ordinal: 1,
      ordinalDisplay: '2.1.1',
      level: 3,
      name: 'Beton C25/30 – temeljne trake',
      unitOfMeasurementId: m2,
      unitOfMeasurement: 'm2',
      quantity: '1.333333',
      unitPrice: '19.990000',
      totalPrice: '26.65',
      completedQuantity: '0.000000',
      completedPrice: '0.00',
      remainingQuantity: '1.333333',
      remainingPrice: '26.65',
      completedPercent: '0.000000',
    });
    const b = await item(projectId, sub.json.id, 'Oplata', '2', '3.5');
    expect(b.json.ordinalDisplay).toBe('2.1.2');
    const top = await item(projectId, null, 'Paušal – čišćenje gradilišta', '1', '100', kom);
    expect(top.json).toMatchObject({ ordinal: 3, ordinalDisplay: '3', level: 1 });
  });

  it('refuses bad input with Croatian messages and stores nothing', async () => {
    const projectId = await newProject();
    const res = await create({ projectId, isGroup: false, name: ' ', quantity: '1,1234567', unitPrice: 'abc' });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      name: [messages.required],
      unitOfMeasurementId: [messages.required],
      quantity: [messages.maxDecimals(6)],
      unitPrice: [messages.invalidNumber],
    });
    const neg = await item(projectId, null, 'X', '-1', '2');
    expect(neg.status).toBe(400);
    expect(neg.json.errors).toEqual({ quantity: [messages.min(0)] });
    const unit = await create({ projectId, isGroup: false, name: 'X', unitOfMeasurementId: 999999, quantity: '1', unitPrice: '1' });
    expect(unit.status).toBe(400);
    expect(unit.json.errors).toEqual({ unitOfMeasurementId: [messages.invalidValue] });
    expect(await storedItems(projectId)).toEqual([]);
  });

  it('the project must exist (404); a parent of another project or an item is refused (400)', async () => {
    const missing = await group(2147480000, 'X');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(messages.projectMissing);

    const p1 = await newProject();
    const p2 = await newProject();
    const foreign = await group(p1, 'Tuđa grupa');
    const res = await group(p2, 'Podgrupa', foreign.json.id);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ parentId: [messages.parentNotInProject] });
    const leaf = await item(p2, null, 'Stavka', '1', '1');
    const underItem = await group(p2, 'Pod stavkom', leaf.json.id);
    expect(underItem.status).toBe(400);
    expect(underItem.json.errors).toEqual({ parentId: [messages.parentNotGroup] });
    expect((await storedItems(p2)).map((r) => r.name)).toEqual(['Stavka']);
    expect(await storedItems(p1)).toHaveLength(1);
  });
});

describe('rollups', () => {
  it('groups sum their descendants exactly (no float drift), and the summary the whole list', async () => {
    const projectId = await newProject();
    const g = (await group(projectId, 'A')).json.id;
    const inner = (await group(projectId, 'A.1', g)).json.id;
    await item(projectId, inner, 'x', '1', '0.1');
    await item(projectId, inner, 'y', '1', '0.2');
    await item(projectId, g, 'z', '0.5', '0.01'); // 0.005 -> 0.01 half away from zero
    await item(projectId, g, 'w', '1', '1,005'); // 1.005 -> 1.01 ("1.005" typed would be 1005: dots group thousands)
    const g2 = (await group(projectId, 'B')).json.id;
    await item(projectId, g2, 'v', '1.333333', '19.99'); // 26.65
    await group(projectId, 'Prazna grupa');

    const res = await tree(projectId);
    expect(res.status).toBe(200);
    const [a, b, empty] = res.json.items;
    expect(a.children[0]).toMatchObject({ ordinalDisplay: '1.1', totalPrice: '0.30', remainingPrice: '0.30', completedPercent: '0.000000' });
    expect(a).toMatchObject({ totalPrice: '1.32', completedPrice: '0.00', remainingPrice: '1.32', quantity: null, unitOfMeasurement: null });
    expect(a.children.map((c) => c.ordinalDisplay)).toEqual(['1.1', '1.2', '1.3']);
    expect(b.totalPrice).toBe('26.65');
    expect(empty).toMatchObject({ totalPrice: '0.00', completedPercent: '0.000000', children: [] });
    expect(res.json.summary).toEqual({
      totalPrice: '27.97',
      completedPrice: '0.00',
      remainingPrice: '27.97',
      completedPercent: '0.000000',
      groups: 4,
      items: 5,
    });
    // the JSON carries the type's fields and nothing else
    expect(Object.keys(a).sort()).toEqual(
      [
        'id', 'projectId', 'parentId', 'ordinal', 'ordinalDisplay', 'level', 'code', 'name', 'isGroup',
        'unitOfMeasurementId', 'unitOfMeasurement', 'quantity', 'unitPrice', 'totalPrice', 'completedQuantity',
        'completedPrice', 'remainingQuantity', 'remainingPrice', 'completedPercent', 'children',
      ].sort(),
    );
  });

  it('10,000 x 0.01 is 100.00', async () => {
    const projectId = await newProject();
    const res = await item(projectId, null, 'Sitni materijal', '10000', '0.01', kom);
    expect(res.json.totalPrice).toBe('100.00');
  });

  it('404 for the tree of a missing project, an empty tree for a project without items', async () => {
    expect((await tree(2147480000)).status).toBe(404);
    const projectId = await newProject();
    expect((await tree(projectId)).json).toEqual({
      items: [],
      summary: { totalPrice: '0.00', completedPrice: '0.00', remainingPrice: '0.00', completedPercent: '0.000000', groups: 0, items: 0 },
    });
  });
});

describe('read one, update', () => {
  it('GET gives the node with its subtree rollup and the number of descendants', async () => {
    const projectId = await newProject();
    await group(projectId, 'Prva');
    const g = (await group(projectId, 'Druga')).json.id;
    const sub = (await group(projectId, 'Podgrupa', g)).json.id;
    await item(projectId, sub, 'a', '2', '10');
    await item(projectId, sub, 'b', '3', '10');
    await item(projectId, g, 'c', '1', '1');
    const res = await getOne(g);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: g, ordinalDisplay: '2', level: 1, totalPrice: '51.00', descendants: 4 });
    expect(res.json.children).toBeUndefined();
    const deep = await getOne(sub);
    expect(deep.json).toMatchObject({ ordinalDisplay: '2.1', level: 2, totalPrice: '50.00', descendants: 2 });
    expect((await getOne(2147480000)).status).toBe(404);
  });

  it('PUT edits an item and recomputes its total; place, project and kind stay', async () => {
    const projectId = await newProject();
    const other = await newProject();
    const g = (await group(projectId, 'G')).json.id;
    const it1 = (await item(projectId, g, 'Žbuka', '1', '1')).json.id;
    const res = await put(it1, {
      name: 'Žbuka – produžna',
      code: 'ŽB-01',
      unitOfMeasurementId: kom,
      quantity: '3,5',
      unitPrice: '2,675',
      parentId: null,
      projectId: other,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: 'Žbuka – produžna',
      code: 'ŽB-01',
      unitOfMeasurement: 'kom',
      quantity: '3.500000',
      unitPrice: '2.675000',
      totalPrice: '9.36', // 9.3625
      parentId: g,
      projectId,
      ordinalDisplay: '1.1',
    });
    const [stored] = (await storedItems(projectId)).filter((r) => r.id === it1);
    expect(stored.totalPrice).toBe('9.36');

    const bad = await put(it1, { name: '', unitOfMeasurementId: kom, quantity: '1.0000001', unitPrice: '' });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ name: [messages.required], quantity: [messages.maxDecimals(6)], unitPrice: [messages.required] });
    const kind = await put(it1, { isGroup: true, name: 'Grupa' });
    expect(kind.status).toBe(400);
    expect(kind.json.errors).toEqual({ isGroup: [messages.itemTypeFixed] });
    const [after] = (await storedItems(projectId)).filter((r) => r.id === it1);
    expect(after).toEqual(stored);
  });

  it('PUT on a group edits name and code only', async () => {
    const projectId = await newProject();
    const g = (await group(projectId, 'Stara')).json.id;
    const res = await put(g, { name: 'Nova grupa', code: 'G1', quantity: '5', unitPrice: '5', unitOfMeasurementId: kom });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: 'Nova grupa', code: 'G1', quantity: null, unitOfMeasurementId: null, totalPrice: '0.00' });
    const bad = await put(g, { name: '' });
    expect(bad.json.errors).toEqual({ name: [messages.required] });
    expect((await put(2147480000, { name: 'x' })).status).toBe(404);
  });
});

describe('delete', () => {
  it('deletes the subtree, says how many rows went and renumbers the following siblings', async () => {
    const projectId = await newProject();
    const a = (await group(projectId, 'A')).json.id;
    const b = (await group(projectId, 'B')).json.id;
    const c = (await group(projectId, 'C')).json.id;
    const d = (await item(projectId, null, 'D', '1', '1')).json.id;
    const b1 = (await group(projectId, 'B1', b)).json.id;
    await item(projectId, b1, 'b1a', '1', '1');
    await item(projectId, b1, 'b1b', '1', '1');
    await item(projectId, b, 'b2', '1', '1');
    const c1 = (await item(projectId, c, 'c1', '1', '1')).json.id;
    const c2 = (await item(projectId, c, 'c2', '1', '1')).json.id;
    const c3 = (await item(projectId, c, 'c3', '1', '1')).json.id;

    expect((await getOne(b)).json.descendants).toBe(4);
    const res = await del(b);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: b, deleted: 5 });
    const t = (await tree(projectId)).json;
    expect(t.items.map((n) => [n.id, n.ordinal, n.ordinalDisplay])).toEqual([
      [a, 1, '1'],
      [c, 2, '2'],
      [d, 3, '3'],
    ]);
    expect(flatten(t.items)).toHaveLength(6);

    expect((await del(c2)).json).toEqual({ id: c2, deleted: 1 });
    const after = (await tree(projectId)).json.items[1].children;
    expect(after.map((n) => [n.id, n.ordinalDisplay])).toEqual([
      [c1, '2.1'],
      [c3, '2.2'],
    ]);
    // a new row goes after the last one again
    expect((await item(projectId, c, 'c4', '1', '1')).json.ordinalDisplay).toBe('2.3');
    expect((await del(b)).status).toBe(404);
  });
});

describe('roles (matrix: read SA, A, Ac, M, SM; write SA, A, Ac, M)', () => {
  const readers: RoleName[] = ['SuperAdmin', 'Admin', 'Accounting', 'Management', 'SiteManager'];
  const writers: RoleName[] = ['SuperAdmin', 'Admin', 'Accounting', 'Management'];
  const all: RoleName[] = [...readers, 'Procurement', 'Warehouse'];

  it('every endpoint as every role', async () => {
    const projectId = await newProject();
    const g = (await group(projectId, 'G')).json.id;
    for (const role of all) {
      const mayRead = readers.includes(role);
      const mayWrite = writers.includes(role);
      expect((await tree(projectId, role)).status, `${role} tree`).toBe(mayRead ? 200 : 403);
      expect((await getOne(g, role)).status, `${role} get`).toBe(mayRead ? 200 : 403);
      const created = await create({ projectId, parentId: g, isGroup: false, name: role, unitOfMeasurementId: kom, quantity: '1', unitPrice: '1' }, role);
      expect(created.status, `${role} create`).toBe(mayWrite ? 201 : 403);
      const target = mayWrite ? created.json.id : g;
      expect((await put(target, { name: `${role} 2`, unitOfMeasurementId: kom, quantity: '2', unitPrice: '1' }, role)).status, `${role} put`).toBe(
        mayWrite ? 200 : 403,
      );
      expect((await del(target, role)).status, `${role} delete`).toBe(mayWrite ? 200 : 403);
    }
    // nothing written by the refused roles
    expect((await storedItems(projectId)).map((r) => r.name)).toEqual(['G']);
  });

  it('signed out: 401', async () => {
    const res = await call(treeRoute.GET, 'GET', '/api/Projects/1/ProjectItems', { as: null, params: { id: 1 } });
    expect(res.status).toBe(401);
  });
});
