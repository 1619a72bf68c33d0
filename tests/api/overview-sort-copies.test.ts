import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { projectCooperatorItems, projectCooperators, projectItems } from '@/db/schema';
import { parseListQuery } from '@/lib/http/list-params';
import { searchItemsOverview, searchItemsOverviewJson } from '@/lib/situations/overview-queries';
import { ITEMS_OVERVIEW_LIST } from '@/lib/situations/overview-schemas';
import { unique } from './helpers';
import { CooperatorType, insertCooperator } from './project-fixtures';
import { newProject } from './project-items-fixtures';

/**
 * Issue 15: the items overview sorts by the project's name, the cooperator's name and the item's
 * path copied onto each cost-list line (migration 0018), so its default sort and its sort by
 * cooperator walk an index. The copies must follow every change of their sources in the same
 * statement, and a write to a copy never sticks.
 */
const STALE = sql`
  select count(*)::int as n from project_cooperator_items l
  join projects p on p.id = l.project_id
  join project_cooperators pc on pc.id = l.project_cooperator_id
  join cooperators c on c.id = pc.cooperator_id
  join project_items i on i.id = l.project_item_id
  where l.project_name <> p.name or l.cooperator_name <> c.name or l.item_path <> i.path`;

describe('the items overview: sort keys copied onto the lines', () => {
  it('follow a renamed project and cooperator, another cooperator, a moved item; a written copy is put back', async () => {
    const db = await getDb();
    const tag = unique();
    const stale = async () => (await db.execute<{ n: number }>(STALE)).rows[0].n;
    const projectId = await newProject(`Kopije ${tag} B`);
    const [group] = await db.insert(projectItems).values({ projectId, ordinal: 1, name: 'Zemljani radovi' }).returning({ id: projectItems.id });
    const children = await db
      .insert(projectItems)
      .values([1, 2].map((ordinal) => ({ projectId, parentId: group.id, ordinal, name: `Iskop ${ordinal}` })))
      .returning({ id: projectItems.id });
    const [first, second] = [await insertCooperator(`Izvođač ${tag} A`), await insertCooperator(`Izvođač ${tag} Z`)];
    const [pc] = await db
      .insert(projectCooperators)
      .values({ projectId, cooperatorId: first.id, cooperatorTypeId: CooperatorType.Contractor, hasBoq: true, clientId: null })
      .returning({ id: projectCooperators.id });
    await db
      .insert(projectCooperatorItems)
      .values(children.map((item) => ({ projectId, projectCooperatorId: pc.id, projectItemId: item.id, quantity: '1', unitPrice: '2', totalPrice: '2' })));
    expect(await stale()).toBe(0);

    const page = async (input: Record<string, string> = {}) =>
      (await searchItemsOverview(db, parseListQuery({ 'Filter.Project': `Kopije ${tag}`, ...input }, ITEMS_OVERVIEW_LIST))).pageItems.map((r) => [r.project, r.cooperator, r.ordinal]);
    expect(await page()).toEqual([
      [`Kopije ${tag} B`, `Izvođač ${tag} A`, '1.1'],
      [`Kopije ${tag} B`, `Izvođač ${tag} A`, '1.2'],
    ]);

    await db.execute(sql`update projects set name = ${`Kopije ${tag} C`} where id = ${projectId}`);
    await db.execute(sql`update cooperators set name = ${`Izvođač ${tag} Ž`} where id = ${first.id}`);
    // The group moves to ordinal 3: its children's paths change through the path triggers.
    await db.execute(sql`update project_items set ordinal = 3 where id = ${group.id}`);
    expect(await stale()).toBe(0);
    expect(await page({ SortBy: 'ordinal', SortOrder: 'desc' })).toEqual([
      [`Kopije ${tag} C`, `Izvođač ${tag} Ž`, '3.2'],
      [`Kopije ${tag} C`, `Izvođač ${tag} Ž`, '3.1'],
    ]);

    await db.execute(sql`update project_cooperators set cooperator_id = ${second.id} where id = ${pc.id}`);
    await db.execute(sql`update project_cooperator_items set project_name = 'Netočno', cooperator_name = 'Netočno', item_path = '{9}' where project_cooperator_id = ${pc.id}`);
    expect(await stale()).toBe(0);
    expect(await page({ SortBy: 'cooperator', SortOrder: 'desc' })).toEqual([
      [`Kopije ${tag} C`, `Izvođač ${tag} Z`, '3.1'],
      [`Kopije ${tag} C`, `Izvođač ${tag} Z`, '3.2'],
    ]);

    // The API's JSON page is the same page.
    const q = parseListQuery({ 'Filter.Project': `Kopije ${tag}`, SortBy: 'project', SortOrder: 'desc' }, ITEMS_OVERVIEW_LIST);
    expect(JSON.parse(await searchItemsOverviewJson(db, q))).toEqual(JSON.parse(JSON.stringify(await searchItemsOverview(db, q))));
  });

  it('the default sort and the sort by cooperator are walks of an index of the lines, in both directions', async () => {
    const db = await getDb();
    for (const [sortBy, index] of [
      ['project', 'project_cooperator_items_by_project'],
      ['cooperator', 'project_cooperator_items_by_cooperator'],
    ] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const terms = sql.join(
          (sortBy === 'project'
            ? [sql`project_name ${sql.raw(order)}`, sql`project_id ${sql.raw(order)}`, sql`cooperator_name`, sql`project_cooperator_id`]
            : [sql`cooperator_name ${sql.raw(order)}`, sql`project_cooperator_id ${sql.raw(order)}`, sql`project_name`, sql`project_id`]
          ).map((t) => sql`${t} nulls last`),
          sql`, `,
        );
        // (A test database is small: a sort of its few rows is cheaper. Sorting made expensive, the
        // plan still sorts when no index holds this order.)
        const plan = await db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_sort = off`);
          await tx.execute(sql`set local enable_bitmapscan = off`);
          const rows = (await tx.execute<Record<string, string>>(sql`explain select id from project_cooperator_items order by ${terms}, item_path nulls last, id nulls last limit 50`)).rows;
          return rows.map((r) => Object.values(r)[0]).join('\n');
        });
        expect(plan, `${sortBy} ${order}`).toContain(index);
        expect(plan, `${sortBy} ${order}`).not.toMatch(/\bSort\b/);
      }
    }
  });
});
