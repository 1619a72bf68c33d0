import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { signIn, sameOrigin } from './helpers';

/**
 * The project items tab (bill of quantities) in a real browser: import through the drawer,
 * totals to the cent, levels, inline edit (Enter saves, Escape cancels), add under a group,
 * delete a group, the percent filter, export and read the file back; SiteManager reads and
 * exports only. Runs on a project the test creates, so it starts empty every time.
 */

// The SiteManager test reads the list the Admin test leaves in this project.
test.describe.configure({ mode: 'serial' });
let projectId = 0;
const HEADER = ['Id', 'Razina', 'Redni broj', 'Naziv', 'Jedinica mjere', 'Količina', 'Jedinična cijena', 'Ukupna cijena'];
const ROWS: (string | number | null)[][] = [
  [null, 1, '1', 'Zemljani radovi – čćđšž', null, null, null, null],
  [null, 2, '1.1', 'Iskop građevinske jame', 'm3', 123.456789, 10, null], // 1.234,57
  [null, 2, '1.2', 'Odvoz i nasipavanje', null, null, null, null],
  [null, 3, '1.2.1', 'Odvoz viška zemlje (Đakovo)', 'tura', 0.000001, 1000000, null], // 1,00; a new unit
  [null, 3, '1.2.2', 'Nasip šljunkom', 't', 2.5, 12.345678, null], // 30,86
  [null, 1, '2', 'Betonski radovi', null, null, null, null],
  [null, 2, '2.1', 'Beton C25/30 – temelji', 'm3', 10.5, 95.123456, null], // 998,80
  [null, 1, '3', 'Pripremni radovi (paušal)', 'paš', 1, 1500, null], // 1.500,00
];

function writeWorkbook(): string {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Naslovnica troškovnika']]), 'Naslovnica');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ...ROWS]), 'Troškovnik');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'boq-')), 'troškovnik Split.xlsx');
  fs.writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}

/** A new, empty project (status Aktivan) of the signed-in user's session. */
async function createProject(page: Page): Promise<number> {
  const created = await page.request.post('/api/Projects', {
    data: { name: `Troškovnik E2E ${Date.now()}`, projectStatusId: 1000 },
    headers: sameOrigin(page),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const row = (page: Page, ordinal: string) => page.locator(`tbody tr[data-ordinal="${ordinal}"]`);
const summary = (page: Page) => page.locator('tfoot tr').first();
const drawer = (page: Page) => page.getByTestId('entity-drawer').getByRole('dialog');

async function download(page: Page, trigger: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'boq-export-')), file.suggestedFilename());
  await file.saveAs(target);
  const book = XLSX.read(fs.readFileSync(target), { type: 'buffer' });
  return { name: file.suggestedFilename(), rows: XLSX.utils.sheet_to_json<(string | number | null)[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: true, defval: null }) };
}

test('Admin imports a bill of quantities and works the tree: levels, inline edit, add, delete, filter, export', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'Admin', '/projects');
  const id = (projectId = await createProject(page));
  await page.goto(`/projects/${id}/items`);

  // ---- a new project has no items: import through the empty state's drawer (1350 wide)
  await expect(page.getByTestId('items-empty')).toBeVisible();
  await expect(page.getByText('Troškovnik je prazan')).toBeVisible();
  await page.getByRole('link', { name: 'Uvoz iz Excela', exact: true }).click();
  await expect(page).toHaveURL(`/projects/${id}/items/import`);
  const importer = drawer(page);
  await expect(importer.getByText('Uvoz troškovnika iz Excela')).toBeVisible();
  expect(Math.round((await importer.boundingBox())!.width)).toBe(1350);

  // Without a file the rules answer in Croatian.
  await importer.getByRole('button', { name: 'Uvezi', exact: true }).click();
  await expect(importer.getByText('Odaberite datoteku', { exact: true })).toBeVisible();

  await importer.locator('input[type=file]').setInputFiles(writeWorkbook());
  // The sheet with rows is picked, the header maps the columns, the preview shows what goes in.
  await expect(importer.getByRole('textbox', { name: 'Naziv lista' })).toHaveValue('Troškovnik');
  await expect(importer.getByTestId('header-note')).toContainText('retku 1');
  await expect(importer.getByTestId('import-preview')).toContainText('Iskop građevinske jame');
  await expect(importer.getByTestId('import-preview')).toContainText('123.456789');

  // A wrong range and two labels on one column are refused before anything is sent.
  await importer.getByRole('textbox', { name: 'Raspon ćelija' }).fill('A2:H9');
  await importer.getByRole('textbox', { name: 'Količina' }).click();
  await page.getByRole('option', { name: 'D', exact: true }).click();
  await importer.getByRole('button', { name: 'Uvezi', exact: true }).click();
  await expect(importer.getByText('Stupac A je rezerviran za Id', { exact: true })).toBeVisible();
  await expect(importer.getByText('Vrijednosti stupaca nisu jedinstvene')).toHaveCount(2);
  await importer.getByRole('textbox', { name: 'Raspon ćelija' }).fill('B2:H9');
  await importer.getByRole('textbox', { name: 'Količina' }).click();
  await page.getByRole('option', { name: 'F', exact: true }).click();

  await importer.getByRole('button', { name: 'Uvezi', exact: true }).click();
  // Nothing to replace: no confirmation.
  await expect(page.getByText(/Uvoz ga zamjenjuje sadržajem datoteke/)).toHaveCount(0);
  const notice = page.getByRole('alert').filter({ hasText: 'Troškovnik je uspješno uvezen.' });
  await expect(notice).toContainText('3 grupe, 5 stavki, ukupno 3.765,23');
  await expect(notice).toContainText('Nove jedinice mjere: tura');
  await expect(page).toHaveURL(`/projects/${id}/items`);

  // ---- the tree with the right totals, to the cent
  await expect(row(page, '1.2.1')).toContainText('Odvoz viška zemlje (Đakovo)');
  await expect(row(page, '1.2.1')).toContainText('0,000001');
  await expect(row(page, '1.1')).toContainText('123,456789');
  await expect(row(page, '1.1')).toContainText('1.234,57');
  await expect(row(page, '1.2.2')).toContainText('12,345678');
  await expect(row(page, '1.2.2')).toContainText('30,86');
  await expect(row(page, '1')).toContainText('1.266,43'); // group rollup
  await expect(row(page, '2.1')).toContainText('998,80');
  await expect(summary(page)).toContainText('3.765,23');
  await expect(summary(page)).toContainText('0,00 %');
  await expect(page.getByTestId('items-counts')).toHaveText('3 grupe, 5 stavki');

  // ---- importing over a list asks first; cancelling keeps the list
  await page.getByRole('link', { name: 'Uvoz', exact: true }).click();
  await drawer(page).locator('input[type=file]').setInputFiles(writeWorkbook());
  await expect(drawer(page).getByTestId('import-preview')).toContainText('Iskop građevinske jame');
  await drawer(page).getByRole('button', { name: 'Uvezi', exact: true }).click();
  await expect(page.getByText(/Uvoz ga zamjenjuje sadržajem datoteke/)).toBeVisible();
  await page.getByTestId('confirm-cancel').click();
  await page.goto(`/projects/${id}/items`);
  await expect(page.getByTestId('items-counts')).toHaveText('3 grupe, 5 stavki');

  // ---- one level at a time
  await page.getByRole('button', { name: 'Sažmi razinu' }).click();
  await expect(row(page, '1.2.1')).toHaveCount(0);
  await expect(row(page, '1.2')).toBeVisible();
  await page.getByRole('button', { name: 'Sažmi razinu' }).click();
  await expect(row(page, '1.1')).toHaveCount(0);
  await expect(page.locator('tbody tr[data-row-id]')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Sažmi razinu' })).toBeDisabled();
  await page.getByRole('button', { name: 'Proširi razinu' }).click();
  await expect(row(page, '1.2')).toBeVisible();
  await expect(row(page, '1.2.1')).toHaveCount(0);
  await page.getByRole('button', { name: 'Proširi razinu' }).click();
  await expect(row(page, '1.2.1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proširi razinu' })).toBeDisabled();
  // A single group by its chevron.
  await page.getByRole('button', { name: 'Sažmi grupu 1.2' }).click();
  await expect(row(page, '1.2.2')).toHaveCount(0);
  await page.getByRole('button', { name: 'Proširi grupu 1.2' }).click();
  await expect(row(page, '1.2.2')).toBeVisible();

  // ---- inline edit: double-click the quantity, type with a decimal comma, Enter saves
  await row(page, '1.1').getByRole('cell', { name: '123,456789' }).first().dblclick();
  const quantity = row(page, '1.1').getByRole('textbox', { name: 'Količina' });
  await expect(quantity).toBeFocused();
  await expect(quantity).toHaveValue('123,456789');
  await quantity.fill('200,5');
  await expect(row(page, '1.1').getByTestId('total-preview')).toHaveText('2.005,00');
  await quantity.press('Enter');
  await expect(page.getByText('Stavka je uspješno spremljena.')).toBeVisible();
  await expect(row(page, '1.1').getByRole('textbox')).toHaveCount(0);
  await expect(row(page, '1.1')).toContainText('200,5');
  await expect(row(page, '1.1')).toContainText('2.005,00');
  await expect(row(page, '1')).toContainText('2.036,86'); // 2.005,00 + 1,00 + 30,86
  await expect(summary(page)).toContainText('4.535,66');
  // The edited row keeps the focus for the keyboard.
  await expect(row(page, '1.1')).toBeFocused();

  // A quantity with seven decimals is refused inline.
  await page.keyboard.press('Enter');
  await row(page, '1.1').getByRole('textbox', { name: 'Količina' }).fill('1,1234567');
  await page.keyboard.press('Enter');
  await expect(row(page, '1.1').getByText('Dopušteno je najviše 6 decimala')).toBeVisible();
  await page.keyboard.press('Escape');

  // ---- Escape cancels: nothing changes, nothing is sent
  const before = await row(page, '2.1').innerText();
  await row(page, '2.1').click();
  await page.keyboard.press('Enter');
  const name = row(page, '2.1').getByRole('textbox', { name: 'Naziv' });
  await expect(name).toBeFocused();
  await name.fill('Ovo se ne sprema');
  await page.keyboard.press('Escape');
  await expect(row(page, '2.1').getByRole('textbox')).toHaveCount(0);
  expect(await row(page, '2.1').innerText()).toBe(before);
  await page.reload();
  await expect(row(page, '2.1')).toContainText('Beton C25/30 – temelji');

  // ---- add an item at the end of group 2
  await row(page, '2').getByRole('button', { name: 'Radnje za stavku 2' }).click();
  await page.getByRole('menuitem', { name: 'Dodaj stavku ovdje' }).click();
  const draft = row(page, '2.2');
  await expect(draft.getByRole('textbox', { name: 'Naziv' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(draft.getByText('Obavezno polje')).toHaveCount(4);
  await draft.getByRole('textbox', { name: 'Naziv' }).fill('Oplata temelja – šperploča');
  await draft.getByRole('textbox', { name: 'Jedinica mjere' }).fill('m2');
  await page.getByRole('option', { name: /^m2 –/ }).click();
  await draft.getByRole('textbox', { name: 'Količina' }).fill('3,5');
  await draft.getByRole('textbox', { name: 'Jedinična cijena' }).fill('100');
  await expect(draft.getByTestId('total-preview')).toHaveText('350,00');
  await draft.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Stavka je uspješno spremljena.').last()).toBeVisible();
  await expect(row(page, '2.2')).toContainText('Oplata temelja – šperploča');
  await expect(row(page, '2.2')).toContainText('350,00');
  await expect(row(page, '2')).toContainText('1.348,80');
  await expect(summary(page)).toContainText('4.885,66');

  // ---- delete group 1 with everything in it
  await row(page, '1').getByRole('button', { name: 'Radnje za stavku 1' }).click();
  await page.getByRole('menuitem', { name: 'Obriši' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Potvrda brisanja' });
  await expect(dialog).toContainText('grupu 1 „Zemljani radovi – čćđšž”');
  await expect(dialog.getByTestId('delete-consequence')).toHaveText('Zajedno s grupom obrisat će se i sav njezin sadržaj: 1 podgrupa i 3 stavke.');
  await dialog.getByTestId('confirm-delete').click();
  await expect(page.getByText('Stavka je uspješno obrisana.')).toBeVisible();
  await expect(page.getByText('Zemljani radovi – čćđšž')).toHaveCount(0);
  // The siblings move up: Betonski radovi is now 1.
  await expect(row(page, '1')).toContainText('Betonski radovi');
  await expect(summary(page)).toContainText('2.848,80');
  await expect(page.getByTestId('items-counts')).toHaveText('1 grupa, 3 stavke');

  // ---- completed-percent filter, kept in the query string (nothing is completed yet)
  await page.getByText('100 %', { exact: true }).click();
  await expect(page).toHaveURL(/filter\.completedPercent=complete/);
  await expect(page.getByText('Nijedna stavka nije u odabranom rasponu izvršenosti.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Nijedna stavka nije u odabranom rasponu izvršenosti.')).toBeVisible();
  await page.getByText('0 %', { exact: true }).click();
  await expect(page).toHaveURL(/filter\.completedPercent=zero/);
  await expect(page.locator('tbody tr[data-row-id]')).toHaveCount(4);
  await page.getByText('Sve', { exact: true }).click();
  await expect(page).not.toHaveURL(/completedPercent/);

  // ---- export (1440 wide): Naziv before Redni broj, the file read back with SheetJS
  const ids = Object.fromEntries(
    await page.locator('tbody tr[data-row-id]').evaluateAll((rows) =>
      rows.map((r) => [r.querySelectorAll('td')[1].textContent?.trim() ?? '', Number(r.getAttribute('data-row-id'))]),
    ),
  );
  await page.getByRole('link', { name: 'Izvoz', exact: true }).click();
  await expect(page).toHaveURL(`/projects/${id}/items/export`);
  const exporter = drawer(page);
  expect(Math.round((await exporter.boundingBox())!.width)).toBe(1440);
  await exporter.getByRole('button', { name: 'Pomakni gore: Naziv' }).click();
  await expect(exporter.getByTestId('export-preview')).toContainText('Betonski radovi');
  const file = await download(page, () => exporter.getByRole('button', { name: 'Preuzmi Excel datoteku' }).click());
  expect(file.name).toMatch(/^Troškovnik.*\.xlsx$/);
  expect(file.rows[0]).toEqual(['Id', 'Razina', 'Naziv', 'Redni broj', 'Jedinica mjere', 'Količina', 'Jedinična cijena', 'Ukupna cijena']);
  const byName = Object.fromEntries(file.rows.slice(1).map((r) => [r[2], r]));
  expect(byName['Beton C25/30 – temelji']).toEqual([ids['Beton C25/30 – temelji'], 2, 'Beton C25/30 – temelji', '1.1', 'm3', 10.5, 95.123456, 998.8]);
  expect(byName['Oplata temelja – šperploča']).toEqual([ids['Oplata temelja – šperploča'], 2, 'Oplata temelja – šperploča', '1.2', 'm2', 3.5, 100, 350]);
  expect(byName['Betonski radovi'][0]).toBe(ids['Betonski radovi']);
  expect(byName['Pripremni radovi (paušal)']).toEqual([ids['Pripremni radovi (paušal)'], 1, 'Pripremni radovi (paušal)', '2', 'paš', 1, 1500, 1500]);
  await expect(page).toHaveURL(`/projects/${id}/items`);
});

test('SiteManager reads the items without write controls and exports them', async ({ page }) => {
  expect(projectId, 'the Admin test created the project').toBeGreaterThan(0);
  const id = projectId;
  await signIn(page, 'SiteManager', `/projects/${id}/items`);
  await expect(page.getByTestId('project-items')).toBeVisible();
  // What the Admin test left: group 1 with its three items, item 2.
  await expect(page.getByTestId('items-counts')).toHaveText('1 grupa, 3 stavke');
  await expect(summary(page)).toContainText('2.848,80');
  await expect(page.getByRole('button', { name: 'Dodaj' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Uvoz', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Radnje za stavku/ })).toHaveCount(0);
  // Double-click and Enter open no editor.
  await page.locator('tbody tr[data-row-id]').first().dblclick();
  await page.keyboard.press('Enter');
  await expect(page.locator('tbody input')).toHaveCount(0);

  await page.getByRole('link', { name: 'Izvoz', exact: true }).click();
  const file = await download(page, () => drawer(page).getByRole('button', { name: 'Preuzmi Excel datoteku' }).click());
  expect(file.rows[0]).toEqual(['Id', 'Razina', 'Redni broj', 'Naziv', 'Jedinica mjere', 'Količina', 'Jedinična cijena', 'Ukupna cijena']);
  expect(file.rows).toHaveLength(5);

  // The import route is not theirs.
  await page.goto(`/projects/${id}/items/import`);
  await expect(page.getByText('Ooops... Greška 404')).toBeVisible();
});

test('the tab reads its list in the browser: loading, then a failed read with a retry', async ({ page }) => {
  expect(projectId, 'the Admin test created the project').toBeGreaterThan(0);
  const id = projectId;
  await signIn(page, 'SiteManager', '/projects');
  // The first read is held (the loading state shows), then fails; the retry goes through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let reads = 0;
  await page.route(`**/api/Projects/${id}/ProjectItems`, async (route) => {
    if (++reads > 1) return route.continue();
    await held;
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Poslužitelj trenutno nije dostupan.' }) });
  });
  await page.goto(`/projects/${id}/items`);
  await expect(page.getByTestId('items-loading')).toHaveText('Učitavanje troškovnika…');
  await expect(page.getByTestId('project-items')).toHaveCount(0);
  release();
  const failed = page.getByTestId('items-load-error');
  await expect(failed).toContainText('Troškovnik nije učitan.');
  await expect(failed).toContainText('Poslužitelj trenutno nije dostupan.');
  await expect(page.getByTestId('items-loading')).toHaveCount(0);
  await failed.getByRole('button', { name: 'Pokušaj ponovno' }).click();
  await expect(page.getByTestId('items-counts')).toHaveText('1 grupa, 3 stavke');
  await expect(failed).toHaveCount(0);
  expect(reads).toBe(2);
});
