import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { projectCooperatorItems, projectSituations, situationItems } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import { projectItemsRevision } from '@/lib/project-items/queries';
import type { ProjectItemNode, ProjectItemsTree } from '@/lib/project-items/types';
import * as itemCreateRoute from '@/app/api/ProjectItems/route';
import * as itemRoute from '@/app/api/ProjectItems/[id]/route';
import * as treeRoute from '@/app/api/Projects/[id]/ProjectItems/route';
import * as projectRoute from '@/app/api/Projects/[id]/route';
import * as projectCooperatorRoute from '@/app/api/ProjectCooperators/[id]/route';
import * as linesOfRoute from '@/app/api/Projects/[id]/ProjectCooperatorItems/route';
import * as situationsOfRoute from '@/app/api/Projects/[id]/ProjectSituations/route';
import * as executedOfRoute from '@/app/api/Projects/[id]/ProjectSituationItems/route';
import * as lineCreateRoute from '@/app/api/ProjectCooperatorItems/route';
import * as lineRoute from '@/app/api/ProjectCooperatorItems/[id]/route';
import * as situationCreateRoute from '@/app/api/ProjectSituations/route';
import * as situationRoute from '@/app/api/ProjectSituations/[id]/route';
import * as executedCreateRoute from '@/app/api/ProjectSituationItems/route';
import * as executedRoute from '@/app/api/ProjectSituationItems/[id]/route';
import { call } from './helpers';
import { CooperatorType, insertCooperator, insertProjectCooperator } from './project-fixtures';
import { newProject, unitId } from './project-items-fixtures';

/**
 * Contractors' cost lists and situations (issue 11): contractor and subcontractor lines with
 * every rule, situations (activeTo before activeFrom refused, nothing stored), executed
 * quantities with cumulative values, the items tree's completed columns fed exactly, deletes
 * that never leave orphans (409 while others depend), and the matrix per role.
 */
let m3: number;
beforeAll(async () => {
  m3 = await unitId('m3');
});

type Res = { status: number; json: any };

const post = (route: { POST: typeof lineCreateRoute.POST }, path: string, body: unknown, as: RoleName = 'Admin'): Promise<Res> =>
  call(route.POST, 'POST', path, { as, body });
const line = (body: Record<string, unknown>, as: RoleName = 'Admin') => post(lineCreateRoute, '/api/ProjectCooperatorItems', body, as);
const situation = (body: Record<string, unknown>, as: RoleName = 'Admin') => post(situationCreateRoute, '/api/ProjectSituations', body, as);
const executed = (body: Record<string, unknown>, as: RoleName = 'Admin') => post(executedCreateRoute, '/api/ProjectSituationItems', body, as);

async function addItem(projectId: number, name: string, quantity: string, unitPrice: string, parentId: number | null = null, isGroup = false) {
  const body = isGroup
    ? { projectId, parentId, isGroup, name }
    : { projectId, parentId, isGroup, name, unitOfMeasurementId: m3, quantity, unitPrice };
  const res = await call(itemCreateRoute.POST, 'POST', '/api/ProjectItems', { as: 'Admin', body });
  expect(res.status).toBe(201);
  return res.json.id as number;
}

const addProjectCooperator = insertProjectCooperator;

/** A project with one group and two items, a contractor and its subcontractor. */
async function setUp() {
  const projectId = await newProject();
  const group = await addItem(projectId, 'Betonski radovi', '', '', null, true);
  const concrete = await addItem(projectId, 'Beton C25/30', '12,5', '90', group);
  const rebar = await addItem(projectId, 'Armatura', '100', '1,5', group);
  const contractor = await addProjectCooperator(projectId, CooperatorType.Contractor, true);
  const sub = await addProjectCooperator(projectId, CooperatorType.Subcontractor, false, contractor.cooperatorId);
  return { projectId, group, concrete, rebar, contractor, sub };
}

const treeOf = async (projectId: number) =>
  (await call(treeRoute.GET, 'GET', `/api/Projects/${projectId}/ProjectItems`, { as: 'Admin', params: { id: projectId } })) as {
    status: number;
    json: ProjectItemsTree;
  };
const flatten = (nodes: ProjectItemNode[]): ProjectItemNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const linesOf = (projectId: number, as: RoleName = 'Admin') =>
  call(linesOfRoute.GET, 'GET', `/api/Projects/${projectId}/ProjectCooperatorItems`, { as, params: { id: projectId } });
const situationsOf = (projectId: number, as: RoleName = 'Admin') =>
  call(situationsOfRoute.GET, 'GET', `/api/Projects/${projectId}/ProjectSituations`, { as, params: { id: projectId } });
const executedOf = (projectId: number, situationId?: number, as: RoleName = 'Admin') =>
  call(executedOfRoute.GET, 'GET', `/api/Projects/${projectId}/ProjectSituationItems${situationId ? `?projectSituationId=${situationId}` : ''}`, {
    as,
    params: { id: projectId },
  });
const storedSituations = async (projectId: number) =>
  (await getDb()).select().from(projectSituations).where(eq(projectSituations.projectId, projectId));
const storedLines = async (projectId: number) =>
  (await getDb()).select().from(projectCooperatorItems).where(eq(projectCooperatorItems.projectId, projectId));

/** Every line of the project holds exactly the sum of its situation items (the service keeps it). */
async function expectExecutedKept(projectId: number) {
  const db = await getDb();
  const res = await db.execute(sql`
    select ci.id, ci.executed_quantity::text as kept, coalesce(sum(si.quantity), 0)::numeric(18,6)::text as actual
    from project_cooperator_items ci left join situation_items si on si.project_cooperator_item_id = ci.id
    where ci.project_id = ${projectId} group by ci.id`);
  const rows = res.rows as { id: number; kept: string; actual: string }[];
  expect(rows.filter((r) => r.kept !== r.actual)).toEqual([]);
  return rows.length;
}

describe('cost-list lines (ProjectCooperatorItems)', () => {
  it("a contractor's line: total = quantity x price rounded to the cent; GET, PUT, list", async () => {
    const s = await setUp();
    const res = await line({ projectCooperatorId: s.contractor.id, projectItemId: s.concrete, quantity: '12,5', unitPrice: '87,40' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      projectId: s.projectId,
      projectCooperatorId: s.contractor.id,
      projectItemId: s.concrete,
      contractorItemId: null,
      quantity: '12.500000',
      unitPrice: '87.400000',
      totalPrice: '1092.50',
      projectItemName: 'Beton C25/30',
      unitOfMeasurement: 'm3',
    });
    // 0.5 x 0.01 = 0.005 -> 0.01 (half away from zero), 1 x 1,005 -> 1.01
    const half = await line({ projectCooperatorId: s.contractor.id, projectItemId: s.rebar, quantity: '0,5', unitPrice: '0,01' });
    expect(half.json.totalPrice).toBe('0.01');
    const put = await call(lineRoute.PUT, 'PUT', `/api/ProjectCooperatorItems/${half.json.id}`, {
      as: 'Admin',
      params: { id: half.json.id },
      body: { projectCooperatorId: s.contractor.id, projectItemId: s.rebar, quantity: '1', unitPrice: '1,005' },
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ quantity: '1.000000', unitPrice: '1.005000', totalPrice: '1.01' });
    const got = await call(lineRoute.GET, 'GET', `/api/ProjectCooperatorItems/${res.json.id}`, { as: 'SiteManager', params: { id: res.json.id } });
    expect(got.json).toEqual(res.json);
    const list = await linesOf(s.projectId, 'SiteManager');
    expect(list.status).toBe(200);
    expect(list.json.map((l: { id: number }) => l.id)).toEqual([res.json.id, half.json.id]);
  });

  it("a subcontractor's line hangs on its contractor's line for the same item", async () => {
    const s = await setUp();
    const missing = await line({ projectCooperatorId: s.sub.id, projectItemId: s.concrete, quantity: '1', unitPrice: '1' });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual({ projectItemId: [messages.cooperatorItemNoContractorLine] });
    const main = await line({ projectCooperatorId: s.contractor.id, projectItemId: s.concrete, quantity: '12,5', unitPrice: '87,40' });
    const sub = await line({ projectCooperatorId: s.sub.id, projectItemId: s.concrete, quantity: '10', unitPrice: '60' });
    expect(sub.status).toBe(201);
    expect(sub.json).toMatchObject({ contractorItemId: main.json.id, projectCooperatorId: s.sub.id, totalPrice: '600.00' });
  });

  it('refuses lines of cooperators that are neither, items of other projects, groups, duplicates and changed keys; stores nothing', async () => {
    const s = await setUp();
    const noBoq = await addProjectCooperator(s.projectId, CooperatorType.Contractor, false);
    const supervision = await addProjectCooperator(s.projectId, CooperatorType.Supervision, true);
    const orphanSub = await addProjectCooperator(s.projectId, CooperatorType.Subcontractor, false, null);
    const otherClient = await addProjectCooperator(s.projectId, CooperatorType.Subcontractor, false, (await insertCooperator()).id);
    for (const c of [noBoq, supervision, orphanSub, otherClient]) {
      const res = await line({ projectCooperatorId: c.id, projectItemId: s.concrete, quantity: '1', unitPrice: '1' });
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual({ projectCooperatorId: [messages.cooperatorItemNotContractor] });
    }
    const other = await setUp();
    const foreign = await line({ projectCooperatorId: s.contractor.id, projectItemId: other.concrete, quantity: '1', unitPrice: '1' });
    expect(foreign.json.errors).toEqual({ projectItemId: [messages.cooperatorItemOtherProject] });
    const group = await line({ projectCooperatorId: s.contractor.id, projectItemId: s.group, quantity: '1', unitPrice: '1' });
    expect(group.json.errors).toEqual({ projectItemId: [messages.cooperatorItemIsGroup] });
    const bad = await line({ projectCooperatorId: s.contractor.id, projectItemId: s.concrete, quantity: '-1', unitPrice: '1,1234567' });
    expect(bad.json.errors).toEqual({ quantity: [messages.min(0)], unitPrice: [messages.maxDecimals(6)] });
    const missingCooperator = await line({ projectCooperatorId: 2147480000, projectItemId: s.concrete, quantity: '1', unitPrice: '1' });
    expect(missingCooperator.json.errors).toEqual({ projectCooperatorId: [messages.projectCooperatorMissing] });
    expect(await storedLines(s.projectId)).toEqual([]);

    const first = await line({ projectCooperatorId: s.contractor.id, projectItemId: s.concrete, quantity: '1', unitPrice: '1' });
    const dup = await line({ projectCooperatorId: s.contractor.id, projectItemId: s.concrete, quantity: '2', unitPrice: '2' });
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe(messages.cooperatorItemDuplicate);
    const moved = await call(lineRoute.PUT, 'PUT', `/api/ProjectCooperatorItems/${first.json.id}`, {
      as: 'Admin',
      params: { id: first.json.id },
      body: { projectCooperatorId: s.contractor.id, projectItemId: s.rebar, quantity: '2', unitPrice: '2' },
    });
    expect(moved.json.errors).toEqual({ projectItemId: [messages.cooperatorItemFixed] });
    expect((await storedLines(s.projectId)).map((l) => [l.projectItemId, l.quantity])).toEqual([[s.concrete, '1.000000']]);
  });
});

describe('situations (ProjectSituations)', () => {
  it('activeTo before activeFrom is refused and nothing is stored; name at most 200', async () => {
    const projectId = await newProject();
    const res = await situation({ projectId, name: 'Privremena situacija 1', activeFrom: '2026-02-01', activeTo: '2026-01-31' });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ activeTo: [messages.situationPeriodOrder] });
    const long = await situation({ projectId, name: 'x'.repeat(201), activeFrom: '', activeTo: '2026-01-31' });
    expect(long.json.errors).toEqual({ name: [messages.maxLength(200)], activeFrom: [messages.required] });
    expect(await storedSituations(projectId)).toEqual([]);

    const ok = await situation({ projectId, name: 'Jednodnevna', activeFrom: '2026-02-01', activeTo: '2026-02-01', description: 'Opis' });
    expect(ok.status).toBe(201);
    const backwards = await call(situationRoute.PUT, 'PUT', `/api/ProjectSituations/${ok.json.id}`, {
      as: 'Admin',
      params: { id: ok.json.id },
      body: { projectId, name: 'Jednodnevna', activeFrom: '2026-02-02', activeTo: '2026-02-01' },
    });
    expect(backwards.status).toBe(400);
    expect(await storedSituations(projectId)).toEqual([
      { id: ok.json.id, projectId, name: 'Jednodnevna', activeFrom: '2026-02-01', activeTo: '2026-02-01', description: 'Opis' },
    ]);
  });

  it('lists by activeFrom, then id; a situation stays on its project; 404 for a missing project', async () => {
    const projectId = await newProject();
    const later = await situation({ projectId, name: 'B', activeFrom: '2026-03-01', activeTo: '2026-03-31' });
    const earlier = await situation({ projectId, name: 'A', activeFrom: '2026-02-01', activeTo: '2026-02-28' });
    const same = await situation({ projectId, name: 'C', activeFrom: '2026-03-01', activeTo: '2026-03-15' });
    const list = await situationsOf(projectId, 'SiteManager');
    expect(list.json.map((r: { id: number }) => r.id)).toEqual([earlier.json.id, later.json.id, same.json.id]);
    const other = await newProject();
    const moved = await call(situationRoute.PUT, 'PUT', `/api/ProjectSituations/${later.json.id}`, {
      as: 'Admin',
      params: { id: later.json.id },
      body: { projectId: other, name: 'B', activeFrom: '2026-03-01', activeTo: '2026-03-31' },
    });
    expect(moved.json.errors).toEqual({ projectId: [messages.situationOtherProject] });
    expect((await situationsOf(2147480000)).status).toBe(404);
  });
});

describe('executed quantities (ProjectSituationItems) and progress', () => {
  it('the documented example: 12,5 m3 x 87,40; situations of 5 and 9 m3 -> cumulative 14, 112 %, to the cent', async () => {
    const s = await setUp();
    const main = await line({ projectCooperatorId: s.contractor.id, projectItemId: s.concrete, quantity: '12,5', unitPrice: '87,40' });
    const sub = await line({ projectCooperatorId: s.sub.id, projectItemId: s.concrete, quantity: '10', unitPrice: '60' });
    // created in the reverse order of their periods: cumulative follows activeFrom, not the id
    const second = await situation({ projectId: s.projectId, name: 'Situacija 2', activeFrom: '2026-03-01', activeTo: '2026-03-31' });
    const first = await situation({ projectId: s.projectId, name: 'Situacija 1', activeFrom: '2026-02-01', activeTo: '2026-02-28' });
    const a = await executed({ projectSituationId: first.json.id, projectCooperatorItemId: main.json.id, quantity: '5' });
    expect(a.status).toBe(201);
    expect(a.json).toMatchObject({ quantity: '5.000000', totalPrice: '437.00', cumulativeQuantity: '5.000000', cumulativeTotalPrice: '437.00' });
    const b = await executed({ projectSituationId: second.json.id, projectCooperatorItemId: main.json.id, quantity: '9' });
    expect(b.json).toMatchObject({
      projectCooperatorId: s.contractor.id,
      projectItemId: s.concrete,
      totalPrice: '786.60',
      cumulativeQuantity: '14.000000',
      cumulativeTotalPrice: '1223.60',
    });
    // a subcontractor's quantity is part of its contractor's: it does not count twice in progress
    const c = await executed({ projectSituationId: second.json.id, projectCooperatorItemId: sub.json.id, quantity: '4' });
    expect(c.json).toMatchObject({ contractorItemId: main.json.id, totalPrice: '240.00', cumulativeQuantity: '4.000000' });

    const only2 = await executedOf(s.projectId, second.json.id, 'SiteManager');
    expect(only2.status).toBe(200);
    expect(only2.json.map((r: { id: number; cumulativeQuantity: string }) => [r.id, r.cumulativeQuantity])).toEqual([
      [b.json.id, '14.000000'],
      [c.json.id, '4.000000'],
    ]);
    expect((await executedOf(s.projectId)).json.map((r: { id: number }) => r.id)).toEqual([a.json.id, b.json.id, c.json.id]);

    // the items tree: the item contracted 12,5 m3 at 90 (1125,00); 14 m3 done = 1260,00, 112 %, remaining -1,5 m3
    const tree = await treeOf(s.projectId);
    const concrete = flatten(tree.json.items).find((n) => n.id === s.concrete)!;
    expect(concrete).toMatchObject({
      totalPrice: '1125.00',
      completedQuantity: '14.000000',
      completedPrice: '1260.00',
      remainingQuantity: '-1.500000',
      remainingPrice: '-135.00',
      completedPercent: '1.120000',
    });
    const group = tree.json.items[0];
    expect(group).toMatchObject({ totalPrice: '1275.00', completedPrice: '1260.00', remainingPrice: '15.00' });
    expect(tree.json.summary).toMatchObject({ totalPrice: '1275.00', completedPrice: '1260.00' });

    // an edit moves the tree too, exactly: 9 -> 0,1 and 0,2 over two more... 5 + 0,1 = 5,1
    const edited = await call(executedRoute.PUT, 'PUT', `/api/ProjectSituationItems/${b.json.id}`, {
      as: 'Admin',
      params: { id: b.json.id },
      body: { projectSituationId: second.json.id, projectCooperatorItemId: main.json.id, quantity: '0,1' },
    });
    expect(edited.json).toMatchObject({ quantity: '0.100000', totalPrice: '8.74', cumulativeQuantity: '5.100000', cumulativeTotalPrice: '445.74' });
    const after = flatten((await treeOf(s.projectId)).json.items).find((n) => n.id === s.concrete)!;
    expect(after).toMatchObject({ completedQuantity: '5.100000', completedPrice: '459.00', completedPercent: '0.408000' });
    expect(await expectExecutedKept(s.projectId)).toBe(2);
  });

  it("one situation's cumulative equals the whole list's, for the first, a middle and the last situation (same activeFrom: by id)", async () => {
    const s = await setUp();
    const main = await line({ projectCooperatorId: s.contractor.id, projectItemId: s.concrete, quantity: '12,5', unitPrice: '87,40' });
    const rebar = await line({ projectCooperatorId: s.contractor.id, projectItemId: s.rebar, quantity: '100', unitPrice: '1,5' });
    const periods = ['2026-04-01', '2026-01-01', '2026-02-01', '2026-02-01', '2026-03-01'];
    const sits: number[] = [];
    for (const [i, from] of periods.entries()) {
      const sit = await situation({ projectId: s.projectId, name: `S${i}`, activeFrom: from, activeTo: '2026-04-30' });
      sits.push(sit.json.id);
      await executed({ projectSituationId: sit.json.id, projectCooperatorItemId: main.json.id, quantity: `0,${i + 1}` });
      if (i % 2 === 0) await executed({ projectSituationId: sit.json.id, projectCooperatorItemId: rebar.json.id, quantity: '1,005' });
    }
    const all = (await executedOf(s.projectId)).json as { id: number; projectSituationId: number; cumulativeQuantity: string }[];
    // order: 2026-01-01 (S1), 2026-02-01 (S2, then S3 by id), 2026-03-01 (S4), 2026-04-01 (S0)
    expect(all.map((r) => sits.indexOf(r.projectSituationId))).toEqual([1, 2, 2, 3, 4, 4, 0, 0]);
    expect(all.filter((r) => r.projectSituationId === sits[0]).map((r) => r.cumulativeQuantity)).toEqual(['1.500000', '3.015000']);
    for (const sid of sits) {
      const one = (await executedOf(s.projectId, sid)).json;
      expect(one, `situation ${sits.indexOf(sid)}`).toEqual(all.filter((r) => r.projectSituationId === sid));
    }
  });

  it('refuses a line of another project, duplicates and changed keys; one quantity per situation and line', async () => {
    const s = await setUp();
    const other = await setUp();
    const main = await line({ projectCooperatorId: s.contractor.id, projectItemId: s.concrete, quantity: '1', unitPrice: '1' });
    const foreignLine = await line({ projectCooperatorId: other.contractor.id, projectItemId: other.concrete, quantity: '1', unitPrice: '1' });
    const sit = await situation({ projectId: s.projectId, name: 'S', activeFrom: '2026-01-01', activeTo: '2026-01-31' });
    const foreign = await executed({ projectSituationId: sit.json.id, projectCooperatorItemId: foreignLine.json.id, quantity: '1' });
    expect(foreign.json.errors).toEqual({ projectCooperatorItemId: [messages.situationItemOtherProject] });
    const missing = await executed({ projectSituationId: 2147480000, projectCooperatorItemId: main.json.id, quantity: '1,1234567' });
    expect(missing.json.errors).toEqual({ quantity: [messages.maxDecimals(6)] });
    const noSituation = await executed({ projectSituationId: 2147480000, projectCooperatorItemId: main.json.id, quantity: '1' });
    expect(noSituation.json.errors).toEqual({ projectSituationId: [messages.situationMissing] });
    const ok = await executed({ projectSituationId: sit.json.id, projectCooperatorItemId: main.json.id, quantity: '1' });
    const dup = await executed({ projectSituationId: sit.json.id, projectCooperatorItemId: main.json.id, quantity: '2' });
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe(messages.situationItemDuplicate);
    const sit2 = await situation({ projectId: s.projectId, name: 'S2', activeFrom: '2026-02-01', activeTo: '2026-02-28' });
    const moved = await call(executedRoute.PUT, 'PUT', `/api/ProjectSituationItems/${ok.json.id}`, {
      as: 'Admin',
      params: { id: ok.json.id },
      body: { projectSituationId: sit2.json.id, projectCooperatorItemId: main.json.id, quantity: '3' },
    });
    expect(moved.json.errors).toEqual({ projectSituationId: [messages.situationItemFixed] });
    const db = await getDb();
    expect((await db.select().from(situationItems).where(eq(situationItems.projectCooperatorItemId, main.json.id))).map((r) => r.quantity)).toEqual([
      '1.000000',
    ]);
  });
});

describe('the items revision (the items tab re-reads the tree when it changes)', () => {
  it('changes when an executed quantity is added, edited or removed, and not on reads', async () => {
    const s = await setUp();
    const revision = async () => projectItemsRevision(await getDb(), s.projectId);
    const main = await line({ projectCooperatorId: s.contractor.id, projectItemId: s.concrete, quantity: '1', unitPrice: '1' });
    const sit = await situation({ projectId: s.projectId, name: 'S', activeFrom: '2026-01-01', activeTo: '2026-01-31' });
    const r0 = await revision();
    const e = await executed({ projectSituationId: sit.json.id, projectCooperatorItemId: main.json.id, quantity: '1' });
    const r1 = await revision();
    expect(r1.key).not.toBe(r0.key);
    expect(r1.count).toBe(r0.count); // the count stays the number of item rows
    await executedOf(s.projectId);
    await treeOf(s.projectId);
    expect((await revision()).key).toBe(r1.key);
    await call(executedRoute.PUT, 'PUT', '/api/ProjectSituationItems/x', {
      as: 'Admin',
      params: { id: e.json.id },
      body: { projectSituationId: sit.json.id, projectCooperatorItemId: main.json.id, quantity: '2' },
    });
    const r2 = await revision();
    expect(r2.key).not.toBe(r1.key);
    await call(executedRoute.DELETE, 'DELETE', '/api/ProjectSituationItems/x', { as: 'Admin', params: { id: e.json.id } });
    expect((await revision()).key).not.toBe(r2.key);
  });
});

describe('deletes never leave orphans', () => {
  it('409 while others depend; a situation takes its items; a project takes everything', async () => {
    const s = await setUp();
    const main = await line({ projectCooperatorId: s.contractor.id, projectItemId: s.concrete, quantity: '12,5', unitPrice: '87,40' });
    const sub = await line({ projectCooperatorId: s.sub.id, projectItemId: s.concrete, quantity: '10', unitPrice: '60' });
    const sit = await situation({ projectId: s.projectId, name: 'S', activeFrom: '2026-01-01', activeTo: '2026-01-31' });
    const onSub = await executed({ projectSituationId: sit.json.id, projectCooperatorItemId: sub.json.id, quantity: '2' });

    const delLine = (id: number) => call(lineRoute.DELETE, 'DELETE', `/api/ProjectCooperatorItems/${id}`, { as: 'Admin', params: { id } });
    const inUse = await delLine(main.json.id); // its subcontractor line has a quantity
    expect(inUse.status).toBe(409);
    expect(inUse.json.message).toBe(messages.cooperatorItemInUse);
    // a project cooperator and a project item with cost-list lines cannot go either
    const delCooperator = await call(projectCooperatorRoute.DELETE, 'DELETE', `/api/ProjectCooperators/${s.contractor.id}`, {
      as: 'Admin',
      params: { id: s.contractor.id },
    });
    expect(delCooperator.status).toBe(409);
    const delItem = await call(itemRoute.DELETE, 'DELETE', `/api/ProjectItems/${s.group}`, { as: 'Admin', params: { id: s.group } });
    expect(delItem.status).toBe(409);
    expect(await storedLines(s.projectId)).toHaveLength(2);

    const delExecuted = await call(executedRoute.DELETE, 'DELETE', `/api/ProjectSituationItems/${onSub.json.id}`, {
      as: 'Admin',
      params: { id: onSub.json.id },
    });
    expect(delExecuted.status).toBe(204);
    await expectExecutedKept(s.projectId);
    const gone = await delLine(main.json.id);
    expect(gone.status).toBe(200);
    expect(gone.json).toEqual({ id: main.json.id, deleted: 2 }); // with its subcontractor line
    expect(await storedLines(s.projectId)).toEqual([]);

    // a situation goes with its items, in one transaction
    const again = await line({ projectCooperatorId: s.contractor.id, projectItemId: s.concrete, quantity: '1', unitPrice: '1' });
    const e = await executed({ projectSituationId: sit.json.id, projectCooperatorItemId: again.json.id, quantity: '1' });
    const sitB = await situation({ projectId: s.projectId, name: 'S0', activeFrom: '2025-12-01', activeTo: '2025-12-31' });
    await executed({ projectSituationId: sitB.json.id, projectCooperatorItemId: again.json.id, quantity: '0,25' });
    await expectExecutedKept(s.projectId);
    const delSituation = await call(situationRoute.DELETE, 'DELETE', `/api/ProjectSituations/${sit.json.id}`, { as: 'Admin', params: { id: sit.json.id } });
    expect(delSituation.json).toEqual({ id: sit.json.id, deletedItems: 1 });
    expect(await expectExecutedKept(s.projectId)).toBe(1);
    expect(flatten((await treeOf(s.projectId)).json.items).find((n) => n.id === s.concrete)!.completedQuantity).toBe('0.250000');
    const db = await getDb();
    expect(await db.select().from(situationItems).where(eq(situationItems.id, e.json.id))).toEqual([]);

    // the project takes its lines, situations and their items
    const sit2 = await situation({ projectId: s.projectId, name: 'S2', activeFrom: '2026-02-01', activeTo: '2026-02-28' });
    const e2 = await executed({ projectSituationId: sit2.json.id, projectCooperatorItemId: again.json.id, quantity: '1' });
    const delProject = await call(projectRoute.DELETE, 'DELETE', `/api/Projects/${s.projectId}`, { as: 'Admin', params: { id: s.projectId } });
    expect([200, 204]).toContain(delProject.status);
    expect(await storedLines(s.projectId)).toEqual([]);
    expect(await storedSituations(s.projectId)).toEqual([]);
    expect(await db.select().from(situationItems).where(inArray(situationItems.id, [e2.json.id]))).toEqual([]);
  });
});

describe('roles (read SA, A, Ac, M, SM; write SA, A, Ac, M)', () => {
  const readers: RoleName[] = ['SuperAdmin', 'Admin', 'Accounting', 'Management', 'SiteManager'];
  const writers: RoleName[] = ['SuperAdmin', 'Admin', 'Accounting', 'Management'];
  const all: RoleName[] = [...readers, 'Procurement', 'Warehouse'];

  it('every endpoint as every role; refused roles write nothing', async () => {
    const s = await setUp();
    for (const role of all) {
      const mayRead = readers.includes(role);
      const mayWrite = writers.includes(role);
      expect((await linesOf(s.projectId, role)).status, `${role} lines`).toBe(mayRead ? 200 : 403);
      expect((await situationsOf(s.projectId, role)).status, `${role} situations`).toBe(mayRead ? 200 : 403);
      expect((await executedOf(s.projectId, undefined, role)).status, `${role} executed`).toBe(mayRead ? 200 : 403);
      const l = await line({ projectCooperatorId: s.contractor.id, projectItemId: s.rebar, quantity: '1', unitPrice: '1' }, role);
      expect(l.status, `${role} line`).toBe(mayWrite ? 201 : 403);
      const sit = await situation({ projectId: s.projectId, name: role, activeFrom: '2026-01-01', activeTo: '2026-01-31' }, role);
      expect(sit.status, `${role} situation`).toBe(mayWrite ? 201 : 403);
      if (mayWrite) {
        const e = await executed({ projectSituationId: sit.json.id, projectCooperatorItemId: l.json.id, quantity: '1' }, role);
        expect(e.status, `${role} executed`).toBe(201);
        const delS = await call(situationRoute.DELETE, 'DELETE', '/api/ProjectSituations/x', { as: role, params: { id: sit.json.id } });
        expect(delS.status).toBe(200);
        const delL = await call(lineRoute.DELETE, 'DELETE', '/api/ProjectCooperatorItems/x', { as: role, params: { id: l.json.id } });
        expect(delL.status).toBe(200);
      }
    }
    expect(await storedLines(s.projectId)).toEqual([]);
    expect(await storedSituations(s.projectId)).toEqual([]);
  });
});
