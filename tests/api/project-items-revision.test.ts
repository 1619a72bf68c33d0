import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { projectItemsRevision } from '@/lib/project-items/queries';
import * as createRoute from '@/app/api/ProjectItems/route';
import * as oneRoute from '@/app/api/ProjectItems/[id]/route';
import { call } from './helpers';
import { newProject, unitId } from './project-items-fixtures';

/**
 * The items tab page passes the revision of the project's items, not the tree; the tab reads the
 * tree again when it changes. So every write to the items must change it (an insert, an update
 * in place by id as an import or an inline edit does, the ordinals renumbered by a delete), and
 * nothing else may: not a read, not another project's write.
 */
const revision = async (projectId: number) => projectItemsRevision(await getDb(), projectId);
const create = async (body: Record<string, unknown>) => {
  const res = await call(createRoute.POST, 'POST', '/api/ProjectItems', { as: 'Admin', body });
  expect(res.status).toBe(201);
  return res.json as { id: number };
};

describe('projectItemsRevision', () => {
  it('changes with every write to the items and counts the rows', async () => {
    const projectId = await newProject();
    const other = await newProject();
    const m2 = await unitId('m2');
    const empty = await revision(projectId);
    expect(empty.count).toBe(0);

    const group = await create({ projectId, parentId: null, isGroup: true, name: 'Zemljani radovi' });
    const item = { projectId, parentId: group.id, isGroup: false, unitOfMeasurementId: m2, quantity: '2', unitPrice: '10' };
    const first = await create({ ...item, name: 'Iskop' });
    await create({ ...item, name: 'Odvoz' });
    const three = await revision(projectId);
    expect(three.count).toBe(3);
    expect(three.key).not.toBe(empty.key);
    // Reading changes nothing; nor does another project's write.
    expect(await revision(projectId)).toEqual(three);
    await create({ projectId: other, parentId: null, isGroup: true, name: 'Drugi' });
    expect(await revision(projectId)).toEqual(three);

    // An update in place: the same rows, the same ids.
    const put = await call(oneRoute.PUT, 'PUT', `/api/ProjectItems/${first.id}`, {
      as: 'Admin',
      params: { id: first.id },
      body: { name: 'Iskop', unitOfMeasurementId: m2, quantity: '3', unitPrice: '10' },
    });
    expect(put.status).toBe(200);
    const updated = await revision(projectId);
    expect(updated.count).toBe(3);
    expect(updated.key).not.toBe(three.key);

    // A delete (the sibling after it moves up).
    const del = await call(oneRoute.DELETE, 'DELETE', `/api/ProjectItems/${first.id}`, { as: 'Admin', params: { id: first.id } });
    expect(del.status).toBeLessThan(300);
    const deleted = await revision(projectId);
    expect(deleted.count).toBe(2);
    expect(deleted.key).not.toBe(updated.key);
  });
});
