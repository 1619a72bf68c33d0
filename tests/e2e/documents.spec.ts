import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import * as XLSX from 'xlsx';
import { signIn } from './helpers';

/**
 * The documents screens (issue 12): a requisition with items, a purchase order generated from
 * its selected items, a received note completed (stock appears), a consumption note taking that
 * warehouse item, a storno, a transfer to another project's warehouse, and a SiteManager who may
 * change only drafts: as Procurement, Warehouse and SiteManager where the matrix allows
 * (Procurement reads no warehouse items, so the stock steps are Warehouse's). Screenshots at
 * 1440 px go to test-results/documents-*.png.
 */

const PROJECT = 'Poslovni centar Split Istok';
const KUPA = 'Rekonstrukcija mosta na Kupi';
const drawer = (page: Page) => page.getByTestId('entity-drawer').getByRole('dialog');
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/documents-${name}-1440.png`, fullPage: true });

async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Confirms the open "Potvrdi" dialog. */
async function confirm(page: Page) {
  await page.getByTestId('confirm-action').click();
}

/** Creates a document of the list's type on PROJECT through the drawer; lands on its detail page. */
async function createDocument(page: Page, typeId: number, opts: { supplier?: boolean; comment?: string } = {}) {
  await page.goto(`/documents?typeId=${typeId}`);
  await page.getByRole('link', { name: 'Dodaj' }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/new\\?typeId=${typeId}`));
  await choose(page, 'document-project', PROJECT);
  if (opts.supplier) {
    // The first supplier of the list (an Order requires one, §5).
    await page.getByTestId('document-supplier').click();
    await page.getByRole('option').first().click();
  }
  if (opts.comment) await drawer(page).getByLabel('Napomena').fill(opts.comment);
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function addItem(page: Page, fill: { name?: string; unit?: string; quantity: string; unitPrice?: string; warehouseItem?: RegExp; screenshot?: string; expectError?: string; quantityAfter?: string }) {
  await page.getByTestId('item-add').click();
  const form = drawer(page);
  await expect(form.getByText('Nova stavka')).toBeVisible();
  if (fill.warehouseItem) {
    await expect(form.getByText('Stavka skladišta nije odabrana')).toBeVisible();
    await choose(page, 'item-warehouseItemId', fill.warehouseItem);
    // Prefilled from the warehouse item (§5).
    await expect(form.getByTestId('item-name')).not.toHaveValue('');
  }
  if (fill.name) await form.getByTestId('item-name').fill(fill.name);
  if (fill.unit) await choose(page, 'item-unitOfMeasurementId', fill.unit);
  await form.getByTestId('item-quantity').fill(fill.quantity);
  if (fill.unitPrice) await form.getByTestId('item-unitPrice').fill(fill.unitPrice);
  if (fill.expectError) {
    // More than is on hand: the form says how much there is and does not save (§5).
    await expect(form.getByText(fill.expectError)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Spremi' })).toBeDisabled();
    await form.getByTestId('item-quantity').fill(fill.quantityAfter!);
  }
  if (fill.screenshot) await shot(page, fill.screenshot);
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Stavka je spremljena.').first()).toBeVisible();
  await expect(form).toBeHidden();
}

test('the list: type, project selector, date range, tabs and the items switch in the URL', async ({ page }) => {
  await signIn(page, 'Procurement', '/documents?typeId=800');
  await expect(page.getByRole('heading', { name: 'Zahtjevnice' })).toBeVisible();
  const year = new Date().getFullYear();
  await expect(page.getByTestId('documents-date-from')).toHaveValue(`01.01.${year}.`);
  await expect(page.getByTestId('documents-project')).toHaveValue('Svi projekti');
  const box = await page.getByTestId('documents-project').boundingBox();
  expect(Math.round(box!.width)).toBe(300);
  await page.getByTestId('documents-date-from').fill('1.2.2026.');
  await page.getByTestId('documents-date-from').blur();
  await expect(page).toHaveURL(/dateFrom=2026-02-01/);
  // Typed key by key, as a user types (not pasted): no keystroke is put back by the URL's day.
  await page.getByTestId('documents-date-to').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('30.11.2026.');
  await page.keyboard.press('Tab');
  await expect(page).toHaveURL(/dateTo=2026-11-30/);
  await expect(page.getByTestId('documents-date-to')).toHaveValue('30.11.2026.');
  await page.getByRole('tab', { name: 'Neaktivni' }).click();
  await expect(page).toHaveURL(/activeTab=inactive/);
  await page.getByText('Prikaži stavke').click();
  await expect(page).toHaveURL(/showItems=true/);
  await shot(page, 'list');
});

test('requisition -> purchase order from selected items -> received note completed -> consumption note -> storno', async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const material = `Cement ${stamp}`;

  // Procurement: a requisition with two items, sent to processing.
  await signIn(page, 'Procurement', '/documents?typeId=800');
  const requisition = await createDocument(page, 800);
  await expect(page.getByRole('heading', { name: /^ZAH-\d{4}-\d{5}$/ })).toBeVisible();
  await addItem(page, { name: material, unit: 'kom', quantity: '10', unitPrice: '5,50' });
  await addItem(page, { name: `Pijesak ${stamp}`, unit: 'm3', quantity: '2', unitPrice: '30' });
  await shot(page, 'requisition');
  await page.getByRole('button', { name: 'Pošalji u obradu' }).click();
  await confirm(page);
  await expect(page.getByText('Dokument je poslan u obradu.').first()).toBeVisible();

  // The items switch: select the cement line and generate a purchase order from it.
  await page.goto(`/documents?typeId=800&showItems=true`);
  const row = page.getByRole('row').filter({ hasText: material });
  await row.getByRole('checkbox').check();
  await page.getByTestId('documents-generate').click();
  const generate = page.getByTestId('generate-drawer').getByRole('dialog');
  await expect(generate).toBeVisible();
  const width = await generate.boundingBox();
  expect(Math.round(width!.width)).toBe(1100);
  await expect(generate.getByTestId('generate-items')).toContainText(material);
  await shot(page, 'generate');
  await generate.getByText('Narudžbenica').click();
  await generate.getByTestId('generate-submit').click();
  await expect(page.getByRole('heading', { name: /^NBN-\d{4}-\d{5}$/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: material, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Pijesak ${stamp}`, exact: true })).toHaveCount(0);

  // The purchase order completes from Draft, then generates its received note.
  await page.getByRole('button', { name: 'Završi' }).click();
  await confirm(page);
  await expect(page.getByText('Dokument je završen.').first()).toBeVisible();
  const purchaseOrderUrl = page.url();

  // An Order generated from it has the export menu (PDF, XLSX) and downloads its PDF.
  await page.getByRole('button', { name: 'Generiraj' }).click();
  await page.getByRole('menuitem', { name: 'Narudžba' }).click();
  await confirm(page);
  await expect(page.getByRole('heading', { name: /^NRD-\d{4}-\d{5}$/ })).toBeVisible();
  await page.getByTestId('document-export').click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/i);
  await page.goto(purchaseOrderUrl);
  await expect(page.getByTestId('document-export')).toHaveCount(0);

  await page.getByRole('button', { name: 'Generiraj' }).click();
  await page.getByRole('menuitem', { name: 'Primka' }).click();
  await confirm(page);
  await expect(page.getByRole('heading', { name: /^PRM-\d{4}-\d{5}$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Završi' }).click();
  await confirm(page);
  await expect(page.getByText('Dokument je završen.').first()).toBeVisible();
  await expect(page.getByText('Završen').first()).toBeVisible();
  await shot(page, 'received-note');
  const receivedNoteUrl = page.url();

  // The requisition shows its purchase order in its child tab.
  await page.goto(`/documents/${requisition}`);
  await page.getByRole('tab', { name: 'Narudžbenice' }).click();
  await expect(page.getByTestId('document-children')).toContainText('NBN-');

  // Warehouse (Procurement does not read warehouse items, §6): a consumption note of 4 of the 10.
  await page.context().clearCookies();
  await signIn(page, 'Warehouse', '/documents?typeId=805');
  await createDocument(page, 805);
  await expect(page.getByRole('heading', { name: /^IZD-\d{4}-\d{5}$/ })).toBeVisible();
  // The form warns while no warehouse item is chosen; choosing one prefills name, unit and price.
  // The received note's stock is there: the option shows 10 on hand.
  await addItem(page, { warehouseItem: new RegExp(`^${material} \\(10 kom\\)$`), quantity: '11', expectError: 'Raspoloživo je 10 kom', quantityAfter: '4', screenshot: 'item-form' });
  await expect(page.getByRole('cell', { name: material, exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Završi' }).click();
  await confirm(page);
  await expect(page.getByText('Dokument je završen.').first()).toBeVisible();
  await shot(page, 'consumption');

  // Storno: a new completed document tagged Storno; the source is Storniran.
  await page.getByRole('button', { name: 'Storniraj' }).click();
  await confirm(page);
  await expect(page.getByText('Dokument je storniran.').first()).toBeVisible();
  await expect(page.getByTestId('tag-storno')).toBeVisible();
  await page.getByRole('link', { name: /^IZD-/ }).first().click();
  await expect(page.getByTestId('tag-storned')).toBeVisible();
  await page.getByRole('tab', { name: 'Storno dokumenti' }).click();
  await expect(page.getByTestId('document-stornos')).toContainText('IZD-');
  await shot(page, 'storno');

  // From the warehouse items' Generate menu: a write-off note made of a warehouse item's whole
  // stock (10 again after the storno).
  const found = await page.request.get(`/api/WarehouseItems/search?Filter.Name=${encodeURIComponent(material)}`);
  const stockId = ((await found.json()) as { pageItems: { id: number }[] }).pageItems[0].id;
  await page.goto(`/documents/new?typeId=806&warehouseItemIds=${stockId}`);
  await expect(drawer(page).getByTestId('document-from-warehouse-items')).toBeVisible();
  await choose(page, 'document-project', PROJECT);
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByRole('heading', { name: /^OTP-\d{4}-\d{5}$/ })).toBeVisible();
  const line = page.getByRole('row').filter({ hasText: material });
  await expect(line.getByRole('cell', { name: '10', exact: true })).toBeVisible();

  // A transfer of 3 of the 10 to the bridge: sent to processing and completed (the stock leaves
  // PROJECT), its transfer received note (generated on completion) completed, and the bridge's
  // warehouse shows the 3.
  await page.goto('/documents/new?typeId=803');
  await choose(page, 'document-project', PROJECT);
  await choose(page, 'document-destination', KUPA);
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByRole('heading', { name: /^MSI-\d{4}-\d{5}$/ })).toBeVisible();
  await addItem(page, { warehouseItem: new RegExp(`^${material} \\(10 kom\\)$`), quantity: '3' });
  await page.getByRole('button', { name: 'Pošalji u obradu' }).click();
  await confirm(page);
  await expect(page.getByText('Dokument je poslan u obradu.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Završi' }).click();
  await confirm(page);
  await expect(page.getByText('Dokument je završen.').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Međuskladišnice – ulaz' }).click();
  await page.getByTestId('document-children').getByRole('link', { name: /^MSU-/ }).click();
  await expect(page.getByRole('heading', { name: /^MSU-\d{4}-\d{5}$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Završi' }).click();
  await confirm(page);
  await expect(page.getByText('Dokument je završen.').first()).toBeVisible();
  await shot(page, 'transfer-received');
  await page.goto('/warehouses');
  await page.getByRole('link', { name: KUPA }).click();
  await expect(page).toHaveURL(/\/warehouse-items\?warehouseId=\d+$/);
  const moved = page.getByRole('row').filter({ hasText: material });
  await expect(moved.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expect(moved.getByRole('link', { name: /^MSU-\d{4}-\d{5}$/ })).toBeVisible();
  await shot(page, 'transfer-stock');

  // SiteManager: a requisition in processing offers no edit; a new draft of its own does.
  await page.context().clearCookies();
  await signIn(page, 'SiteManager', `/documents/${requisition}`);
  await expect(page.getByRole('heading', { name: /^ZAH-/ })).toBeVisible();
  await expect(page.getByTestId('document-workflow').getByRole('link', { name: 'Uredi' })).toHaveCount(0);
  await expect(page.getByTestId('item-add')).toHaveCount(0);
  // Verifications belong to received notes: none on a requisition, the panel on the received note.
  await expect(page.getByRole('tab', { name: 'Ovjere' })).toHaveCount(0);
  await page.goto(`${receivedNoteUrl}/verifications`);
  await expect(page.getByTestId('verifications-panel')).toBeVisible();
  await shot(page, 'verifications');
  await page.goto('/documents/new?typeId=800');
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(drawer(page).getByText('Obavezno polje')).toBeVisible();
  await choose(page, 'document-project', PROJECT);
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  await expect(page.getByTestId('document-workflow').getByRole('link', { name: 'Uredi' })).toBeVisible();
  await expect(page.getByTestId('item-add')).toBeVisible();
  await shot(page, 'sitemanager-draft');
});

/** Screenshots of this branch's screens (1440 px) also go to /tmp/shots-docgen/. */
async function shotTmp(page: Page, name: string) {
  fs.mkdirSync('/tmp/shots-docgen', { recursive: true });
  await page.screenshot({ path: `/tmp/shots-docgen/${name}-1440.png`, fullPage: true });
  await shot(page, name);
}

test('generate one purchase order from lines of two requisitions in the items switch', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const first = `Blok opeka ${stamp}`;
  const second = `Mort M5 ${stamp}`;

  // Procurement: two requisitions, one line each, both sent to processing.
  await signIn(page, 'Procurement', '/documents?typeId=800');
  for (const [name, unit, quantity, unitPrice] of [
    [first, 'kom', '120', '1,15'],
    [second, 'm3', '2,5', '80'],
  ]) {
    await createDocument(page, 800);
    await addItem(page, { name, unit, quantity, unitPrice });
    await page.getByRole('button', { name: 'Pošalji u obradu' }).click();
    await confirm(page);
    await expect(page.getByText('Dokument je poslan u obradu.').first()).toBeVisible();
  }

  // The items switch: one line of each requisition selected.
  await page.goto('/documents?typeId=800&showItems=true');
  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
  const generate = page.getByTestId('generate-drawer').getByRole('dialog');

  // With a line of the demo requisition on the Kupa bridge (in processing), a transfer note (one
  // source project) is refused early: the warning, the button disabled; a purchase order is not.
  const bridgeLine = 'Građevinsko ljepilo za pločice C2TE';
  await rowOf(first).getByRole('checkbox').check();
  await rowOf(bridgeLine).getByRole('checkbox').check();
  await page.getByTestId('documents-generate').click();
  await generate.getByText('Međuskladišnica – izlaz').click();
  await expect(generate.getByTestId('generate-problem')).toHaveText('Dokument vrste Međuskladišnica – izlaz može biti samo jednog projekta, a odabrane stavke su različitih projekata.');
  await expect(generate.getByTestId('generate-submit')).toBeDisabled();
  await shotTmp(page, 'generate-two-projects-warning');
  await generate.getByText('Narudžbenica').click();
  await expect(generate.getByTestId('generate-problem')).toHaveCount(0);
  await expect(generate.getByTestId('generate-submit')).toBeEnabled();
  await generate.getByRole('button', { name: 'Odustani' }).click();
  await expect(generate).toBeHidden();
  await rowOf(bridgeLine).getByRole('checkbox').uncheck();

  await rowOf(second).getByRole('checkbox').check();
  const codes = await Promise.all([first, second].map(async (name) => (await rowOf(name).getByRole('link', { name: /^ZAH-/ }).first().textContent())!.trim()));
  expect(codes[0]).not.toBe(codes[1]);
  await shotTmp(page, 'items-selection');

  await page.getByTestId('documents-generate').click();
  await expect(generate).toBeVisible();
  expect(Math.round((await generate.boundingBox())!.width)).toBe(1100);
  await expect(generate.getByTestId('generate-count')).toHaveText('Odabrano stavki: 2 iz 2 dokumenta');
  for (const text of [first, second, ...codes]) await expect(generate.getByTestId('generate-items')).toContainText(text);
  // A transfer note needs one source project: both lines are of PROJECT, so no warning.
  await generate.getByText('Međuskladišnica – izlaz').click();
  await expect(generate.getByTestId('generate-problem')).toHaveCount(0);
  await generate.getByText('Narudžbenica').click();
  await shotTmp(page, 'generate-two-documents');
  await generate.getByTestId('generate-submit').click();

  // The new purchase order: both lines, the total 120 × 1,15 + 2,5 × 80 = 338,00.
  await expect(page.getByRole('heading', { name: /^NBN-\d{4}-\d{5}$/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: first, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: second, exact: true })).toBeVisible();
  await expect(page.getByText('338,00').first()).toBeVisible();
  await shotTmp(page, 'generated-purchase-order');
});

test('an Order exports as XLSX and PDF from its detail page; the files read back', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const scaffold = `Najam skele ${stamp}`;
  const cement = `Cement CEM II ${stamp}`;
  await signIn(page, 'Procurement', '/documents?typeId=808');
  await createDocument(page, 808, { supplier: true, comment: 'Dostava na gradilište' });
  const code = (await page.getByRole('heading', { name: /^NRD-\d{4}-\d{5}$/ }).textContent())!.trim();
  await addItem(page, { name: scaffold, unit: 'kom', quantity: '3', unitPrice: '12,50' });
  await addItem(page, { name: cement, unit: 'm3', quantity: '12,5', unitPrice: '8,40' });
  // 3 × 12,50 = 37,50; 12,5 × 8,40 = 105,00; total 142,50.
  await expect(page.getByText('142,50').first()).toBeVisible();

  const exportAs = async (format: 'XLSX' | 'PDF') => {
    await page.getByTestId('document-export').click();
    const pending = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: format }).click();
    const download = await pending;
    expect(download.suggestedFilename()).toBe(`Narudžba ${code}.${format.toLowerCase()}`);
    return fs.readFileSync((await download.path())!);
  };

  const book = XLSX.read(await exportAs('XLSX'), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<(string | number | undefined)[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: true, defval: undefined });
  const flat = rows.map((r) => r.filter((c) => c !== undefined).join('|'));
  for (const expected of [`Broj dokumenta: ${code}`, 'Vrsta: Narudžba', `Projekt: ${PROJECT}`, 'Napomena: Dostava na gradilište', 'Valuta: EUR']) {
    expect(flat, expected).toContain(expected);
  }
  expect(flat.some((r) => r.startsWith('Dobavljač: '))).toBe(true);
  expect(flat).toContain('R. br.|Naziv|Projekt|JM|Količina|Jedinična cijena|Ukupna cijena|Napomena');
  expect(rows.filter((r) => r[1] === scaffold || r[1] === cement).map((r) => [r[0], r[1], r[2], r[3], r[4], r[5], r[6]])).toEqual([
    ['1', scaffold, PROJECT, 'kom', 3, 12.5, 37.5],
    ['2', cement, PROJECT, 'm3', 12.5, 8.4, 105],
  ]);
  expect(rows.find((r) => r[1] === 'Ukupno')?.[6]).toBe(142.5);

  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await exportAs('PDF'))), { mergePages: true });
  for (const expected of [code, 'Narudžba', PROJECT, 'Dostava na gradilište', scaffold, cement, '12,5', '37,50', '105,00', '142,50', 'Ukupno']) {
    expect(text, expected).toContain(expected);
  }
});
