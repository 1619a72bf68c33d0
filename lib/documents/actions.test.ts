import { describe, expect, it } from 'vitest';
import { Role } from '@/lib/auth/roles';
import { documentActions } from './actions';
import { DocumentStatus } from './statuses';
import { DocumentType } from './types';

const { Draft, Processing, Processed, Completed } = DocumentStatus;
const T = DocumentType;
const doc = (documentTypeId: number, documentStatusId: number, extra: { isStorno?: boolean; isStorned?: boolean } = {}) => ({
  documentTypeId,
  documentStatusId,
  isStorno: extra.isStorno ?? false,
  isStorned: extra.isStorned ?? false,
});

describe('the detail page workflow buttons (§4, §6)', () => {
  it('a draft requisition: edit, delete, process, copy; no complete (never), no generate (draft)', () => {
    expect(documentActions(Role.Procurement, doc(T.RequisitionOrder, Draft))).toEqual({
      edit: true,
      delete: true,
      process: true,
      complete: false,
      generate: [],
      copy: true,
      storno: false,
      items: true,
    });
  });

  it('a requisition in processing generates purchase orders and transfer notes', () => {
    const a = documentActions(Role.Procurement, doc(T.RequisitionOrder, Processing));
    expect(a.generate).toEqual([T.PurchaseOrder, T.TransferNote]);
    expect(a.process).toBe(false);
    expect(documentActions(Role.Admin, doc(T.RequisitionOrder, Processed)).generate).toEqual([T.PurchaseOrder, T.TransferNote]);
  });

  it('a draft received note completes without processing; a transfer note must be processed first', () => {
    expect(documentActions(Role.Warehouse, doc(T.PurchaseReceivedNote, Draft)).complete).toBe(true);
    expect(documentActions(Role.Warehouse, doc(T.TransferNote, Draft)).complete).toBe(false);
    expect(documentActions(Role.Warehouse, doc(T.TransferNote, Processing)).complete).toBe(true);
  });

  it('a completed received note: no edit or delete, storno and generate offered', () => {
    const a = documentActions(Role.Admin, doc(T.PurchaseReceivedNote, Completed));
    expect(a).toMatchObject({ edit: false, delete: false, complete: false, storno: true, items: false });
    expect(a.generate).toEqual([T.WriteOffNote, T.ConsumptionNote, T.Liquidation]);
  });

  it('a storno: neither storned again, copied nor generated from; a storned document not storned twice', () => {
    const s = documentActions(Role.Admin, doc(T.ConsumptionNote, Completed, { isStorno: true }));
    expect(s).toMatchObject({ storno: false, copy: false, generate: [] });
    expect(documentActions(Role.Admin, doc(T.ConsumptionNote, Completed, { isStorned: true })).storno).toBe(false);
  });

  it('a SiteManager changes only drafts (the workflow steps stay with the update right)', () => {
    expect(documentActions(Role.SiteManager, doc(T.RequisitionOrder, Draft))).toMatchObject({ edit: true, delete: true, items: true });
    expect(documentActions(Role.SiteManager, doc(T.TransferNote, Processing))).toMatchObject({ edit: false, delete: false, items: false, complete: true });
    expect(documentActions(Role.Admin, doc(T.TransferNote, Processing))).toMatchObject({ edit: true, delete: true, complete: true });
  });

  it('no role: nothing', () => {
    expect(documentActions(null, doc(T.PurchaseReceivedNote, Completed))).toMatchObject({ copy: false, storno: false, generate: [] });
  });
});
