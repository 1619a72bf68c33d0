/** Document types of spec part 2 (codes 800-808), in the menu's order, with Croatian names. */
export const DocumentType = {
  RequisitionOrder: 800,
  PurchaseOrder: 801,
  PurchaseReceivedNote: 802,
  TransferNote: 803,
  TransferReceivedNote: 804,
  ConsumptionNote: 805,
  WriteOffNote: 806,
  Liquidation: 807,
  Order: 808,
} as const;

export const DOCUMENT_TYPES = [
  { id: DocumentType.RequisitionOrder, name: 'RequisitionOrder', singular: 'Zahtjevnica', plural: 'Zahtjevnice' },
  { id: DocumentType.PurchaseOrder, name: 'PurchaseOrder', singular: 'Narudžbenica', plural: 'Narudžbenice' },
  { id: DocumentType.Order, name: 'Order', singular: 'Narudžba', plural: 'Narudžbe' },
  { id: DocumentType.PurchaseReceivedNote, name: 'PurchaseReceivedNote', singular: 'Primka', plural: 'Primke' },
  { id: DocumentType.TransferNote, name: 'TransferNote', singular: 'Međuskladišnica – izlaz', plural: 'Međuskladišnice – izlaz' },
  { id: DocumentType.TransferReceivedNote, name: 'TransferReceivedNote', singular: 'Međuskladišnica – ulaz', plural: 'Međuskladišnice – ulaz' },
  { id: DocumentType.ConsumptionNote, name: 'ConsumptionNote', singular: 'Izdatnica', plural: 'Izdatnice' },
  { id: DocumentType.WriteOffNote, name: 'WriteOffNote', singular: 'Otpisnica', plural: 'Otpisnice' },
  { id: DocumentType.Liquidation, name: 'Liquidation', singular: 'Likvidacija', plural: 'Likvidacije' },
] as const;
