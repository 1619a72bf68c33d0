import { describe, expect, it } from 'vitest';
import { CODEBOOKS } from '@/db/seed/data/codebooks';
import { ALL_DOCUMENT_TYPE_IDS, CODE_PREFIX, DOCUMENT_TYPE_LIST, documentType, isDocumentTypeId, isOutgoingType, isStockType, isTransferType } from './types';

describe('document types (spec part 2 §3)', () => {
  it('are the nine codes 800-808 with the codebook’s English keys and Croatian names', () => {
    expect([...ALL_DOCUMENT_TYPE_IDS].sort()).toEqual([800, 801, 802, 803, 804, 805, 806, 807, 808]);
    for (const entry of CODEBOOKS.DocumentType) {
      const t = documentType(entry.id);
      expect(t.name).toBe(entry.name);
      expect(t.singular).toBe(entry.label);
    }
    expect(documentType(802)).toMatchObject({ name: 'PurchaseReceivedNote', singular: 'Primka', plural: 'Primke', prefix: 'PRM' });
    expect(documentType(803).singular).toBe('Međuskladišnica – izlaz');
  });

  it('have distinct three-letter code prefixes', () => {
    const prefixes = Object.values(CODE_PREFIX);
    expect(new Set(prefixes).size).toBe(9);
    for (const p of prefixes) expect(p).toMatch(/^[A-Z]{3}$/);
    expect(DOCUMENT_TYPE_LIST.every((t) => t.prefix === CODE_PREFIX[t.id])).toBe(true);
  });

  it('know which move stock and which take it out', () => {
    expect(ALL_DOCUMENT_TYPE_IDS.filter(isStockType).sort()).toEqual([802, 803, 804, 805, 806]);
    expect(ALL_DOCUMENT_TYPE_IDS.filter(isOutgoingType).sort()).toEqual([803, 805, 806]);
    expect(ALL_DOCUMENT_TYPE_IDS.filter(isTransferType).sort()).toEqual([803, 804]);
  });

  it('refuse other codes', () => {
    expect(isDocumentTypeId(809)).toBe(false);
    expect(isDocumentTypeId('802')).toBe(false);
    expect(() => documentType(900)).toThrow(RangeError);
  });
});
