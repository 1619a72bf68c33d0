import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { sameOrigin, signIn } from './helpers';

/**
 * The timesheet grid in a real browser (issue 13 "The grid", browser tests): the SiteManager
 * types a week of hours on his project without the mouse and sees the summary follow; a month long
 * past is grey and refused for him, writable for Admin; both exports are downloaded and read back.
 *
 * Data: the demo seed. "Stambena zgrada Sveta Klara" is the SiteManager's project (his
 * project-employee link since 1.3.2025.), Josip Jurić (the SiteManager himself) one of its
 * employees. The week typed is in the month after today (never locked, no demo records there);
 * the past month is June 2025 (deadline long gone, the SiteManager on the project then).
 */
const PROJECT = 'Stambena zgrada Sveta Klara';
const EMPLOYEE = 'Josip Jurić';
const PAST = { year: 2025, month: 6 };

/** A compact cell of the Grid answer (lib/work-hours/types.ts GridCellTuple): id, project, hours, type, ... */
type Cell = [id: number, projectId: number, hours: string, workHourTypeId: number, ...rest: unknown[]] | null;
type GridAnswer = {
  year: number;
  month: number;
  projects: { id: number; name: string; lock: string | null }[];
  employees: { id: number; fullName: string }[];
  cells: Record<string, Cell[]>;
  fundHours: number;
};
type GridDto = GridAnswer & { records: { id: number; employeeId: number; projectId: number; date: string; hours: string; workHourTypeId: number }[] };

const pad = (n: number) => String(n).padStart(2, '0');

/** The month after today's (Croatian calendar). */
function nextMonth(): { year: number; month: number } {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(new Date()).split('-').map(Number);
  return m === 12 ? { year: y + 1, month: 1 } : { year: y, month: m + 1 };
}

/** Monday to Friday of the month's first whole week, as 'YYYY-MM-DD'. */
function firstWeek(year: number, month: number): string[] {
  for (let d = 1; d <= 7; d++) {
    if (new Date(Date.UTC(year, month - 1, d)).getUTCDay() === 1) return [0, 1, 2, 3, 4].map((i) => `${year}-${pad(month)}-${pad(d + i)}`);
  }
  throw new Error('no Monday');
}

async function grid(page: Page, year: number, month: number, projectId = 0): Promise<GridDto> {
  const res = await page.request.get(`/api/WorkHourRecords/Grid?projectId=${projectId}&year=${year}&month=${month}`);
  expect(res.status(), await res.text()).toBe(200);
  const dto = (await res.json()) as GridAnswer;
  // The cells by employee, indexed by day (0 = the 1st), as a flat list of records.
  const records = Object.entries(dto.cells).flatMap(([employeeId, row]) =>
    row.flatMap((c, day) => (c ? [{ id: c[0], employeeId: Number(employeeId), projectId: c[1], date: `${dto.year}-${pad(dto.month)}-${pad(day + 1)}`, hours: c[2], workHourTypeId: c[3] }] : [])),
  );
  return { ...dto, records };
}

async function ids(page: Page, year: number, month: number) {
  const all = await grid(page, year, month);
  const project = all.projects.find((p) => p.name === PROJECT);
  expect(project, `${PROJECT} in ${JSON.stringify(all.projects.map((p) => p.name))}`).toBeTruthy();
  const one = await grid(page, year, month, project!.id);
  const employee = one.employees.find((e) => e.fullName === EMPLOYEE);
  expect(employee, `${EMPLOYEE} on the project`).toBeTruthy();
  return { projectId: project!.id, employeeId: employee!.id, dto: one };
}

/** Removes the employee's records of the given days (a rerun starts from empty cells). */
async function clear(page: Page, year: number, month: number, projectId: number, employeeId: number, days: string[]) {
  const dto = await grid(page, year, month, projectId);
  for (const r of dto.records.filter((x) => x.employeeId === employeeId && days.includes(x.date))) {
    const res = await page.request.delete(`/api/WorkHourRecords/${r.id}`, { headers: sameOrigin(page) });
    expect([200, 204]).toContain(res.status());
  }
}

/** Types hours into the focused cell and saves with Enter; confirms an expired certificate if asked. */
async function typeHours(page: Page, text: string) {
  await page.keyboard.type(text);
  await expect(page.getByTestId('editor-hours')).toHaveValue(text);
  await page.keyboard.press('Enter');
  const confirm = page.getByTestId('expired-confirm');
  await confirm.waitFor({ timeout: 700 }).then(
    () => confirm.click(),
    () => undefined,
  );
  await expect(page.getByTestId('editor-hours')).toHaveCount(0);
}

const regularHours = (page: Page, employeeId: number) => page.getByTestId(`summary-${employeeId}`).locator('[data-sum="regularHours"]');

test('as SiteManager a week is typed by keyboard, the summary follows, and a month long past is grey and refused', async ({ page }) => {
  const { year, month } = nextMonth();
  const week = firstWeek(year, month);
  await signIn(page, 'SiteManager', `/timesheet?year=${year}&month=${month}`);
  const { projectId, employeeId, dto } = await ids(page, year, month);
  expect(dto.projects.find((p) => p.id === projectId)?.lock).toBeNull();
  await clear(page, year, month, projectId, employeeId, week);

  await page.goto(`/timesheet?year=${year}&month=${month}&projectId=${projectId}`);
  await expect(page.getByTestId('timesheet-fund')).toHaveText(`Fond sati: ${dto.fundHours}`);
  await page.getByTestId('timesheet-summary').check();
  const before = await regularHours(page, employeeId).innerText();

  // The mouse only to put the focus on Monday (a click opens the editor; Escape closes it).
  await page.getByTestId(`cell-${employeeId}-${week[0]}`).click();
  await expect(page.getByTestId('editor-hours')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(`cell-${employeeId}-${week[0]}`)).toBeFocused();

  // 8 Enter moves on to the next day; Tuesday 7,5 with the decimal comma.
  for (const [i, day] of week.entries()) {
    await expect(page.getByTestId(`cell-${employeeId}-${day}`)).toBeFocused();
    await typeHours(page, i === 1 ? '7,5' : '8');
    await expect(page.getByTestId(`cell-${employeeId}-${day}`)).toHaveText(i === 1 ? '7,5' : '8');
  }
  const expected = Number(before.replace(',', '.')) + 39.5;
  await expect(regularHours(page, employeeId)).toHaveText(String(expected).replace('.', ','));

  // Saved on the server: the month read again has the five records, field work and Regular by default.
  await expect
    .poll(async () => (await grid(page, year, month, projectId)).records.filter((r) => r.employeeId === employeeId && week.includes(r.date)).map((r) => [r.hours, r.workHourTypeId]))
    .toEqual([['8', 600], ['7.5', 600], ['8', 600], ['8', 600], ['8', 600]]);

  // Arrow back to Wednesday, Delete asks first (the spec's confirmation), then removes it.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId(`cell-${employeeId}-${week[2]}`)).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(page.getByText(/Jeste li sigurni da želite obrisati zapis radnih sati/)).toBeVisible();
  await page.getByTestId('confirm-delete').click();
  await expect(page.getByTestId(`cell-${employeeId}-${week[2]}`)).toHaveText('');
  await expect(regularHours(page, employeeId)).toHaveText(String(expected - 8).replace('.', ','));

  // A month long past: greyed with the reason, a click or a digit opens nothing, the server refuses too.
  await page.goto(`/timesheet?year=${PAST.year}&month=${PAST.month}&projectId=${projectId}`);
  const locked = page.getByTestId(`cell-${employeeId}-2025-06-02`);
  await expect(locked).toHaveAttribute('data-locked', 'deadline');
  await expect(locked).toHaveAttribute('title', /Evidencija sati je zaključana za odabrani mjesec/);
  await expect(page.getByTestId('timesheet-locked')).toHaveText('Evidencija sati je zaključana za odabrani mjesec');
  await locked.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Evidencija sati je zaključana za odabrani mjesec' })).toBeVisible();
  await page.keyboard.type('8');
  await expect(page.getByTestId('editor-hours')).toHaveCount(0);
  const refused = await page.request.post('/api/WorkHourRecords', {
    headers: sameOrigin(page),
    data: { projectId, employeeId, date: '2025-06-02', hours: '8', workHourTypeId: 600, isFieldWork: false, numberOfMeals: 0 },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe('Evidencija sati je zaključana za odabrani mjesec');
});

test('as Admin the same past month is writable, on the project tab', async ({ page }) => {
  await signIn(page, 'Admin', `/timesheet?year=${PAST.year}&month=${PAST.month}`);
  const { projectId, employeeId } = await ids(page, PAST.year, PAST.month);
  const day = '2025-06-03';
  await clear(page, PAST.year, PAST.month, projectId, employeeId, [day]);

  await page.goto(`/projects/${projectId}/timesheet?year=${PAST.year}&month=${PAST.month}`);
  await expect(page.getByRole('tab', { name: 'Evidencija sati' })).toHaveAttribute('aria-selected', 'true');
  const cell = page.getByTestId(`cell-${employeeId}-${day}`);
  await expect(cell).not.toHaveAttribute('data-locked');
  await cell.click();
  await page.keyboard.press('Escape');
  await typeHours(page, '6');
  await expect(cell).toHaveText('6');
  await expect
    .poll(async () => (await grid(page, PAST.year, PAST.month, projectId)).records.find((r) => r.employeeId === employeeId && r.date === day)?.hours)
    .toBe('6');
  await clear(page, PAST.year, PAST.month, projectId, employeeId, [day]);
});

test('copy records: typed dates, the same dates refused, then one day copied to another', async ({ page }) => {
  const { year, month } = nextMonth();
  const second = firstWeek(year, month).map((d) => `${d.slice(0, 8)}${pad(Number(d.slice(8)) + 7)}`);
  const [origin, destination] = [second[0], second[3]];
  await signIn(page, 'SiteManager', `/timesheet?year=${year}&month=${month}`);
  const { projectId, employeeId } = await ids(page, year, month);
  await clear(page, year, month, projectId, employeeId, second);
  const made = await page.request.post('/api/WorkHourRecords', {
    headers: sameOrigin(page),
    data: { projectId, employeeId, date: origin, hours: '8', workHourTypeId: 600, isFieldWork: false, numberOfMeals: 0 },
  });
  expect(made.status(), await made.text()).toBe(201);

  await page.goto(`/timesheet?year=${year}&month=${month}&projectId=${projectId}`);
  await page.getByTestId('timesheet-copy').click();
  await expect(page).toHaveURL(/\/timesheet\/copy\?/);
  const typed = (iso: string) => `${Number(iso.slice(8))}.${Number(iso.slice(5, 7))}.${iso.slice(0, 4)}.`;
  await page.getByTestId('copy-origin').fill(typed(origin));
  await page.getByTestId('copy-destination').fill(typed(origin));
  await page.getByTestId('copy-submit').click();
  await expect(page.getByText('Datum s kojeg se kopira i datum na koji se kopira moraju biti različiti.')).toBeVisible();
  await page.getByTestId('copy-destination').fill(typed(destination));
  await page.getByTestId('copy-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: /Kopiran\w* \d+ zapis/ })).toBeVisible();
  await expect(page).toHaveURL(/\/timesheet\?/);
  await expect(page.getByTestId(`cell-${employeeId}-${destination}`)).toHaveText('8');
  await clear(page, year, month, projectId, employeeId, second);
});

test('exports: xlsx by day and by project are downloaded and hold the grid numbers', async ({ page }) => {
  const { year, month } = nextMonth();
  const week = firstWeek(year, month);
  await signIn(page, 'Admin', `/timesheet?year=${year}&month=${month}`);
  const { projectId, employeeId } = await ids(page, year, month);
  await clear(page, year, month, projectId, employeeId, week.slice(0, 2));
  for (const [i, date] of week.slice(0, 2).entries()) {
    const res = await page.request.post('/api/WorkHourRecords', {
      headers: sameOrigin(page),
      data: { projectId, employeeId, date, hours: i === 0 ? '8' : '7.5', workHourTypeId: 600, isFieldWork: false, numberOfMeals: 0 },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const dto = await grid(page, year, month, projectId);
  const hisHours = dto.records.filter((r) => r.employeeId === employeeId && r.projectId === projectId && r.workHourTypeId === 600).reduce((s, r) => s + Number(r.hours), 0);

  await page.goto(`/timesheet?year=${year}&month=${month}&projectId=${projectId}`);
  await expect(page.getByTestId(`cell-${employeeId}-${week[1]}`)).toHaveText('7,5');

  const read = async (testId: string) => {
    await page.getByTestId('timesheet-export').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'timesheet-')), download.suggestedFilename());
    await download.saveAs(file);
    const book = XLSX.read(fs.readFileSync(file), { type: 'buffer' });
    return XLSX.utils.sheet_to_json<(string | number | null)[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: true, defval: null });
  };

  // By day: the employee's row, a column per day (column d = day d), numbers as numbers.
  const byDay = await read('export-by-day');
  // The workbook names people as the grid does, name first.
  const names = [EMPLOYEE];
  const row = byDay.find((r) => names.includes(String(r[0])));
  expect(row, JSON.stringify(byDay.map((r) => r[0]))).toBeTruthy();
  expect(row![Number(week[0].slice(8))]).toBe(8);
  expect(row![Number(week[1].slice(8))]).toBe(7.5);

  // By project: the employee's hours on the project's column.
  const byProject = await read('export-by-project');
  const header = byProject.find((r) => r[0] === 'Zaposlenik') ?? byProject[1];
  const column = header.findIndex((c) => typeof c === 'string' && c.includes(PROJECT));
  expect(column, JSON.stringify(header)).toBeGreaterThan(0);
  const his = byProject.find((r) => names.includes(String(r[0])));
  expect(his?.[column]).toBe(hisHours);

  await clear(page, year, month, projectId, employeeId, week.slice(0, 2));
});

/** A month of `n` employees with a record on every working day of the first 20 days (the grid's own compact shape). */
function syntheticMonth(year: number, month: number, n: number) {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const employees = Array.from({ length: n }, (_, i) => ({ id: 100_000 + i, fullName: `Radnik ${String(i + 1).padStart(3, '0')}`, activeTo: null, inactive: false, expiries: [], lastSuppliers: null }));
  const cells = Object.fromEntries(
    employees.map((e, i) => [
      String(e.id),
      Array.from({ length: days }, (_, index) => {
        const d = index + 1;
        const working = d <= 20 && new Date(Date.UTC(year, month - 1, d)).getUTCDay() % 6 !== 0;
        return working ? [e.id * 100 + d, 1, '8', 600, i % 2 === 0 ? 1 : 0, null, null, null, 0] : null;
      }),
    ]),
  );
  return {
    year, month, projectId: 1, fundHours: 168, holidays: [],
    projects: [{ id: 1, name: 'Sintetski', code: 'S-1', active: true, defaultWorkRecordCoefficientId: null, lock: null, deadline: '2099-01-01T00:00:00.000Z' }],
    employees, cells,
    lookups: { types: [{ id: 600, name: 'Redovni rad' }], coefficients: [], suppliers: [] },
  };
}

test('500 employees: the rows are virtualised (a few dozen in the page) and the last one scrolls into view', async ({ page }) => {
  const { year, month } = nextMonth();
  await signIn(page, 'Admin', `/timesheet?year=${year}&month=${month}`);
  // The grid's month answered by the test: 500 employees x 20 days (the API's own speed is the benchmark's).
  await page.route('**/api/WorkHourRecords/Grid?**', (route) => route.fulfill({ json: syntheticMonth(year, month, 500) }));
  await page.goto(`/timesheet?year=${year}&month=${month}&projectId=1`);
  const grid = page.getByTestId('timesheet-grid');
  await expect(grid.getByText('Radnik 001', { exact: true })).toBeVisible();
  // The compact cells are decoded in the browser: the first working day shows 8 hours.
  const firstWorking = Array.from({ length: 7 }, (_, i) => i + 1).find((d) => new Date(Date.UTC(year, month - 1, d)).getUTCDay() % 6 !== 0)!;
  await expect(grid.getByTestId(`cell-100000-${year}-${pad(month)}-${pad(firstWorking)}`)).toHaveText('8');
  const rows = await grid.locator('[role="row"][data-testid^="row-"]').count();
  expect(rows).toBeGreaterThan(10);
  expect(rows).toBeLessThan(60);
  await grid.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(grid.getByText('Radnik 500', { exact: true })).toBeVisible();
  expect(await grid.locator('[role="row"][data-testid^="row-"]').count()).toBeLessThan(60);
  // The keyboard works down there too: the last employee's cell has the focus, ArrowUp moves up.
  await grid.getByTestId(`cell-100499-${year}-${pad(month)}-01`).click();
  await page.keyboard.press('Escape');
  await expect(grid.getByTestId(`cell-100499-${year}-${pad(month)}-01`)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(grid.getByTestId(`cell-100498-${year}-${pad(month)}-01`)).toBeFocused();
});

test('work record coefficients: Admin adds one typed with a decimal comma, sees it after a reload, deletes it; SiteManager has no such button', async ({ page }) => {
  const name = `Teren e2e ${Date.now().toString(36)}`;
  await signIn(page, 'Admin', '/timesheet');
  await page.getByTestId('timesheet-coefficients').click();
  await expect(page).toHaveURL(/\/timesheet\/coefficients/);
  const drawer = page.getByTestId('coefficients');
  await drawer.getByTestId('coefficient-add').click();
  const row = drawer.getByTestId('coefficient-row').last();
  await row.getByLabel('Naziv').fill(name);
  await row.getByLabel('Koeficijent').fill('1,45');
  await row.getByLabel('Koeficijent').press('Enter');
  await expect(page.getByText('Koeficijent je spremljen.')).toBeVisible();
  const listed = await page.request.get('/api/WorkRecordCoefficients');
  expect((await listed.json()).find((c: { name: string }) => c.name === name)?.coefficient).toBe('1.45');

  await page.reload();
  const saved = page.getByTestId('coefficients').getByTestId('coefficient-row').filter({ has: page.locator(`input[value="${name}"]`) });
  await expect(saved.getByLabel('Koeficijent')).toHaveValue('1,45');
  await saved.getByRole('button', { name: 'Obriši' }).click();
  await page.getByTestId('confirm-delete').click();
  await expect(page.getByText('Koeficijent je obrisan.')).toBeVisible();
  const after = await page.request.get('/api/WorkRecordCoefficients');
  expect((await after.json()).some((c: { name: string }) => c.name === name)).toBe(false);

  await page.context().clearCookies();
  await signIn(page, 'SiteManager', '/timesheet');
  await expect(page.getByTestId('timesheet-copy')).toBeVisible();
  await expect(page.getByTestId('timesheet-coefficients')).toHaveCount(0);
});
