import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/i18n/messages';
import { allowedFollowUps, classifyCopy, isAllowedFollowUp } from './follow-ups';
import { DocumentStatus as S, type DocumentState } from './statuses';
import { ALL_DOCUMENT_TYPE_IDS, DocumentType as T } from './types';

const doc = (documentTypeId: number, documentStatusId: number, patch: Partial<DocumentState> = {}): DocumentState => ({
  documentTypeId,
  documentStatusId,
  isStorno: false,
  isStorned: false,
  ...patch,
});

describe('the allowed follow-up documents table (spec part 2 §4)', () => {
  it('is exactly the spec’s table', () => {
    const table = Object.fromEntries(ALL_DOCUMENT_TYPE_IDS.map((t) => [t, [...allowedFollowUps(t)].sort()]));
    expect(table).toEqual({
      800: [801, 803],
      801: [802, 807, 808],
      802: [805, 806, 807],
      803: [804],
      804: [805, 806],
      805: [],
      806: [],
      807: [],
      808: [],
    });
  });
  it('allows nothing else (81 pairs checked)', () => {
    let allowed = 0;
    for (const from of ALL_DOCUMENT_TYPE_IDS) for (const to of ALL_DOCUMENT_TYPE_IDS) if (isAllowedFollowUp(from, to)) allowed++;
    expect(allowed).toBe(11);
    expect(allowedFollowUps(999)).toEqual([]);
  });
});

describe('POST /api/Documents/Copy: generate, copy or storno', () => {
  it('generates an allowed follow-up from a source that is not a Draft', () => {
    expect(classifyCopy(doc(T.RequisitionOrder, S.Processing), { destTypeId: T.PurchaseOrder, isStorno: false })).toEqual({ ok: true, kind: 'generate' });
    expect(classifyCopy(doc(T.PurchaseReceivedNote, S.Completed), { destTypeId: T.ConsumptionNote, isStorno: false })).toEqual({ ok: true, kind: 'generate' });
  });
  it('refuses generating from a Draft, into a type the table does not allow, or from a storno', () => {
    expect(classifyCopy(doc(T.RequisitionOrder, S.Draft), { destTypeId: T.PurchaseOrder, isStorno: false })).toEqual({ ok: false, message: messages.documentGenerateFromDraft });
    expect(classifyCopy(doc(T.PurchaseOrder, S.Completed), { destTypeId: T.ConsumptionNote, isStorno: false })).toEqual({
      ok: false,
      message: 'Iz dokumenta vrste Narudžbenica nije moguće generirati dokument vrste Izdatnica.',
    });
    expect(classifyCopy(doc(T.PurchaseReceivedNote, S.Completed, { isStorno: true }), { destTypeId: T.ConsumptionNote, isStorno: false })).toEqual({
      ok: false,
      message: messages.documentGenerateFromStorno,
    });
  });
  it('copies into the same type in any status, but not a storno', () => {
    expect(classifyCopy(doc(T.Order, S.Draft), { destTypeId: T.Order, isStorno: false })).toEqual({ ok: true, kind: 'copy' });
    expect(classifyCopy(doc(T.ConsumptionNote, S.Completed, { isStorno: true }), { destTypeId: T.ConsumptionNote, isStorno: false }).ok).toBe(false);
  });
  it('stornos by the status rules, into the same type only', () => {
    expect(classifyCopy(doc(T.ConsumptionNote, S.Completed), { destTypeId: T.ConsumptionNote, isStorno: true })).toEqual({ ok: true, kind: 'storno' });
    expect(classifyCopy(doc(T.ConsumptionNote, S.Completed), { destTypeId: T.WriteOffNote, isStorno: true })).toEqual({ ok: false, message: messages.documentStornoSameType });
    expect(classifyCopy(doc(T.ConsumptionNote, S.Draft), { destTypeId: T.ConsumptionNote, isStorno: true })).toEqual({ ok: false, message: messages.documentStornoNotCompleted });
  });
});
