import { beforeAll, describe, expect, it } from 'vitest';
import * as itemCreateRoute from '@/app/api/ProjectItems/route';
import * as lineCreateRoute from '@/app/api/ProjectCooperatorItems/route';
import * as lineRoute from '@/app/api/ProjectCooperatorItems/[id]/route';
import * as linesOfRoute from '@/app/api/Projects/[id]/ProjectCooperatorItems/route';
import * as situationCreateRoute from '@/app/api/ProjectSituations/route';
import * as executedCreateRoute from '@/app/api/ProjectSituationItems/route';
import * as executedRoute from '@/app/api/ProjectSituationItems/[id]/route';
import * as executedOfRoute from '@/app/api/Projects/[id]/ProjectSituationItems/route';
import { cumulate } from '@/lib/situations/cumulative';
import type { ProjectCooperatorItemDto, SituationItemDto } from '@/lib/situations/schemas';
import { call, unique } from './helpers';
import { CooperatorType, insertProjectCooperator } from './project-fixtures';
import { newProject, unitId } from './project-items-fixtures';

/**
 * The spec's whole-collection calls written as JSON by Postgres (lib/situations/
 * collections-json.ts, issue 15) give what the exact JavaScript arithmetic gives: every line as
 * GET by id answers it, every situation item's amounts and cumulatives as lib/situations/
 * cumulative.ts computes them (half-cent amounts rounded away from zero, negative corrections,
 * situations entered out of date order), in situation order, then by line.
 */
let m3: number;
beforeAll(async () => {
  m3 = await unitId('m3');
});

type Res = { status: number; json: any };
async function created(res: Promise<Res>): Promise<number> {
  const r = await res;
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return r.json.id as number;
}
const post = (route: { POST: typeof lineCreateRoute.POST }, path: string, body: unknown) => call(route.POST, 'POST', path, { as: 'Admin', body }) as Promise<Res>;

async function setUp() {
  const projectId = await newProject(`JSON ${unique()}`);
  const item = (name: string) =>
    created(post(itemCreateRoute, '/api/ProjectItems', { projectId, parentId: null, isGroup: false, name, unitOfMeasurementId: m3, quantity: '100', unitPrice: '1' }));
  const items = [await item('Beton C25/30'), await item('Žbuka, čišćenje'), await item('Armatura Ø12')];
  const contractor = await insertProjectCooperator(projectId, CooperatorType.Contractor, true);
  const sub = await insertProjectCooperator(projectId, CooperatorType.Subcontractor, false, contractor.cooperatorId);
  const line = (pc: number, projectItemId: number, quantity: string, unitPrice: string) =>
    created(post(lineCreateRoute, '/api/ProjectCooperatorItems', { projectCooperatorId: pc, projectItemId, quantity, unitPrice }));
  // Unit prices whose amounts land on half cents: 0,5 x 0,01 = 0,005 -> 0,01; 1,5 x 0,333333 = 0,4999995 -> 0,50.
  const lines = [
    await line(contractor.id, items[0], '12,5', '87,40'),
    await line(contractor.id, items[1], '3', '0,01'),
    await line(contractor.id, items[2], '1000', '0,333333'),
    await line(sub.id, items[0], '12,5', '60,03'),
  ];
  const situation = (name: string, activeFrom: string, activeTo: string) =>
    created(post(situationCreateRoute, '/api/ProjectSituations', { projectId, name, activeFrom, activeTo, description: null }));
  // Entered April, February, March: ids are not the order.
  const april = await situation('Situacija 3', '2026-04-01', '2026-04-30');
  const feb = await situation('Situacija 1', '2026-02-01', '2026-02-28');
  const march = await situation('Situacija 2', '2026-03-01', '2026-03-31');
  const executed = (projectSituationId: number, projectCooperatorItemId: number, quantity: string) =>
    created(post(executedCreateRoute, '/api/ProjectSituationItems', { projectSituationId, projectCooperatorItemId, quantity }));
  for (const [s, l, q] of [
    [april, lines[0], '0,5'],
    [feb, lines[1], '0,5'],
    [march, lines[1], '0,5'],
    [feb, lines[2], '1,5'],
    [march, lines[2], '0,000001'],
    [april, lines[2], '1,5'],
    [march, lines[3], '2,333333'],
    [feb, lines[0], '4'],
  ] as const)
    await executed(s, l, q);
  return { projectId, lines, feb, march, april };
}

const get = (route: { GET: typeof linesOfRoute.GET }, path: string, id: number) => call(route.GET, 'GET', path, { as: 'Admin', params: { id } }) as Promise<Res>;

describe('whole-collection calls written by Postgres', () => {
  it('ProjectCooperatorItems: every line as GET by id gives it, by cooperator, item, id', async () => {
    const s = await setUp();
    const res = await get(linesOfRoute, `/api/Projects/${s.projectId}/ProjectCooperatorItems`, s.projectId);
    expect(res.status).toBe(200);
    const list = res.json as ProjectCooperatorItemDto[];
    const one = await Promise.all(s.lines.map(async (id) => (await get(lineRoute, `/api/ProjectCooperatorItems/${id}`, id)).json as ProjectCooperatorItemDto));
    const expected = one.sort((a, b) => a.projectCooperatorId - b.projectCooperatorId || a.projectItemId - b.projectItemId || a.id - b.id);
    expect(list).toEqual(expected);
    expect(list.map((l) => Object.keys(l))).toEqual(expected.map((l) => Object.keys(l)));
    expect(list.find((l) => l.id === s.lines[2])).toMatchObject({ quantity: '1000.000000', unitPrice: '0.333333', totalPrice: '333.33', unitOfMeasurement: 'm3', projectItemName: 'Armatura Ø12' });
  });

  it('ProjectSituationItems: the amounts and cumulatives of cumulative.ts, all situations and one', async () => {
    const s = await setUp();
    const all = await get(executedOfRoute, `/api/Projects/${s.projectId}/ProjectSituationItems`, s.projectId);
    expect(all.status).toBe(200);
    const rows = all.json as SituationItemDto[];
    expect(rows).toHaveLength(8);
    // The reference: each row as GET by id reads it (the JavaScript path), then cumulate over the three situations.
    const byId = await Promise.all(rows.map(async (r) => (await get(executedRoute, `/api/ProjectSituationItems/${r.id}`, r.id)).json as SituationItemDto));
    const periods = [
      { id: s.april, activeFrom: '2026-04-01' },
      { id: s.feb, activeFrom: '2026-02-01' },
      { id: s.march, activeFrom: '2026-03-01' },
    ];
    const reference = cumulate(periods, byId.map(({ totalPrice: _t, cumulativeQuantity: _c, cumulativeTotalPrice: _a, ...r }) => r)); // eslint-disable-line @typescript-eslint/no-unused-vars
    expect(rows).toEqual(reference);
    // Half cents away from zero: 0,5 x 0,01 = 0,005 -> 0,01, twice; the cumulative 1 x 0,01 = 0,01 (not the periods' 0,02).
    const line1 = rows.filter((r) => r.projectCooperatorItemId === s.lines[1]);
    expect(line1.map((r) => [r.quantity, r.totalPrice, r.cumulativeQuantity, r.cumulativeTotalPrice])).toEqual([
      ['0.500000', '0.01', '0.500000', '0.01'],
      ['0.500000', '0.01', '1.000000', '0.01'],
    ]);
    // 1,5 x 0,333333 = 0,4999995 -> 0,50; cumulative 3,000001 x 0,333333 = 1,000000333 -> 1,00 (not 0,50 + 0,00 + 0,50 summed).
    const line2 = rows.filter((r) => r.projectCooperatorItemId === s.lines[2]);
    expect(line2.map((r) => [r.totalPrice, r.cumulativeQuantity, r.cumulativeTotalPrice])).toEqual([
      ['0.50', '1.500000', '0.50'],
      ['0.00', '1.500001', '0.50'],
      ['0.50', '3.000001', '1.00'],
    ]);
    // Situation order (February, March, April), then by line.
    expect(rows.map((r) => r.projectSituationId)).toEqual([s.feb, s.feb, s.feb, s.march, s.march, s.march, s.april, s.april]);

    // One situation: its rows, the same values as in the whole list.
    const march = await get(executedOfRoute, `/api/Projects/${s.projectId}/ProjectSituationItems?projectSituationId=${s.march}`, s.projectId);
    expect(march.json).toEqual(rows.filter((r) => r.projectSituationId === s.march));
    // Another project's situation or an unknown one: none.
    const other = await setUp();
    expect((await get(executedOfRoute, `/api/Projects/${s.projectId}/ProjectSituationItems?projectSituationId=${other.march}`, s.projectId)).json).toEqual([]);
  });
});
