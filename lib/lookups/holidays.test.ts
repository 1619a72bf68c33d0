import { describe, expect, it } from 'vitest';
import { croatianHolidays } from './holidays';

/** The reference's table (croatian-domain.md, law NN 110/2019) with Easter-based dates per year. */
const FIXED: Record<string, string> = {
  '01-01': 'Nova godina',
  '01-06': 'Bogojavljenje ili Sveta tri kralja',
  '05-01': 'Praznik rada',
  '05-30': 'Dan državnosti',
  '06-22': 'Dan antifašističke borbe',
  '08-05': 'Dan pobjede i domovinske zahvalnosti i Dan hrvatskih branitelja',
  '08-15': 'Velika Gospa',
  '11-01': 'Svi sveti',
  '11-18': 'Dan sjećanja na žrtve Domovinskog rata i Dan sjećanja na žrtvu Vukovara i Škabrnje',
  '12-25': 'Božić',
  '12-26': 'Sveti Stjepan',
};

/** Gregorian Easter Sunday, Easter Monday and Corpus Christi (Easter + 60). */
const EASTER: Record<number, [string, string, string]> = {
  2024: ['2024-03-31', '2024-04-01', '2024-05-30'],
  2025: ['2025-04-20', '2025-04-21', '2025-06-19'],
  2026: ['2026-04-05', '2026-04-06', '2026-06-04'],
  2027: ['2027-03-28', '2027-03-29', '2027-05-27'],
};

function expected(year: number): Map<string, string> {
  const map = new Map<string, string[]>();
  const add = (date: string, name: string) => map.set(date, [...(map.get(date) ?? []), name]);
  for (const [md, name] of Object.entries(FIXED)) add(`${year}-${md}`, name);
  const [easter, monday, corpus] = EASTER[year];
  add(easter, 'Uskrs');
  add(monday, 'Uskrsni ponedjeljak');
  add(corpus, 'Tijelovo');
  return new Map([...map].map(([d, names]) => [d, names.join(' + ')]));
}

describe('croatianHolidays', () => {
  for (const year of [2024, 2025, 2026, 2027]) {
    it(`${year}: the 14 holidays of the reference, dates and Croatian names`, () => {
      const list = croatianHolidays(year);
      expect(list).toHaveLength(14);
      const got = new Map<string, string[]>();
      for (const h of list) got.set(h.date, [...(got.get(h.date) ?? []), h.localName]);
      expect(new Map([...got].map(([d, n]) => [d, n.join(' + ')]))).toEqual(expected(year));
      expect(list.map((h) => h.date)).toEqual([...list.map((h) => h.date)].sort());
    });
  }

  it('2025 and 2026 Easter-based dates as the reference states them', () => {
    const on = (year: number, name: string) => croatianHolidays(year).find((h) => h.localName === name)?.date;
    expect(on(2025, 'Uskrs')).toBe('2025-04-20');
    expect(on(2025, 'Tijelovo')).toBe('2025-06-19');
    expect(on(2026, 'Uskrs')).toBe('2026-04-05');
    expect(on(2026, 'Uskrsni ponedjeljak')).toBe('2026-04-06');
    expect(on(2026, 'Tijelovo')).toBe('2026-06-04');
    // A holiday on a weekend is not moved: 30.5.2026 is a Saturday.
    expect(on(2026, 'Dan državnosti')).toBe('2026-05-30');
  });

  it('serves the spec shape', () => {
    const [newYear] = croatianHolidays(2026);
    expect(newYear).toEqual({
      date: '2026-01-01',
      localName: 'Nova godina',
      name: "New Year's Day",
      countryCode: 'HR',
      fixed: true,
      global: true,
      counties: null,
      launchYear: null,
      types: ['Public'],
    });
    const easter = croatianHolidays(2026).find((h) => h.localName === 'Uskrs')!;
    expect(easter).toMatchObject({ fixed: false, name: 'Easter Sunday' });
    const remembrance = croatianHolidays(2026).find((h) => h.date === '2026-11-18')!;
    expect(remembrance.launchYear).toBe(2020);
  });

  it('follows the law before 2020: Statehood Day on 25.6., Independence Day on 8.10., no 18.11.', () => {
    const dates = croatianHolidays(2019).map((h) => h.date);
    expect(dates).toContain('2019-06-25');
    expect(dates).toContain('2019-10-08');
    expect(dates).not.toContain('2019-05-30');
    expect(dates).not.toContain('2019-11-18');
    expect(croatianHolidays(2019).find((h) => h.date === '2019-10-08')?.localName).toBe('Dan neovisnosti');
  });

  it('covers 1992 to 2100 and nothing else', () => {
    expect(croatianHolidays(1992).length).toBeGreaterThan(10);
    expect(croatianHolidays(2100)).toHaveLength(14);
    expect(() => croatianHolidays(1991)).toThrow(RangeError);
    expect(() => croatianHolidays(2101)).toThrow(RangeError);
    expect(() => croatianHolidays(2026.5)).toThrow(RangeError);
  });
});
