/**
 * Allowed follow-up documents (spec part 2 §4), pure and client-safe. One request,
 * POST /api/Documents/Copy { sourceDocumentId, destTypeId, isStorno }, serves three operations;
 * `classifyCopy` says which one a body asks for and whether the source allows it.
 *
 *   RequisitionOrder      -> PurchaseOrder, TransferNote
 *   PurchaseOrder         -> PurchaseReceivedNote, Order, Liquidation
 *   PurchaseReceivedNote  -> WriteOffNote, ConsumptionNote, Liquidation
 *   TransferNote          -> TransferReceivedNote
 *   TransferReceivedNote  -> WriteOffNote, ConsumptionNote
 *   others                -> none
 */
import { messages } from '@/lib/i18n/messages';
import { DocumentStatus, stornoDocument, type DocumentState } from './statuses';
import { documentType, DocumentType, type DocumentTypeId } from './types';

const T = DocumentType;

export const FOLLOW_UPS: Readonly<Record<DocumentTypeId, readonly DocumentTypeId[]>> = {
  [T.RequisitionOrder]: [T.PurchaseOrder, T.TransferNote],
  [T.PurchaseOrder]: [T.PurchaseReceivedNote, T.Order, T.Liquidation],
  [T.PurchaseReceivedNote]: [T.WriteOffNote, T.ConsumptionNote, T.Liquidation],
  [T.TransferNote]: [T.TransferReceivedNote],
  [T.TransferReceivedNote]: [T.WriteOffNote, T.ConsumptionNote],
  [T.ConsumptionNote]: [],
  [T.WriteOffNote]: [],
  [T.Liquidation]: [],
  [T.Order]: [],
};

/** The types a document may be generated into (also the detail page's child tabs, in this order). */
export function allowedFollowUps(sourceTypeId: number): readonly DocumentTypeId[] {
  return FOLLOW_UPS[sourceTypeId as DocumentTypeId] ?? [];
}

export function isAllowedFollowUp(sourceTypeId: number, destTypeId: number): boolean {
  return (allowedFollowUps(sourceTypeId) as readonly number[]).includes(destTypeId);
}

export type CopyRequest = { destTypeId: number; isStorno: boolean };
export type CopyKind = 'generate' | 'copy' | 'storno';
export type CopyResult = { ok: true; kind: CopyKind } | { ok: false; message: string };

/**
 * What a Copy body asks of `source`:
 * - isStorno: a storno (same type; the status rules of statuses.ts stornoDocument);
 * - the same type: a plain copy (a new Draft without parent link; not of a storno);
 * - another type: generate, when the follow-up table allows it and the source is not a Draft
 *   ("Generate is shown only when the source is not in Draft") and is not a storno.
 */
export function classifyCopy(source: DocumentState, req: CopyRequest): CopyResult {
  if (req.isStorno) {
    if (req.destTypeId !== source.documentTypeId) return { ok: false, message: messages.documentStornoSameType };
    const storno = stornoDocument(source);
    return storno.ok ? { ok: true, kind: 'storno' } : storno;
  }
  if (req.destTypeId === source.documentTypeId) {
    return source.isStorno ? { ok: false, message: messages.documentCopyOfStorno } : { ok: true, kind: 'copy' };
  }
  if (!isAllowedFollowUp(source.documentTypeId, req.destTypeId)) {
    const name = (id: number) => {
      try {
        return documentType(id).singular;
      } catch {
        return String(id);
      }
    };
    return { ok: false, message: messages.documentFollowUpNotAllowed(name(source.documentTypeId), name(req.destTypeId)) };
  }
  if (source.documentStatusId === DocumentStatus.Draft) return { ok: false, message: messages.documentGenerateFromDraft };
  // A storno only cancels: nothing follows from it.
  if (source.isStorno) return { ok: false, message: messages.documentGenerateFromStorno };
  return { ok: true, kind: 'generate' };
}
