import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { projectCooperatorItems, projectCooperators, projectItems } from '@/db/schema';
import { parseListQuery } from '@/lib/http/list-params';
import { searchItemsOverview, searchItemsOverviewJson } from '@/lib/situations/overview-queries';
import { ITEMS_OVERVIEW_LIST } from '@/lib/situations/overview-schemas';
import { searchDocuments } from '@/lib/documents/queries';
import { DOCUMENT_LIST } from '@/lib/documents/schemas';
import { DocumentType } from '@/lib/documents/types';
import { WAREHOUSE_ITEM_LIST } from '@/lib/warehouses/schemas';
import { searchWarehouseItems } from '@/lib/warehouses/queries';
import { addItem, complete, createDoc, projectWithWarehouse as documentsProject } from './documents-fixtures';
import { unique } from './helpers';
import { CooperatorType, insertCooperator } from './project-fixtures';
import { newProject } from './project-items-fixtures';

/**
 * Issue 15: sort keys of other tables copied onto a list's rows by the database, so the sort is a
 * walk of the list's own index. The items overview sorts by the project's name, the cooperator's name and the item's
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

describe("documents and warehouse items: the supplier's name copied onto them", () => {
  it('follows a renamed cooperator and another supplier; a written copy is put back; the lists sort and filter by it', async () => {
    const db = await getDb();
    const tag = unique();
    const projectId = await documentsProject();
    const [a, b] = [await insertCooperator(`Dobavljač ${tag} A`), await insertCooperator(`Dobavljač ${tag} B`)];
    const { warehouseItemId } = await receiveFrom(projectId, a.id);
    const stale = async () =>
      (
        await db.execute<{ n: number }>(sql`select
          (select count(*) from documents d left join cooperators c on c.id = d.supplier_id where d.supplier_name is distinct from c.name)
          + (select count(*) from warehouse_items w left join cooperators c on c.id = w.supplier_id where w.supplier_name is distinct from c.name) as n`)
      ).rows[0].n;
    expect(Number(await stale())).toBe(0);
    const docs = async (input: Record<string, string>) =>
      (await searchDocuments(db, parseListQuery({ DocumentTypeId: String(DocumentType.PurchaseReceivedNote), ProjectId: String(projectId), ...input }, DOCUMENT_LIST))).pageItems.map((d) => d.supplier);
    const stock = async (input: Record<string, string>) =>
      (await searchWarehouseItems(db, parseListQuery({ 'Filter.Supplier_Name': tag, ...input }, WAREHOUSE_ITEM_LIST))).pageItems.map((w) => [w.id, w.supplier]);

    const second = await createDoc(DocumentType.PurchaseReceivedNote, { projectId, supplierId: b.id });
    await createDoc(DocumentType.PurchaseReceivedNote, { projectId, supplierId: null });
    expect(await docs({ SortBy: 'supplier', SortOrder: 'asc' })).toEqual([`Dobavljač ${tag} A`, `Dobavljač ${tag} B`, null]);
    expect(await docs({ SortBy: 'supplier', SortOrder: 'desc' })).toEqual([`Dobavljač ${tag} B`, `Dobavljač ${tag} A`, null]);

    await db.execute(sql`update cooperators set name = ${`Dobavljač ${tag} Ž`} where id = ${a.id}`);
    expect(Number(await stale())).toBe(0);
    expect(await docs({ SortBy: 'supplier', SortOrder: 'asc' })).toEqual([`Dobavljač ${tag} B`, `Dobavljač ${tag} Ž`, null]);
    expect(await docs({ Supplier: `${tag} Ž` })).toEqual([`Dobavljač ${tag} Ž`]);
    expect(await stock({})).toEqual([[warehouseItemId, `Dobavljač ${tag} Ž`]]);

    await db.execute(sql`update documents set supplier_id = ${a.id} where id = ${second.id}`);
    await db.execute(sql`update documents set supplier_name = 'Netočno' where project_id = ${projectId}`);
    await db.execute(sql`update warehouse_items set supplier_name = 'Netočno' where id = ${warehouseItemId}`);
    expect(Number(await stale())).toBe(0);
    expect(await docs({ SortBy: 'supplier', SortOrder: 'desc' })).toEqual([`Dobavljač ${tag} Ž`, `Dobavljač ${tag} Ž`, null]);
  });

  it('the documents of a type and the warehouse items by supplier are walks of an index, in both directions', async () => {
    const db = await getDb();
    for (const [table, where, index] of [
      ['documents', sql`where document_type_id = 802`, 'documents_type_supplier'],
      ['warehouse_items', sql``, 'warehouse_items_supplier_name'],
    ] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const plan = await db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_sort = off`);
          await tx.execute(sql`set local enable_bitmapscan = off`);
          const rows = (
            await tx.execute<Record<string, string>>(
              sql`explain select id from ${sql.identifier(table)} ${where} order by supplier_name ${sql.raw(order)} nulls last, id ${sql.raw(order)} nulls last limit 50`,
            )
          ).rows;
          return rows.map((r) => Object.values(r)[0]).join('\n');
        });
        expect(plan, `${table} ${order}`).toContain(index);
        expect(plan, `${table} ${order}`).not.toMatch(/\bSort\b/);
      }
    }
  });
});

/** A completed receipt from `supplierId`: its warehouse item (named after the receipt's line). */
async function receiveFrom(projectId: number, supplierId: number) {
  const doc = await createDoc(DocumentType.PurchaseReceivedNote, { projectId, supplierId });
  await addItem(doc.id, projectId, { quantity: '2', supplierId });
  expect((await complete(doc.id)).status).toBe(200);
  const [row] = (await (await getDb()).execute<{ id: number }>(sql`select w.id from warehouse_items w join document_items i on i.id = w.source_document_item_id where i.document_id = ${doc.id}`)).rows;
  return { warehouseItemId: Number(row.id) };
}
