/**
 * The nine document types (spec part 2 §3 "Document types (codes)"), their Croatian names (the
 * side menu's, lib/navigation/document-types.ts, is the one list) and the code prefix of the
 * numbering (lib/documents/numbering.ts). Pure and client-safe.
 */
import { DOCUMENT_TYPES, DocumentType } from '@/lib/navigation/document-types';

export { DocumentType };
export type DocumentTypeId = (typeof DocumentType)[keyof typeof DocumentType];
export type DocumentTypeName = keyof typeof DocumentType;

/**
 * The code prefix per type (the spec is silent on the format): a short Croatian abbreviation of
 * the type's name, three capitals, unique across types so a code alone names its type.
 */
export const CODE_PREFIX: Record<DocumentTypeId, string> = {
  [DocumentType.RequisitionOrder]: 'ZAH', // zahtjevnica
  [DocumentType.PurchaseOrder]: 'NBN', // narudžbenica
  [DocumentType.Order]: 'NRD', // narudžba
  [DocumentType.PurchaseReceivedNote]: 'PRM', // primka
  [DocumentType.TransferNote]: 'MSI', // međuskladišnica – izlaz
  [DocumentType.TransferReceivedNote]: 'MSU', // međuskladišnica – ulaz
  [DocumentType.ConsumptionNote]: 'IZD', // izdatnica
  [DocumentType.WriteOffNote]: 'OTP', // otpisnica
  [DocumentType.Liquidation]: 'LIK', // likvidacija
};

export type DocumentTypeInfo = {
  id: DocumentTypeId;
  name: DocumentTypeName;
  /** "Primka" */
  singular: string;
  /** "Primke" (menu entries and list titles) */
  plural: string;
  prefix: string;
};

/** The nine types in the menu's order. */
export const DOCUMENT_TYPE_LIST: readonly DocumentTypeInfo[] = DOCUMENT_TYPES.map((t) => ({ ...t, prefix: CODE_PREFIX[t.id] }));

const BY_ID = new Map<number, DocumentTypeInfo>(DOCUMENT_TYPE_LIST.map((t) => [t.id, t]));

export const ALL_DOCUMENT_TYPE_IDS: readonly DocumentTypeId[] = DOCUMENT_TYPE_LIST.map((t) => t.id);

export function isDocumentTypeId(value: unknown): value is DocumentTypeId {
  return typeof value === 'number' && BY_ID.has(value);
}

/** The type's description; throws on a code that is not a document type (a programming error). */
export function documentType(id: number): DocumentTypeInfo {
  const info = BY_ID.get(id);
  if (!info) throw new RangeError(`not a document type: ${id}`);
  return info;
}

const { PurchaseReceivedNote, TransferNote, TransferReceivedNote, ConsumptionNote, WriteOffNote } = DocumentType;

/** Types whose completion moves stock (lib/documents/stock.ts); the others are paper only. */
export const STOCK_TYPES: readonly DocumentTypeId[] = [PurchaseReceivedNote, TransferNote, TransferReceivedNote, ConsumptionNote, WriteOffNote];

/** Types that take stock out of a warehouse item (the "Raspoloživo je" check applies). */
export const OUTGOING_TYPES: readonly DocumentTypeId[] = [TransferNote, ConsumptionNote, WriteOffNote];

/** The transfer types: their items need a destination project (§5). */
export const TRANSFER_TYPES: readonly DocumentTypeId[] = [TransferNote, TransferReceivedNote];

export const isStockType = (id: number) => (STOCK_TYPES as readonly number[]).includes(id);
export const isOutgoingType = (id: number) => (OUTGOING_TYPES as readonly number[]).includes(id);
export const isTransferType = (id: number) => (TRANSFER_TYPES as readonly number[]).includes(id);
