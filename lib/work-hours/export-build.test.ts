import { describe, expect, it } from 'vitest';
import { buildGridSheet, buildSummedSheet, gridCell, hundredths, monthFundHours, type GridRecord } from './export-build';

const rec = (employeeId: number, day: number, hours: string, workHourTypeId = 600, isFieldWork = false): GridRecord => ({
  employeeId,
  date: `2026-11-${String(day).padStart(2, '0')}`,
  hours,
  workHourTypeId,
  isFieldWork,
});

describe('hours', () => {
  it('reads numeric(5,2) exactly', () => {
    expect(hundredths('7.50')).toBe(750n);
    expect(hundredths('8')).toBe(800n);
    expect(hundredths('0.05')).toBe(5n);
    expect(() => hundredths('7,5')).toThrow();
  });

  it('the fund of hours per month (Monday to Friday x 8, holidays included)', () => {
    expect(monthFundHours(2026, 1)).toBe(176);
    expect(monthFundHours(2026, 6)).toBe(176);
    expect(monthFundHours(2026, 12)).toBe(184);
    expect(monthFundHours(2026, 2)).toBe(160);
  });

  it('a cell: regular work as a number, any other type as its abbreviation', () => {
    expect(gridCell({ hours: '8.00', workHourTypeId: 600 })).toBe(8);
    expect(gridCell({ hours: '7.50', workHourTypeId: 600 })).toBe(7.5);
    expect([601, 602, 603, 604, 605].map((t) => gridCell({ hours: '8.00', workHourTypeId: t }))).toEqual(['SD', 'ND', 'GO', 'BOL', 'ONR']);
  });
});

describe('the grid of a month (ExportXlsx)', () => {
  const sheet = buildGridSheet({
    year: 2026,
    month: 11,
    projectLabel: 'P-12 Vila Ana',
    holidays: [
      { date: '2026-11-01', localName: 'Svi sveti' },
      { date: '2026-11-18', localName: 'Dan sjećanja na žrtve Domovinskog rata' },
      { date: '2026-12-25', localName: 'Božić' },
    ],
    employees: [
      { id: 1, fullName: 'Anić Ana' },
      { id: 2, fullName: 'Babić Ivo' },
      { id: 3, fullName: 'Čorić Petar' },
    ],
    records: [
      rec(1, 2, '8.00', 600, true),
      rec(1, 3, '7.50', 600, true),
      rec(1, 4, '8.00', 603, true), // GO with field work ticked: not a field day (lib/work-hours/field-day.ts)
      rec(1, 5, '8.00', 604),
      rec(2, 2, '10.00', 600),
      rec(2, 6, '0.00', 601),
      rec(2, 9, '8.00', 602),
      rec(2, 10, '8.00', 605),
      rec(9, 2, '8.00'), // not a row of the grid: ignored
    ],
  });
  const [fund, head, weekdays, ana, ivo, petar, total, blank, legend, holidays] = sheet.rows;

  it('title, fund, a column per day and the totals', () => {
    expect(sheet.header[0]).toBe('Evidencija radnih sati – P-12 Vila Ana – studeni 2026.');
    expect(sheet.header).toHaveLength(1 + 30 + 7);
    expect(fund).toEqual(['Fond sati: 168']);
    expect(head[0]).toBe('Djelatnik');
    expect(head.slice(1, 4)).toEqual(['1.', '2.', '3.']);
    expect(head[30]).toBe('30.');
    expect(head.slice(31)).toEqual(['Redovni sati', 'Terenski dani', 'GO', 'BOL', 'ONR', 'SD', 'ND']);
    expect(sheet.widths).toHaveLength(38);
  });

  it('marks weekends and public holidays', () => {
    // 1.11.2026 is a Sunday and All Saints' Day; 2.11. Monday; 7.-8.11. weekend; 18.11. holiday (Wednesday).
    expect(weekdays[1]).toBe('praznik');
    expect(weekdays[2]).toBe('pon');
    expect(weekdays[7]).toBe('SUB');
    expect(weekdays[8]).toBe('NED');
    expect(weekdays[18]).toBe('praznik');
    expect(weekdays[19]).toBe('čet');
    expect(holidays).toEqual(['Praznici: 1.11. Svi sveti, 18.11. Dan sjećanja na žrtve Domovinskog rata']);
  });

  it('one row per employee: hours as numbers, abbreviations otherwise, the totals', () => {
    expect(ana[0]).toBe('Anić Ana');
    expect(ana.slice(1, 7)).toEqual([null, 8, 7.5, 'GO', 'BOL', null]);
    expect(ana.slice(31)).toEqual([15.5, 2, 1, 1, 0, 0, 0]);
    expect(ivo.slice(1, 11)).toEqual([null, 10, null, null, null, 'SD', null, null, 'ND', 'ONR']);
    expect(ivo.slice(31)).toEqual([10, 0, 0, 0, 1, 1, 1]);
    expect(petar.slice(1, 31).every((c) => c === null)).toBe(true);
    expect(petar.slice(31)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('the total row: regular hours per day and every total', () => {
    expect(total[0]).toBe('Ukupno');
    expect(total.slice(1, 4)).toEqual([null, 18, 7.5]);
    expect(total.slice(31)).toEqual([25.5, 2, 1, 1, 1, 1, 1]);
    expect(blank).toEqual([]);
    expect(String(legend[0])).toContain('SD slobodan dan');
  });

  it('an empty month is a valid sheet with its header and a zero total', () => {
    const empty = buildGridSheet({ year: 2026, month: 2, projectLabel: 'Svi projekti', holidays: [], employees: [], records: [] });
    expect(empty.rows[1]).toHaveLength(1 + 28 + 7);
    expect(empty.rows[3][0]).toBe('Ukupno');
    expect(empty.rows[3].slice(29)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('hours per employee per project (ExportSummedXlsx)', () => {
  it('rows employees, columns projects sorted by label, the totals exact', () => {
    const sheet = buildSummedSheet(2026, 11, [
      { employeeId: 1, employee: 'Anić Ana', projectId: 20, project: 'P-2 Most', hours: '80.50' },
      { employeeId: 1, employee: 'Anić Ana', projectId: 10, project: 'P-1 Vila', hours: '16.00' },
      { employeeId: 2, employee: 'Babić Ivo', projectId: 20, project: 'P-2 Most', hours: '0.10' },
      { employeeId: 2, employee: 'Babić Ivo', projectId: 20, project: 'P-2 Most', hours: '0.20' },
    ]);
    expect(sheet.header[0]).toBe('Sati redovnog rada po projektima – studeni 2026.');
    expect(sheet.rows).toEqual([
      ['Djelatnik', 'P-1 Vila', 'P-2 Most', 'Ukupno'],
      ['Anić Ana', 16, 80.5, 96.5],
      ['Babić Ivo', null, 0.3, 0.3],
      ['Ukupno', 16, 80.8, 96.8],
    ]);
    expect(sheet.formats).toHaveLength(4);
  });

  it('an empty month: the header and a note', () => {
    const sheet = buildSummedSheet(2031, 3, []);
    expect(sheet.rows).toEqual([['Djelatnik', 'Ukupno'], ['Nema evidentiranih sati redovnog rada u ovom mjesecu.']]);
  });
});
