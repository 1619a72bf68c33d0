import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { sameOrigin, signIn } from './helpers';

/**
 * The project's Contractors tab (issue 11) in a real browser: a project without contractors
 * shows the warning; with a contractor (Izvođač with a bill of quantities, added through the
 * project cooperators API) the Admin types a quantity and a unit price inline in the Croatian
 * format and sees the exact total; "only items with data" stays in the URL over a reload; the
 * Admin imports the contractor's cost list through the drawer (an xlsx in the items export's
 * layout) and sees the report and the lines; SiteManager sees the same list without edit
 * controls and without the import.
 */
test.describe.configure({ mode: 'serial' });
let projectId = 0;
let contractorId = 0;
const ids = { group: 0, beton: 0, oplata: 0 };
const drawer = (page: Page) => page.getByTestId('entity-drawer').getByRole('dialog');
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/contractors-${name}.png` });

/** The items export's layout: sheet Troškovnik, Id in A, labels B..H, the contractor's quantity in I and unit price in J. */
function contractorWorkbook(broken = false): string {
  const header = ['Id', 'Razina', 'Redni broj', 'Naziv', 'Jedinica mjere', 'Količina', 'Jedinična cijena', 'Ukupna cijena', 'Količina', 'Jedinična cijena'];
  const rows = [
    [ids.group, 1, '1', 'Betonski radovi', null, null, null, null, null, null],
    [ids.beton, 2, '1.1', 'Beton C25/30', 'm3', 12.5, 90, 1125, 10, '80,00'],
    [ids.oplata, 2, '1.2', 'Oplata', 'm3', 3, 10, 30, 3, broken ? null : 12.345],
    [999999999, 2, '9.9', 'Tuđa stavka', 'm3', 1, 1, 1, 1, 1],
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Troškovnik');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contractor-')), broken ? 'Bez cijene.xlsx' : 'Troškovnik izvođača.xlsx');
  fs.writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}

async function post(page: Page, url: string, data: unknown): Promise<number> {
  const response = await page.request.post(url, { data, headers: sameOrigin(page) });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('Admin: the warning without contractors, then a contractor quantity and price typed inline', async ({ page }) => {
  await signIn(page, 'Admin');
  projectId = await post(page, '/api/Projects', { name: `Izvođači E2E ${Date.now()}`, projectStatusId: 1000 });
  const units = (await (await page.request.get('/api/UnitOfMeasurements')).json()) as { id: number; shortName: string }[];
  const m3 = units.find((u) => u.shortName === 'm3')!.id;
  const group = (ids.group = await post(page, '/api/ProjectItems', { projectId, parentId: null, isGroup: true, name: 'Betonski radovi' }));
  ids.beton = await post(page, '/api/ProjectItems', { projectId, parentId: group, isGroup: false, name: 'Beton C25/30', unitOfMeasurementId: m3, quantity: '12.5', unitPrice: '90' });
  ids.oplata = await post(page, '/api/ProjectItems', { projectId, parentId: group, isGroup: false, name: 'Oplata', unitOfMeasurementId: m3, quantity: '3', unitPrice: '10' });

  await page.goto(`/projects/${projectId}/contractors`);
  await expect(page.getByRole('tab', { name: 'Izvođači' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('no-contractors')).toContainText('Na centru odgovornosti nema izvođača');

  const cooperatorId = await post(page, '/api/Cooperators', { name: `Gradnja E2E ${Date.now()} d.o.o.`, personTypeId: 400, associateTypeId: 1300 });
  contractorId = await post(page, '/api/ProjectCooperators', { projectId, cooperatorId, cooperatorTypeId: 501, hasBoq: true });

  await page.goto(`/projects/${projectId}/contractors`);
  const table = page.getByTestId('contractor-items');
  await expect(table).toHaveAttribute('data-contractor-id', String(contractorId));
  await expect(page.getByTestId('contractor-counts')).toHaveText('Stavki s podacima: 0 od 2');

  // Enter edits the focused row, the quantity and the price in the Croatian format, Enter saves.
  const beton = table.locator('tbody tr[data-ordinal="1.1"]');
  await beton.focus();
  await page.keyboard.press('Enter');
  await page.getByTestId(`edit-quantity-${contractorId}`).fill('1.012,5');
  await page.getByTestId(`edit-unitPrice-${contractorId}`).fill('87,40');
  await expect(beton).toContainText('88.492,50'); // the preview: 1012,5 x 87,40
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Stavka troškovnika izvođača je uspješno spremljena.' })).toBeVisible();
  await expect(beton.locator('input')).toHaveCount(0);
  await expect(beton).toContainText('1.012,5');
  await expect(beton).toContainText('87,40');
  await expect(beton).toContainText('88.492,50');
  await expect(page.getByTestId(`total-${contractorId}`)).toHaveText('88.492,50');
  await expect(page.getByTestId('contractor-counts')).toHaveText('Stavki s podacima: 1 od 2');

  // Escape cancels an edit; "only items with data" hides the other item.
  await beton.focus();
  await page.keyboard.press('F2');
  await page.getByTestId(`edit-quantity-${contractorId}`).fill('5');
  await page.keyboard.press('Escape');
  await expect(beton).toContainText('1.012,5');
  await page.getByText('Samo stavke s podacima').click();
  await expect(table.locator('tbody tr[data-ordinal="1.2"]')).toHaveCount(0);
  await expect(table.locator('tbody tr[data-ordinal="1.1"]')).toHaveCount(1);

  // The choice is in the URL: a reload and the way back from another tab keep it.
  await expect(page).toHaveURL(/[?&]prikaz=podaci/);
  await page.reload();
  await expect(page.getByTestId('contractor-items').locator('tbody tr[data-ordinal="1.1"]')).toHaveCount(1);
  await expect(page.getByTestId('contractor-items').locator('tbody tr[data-ordinal="1.2"]')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Troškovnik', exact: true }).click();
  await expect(page).toHaveURL(`/projects/${projectId}/items`);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]prikaz=podaci/);
  await expect(page.getByTestId('contractor-items').locator('tbody tr[data-ordinal="1.1"]')).toHaveCount(1);
  await expect(page.getByTestId('contractor-items').locator('tbody tr[data-ordinal="1.2"]')).toHaveCount(0);
  await page.getByText('Sve stavke', { exact: true }).click();
  await expect(page.getByTestId('contractor-items').locator('tbody tr[data-ordinal="1.2"]')).toHaveCount(1);
  await expect(page).not.toHaveURL(/prikaz=/);
});

test('Admin imports the contractor cost list through the drawer: the report, then the lines', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'Admin', `/projects/${projectId}/contractors/${contractorId}`);
  await page.getByTestId('contractor-import').click();
  await expect(page).toHaveURL(`/projects/${projectId}/contractors/${contractorId}/import`);
  const importer = drawer(page);
  await expect(importer.getByTestId('contractor-import-hint')).toContainText('u stupac I upišite izvođačevu količinu, a u stupac J njegovu jediničnu cijenu');
  await expect(importer.getByRole('textbox', { name: 'Raspon ćelija' })).toHaveValue('I2:J100000');

  // A row with a quantity but no price: the server's 400 names the Excel row, the drawer stays open with the choices.
  await importer.locator('input[type=file]').setInputFiles(contractorWorkbook(true));
  await expect(importer.getByRole('textbox', { name: 'Naziv lista' })).toHaveValue('Troškovnik');
  await importer.getByRole('button', { name: 'Uvezi', exact: true }).click();
  await page.getByTestId('confirm-action').click();
  await expect(importer.getByText(/Redak 4: Redak mora imati i količinu i jediničnu cijenu/).first()).toBeVisible();
  await expect(page).toHaveURL(`/projects/${projectId}/contractors/${contractorId}/import`);
  await expect(importer.getByRole('textbox', { name: 'Raspon ćelija' })).toHaveValue('I2:J100000');

  await importer.locator('input[type=file]').setInputFiles(contractorWorkbook());
  await expect(importer.getByRole('textbox', { name: 'Naziv lista' })).toHaveValue('Troškovnik');
  await expect(importer.getByTestId('import-preview')).toContainText('80,00');

  // A range from column A is refused in Croatian before anything is sent.
  await importer.getByRole('textbox', { name: 'Raspon ćelija' }).fill('A2:J100');
  await importer.getByRole('button', { name: 'Uvezi', exact: true }).click();
  await expect(importer.getByText('Stupac A je rezerviran za Id', { exact: true })).toBeVisible();
  await importer.getByRole('textbox', { name: 'Raspon ćelija' }).fill('I2:J100000');
  await shot(page, 'import-drawer');

  // The contractor already has a line: the overwrite asks first.
  await importer.getByRole('button', { name: 'Uvezi', exact: true }).click();
  await expect(page.getByText(/Uvoz ga zamjenjuje sadržajem datoteke/)).toBeVisible();
  await page.getByTestId('confirm-action').click();

  const report = importer.getByTestId('contractor-import-report');
  // 10 x 80,00 = 800,00; 3 x 12,345 = 37,035 -> 37,04; together 837,04.
  await expect(report.getByTestId('report-lines')).toHaveText('Stavki u troškovniku izvođača: 2, ukupno 837,04 €.');
  await expect(report.getByTestId('report-changes')).toHaveText('Dodano: 1, ažurirano: 1, obrisano: 0.');
  await expect(report).toContainText('Redaka bez količine i cijene (nisu u troškovniku izvođača, npr. grupe): 1.');
  await expect(report.getByTestId('report-skipped')).toHaveText('Preskočeno redaka s količinom ili cijenom: 1.');
  await expect(report.getByTestId('report-skipped-rows')).toContainText('Id 999999999 nije stavka troškovnika ovog centra odgovornosti');
  await expect(page.getByRole('alert').filter({ hasText: 'Troškovnik izvođača je uspješno uvezen.' })).toBeVisible();
  await shot(page, 'import-report');
  await report.getByTestId('report-close').click();
  await expect(page).toHaveURL(`/projects/${projectId}/contractors/${contractorId}`);

  const table = page.getByTestId('contractor-items');
  await expect(table.locator('tbody tr[data-ordinal="1.1"]')).toContainText('800,00');
  await expect(table.locator('tbody tr[data-ordinal="1.2"]')).toContainText('12,345');
  await expect(table.locator('tbody tr[data-ordinal="1.2"]')).toContainText('37,04');
  await expect(page.getByTestId(`total-${contractorId}`)).toHaveText('837,04');
  await expect(page.getByTestId('contractor-counts')).toHaveText('Stavki s podacima: 2 od 2');
  await shot(page, 'table');

  // A line with executed quantities cannot go: the row's one call answers 409, nothing changes.
  const lines = (await (await page.request.get(`/api/Projects/${projectId}/ProjectCooperatorItems`)).json()) as { id: number; projectItemId: number }[];
  const oplataLine = lines.find((l) => l.projectItemId === ids.oplata)!.id;
  const situationId = await post(page, '/api/ProjectSituations', { projectId, name: 'Situacija 1', activeFrom: '2026-02-01', activeTo: '2026-02-28' });
  await post(page, '/api/ProjectSituationItems', { projectSituationId: situationId, projectCooperatorItemId: oplataLine, quantity: '1' });
  const oplata = table.locator('tbody tr[data-ordinal="1.2"]');
  await oplata.focus();
  await page.keyboard.press('Enter');
  await page.getByTestId(`edit-quantity-${contractorId}`).fill('');
  await page.getByTestId(`edit-unitPrice-${contractorId}`).fill('');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Stavka troškovnika ima izvedene količine u situacijama i ne može se obrisati.' })).toBeVisible();
  await expect(page.getByTestId(`edit-quantity-${contractorId}`)).toBeVisible(); // the editor stays open
  await page.keyboard.press('Escape');
  await expect(oplata).toContainText('37,04');
  await expect(page.getByTestId(`total-${contractorId}`)).toHaveText('837,04');
});

test('SiteManager reads the contractor list without edit controls', async ({ page }) => {
  await signIn(page, 'SiteManager', `/projects/${projectId}/contractors/${contractorId}`);
  const table = page.getByTestId('contractor-items');
  const beton = table.locator('tbody tr[data-ordinal="1.1"]');
  await expect(beton).toContainText('800,00');
  await expect(page.getByTestId('row-edit')).toHaveCount(0);
  await beton.focus();
  await page.keyboard.press('Enter');
  await expect(beton.locator('input')).toHaveCount(0);
  // No import for them: no button, and the drawer's URL is not theirs.
  await expect(page.getByTestId('contractor-import')).toHaveCount(0);
  await page.goto(`/projects/${projectId}/contractors/${contractorId}/import`);
  await expect(page.getByText('Ooops... Greška 404')).toBeVisible();
});
