import { and, eq, isNull } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { projectCooperatorItems, situationItems } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import * as importRoute from '@/app/api/Projects/[id]/ImportProjectContractorItems/route';
import * as exportRoute from '@/app/api/Projects/[id]/ExportProjectItems/route';
import * as itemCreateRoute from '@/app/api/ProjectItems/route';
import * as lineCreateRoute from '@/app/api/ProjectCooperatorItems/route';
import * as situationCreateRoute from '@/app/api/ProjectSituations/route';
import * as executedCreateRoute from '@/app/api/ProjectSituationItems/route';
import { editWorkbook, readSheet, uploadForm, workbook, type CellValue } from '../fixtures/boq-workbook';
import { BASE, call, demoEmail, sessionCookie } from './helpers';
import { CooperatorType, insertProjectCooperator } from './project-fixtures';
import { newProject, unitId } from './project-items-fixtures';

/**
 * The contractor cost-list import (issue 11; spec part 1 sections 5 and 7): the file the items
 * export writes, with the I (quantity) and J (unit price) columns filled in, imports as is; the
 * replace keeps line ids, deletes absent lines with their subcontractor lines, and answers 409
 * (nothing changed) rather than dropping a line with executed quantities; bad ids and groups are
 * reported; the refusals (range in column A, contractorId missing, of another project, not a
 * contractor) change nothing. Rights per role are in route-manifest.test.ts (the sweep).
 */
const SHEET = 'Troškovnik';
let m3: number;
beforeAll(async () => {
  m3 = await unitId('m3');
});

type Res = { status: number; json: any };
const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

async function importFile(projectId: number, bytes: Uint8Array, query: Record<string, string | number>, as: RoleName = 'Admin'): Promise<Res> {
  return call(importRoute.POST, 'POST', `/api/Projects/${projectId}/ImportProjectContractorItems?${q(query)}`, {
    as,
    params: { id: projectId },
    body: uploadForm(bytes, 'troškovnik izvođača.xlsx'),
  });
}

/** The real export endpoint's file. */
async function exportFile(projectId: number): Promise<Uint8Array> {
  const req = new NextRequest(new URL(`/api/Projects/${projectId}/ExportProjectItems`, BASE), {
    headers: { cookie: await sessionCookie(demoEmail('Admin')) },
  });
  const res = await exportRoute.GET(req, { params: Promise.resolve({ id: String(projectId) }) });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

async function addItem(projectId: number, name: string, parentId: number | null, amounts?: [string, string]) {
  const body = amounts
    ? { projectId, parentId, isGroup: false, name, unitOfMeasurementId: m3, quantity: amounts[0], unitPrice: amounts[1] }
    : { projectId, parentId, isGroup: true, name };
  const res = await call(itemCreateRoute.POST, 'POST', '/api/ProjectItems', { as: 'Admin', body });
  expect(res.status).toBe(201);
  return res.json.id as number;
}

const addProjectCooperator = insertProjectCooperator;

/** Two groups, three items, a contractor; the items export's file. */
async function setUp() {
  const projectId = await newProject();
  const concreteWorks = await addItem(projectId, 'Betonski radovi', null);
  const concrete = await addItem(projectId, 'Beton C25/30', concreteWorks, ['12,5', '90']);
  const rebar = await addItem(projectId, 'Armatura', concreteWorks, ['100', '1,5']);
  const formworkWorks = await addItem(projectId, 'Tesarski radovi', null);
  const formwork = await addItem(projectId, 'Oplata', formworkWorks, ['40', '12']);
  const contractor = await addProjectCooperator(projectId, CooperatorType.Contractor, true);
  const exported = await exportFile(projectId);
  return { projectId, concreteWorks, concrete, rebar, formworkWorks, formwork, contractor, exported };
}

/** The exported file with cells set on the rows of the given item ids: { [id]: { I: .., J: .. } }. */
function fill(exported: Uint8Array, byId: Record<number, Record<string, CellValue>>): Uint8Array {
  const rows = readSheet(exported, SHEET);
  const edits: Record<string, CellValue> = {};
  for (const [id, cells] of Object.entries(byId)) {
    const index = rows.findIndex((r) => r[0] === Number(id));
    expect(index, `row of item ${id}`).toBeGreaterThan(0);
    for (const [column, value] of Object.entries(cells)) edits[`${column}${index + 1}`] = value;
  }
  return editWorkbook(exported, edits, SHEET);
}

const contractorLines = async (contractorId: number) =>
  (await getDb())
    .select({
      id: projectCooperatorItems.id,
      projectItemId: projectCooperatorItems.projectItemId,
      quantity: projectCooperatorItems.quantity,
      unitPrice: projectCooperatorItems.unitPrice,
      totalPrice: projectCooperatorItems.totalPrice,
    })
    .from(projectCooperatorItems)
    .where(and(eq(projectCooperatorItems.projectCooperatorId, contractorId), isNull(projectCooperatorItems.contractorItemId)))
    .orderBy(projectCooperatorItems.projectItemId);

const query = (contractorId: number, extra: Record<string, string> = {}) => ({ contractorId, sheetName: SHEET, excelRange: 'I2:J1000', ...extra });

describe('round trip: the items export with the I and J columns filled', () => {
  it('imports the lines with exact totals, then a second file replaces them in place', async () => {
    const s = await setUp();
    const file = fill(s.exported, {
      [s.concrete]: { I: 12.5, J: '87,40' }, // 1.092,50
      [s.rebar]: { I: 100, J: 1.555 }, // 155,50
      [s.formwork]: { I: 0.5, J: 0.01 }, // 0,005 -> 0,01 (half away from zero)
    });
    const res = await importFile(s.projectId, file, query(s.contractor.id));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toEqual({
      lines: 3,
      totalPrice: '1248.01',
      created: 3,
      updated: 0,
      deleted: 0,
      deletedSubcontractorLines: 0,
      rowsWithoutAmounts: 2, // the two groups
      skipped: [],
      skippedCount: 0,
    });
    const first = await contractorLines(s.contractor.id);
    expect(first.map(({ id: _id, ...l }) => l)).toEqual([ // eslint-disable-line @typescript-eslint/no-unused-vars
      { projectItemId: s.concrete, quantity: '12.500000', unitPrice: '87.400000', totalPrice: '1092.50' },
      { projectItemId: s.rebar, quantity: '100.000000', unitPrice: '1.555000', totalPrice: '155.50' },
      { projectItemId: s.formwork, quantity: '0.500000', unitPrice: '0.010000', totalPrice: '0.01' },
    ]);

    // A subcontractor line on Oplata goes with it; Beton changes in place; Armatura stays.
    const sub = await addProjectCooperator(s.projectId, CooperatorType.Subcontractor, false, s.contractor.cooperatorId);
    const subLine = await call(lineCreateRoute.POST, 'POST', '/api/ProjectCooperatorItems', {
      as: 'Admin',
      body: { projectCooperatorId: sub.id, projectItemId: s.formwork, quantity: '0,5', unitPrice: '0,01' },
    });
    expect(subLine.status).toBe(201);
    const second = fill(s.exported, { [s.concrete]: { I: '12,5', J: '87,41' }, [s.rebar]: { I: 100, J: 1.555 } });
    const res2 = await importFile(s.projectId, second, query(s.contractor.id));
    expect(res2.status, JSON.stringify(res2.json)).toBe(201);
    expect(res2.json).toMatchObject({ lines: 2, totalPrice: '1248.13', created: 0, updated: 2, deleted: 1, deletedSubcontractorLines: 1, rowsWithoutAmounts: 3 });
    const after = await contractorLines(s.contractor.id);
    expect(after).toEqual([
      { id: first[0].id, projectItemId: s.concrete, quantity: '12.500000', unitPrice: '87.410000', totalPrice: '1092.63' },
      { id: first[1].id, projectItemId: s.rebar, quantity: '100.000000', unitPrice: '1.555000', totalPrice: '155.50' },
    ]);
    const subLines = await (await getDb()).select().from(projectCooperatorItems).where(eq(projectCooperatorItems.projectCooperatorId, sub.id));
    expect(subLines).toEqual([]);
  });

  it('a line with executed quantities is never dropped: 409 naming the item, nothing changed; kept, its quantities stay', async () => {
    const s = await setUp();
    await importFile(s.projectId, fill(s.exported, { [s.concrete]: { I: 12.5, J: 87.4 }, [s.rebar]: { I: 100, J: 1.5 } }), query(s.contractor.id));
    const before = await contractorLines(s.contractor.id);
    const rebarLine = before.find((l) => l.projectItemId === s.rebar)!;
    const situation = await call(situationCreateRoute.POST, 'POST', '/api/ProjectSituations', {
      as: 'Admin',
      body: { projectId: s.projectId, name: 'Situacija 1', activeFrom: '2026-02-01', activeTo: '2026-02-28' },
    });
    expect(situation.status).toBe(201);
    const executed = await call(executedCreateRoute.POST, 'POST', '/api/ProjectSituationItems', {
      as: 'Admin',
      body: { projectSituationId: situation.json.id, projectCooperatorItemId: rebarLine.id, quantity: '40' },
    });
    expect(executed.status).toBe(201);

    const withoutRebar = fill(s.exported, { [s.concrete]: { I: 10, J: 80 } });
    const refused = await importFile(s.projectId, withoutRebar, query(s.contractor.id));
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(messages.contractorImportExecutedLost(['Armatura'], -4));
    expect(await contractorLines(s.contractor.id)).toEqual(before);

    const withRebar = fill(s.exported, { [s.concrete]: { I: 10, J: 80 }, [s.rebar]: { I: 120, J: 1.5 } });
    const ok = await importFile(s.projectId, withRebar, query(s.contractor.id));
    expect(ok.status).toBe(201);
    const [kept] = await (await getDb()).select().from(situationItems).where(eq(situationItems.id, executed.json.id));
    expect(kept.projectCooperatorItemId).toBe(rebarLine.id);
    const [line] = await (await getDb()).select().from(projectCooperatorItems).where(eq(projectCooperatorItems.id, rebarLine.id));
    expect(line).toMatchObject({ quantity: '120.000000', totalPrice: '180.00', executedQuantity: '40.000000' });
  });
});

describe('rows that name no item of the project are reported', () => {
  it('a bad Id, a group and a row without Id are skipped with reasons; the rest imports', async () => {
    const s = await setUp();
    const other = await setUp();
    const rows = readSheet(s.exported, SHEET);
    const file = editWorkbook(
      fill(s.exported, { [s.concrete]: { I: 2, J: 3 }, [s.concreteWorks]: { I: 1, J: 1 } }),
      {
        [`A${rows.length + 1}`]: other.concrete,
        [`I${rows.length + 1}`]: 5,
        [`J${rows.length + 1}`]: 5,
        [`I${rows.length + 2}`]: 7,
        [`J${rows.length + 2}`]: 7,
      },
      SHEET,
    );
    const groupRow = rows.findIndex((r) => r[0] === s.concreteWorks) + 1;
    const res = await importFile(s.projectId, file, query(s.contractor.id));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({ lines: 1, totalPrice: '6.00', created: 1, skippedCount: 3 });
    expect(res.json.skipped).toEqual([
      { row: groupRow, id: s.concreteWorks, reason: messages.contractorImportGroup(s.concreteWorks) },
      { row: rows.length + 1, id: other.concrete, reason: messages.contractorImportUnknownId(other.concrete) },
      { row: rows.length + 2, id: null, reason: messages.contractorImportNoId },
    ]);
    expect((await contractorLines(s.contractor.id)).map((l) => l.projectItemId)).toEqual([s.concrete]);
  });

  it('a row with one amount only, or a NUL in the Id, is an error naming the row; nothing imported', async () => {
    const s = await setUp();
    const rows = readSheet(s.exported, SHEET);
    const rebarRow = rows.findIndex((r) => r[0] === s.rebar) + 1;
    const incomplete = fill(s.exported, { [s.concrete]: { I: 2, J: 3 }, [s.rebar]: { I: 4 } });
    const res = await importFile(s.projectId, incomplete, query(s.contractor.id));
    expect(res.status).toBe(400);
    expect(res.json.errors.File).toEqual([messages.importRowError(rebarRow, messages.contractorImportIncomplete)]);
    const nul = editWorkbook(fill(s.exported, { [s.concrete]: { I: 2, J: 3 } }), { [`A${rebarRow}`]: 'x\u0000', [`I${rebarRow}`]: 1, [`J${rebarRow}`]: 1 }, SHEET);
    const res2 = await importFile(s.projectId, nul, query(s.contractor.id));
    expect(res2.status).toBe(400);
    expect(res2.json.errors.File).toEqual([messages.importRowError(rebarRow, messages.importCellNul('Id'))]);
    expect(await contractorLines(s.contractor.id)).toEqual([]);
  });
});

describe('refusals change nothing', () => {
  async function withLines() {
    const s = await setUp();
    const file = fill(s.exported, { [s.concrete]: { I: 12.5, J: 87.4 } });
    expect((await importFile(s.projectId, file, query(s.contractor.id))).status).toBe(201);
    return { ...s, file, before: await contractorLines(s.contractor.id) };
  }

  it('a range starting in column A (Croatian 400)', async () => {
    const s = await withLines();
    const res = await importFile(s.projectId, s.file, query(s.contractor.id, { excelRange: 'A2:B1000' }));
    expect(res.status).toBe(400);
    expect(res.json.errors.excelRange).toContain(messages.columnAReserved);
    expect(await contractorLines(s.contractor.id)).toEqual(s.before);
  });

  it('Quantity and UnitPrice must be mapped', async () => {
    const s = await withLines();
    const res = await importFile(s.projectId, s.file, query(s.contractor.id, { labelOrder: 'Quantity' }));
    expect(res.status).toBe(400);
    expect(res.json.errors.labelOrder).toContain(messages.missingColumn('Jedinična cijena'));
    expect(await contractorLines(s.contractor.id)).toEqual(s.before);
  });

  it('contractorId missing, of another project, or not a contractor with a bill of quantities', async () => {
    const s = await withLines();
    const { contractorId: _omit, ...noContractor } = query(s.contractor.id); // eslint-disable-line @typescript-eslint/no-unused-vars
    const missing = await importFile(s.projectId, s.file, noContractor);
    expect(missing.status).toBe(400);
    expect(missing.json.errors.contractorId).toBeDefined();

    const elsewhere = await setUp();
    const otherProject = await importFile(s.projectId, s.file, query(elsewhere.contractor.id));
    expect(otherProject.status).toBe(400);
    expect(otherProject.json.errors.contractorId).toEqual([messages.contractorImportNotOnProject]);
    expect(await contractorLines(elsewhere.contractor.id)).toEqual([]);

    const sub = await addProjectCooperator(s.projectId, CooperatorType.Subcontractor, false, s.contractor.cooperatorId);
    const noBoq = await addProjectCooperator(s.projectId, CooperatorType.Contractor, false);
    for (const id of [sub.id, noBoq.id]) {
      const res = await importFile(s.projectId, s.file, query(id));
      expect(res.status).toBe(400);
      expect(res.json.errors.contractorId).toEqual([messages.contractorImportNotContractor]);
      expect(await contractorLines(id)).toEqual([]);
    }
    expect(await contractorLines(s.contractor.id)).toEqual(s.before);
  });

  it('a file that is not a workbook, and a SiteManager (reads only)', async () => {
    const s = await withLines();
    const text = new TextEncoder().encode('Id;Količina\n1;2\n');
    const notXlsx = await call(importRoute.POST, 'POST', `/api/Projects/${s.projectId}/ImportProjectContractorItems?${q(query(s.contractor.id))}`, {
      as: 'Admin',
      params: { id: s.projectId },
      body: uploadForm(text, 'troškovnik.csv'),
    });
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.json.errors.File).toEqual([messages.wrongFileType]);
    const forbidden = await importFile(s.projectId, fill(s.exported, { [s.rebar]: { I: 1, J: 1 } }), query(s.contractor.id), 'SiteManager');
    expect(forbidden.status).toBe(403);
    expect(await contractorLines(s.contractor.id)).toEqual(s.before);
    const accounting = await importFile(s.projectId, s.file, query(s.contractor.id), 'Accounting');
    expect(accounting.status).toBe(201);
  });

  it('a workbook without rows with amounts in the range', async () => {
    const s = await withLines();
    const res = await importFile(s.projectId, workbook({ [SHEET]: [['Id'], [s.concrete]] }), query(s.contractor.id));
    expect(res.status).toBe(400);
    expect(res.json.errors.File).toEqual([messages.contractorImportNoLines]);
    expect(await contractorLines(s.contractor.id)).toEqual(s.before);
  });
});
