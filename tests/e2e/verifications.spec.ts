import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/**
 * /verifications on the demo data (db/seed/demo-stock.ts: two Unverified and one Verified
 * verification of the demo received notes) and the SiteManager's menu badge.
 */
const drawer = (page: Page) => page.getByTestId('entity-drawer').getByRole('dialog');
const badge = (page: Page) => page.locator('[data-badge="unverifiedVerifications"]').first();
const KLARA = 'Stambena zgrada Sveta Klara';
const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

test('SiteManager adds, edits, downloads and deletes a verification; the badge counts Unverified', async ({ page }) => {
  await signIn(page, 'SiteManager', '/verifications');
  await expect(page.getByRole('heading', { name: 'Ovjere' })).toBeVisible();
  await expect(badge(page)).toHaveText('2');
  await expect(page.getByRole('row').filter({ hasText: 'Otpremnica betonare.pdf' })).toContainText(KLARA);

  // Create: file, project, its received note; status Unverified by default.
  await page.getByRole('link', { name: 'Dodaj ovjeru' }).click();
  await expect(page).toHaveURL(/\/verifications\/new$/);
  const form = drawer(page);
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(form.getByText('Obavezno polje').first()).toBeVisible();
  await form.locator('input[type="file"]').setInputFiles({ name: 'Otpremnica šljunak.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
  await form.getByRole('textbox', { name: 'Projekt' }).click();
  await page.getByRole('option', { name: KLARA }).click();
  await form.getByRole('textbox', { name: 'Primka' }).click();
  await page.getByRole('option', { name: /^PRM-/ }).first().click();
  // A chosen document locks the project (§5).
  await expect(form.getByRole('textbox', { name: 'Projekt' })).toBeDisabled();
  await form.getByLabel('Napomena').fill('Dostava 12 m³ šljunka');
  await page.screenshot({ path: 'test-results/verification-drawer-1440.png', fullPage: true });
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Ovjera je uspješno spremljena.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Otpremnica šljunak.pdf' });
  await expect(row).toContainText('Neovjereno');
  await expect(badge(page)).toHaveText('3');
  await page.screenshot({ path: 'test-results/verifications-1440.png', fullPage: true });

  // Download: the attachment headers.
  const href = await row.getByRole('link', { name: 'Otpremnica šljunak.pdf', exact: true }).getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(await file.text()).toBe(PDF);

  // Edit: the project is locked; Verified lowers the badge.
  await row.getByRole('link', { name: /^Uredi/ }).click();
  await expect(page).toHaveURL(/\/verifications\/\d+\/edit$/);
  await expect(drawer(page).getByRole('textbox', { name: 'Projekt' })).toBeDisabled();
  await drawer(page).getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Ovjereno', exact: true }).click();
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Ovjera je uspješno spremljena.').first()).toBeVisible();
  await expect(badge(page)).toHaveText('2');

  // Delete asks first.
  await page.getByRole('row').filter({ hasText: 'Otpremnica šljunak.pdf' }).getByRole('button', { name: /^Obriši/ }).click();
  await expect(page.getByText('Jeste li sigurni da želite obrisati ovjeru Otpremnica šljunak.pdf?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Obriši' }).click();
  await expect(page.getByText('Ovjera je uspješno obrisana.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Otpremnica šljunak.pdf' })).toHaveCount(0);
});

test('only SiteManager has the badge; Warehouse has no verifications', async ({ page, browser }) => {
  await signIn(page, 'Admin', '/verifications');
  await expect(page.getByRole('row').filter({ hasText: 'Otpremnica čelik.pdf' })).toBeVisible();
  await expect(page.locator('[data-badge="unverifiedVerifications"]')).toHaveCount(0);
  const other = await browser.newPage();
  await signIn(other, 'Warehouse', '/');
  await other.goto('/verifications');
  await expect(other).toHaveURL(/\/not-found/);
  await other.close();
});
