import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/**
 * /warehouses and /warehouse-items on the demo stock (db/seed/demo-stock.ts: received notes
 * completed through the documents service on "Stambena zgrada Sveta Klara" and "Rekonstrukcija
 * mosta na Kupi") and the demo documents (db/seed/demo-documents.ts: a transfer of part of Klara's
 * reinforcement and cement to the bridge).
 */
const drawer = (page: Page) => page.getByTestId('entity-drawer').getByRole('dialog');
const KLARA = 'Stambena zgrada Sveta Klara';

test('Admin goes from a warehouse to its stock, selects items, generates and prints', async ({ page }) => {
  await signIn(page, 'Admin', '/warehouses');
  await expect(page.getByRole('heading', { name: 'Skladišta' })).toBeVisible();
  for (const header of ['Projekt', 'Adresa', 'Grad', 'Država']) await expect(page.getByRole('columnheader', { name: header }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/warehouses-1440.png', fullPage: true });

  // The project name links to its warehouse's items.
  await page.getByRole('link', { name: KLARA }).click();
  await expect(page).toHaveURL(/\/warehouse-items\?warehouseId=\d+$/);
  await expect(page.getByTestId('warehouse-select')).toHaveValue(KLARA);
  const beton = page.getByRole('row').filter({ hasText: 'Beton C25/30' });
  await expect(beton).toContainText('m3');
  await expect(beton).toContainText('92,50');
  await expect(beton).toContainText('2.220,00'); // 24 x 92,50
  await expect(beton.getByRole('link', { name: /^PRM-\d{4}-\d{5}$/ })).toHaveAttribute('href', /^\/documents\/\d+$/);
  await expect(page.getByRole('row').filter({ hasText: 'Čelični profil HEB 200' })).toHaveCount(0);

  // "Svi skladišni prostori": every warehouse.
  await page.getByTestId('warehouse-select').click();
  await page.getByRole('option', { name: 'Svi skladišni prostori' }).click();
  await expect(page).toHaveURL(/\/warehouse-items$/);
  await expect(page.getByRole('row').filter({ hasText: 'Čelični profil HEB 200' })).toBeVisible();

  // Generate needs a selection; then it opens the documents' drawer with the chosen items.
  const generate = page.getByRole('button', { name: 'Generiraj' });
  await expect(generate).toBeDisabled();
  // The demo transfer (db/seed/demo-documents.ts) put some of Klara's reinforcement on the bridge too.
  const armatura = page.getByRole('row').filter({ hasText: 'Armaturna mreža Q-335' }).first();
  await page.getByRole('row').filter({ hasText: 'Beton C25/30' }).getByRole('checkbox').check();
  await armatura.getByRole('checkbox').check();
  await expect(generate).toBeEnabled();
  await generate.click();
  for (const type of ['Otpisnica', 'Izdatnica', 'Međuskladišnica – izlaz', 'Likvidacija']) await expect(page.getByRole('menuitem', { name: type })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Izdatnica' })).toHaveAttribute('href', /^\/documents\/new\?typeId=805&warehouseItemIds=\d+,\d+$/);
  await page.screenshot({ path: 'test-results/warehouse-items-1440.png', fullPage: true });
  await page.keyboard.press('Escape');

  // Print: the stock list PDF of the selection.
  const print = page.getByRole('link', { name: 'Ispis' });
  const href = await print.getAttribute('href');
  expect(href).toMatch(/^\/api\/WarehouseItems\/Print\?id=\d+&id=\d+$/);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('SiteManager edits a warehouse item’s name and description in the drawer', async ({ page }) => {
  await signIn(page, 'SiteManager', '/warehouse-items');
  await page.getByRole('link', { name: 'Cement CEM II 42,5 (vreća 25 kg)' }).first().click();
  await expect(page).toHaveURL(/\/warehouse-items\/\d+$/);
  await expect(drawer(page).getByText('Stavka skladišta', { exact: true })).toBeVisible();
  await drawer(page).getByRole('link', { name: /^Uredi/ }).click();
  await expect(page).toHaveURL(/\/warehouse-items\/\d+\/edit$/);
  await drawer(page).getByLabel(/^Naziv|^Stavka/).fill('');
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(drawer(page).getByText('Obavezno polje')).toBeVisible();
  await drawer(page).getByLabel(/^Naziv|^Stavka/).fill('Cement CEM II 42,5 – vreće');
  await drawer(page).getByLabel(/^Opis/).fill('Skladišteno na paleti, zaštićeno od vlage.');
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Stavka skladišta je uspješno spremljena.')).toBeVisible();
  await expect(drawer(page).getByText('Skladišteno na paleti, zaštićeno od vlage.')).toBeVisible();
  await page.screenshot({ path: 'test-results/warehouse-item-drawer-1440.png', fullPage: true });
});

test('Procurement sees warehouses but not their stock; Warehouse reads stock without editing', async ({ page, browser }) => {
  await signIn(page, 'Procurement', '/warehouses');
  await expect(page.getByRole('link', { name: KLARA })).toBeVisible();
  await page.goto('/warehouse-items');
  await expect(page).toHaveURL(/\/not-found/);

  const other = await browser.newPage();
  await signIn(other, 'Warehouse', '/warehouse-items');
  await expect(other.getByRole('link', { name: 'Beton C25/30' })).toBeVisible();
  await other.goto('/warehouse-items/1/edit');
  await expect(other).toHaveURL(/\/not-found/);
  await other.close();
});
