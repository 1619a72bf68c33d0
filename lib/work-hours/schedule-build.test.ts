import { describe, expect, it } from 'vitest';
import { buildScheduleSheet, type ScheduleRecord } from './schedule-build';

const r = (p: Partial<ScheduleRecord>): ScheduleRecord => ({
  projectId: 1,
  projectCode: 'P-1',
  projectName: 'Vila Ana',
  employee: 'Anić Ana',
  hours: '8.00',
  workHourTypeId: 600,
  workHourType: 'Redovni rad',
  isFieldWork: false,
  accommodationSupplierId: null,
  accommodationSupplier: null,
  foodSupplier: null,
  ...p,
});

// As schedule.ts's ORDER BY gives them for each mode.
const byProject = [
  r({ employee: 'Anić Ana', isFieldWork: true, accommodationSupplierId: 7, accommodationSupplier: 'Hostel Đurđa', foodSupplier: 'Kuhinja Šime' }),
  r({ employee: 'Babić Ivo', hours: '8.00', workHourTypeId: 603, workHourType: 'Godišnji odmor' }),
  r({ projectId: 2, projectCode: null, projectName: 'Most Čiovo', employee: 'Čorić Petar', hours: '10.50', accommodationSupplierId: 7, accommodationSupplier: 'Hostel Đurđa' }),
];

describe('the people schedule of a day', () => {
  it('default: grouped by project, each employee with hours, type, field work and suppliers', () => {
    const sheet = buildScheduleSheet('2026-11-05', 'default', byProject);
    expect(sheet.header[0]).toBe('Raspored ljudi po projektima – 05.11.2026.');
    expect(sheet.rows).toEqual([
      ['Projekt', 'Djelatnik', 'Sati', 'Vrsta', 'Teren', 'Smještaj', 'Prehrana'],
      ['P-1 Vila Ana (2 djelatnika)'],
      [null, 'Anić Ana', 8, 'Redovni rad', 'da', 'Hostel Đurđa', 'Kuhinja Šime'],
      [null, 'Babić Ivo', 8, 'Godišnji odmor (GO)', 'ne', null, null],
      ['Most Čiovo (1 djelatnik)'],
      [null, 'Čorić Petar', 10.5, 'Redovni rad', 'ne', 'Hostel Đurđa', null],
      [],
      ['Ukupno djelatnika: 3'],
    ]);
  });

  it('accommodation: grouped by supplier, those without one last', () => {
    const sorted = [byProject[0], byProject[2], byProject[1]];
    const sheet = buildScheduleSheet('2026-11-05', 'accommodation', sorted);
    expect(sheet.header[0]).toBe('Raspored ljudi po smještaju – 05.11.2026.');
    expect(sheet.rows).toEqual([
      ['Smještaj', 'Djelatnik', 'Projekt', 'Sati', 'Vrsta'],
      ['Hostel Đurđa (2 djelatnika)'],
      [null, 'Anić Ana', 'P-1 Vila Ana', 8, 'Redovni rad'],
      [null, 'Čorić Petar', 'Most Čiovo', 10.5, 'Redovni rad'],
      ['Bez smještaja (1 djelatnik)'],
      [null, 'Babić Ivo', 'P-1 Vila Ana', 8, 'Godišnji odmor (GO)'],
      [],
      ['Ukupno djelatnika: 3'],
    ]);
  });

  it('a day without records: the header and a note', () => {
    expect(buildScheduleSheet('2026-11-05', 'default', []).rows).toEqual([
      ['Projekt', 'Djelatnik', 'Sati', 'Vrsta', 'Teren', 'Smještaj', 'Prehrana'],
      [],
      ['Nema evidentiranih djelatnika za taj dan.'],
    ]);
  });
});
