import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import * as importRoute from '@/app/api/Projects/[id]/ImportProjectItems/route';
import * as createRoute from '@/app/api/ProjectItems/route';
import * as oneRoute from '@/app/api/ProjectItems/[id]/route';
import { HEADER, uploadForm, workbook, type CellValue } from '../fixtures/boq-workbook';
import { call } from './helpers';
import { newProject, unitId } from './project-items-fixtures';

/**
 * project_items.path (migration 0015: triggers keep it; the items overview sorts by it) is, after
 * every kind of write, the ordinals from the root down: what a walk down the tree gives. Checked
 * after adds (ordinal 10 after 9: [1, 10] sorts after [1, 9], where "1.10" < "1.9" as text), the
 * deletion of a group in the middle (the later siblings' ordinals shift, and their descendants'
 * paths with them), and an import that moves an item under another group and renumbers.
 */
let m: number;
beforeAll(async () => {
  m = await unitId('m');
});

/** Rows whose stored path differs from the walk, and the paths by name. */
async function paths(projectId: number) {
  const db = await getDb();
  const rows = (
    await db.execute(sql`
      with recursive walk(id, path) as (
        select id, array[ordinal] from project_items where parent_id is null and project_id = ${projectId}
        union all
        select c.id, walk.path || c.ordinal from project_items c join walk on c.parent_id = walk.id
      )
      select i.name, array_to_string(i.path, '.') as stored, array_to_string(walk.path, '.') as walked
      from project_items i left join walk on walk.id = i.id where i.project_id = ${projectId} order by i.path`)
  ).rows as { name: string; stored: string; walked: string | null }[];
  expect(rows.filter((r) => r.stored !== r.walked)).toEqual([]);
  return rows.map((r) => `${r.stored} ${r.name}`);
}

const add = async (projectId: number, name: string, parentId: number | null, isGroup = false) => {
  const body = isGroup ? { projectId, parentId, isGroup, name } : { projectId, parentId, isGroup, name, unitOfMeasurementId: m, quantity: '1', unitPrice: '1' };
  const res = await call(createRoute.POST, 'POST', '/api/ProjectItems', { as: 'Admin', body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.id as number;
};

describe('project_items.path', () => {
  it('follows adds, a deleted group in the middle and its shifted siblings with their subtrees', async () => {
    const projectId = await newProject();
    const a = await add(projectId, 'A', null, true);
    const b = await add(projectId, 'B', null, true);
    const c = await add(projectId, 'C', null, true);
    const c1 = await add(projectId, 'C1', c, true);
    for (let i = 1; i <= 10; i++) await add(projectId, `C1-${i}`, c1);
    await add(projectId, 'A1', a);
    await add(projectId, 'B1', b);
    const before = await paths(projectId);
    // Bill-of-quantities order: 3.1.9 before 3.1.10.
    expect(before.slice(-3)).toEqual(['3.1.8 C1-8', '3.1.9 C1-9', '3.1.10 C1-10']);

    // B goes: C becomes 2, and everything under it 2.…
    expect((await call(oneRoute.DELETE, 'DELETE', `/api/ProjectItems/${b}`, { as: 'Admin', params: { id: b } })).status).toBeLessThan(300);
    const after = await paths(projectId);
    expect(after).toContain('2 C');
    expect(after).toContain('2.1 C1');
    expect(after).toContain('2.1.10 C1-10');
    expect(after.some((p) => p.startsWith('3'))).toBe(false);
  });

  it('follows an import that moves an item under another group and renumbers', async () => {
    const projectId = await newProject();
    const sheet = (rows: CellValue[][]) => workbook({ Troškovnik: [HEADER, ...rows] });
    const upload = async (rows: CellValue[][]) => {
      const res = await call(importRoute.POST, 'POST', `/api/Projects/${projectId}/ImportProjectItems?sheetName=Tro%C5%A1kovnik&excelRange=B2%3AH1000`, {
        as: 'Admin',
        params: { id: projectId },
        body: uploadForm(sheet(rows), 'troškovnik.xlsx'),
      });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
    };
    await upload([
      [null, 1, '1', 'A', null, null, null, null],
      [null, 2, '1.1', 'A1', 'm', 1, 1, null],
      [null, 2, '1.2', 'A2', 'm', 2, 2, null],
      [null, 1, '2', 'B', null, null, null, null],
      [null, 2, '2.1', 'B1', 'm', 3, 3, null],
    ]);
    const ids = Object.fromEntries(
      ((await (await getDb()).execute(sql`select id, name from project_items where project_id = ${projectId}`)).rows as { id: number; name: string }[]).map((r) => [r.name, r.id]),
    );
    expect(await paths(projectId)).toEqual(['1 A', '1.1 A1', '1.2 A2', '2 B', '2.1 B1']);
    // B first now, A1 under B, A2 gone, a new group under A with an item.
    await upload([
      [ids.B, 1, '1', 'B', null, null, null, null],
      [ids.A1, 2, '1.1', 'A1', 'm', 1, 1, null],
      [ids.B1, 2, '1.2', 'B1', 'm', 3, 3, null],
      [ids.A, 1, '2', 'A', null, null, null, null],
      [null, 2, '2.1', 'A3', null, null, null, null],
      [null, 3, '2.1.1', 'A31', 'm', 1, 1, null],
    ]);
    expect(await paths(projectId)).toEqual(['1 B', '1.1 A1', '1.2 B1', '2 A', '2.1 A3', '2.1.1 A31']);
  });
});
