import { describe, expect, it } from 'vitest';
import {
  cellContent,
  cellLock,
  dayLocked,
  decodeGridCells,
  optimisticRecord,
  expiredOn,
  gridQueryString,
  indexRecords,
  moveFocus,
  monthDays,
  parseGridQuery,
  recordBody,
  recordDefaults,
  recordToForm,
  summarize,
  truncateName,
  withFieldWork,
  yearOptions,
  type GridProject,
} from './grid-model';
import { GEAR_KEYS, WORK_HOUR_TYPE, type TimesheetGridDto, type WorkHourRecordDto } from './types';

const rec = (over: Partial<WorkHourRecordDto>): WorkHourRecordDto => ({
  id: 1,
  projectId: 3,
  project: 'Most',
  projectCode: 'P-3',
  employeeId: 7,
  employee: 'Ivo Ivić',
  date: '2026-11-02',
  hours: '8.00',
  workHourTypeId: WORK_HOUR_TYPE.Regular,
  workHourType: 'Redovni rad',
  isFieldWork: false,
  workRecordCoefficientId: null,
  workRecordCoefficient: null,
  workRecordCoefficientValue: null,
  accommodationSupplierId: null,
  accommodationSupplier: null,
  foodSupplierId: null,
  foodSupplier: null,
  numberOfMeals: 0,
  description: null,
  gear: null,
  employeeGearRecordId: null,
  createdBy: null,
  createdDate: '2026-11-02T08:00:00Z',
  lastModifiedBy: null,
  lastModifiedDate: null,
  ...over,
});

describe('monthDays', () => {
  it('gives one column per day with weekends and holidays marked', () => {
    const days = monthDays(2026, 11, [{ date: '2026-11-01', localName: 'Svi sveti' }]);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-11-01', day: 1, weekday: 6, weekend: true, holiday: 'Svi sveti' });
    expect(days[1]).toMatchObject({ date: '2026-11-02', weekday: 0, weekend: false, holiday: null });
    expect(days.filter((d) => d.weekend)).toHaveLength(9);
    expect(monthDays(2028, 2)).toHaveLength(29);
    expect(monthDays(2026, 2)).toHaveLength(28);
  });
});

describe('the URL state', () => {
  it('reads year, month, project and view, falling back to today and all projects', () => {
    expect(parseGridQuery({}, '2026-11-23')).toEqual({ year: 2026, month: 11, projectId: null, view: 'hours' });
    expect(parseGridQuery({ year: '2024', month: '2', projectId: '5', view: 'food' }, '2026-11-23')).toEqual({ year: 2024, month: 2, projectId: 5, view: 'food' });
    expect(parseGridQuery(new URLSearchParams('year=2021&month=13&projectId=x&view=evil'), '2026-11-23')).toEqual({ year: 2026, month: 11, projectId: null, view: 'hours' });
    expect(parseGridQuery({ year: '2027' }, '2026-11-23').year).toBe(2027);
    expect(parseGridQuery({ year: '2028' }, '2026-11-23').year).toBe(2026);
  });

  it('writes the state back, leaving out the defaults', () => {
    expect(gridQueryString({ year: 2026, month: 5, projectId: null, view: 'hours' })).toBe('year=2026&month=5');
    expect(gridQueryString({ year: 2026, month: 5, projectId: 4, view: 'gear' })).toBe('year=2026&month=5&projectId=4&view=gear');
    expect(gridQueryString({ year: 2026, month: 5, projectId: 4, view: 'hours' }, false)).toBe('year=2026&month=5');
  });

  it('offers the years 2022 to next year', () => {
    expect(yearOptions(2026)).toEqual([2022, 2023, 2024, 2025, 2026, 2027]);
  });
});

describe('cells', () => {
  it('shows regular hours as a number and other types as their abbreviation', () => {
    expect(cellContent(rec({ hours: '8.00' }), 'hours').text).toBe('8');
    expect(cellContent(rec({ hours: '7.50' }), 'hours').text).toBe('7,5');
    const abbreviations = [
      [WORK_HOUR_TYPE.DayOff, 'SD'],
      [WORK_HOUR_TYPE.NonWorking, 'ND'],
      [WORK_HOUR_TYPE.Vacation, 'GO'],
      [WORK_HOUR_TYPE.SickLeave, 'BOL'],
      [WORK_HOUR_TYPE.SickLeaveInjury, 'ONR'],
    ] as const;
    for (const [type, text] of abbreviations) expect(cellContent(rec({ workHourTypeId: type }), 'hours').text).toBe(text);
    expect(cellContent(rec({ isFieldWork: true }), 'hours').fieldWork).toBe(true);
    expect(cellContent(undefined, 'hours')).toEqual({ text: '', title: null, fieldWork: false });
  });

  it('truncates supplier names to 15 characters with the full name on hover', () => {
    expect(truncateName('Kratko ime')).toBe('Kratko ime');
    expect(truncateName('Smještaj Čakovec d.o.o.')).toBe('Smještaj Čakove…');
    const cell = cellContent(rec({ accommodationSupplier: 'Smještaj Čakovec d.o.o.' }), 'accommodation');
    expect(cell).toMatchObject({ text: 'Smještaj Čakove…', title: 'Smještaj Čakovec d.o.o.' });
    expect(cellContent(rec({ foodSupplier: 'Restoran Zagorska klet', numberOfMeals: 2 }), 'food')).toMatchObject({
      text: 'Restoran Zagors… (2)',
      title: 'Restoran Zagorska klet, obroka: 2',
    });
  });

  it('shows the gear handed over as a count with the items on hover', () => {
    const gear = { shoes: 1, shoesPro: 0, pants: 0, overalls: 0, workJacket: 0, winterJacket: 0, fleeseJacket: 0, helmet: 1, vest: 0, protectionGloves: 2, goggles: 0, hydrodemolitionSuit: 0 };
    expect(cellContent(rec({ gear }), 'gear')).toMatchObject({ text: '3 kom.', title: 'Cipele, Kaciga, Zaštitne rukavice × 2' });
    expect(cellContent(rec({ gear: null }), 'gear').text).toBe('');
  });

  it('indexes the records by employee and day', () => {
    const map = indexRecords([rec({ id: 1 }), rec({ id: 2, date: '2026-11-03' })]);
    expect(map.get('7|2026-11-03')?.id).toBe(2);
  });
});

describe('the Grid answer\'s compact cells (decodeGridCells)', () => {
  const project = (id: number, name: string, code: string | null): TimesheetGridDto['projects'][number] => ({
    id,
    name,
    code,
    active: true,
    defaultWorkRecordCoefficientId: null,
    lock: null,
    deadline: '2026-12-02T23:00:00Z',
  });
  const dto: Pick<TimesheetGridDto, 'year' | 'month' | 'projects' | 'cells' | 'lookups'> = {
    year: 2026,
    month: 2,
    projects: [project(3, 'Most', 'P-3'), project(4, 'Zgrada', null)],
    cells: {
      '7': [
        [11, 3, '8', 600, 1, 2, 20, 21, 3],
        null,
        [12, 4, '7.5', 600, 0, null, null, 21, 0, 'Kiša "jaka"'],
        [13, 3, '0', 603, 0, null, null, null, 0, null, [1, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1]],
      ],
      '8': [null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, [14, 4, '4', 601, 0, null, null, null, 0]],
    },
    lookups: {
      types: [
        { id: 600, name: 'Redovni rad' },
        { id: 601, name: 'Slobodan dan' },
        { id: 603, name: 'Godišnji odmor' },
      ],
      coefficients: [{ id: 2, name: 'Teren 1,3' }],
      suppliers: [
        { id: 20, name: 'Smještaj Čakovec d.o.o.' },
        { id: 21, name: 'Restoran Kupa' },
      ],
    },
  };

  it('places a cell on its employee and its day (the index in the row), names from the lookups and the projects', () => {
    const map = decodeGridCells(dto);
    expect(map.size).toBe(4);
    expect(map.get('7|2026-02-01')).toEqual({
      id: 11,
      projectId: 3,
      project: 'Most',
      projectCode: 'P-3',
      employeeId: 7,
      date: '2026-02-01',
      hours: '8',
      workHourTypeId: 600,
      workHourType: 'Redovni rad',
      isFieldWork: true,
      workRecordCoefficientId: 2,
      workRecordCoefficient: 'Teren 1,3',
      accommodationSupplierId: 20,
      accommodationSupplier: 'Smještaj Čakovec d.o.o.',
      foodSupplierId: 21,
      foodSupplier: 'Restoran Kupa',
      numberOfMeals: 3,
      description: null,
      gear: null,
    });
    expect(map.has('7|2026-02-02')).toBe(false);
    expect(map.get('7|2026-02-03')).toMatchObject({ projectCode: null, project: 'Zgrada', isFieldWork: false, workRecordCoefficient: null, accommodationSupplier: null, foodSupplier: 'Restoran Kupa', description: 'Kiša "jaka"', gear: null });
    expect(map.get('7|2026-02-04')!.gear).toEqual(Object.fromEntries(GEAR_KEYS.map((k, i) => [k, [1, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1][i]])));
    // The 28th of February is index 27.
    expect(map.get('8|2026-02-28')).toMatchObject({ id: 14, employeeId: 8, workHourType: 'Slobodan dan', hours: '4' });
  });

  it('the decoded cells feed the grid: text, hover, food view, gear, summary and the editor', () => {
    const map = decodeGridCells(dto);
    expect(cellContent(map.get('7|2026-02-01'), 'hours')).toEqual({ text: '8', title: 'P-3 Most · Redovni rad · teren (Teren 1,3)', fieldWork: true });
    expect(cellContent(map.get('7|2026-02-03'), 'hours').text).toBe('7,5');
    expect(cellContent(map.get('7|2026-02-01'), 'food').text).toBe('Restoran Kupa (3)');
    expect(cellContent(map.get('7|2026-02-04'), 'gear')).toMatchObject({ text: '3 kom.' });
    expect(summarize([...map.values()]).get(7)).toEqual({ regularHours: '15.5', fieldDays: 1, vacation: 1, sickLeave: 0, sickLeaveInjury: 0, dayOff: 0, nonWorking: 0 });
    expect(recordToForm(map.get('7|2026-02-04')!)).toMatchObject({ projectId: 3, hours: '0', workHourTypeId: 603, hasGear: true, description: '' });
  });

  it('an unknown id (not in the lookups) decodes without a name rather than failing', () => {
    const map = decodeGridCells({ ...dto, cells: { '9': [[15, 99, '8', 600, 1, 7, 70, null, 0]] }, lookups: { types: [], coefficients: [], suppliers: [] } });
    expect(map.get('9|2026-02-01')).toMatchObject({ project: '', workHourType: '', workRecordCoefficient: null, accommodationSupplier: null });
  });

  it('an optimistic record has the fields of a decoded one', () => {
    const decoded = decodeGridCells(dto).get('7|2026-02-01')!;
    const optimistic = optimisticRecord(recordToForm(decoded), { id: 11, employeeId: 7, date: '2026-02-01' }, { project: 'Most', projectCode: 'P-3', workHourType: 'Redovni rad', coefficient: 'Teren 1,3' });
    expect(optimistic).toEqual(decoded);
  });
});

describe('summary', () => {
  it('sums regular hours exactly and counts field days and each absence type', () => {
    const s = summarize([
      rec({ hours: '0.10' }),
      rec({ hours: '0.20', isFieldWork: true }),
      rec({ hours: '7.70', isFieldWork: true }),
      rec({ workHourTypeId: WORK_HOUR_TYPE.Vacation, hours: '8' }),
      rec({ workHourTypeId: WORK_HOUR_TYPE.SickLeave }),
      rec({ workHourTypeId: WORK_HOUR_TYPE.SickLeaveInjury }),
      rec({ workHourTypeId: WORK_HOUR_TYPE.DayOff }),
      rec({ workHourTypeId: WORK_HOUR_TYPE.NonWorking }),
      rec({ employeeId: 8, hours: '4' }),
    ]);
    expect(s.get(7)).toEqual({ regularHours: '8.00', fieldDays: 2, vacation: 1, sickLeave: 1, sickLeaveInjury: 1, dayOff: 1, nonWorking: 1 });
    expect(s.get(8)?.regularHours).toBe('4');
  });

  it('counts a field day only for a worked Regular day (the payroll rule, lib/work-hours/field-day.ts)', () => {
    const s = summarize([
      rec({ hours: '8', isFieldWork: true }),
      rec({ hours: '0', isFieldWork: true }),
      rec({ workHourTypeId: WORK_HOUR_TYPE.Vacation, hours: '8', isFieldWork: true }),
      rec({ workHourTypeId: WORK_HOUR_TYPE.SickLeave, hours: '8', isFieldWork: true }),
      rec({ workHourTypeId: WORK_HOUR_TYPE.DayOff, hours: '8', isFieldWork: true }),
    ]);
    expect(s.get(7)?.fieldDays).toBe(1);
  });
});

describe('certificates and locks', () => {
  it('finds the certificates expired on a day (expiry before that day)', () => {
    const e = { expiries: [{ key: 'medicalExaminationExpirationDate', label: 'Liječnički pregled', date: '2026-11-10' }] };
    expect(expiredOn(e, '2026-11-10')).toEqual([]);
    expect(expiredOn(e, '2026-11-11').map((x) => x.label)).toEqual(['Liječnički pregled']);
  });

  it('mirrors the server lock of the cell project; a project not offered is unauthorised', () => {
    const projects = new Map<number, GridProject>([
      [1, { id: 1, name: 'A', code: null, active: true, defaultWorkRecordCoefficientId: null, lock: null, deadline: '' }],
      [2, { id: 2, name: 'B', code: null, active: true, defaultWorkRecordCoefficientId: null, lock: 'deadline', deadline: '' }],
    ]);
    expect(cellLock(projects, 1)).toBeNull();
    expect(cellLock(projects, 2)).toBe('deadline');
    expect(cellLock(projects, 9)).toBe('unauthorized');
    expect(cellLock(projects, null)).toBeNull();
    // A project that is not Active takes no new record; its existing records stay editable.
    projects.set(3, { id: 3, name: 'C', code: null, active: false, defaultWorkRecordCoefficientId: null, lock: null, deadline: '' });
    expect(cellLock(projects, 3, false)).toBe('inactive');
    expect(cellLock(projects, 3, true)).toBeNull();
    expect(cellLock(projects, 1, false)).toBeNull();
  });
});

describe('record defaults (spec part 2 section 4)', () => {
  const project = { id: 3, defaultWorkRecordCoefficientId: 12 };
  it('defaults to 8 hours, field work, Regular, the project coefficient and the last suppliers', () => {
    const d = recordDefaults(
      { lastSuppliers: { accommodationSupplierId: 4, accommodationSupplier: 'Hostel', foodSupplierId: 5, foodSupplier: 'Kuhinja', numberOfMeals: 2 } },
      project,
    );
    expect(d).toMatchObject({ projectId: 3, hours: '8', workHourTypeId: 600, isFieldWork: true, workRecordCoefficientId: 12, accommodationSupplierId: 4, foodSupplierId: 5, numberOfMeals: 2 });
    expect(recordDefaults({ lastSuppliers: null }, project)).toMatchObject({ accommodationSupplierId: null, foodSupplierId: null, numberOfMeals: 0 });
  });

  it('unticking field work clears the coefficient; ticking sets the project default', () => {
    const d = recordDefaults({ lastSuppliers: null }, project);
    const off = withFieldWork(d, false, 12);
    expect(off).toMatchObject({ isFieldWork: false, workRecordCoefficientId: null });
    expect(withFieldWork(off, true, 12)).toMatchObject({ isFieldWork: true, workRecordCoefficientId: 12 });
    expect(recordBody(off, 7, '2026-11-02')).toMatchObject({ employeeId: 7, date: '2026-11-02', hours: '8', workRecordCoefficientId: null, hasGear: false });
    expect(recordBody(off, 7, '2026-11-02')).not.toHaveProperty('shoes');
  });
});

describe('keyboard movement', () => {
  it('moves within the grid and stops at its edges', () => {
    expect(moveFocus({ row: 0, col: 0 }, 'ArrowRight', 3, 30)).toEqual({ row: 0, col: 1 });
    expect(moveFocus({ row: 0, col: 0 }, 'ArrowUp', 3, 30)).toEqual({ row: 0, col: 0 });
    expect(moveFocus({ row: 2, col: 29 }, 'ArrowDown', 3, 30)).toEqual({ row: 2, col: 29 });
    expect(moveFocus({ row: 1, col: 5 }, 'End', 3, 30)).toEqual({ row: 1, col: 29 });
    expect(moveFocus({ row: 1, col: 5 }, 'PageDown', 3, 30)).toEqual({ row: 2, col: 5 });
    expect(moveFocus({ row: 1, col: 5 }, 'x', 3, 30)).toBeNull();
    expect(moveFocus({ row: 0, col: 0 }, 'ArrowDown', 0, 30)).toBeNull();
  });
});

describe('the copy destination lock', () => {
  // November 2026 ends 1.12.2026. 00:00 Zagreb (23:00 UTC on 30.11.); extension 2 days.
  const project = { lock: null, deadline: '2026-12-02T23:00:00.000Z' } as const;
  const shown = { year: 2026, month: 11 };
  it('locks a day of a month whose deadline (month end + the same extension) has passed', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(dayLocked(project, shown, '2026-11-24', now, false)).toBeNull();
    expect(dayLocked(project, shown, '2026-10-31', now, false)).toBe('deadline');
    // October's deadline: 2.11.2026. 24:00 Zagreb = 2.11. 23:00 UTC.
    expect(dayLocked(project, shown, '2026-10-15', Date.parse('2026-11-02T22:59:00Z'), false)).toBeNull();
    expect(dayLocked(project, shown, '2026-10-15', Date.parse('2026-11-02T23:01:00Z'), false)).toBe('deadline');
  });
  it('never locks the office roles, always refuses an unauthorised project', () => {
    expect(dayLocked(project, shown, '2022-01-03', Date.parse('2026-11-23T12:00:00Z'), true)).toBeNull();
    expect(dayLocked({ lock: 'unauthorized', deadline: project.deadline }, shown, '2026-11-24', 0, true)).toBe('unauthorized');
  });
});
