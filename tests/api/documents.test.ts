import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { codebooks, documentItems, expenseGroups, projectItems } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { messages } from '@/lib/i18n/messages';
import * as attachmentsRoute from '@/app/api/Attachments/route';
import * as docAttachmentsRoute from '@/app/api/Documents/[id]/DocumentAttachments/route';
import * as projectDocumentsRoute from '@/app/api/Projects/[id]/ProjectDocuments/route';
import {
  addItem,
  basics,
  complete,
  copy,
  createDoc,
  docRoute,
  itemRoute,
  itemsRoute,
  listRoute,
  processDoc,
  projectWithWarehouse,
  receive,
  S,
  setProjectStatus,
  snapshot,
  stored,
  T,
} from './documents-fixtures';
import { call, expectFieldError, PROJECT_LOOKUP, statementsMatching, unique } from './helpers';

/**
 * Documents and items through their routes: the header and item rules by type (fields.ts), ids
 * checked server-side, totals, code numbering, rights per role (SiteManager: Draft only, a
 * project required, active projects only), lists and filters, project documents, attachments.
 */
let A: number;
let B: number;
let m3: number;
let supplierId: number;

beforeAll(async () => {
  ({ m3, supplierId } = await basics());
  A = await projectWithWarehouse();
  B = await projectWithWarehouse();
});

const post = (body: Record<string, unknown>, as: RoleName = 'Admin') => call(listRoute.POST, 'POST', '/api/Documents', { as, body });
const put = (id: number, body: Record<string, unknown>, as: RoleName = 'Admin') => call(docRoute.PUT, 'PUT', '/x', { as, params: { id }, body });
const del = (id: number, as: RoleName = 'Admin') => call(docRoute.DELETE, 'DELETE', '/x', { as, params: { id } });
const get = (id: number, as: RoleName = 'Admin') => call(docRoute.GET, 'GET', '/x', { as, params: { id } });
const postItem = (body: Record<string, unknown>, as: RoleName = 'Admin') => call(itemsRoute.POST, 'POST', '/x', { as, body });
const putItem = (id: number, body: Record<string, unknown>, as: RoleName = 'Admin') => call(itemRoute.PUT, 'PUT', '/x', { as, params: { id }, body });
const delItem = (id: number, as: RoleName = 'Admin') => call(itemRoute.DELETE, 'DELETE', '/x', { as, params: { id } });
const line = (documentId: number, patch: Record<string, unknown> = {}) => ({ documentId, projectId: A, name: 'Cement', unitOfMeasurementId: m3, quantity: '1', ...patch });

describe('the document header (§5 "Document form")', () => {
  it('keeps only the fields of the type and requires the supplier of an Order', async () => {
    const full = { projectId: A, destinationProjectId: B, supplierId, deadlineDate: '2026-12-01', receiptCode: 'R-1', receiptAmount: '12,50', comment: 'Napomena čćž' };
    const izd = await post({ documentTypeId: T.ConsumptionNote, ...full });
    expect(izd.status).toBe(201);
    expect(izd.json).toMatchObject({ projectId: A, destinationProjectId: null, supplierId: null, deadlineDate: null, receiptCode: null, receiptAmount: null, comment: 'Napomena čćž', currency: 'EUR', createdBy: expect.any(String) });
    const lik = await post({ documentTypeId: T.Liquidation, ...full });
    expect(lik.json).toMatchObject({ supplierId, receiptCode: 'R-1', receiptAmount: '12.50', destinationProjectId: null, deadlineDate: null, supplier: expect.any(String) });
    const msi = await post({ documentTypeId: T.TransferNote, ...full });
    expect(msi.json).toMatchObject({ destinationProjectId: B, deadlineDate: '2026-12-01', supplierId: null, destinationProject: expect.any(String) });
    expectFieldError(await post({ documentTypeId: T.Order, projectId: A }), 'supplierId', messages.required);
    expectFieldError(await post({ documentTypeId: T.Liquidation, receiptCode: 'x'.repeat(201) }), 'receiptCode', messages.maxLength(200));
    expectFieldError(await post({ documentTypeId: T.TransferNote, projectId: A, destinationProjectId: A }), 'destinationProjectId', messages.documentDestinationSameProject);
    expectFieldError(await post({ documentTypeId: 999 }), 'documentTypeId', messages.invalidValue);
    expectFieldError(await post({ documentTypeId: T.Order, supplierId: 2_000_000_000 }), 'supplierId', messages.invalidValue);
    expectFieldError(await post({ documentTypeId: T.Order, supplierId, projectId: 2_000_000_000 }), 'projectId', messages.invalidValue);
  });

  it('lists only active projects, plus the chosen one on edit', async () => {
    const closed = await projectWithWarehouse();
    const doc = await createDoc(T.ConsumptionNote, { projectId: closed });
    await setProjectStatus(closed, 1002);
    expectFieldError(await post({ documentTypeId: T.ConsumptionNote, projectId: closed }), 'projectId', messages.documentProjectInactive);
    expect((await put(doc.id, { documentTypeId: T.ConsumptionNote, projectId: closed, comment: 'još uvijek' })).status).toBe(200);
    const other = await projectWithWarehouse();
    await setProjectStatus(other, 1001);
    expectFieldError(await put(doc.id, { documentTypeId: T.ConsumptionNote, projectId: other }), 'projectId', messages.documentProjectInactive);
  });

  it('PUT changes the header, never the type; DELETE takes the lines; a document with follow-ups stays', async () => {
    const doc = await createDoc(T.PurchaseOrder, { projectId: A, supplierId });
    await addItem(doc.id, A, { quantity: '2', unitPrice: '5' });
    const res = await put(doc.id, { documentTypeId: T.Order, projectId: B, supplierId, deadlineDate: '2026-05-05', currency: 'usd' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ documentTypeId: T.PurchaseOrder, projectId: B, deadlineDate: '2026-05-05', currency: 'USD', totalPrice: '10.00', lastModifiedDate: expect.any(String) });
    expect((await processDoc(doc.id)).status).toBe(409);
    expect((await complete(doc.id)).status).toBe(200);
    const r = await copy({ sourceDocumentId: doc.id, destTypeId: T.Liquidation });
    expect(r.status).toBe(201);
    // The generated one is a Draft: deleting it is fine; the source is Completed anyway.
    const source = await createDoc(T.RequisitionOrder, { projectId: A });
    await addItem(source.id, A);
    await processDoc(source.id);
    const po = await copy({ sourceDocumentId: source.id, destTypeId: T.PurchaseOrder });
    const before = await snapshot([source.id], [A]);
    const refused = await del(source.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(messages.documentHasFollowUps);
    expect(await snapshot([source.id], [A])).toEqual(before);
    expect((await del(po.json.id)).status).toBe(204);
    expect(await stored(po.json.id)).toBeNull();
    expect((await del(source.id)).status).toBe(204);
    expect(await (await getDb()).select().from(documentItems).where(eq(documentItems.documentId, source.id))).toEqual([]);
    expect((await get(source.id)).status).toBe(404);
  });
});

describe('more header and line rules', () => {
  it('refuses a bad currency, a parent it cannot follow, a line another document follows', async () => {
    expectFieldError(await post({ documentTypeId: T.ConsumptionNote, projectId: A, currency: 'EURO' }), 'currency', messages.invalidValue);
    const req = await createDoc(T.RequisitionOrder, { projectId: A });
    const l1 = await addItem(req.id, A);
    await processDoc(req.id);
    // The same type is a copy, not a follow-up; a type the table does not allow is a 409.
    expectFieldError(await post({ documentTypeId: T.RequisitionOrder, projectId: A, parentId: req.id }), 'parentId', messages.documentParentNotAllowed);
    const wrong = await post({ documentTypeId: T.Liquidation, projectId: A, parentId: req.id });
    expect(wrong.status).toBe(409);
    expect(wrong.json.message).toBe(messages.documentFollowUpNotAllowed('Zahtjevnica', 'Likvidacija'));
    const po = await post({ documentTypeId: T.PurchaseOrder, projectId: A, parentId: req.id, documentItemIds: [l1.id] });
    expect(po.status).toBe(201);
    const before = await snapshot([req.id, po.json.id], [A]);
    const res = await delItem(l1.id);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(messages.documentItemHasFollowUps);
    expect(await snapshot([req.id, po.json.id], [A])).toEqual(before);
    // Its own line (the follow-up's) may go, then the source line too.
    const [poLine] = await (await getDb()).select().from(documentItems).where(eq(documentItems.documentId, po.json.id));
    // An edit that does not send the link keeps it.
    const edited = await putItem(poLine.id, line(po.json.id, { name: 'Daske 2 m', parentItemId: null }));
    expect(edited.json).toMatchObject({ name: 'Daske 2 m', parentItemId: l1.id, parentItemDocumentId: req.id, parentItemDocumentCode: req.code });
    expect((await delItem(poLine.id)).status).toBe(204);
    expect((await delItem(l1.id)).status).toBe(204);
  });

  it('filters the list by an exact receipt amount typed either way', async () => {
    const P = await projectWithWarehouse();
    const lik = await createDoc(T.Liquidation, { projectId: P, supplierId, receiptAmount: '1234.5' });
    await createDoc(T.Liquidation, { projectId: P, supplierId, receiptAmount: '1234.55' });
    const ids = async (qs: string) => (await call(listRoute.GET, 'GET', `/api/Documents?DocumentTypeId=807&ProjectId=${P}&${qs}`, { as: 'Admin' })).json.pageItems.map((d: { id: number }) => d.id);
    expect(await ids('ReceiptAmount=1.234,50')).toEqual([lik.id]);
    expect(await ids('ReceiptAmount=1234.5')).toEqual([lik.id]);
    expect(await ids('ReceiptAmount=abc')).toEqual([]);
  });
});

describe('codes (numbering.ts, counter.ts)', () => {
  it('numbers per type and year, keeps a typed code, refuses a taken one, never reuses a deleted one', async () => {
    const year = new Date().getFullYear();
    const a = await createDoc(T.WriteOffNote, { projectId: A });
    const b = await createDoc(T.WriteOffNote, { projectId: A });
    const n = (code: string) => Number(code.split('-')[2]);
    expect(a.code).toMatch(new RegExp(`^OTP-${year}-\\d{5}$`));
    expect(n(b.code)).toBe(n(a.code) + 1);
    const typed = `OTP-${year}-${String(n(b.code) + 10).padStart(5, '0')}`;
    expect((await createDoc(T.WriteOffNote, { projectId: A, code: typed })).code).toBe(typed);
    const taken = await post({ documentTypeId: T.WriteOffNote, projectId: A, code: typed });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ message: messages.documentCodeTaken, errors: { code: [messages.documentCodeTaken] } });
    // The counter moved past the typed code; the same code in another type is free.
    const next = await createDoc(T.WriteOffNote, { projectId: A });
    expect(n(next.code)).toBe(n(typed) + 1);
    expect((await createDoc(T.ConsumptionNote, { projectId: A, code: typed })).code).toBe(typed);
    expect((await del(next.id)).status).toBe(204);
    expect(n((await createDoc(T.WriteOffNote, { projectId: A })).code)).toBe(n(next.code) + 1);
    // PUT: an empty code keeps the stored one; another document's code is refused.
    expect((await put(a.id, { documentTypeId: T.WriteOffNote, projectId: A, code: '' })).json.code).toBe(a.code);
    expect((await put(a.id, { documentTypeId: T.WriteOffNote, projectId: A, code: b.code })).status).toBe(409);
  });
});

describe('document items (§5 "Document item form")', () => {
  it('computes exact totals and keeps the document total the sum of its lines', async () => {
    const doc = await createDoc(T.PurchaseOrder, { projectId: A, supplierId });
    const a = await addItem(doc.id, A, { quantity: '0,333333', unitPrice: '3' });
    expect(a.totalPrice).toBe('1.00');
    const b = await addItem(doc.id, A, { quantity: '1.5', unitPrice: '0.10' });
    expect(b.totalPrice).toBe('0.15');
    expect((await stored(doc.id))!.totalPrice).toBe('1.15');
    expect((await putItem(b.id, line(doc.id, { quantity: '3', unitPrice: '0.1' }))).json.totalPrice).toBe('0.30');
    expect((await stored(doc.id))!.totalPrice).toBe('1.30');
    expect((await addItem(doc.id, A, { unitPrice: null })).totalPrice).toBe('0.00');
    expect((await delItem(a.id)).status).toBe(204);
    expect((await stored(doc.id))!.totalPrice).toBe('0.30');
    expectFieldError(await postItem(line(doc.id, { quantity: '0' })), 'quantity', messages.positive);
    expectFieldError(await postItem(line(doc.id, { quantity: '1.1234567' })), 'quantity', messages.maxDecimals(6));
  });

  it('requires the fields of the type and drops the ones it has not', async () => {
    const lik = await createDoc(T.Liquidation, { projectId: A, supplierId });
    expectFieldError(await postItem(line(lik.id)), 'unitPrice', messages.required);
    const izd = await createDoc(T.ConsumptionNote, { projectId: A });
    expectFieldError(await postItem(line(izd.id)), 'warehouseItemId', messages.required);
    const msi = await createDoc(T.TransferNote, { projectId: A, destinationProjectId: B });
    expectFieldError(await postItem(line(msi.id)), 'destinationProjectId', messages.required);
    expectFieldError(await postItem(line(msi.id, { destinationProjectId: A })), 'destinationProjectId', messages.documentDestinationSameProject);
    const r = await receive(A, '2');
    const kept = await postItem(line(izd.id, { warehouseItemId: r.warehouseItemId, supplierId, destinationProjectId: B, statusId: 1201 }));
    expect(kept.status).toBe(201);
    expect(kept.json).toMatchObject({ supplierId: null, destinationProjectId: null, statusId: 1201, warehouseItem: 'Beton C25/30', warehouseItemQuantity: '2.000000' });
    expectFieldError(await postItem(line(izd.id, { warehouseItemId: r.warehouseItemId, statusId: 1203 })), 'statusId', messages.documentItemStatusInvalid);
    const po = await createDoc(T.PurchaseOrder, { projectId: A, supplierId });
    expectFieldError(await postItem(line(po.id, { statusId: 1202 })), 'statusId', messages.documentItemStatusInvalid);
    expect((await postItem(line(po.id, { statusId: 1206, warehouseItemId: r.warehouseItemId }))).json).toMatchObject({ statusId: 1206, warehouseItemId: null });
    expectFieldError(await postItem(line(2_000_000_000)), 'documentId', messages.invalidValue);
  });

  it('checks every id against the database: warehouse item of the line’s project with stock, project item, expense group of its type', async () => {
    const izd = await createDoc(T.ConsumptionNote, { projectId: A });
    const onB = await receive(B, '1');
    expectFieldError(await postItem(line(izd.id, { warehouseItemId: onB.warehouseItemId })), 'warehouseItemId', messages.documentItemWarehouseNotOfProject);
    const empty = await receive(A, '1');
    const used = await createDoc(T.ConsumptionNote, { projectId: A });
    await addItem(used.id, A, { warehouseItemId: empty.warehouseItemId });
    expect((await complete(used.id)).status).toBe(200);
    expectFieldError(await postItem(line(izd.id, { warehouseItemId: empty.warehouseItemId })), 'warehouseItemId', messages.documentItemWarehouseEmpty);

    const db = await getDb();
    const [piB] = await db.insert(projectItems).values({ projectId: B, name: 'Zidanje', isGroup: false, ordinal: 1 } as typeof projectItems.$inferInsert).returning();
    const po = await createDoc(T.PurchaseOrder, { projectId: A, supplierId });
    expectFieldError(await postItem(line(po.id, { projectItemId: piB.id })), 'projectItemId', messages.documentItemProjectItemNotOfProject);
    expect((await postItem(line(po.id, { projectId: B, projectItemId: piB.id }))).json).toMatchObject({ projectItemId: piB.id, projectItem: 'Zidanje' });

    const [fuel] = await db.insert(expenseGroups).values({ name: `Gorivo ${unique()}`, expenseTypeId: 1504 }).returning();
    expectFieldError(await postItem(line(po.id, { expenseGroupId: fuel.id })), 'expenseGroupId', messages.documentExpenseGroupNeedsType);
    expectFieldError(await postItem(line(po.id, { expenseTypeId: 1500, expenseGroupId: fuel.id })), 'expenseGroupId', messages.documentItemExpenseGroupWrongType);
    expectFieldError(await postItem(line(po.id, { expenseTypeId: 900 })), 'expenseTypeId', messages.invalidValue);
    const ok = await postItem(line(po.id, { expenseTypeId: 1504, expenseGroupId: fuel.id }));
    const [label] = await db.select({ label: codebooks.label }).from(codebooks).where(eq(codebooks.id, 1504));
    expect(ok.json).toMatchObject({ expenseType: label.label, expenseGroup: fuel.name });
    expectFieldError(await postItem(line(po.id, { parentItemId: ok.json.id })), 'parentItemId', messages.documentItemParentInvalid);
  });

  it('changing a line’s project clears its warehouse item and project item; a line never changes document', async () => {
    const r = await receive(A, '3');
    const [piA] = await (await getDb()).insert(projectItems).values({ projectId: A, name: 'Beton', isGroup: false, ordinal: 1 } as typeof projectItems.$inferInsert).returning();
    const msi = await createDoc(T.TransferNote, { projectId: A, destinationProjectId: B });
    const it1 = await addItem(msi.id, A, { warehouseItemId: r.warehouseItemId, projectItemId: piA.id, destinationProjectId: B });
    const other = await projectWithWarehouse();
    const moved = await putItem(it1.id, line(msi.id, { projectId: other, warehouseItemId: r.warehouseItemId, projectItemId: piA.id, destinationProjectId: B }));
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ projectId: other, warehouseItemId: null, projectItemId: null });
    const izd = await createDoc(T.ConsumptionNote, { projectId: A });
    expectFieldError(await putItem(it1.id, line(izd.id, { projectId: other, destinationProjectId: B })), 'documentId', messages.documentItemDocumentFixed);
  });
});

describe('rights per role (§6)', () => {
  it('every role reads and writes documents; Procurement and Warehouse too', async () => {
    for (const as of ['SuperAdmin', 'Accounting', 'Management', 'Procurement', 'Warehouse'] as RoleName[]) {
      const doc = await createDoc(T.Order, { projectId: A, supplierId }, as);
      await addItem(doc.id, A, {}, as);
      expect((await put(doc.id, { documentTypeId: T.Order, projectId: A, supplierId, comment: as }, as)).status).toBe(200);
      expect((await complete(doc.id, as)).status).toBe(200);
      expect((await get(doc.id, as)).json).toMatchObject({ comment: as, documentStatusId: S.Completed });
    }
  });

  it('SiteManager: a project is required; edits and deletes only Drafts (403), still processes and completes', async () => {
    const SM = 'SiteManager' as const;
    expectFieldError(await post({ documentTypeId: T.ConsumptionNote }, SM), 'projectId', messages.required);
    expect((await post({ documentTypeId: T.ConsumptionNote })).status).toBe(201);
    const r = await receive(A, '1');
    const msi = await createDoc(T.TransferNote, { projectId: A, destinationProjectId: B }, SM);
    const it1 = await addItem(msi.id, A, { warehouseItemId: r.warehouseItemId, destinationProjectId: B }, SM);
    expect((await put(msi.id, { documentTypeId: T.TransferNote, projectId: A, destinationProjectId: B, comment: 'SM' }, SM)).status).toBe(200);
    expect((await processDoc(msi.id, SM)).status).toBe(200);
    const before = await snapshot([msi.id], [A, B]);
    for (const res of [
      await put(msi.id, { documentTypeId: T.TransferNote, projectId: A, destinationProjectId: B }, SM),
      await del(msi.id, SM),
      await postItem(line(msi.id, { destinationProjectId: B }), SM),
      await putItem(it1.id, line(msi.id, { destinationProjectId: B }), SM),
      await delItem(it1.id, SM),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.message).toBe(messages.documentDraftOnly);
    }
    expect(await snapshot([msi.id], [A, B])).toEqual(before);
    // Other roles still edit it while it is not Completed; the SiteManager completes it.
    expect((await put(msi.id, { documentTypeId: T.TransferNote, projectId: A, destinationProjectId: B, comment: 'Admin' })).status).toBe(200);
    expect((await complete(msi.id, SM)).status).toBe(200);
    const draft = await createDoc(T.ConsumptionNote, { projectId: A }, SM);
    expect((await del(draft.id, SM)).status).toBe(204);
  });
});

describe('lists (GET /api/Documents, /api/DocumentItems, /api/Projects/{id}/ProjectDocuments)', () => {
  it('needs DocumentTypeId and filters by project, status (repeated), dates, code, supplier', async () => {
    const P = await projectWithWarehouse();
    const Q = await projectWithWarehouse();
    const d1 = await createDoc(T.PurchaseOrder, { projectId: P, supplierId });
    const d2 = await createDoc(T.PurchaseOrder, { projectId: P, supplierId });
    await addItem(d2.id, P, { unitPrice: '2' });
    expect((await complete(d2.id)).status).toBe(200);
    const d3 = await createDoc(T.TransferNote, { projectId: Q, destinationProjectId: P });
    const list = (qs: string) => call(listRoute.GET, 'GET', `/api/Documents?${qs}`, { as: 'Warehouse' });
    expectFieldError(await list(`ProjectId=${P}`), 'DocumentTypeId', messages.required);
    const ids = async (qs: string) => (await list(qs)).json.pageItems.map((d: { id: number }) => d.id);
    expect(await ids(`DocumentTypeId=801&ProjectId=${P}`)).toEqual([d2.id, d1.id]);
    expect(await ids(`DocumentTypeId=801&ProjectId=${P}&DocumentStatusId=900&DocumentStatusId=902`)).toEqual([d1.id]);
    expect(await ids(`DocumentTypeId=801&ProjectId=${P}&Code=${encodeURIComponent(d1.code)}`)).toEqual([d1.id]);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Zagreb' });
    expect(await ids(`DocumentTypeId=801&ProjectId=${P}&DateFrom=${today}&DateTo=${today}`)).toEqual([d2.id, d1.id]);
    expect(await ids(`DocumentTypeId=801&ProjectId=${P}&DateTo=2020-01-01`)).toEqual([]);
    expect(await ids(`DocumentTypeId=803&DestinationProjectId=${P}`)).toEqual([d3.id]);
    expect((await list(`DocumentTypeId=801&ProjectId=${P}&SortBy=code&SortOrder=asc&PageSize=1`)).json).toMatchObject({ totalItems: 2, totalPages: 2, pageItems: [{ id: d1.id }] });

    const items = (qs: string) => call(itemsRoute.GET, 'GET', `/api/DocumentItems?${qs}`, { as: 'Procurement' });
    expectFieldError(await items(`ProjectId=${P}`), 'DocumentTypeId', messages.required);
    const page = await items(`DocumentTypeId=801&ProjectId=${P}&ParentDocumentStatusId=901`);
    expect(page.json.pageItems).toEqual([expect.objectContaining({ documentId: d2.id, documentCode: d2.code, totalPrice: '2.00' })]);
    expect((await items(`DocumentTypeId=801&ProjectId=${P}&ParentDocumentStatusId=900&ParentDocumentStatusId=902`)).json.totalItems).toBe(0);
    // The items' from/to days read the document's day in Croatian time (lib/http/day-range.ts).
    expect((await items(`DocumentTypeId=801&ProjectId=${P}&DateFrom=${today}&DateTo=${today}`)).json.totalItems).toBe(1);
    expect((await items(`DocumentTypeId=801&ProjectId=${P}&DateTo=2020-01-01`)).json.totalItems).toBe(0);

    const pd = await call(projectDocumentsRoute.GET, 'GET', '/x', { as: 'Admin', params: { id: P } });
    expect(pd.json.pageItems.map((d: { id: number }) => d.id).sort()).toEqual([d1.id, d2.id, d3.id].sort());
    const pdTyped = await call(projectDocumentsRoute.GET, 'GET', `/x?DocumentTypeId=803`, { as: 'Admin', params: { id: P } });
    expect(pdTyped.json.pageItems.map((d: { id: number }) => d.id)).toEqual([d3.id]);
    expect((await call(projectDocumentsRoute.GET, 'GET', '/x', { as: 'Admin', params: { id: 2_000_000_000 } })).status).toBe(404);
    // none that match: the project exists, so an empty list (and a missing one 404 whatever the filters)
    const none = await call(projectDocumentsRoute.GET, 'GET', '/x?DateTo=2020-01-01', { as: 'Admin', params: { id: P } });
    expect(none.status).toBe(200);
    expect(none.json).toMatchObject({ totalItems: 0, pageItems: [] });
    const missing = await call(projectDocumentsRoute.GET, 'GET', '/x?DateTo=2020-01-01', { as: 'Admin', params: { id: 2_000_000_000 } });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(messages.projectMissing);
    if (process.env.DATABASE_URL) {
      // Its documents prove the project exists: it is looked up only for an empty list (a statement less per page).
      const lookups = (qs: string) => statementsMatching(() => call(projectDocumentsRoute.GET, 'GET', `/x${qs}`, { as: 'Admin', params: { id: P } }), PROJECT_LOOKUP);
      expect(await lookups('')).toBe(0);
      expect(await lookups('?DateTo=2020-01-01')).toBe(1);
    }
  });
});

describe('document attachments (owner: the document; rights follow it)', () => {
  const upload = (documentId: number, as: RoleName = 'Admin') => {
    const fd = new FormData();
    fd.append('File', new File([new TextEncoder().encode('Otpremnica')], 'otpremnica.txt', { type: 'text/plain' }));
    fd.append('DocumentId', String(documentId));
    return call(attachmentsRoute.POST, 'POST', '/api/Attachments', { as, body: fd });
  };

  it('adds to a document while it may change, lists them, refuses on a Completed one; Procurement has no attachments', async () => {
    const doc = await createDoc(T.Order, { projectId: A, supplierId });
    const added = await upload(doc.id);
    expect(added.status).toBe(201);
    const list = await call(docAttachmentsRoute.GET, 'GET', '/x', { as: 'SiteManager', params: { id: doc.id } });
    expect(list.json).toEqual([expect.objectContaining({ id: added.json.id, documentId: doc.id, fileName: 'otpremnica.txt' })]);
    expect((await call(docAttachmentsRoute.GET, 'GET', '/x', { as: 'Procurement', params: { id: doc.id } })).status).toBe(403);
    expect((await call(docAttachmentsRoute.GET, 'GET', '/x', { as: 'Admin', params: { id: 2_000_000_000 } })).status).toBe(404);
    expect((await complete(doc.id)).status).toBe(200);
    expect((await upload(doc.id)).status).toBe(409);
    // Deleting a Draft document takes its attachments.
    const draft = await createDoc(T.Order, { projectId: A, supplierId });
    await upload(draft.id);
    expect((await del(draft.id)).status).toBe(204);
    expect((await call(docAttachmentsRoute.GET, 'GET', '/x', { as: 'Admin', params: { id: draft.id } })).status).toBe(404);
  });
});

describe('POST /api/Documents with selected lines or warehouse items', () => {
  it('generates from selected source lines (the Generate drawer) and links the parent', async () => {
    const req = await createDoc(T.RequisitionOrder, { projectId: A });
    const l1 = await addItem(req.id, A, { name: 'Daske' });
    await addItem(req.id, A, { name: 'Čavli' });
    expect((await post({ documentTypeId: T.PurchaseOrder, projectId: A, documentItemIds: [l1.id] })).status).toBe(409); // from a Draft
    await processDoc(req.id);
    const po = await post({ documentTypeId: T.PurchaseOrder, projectId: A, supplierId, documentItemIds: [l1.id] });
    expect(po.status).toBe(201);
    expect(po.json).toMatchObject({ parentId: req.id, documentStatusId: S.Draft });
    const rows = await (await getDb()).select().from(documentItems).where(eq(documentItems.documentId, po.json.id));
    expect(rows.map((r) => [r.name, r.parentItemId])).toEqual([['Daske', l1.id]]);
    expect((await stored(req.id))!.documentStatusId).toBe(S.Processed);
    expectFieldError(await post({ documentTypeId: T.PurchaseOrder, projectId: A, documentItemIds: [2_000_000_000] }), 'documentItemIds', messages.documentSelectedItemsInvalid);
  });

  it('makes a consumption note of selected warehouse items of the project, their whole stock', async () => {
    const r1 = await receive(A, '2.5', '4');
    const r2 = await receive(B, '1');
    expectFieldError(await post({ documentTypeId: T.ConsumptionNote, projectId: A, warehouseItemIds: [r1.warehouseItemId, r2.warehouseItemId] }), 'warehouseItemIds', messages.documentWarehouseItemsNotOfProject);
    expectFieldError(await post({ documentTypeId: T.PurchaseOrder, projectId: A, supplierId, warehouseItemIds: [r1.warehouseItemId] }), 'warehouseItemIds', messages.documentWarehouseItemsNotOutgoing);
    const izd = await post({ documentTypeId: T.ConsumptionNote, projectId: A, warehouseItemIds: [r1.warehouseItemId] });
    expect(izd.status).toBe(201);
    expect(izd.json.totalPrice).toBe('10.00');
    expect((await complete(izd.json.id)).status).toBe(200);
    // Without a project (the warehouse items table's "all warehouses"): each line its item's project.
    const r3 = await receive(A, '1', '3');
    const lik = await post({ documentTypeId: T.Liquidation, supplierId, warehouseItemIds: [r3.warehouseItemId, r2.warehouseItemId] });
    expect(lik.status).toBe(201);
    const rows = await (await getDb()).select().from(documentItems).where(eq(documentItems.documentId, lik.json.id)).orderBy(documentItems.id);
    // In warehouse item order (the lock order).
    expect(rows.map((r) => [r.projectId, r.quantity, r.unitPrice, r.warehouseItemId])).toEqual([
      [B, '1.000000', '10.000000', null],
      [A, '1.000000', '3.000000', null],
    ]);
    expect(lik.json.totalPrice).toBe('13.00');
    // A used-up item is not offered (nothing to take).
    expectFieldError(await post({ documentTypeId: T.WriteOffNote, projectId: A, warehouseItemIds: [r1.warehouseItemId] }), 'warehouseItemIds', messages.documentWarehouseItemsNotOfProject);
  });
});
