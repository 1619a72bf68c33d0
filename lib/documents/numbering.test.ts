import { describe, expect, it } from 'vitest';
import { codeYear, counterAfterManualCode, formatDocumentCode, parseDocumentCode } from './numbering';
import { DocumentType as T } from './types';

describe('document codes (unique per type and year)', () => {
  it('are PREFIX-YEAR-NUMBER with five digits and more when needed', () => {
    expect(formatDocumentCode(T.PurchaseReceivedNote, 2026, 17)).toBe('PRM-2026-00017');
    expect(formatDocumentCode(T.ConsumptionNote, 2026, 1)).toBe('IZD-2026-00001');
    expect(formatDocumentCode(T.Order, 2027, 123456)).toBe('NRD-2027-123456');
    expect(() => formatDocumentCode(T.Order, 2027, 0)).toThrow(RangeError);
    expect(() => formatDocumentCode(999, 2027, 1)).toThrow(RangeError);
  });

  it('take the year of the Zagreb calendar', () => {
    expect(codeYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(codeYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027); // midnight in Zagreb (UTC+1)
    expect(codeYear(new Date('2026-06-30T22:30:00Z'))).toBe(2026);
  });

  it('parse back only for their own type', () => {
    expect(parseDocumentCode(T.PurchaseReceivedNote, 'PRM-2026-00017')).toEqual({ year: 2026, number: 17 });
    expect(parseDocumentCode(T.ConsumptionNote, 'PRM-2026-00017')).toBeNull();
    expect(parseDocumentCode(T.PurchaseReceivedNote, 'Primka 17/2026')).toBeNull();
    expect(parseDocumentCode(T.PurchaseReceivedNote, 'PRM-2026-17')).toBeNull();
  });

  it('push the counter past a typed code of the same type and year, never back', () => {
    expect(counterAfterManualCode(5, T.PurchaseReceivedNote, 2026, 'PRM-2026-00040')).toBe(40);
    expect(counterAfterManualCode(50, T.PurchaseReceivedNote, 2026, 'PRM-2026-00040')).toBe(50);
    expect(counterAfterManualCode(5, T.PurchaseReceivedNote, 2027, 'PRM-2026-00040')).toBe(5);
    expect(counterAfterManualCode(5, T.ConsumptionNote, 2026, 'PRM-2026-00040')).toBe(5);
    expect(counterAfterManualCode(5, T.PurchaseReceivedNote, 2026, 'ručno 40')).toBe(5);
  });
});
