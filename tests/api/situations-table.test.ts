import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import type { RoleName } from '@/lib/auth/roles';
import { decodeTableLine, type SituationTableLine, type SituationTableTuple } from '@/lib/situations/table-schemas';
import * as itemCreateRoute from '@/app/api/ProjectItems/route';
import * as lineCreateRoute from '@/app/api/ProjectCooperatorItems/route';
import * as situationCreateRoute from '@/app/api/ProjectSituations/route';
import * as executedCreateRoute from '@/app/api/ProjectSituationItems/route';
import * as tableRoute from '@/app/api/ProjectSituations/[id]/Table/route';
import * as quantitiesRoute from '@/app/api/ProjectSituations/[id]/Quantities/route';
import { call, unique } from './helpers';
import { CooperatorType, insertProjectCooperator } from './project-fixtures';
import { newProject, unitId } from './project-items-fixtures';

/**
 * The situations tab's table read and batch write (issue 11 "Situations tab"; docs/situations.md,
 * "Situations tab"): the numbers of the documented example with a subcontractor (income at the
 * contractor's price, expense at its own, exact to the cent where floats are not), the sums over
 * all contractors, the refusals, one transaction per row, executed_quantity kept, rights.
 */
let m3: number;
let kg: number;
beforeAll(async () => {
  m3 = await unitId('m3');
  kg = await unitId('kg');
});

type Res = { status: number; json: any };
const post = (route: { POST: typeof lineCreateRoute.POST }, path: string, body: unknown): Promise<Res> => call(route.POST, 'POST', path, { as: 'Admin', body });
async function created(res: Promise<Res>): Promise<number> {
  const r = await res;
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return r.json.id as number;
}
const group = (projectId: number, name: string) => created(post(itemCreateRoute, '/api/ProjectItems', { projectId, parentId: null, isGroup: true, name }));
const item = (projectId: number, parentId: number, name: string, unit: number, quantity: string, unitPrice: string) =>
  created(post(itemCreateRoute, '/api/ProjectItems', { projectId, parentId, isGroup: false, name, unitOfMeasurementId: unit, quantity, unitPrice }));
const line = (projectCooperatorId: number, projectItemId: number, quantity: string, unitPrice: string) =>
  created(post(lineCreateRoute, '/api/ProjectCooperatorItems', { projectCooperatorId, projectItemId, quantity, unitPrice }));
const situation = (projectId: number, name: string, activeFrom: string, activeTo: string) =>
  created(post(situationCreateRoute, '/api/ProjectSituations', { projectId, name, activeFrom, activeTo, description: null }));
const executed = (projectSituationId: number, projectCooperatorItemId: number, quantity: string) =>
  created(post(executedCreateRoute, '/api/ProjectSituationItems', { projectSituationId, projectCooperatorItemId, quantity }));

const table = (situationId: number, contractorId?: number, as: RoleName = 'Admin') =>
  call(tableRoute.GET, 'GET', `/api/ProjectSituations/${situationId}/Table${contractorId === undefined ? '' : `?contractorId=${contractorId}`}`, {
    as,
    params: { id: situationId },
  });
const save = (situationId: number, lines: { projectCooperatorItemId: number; quantity: string | null }[], as: RoleName = 'Admin') =>
  call(quantitiesRoute.PUT, 'PUT', `/api/ProjectSituations/${situationId}/Quantities`, { as, params: { id: situationId }, body: { lines } });

const decoded = (json: { lines: SituationTableTuple[] }) => json.lines.map(decodeTableLine);
const byLine = (lines: SituationTableLine[], lineId: number) => lines.find((l) => l.lineId === lineId);
const byItem = (lines: SituationTableLine[], itemId: number) => lines.find((l) => l.projectItemId === itemId);

/** Every line of the project holds exactly the sum of its situation items. */
async function expectExecutedKept(projectId: number) {
  const res = await (await getDb()).execute(sql`
    select ci.id, ci.executed_quantity::text as kept, coalesce(sum(si.quantity), 0)::numeric(18,6)::text as actual
    from project_cooperator_items ci left join situation_items si on si.project_cooperator_item_id = ci.id
    where ci.project_id = ${projectId} group by ci.id`);
  expect((res.rows as { kept: string; actual: string }[]).filter((r) => r.kept !== r.actual)).toEqual([]);
}

/**
 * docs/situations.md's example with a subcontractor (Podizvođač, 60,03 €/m³ on Beton) and a second
 * contractor on Beton (10 m³ x 80,00 €). Situacija 2 (March) is entered before Situacija 1 (February).
 */
async function setUp() {
  const tag = unique();
  const projectId = await newProject(`Situacije tablica ${tag}`);
  const earth = await group(projectId, 'Zemljani radovi');
  const excavation = await item(projectId, earth, 'Iskop zemlje', m3, '200', '12');
  const works = await group(projectId, 'Betonski radovi');
  const concrete = await item(projectId, works, 'Beton C25/30', m3, '12,5', '90');
  const rebar = await item(projectId, works, 'Armatura B500B', kg, '100', '1,5');

  const contractor = await insertProjectCooperator(projectId, CooperatorType.Contractor, true, null, `Gradnja Žužić ${tag}`);
  const second = await insertProjectCooperator(projectId, CooperatorType.Contractor, true, null, `Drugi izvođač ${tag}`);
  const sub = await insertProjectCooperator(projectId, CooperatorType.Subcontractor, false, contractor.cooperatorId, `Podizvođač Đuro ${tag}`);
  const lines = {
    excavation: await line(contractor.id, excavation, '200', '11,5'),
    concrete: await line(contractor.id, concrete, '12,5', '87,40'),
    rebar: await line(contractor.id, rebar, '100', '1,45'),
    subConcrete: await line(sub.id, concrete, '12,5', '60,03'),
    secondConcrete: await line(second.id, concrete, '10', '80'),
  };
  const s2 = await situation(projectId, 'Situacija 2', '2026-03-01', '2026-03-31');
  const s1 = await situation(projectId, 'Situacija 1', '2026-02-01', '2026-02-28');
  await executed(s1, lines.concrete, '5');
  await executed(s1, lines.rebar, '10,3');
  await executed(s1, lines.excavation, '50');
  await executed(s1, lines.subConcrete, '1,5');
  await executed(s2, lines.concrete, '9');
  await executed(s2, lines.rebar, '20,1');
  await executed(s2, lines.subConcrete, '4,5');
  await executed(s2, lines.secondConcrete, '2');
  return { projectId, excavation, concrete, rebar, contractor, second, sub, lines, s1, s2 };
}

describe('situation table (GET /api/ProjectSituations/{id}/Table)', () => {
  it("one contractor: contracted, this situation, cumulative; the subcontractor's income and expense to the cent", async () => {
    const s = await setUp();
    const res = await table(s.s2, s.contractor.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.contractorId).toBe(s.contractor.id);
    const lines = decoded(res.json);
    // Its 3 lines and the subcontractor's; never the second contractor's.
    expect(lines).toHaveLength(4);
    expect(byLine(lines, s.lines.concrete)).toMatchObject({
      projectItemId: s.concrete,
      projectCooperatorId: s.contractor.id,
      quantity: '12.5',
      unitPrice: '87.4',
      totalPrice: '1092.5',
      periodQuantity: '9',
      periodAmount: '786.6',
      cumulativeQuantity: '14',
      cumulativeAmount: '1223.6',
      periodIncome: null,
    });
    expect(byLine(lines, s.lines.concrete)!.situationItemId).toEqual(expect.any(Number));
    // Armatura: 20,1 x 1,45 = 29,145 -> 29,15; the cumulative 30,4 x 1,45 = 44,08 (not 14,94 + 29,15).
    expect(byLine(lines, s.lines.rebar)).toMatchObject({ periodAmount: '29.15', cumulativeQuantity: '30.4', cumulativeAmount: '44.08' });
    // Iskop: nothing this period, 50 before.
    expect(byLine(lines, s.lines.excavation)).toMatchObject({ periodQuantity: '0', periodAmount: '0', situationItemId: null, cumulativeQuantity: '50', cumulativeAmount: '575' });
    // The subcontractor: 4,5 m³; expense 4,5 x 60,03 = 270,135 -> 270,14 (a float gives 270,13);
    // income 4,5 x 87,40 = 393,30; cumulative 6 m³: 360,18 (not 90,05 + 270,14 = 360,19) and 524,40.
    expect(byLine(lines, s.lines.subConcrete)).toMatchObject({
      projectCooperatorId: s.sub.id,
      totalPrice: '750.38',
      periodQuantity: '4.5',
      periodAmount: '270.14',
      periodIncome: '393.3',
      cumulativeQuantity: '6',
      cumulativeAmount: '360.18',
      cumulativeIncome: '524.4',
    });
    expect((4.5 * 60.03).toFixed(2)).toBe('270.13'); // why the server computes it
  });

  it('situation 1 has nothing before it: the cumulative is its own quantity', async () => {
    const s = await setUp();
    const lines = decoded((await table(s.s1, s.contractor.id)).json);
    expect(byLine(lines, s.lines.concrete)).toMatchObject({ periodQuantity: '5', cumulativeQuantity: '5', cumulativeAmount: '437' });
    expect(byLine(lines, s.lines.subConcrete)).toMatchObject({ periodAmount: '90.05', periodIncome: '131.1', cumulativeAmount: '90.05' });
  });

  it('all contractors: per item the sums of the quantities and the rounded line amounts, no subcontractors', async () => {
    const s = await setUp();
    const res = await table(s.s2);
    expect(res.status).toBe(200);
    expect(res.json.contractorId).toBeNull();
    const lines = decoded(res.json);
    expect(lines).toHaveLength(3);
    expect(byItem(lines, s.concrete)).toMatchObject({
      projectCooperatorId: null,
      lineId: null,
      quantity: '22.5', // 12,5 + 10
      totalPrice: '1892.5', // 1.092,50 + 800,00
      periodQuantity: '11', // 9 + 2 (the subcontractor's 4,5 is part of the contractor's)
      periodAmount: '946.6', // 786,60 + 160,00
      cumulativeQuantity: '16',
      cumulativeAmount: '1383.6',
    });
    expect(byItem(lines, s.rebar)).toMatchObject({ quantity: '100', periodAmount: '29.15', cumulativeAmount: '44.08' });
  });

  it("refuses another project's contractor, a subcontractor, and answers 404 for an unknown situation", async () => {
    const s = await setUp();
    const other = await setUp();
    expect((await table(s.s2, other.contractor.id)).status).toBe(400);
    const res = await table(s.s2, s.sub.id);
    expect(res.status).toBe(400);
    expect(res.json.errors.contractorId).toBeDefined();
    expect((await table(2_000_000_000, s.contractor.id)).status).toBe(404);
  });

  it('rights: situations read (SiteManager reads, Procurement does not)', async () => {
    const s = await setUp();
    expect((await table(s.s2, s.contractor.id, 'SiteManager')).status).toBe(200);
    expect((await table(s.s2, s.contractor.id, 'Procurement')).status).toBe(403);
  });
});

describe('batch write (PUT /api/ProjectSituations/{id}/Quantities)', () => {
  it('creates, updates and deletes in one call; answers the refreshed lines; executed_quantity stays the sum', async () => {
    const s = await setUp();
    const res = await save(s.s2, [
      { projectCooperatorItemId: s.lines.concrete, quantity: '9,5' },
      { projectCooperatorItemId: s.lines.subConcrete, quantity: null },
      { projectCooperatorItemId: s.lines.excavation, quantity: '20' },
    ]);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const lines = decoded(res.json);
    expect(lines).toHaveLength(3);
    expect(byLine(lines, s.lines.concrete)).toMatchObject({ periodQuantity: '9.5', periodAmount: '830.3', cumulativeQuantity: '14.5', cumulativeAmount: '1267.3' });
    expect(byLine(lines, s.lines.subConcrete)).toMatchObject({ periodQuantity: '0', situationItemId: null, cumulativeQuantity: '1.5', periodIncome: '0' });
    expect(byLine(lines, s.lines.excavation)).toMatchObject({ periodQuantity: '20', periodAmount: '230', cumulativeQuantity: '70' });
    await expectExecutedKept(s.projectId);
    // The table reads the same.
    const again = decoded((await table(s.s2, s.contractor.id)).json);
    expect(byLine(again, s.lines.concrete)!.periodQuantity).toBe('9.5');
    // Nothing to delete and an unchanged quantity: nothing happens, still 200.
    const idle = await save(s.s2, [
      { projectCooperatorItemId: s.lines.subConcrete, quantity: null },
      { projectCooperatorItemId: s.lines.rebar, quantity: '20,100' },
    ]);
    expect(idle.status).toBe(200);
    await expectExecutedKept(s.projectId);
  });

  it('one bad line stores nothing: another project\'s line (400), a negative quantity (400)', async () => {
    const s = await setUp();
    const other = await setUp();
    const before = decoded((await table(s.s2, s.contractor.id)).json);
    const foreign = await save(s.s2, [
      { projectCooperatorItemId: s.lines.concrete, quantity: '1' },
      { projectCooperatorItemId: other.lines.concrete, quantity: '1' },
    ]);
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors['lines.1.projectCooperatorItemId']).toBeDefined();
    const negative = await save(s.s2, [
      { projectCooperatorItemId: s.lines.concrete, quantity: '1' },
      { projectCooperatorItemId: s.lines.rebar, quantity: '-1' },
    ]);
    expect(negative.status).toBe(400);
    const twice = await save(s.s2, [
      { projectCooperatorItemId: s.lines.concrete, quantity: '1' },
      { projectCooperatorItemId: s.lines.concrete, quantity: '2' },
    ]);
    expect(twice.status).toBe(400);
    expect(decoded((await table(s.s2, s.contractor.id)).json)).toEqual(before);
    // The other project's line is untouched too.
    expect(byLine(decoded((await table(other.s2, other.contractor.id)).json), other.lines.concrete)!.periodQuantity).toBe('9');
    await expectExecutedKept(s.projectId);
    await expectExecutedKept(other.projectId);
  });

  it('at most 50 lines, at least one; an unknown situation is a 404', async () => {
    const s = await setUp();
    const many = Array.from({ length: 51 }, (_, i) => ({ projectCooperatorItemId: i + 1, quantity: '1' }));
    expect((await save(s.s2, many)).status).toBe(400);
    expect((await save(s.s2, [])).status).toBe(400);
    expect((await save(2_000_000_000, [{ projectCooperatorItemId: s.lines.concrete, quantity: '1' }])).status).toBe(404);
  });

  it('rights: SiteManager, Procurement 403 (nothing stored); Accounting and Management write', async () => {
    const s = await setUp();
    for (const role of ['SiteManager', 'Procurement', 'Warehouse'] as const) {
      expect((await save(s.s2, [{ projectCooperatorItemId: s.lines.concrete, quantity: '1' }], role)).status, role).toBe(403);
    }
    expect(byLine(decoded((await table(s.s2, s.contractor.id)).json), s.lines.concrete)!.periodQuantity).toBe('9');
    expect((await save(s.s2, [{ projectCooperatorItemId: s.lines.concrete, quantity: '2' }], 'Accounting')).status).toBe(200);
    expect((await save(s.s2, [{ projectCooperatorItemId: s.lines.concrete, quantity: '3' }], 'Management')).status).toBe(200);
    await expectExecutedKept(s.projectId);
  });
});
