import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as XLSX from 'xlsx';
import { signIn } from './helpers';

/**
 * The people schedule (/schedule, issue 13): Procurement types a day, downloads both files and
 * they open with that day's records. The records are written straight into the app's Postgres
 * (DATABASE_URL's "_e2e" database, as scripts/e2e-server.mjs names it; the records API is another helper's): two demo employees on a demo project on
 * 06.05.2030., one with an accommodation supplier. On the embedded PGlite (no DATABASE_URL) the
 * server holds the database, so only the files' headers are checked.
 */
const DAY = '2030-05-06';
const SUPPLIER = 'Hostel Đurđa (e2e raspored)';
type Fixture = { project: string; people: string[] } | null;

async function insertRecords(): Promise<Fixture> {
  if (!process.env.DATABASE_URL) return null;
  // The server's database: scripts/e2e-server.mjs runs it on "<DATABASE_URL's name>_e2e".
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${encodeURIComponent(`${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}_e2e`)}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query('delete from work_hour_records where date = $1', [DAY]);
    const project = (await client.query('select id, code, name from projects order by id limit 1')).rows[0];
    const people = (await client.query('select id, surname, name from employees order by id limit 2')).rows;
    let supplier = (await client.query('select id from cooperators where name = $1', [SUPPLIER])).rows[0];
    supplier ??= (await client.query('insert into cooperators (name, person_type_id, associate_type_id) values ($1, 400, 1303) returning id', [SUPPLIER])).rows[0];
    await client.query(
      `insert into work_hour_records (project_id, employee_id, date, hours, work_hour_type_id, is_field_work, accommodation_supplier_id)
       values ($1, $2, $4, 8, 600, true, $5), ($1, $3, $4, 6.5, 600, false, null)`,
      [project.id, people[0].id, people[1].id, DAY, supplier.id],
    );
    return {
      project: project.code ? `${project.code} ${project.name}` : project.name,
      people: people.map((p: { surname: string; name: string }) => `${p.name} ${p.surname}`),
    };
  } finally {
    await client.end();
  }
}

async function downloadRows(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'schedule-')), download.suggestedFilename());
  await download.saveAs(file);
  const book = XLSX.read(fs.readFileSync(file), { type: 'buffer' });
  return {
    name: download.suggestedFilename(),
    // Rows without their trailing empty cells (defval pads every row to the sheet's width).
    rows: XLSX.utils
      .sheet_to_json<(string | number | null)[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: true, defval: null })
      .map((row) => {
        const cells = [...row];
        while (cells.length && cells[cells.length - 1] === null) cells.pop();
        return cells;
      }),
  };
}

test('Procurement downloads the schedule of a typed day by project and by accommodation', async ({ page }) => {
  await signIn(page, 'Procurement', '/schedule');
  // After the first page: the server has migrated and seeded its database by now.
  const fixture = await insertRecords();
  await expect(page.getByRole('heading', { name: 'Raspored ljudi' })).toBeVisible();

  const date = page.getByLabel('Datum');
  await date.fill('6.5.2030.');
  await date.blur();
  await expect(date).toHaveValue('06.05.2030.');
  if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, 'schedule-1440.png'), fullPage: true });

  const byProject = await downloadRows(page, 'Raspored po projektima');
  expect(byProject.name).toBe(`Raspored po projektima ${DAY}.xlsx`);
  expect(byProject.rows[0][0]).toBe('Raspored ljudi po projektima – 06.05.2030.');
  expect(byProject.rows[1]).toEqual(['Projekt', 'Djelatnik', 'Sati', 'Vrsta', 'Teren', 'Smještaj', 'Prehrana']);
  await expect(page.getByText(`Datoteka je preuzeta: ${byProject.name}`)).toBeVisible();

  const byAccommodation = await downloadRows(page, 'Raspored po smještaju');
  expect(byAccommodation.name).toBe(`Raspored po smještaju ${DAY}.xlsx`);
  expect(byAccommodation.rows[0][0]).toBe('Raspored ljudi po smještaju – 06.05.2030.');
  expect(byAccommodation.rows[1]).toEqual(['Smještaj', 'Djelatnik', 'Projekt', 'Sati', 'Vrsta']);

  if (fixture) {
    const [first, second] = fixture.people;
    const sorted = [...fixture.people].sort((a, b) => a.localeCompare(b, 'hr'));
    expect(byProject.rows.slice(2, 5)).toEqual([
      [`${fixture.project} (2 djelatnika)`],
      ...sorted.map((p) => (p === first ? [null, p, 8, 'Redovni rad', 'da', SUPPLIER] : [null, p, 6.5, 'Redovni rad', 'ne'])),
    ]);
    expect(byAccommodation.rows.slice(2, 6)).toEqual([
      [`${SUPPLIER} (1 djelatnik)`],
      [null, first, fixture.project, 8, 'Redovni rad'],
      ['Bez smještaja (1 djelatnik)'],
      [null, second, fixture.project, 6.5, 'Redovni rad'],
    ]);
  }
});

test('a day that does not exist is refused on the screen', async ({ page }) => {
  await signIn(page, 'Procurement', '/schedule');
  const date = page.getByLabel('Datum');
  await date.fill('31.02.2030.');
  await date.blur();
  await page.getByRole('button', { name: 'Raspored po projektima' }).click();
  await expect(page.getByText('Neispravan datum')).toBeVisible();
  if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, 'schedule-bad-date-1440.png'), fullPage: true });
});

test('Warehouse has no people schedule', async ({ page }) => {
  await signIn(page, 'Warehouse', '/');
  await page.goto('/schedule');
  await expect(page).toHaveURL(/\/not-found$/);
});
