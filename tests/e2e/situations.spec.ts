import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import * as XLSX from 'xlsx';
import { sameOrigin, signIn } from './helpers';

/**
 * The project's Situations tab (issue 11) in a real browser, the flow: the Admin adds a
 * contractor through the cooperators drawer (its subcontractor through the API), fills the cost
 * list inline in the contractors tab, creates two situations through the drawer (dates typed
 * 1.2.2026.), enters quantities inline in both, sees the cumulative of the second = the sum and
 * the subcontractor's income and expense, sees the items tab's completed percent change, and
 * downloads the situation as .xlsx and PDF; SiteManager reads the tab without writing, exports too.
 */
test.describe.configure({ mode: 'serial' });
let projectId = 0;
let contractorId = 0;
let secondSituation = 0;

const drawer = (page: Page) => page.getByTestId('entity-drawer').getByRole('dialog');
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

async function post(page: Page, url: string, data: unknown): Promise<number> {
  const response = await page.request.post(url, { data, headers: sameOrigin(page) });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function typeDate(scope: Locator, label: RegExp, value: string) {
  const input = scope.getByLabel(label);
  await input.fill(value);
  await input.press('Escape'); // closes the calendar only
}

async function saved(download: Download, prefix: string): Promise<Buffer> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), prefix)), download.suggestedFilename());
  await download.saveAs(file);
  return fs.readFileSync(file);
}

async function createSituation(page: Page, name: string, from: string, to: string) {
  await page.getByTestId('situation-add').click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/situations/new`));
  const form = drawer(page);
  await form.getByLabel(/^Naziv/).fill(name);
  await typeDate(form, /^Datum od/, from);
  await typeDate(form, /^Datum do/, to);
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Situacija je uspješno spremljena.' }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/situations/\\d+`));
  return Number(/situations\/(\d+)/.exec(page.url())![1]);
}

test('Admin: contractor, cost list, two situations with quantities, the cumulative, the items percent, the exports', async ({ page }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  await signIn(page, 'Admin');
  projectId = await post(page, '/api/Projects', { name: `Situacije E2E ${stamp}`, projectStatusId: 1000 });
  const units = (await (await page.request.get('/api/UnitOfMeasurements')).json()) as { id: number; shortName: string }[];
  const m3 = units.find((u) => u.shortName === 'm3')!.id;
  const group = await post(page, '/api/ProjectItems', { projectId, parentId: null, isGroup: true, name: 'Betonski radovi' });
  await post(page, '/api/ProjectItems', { projectId, parentId: group, isGroup: false, name: 'Beton C25/30', unitOfMeasurementId: m3, quantity: '12.5', unitPrice: '90' });
  await post(page, '/api/ProjectItems', { projectId, parentId: group, isGroup: false, name: 'Oplata', unitOfMeasurementId: m3, quantity: '3', unitPrice: '10' });

  // ---- the contractor through the cooperators tab's drawer
  const contractorName = `Gradnja Žužić ${stamp} d.o.o.`;
  const cooperatorId = await post(page, '/api/Cooperators', { name: contractorName, personTypeId: 400, associateTypeId: 1300 });
  await page.goto(`/projects/${projectId}/cooperators/new`);
  const coop = drawer(page);
  const search = coop.getByRole('textbox', { name: /^Suradnik/ });
  await search.click();
  await search.fill(`Gradnja Žužić ${stamp}`);
  await page.getByRole('option', { name: contractorName, exact: true }).click();
  await coop.getByRole('textbox', { name: /^Vrsta/ }).click();
  await page.getByRole('option', { name: 'Izvođač', exact: true }).click();
  await coop.getByLabel('Ima troškovnik').check();
  await coop.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Suradnik centra odgovornosti je uspješno spremljen.')).toBeVisible();
  const cooperators = (await (await page.request.get(`/api/Projects/${projectId}/ProjectCooperators`)).json()) as { id: number; cooperatorId: number }[];
  contractorId = cooperators.find((c) => c.cooperatorId === cooperatorId)!.id;
  // Its subcontractor through the API (the drawer's client field is contractors.spec.ts's and projects.spec.ts's).
  const subCooperator = await post(page, '/api/Cooperators', { name: `Podizvođač Đuro ${stamp}`, personTypeId: 400, associateTypeId: 1300 });
  const subId = await post(page, '/api/ProjectCooperators', { projectId, cooperatorId: subCooperator, cooperatorTypeId: 502, clientId: cooperatorId, hasBoq: false });

  // ---- the cost list inline in the contractors tab
  await page.goto(`/projects/${projectId}/contractors/${contractorId}`);
  const costs = page.getByTestId('contractor-items');
  const costRow = costs.locator('tbody tr[data-ordinal="1.1"]');
  await costRow.focus();
  await page.keyboard.press('Enter');
  await page.getByTestId(`edit-quantity-${contractorId}`).fill('12,5');
  await page.getByTestId(`edit-unitPrice-${contractorId}`).fill('87,40');
  await page.getByTestId(`edit-quantity-${subId}`).fill('12,5');
  await page.getByTestId(`edit-unitPrice-${subId}`).fill('60,03');
  await page.keyboard.press('Enter');
  await expect(costRow.locator('input')).toHaveCount(0); // saved (the totals show while typing too)
  await expect(costRow).toContainText('1.092,50');
  await expect(costRow).toContainText('750,38');
  const lines = (await (await page.request.get(`/api/Projects/${projectId}/ProjectCooperatorItems`)).json()) as { id: number; projectCooperatorId: number }[];
  const contractorLine = lines.find((l) => l.projectCooperatorId === contractorId)!.id;
  const subLine = lines.find((l) => l.projectCooperatorId === subId)!.id;

  // ---- no situations: the warning; two situations through the drawer
  await page.getByRole('tab', { name: 'Situacije' }).click();
  await expect(page).toHaveURL(`/projects/${projectId}/situations`);
  await expect(page.getByTestId('no-situations')).toContainText('Na centru odgovornosti nema situacija');
  // The period rule inline: Datum do before Datum od.
  await page.getByTestId('situation-add').click();
  await typeDate(drawer(page), /^Datum od/, '1.2.2026.');
  await typeDate(drawer(page), /^Datum do/, '1.1.2026.');
  await drawer(page).getByLabel(/^Naziv/).fill('x');
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(drawer(page).getByText('Datum do ne smije biti prije datuma od.')).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Odustani' }).click();
  await page.goto(`/projects/${projectId}/situations`);

  const first = await createSituation(page, 'Veljača', '1.2.2026.', '28.2.2026.');
  await expect(page.getByTestId('situation-period')).toHaveText('01.02.2026. – 28.02.2026.');

  // ---- situation 1: the contractor selected (kept in ?contractor=), the group expanded, quantities inline
  await page.getByTestId('situation-contractor').click();
  await page.getByRole('option', { name: contractorName }).click();
  await expect(page).toHaveURL(`/projects/${projectId}/situations/${first}?contractor=${contractorId}`);
  const table = page.getByTestId('situation-table');
  await expect(table).toHaveAttribute('data-contractor-id', String(contractorId));
  await page.getByTestId('expand-level').click();
  const row = table.locator('tbody tr[data-ordinal="1.1"]');
  await row.dblclick();
  await page.getByTestId(`edit-quantity-${contractorLine}`).fill('5');
  await page.getByTestId(`edit-quantity-${subLine}`).fill('1,5');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Izvedena količina je uspješno spremljena.' }).first()).toBeVisible();
  await expect(row.locator('input')).toHaveCount(0);
  await expect(row).toContainText('437,00'); // 5 x 87,40
  await expect(row).toContainText('90,05'); // 1,5 x 60,03 = 90,045 -> 90,05

  // ---- situation 2: entered in the second, the cumulative is the sum
  secondSituation = await createSituation(page, 'Ožujak', '1.3.2026.', '31.3.2026.');
  await expect(page).toHaveURL(`/projects/${projectId}/situations/${secondSituation}?contractor=${contractorId}`);
  await page.getByTestId('expand-level').click();
  await row.focus();
  await page.keyboard.press('F2');
  await page.getByTestId(`edit-quantity-${contractorLine}`).fill('9');
  await page.getByTestId(`edit-quantity-${subLine}`).fill('4,5');
  await page.getByTestId('row-save').click();
  await expect(row.locator('input')).toHaveCount(0);
  await expect(row).toContainText('786,60'); // 9 x 87,40
  await expect(row).toContainText('1.223,60'); // cumulative 14 x 87,40
  await expect(row).toContainText('112,00 %'); // 14 / 12,5
  await expect(row).toContainText('393,30'); // income 4,5 x 87,40
  await expect(row).toContainText('270,14'); // expense 4,5 x 60,03 = 270,135
  await expect(row).toContainText('360,18'); // cumulative expense 6 x 60,03
  await expect(page.getByTestId('total-cumulativeAmount')).toHaveText('1.223,60');
  await shot(page, 'situations-admin');

  // Escape cancels an edit.
  await row.focus();
  await page.keyboard.press('Enter');
  await page.getByTestId(`edit-quantity-${contractorLine}`).fill('1');
  await page.keyboard.press('Escape');
  await expect(row.locator('input')).toHaveCount(0);
  await expect(row).toContainText('786,60');

  // "Svi izvođači": the sums, read-only, exports disabled.
  await page.getByTestId('situation-contractor').click();
  await page.getByRole('option', { name: 'Svi izvođači' }).click();
  await expect(table).toHaveAttribute('data-contractor-id', 'all');
  await expect(page.getByTestId('situation-export-xlsx')).toHaveAttribute('data-disabled', 'true');
  await page.getByTestId('expand-level').click();
  await expect(table.locator('tbody tr[data-ordinal="1.1"]')).toContainText('1.223,60');
  await expect(page.getByTestId('row-actions')).toHaveCount(0);

  // ---- the items tab: Beton completed 14 of 12,5 m³
  await page.getByRole('tab', { name: 'Troškovnik' }).click();
  await expect(page.locator('tbody tr[data-ordinal="1.1"]')).toContainText('112,00 %');

  // ---- the exports of situation 2 for the contractor
  await page.goto(`/projects/${projectId}/situations/${secondSituation}?contractor=${contractorId}`);
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('situation-export-xlsx').click()]);
  expect(xlsx.suggestedFilename()).toContain('Situacija 2');
  const book = XLSX.read(await saved(xlsx, 'situation-xlsx-'), { type: 'buffer' });
  const cells = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: true }).flat();
  expect(cells).toContain(1223.6);
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('situation-export-pdf').click()]);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await saved(pdf, 'situation-pdf-'))), { mergePages: true });
  expect(text).toContain('1.223,60');
});

test('SiteManager reads the situations without writing; the exports work', async ({ page }) => {
  await signIn(page, 'SiteManager', `/projects/${projectId}/situations/${secondSituation}?contractor=${contractorId}`);
  const table = page.getByTestId('situation-table');
  await expect(table).toHaveAttribute('data-contractor-id', String(contractorId));
  await page.getByTestId('expand-level').click();
  const row = table.locator('tbody tr[data-ordinal="1.1"]');
  await expect(row).toContainText('1.223,60');
  await expect(page.getByTestId('situation-add')).toHaveCount(0);
  await expect(page.getByTestId('situation-edit')).toHaveCount(0);
  await expect(page.getByTestId('situation-delete')).toHaveCount(0);
  await expect(page.getByTestId('row-actions')).toHaveCount(0);
  await row.dblclick();
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(row.locator('input')).toHaveCount(0);
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('situation-export-xlsx').click()]);
  expect(xlsx.suggestedFilename()).toContain('.xlsx');
  await shot(page, 'situations-sitemanager');
});

test('Admin edits the second situation in the drawer, then deletes it: the last remaining one is shown', async ({ page }) => {
  await signIn(page, 'Admin', `/projects/${projectId}/situations/${secondSituation}?contractor=${contractorId}`);
  await page.getByTestId('situation-edit').click();
  await expect(page).toHaveURL(`/projects/${projectId}/situations/${secondSituation}/edit?contractor=${contractorId}`);
  await expect(drawer(page).getByLabel(/^Naziv/)).toHaveValue('Ožujak');
  await drawer(page).getByLabel(/^Opis/).fill('Betoniranje ploče, čćđšž');
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(page).toHaveURL(`/projects/${projectId}/situations/${secondSituation}?contractor=${contractorId}`);
  await expect(page.getByTestId('situation-description')).toHaveText('Betoniranje ploče, čćđšž');
  await page.getByTestId('situation-delete').click();
  await page.getByTestId('confirm-delete').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Situacija je uspješno obrisana (obrisanih izvedenih količina: 2).' }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/situations/\\d+\\?contractor=${contractorId}$`));
  await expect(page.getByRole('tab', { name: 'Veljača' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Ožujak' })).toHaveCount(0);
});
