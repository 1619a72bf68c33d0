import { describe, expect, it } from 'vitest';
import { Role } from '@/lib/auth/roles';
import { DOCUMENT_UI_TEXTS } from '@/lib/i18n/documents-ui';
import { messages } from '@/lib/i18n/messages';
import { commonValue, followUpHeader, ONE_PROJECT_TYPES, planGeneratedDocument, selectionProblem, type GenerateSource } from './generate-lines';
import { DocumentType as T } from './types';

const source = (patch: Partial<GenerateSource> = {}): GenerateSource => ({
  documentTypeId: T.RequisitionOrder,
  projectId: 1,
  destinationProjectId: null,
  supplierId: 7,
  deadlineDate: '2026-12-01',
  receiptCode: null,
  receiptAmount: null,
  currency: 'EUR',
  comment: null,
  ...patch,
});
const line = (projectId: number, destinationProjectId: number | null = null) => ({ projectId, destinationProjectId });
const admin = Role.Admin;

describe('generating one document from lines of several documents', () => {
  it('stock types need one project; purchase orders, orders and liquidations do not', () => {
    expect([...ONE_PROJECT_TYPES].sort()).toEqual([T.PurchaseReceivedNote, T.TransferNote, T.TransferReceivedNote, T.ConsumptionNote, T.WriteOffNote].sort());
  });

  it('keeps what every source agrees on, drops what they do not', () => {
    const plan = planGeneratedDocument(T.PurchaseOrder, admin, [source(), source({ deadlineDate: '2026-12-05', comment: 'x' })], [line(1), line(1)]);
    expect(plan).toEqual({
      ok: true,
      header: { projectId: 1, destinationProjectId: null, supplierId: 7, deadlineDate: null, receiptCode: null, receiptAmount: null },
      currency: 'EUR',
      comment: null,
    });
    expect(commonValue([])).toBeNull();
  });

  it('several projects: allowed on a purchase order without a header project, refused on a transfer note and for a SiteManager', () => {
    const sources = [source(), source({ projectId: 2 })];
    const lines = [line(1), line(2)];
    const po = planGeneratedDocument(T.PurchaseOrder, admin, sources, lines);
    expect(po.ok && po.header.projectId).toBeNull();
    expect(planGeneratedDocument(T.TransferNote, admin, sources, lines)).toEqual({ ok: false, field: 'documentItemIds', message: messages.documentGenerateOneProject('Međuskladišnica – izlaz') });
    expect(planGeneratedDocument(T.PurchaseOrder, Role.SiteManager, sources, lines)).toMatchObject({ ok: false, message: messages.documentGenerateSiteManagerOneProject });
  });

  it('a received transfer has one destination; two currencies and an Order without a supplier are refused', () => {
    const tn = (dest: number) => source({ documentTypeId: T.TransferNote, destinationProjectId: dest, supplierId: null });
    expect(planGeneratedDocument(T.TransferReceivedNote, admin, [tn(2), tn(3)], [line(1, 2), line(1, 3)])).toMatchObject({ ok: false, message: messages.documentGenerateOneDestination });
    const ok = planGeneratedDocument(T.TransferReceivedNote, admin, [tn(2), tn(2)], [line(1, 2), line(1, 2)]);
    expect(ok.ok && ok.header).toMatchObject({ projectId: 1, destinationProjectId: 2 });
    expect(planGeneratedDocument(T.PurchaseOrder, admin, [source(), source({ currency: 'USD' })], [line(1), line(1)])).toMatchObject({ ok: false, message: messages.documentGenerateMixedCurrencies });
    const po = (supplierId: number) => source({ documentTypeId: T.PurchaseOrder, supplierId });
    expect(planGeneratedDocument(T.Order, admin, [po(7), po(8)], [line(1), line(1)])).toMatchObject({ ok: false, message: messages.documentGenerateMissingHeader('Narudžba') });
    expect(planGeneratedDocument(T.Order, admin, [po(7), po(7)], [line(1), line(1)]).ok).toBe(true);
    expect(planGeneratedDocument(T.Order, admin, [], [])).toMatchObject({ ok: false, message: messages.documentGenerateNoItems });
  });

  it('a received transfer’s follow-ups lie in its destination project', () => {
    const trn = { documentTypeId: T.TransferReceivedNote, projectId: 1, destinationProjectId: 2, supplierId: null, deadlineDate: null, receiptCode: null, receiptAmount: null };
    expect(followUpHeader(trn, T.ConsumptionNote)).toMatchObject({ projectId: 2, destinationProjectId: null });
  });

  it('the drawer’s early word matches the service’s rules', () => {
    const item = (projectId: number, destinationProjectId: number | null = null, documentTypeId: number = T.RequisitionOrder) => ({ documentTypeId, projectId, destinationProjectId });
    expect(selectionProblem(T.TransferNote, [item(1), item(2)])).toBe(messages.documentGenerateOneProject('Međuskladišnica – izlaz'));
    expect(selectionProblem(T.PurchaseOrder, [item(1), item(2)])).toBeNull();
    expect(selectionProblem(T.TransferReceivedNote, [item(1, 2, T.TransferNote), item(1, 3, T.TransferNote)])).toBe(messages.documentGenerateOneDestination);
    // Received transfers from 1 and 3, both arrived in 2: one project for a consumption note.
    expect(selectionProblem(T.ConsumptionNote, [item(1, 2, T.TransferReceivedNote), item(3, 2, T.TransferReceivedNote)])).toBeNull();
  });

  it('says how many lines of how many documents (Croatian plural)', () => {
    const t = DOCUMENT_UI_TEXTS.generateFromSelected;
    expect([t(1, 1), t(2, 2), t(5, 5), t(12, 12), t(21, 21)]).toEqual([
      'Odabrano stavki: 1',
      'Odabrano stavki: 2 iz 2 dokumenta',
      'Odabrano stavki: 5 iz 5 dokumenata',
      'Odabrano stavki: 12 iz 12 dokumenata',
      'Odabrano stavki: 21 iz 21 dokumenta',
    ]);
  });
});
