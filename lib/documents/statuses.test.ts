import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import {
  changeDocument,
  completeDocument,
  DocumentStatus as S,
  LIST_TAB_STATUSES,
  offeredOperations,
  processDocument,
  statusAfterGenerate,
  stornoDocument,
  type DocumentState,
} from './statuses';
import { ALL_DOCUMENT_TYPE_IDS, DocumentType as T } from './types';

const doc = (documentTypeId: number, documentStatusId: number, patch: Partial<DocumentState> = {}): DocumentState => ({
  documentTypeId,
  documentStatusId,
  isStorno: false,
  isStorned: false,
  ...patch,
});
const STATUSES = [S.Draft, S.Processing, S.Processed, S.Completed];

/** Every (type, status) pair an operation accepts, as "type:from->to". */
function accepted(op: (d: DocumentState) => { ok: boolean; to?: number }) {
  const out: string[] = [];
  for (const t of ALL_DOCUMENT_TYPE_IDS) for (const s of STATUSES) {
    const r = op(doc(t, s));
    if (r.ok) out.push(`${t}:${s}->${r.to}`);
  }
  return out.sort();
}

describe('send to processing (§4: RequisitionOrder and TransferNote, in Draft)', () => {
  it('is Draft -> Processing for exactly those two types', () => {
    expect(accepted(processDocument)).toEqual([`${T.RequisitionOrder}:900->902`, `${T.TransferNote}:900->902`]);
  });
  it('refuses with the Croatian message', () => {
    expect(processDocument(doc(T.PurchaseOrder, S.Draft))).toEqual({ ok: false, message: messages.documentCannotProcess });
    expect(processDocument(doc(T.TransferNote, S.Processing)).ok).toBe(false);
  });
});

describe('complete (§4: not RequisitionOrder; from Processing, or Draft when the type has no processing)', () => {
  it('accepts exactly these transitions', () => {
    const expected: string[] = [];
    for (const t of ALL_DOCUMENT_TYPE_IDS) {
      if (t === T.RequisitionOrder) continue;
      expected.push(`${t}:${S.Processing}->${S.Completed}`);
      if (t !== T.TransferNote) expected.push(`${t}:${S.Draft}->${S.Completed}`);
    }
    expect(accepted((d) => completeDocument(d))).toEqual(expected.sort());
  });
  it('says why it refuses', () => {
    expect(completeDocument(doc(T.RequisitionOrder, S.Processing))).toEqual({ ok: false, message: messages.documentRequisitionNeverCompletes });
    expect(completeDocument(doc(T.TransferNote, S.Draft))).toEqual({ ok: false, message: messages.documentTransferNotProcessed });
    expect(completeDocument(doc(T.ConsumptionNote, S.Completed))).toEqual({ ok: false, message: messages.documentCannotComplete });
  });
  it('completes a transfer received note only after its transfer note', () => {
    const trn = doc(T.TransferReceivedNote, S.Draft);
    expect(completeDocument(trn, S.Processing)).toEqual({ ok: false, message: messages.documentTransferSourceNotCompleted });
    expect(completeDocument(trn, S.Completed)).toEqual({ ok: true, to: S.Completed });
  });
});

describe('generate: the source after a follow-up', () => {
  it('marks a requisition Processed, leaves every other source as it was', () => {
    expect(statusAfterGenerate(doc(T.RequisitionOrder, S.Processing))).toBe(S.Processed);
    expect(statusAfterGenerate(doc(T.RequisitionOrder, S.Processed))).toBe(S.Processed);
    expect(statusAfterGenerate(doc(T.TransferNote, S.Processing))).toBe(S.Processing);
    expect(statusAfterGenerate(doc(T.PurchaseOrder, S.Completed))).toBe(S.Completed);
  });
});

describe('storno (§4: Completed PRN, TN, TRN, consumption or write-off, not a storno, once)', () => {
  it('accepts exactly the five stock types when Completed', () => {
    expect(accepted(stornoDocument)).toEqual([802, 803, 804, 805, 806].map((t) => `${t}:${S.Completed}->${S.Completed}`));
  });
  it('refuses a storno of a storno and a second storno', () => {
    expect(stornoDocument(doc(T.ConsumptionNote, S.Completed, { isStorno: true }))).toEqual({ ok: false, message: messages.documentStornoOfStorno });
    expect(stornoDocument(doc(T.ConsumptionNote, S.Completed, { isStorned: true }))).toEqual({ ok: false, message: messages.documentAlreadyStorned });
    expect(stornoDocument(doc(T.Liquidation, S.Completed))).toEqual({ ok: false, message: messages.documentStornoType });
    expect(stornoDocument(doc(T.WriteOffNote, S.Draft))).toEqual({ ok: false, message: messages.documentStornoNotCompleted });
  });
});

describe('edit and delete', () => {
  it('are refused only for a Completed document', () => {
    for (const s of STATUSES) expect(changeDocument(doc(T.PurchaseOrder, s)).ok, String(s)).toBe(s !== S.Completed);
    expect(changeDocument(doc(T.PurchaseOrder, S.Completed))).toEqual({ ok: false, message: messages.documentCompletedLocked });
  });
  it('add up to the buttons a detail page offers', () => {
    expect(offeredOperations(doc(T.TransferNote, S.Draft))).toEqual({ process: true, complete: false, storno: false, edit: true, delete: true });
    expect(offeredOperations(doc(T.TransferNote, S.Processing))).toEqual({ process: false, complete: true, storno: false, edit: true, delete: true });
    expect(offeredOperations(doc(T.TransferNote, S.Completed))).toEqual({ process: false, complete: false, storno: true, edit: false, delete: false });
  });
});

describe('list tabs (§4)', () => {
  it('split documents and items by status', () => {
    expect(LIST_TAB_STATUSES.documents).toEqual({ active: [900, 902, 903], inactive: [901] });
    expect(LIST_TAB_STATUSES.items).toEqual({ active: [900, 902], inactive: [901] });
  });
});
