import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { projectCooperatorItems } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import * as itemCreateRoute from '@/app/api/ProjectItems/route';
import * as rowRoute from '@/app/api/Projects/[id]/ContractorItemRows/route';
import * as situationCreateRoute from '@/app/api/ProjectSituations/route';
import * as executedCreateRoute from '@/app/api/ProjectSituationItems/route';
import { call } from './helpers';
import { CooperatorType, insertProjectCooperator } from './project-fixtures';
import { newProject, unitId } from './project-items-fixtures';

/**
 * PUT /api/Projects/{id}/ContractorItemRows: one row of the Contractors tab (the contractor's
 * and its subcontractors' lines of one item) in ONE transaction. Every refusal leaves the
 * stored lines exactly as they were.
 */
let m3: number;
beforeAll(async () => {
  m3 = await unitId('m3');
});

type Party = { projectCooperatorId: number; quantity: string | null; unitPrice: string | null };

async function addItem(projectId: number, name: string, isGroup = false, parentId: number | null = null) {
  const body = isGroup ? { projectId, parentId, isGroup, name } : { projectId, parentId, isGroup, name, unitOfMeasurementId: m3, quantity: '10', unitPrice: '90' };
  const res = await call(itemCreateRoute.POST, 'POST', '/api/ProjectItems', { as: 'Admin', body });
  expect(res.status).toBe(201);
  return res.json.id as number;
}

/** A project with a group and an item, a contractor with two subcontractors, and a second contractor with its own subcontractor. */
async function setUp() {
  const projectId = await newProject();
  const group = await addItem(projectId, 'Betonski radovi', true);
  const concrete = await addItem(projectId, 'Beton C25/30', false, group);
  const contractor = await insertProjectCooperator(projectId, CooperatorType.Contractor, true);
  const sub1 = await insertProjectCooperator(projectId, CooperatorType.Subcontractor, false, contractor.cooperatorId);
  const sub2 = await insertProjectCooperator(projectId, CooperatorType.Subcontractor, false, contractor.cooperatorId);
  const other = await insertProjectCooperator(projectId, CooperatorType.Contractor, true);
  const otherSub = await insertProjectCooperator(projectId, CooperatorType.Subcontractor, false, other.cooperatorId);
  return { projectId, group, concrete, contractor, sub1, sub2, other, otherSub };
}

const saveRow = (projectId: number, body: unknown, as: RoleName = 'Admin') =>
  call(rowRoute.PUT, 'PUT', `/api/Projects/${projectId}/ContractorItemRows`, { as, body, params: { id: projectId } });

const stored = async (projectId: number) =>
  (await (await getDb()).select().from(projectCooperatorItems).where(eq(projectCooperatorItems.projectId, projectId)))
    .map((l) => ({ pc: l.projectCooperatorId, item: l.projectItemId, q: l.quantity, p: l.unitPrice, t: l.totalPrice, on: l.contractorItemId }))
    .sort((a, b) => a.pc - b.pc);

type S = Awaited<ReturnType<typeof setUp>>;
const fullRow = (s: S): Party[] => [
  { projectCooperatorId: s.contractor.id, quantity: '12,5', unitPrice: '87,40' },
  { projectCooperatorId: s.sub1.id, quantity: '4', unitPrice: '60' },
  { projectCooperatorId: s.sub2.id, quantity: '0,5', unitPrice: '0,01' },
];

describe('PUT /api/Projects/{id}/ContractorItemRows', () => {
  it('creates the contractor and subcontractor lines in one call, exact totals, and answers the row', async () => {
    const s = await setUp();
    const res = await saveRow(s.projectId, { projectItemId: s.concrete, contractorId: s.contractor.id, parties: fullRow(s) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ projectItemId: s.concrete, contractorId: s.contractor.id, created: 3, updated: 0, deleted: 0 });
    const lines = res.json.lines as { projectCooperatorId: number; totalPrice: string; contractorItemId: number | null; id: number }[];
    expect(lines.map((l) => [l.projectCooperatorId, l.totalPrice])).toEqual([
      [s.contractor.id, '1092.50'], // 12,5 x 87,40
      [s.sub1.id, '240.00'], // 4 x 60
      [s.sub2.id, '0.01'], // 0,5 x 0,01 = 0,005 -> 0,01
    ]);
    expect(lines[0].contractorItemId).toBeNull();
    expect(lines.slice(1).every((l) => l.contractorItemId === lines[0].id)).toBe(true);

    // Unchanged parties are not written; an emptied subcontractor loses its line; one changed value updates.
    const next = await saveRow(s.projectId, {
      projectItemId: s.concrete,
      contractorId: s.contractor.id,
      parties: [
        { projectCooperatorId: s.contractor.id, quantity: '12.5', unitPrice: '87.4' },
        { projectCooperatorId: s.sub1.id, quantity: '5', unitPrice: '60' },
        { projectCooperatorId: s.sub2.id, quantity: null, unitPrice: null },
      ],
    });
    expect(next.status).toBe(200);
    expect(next.json).toMatchObject({ created: 0, updated: 1, deleted: 1 });
    expect((await stored(s.projectId)).map((l) => [l.pc, l.t])).toEqual([
      [s.contractor.id, '1092.50'],
      [s.sub1.id, '300.00'],
    ]);

    // The contractor emptied: its line goes with its subcontractors'.
    const gone = await saveRow(s.projectId, {
      projectItemId: s.concrete,
      contractorId: s.contractor.id,
      parties: [
        { projectCooperatorId: s.contractor.id, quantity: null, unitPrice: null },
        { projectCooperatorId: s.sub1.id, quantity: null, unitPrice: null },
      ],
    });
    expect(gone.status).toBe(200);
    expect(gone.json).toMatchObject({ deleted: 2, lines: [] });
    expect(await stored(s.projectId)).toEqual([]);
  });

  it('one bad party (one field only, a bad number) is a 400 and nothing is stored', async () => {
    const s = await setUp();
    const [c, s1] = fullRow(s);
    const half = await saveRow(s.projectId, { projectItemId: s.concrete, contractorId: s.contractor.id, parties: [c, { ...s1, unitPrice: null }] });
    expect(half.status).toBe(400);
    expect(half.json.errors['parties.1.unitPrice']).toEqual([messages.contractorRowBothRequired]);
    const bad = await saveRow(s.projectId, { projectItemId: s.concrete, contractorId: s.contractor.id, parties: [c, { ...s1, quantity: '-1' }] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(['parties.1.quantity']);
    expect(await stored(s.projectId)).toEqual([]);

    // A subcontractor whose contractor has no line: the service's 400 after the contractor's write rolls it back.
    const noContractor = await saveRow(s.projectId, {
      projectItemId: s.concrete,
      contractorId: s.contractor.id,
      parties: [{ projectCooperatorId: s.contractor.id, quantity: null, unitPrice: null }, s1],
    });
    expect(noContractor.status).toBe(400);
    expect(await stored(s.projectId)).toEqual([]);
  });

  it('a party that is not the contractor nor one of ITS subcontractors is a 400, nothing stored', async () => {
    const s = await setUp();
    for (const stranger of [s.otherSub.id, s.other.id]) {
      const res = await saveRow(s.projectId, {
        projectItemId: s.concrete,
        contractorId: s.contractor.id,
        parties: [...fullRow(s), { projectCooperatorId: stranger, quantity: '1', unitPrice: '1' }],
      });
      expect(res.status).toBe(400);
      expect(res.json.errors['parties.3.projectCooperatorId']).toEqual([messages.contractorRowNotParty]);
    }
    // A subcontractor given as the contractor, a contractor of another project, twice the same party.
    const asContractor = await saveRow(s.projectId, { projectItemId: s.concrete, contractorId: s.sub1.id, parties: fullRow(s) });
    expect(asContractor.json.errors.contractorId).toEqual([messages.contractorRowNotContractor]);
    const elsewhere = await setUp();
    const foreign = await saveRow(s.projectId, { projectItemId: s.concrete, contractorId: elsewhere.contractor.id, parties: fullRow(elsewhere) });
    expect(foreign.json.errors.contractorId).toEqual([messages.contractorRowNotContractor]);
    const twice = await saveRow(s.projectId, { projectItemId: s.concrete, contractorId: s.contractor.id, parties: [...fullRow(s), fullRow(s)[1]] });
    expect(twice.json.errors['parties.3.projectCooperatorId']).toEqual([messages.contractorRowPartyTwice]);
    expect(await stored(s.projectId)).toEqual([]);
    expect(await stored(elsewhere.projectId)).toEqual([]);
  });

  it("another project's item or a group is a 400", async () => {
    const s = await setUp();
    const elsewhere = await setUp();
    const foreign = await saveRow(s.projectId, { projectItemId: elsewhere.concrete, contractorId: s.contractor.id, parties: fullRow(s) });
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors.projectItemId).toEqual([messages.contractorRowItemOtherProject]);
    // The other project in the path with this project's contractor: the contractor is refused.
    const crossed = await saveRow(elsewhere.projectId, { projectItemId: elsewhere.concrete, contractorId: s.contractor.id, parties: fullRow(s) });
    expect(crossed.status).toBe(400);
    const group = await saveRow(s.projectId, { projectItemId: s.group, contractorId: s.contractor.id, parties: fullRow(s) });
    expect(group.json.errors.projectItemId).toEqual([messages.cooperatorItemIsGroup]);
    expect(await stored(s.projectId)).toEqual([]);
    expect(await stored(elsewhere.projectId)).toEqual([]);
  });

  it('executed quantities on a line that would go: 409 and nothing changes', async () => {
    const s = await setUp();
    expect((await saveRow(s.projectId, { projectItemId: s.concrete, contractorId: s.contractor.id, parties: fullRow(s) })).status).toBe(200);
    const lines = await (await getDb()).select().from(projectCooperatorItems).where(eq(projectCooperatorItems.projectId, s.projectId));
    const sub2 = lines.find((l) => l.projectCooperatorId === s.sub2.id)!;
    const sit = await call(situationCreateRoute.POST, 'POST', '/api/ProjectSituations', {
      as: 'Admin',
      body: { projectId: s.projectId, name: 'Situacija 1', activeFrom: '2026-02-01', activeTo: '2026-02-28' },
    });
    expect(sit.status).toBe(201);
    const ex = await call(executedCreateRoute.POST, 'POST', '/api/ProjectSituationItems', {
      as: 'Admin',
      body: { projectSituationId: sit.json.id, projectCooperatorItemId: sub2.id, quantity: '0,2' },
    });
    expect(ex.status).toBe(201);
    const before = await stored(s.projectId);

    // The contractor's line changes first and sub2 (executed) would go: the change is rolled back too.
    const res = await saveRow(s.projectId, {
      projectItemId: s.concrete,
      contractorId: s.contractor.id,
      parties: [
        { projectCooperatorId: s.contractor.id, quantity: '20', unitPrice: '87,40' },
        { projectCooperatorId: s.sub2.id, quantity: null, unitPrice: null },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(messages.cooperatorItemInUse);
    // The contractor's delete would take sub2's line: 409 too.
    const all = await saveRow(s.projectId, {
      projectItemId: s.concrete,
      contractorId: s.contractor.id,
      parties: [{ projectCooperatorId: s.contractor.id, quantity: null, unitPrice: null }],
    });
    expect(all.status).toBe(409);
    expect(await stored(s.projectId)).toEqual(before);
  });

  it('rights: SiteManager and Procurement 403, nothing stored', async () => {
    const s = await setUp();
    for (const role of ['SiteManager', 'Procurement'] as RoleName[]) {
      const res = await saveRow(s.projectId, { projectItemId: s.concrete, contractorId: s.contractor.id, parties: fullRow(s) }, role);
      expect(res.status).toBe(403);
    }
    expect(await stored(s.projectId)).toEqual([]);
    for (const role of ['Accounting', 'Management'] as RoleName[]) {
      const res = await saveRow(s.projectId, { projectItemId: s.concrete, contractorId: s.contractor.id, parties: fullRow(s) }, role);
      expect(res.status).toBe(200);
      await saveRow(s.projectId, { projectItemId: s.concrete, contractorId: s.contractor.id, parties: [{ projectCooperatorId: s.contractor.id, quantity: null, unitPrice: null }] }, role);
    }
  });

  it('at most 21 parties, at least one', async () => {
    const s = await setUp();
    const none = await saveRow(s.projectId, { projectItemId: s.concrete, contractorId: s.contractor.id, parties: [] });
    expect(none.json.errors.parties).toEqual([messages.contractorRowNoParties]);
    const many = Array.from({ length: 22 }, (_, i) => ({ projectCooperatorId: i + 1, quantity: null, unitPrice: null }));
    const tooMany = await saveRow(s.projectId, { projectItemId: s.concrete, contractorId: s.contractor.id, parties: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors.parties).toEqual([messages.contractorRowTooManyParties(21)]);
  });
});

describe('GET /api/Projects/{id}/ContractorItemRows?contractorId', () => {
  const readLines = (projectId: number, contractorId: number | string, as: RoleName = 'Admin') =>
    call(rowRoute.GET, 'GET', `/api/Projects/${projectId}/ContractorItemRows?contractorId=${contractorId}`, { as, params: { id: projectId } });

  it("answers the contractor's own lines and its subcontractors' as exact tuples, nothing of another contractor or project", async () => {
    const s = await setUp();
    const plaster = await addItem(s.projectId, 'Žbuka');
    expect((await saveRow(s.projectId, { projectItemId: s.concrete, contractorId: s.contractor.id, parties: fullRow(s) })).status).toBe(200);
    expect((await saveRow(s.projectId, { projectItemId: plaster, contractorId: s.contractor.id, parties: [{ projectCooperatorId: s.contractor.id, quantity: '1000', unitPrice: '1,25' }] })).status).toBe(200);
    // Another contractor's line on the same item, with its own subcontractor: not in the answer.
    const theirs = [
      { projectCooperatorId: s.other.id, quantity: '1', unitPrice: '500' },
      { projectCooperatorId: s.otherSub.id, quantity: '2', unitPrice: '3' },
    ];
    expect((await saveRow(s.projectId, { projectItemId: s.concrete, contractorId: s.other.id, parties: theirs })).status).toBe(200);
    // The same contractor set-up on another project: not in the answer either.
    const elsewhere = await setUp();
    expect((await saveRow(elsewhere.projectId, { projectItemId: elsewhere.concrete, contractorId: elsewhere.contractor.id, parties: fullRow(elsewhere) })).status).toBe(200);

    const res = await readLines(s.projectId, s.contractor.id);
    expect(res.status).toBe(200);
    const ids = new Map((await stored(s.projectId)).map((l) => [`${l.pc}:${l.item}`, l]));
    expect(ids.size).toBe(6);
    const dbLines = await (await getDb()).select().from(projectCooperatorItems).where(eq(projectCooperatorItems.projectId, s.projectId));
    const idOf = (pc: number, item: number) => dbLines.find((l) => l.projectCooperatorId === pc && l.projectItemId === item)!.id;
    const own = idOf(s.contractor.id, s.concrete);
    // In no order (sorted here by item, then party); quantity and price without trailing zeros, totals with their two decimals.
    const byItemParty = (a: unknown[], b: unknown[]) => (a[1] as number) - (b[1] as number) || (a[2] as number) - (b[2] as number);
    expect(Object.keys(res.json)).toEqual(['lines']);
    expect((res.json.lines as unknown[][]).sort(byItemParty)).toEqual(
      [
        [own, s.concrete, s.contractor.id, null, '12.5', '87.4', '1092.50'],
        [idOf(s.sub1.id, s.concrete), s.concrete, s.sub1.id, own, '4', '60', '240.00'],
        [idOf(s.sub2.id, s.concrete), s.concrete, s.sub2.id, own, '0.5', '0.01', '0.01'],
        [idOf(s.contractor.id, plaster), plaster, s.contractor.id, null, '1000', '1.25', '1250.00'],
      ].sort(byItemParty),
    );
    // The other contractor reads its own two lines only.
    const other = await readLines(s.projectId, s.other.id);
    expect((other.json.lines as unknown[][]).map((l) => l[2]).sort()).toEqual([s.other.id, s.otherSub.id].sort());
  });

  it('a contractor without lines answers an empty list', async () => {
    const s = await setUp();
    const res = await readLines(s.projectId, s.contractor.id);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ lines: [] });
  });

  it("a subcontractor, another project's contractor or an unknown id is a 404; a bad id a 400", async () => {
    const s = await setUp();
    const elsewhere = await setUp();
    expect((await readLines(s.projectId, s.sub1.id)).status).toBe(404);
    expect((await readLines(s.projectId, elsewhere.contractor.id)).status).toBe(404);
    expect((await readLines(s.projectId, 2147483647)).status).toBe(404);
    const big = await readLines(s.projectId, 2147483648);
    expect(big.status).toBe(400);
    expect(big.json.errors.contractorId).toEqual([messages.invalidValue]);
    expect((await readLines(s.projectId, '')).status).toBe(400);
    expect((await readLines(s.projectId, `${s.contractor.id}%00`)).status).toBe(400);
  });

  it('rights: read for every role with projectItems read, 403 for Procurement and Warehouse', async () => {
    const s = await setUp();
    for (const role of ['SiteManager', 'Accounting', 'Management'] as RoleName[]) expect((await readLines(s.projectId, s.contractor.id, role)).status).toBe(200);
    for (const role of ['Procurement', 'Warehouse'] as RoleName[]) expect((await readLines(s.projectId, s.contractor.id, role)).status).toBe(403);
  });
});
