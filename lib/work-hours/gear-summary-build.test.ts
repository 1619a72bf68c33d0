import { describe, expect, it } from 'vitest';
import { buildGearSummarySheet, type GearSummaryRow } from './gear-summary-build';
import { GEAR_KEYS } from './types';

const flags = (...on: string[]) => Object.fromEntries(GEAR_KEYS.map((k) => [k, on.includes(k) ? 1 : 0])) as GearSummaryRow['flags'];

describe('the gear summary (spec part 2 §9: flags 1/0, each gear column summed)', () => {
  it('one row per employee with 1/0 per item, the sums in the total row', () => {
    const sheet = buildGearSummarySheet(2026, [
      { employee: 'Anić Ana', oib: '12345678903', handovers: 2, lastDate: '2026-03-05', flags: flags('shoes', 'helmet') },
      { employee: 'Babić Ivo', oib: '98765432106', handovers: 1, lastDate: '2026-11-02', flags: flags('helmet', 'hydrodemolitionSuit') },
    ]);
    expect(sheet.header[0]).toBe('Zadužena zaštitna oprema – 2026. (1 = zadužio, 0 = nije)');
    const [head, ana, ivo, total] = sheet.rows;
    expect(head.slice(0, 6)).toEqual(['Djelatnik', 'OIB', 'Zadnje zaduženje', 'Broj zaduženja', 'Cipele', 'Cipele PRO']);
    expect(head[head.length - 1]).toBe('Odijelo za hidrodemoliciju');
    expect(ana).toEqual(['Anić Ana', '12345678903', '05.03.2026.', 2, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0]);
    expect(ivo.slice(4)).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1]);
    expect(total).toEqual(['Ukupno', null, null, 3, 1, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1]);
    expect(sheet.widths).toHaveLength(16);
  });

  it('a year without hand-overs: the header and zero sums', () => {
    const sheet = buildGearSummarySheet(2031, []);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.rows[1]).toEqual(['Ukupno', null, null, 0, ...GEAR_KEYS.map(() => 0)]);
  });
});
