import { describe, expect, it } from 'vitest';
import { CODEBOOKS } from '@/db/seed/data/codebooks';
import { DocumentItemStatus as S, ITEM_STATUS_COLOR, itemStatusChoices, itemStatusVisible, resolveItemStatus } from './item-statuses';
import { ALL_DOCUMENT_TYPE_IDS, DocumentType as T } from './types';

describe('document item statuses (spec part 2 §4)', () => {
  it('are the codebook’s codes', () => {
    expect(CODEBOOKS.DocumentItemStatus.map((e) => [e.name, e.id])).toEqual(Object.entries(S));
  });

  it('offer the spec’s choices per type, and the field only on three types', () => {
    expect(itemStatusChoices(T.RequisitionOrder)).toEqual([S.Draft, S.Processing, S.Procured, S.Dispatched, S.Canceled]);
    expect(itemStatusChoices(T.PurchaseOrder)).toEqual([S.Draft, S.Procured, S.Received]);
    expect(itemStatusChoices(T.TransferNote)).toEqual([S.Draft, S.Processing, S.Dispatched, S.Received]);
    expect(ALL_DOCUMENT_TYPE_IDS.filter(itemStatusVisible).sort()).toEqual([800, 801, 803]);
    expect(itemStatusChoices(T.ConsumptionNote)).toEqual([]);
  });

  it('default to Draft and refuse a choice the type does not have', () => {
    expect(resolveItemStatus(T.ConsumptionNote, null)).toBe(S.Draft);
    expect(resolveItemStatus(T.ConsumptionNote, S.Draft)).toBe(S.Draft);
    expect(resolveItemStatus(T.ConsumptionNote, S.Received)).toBeNull();
    expect(resolveItemStatus(T.PurchaseOrder, S.Received)).toBe(S.Received);
    expect(resolveItemStatus(T.PurchaseOrder, S.Dispatched)).toBeNull();
    expect(resolveItemStatus(T.RequisitionOrder, S.Canceled)).toBe(S.Canceled);
    expect(resolveItemStatus(T.TransferNote, S.Procured)).toBeNull();
  });

  it('have the §4 colours', () => {
    expect(ITEM_STATUS_COLOR).toEqual({ 1200: 'gray', 1201: 'gray', 1202: 'blue', 1203: 'yellow', 1205: 'yellow', 1206: 'green', 1204: 'red' });
  });
});
