import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, type DbOrTx } from '@/db/client';
import { documentItems, documents, projectCooperatorItems, projectCooperators, projectItems } from '@/db/schema';
import { parseListQuery, type ListQueryOptions } from '@/lib/http/list-params';
import { searchDocumentItems, searchDocuments } from '@/lib/documents/queries';
import { DOCUMENT_ITEM_LIST, DOCUMENT_LIST } from '@/lib/documents/schemas';
import { DocumentType as T } from '@/lib/documents/types';
import { searchItemsOverview } from '@/lib/situations/overview-queries';
import { ITEMS_OVERVIEW_LIST } from '@/lib/situations/overview-schemas';
import { WAREHOUSE_ITEM_LIST } from '@/lib/warehouses/schemas';
import { searchWarehouseItems, searchWarehouseItemsJson } from '@/lib/warehouses/queries';
import { addItem, basics, complete, copy, createDoc, projectWithWarehouse, S } from './documents-fixtures';
import { unique } from './helpers';
import { CooperatorType, insertCooperator } from './project-fixtures';
import { newProject, unitId } from './project-items-fixtures';

/**
 * Issue 15: list_tallies (db/schema/list-tallies.ts, migration 0017) holds how many rows each
 * large list has per key, kept by statement triggers; a list filtered by nothing but its keys
 * reads its total there instead of counting. The tallies must equal count(*) after every kind
 * of write, and the lists must read them exactly when their filters allow it.
 */
const TALLIED = sql`
  select 'documents' as list, document_type_id as k1, document_status_id as k2, count(*)::int as n from documents group by 2, 3
  union all select 'document_items', document_type_id, document_status_id, count(*)::int from document_items group by 2, 3
  union all select 'warehouse_items', warehouse_id, 0, count(*)::int from warehouse_items group by 2
  union all select 'project_cooperator_items', project_id, 0, count(*)::int from project_cooperator_items group by 2`;

type Tally = { list: string; k1: number; k2: number; n: number };
const key = (t: Tally) => `${t.list} ${t.k1} ${t.k2}`;
const byKey = (rows: Tally[]) => Object.fromEntries(rows.filter((t) => Number(t.n) !== 0).map((t) => [key(t), Number(t.n)]));

async function expectTalliesExact(db: DbOrTx, because: string) {
  const counted = (await db.execute<Tally>(TALLIED)).rows;
  const kept = (await db.execute<Tally>(sql`select list, k1, k2, n::int as n from list_tallies`)).rows;
  expect(byKey(kept), because).toEqual(byKey(counted));
}

class Rollback extends Error {}
/** `fn` in a transaction that is always rolled back (a truncate or a tampered tally stays there). */
async function rolledBack(fn: (tx: DbOrTx) => Promise<void>) {
  const db = await getDb();
  const failed = await db
    .transaction(async (tx) => {
      await fn(tx);
      throw new Rollback();
    })
    .catch((e: unknown) => e);
  if (!(failed instanceof Rollback)) throw failed;
}

const q = (opts: ListQueryOptions, input: Record<string, string>) => parseListQuery(new URLSearchParams(input), opts);

describe('list tallies', () => {
  it('equal count(*) per key after inserts, moves between keys, deletes and truncates', async () => {
    const db = await getDb();
    await expectTalliesExact(db, 'after the seed and the migration');

    // Through the routes: a document, its lines (which make warehouse items), completed, a storno.
    const projectId = await projectWithWarehouse();
    const { supplierId } = await basics();
    const doc = await createDoc(T.PurchaseReceivedNote, { projectId, supplierId });
    await addItem(doc.id, projectId, { quantity: '2', unitPrice: '3' });
    await addItem(doc.id, projectId, { quantity: '1', unitPrice: '5' });
    await expectTalliesExact(db, 'a draft with two lines');
    expect((await complete(doc.id)).status).toBe(200);
    await expectTalliesExact(db, 'completed: the document and its lines moved to another status, stock received');
    expect((await copy({ sourceDocumentId: doc.id, destTypeId: T.PurchaseReceivedNote, isStorno: true })).status).toBe(201);
    await expectTalliesExact(db, 'a storno');

    // Many rows in one statement, a move of some between keys, a delete of some.
    const kg = await unitId('kg');
    const many = await db
      .insert(documents)
      .values(Array.from({ length: 7 }, (_, n) => ({ documentTypeId: n % 2 ? T.Order : T.RequisitionOrder, code: `T-${unique()}-${n}`, year: 2026, projectId })))
      .returning({ id: documents.id });
    await db.insert(documentItems).values(many.flatMap((d) => [1, 2, 3].map((i) => ({ documentId: d.id, name: `Vijak ${i}`, unitOfMeasurementId: kg, quantity: '1', projectId }))));
    await expectTalliesExact(db, 'seven documents and 21 lines in two statements');
    await db.execute(sql`update documents set document_status_id = ${S.Processing} where id in (${sql.join(many.slice(0, 4).map((d) => sql`${d.id}`), sql`, `)})`);
    await db.execute(sql`update documents set comment = 'bez promjene ključa' where id = ${many[5].id}`);
    await expectTalliesExact(db, 'four documents (and their lines) to another status; one changed elsewhere');
    await db.execute(sql`delete from document_items where document_id = ${many[6].id}`);
    await db.execute(sql`delete from documents where id = ${many[6].id}`);
    await expectTalliesExact(db, 'a document and its lines deleted');

    // A contractor's cost-list lines (the items overview).
    const items = await db
      .insert(projectItems)
      .values([1, 2, 3].map((ordinal) => ({ projectId, ordinal, name: `Iskop ${ordinal}` })))
      .returning({ id: projectItems.id });
    const contractor = await insertCooperator(`Izvođač ${unique()}`);
    const [pc] = await db
      .insert(projectCooperators)
      .values({ projectId, cooperatorId: contractor.id, cooperatorTypeId: CooperatorType.Contractor, hasBoq: true, clientId: null })
      .returning({ id: projectCooperators.id });
    const lines = await db
      .insert(projectCooperatorItems)
      .values(items.map((item, n) => ({ projectId, projectCooperatorId: pc.id, projectItemId: item.id, quantity: String(n), unitPrice: '1', totalPrice: String(n) })))
      .returning({ id: projectCooperatorItems.id });
    await db.execute(sql`delete from project_cooperator_items where id = ${lines[0].id}`);
    await expectTalliesExact(db, "three cost-list lines, one deleted");

    // A truncate clears the list's tallies (in a transaction that is rolled back).
    await rolledBack(async (tx) => {
      // (The documents cannot be truncated: the stock ledger they reference is append-only.)
      expect(await overviewTallies(tx)).toBeGreaterThan(0);
      await tx.execute(sql`truncate project_cooperator_items cascade`);
      expect(await overviewTallies(tx)).toBe(0);
      await expectTalliesExact(tx, 'truncated');
    });
    await expectTalliesExact(db, 'the truncate rolled back');
  });

  it('answer the total of a list filtered by nothing but its keys; any other filter counts', async () => {
    const projectId = await projectWithWarehouse();
    const { supplierId } = await basics();
    const doc = await createDoc(T.PurchaseReceivedNote, { projectId, supplierId });
    await addItem(doc.id, projectId);
    const type = String(T.PurchaseReceivedNote);
    await rolledBack(async (tx) => {
      const real = {
        documents: (await searchDocuments(tx, q(DOCUMENT_LIST, { DocumentTypeId: type }))).totalItems,
        documentsDraft: (await searchDocuments(tx, q(DOCUMENT_LIST, { DocumentTypeId: type, DocumentStatusId: String(S.Draft) }))).totalItems,
        items: (await searchDocumentItems(tx, q(DOCUMENT_ITEM_LIST, { DocumentTypeId: type, ParentDocumentStatusId: String(S.Draft) }))).totalItems,
        warehouseItems: (await searchWarehouseItems(tx, q(WAREHOUSE_ITEM_LIST, {}))).totalItems,
        overview: (await searchItemsOverview(tx, q(ITEMS_OVERVIEW_LIST, {}))).totalItems,
      };
      // The tallies made wrong on purpose: a list that reads them shows it.
      await tx.execute(sql`update list_tallies set n = n + 1000`);
      await tx.execute(sql`insert into list_tallies (list, k1, k2, n) values ('project_cooperator_items', -1, 0, 1000) on conflict do nothing`);
      const bumped = async (condition: ReturnType<typeof sql>) =>
        1000 * Number((await tx.execute<{ n: number }>(sql`select count(*)::int as n from list_tallies where ${condition}`)).rows[0].n);
      expect((await searchDocuments(tx, q(DOCUMENT_LIST, { DocumentTypeId: type }))).totalItems).toBe(real.documents + (await bumped(sql`list = 'documents' and k1 = ${T.PurchaseReceivedNote}`)));
      expect((await searchDocuments(tx, q(DOCUMENT_LIST, { DocumentTypeId: type, DocumentStatusId: String(S.Draft) }))).totalItems).toBe(real.documentsDraft + 1000);
      expect((await searchDocumentItems(tx, q(DOCUMENT_ITEM_LIST, { DocumentTypeId: type, ParentDocumentStatusId: String(S.Draft) }))).totalItems).toBe(real.items + 1000);
      const wi = await searchWarehouseItems(tx, q(WAREHOUSE_ITEM_LIST, {}));
      // Exact however many (a capped count would stop at 10,000).
      expect(wi.totalItems).toBe(real.warehouseItems + (await bumped(sql`list = 'warehouse_items'`)));
      expect(wi.totalCapped).toBeUndefined();
      expect((await searchItemsOverview(tx, q(ITEMS_OVERVIEW_LIST, {}))).totalItems).toBe(real.overview + (await bumped(sql`list = 'project_cooperator_items'`)));

      // Any other filter: the rows are counted.
      const mine = await searchDocuments(tx, q(DOCUMENT_LIST, { DocumentTypeId: type, ProjectId: String(projectId) }));
      expect(mine.totalItems).toBe(1);
      const myItems = await searchDocumentItems(tx, q(DOCUMENT_ITEM_LIST, { DocumentTypeId: type, ParentDocumentStatusId: String(S.Draft), ProjectId: String(projectId) }));
      expect(myItems.totalItems).toBe(1);
      const named = await searchDocumentItems(tx, q(DOCUMENT_ITEM_LIST, { DocumentTypeId: type, Name: 'Beton C25/30' }));
      expect(named.totalItems).toBeLessThan(1000);
    });
  });

  it("the items overview filtered by the project's name: the tallies of the projects so named, exact however many lines", async () => {
    const db = await getDb();
    const tag = unique();
    // Two projects whose names contain the tag (one in other letters' case), one that does not.
    const named = [await newProject(`Zgrada ${tag} A`), await newProject(`ZGRADA ${tag.toUpperCase()} B`)];
    const other = await newProject(`Most ${unique()}`);
    const contractor = await insertCooperator(`Izvođač ${unique()}`);
    for (const [projectId, lines] of [[named[0], 3], [named[1], 2], [other, 4]] as const) {
      const items = await db
        .insert(projectItems)
        .values(Array.from({ length: lines }, (_, i) => ({ projectId, ordinal: i + 1, name: `Stavka ${i + 1}` })))
        .returning({ id: projectItems.id });
      const [pc] = await db
        .insert(projectCooperators)
        .values({ projectId, cooperatorId: contractor.id, cooperatorTypeId: CooperatorType.Contractor, hasBoq: true, clientId: null })
        .returning({ id: projectCooperators.id });
      await db.insert(projectCooperatorItems).values(items.map((item) => ({ projectId, projectCooperatorId: pc.id, projectItemId: item.id, quantity: '1', unitPrice: '1', totalPrice: '1' })));
    }
    const byName = (tx: DbOrTx, text: string, extra: Record<string, string> = {}) => searchItemsOverview(tx, q(ITEMS_OVERVIEW_LIST, { 'Filter.Project': text, ...extra }));
    const page = await byName(db, tag);
    expect(page.totalItems).toBe(5);
    expect(page.totalCapped).toBeUndefined();
    expect(new Set(page.pageItems.map((r) => r.projectId))).toEqual(new Set(named));
    await rolledBack(async (tx) => {
      // The named projects' tallies made wrong on purpose: the total is read from them.
      await tx.execute(sql`update list_tallies set n = n + 100 where list = 'project_cooperator_items' and k1 = ${named[1]}`);
      await tx.execute(sql`update list_tallies set n = n + 1000 where list = 'project_cooperator_items' and k1 = ${other}`);
      expect((await byName(tx, tag)).totalItems).toBe(105);
      // With another filter beside it the lines are counted.
      expect((await byName(tx, tag, { 'Filter.Cooperator': contractor.name })).totalItems).toBe(5);
    });
  });

  it("a warehouse's items: its own tally, on the JSON and the object path alike", async () => {
    const db = await getDb();
    const projectId = await projectWithWarehouse();
    const { supplierId } = await basics();
    const doc = await createDoc(T.PurchaseReceivedNote, { projectId, supplierId });
    await addItem(doc.id, projectId, { quantity: '2' });
    await addItem(doc.id, projectId, { quantity: '3' });
    expect((await complete(doc.id)).status).toBe(200);
    const [{ id: warehouseId }] = (await db.execute<{ id: number }>(sql`select id from warehouses where project_id = ${projectId}`)).rows;
    await rolledBack(async (tx) => {
      const page = () => searchWarehouseItems(tx, q(WAREHOUSE_ITEM_LIST, {}), Number(warehouseId));
      const json = async () => JSON.parse(await searchWarehouseItemsJson(tx, q(WAREHOUSE_ITEM_LIST, {}), Number(warehouseId)));
      expect((await page()).totalItems).toBe(2);
      await tx.execute(sql`update list_tallies set n = n + 5 where list = 'warehouse_items' and k1 = ${warehouseId}`);
      expect((await page()).totalItems).toBe(7);
      expect((await json()).totalItems).toBe(7);
      // Filtered by name: counted.
      expect((await searchWarehouseItems(tx, q(WAREHOUSE_ITEM_LIST, { 'Filter.Name': 'Beton' }), Number(warehouseId))).totalItems).toBe(2);
    });
  });
});

const overviewTallies = async (db: DbOrTx) =>
  Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from list_tallies where list = 'project_cooperator_items'`)).rows[0].n);
