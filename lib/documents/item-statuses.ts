/**
 * Document item statuses (spec part 2 §4 "Document item status"), pure and client-safe.
 * The default is Draft; the status field shows only on requisitions, purchase orders and
 * transfer notes, each with its own choices; the other types keep Draft.
 */
import { DocumentType } from './types';

export const DocumentItemStatus = {
  None: 1200,
  Draft: 1201,
  Processing: 1202,
  Procured: 1203,
  Canceled: 1204,
  Dispatched: 1205,
  Received: 1206,
} as const;
export type DocumentItemStatusId = (typeof DocumentItemStatus)[keyof typeof DocumentItemStatus];

const S = DocumentItemStatus;

export const DEFAULT_ITEM_STATUS: DocumentItemStatusId = S.Draft;

/** The choices per type, in the order the select lists them. */
export const ITEM_STATUS_CHOICES: Readonly<Partial<Record<number, readonly DocumentItemStatusId[]>>> = {
  [DocumentType.RequisitionOrder]: [S.Draft, S.Processing, S.Procured, S.Dispatched, S.Canceled],
  [DocumentType.PurchaseOrder]: [S.Draft, S.Procured, S.Received],
  [DocumentType.TransferNote]: [S.Draft, S.Processing, S.Dispatched, S.Received],
};

/** Whether the item form and table show the status (RequisitionOrder, PurchaseOrder, TransferNote). */
export function itemStatusVisible(documentTypeId: number): boolean {
  return ITEM_STATUS_CHOICES[documentTypeId] !== undefined;
}

export function itemStatusChoices(documentTypeId: number): readonly DocumentItemStatusId[] {
  return ITEM_STATUS_CHOICES[documentTypeId] ?? [];
}

/**
 * The status to store for an item of the type: none given means Draft; a type without the
 * field keeps Draft; a given one must be among the type's choices (otherwise null: refuse it).
 */
export function resolveItemStatus(documentTypeId: number, statusId: number | null | undefined): DocumentItemStatusId | null {
  if (statusId == null) return DEFAULT_ITEM_STATUS;
  const choices = ITEM_STATUS_CHOICES[documentTypeId];
  if (!choices) return statusId === DEFAULT_ITEM_STATUS ? DEFAULT_ITEM_STATUS : null;
  return (choices as readonly number[]).includes(statusId) ? (statusId as DocumentItemStatusId) : null;
}

/**
 * Display colours (§4): None and Draft default; Processing in progress; Procured and Dispatched
 * warning; Received success; Canceled error (Mantine colour names).
 */
export const ITEM_STATUS_COLOR: Record<DocumentItemStatusId, string> = {
  [S.None]: 'gray',
  [S.Draft]: 'gray',
  [S.Processing]: 'blue',
  [S.Procured]: 'yellow',
  [S.Dispatched]: 'yellow',
  [S.Received]: 'green',
  [S.Canceled]: 'red',
};
