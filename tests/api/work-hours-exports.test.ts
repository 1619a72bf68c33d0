import { and, gte, lte } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { getDb } from '@/db/client';
import { cooperators, employeeGearRecords, projectEmployees, projects, workHourRecords } from '@/db/schema';
import type { RoleName } from '@/lib/auth/roles';
import { zagrebClock } from '@/lib/format/zone';
import { SCHEDULE_TEXTS } from '@/lib/i18n/schedule';
import { messages } from '@/lib/i18n/messages';
import * as gearRoute from '@/app/api/WorkHourRecords/ImportEmployeeGearXlsx/route';
import * as scheduleRoute from '@/app/api/PeopleSchedule/download/route';
import * as summedRoute from '@/app/api/WorkHourRecords/ExportSummedXlsx/route';
import * as gridRoute from '@/app/api/WorkHourRecords/ExportXlsx/route';
import { loadPlaces, type Places } from './fixtures';
import { BASE, demoEmail, sessionCookie, unique } from './helpers';
import { insertEmployee } from './project-fixtures';

/**
 * The work-hour exports and the people schedule (issue 13): every file is read back with SheetJS
 * and holds the numbers inserted here (exact cells, numeric cells typed as numbers). Records are
 * written straight with drizzle. The month 2031-03 and the gear year 2098 belong to this file:
 * their rows are removed first, so the totals are exact also on a second run.
 */
const YEAR = 2031;
const MONTH = 3;
const DAY = '2031-03-04'; // a Tuesday
const GEAR_YEAR = 2098;

type Route = { POST?: unknown; GET?: unknown };
type Cells = (string | number | undefined)[];

async function download(route: Route, method: 'GET' | 'POST', path: string, opts: { as?: RoleName; body?: unknown } = {}) {
  const headers = new Headers({ cookie: await sessionCookie(demoEmail(opts.as ?? 'Admin')) });
  if (method === 'POST') headers.set('origin', BASE);
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers.set('content-type', 'application/json');
  }
  const fn = (method === 'GET' ? route.GET : route.POST) as (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
  const res = await fn(new NextRequest(new URL(path, BASE), { method, headers, body }), { params: Promise.resolve({}) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const json = res.headers.get('content-type')?.includes('json') ? JSON.parse(new TextDecoder().decode(bytes)) : null;
  return { status: res.status, headers: res.headers, bytes, json };
}

/** The first sheet: its name, its rows (raw values) and the sheet (for cell types). */
function open(bytes: Uint8Array) {
  const book = XLSX.read(bytes, { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0]];
  const rows = XLSX.utils.sheet_to_json<Cells>(sheet, { header: 1, raw: true, defval: undefined, blankrows: true });
  return { name: book.SheetNames[0], rows, sheet };
}

const fileName = (headers: Headers) => decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(headers.get('content-disposition') ?? '')?.[1] ?? '');

let p: Places;
const tag = unique();
let A: { id: number; label: string };
let B: { id: number; label: string };
const E: Record<'ana' | 'ivo' | 'petar' | 'linked', { id: number; fullName: string }> = {} as never;
let hostel: { id: number; name: string };
let kitchen: { id: number; name: string };

beforeAll(async () => {
  p = await loadPlaces();
  const db = await getDb();
  await db.delete(workHourRecords).where(and(gte(workHourRecords.date, '2031-03-01'), lte(workHourRecords.date, '2031-03-31')));
  await db.delete(employeeGearRecords).where(and(gte(employeeGearRecords.date, `${GEAR_YEAR - 1}-01-01`), lte(employeeGearRecords.date, `${GEAR_YEAR}-12-31`)));

  const [a, b] = await db
    .insert(projects)
    .values([
      { name: `Vila Đurđevac ${tag}`, code: `VĐ-${tag}`, projectStatusId: 1000 },
      { name: `Most Čiovo ${tag}`, code: `MČ-${tag}`, projectStatusId: 1000 },
    ])
    .returning({ id: projects.id, code: projects.code, name: projects.name });
  A = { id: a.id, label: `${a.code} ${a.name}` };
  B = { id: b.id, label: `${b.code} ${b.name}` };
  for (const [key, surname] of [['ana', 'Anić'], ['ivo', 'Babić'], ['petar', 'Čorić'], ['linked', 'Šimić']] as const) {
    const e = await insertEmployee(p, { name: key, surname: `${surname} ${tag}` });
    E[key] = { id: e.id, fullName: `${e.name} ${e.surname}` };
  }
  await db.insert(projectEmployees).values({ projectId: A.id, employeeId: E.linked.id, activeFrom: '2031-01-01' });
  [hostel, kitchen] = await db
    .insert(cooperators)
    .values([
      { name: `Hostel Đurđa ${tag}`, personTypeId: 400, associateTypeId: 1303 },
      { name: `Kuhinja Šime ${tag}`, personTypeId: 400, associateTypeId: 1302 },
    ])
    .returning({ id: cooperators.id, name: cooperators.name });

  const rec = (employeeId: number, projectId: number, date: string, hours: string, workHourTypeId = 600, extra: Partial<typeof workHourRecords.$inferInsert> = {}) => ({
    employeeId,
    projectId,
    date,
    hours,
    workHourTypeId,
    ...extra,
  });
  await db.insert(workHourRecords).values([
    rec(E.ana.id, A.id, '2031-03-03', '8.00', 600, { isFieldWork: true }),
    rec(E.ana.id, A.id, DAY, '7.50', 600, { isFieldWork: true, accommodationSupplierId: hostel.id, foodSupplierId: kitchen.id, numberOfMeals: 2 }),
    rec(E.ana.id, A.id, '2031-03-05', '8.00', 603),
    rec(E.ana.id, B.id, '2031-03-06', '4.25'),
    rec(E.ivo.id, A.id, DAY, '8.00', 604),
    rec(E.ivo.id, A.id, '2031-03-31', '10.00'),
    rec(E.petar.id, B.id, DAY, '9.00', 600, { accommodationSupplierId: hostel.id }),
  ]);

  const gear = (employeeId: number, date: string, items: Partial<typeof employeeGearRecords.$inferInsert>) => ({ employeeId, projectId: A.id, date, ...items });
  await db.insert(employeeGearRecords).values([
    gear(E.ana.id, `${GEAR_YEAR}-02-01`, { shoes: 1, helmet: 1 }),
    gear(E.ana.id, `${GEAR_YEAR}-06-15`, { helmet: 1, vest: 1 }),
    gear(E.ivo.id, `${GEAR_YEAR}-03-10`, { goggles: 1 }),
    gear(E.petar.id, `${GEAR_YEAR - 1}-12-31`, { winterJacket: 1 }), // another year
  ]);
});

const row = (rows: Cells[], first: string) => rows.find((r) => r[0] === first);

describe('POST /api/WorkHourRecords/ExportXlsx: the grid of a month', () => {
  it("holds the grid's numbers: hours as numeric cells, abbreviations, totals per employee and the total row", async () => {
    const res = await download(gridRoute, 'POST', '/api/WorkHourRecords/ExportXlsx', { body: { projectId: A.id, year: YEAR, month: MONTH } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(fileName(res.headers)).toBe(`Evidencija sati ${A.label} 2031-03.xlsx`);
    const { name, rows, sheet } = open(res.bytes);
    expect(name).toBe('Evidencija sati');
    expect(rows[0][0]).toBe(`Evidencija radnih sati – ${A.label} – ožujak 2031.`);
    expect(rows[1][0]).toBe('Fond sati: 168');
    expect(rows[2].slice(0, 3)).toEqual(['Djelatnik', '1.', '2.']);
    expect(rows[2].slice(32)).toEqual(['Redovni sati', 'Terenski dani', 'GO', 'BOL', 'ONR', 'SD', 'ND']);
    // 1.3.2031 is a Saturday.
    expect(rows[3].slice(1, 5)).toEqual(['SUB', 'NED', 'pon', 'uto']);

    const people = rows.slice(4, 8).map((r) => r[0]);
    expect(people).toEqual([E.ana.fullName, E.ivo.fullName, E.linked.fullName, 'Ukupno']);
    const ana = row(rows, E.ana.fullName)!;
    expect(ana.slice(3, 7)).toEqual([8, 7.5, 'GO', undefined]); // day 6 is on project B
    expect(ana.slice(32)).toEqual([15.5, 2, 1, 0, 0, 0, 0]);
    const ivo = row(rows, E.ivo.fullName)!;
    expect(ivo[4]).toBe('BOL');
    expect(ivo[31]).toBe(10);
    expect(ivo.slice(32)).toEqual([10, 0, 0, 1, 0, 0, 0]);
    expect(row(rows, E.linked.fullName)!.slice(32)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    const total = row(rows, 'Ukupno')!;
    expect(total.slice(3, 5)).toEqual([8, 7.5]);
    expect(total.slice(32)).toEqual([25.5, 2, 1, 1, 0, 0, 0]);
    // Typed cells: Ana's 7,5 (row 5, column E: day 4) is a number, her GO text, her total a number.
    expect(sheet['E5']).toMatchObject({ t: 'n', v: 7.5 });
    expect(sheet['F5']).toMatchObject({ t: 's', v: 'GO' });
    expect(sheet['AG5']).toMatchObject({ t: 'n', v: 15.5 });
    expect(rows.some((r) => r[0] === E.petar.fullName)).toBe(false);
  });

  it('projectId 0 is all projects: every employee with a record in the month', async () => {
    const res = await download(gridRoute, 'POST', '/api/WorkHourRecords/ExportXlsx', { body: { projectId: 0, year: YEAR, month: MONTH } });
    expect(res.status).toBe(200);
    const { rows } = open(res.bytes);
    expect(rows[0][0]).toBe('Evidencija radnih sati – Svi projekti – ožujak 2031.');
    expect(row(rows, E.ana.fullName)!.slice(3, 7)).toEqual([8, 7.5, 'GO', 4.25]);
    expect(row(rows, E.petar.fullName)![4]).toBe(9);
    expect(row(rows, 'Ukupno')!.slice(32)).toEqual([38.75, 2, 1, 1, 0, 0, 0]);
  });

  it('an empty month is a valid file with its header', async () => {
    const res = await download(gridRoute, 'POST', '/api/WorkHourRecords/ExportXlsx', { body: { projectId: B.id, year: 2100, month: 2 } });
    expect(res.status).toBe(200);
    const { rows } = open(res.bytes);
    expect(rows[0][0]).toBe(`Evidencija radnih sati – ${B.label} – veljača 2100.`);
    expect(rows[2]).toHaveLength(1 + 28 + 7);
    expect(rows[4][0]).toBe('Ukupno');
  });

  it('refuses bad input with Croatian messages (400) and an unknown project (404)', async () => {
    const bad = await download(gridRoute, 'POST', '/api/WorkHourRecords/ExportXlsx', { body: { projectId: 'x', year: 1999, month: 13 } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({
      projectId: [messages.invalidValue],
      year: [messages.min(2000)],
      month: [messages.max(12)],
    });
    const missing = await download(gridRoute, 'POST', '/api/WorkHourRecords/ExportXlsx', { body: { projectId: A.id } });
    expect(missing.json.errors).toEqual({ year: [messages.required], month: [messages.required] });
    const half = await download(gridRoute, 'POST', '/api/WorkHourRecords/ExportXlsx', { body: { projectId: A.id, year: 2031, month: 2.5 } });
    expect(half.json.errors).toEqual({ month: [messages.integer] });
    const unknown = await download(gridRoute, 'POST', '/api/WorkHourRecords/ExportXlsx', { body: { projectId: 2_000_000_000, year: YEAR, month: MONTH } });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /api/WorkHourRecords/ExportSummedXlsx: hours per employee per project', () => {
  it('rows employees, columns projects, regular hours only, the totals', async () => {
    const res = await download(summedRoute, 'POST', '/api/WorkHourRecords/ExportSummedXlsx', { body: { year: YEAR, month: MONTH } });
    expect(res.status).toBe(200);
    expect(fileName(res.headers)).toBe('Sati po projektima 2031-03.xlsx');
    const { rows } = open(res.bytes);
    expect(rows[0][0]).toBe('Sati redovnog rada po projektima – ožujak 2031.');
    // Both projects' codes start with V/M and a tag: Most Čiovo (MČ-) sorts before Vila (VĐ-).
    expect(rows[1]).toEqual(['Djelatnik', B.label, A.label, 'Ukupno']);
    expect(rows.slice(2)).toEqual([
      [E.ana.fullName, 4.25, 15.5, 19.75],
      [E.ivo.fullName, undefined, 10, 10],
      [E.petar.fullName, 9, undefined, 9],
      ['Ukupno', 13.25, 25.5, 38.75],
    ]);
  });

  it('an empty month is a valid file with a header and a note', async () => {
    const res = await download(summedRoute, 'POST', '/api/WorkHourRecords/ExportSummedXlsx', { body: { year: 2100, month: 1 } });
    expect(res.status).toBe(200);
    expect(open(res.bytes).rows.slice(1)).toEqual([['Djelatnik', 'Ukupno'], ['Nema evidentiranih sati redovnog rada u ovom mjesecu.']]);
  });

  it('refuses a bad month (400)', async () => {
    const res = await download(summedRoute, 'POST', '/api/WorkHourRecords/ExportSummedXlsx', { body: { year: 2031, month: 0 } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ month: [messages.min(1)] });
  });
});

describe('POST /api/WorkHourRecords/ImportEmployeeGearXlsx: the gear summary', () => {
  it('one row per employee with gear that year, 1/0 per item, each column summed', async () => {
    const res = await download(gearRoute, 'POST', `/api/WorkHourRecords/ImportEmployeeGearXlsx?year=${GEAR_YEAR}`);
    expect(res.status).toBe(200);
    expect(fileName(res.headers)).toBe(`Zaštitna oprema ${GEAR_YEAR}.xlsx`);
    const { rows } = open(res.bytes);
    expect(rows[0][0]).toBe(`Zadužena zaštitna oprema – ${GEAR_YEAR}. (1 = zadužio, 0 = nije)`);
    expect(rows[1].slice(0, 5)).toEqual(['Djelatnik', 'OIB', 'Zadnje zaduženje', 'Broj zaduženja', 'Cipele']);
    expect(rows).toHaveLength(5);
    const ana = row(rows, E.ana.fullName)!;
    // shoes, shoesPro, pants, overalls, workJacket, winterJacket, fleeseJacket, helmet, vest, gloves, goggles, suit
    expect(ana.slice(2)).toEqual([`15.06.${GEAR_YEAR}.`, 2, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0]);
    expect(row(rows, E.ivo.fullName)!.slice(3)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0]);
    expect(rows.some((r) => r[0] === E.petar.fullName)).toBe(false); // his gear is of another year
    expect(row(rows, 'Ukupno')!.slice(3)).toEqual([3, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1, 0]);
  });

  it('without a year: the current year (Zagreb)', async () => {
    const res = await download(gearRoute, 'POST', '/api/WorkHourRecords/ImportEmployeeGearXlsx');
    expect(res.status).toBe(200);
    const year = zagrebClock(new Date()).year;
    expect(open(res.bytes).rows[0][0]).toBe(`Zadužena zaštitna oprema – ${year}. (1 = zadužio, 0 = nije)`);
    const bad = await download(gearRoute, 'POST', '/api/WorkHourRecords/ImportEmployeeGearXlsx?year=abc');
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ year: [messages.invalidNumber] });
  });
});

describe('GET /api/PeopleSchedule/download: the people schedule of a day', () => {
  it('default: by project, each employee with hours, type and suppliers', async () => {
    const res = await download(scheduleRoute, 'GET', `/api/PeopleSchedule/download?date=${DAY}&type=default`, { as: 'Procurement' });
    expect(res.status).toBe(200);
    expect(fileName(res.headers)).toBe(`Raspored po projektima ${DAY}.xlsx`);
    const { rows } = open(res.bytes);
    expect(rows[0][0]).toBe('Raspored ljudi po projektima – 04.03.2031.');
    expect(rows.slice(1)).toEqual([
      ['Projekt', 'Djelatnik', 'Sati', 'Vrsta', 'Teren', 'Smještaj', 'Prehrana'],
      [`${B.label} (1 djelatnik)`],
      [undefined, E.petar.fullName, 9, 'Redovni rad', 'ne', hostel.name],
      [`${A.label} (2 djelatnika)`],
      [undefined, E.ana.fullName, 7.5, 'Redovni rad', 'da', hostel.name, kitchen.name],
      [undefined, E.ivo.fullName, 8, 'Bolovanje (BOL)', 'ne'],
      [],
      ['Ukupno djelatnika: 3'],
    ]);
  });

  it('accommodation: by accommodation supplier, those without one last; type defaults to default', async () => {
    const res = await download(scheduleRoute, 'GET', `/api/PeopleSchedule/download?date=${DAY}&type=accommodation`, { as: 'Procurement' });
    expect(res.status).toBe(200);
    expect(fileName(res.headers)).toBe(`Raspored po smještaju ${DAY}.xlsx`);
    const { rows } = open(res.bytes);
    expect(rows[0][0]).toBe('Raspored ljudi po smještaju – 04.03.2031.');
    expect(rows.slice(1)).toEqual([
      ['Smještaj', 'Djelatnik', 'Projekt', 'Sati', 'Vrsta'],
      [`${hostel.name} (2 djelatnika)`],
      [undefined, E.ana.fullName, A.label, 7.5, 'Redovni rad'],
      [undefined, E.petar.fullName, B.label, 9, 'Redovni rad'],
      ['Bez smještaja (1 djelatnik)'],
      [undefined, E.ivo.fullName, A.label, 8, 'Bolovanje (BOL)'],
      [],
      ['Ukupno djelatnika: 3'],
    ]);
    const plain = await download(scheduleRoute, 'GET', `/api/PeopleSchedule/download?date=${DAY}`);
    expect(open(plain.bytes).rows[0][0]).toBe('Raspored ljudi po projektima – 04.03.2031.');
  });

  it('a day without records is a valid file with the header', async () => {
    const res = await download(scheduleRoute, 'GET', '/api/PeopleSchedule/download?date=2100-01-01&type=accommodation');
    expect(res.status).toBe(200);
    expect(open(res.bytes).rows.slice(1)).toEqual([['Smještaj', 'Djelatnik', 'Projekt', 'Sati', 'Vrsta'], [], ['Nema evidentiranih djelatnika za taj dan.']]);
  });

  it('refuses a bad date or type with Croatian messages (400)', async () => {
    const bad = await download(scheduleRoute, 'GET', '/api/PeopleSchedule/download?date=2031-02-30&type=hotel');
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ date: [messages.invalidDate], type: [SCHEDULE_TEXTS.typeInvalid] });
    const missing = await download(scheduleRoute, 'GET', '/api/PeopleSchedule/download');
    expect(missing.json.errors).toEqual({ date: [messages.required] });
  });
});

describe('rights: timesheet and people schedule (spec part 2 §6)', () => {
  const calls = [
    ['ExportXlsx', gridRoute, 'POST', '/api/WorkHourRecords/ExportXlsx', { projectId: 0, year: YEAR, month: MONTH }],
    ['ExportSummedXlsx', summedRoute, 'POST', '/api/WorkHourRecords/ExportSummedXlsx', { year: YEAR, month: MONTH }],
    ['ImportEmployeeGearXlsx', gearRoute, 'POST', '/api/WorkHourRecords/ImportEmployeeGearXlsx', undefined],
    ['PeopleSchedule', scheduleRoute, 'GET', `/api/PeopleSchedule/download?date=${DAY}`, undefined],
  ] as const;

  it('Warehouse is refused (403), Procurement, SiteManager and Accounting download', async () => {
    for (const [label, route, method, path, body] of calls) {
      expect((await download(route, method, path, { as: 'Warehouse', body })).status, label).toBe(403);
      for (const as of ['Procurement', 'SiteManager', 'Accounting'] as const) {
        const res = await download(route, method, path, { as, body });
        expect(res.status, `${label} as ${as}`).toBe(200);
        expect(open(res.bytes).rows.length, `${label} as ${as}`).toBeGreaterThan(1);
      }
    }
  });
});
