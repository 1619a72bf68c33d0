/**
 * Document status transitions (spec part 2 §4 "Document status"), pure and client-safe: the
 * buttons ask the same functions as the service, so no button offers what the API refuses.
 *
 *   process   Draft -> Processing          RequisitionOrder and TransferNote only
 *   complete  Processing -> Completed      every type but RequisitionOrder
 *             Draft -> Completed           every type but RequisitionOrder and TransferNote
 *   generate  source stays as it is, except a RequisitionOrder: Processing/Processed -> Processed
 *   storno    (a new Completed document; the source stays Completed and shows "Storniran")
 *
 * The spec leaves "other transitions" open; Processed is reached only by generating from a
 * requisition (it never completes, so Processed is where it ends). Edit and delete: never a
 * Completed document (role rules: lib/auth/permissions.ts canChangeDocument).
 */
import { DocumentStatus } from '@/lib/auth/permissions';
import { messages } from '@/lib/i18n/messages';
import { DocumentType } from './types';

export { DocumentStatus };
export type DocumentStatusId = (typeof DocumentStatus)[keyof typeof DocumentStatus];

export type DocumentOperation = 'process' | 'complete' | 'generate' | 'storno' | 'edit' | 'delete';

/** What the rules need to know of a document. */
export type DocumentState = {
  documentTypeId: number;
  documentStatusId: number;
  /** This document is a storno (stornedDocumentId is set). */
  isStorno: boolean;
  /** Some storno cancels this document. */
  isStorned: boolean;
};

/** `{ ok: true, to }` with the status after the operation, or a refusal with its 409 message. */
export type TransitionResult = { ok: true; to: DocumentStatusId } | { ok: false; message: string };

const { Draft, Processing, Processed, Completed } = DocumentStatus;
const { RequisitionOrder, TransferNote, PurchaseReceivedNote, TransferReceivedNote, ConsumptionNote, WriteOffNote } = DocumentType;

const refuse = (message: string): TransitionResult => ({ ok: false, message });

/** Draft -> Processing for requisitions and transfer notes. */
export function processDocument(doc: DocumentState): TransitionResult {
  const typeOk = doc.documentTypeId === RequisitionOrder || doc.documentTypeId === TransferNote;
  if (!typeOk || doc.documentStatusId !== Draft) return refuse(messages.documentCannotProcess);
  return { ok: true, to: Processing };
}

/**
 * Processing -> Completed (any type but RequisitionOrder); Draft -> Completed for the types that
 * have no processing step. `parentStatusId`: a transfer received note completes only after its
 * transfer note (the stock must have left the source warehouse before it arrives).
 */
export function completeDocument(doc: DocumentState, parentStatusId?: number | null): TransitionResult {
  if (doc.documentTypeId === RequisitionOrder) return refuse(messages.documentRequisitionNeverCompletes);
  if (doc.documentStatusId === Completed || doc.documentStatusId === Processed) return refuse(messages.documentCannotComplete);
  if (doc.documentStatusId === Draft && doc.documentTypeId === TransferNote) return refuse(messages.documentTransferNotProcessed);
  if (doc.documentStatusId !== Draft && doc.documentStatusId !== Processing) return refuse(messages.documentCannotComplete);
  if (doc.documentTypeId === TransferReceivedNote && parentStatusId != null && parentStatusId !== Completed) {
    return refuse(messages.documentTransferSourceNotCompleted);
  }
  return { ok: true, to: Completed };
}

/** The source's status after a follow-up was generated from it (the follow-up table: follow-ups.ts). */
export function statusAfterGenerate(source: DocumentState): DocumentStatusId {
  if (source.documentTypeId === RequisitionOrder && (source.documentStatusId === Processing || source.documentStatusId === Processed)) {
    return Processed;
  }
  return source.documentStatusId as DocumentStatusId;
}

/** Types a storno may cancel (§4 "Storno"). */
export const STORNO_TYPES: readonly number[] = [PurchaseReceivedNote, TransferNote, TransferReceivedNote, ConsumptionNote, WriteOffNote];

/** Storno: a Completed document of a stock type, not itself a storno, not storned yet. */
export function stornoDocument(doc: DocumentState): TransitionResult {
  if (!STORNO_TYPES.includes(doc.documentTypeId)) return refuse(messages.documentStornoType);
  if (doc.isStorno) return refuse(messages.documentStornoOfStorno);
  if (doc.documentStatusId !== Completed) return refuse(messages.documentStornoNotCompleted);
  if (doc.isStorned) return refuse(messages.documentAlreadyStorned);
  // The storno itself is created Completed: its mirrored stock movements happen at once.
  return { ok: true, to: Completed };
}

/** Edit and delete by status alone (a Completed document is final); roles: canChangeDocument. */
export function changeDocument(doc: DocumentState): TransitionResult {
  if (doc.documentStatusId === Completed) return refuse(messages.documentCompletedLocked);
  return { ok: true, to: doc.documentStatusId as DocumentStatusId };
}

/** Which operations the detail page offers for a document (status rules only). */
export function offeredOperations(doc: DocumentState): Record<'process' | 'complete' | 'storno' | 'edit' | 'delete', boolean> {
  return {
    process: processDocument(doc).ok,
    complete: completeDocument(doc).ok,
    storno: stornoDocument(doc).ok,
    edit: changeDocument(doc).ok,
    delete: changeDocument(doc).ok,
  };
}

/** Badges (§4): draft default colour, processing in progress, processed and completed success. */
export const DOCUMENT_STATUS_COLOR: Record<DocumentStatusId, string> = {
  [Draft]: 'gray',
  [Processing]: 'blue',
  [Processed]: 'green',
  [Completed]: 'green',
};

/**
 * The list tabs (§4): documents active = Draft, Processing, Processed, inactive = Completed;
 * the items switch filters by the parent document's status: active = Draft, Processing.
 */
export const LIST_TAB_STATUSES = {
  documents: { active: [Draft, Processing, Processed], inactive: [Completed] },
  items: { active: [Draft, Processing], inactive: [Completed] },
} as const satisfies Record<string, Record<'active' | 'inactive', readonly DocumentStatusId[]>>;
