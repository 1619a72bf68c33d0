import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { decodeTableLine, type SituationTableLine, type SituationTableTuple } from '@/lib/situations/table-schemas';
import * as itemCreateRoute from '@/app/api/ProjectItems/route';
import * as lineCreateRoute from '@/app/api/ProjectCooperatorItems/route';
import * as situationCreateRoute from '@/app/api/ProjectSituations/route';
import * as situationRoute from '@/app/api/ProjectSituations/[id]/route';
import * as executedCreateRoute from '@/app/api/ProjectSituationItems/route';
import * as executedRoute from '@/app/api/ProjectSituationItems/[id]/route';
import * as executedOfRoute from '@/app/api/Projects/[id]/ProjectSituationItems/route';
import * as tableRoute from '@/app/api/ProjectSituations/[id]/Table/route';
import * as quantitiesRoute from '@/app/api/ProjectSituations/[id]/Quantities/route';
import { call, unique } from './helpers';
import { CooperatorType, insertProjectCooperator } from './project-fixtures';
import { newProject, unitId } from './project-items-fixtures';

/**
 * The kept running cumulative (situation_items.cumulative_quantity; lib/situations/
 * cumulative-store.ts; docs/situations.md, "The model"): after every kind of write the whole
 * project's rows hold the window sum of their line (situations by activeFrom, then id) and every
 * line its executed_quantity; the reads built on it (the table, the items of one situation, a
 * write's answer) give the documented numbers; concurrent writers on one line keep it (Postgres).
 */
let m3: number;
beforeAll(async () => {
  m3 = await unitId('m3');
});

type Res = { status: number; json: any };
const post = (route: { POST: typeof lineCreateRoute.POST }, path: string, body: unknown): Promise<Res> => call(route.POST, 'POST', path, { as: 'Admin', body });
async function created(res: Promise<Res>): Promise<number> {
  const r = await res;
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return r.json.id as number;
}
const executed = (projectSituationId: number, projectCooperatorItemId: number, quantity: string) =>
  created(post(executedCreateRoute, '/api/ProjectSituationItems', { projectSituationId, projectCooperatorItemId, quantity }));
const editExecuted = (id: number, projectSituationId: number, projectCooperatorItemId: number, quantity: string) =>
  call(executedRoute.PUT, 'PUT', `/api/ProjectSituationItems/${id}`, { as: 'Admin', params: { id }, body: { projectSituationId, projectCooperatorItemId, quantity } });
const deleteExecuted = (id: number) => call(executedRoute.DELETE, 'DELETE', `/api/ProjectSituationItems/${id}`, { as: 'Admin', params: { id } });
const situationBody = (projectId: number, name: string, activeFrom: string, activeTo: string) => ({ projectId, name, activeFrom, activeTo, description: null });
const table = (situationId: number, contractorId?: number) =>
  call(tableRoute.GET, 'GET', `/api/ProjectSituations/${situationId}/Table${contractorId === undefined ? '' : `?contractorId=${contractorId}`}`, {
    as: 'Admin',
    params: { id: situationId },
  });
const save = (situationId: number, lines: { projectCooperatorItemId: number; quantity: string | null }[]) =>
  call(quantitiesRoute.PUT, 'PUT', `/api/ProjectSituations/${situationId}/Quantities`, { as: 'Admin', params: { id: situationId }, body: { lines } });

/** The invariant for the whole project: every row's kept cumulative is its line's window sum; every line's executed_quantity its sum. */
async function expectKept(projectId: number) {
  const db = await getDb();
  const rows = await db.execute(sql`
    select si.id, si.cumulative_quantity::text as kept,
      (sum(si.quantity) over (partition by si.project_cooperator_item_id order by s.active_from, s.id))::numeric(18,6)::text as actual
    from situation_items si join project_situations s on s.id = si.project_situation_id
    where s.project_id = ${projectId}`);
  expect((rows.rows as { kept: string; actual: string }[]).filter((r) => r.kept !== r.actual)).toEqual([]);
  const lines = await db.execute(sql`
    select ci.id, ci.executed_quantity::text as kept, coalesce(sum(si.quantity), 0)::numeric(18,6)::text as actual
    from project_cooperator_items ci left join situation_items si on si.project_cooperator_item_id = ci.id
    where ci.project_id = ${projectId} group by ci.id`);
  expect((lines.rows as { kept: string; actual: string }[]).filter((r) => r.kept !== r.actual)).toEqual([]);
}

async function cumulativeOf(situationId: number, lineId: number): Promise<string | null> {
  const res = await (await getDb()).execute(sql`
    select cumulative_quantity::text as c from situation_items where project_situation_id = ${situationId} and project_cooperator_item_id = ${lineId}`);
  return (res.rows[0] as { c: string } | undefined)?.c ?? null;
}

const lineOf = async (situationId: number, contractorId: number, lineId: number): Promise<SituationTableLine | undefined> => {
  const res = await table(situationId, contractorId);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as { lines: SituationTableTuple[] }).lines.map(decodeTableLine).find((l) => l.lineId === lineId);
};

/** docs/situations.md's example: Beton C25/30, the contractor's 12,5 m³ x 87,40 €, a subcontractor at 60,03 €; three months entered out of order. */
async function setUp() {
  const tag = unique();
  const projectId = await newProject(`Kumulativ ${tag}`);
  const works = await created(post(itemCreateRoute, '/api/ProjectItems', { projectId, parentId: null, isGroup: true, name: 'Betonski radovi' }));
  const concrete = await created(
    post(itemCreateRoute, '/api/ProjectItems', { projectId, parentId: works, isGroup: false, name: 'Beton C25/30', unitOfMeasurementId: m3, quantity: '12,5', unitPrice: '90' }),
  );
  const contractor = await insertProjectCooperator(projectId, CooperatorType.Contractor, true, null, `Gradnja Žužić ${tag}`);
  const sub = await insertProjectCooperator(projectId, CooperatorType.Subcontractor, false, contractor.cooperatorId, `Podizvođač Đuro ${tag}`);
  const line = (projectCooperatorId: number, quantity: string, unitPrice: string) =>
    created(post(lineCreateRoute, '/api/ProjectCooperatorItems', { projectCooperatorId, projectItemId: concrete, quantity, unitPrice }));
  const lines = { concrete: await line(contractor.id, '12,5', '87,40'), sub: await line(sub.id, '12,5', '60,03') };
  const situation = (name: string, from: string, to: string) => created(post(situationCreateRoute, '/api/ProjectSituations', situationBody(projectId, name, from, to)));
  // Entered March, April, February: the ids are not the order.
  const s2 = await situation('Situacija 2', '2026-03-01', '2026-03-31');
  const s3 = await situation('Situacija 3', '2026-04-01', '2026-04-30');
  const s1 = await situation('Situacija 1', '2026-02-01', '2026-02-28');
  return { projectId, concrete, contractor, sub, lines, s1, s2, s3 };
}

describe('the kept running cumulative', () => {
  it('create, update, delete of one quantity keep it; the documented example; no float drift', async () => {
    const s = await setUp();
    // March first, then February (an earlier situation's row moves the later one).
    const march = await executed(s.s2, s.lines.concrete, '9');
    await expectKept(s.projectId);
    const feb = await executed(s.s1, s.lines.concrete, '5');
    await expectKept(s.projectId);
    expect(await cumulativeOf(s.s2, s.lines.concrete)).toBe('14.000000');
    // The table: 9 m³ this period, 14 m³ cumulative, 14 x 87,40 = 1.223,60 €.
    expect(await lineOf(s.s2, s.contractor.id, s.lines.concrete)).toMatchObject({ periodQuantity: '9', periodAmount: '786.6', cumulativeQuantity: '14', cumulativeAmount: '1223.6' });
    // April has no row: the cumulative of the latest earlier row.
    expect(await lineOf(s.s3, s.contractor.id, s.lines.concrete)).toMatchObject({ periodQuantity: '0', situationItemId: null, cumulativeQuantity: '14', cumulativeAmount: '1223.6' });

    // 0,1 + 0,2: exactly 0,3 (a float sum is 0,30000000000000004).
    let res = await editExecuted(feb, s.s1, s.lines.concrete, '0.1');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ cumulativeQuantity: '0.100000', cumulativeTotalPrice: '8.74' });
    res = await editExecuted(march, s.s2, s.lines.concrete, '0.2');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ quantity: '0.200000', cumulativeQuantity: '0.300000', cumulativeTotalPrice: '26.22' });
    await expectKept(s.projectId);
    expect(await lineOf(s.s3, s.contractor.id, s.lines.concrete)).toMatchObject({ cumulativeQuantity: '0.3', cumulativeAmount: '26.22' });
    const april = await executed(s.s3, s.lines.concrete, '0.000001');
    expect(await cumulativeOf(s.s3, s.lines.concrete)).toBe('0.300001');

    // Deleting February's takes it off March and April.
    res = await deleteExecuted(feb);
    expect(res.status).toBeLessThan(300);
    await expectKept(s.projectId);
    expect(await cumulativeOf(s.s2, s.lines.concrete)).toBe('0.200000');
    expect(await cumulativeOf(s.s3, s.lines.concrete)).toBe('0.200001');
    // The items of one situation read the kept value (with the earlier ones).
    const items = await call(executedOfRoute.GET, 'GET', `/api/Projects/${s.projectId}/ProjectSituationItems?projectSituationId=${s.s3}`, {
      as: 'Admin',
      params: { id: s.projectId },
    });
    expect(items.json).toEqual([expect.objectContaining({ id: april, quantity: '0.000001', cumulativeQuantity: '0.200001' })]);
    // and every situation's items (computed from all rows) agree with the kept values.
    const all = await call(executedOfRoute.GET, 'GET', `/api/Projects/${s.projectId}/ProjectSituationItems`, { as: 'Admin', params: { id: s.projectId } });
    expect((all.json as { cumulativeQuantity: string }[]).map((r) => r.cumulativeQuantity)).toEqual(['0.200000', '0.200001']);
  });

  it("the batch write keeps it for the contractor's and the subcontractor's lines", async () => {
    const s = await setUp();
    await executed(s.s3, s.lines.sub, '2');
    let res = await save(s.s1, [
      { projectCooperatorItemId: s.lines.concrete, quantity: '5' },
      { projectCooperatorItemId: s.lines.sub, quantity: '1.5' },
    ]);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    res = await save(s.s2, [
      { projectCooperatorItemId: s.lines.concrete, quantity: '9' },
      { projectCooperatorItemId: s.lines.sub, quantity: '4.5' },
    ]);
    expect(res.status).toBe(200);
    await expectKept(s.projectId);
    // The subcontractor in March: 4,5 x 60,03 = 270,135 -> 270,14; cumulative 6 m³ = 360,18 (not 90,05 + 270,14).
    expect(await lineOf(s.s2, s.contractor.id, s.lines.sub)).toMatchObject({ periodAmount: '270.14', cumulativeQuantity: '6', cumulativeAmount: '360.18', cumulativeIncome: '524.4' });
    expect(await cumulativeOf(s.s3, s.lines.sub)).toBe('8.000000');
    // Edit one, remove the other in one call.
    res = await save(s.s1, [
      { projectCooperatorItemId: s.lines.concrete, quantity: '0.1' },
      { projectCooperatorItemId: s.lines.sub, quantity: null },
    ]);
    expect(res.status).toBe(200);
    await expectKept(s.projectId);
    expect(await cumulativeOf(s.s3, s.lines.sub)).toBe('6.500000');
    expect(await lineOf(s.s2, s.contractor.id, s.lines.concrete)).toMatchObject({ cumulativeQuantity: '9.1', cumulativeAmount: '795.34' });
  });

  it("deleting a situation takes its quantities off the later situations' rows", async () => {
    const s = await setUp();
    await executed(s.s1, s.lines.concrete, '5');
    await executed(s.s2, s.lines.concrete, '9');
    await executed(s.s3, s.lines.concrete, '1');
    await executed(s.s3, s.lines.sub, '2');
    const res = await call(situationRoute.DELETE, 'DELETE', `/api/ProjectSituations/${s.s1}`, { as: 'Admin', params: { id: s.s1 } });
    expect(res.status).toBeLessThan(300);
    await expectKept(s.projectId);
    expect(await cumulativeOf(s.s2, s.lines.concrete)).toBe('9.000000');
    expect(await cumulativeOf(s.s3, s.lines.concrete)).toBe('10.000000');
  });

  it("moving a situation by its activeFrom recomputes the order's cumulatives; an edit that keeps the order does not touch them", async () => {
    const s = await setUp();
    await executed(s.s1, s.lines.concrete, '5');
    await executed(s.s2, s.lines.concrete, '9');
    await executed(s.s3, s.lines.concrete, '1');
    const edit = (id: number, name: string, from: string, to: string) =>
      call(situationRoute.PUT, 'PUT', `/api/ProjectSituations/${id}`, { as: 'Admin', params: { id }, body: situationBody(s.projectId, name, from, to) });
    // April moved to January: now first (1), then February (6), March (15).
    let res = await edit(s.s3, 'Situacija 0', '2026-01-01', '2026-01-31');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    await expectKept(s.projectId);
    expect(await cumulativeOf(s.s3, s.lines.concrete)).toBe('1.000000');
    expect(await cumulativeOf(s.s1, s.lines.concrete)).toBe('6.000000');
    expect(await lineOf(s.s2, s.contractor.id, s.lines.concrete)).toMatchObject({ periodQuantity: '9', cumulativeQuantity: '15', cumulativeAmount: '1311' });

    // Same order (January 1 -> January 15, February stays after it): no recompute. A value set
    // wrong by hand stays wrong, which shows the edit did not rewrite the project's rows.
    const db = await getDb();
    await db.execute(sql`update situation_items set cumulative_quantity = 99 where project_situation_id = ${s.s2} and project_cooperator_item_id = ${s.lines.concrete}`);
    res = await edit(s.s3, 'Situacija 0', '2026-01-15', '2026-01-31');
    expect(res.status).toBe(200);
    expect(await cumulativeOf(s.s2, s.lines.concrete)).toBe('99.000000');
    await db.execute(sql`update situation_items set cumulative_quantity = 15 where project_situation_id = ${s.s2} and project_cooperator_item_id = ${s.lines.concrete}`);
    await expectKept(s.projectId);
    // Equal start dates: the id decides (s2 < s3 by id), so s3 on March 1 comes after s2.
    res = await edit(s.s3, 'Situacija 0', '2026-03-01', '2026-03-31');
    expect(res.status).toBe(200);
    await expectKept(s.projectId);
    expect(await cumulativeOf(s.s3, s.lines.concrete)).toBe('15.000000');
    expect(await cumulativeOf(s.s2, s.lines.concrete)).toBe('14.000000');
  });

  // Two transactions on one line in different situations at once; PGlite has one connection.
  it.skipIf(!process.env.DATABASE_URL)('concurrent writers on the same line in different situations keep it (Postgres)', async () => {
    const s = await setUp();
    const [a, b, c] = await Promise.all([executed(s.s1, s.lines.concrete, '1.1'), executed(s.s2, s.lines.concrete, '2.2'), executed(s.s3, s.lines.concrete, '3.3')]);
    await expectKept(s.projectId);
    const ids = [
      [a, s.s1],
      [b, s.s2],
      [c, s.s3],
    ] as const;
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([
        ...ids.map(([id, situationId], i) => editExecuted(id, situationId, s.lines.concrete, `${round + i}.${i + 1}`)),
        save(s.s2, [{ projectCooperatorItemId: s.lines.sub, quantity: `${round + 1}` }]),
        save(s.s1, [{ projectCooperatorItemId: s.lines.sub, quantity: round % 2 ? null : '0.5' }]),
      ]);
      for (const r of results) expect(r.status, JSON.stringify(r.json)).toBe(200);
      await expectKept(s.projectId);
    }
    expect(await cumulativeOf(s.s3, s.lines.concrete)).toBe('9.600000');

    // Two moves at once that each keep the order alone but swap February and March together
    // (Feb 1 -> Feb 20, Mar 1 -> Feb 10): the second one decides under the first one's commit.
    const edit = (id: number, name: string, from: string, to: string) =>
      call(situationRoute.PUT, 'PUT', `/api/ProjectSituations/${id}`, { as: 'Admin', params: { id }, body: situationBody(s.projectId, name, from, to) });
    const moved = await Promise.all([edit(s.s1, 'Situacija 1', '2026-02-20', '2026-02-28'), edit(s.s2, 'Situacija 2', '2026-02-10', '2026-03-31')]);
    for (const r of moved) expect(r.status, JSON.stringify(r.json)).toBe(200);
    await expectKept(s.projectId);
  });
});
