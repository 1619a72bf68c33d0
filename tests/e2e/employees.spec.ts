import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { oibCheckDigit } from '../../lib/validation/identifiers';
import { signIn } from './helpers';

/**
 * Employees: create through the drawer (OIB check, country/city remote search), the expired
 * mark on the detail page and in the list, a gear hand-over with the sum row, the list's
 * active/inactive tabs and the expired filter, edit and delete.
 */
const drawer = (page: Page) => page.getByTestId('entity-drawer').getByRole('dialog');

function uniqueOib(): string {
  const first10 = String(1_000_000_000 + (Date.now() % 9_000_000_000));
  return first10 + oibCheckDigit(first10);
}

/** A Mantine Select: open it by its label, type to search when given, pick the option. */
async function choose(scope: Locator, page: Page, label: string | RegExp, option: string, typed?: string) {
  const input = scope.getByRole('textbox', { name: label });
  if (typed !== undefined) await input.fill(typed);
  else await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('Admin creates an employee, sees the expired mark, adds gear and finds the employee in the list', async ({ page }) => {
  test.setTimeout(300_000); // one long flow; a production build runs it in about a minute
  const surname = `Šimunović${Date.now().toString(36).replace(/\d/g, '')}`;
  await signIn(page, 'Admin', '/employees');
  await expect(page.getByRole('heading', { name: 'Zaposlenici' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Aktivni', exact: true })).toHaveAttribute('aria-selected', 'true');

  // ---- create through the drawer
  await page.getByRole('link', { name: 'Novi zaposlenik' }).click();
  await expect(page).toHaveURL(/\/employees\/new$/);
  const form = drawer(page);
  await expect(form.getByText('Novi zaposlenik')).toBeVisible();
  await expect(form.getByLabel(/^Ime/)).toBeFocused(); // data-autofocus

  await form.getByLabel(/^Ime/).fill('Đuro');
  await form.getByLabel(/^Prezime/).fill(surname);
  await form.getByLabel(/^OIB/).fill('12345678901');
  await form.getByLabel(/^Datum rođenja/).fill('14.03.1990.');
  await form.getByLabel(/^Datum rođenja/).press('Escape');
  await choose(form, page, /^Spol/, 'Muški');
  await form.getByLabel(/^Telefon/).fill('+385 91 555 1234');
  const residence = form.getByRole('group', { name: 'Prebivalište' });
  await residence.getByLabel(/^Adresa/).fill('Ilica 242');
  await choose(residence, page, /^Država/, 'Hrvatska', 'Hrv');
  await choose(residence, page, /^Mjesto/, 'Zagreb', 'Zag');
  await choose(form, page, /^Uloga/, 'Radnik', 'Rad');
  await form.getByLabel(/^Zaposlen od/).fill('01.02.2024.');
  await form.getByLabel(/^Zaposlen od/).press('Escape');
  await form.getByLabel('Obavezan liječnički pregled').check();
  await form.getByLabel('Liječnički pregled vrijedi do').fill('15.01.2025.');
  await form.getByLabel('Liječnički pregled vrijedi do').press('Escape');

  // The OIB check answers in Croatian and nothing is saved.
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(form.getByText('Neispravan OIB')).toBeVisible();
  await expect(page).toHaveURL(/\/employees\/new$/);

  await form.getByLabel(/^OIB/).fill(uniqueOib());
  // Enter in a text field submits the form.
  await form.getByLabel(/^Telefon/).press('Enter');
  await expect(page.getByText('Zaposlenik je uspješno spremljen.')).toBeVisible();

  // ---- the detail page of the new employee, with the expired medical examination marked
  await expect(page).toHaveURL(/\/employees\/\d+$/);
  const employeeUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: `Đuro ${surname}` })).toBeVisible();
  const medical = page.getByRole('region', { name: 'Liječnički pregled' });
  await expect(medical.getByText('15.01.2025.')).toBeVisible();
  await expect(medical.getByTestId('expired-badge')).toHaveText('Isteklo');
  await expect(page.getByTestId('expiry-alert')).toContainText('Liječnički pregled: 15.01.2025.');
  await expect(page.getByRole('region', { name: 'Prebivalište' })).toContainText('Zagreb, Hrvatska');

  // ---- the Gear tab: a hand-over through the drawer, then the sum row
  await page.getByRole('tab', { name: 'Oprema' }).click();
  await expect(page).toHaveURL(`${employeeUrl}/gear`);
  const sums = page.getByTestId('gear-sum-row');
  await expect(sums.locator('[data-gear="shoes"]')).toHaveText('0');

  await page.getByRole('link', { name: 'Dodaj zaduženje opreme' }).click();
  await expect(page).toHaveURL(`${employeeUrl}/gear/new`);
  const gear = drawer(page);
  await choose(gear, page, /^Centar odgovornosti/, 'Stambena zgrada Sveta Klara');
  // At least one item must be ticked.
  await gear.getByRole('button', { name: 'Spremi' }).click();
  await expect(gear.getByText('Označite barem jedan komad opreme.')).toBeVisible();
  for (const item of ['Cipele', 'Kaciga', 'Prsluk']) await gear.getByLabel(item, { exact: true }).check();
  await gear.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Zapis o zaduženju opreme je uspješno spremljen.')).toBeVisible();
  await expect(page).toHaveURL(`${employeeUrl}/gear`);
  await expect(page.getByTestId('gear-table').locator('tbody tr')).toHaveCount(1);

  await page.getByRole('link', { name: 'Dodaj zaduženje opreme' }).click();
  await choose(drawer(page), page, /^Centar odgovornosti/, 'Rekonstrukcija mosta na Kupi');
  for (const item of ['Cipele', 'Hlače']) await drawer(page).getByLabel(item, { exact: true }).check();
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByTestId('gear-table').locator('tbody tr')).toHaveCount(2);
  await expect(sums.locator('[data-gear="shoes"]')).toHaveText('2');
  await expect(sums.locator('[data-gear="helmet"]')).toHaveText('1');
  await expect(sums.locator('[data-gear="vest"]')).toHaveText('1');
  await expect(sums.locator('[data-gear="pants"]')).toHaveText('1');
  await expect(sums.locator('[data-gear="goggles"]')).toHaveText('0');

  // ---- attachments: upload a file on the Attachments tab and download it back
  await page.getByRole('tab', { name: 'Prilozi' }).click();
  await expect(page).toHaveURL(/\/attachments$/);
  const panel = page.getByTestId('attachments-panel');
  await panel.getByRole('button', { name: 'Dodaj prilog' }).click();
  const pdf = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
  await panel.locator('input[type="file"]').setInputFiles({ name: 'Ugovor o radu čćž.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await panel.getByLabel('Opis').fill('Ugovor o radu');
  await panel.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Prilog je uspješno spremljen.')).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Ugovor o radu čćž.pdf' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('Ugovor o radu čćž.pdf');
  const saved = await download.path();
  expect(fs.readFileSync(saved!, 'utf8')).toBe(pdf);

  // ---- the list: the name filter finds the employee, with the expired badge; the expired filter
  await page.goto('/employees');
  await page.getByPlaceholder('Filtriraj: Prezime i ime').fill(surname);
  await expect(page).toHaveURL(/filter\.employee_name=/);
  await expect(page.getByTestId('table-total')).toHaveText('Ukupno: 1');
  const row = page.getByRole('row').filter({ hasText: surname });
  await expect(row.getByTestId('alert-expired')).toHaveText('Liječnički 15.01.2025.');
  await expect(row.getByTestId('expired-badge')).toHaveText('Isteklo'); // beside the medical date

  const expiredFilter = page.getByRole('textbox', { name: 'Filtriraj: Rokovi dokumenata' });
  await expiredFilter.click();
  await page.getByRole('option', { name: 'S isteklim dokumentima' }).click();
  await expect(page).toHaveURL(/filter\.expired=true/);
  await expect(page.getByTestId('table-total')).toHaveText('Ukupno: 1');
  await expiredFilter.click();
  await page.getByRole('option', { name: 'Bez isteklih dokumenata' }).click();
  await expect(page).toHaveURL(/filter\.expired=false/);
  await expect(page.getByTestId('table-total')).toHaveText('Ukupno: 0');
  await expect(page.getByText('Nema zaposlenika')).toBeVisible();

  // ---- edit: an end of employment in the past moves the employee to the Neaktivni tab
  await page.goto(`${employeeUrl}/edit`);
  await drawer(page).getByLabel(/^Zaposlen do/).fill('31.10.2026.');
  await drawer(page).getByLabel(/^Zaposlen do/).press('Escape');
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Zaposlenik je uspješno spremljen.')).toBeVisible();
  await expect(page.getByText('Neaktivan od 31.10.2026.')).toBeVisible();

  await page.goto(`/employees?filter.employee_name=${encodeURIComponent(surname)}`);
  await expect(page.getByTestId('table-total')).toHaveText('Ukupno: 0');
  await page.getByRole('tab', { name: 'Neaktivni' }).click();
  await expect(page).toHaveURL(/activeTab=inactive/);
  await expect(page).toHaveURL(/filter\.employee_name=/); // the filter stays with the tab
  await expect(page.getByRole('row').filter({ hasText: surname })).toBeVisible();
  await page.getByRole('tab', { name: 'Aktivni', exact: true }).click();
  await expect(page).not.toHaveURL(/activeTab/);
  await expect(page.getByTestId('table-total')).toHaveText('Ukupno: 0');

  // ---- delete asks first, then returns to the list
  await page.goto(employeeUrl);
  await page.getByRole('button', { name: 'Obriši' }).click();
  await expect(page.getByText(`Jeste li sigurni da želite obrisati zaposlenika Đuro ${surname}?`)).toBeVisible();
  await page.getByTestId('confirm-delete').click();
  await expect(page.getByText('Zaposlenik je uspješno obrisan.')).toBeVisible();
  await expect(page).toHaveURL(/\/employees$/);
});

test('the tabs split the demo employees into active and inactive', async ({ page }) => {
  await signIn(page, 'Admin', '/employees?activeTab=inactive');
  await expect(page.getByRole('tab', { name: 'Neaktivni' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').filter({ hasText: 'Božić Nikola' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Jurić Josip' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Aktivni', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Jurić Josip' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Božić Nikola' })).toHaveCount(0);
});

test('Site manager reads employees but gets no buttons that write', async ({ page }) => {
  await signIn(page, 'SiteManager', '/employees');
  await expect(page.getByRole('row').filter({ hasText: 'Jurić Josip' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Novi zaposlenik' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Jurić Josip' }).click();
  await expect(page.getByRole('heading', { name: 'Josip Jurić' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Obriši' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Uredi' })).toHaveCount(0);
  await page.goto('/employees/new');
  await expect(page).toHaveURL(/\/not-found$/);
});

test('Procurement sees no Prilozi tab it may not open, and its typed URL leads to /not-found (issue 9)', async ({ page }) => {
  await signIn(page, 'Procurement', '/employees');
  await page.getByRole('link', { name: 'Jurić Josip' }).click();
  await expect(page.getByRole('heading', { name: 'Josip Jurić' })).toBeVisible();
  const detailUrl = new URL(page.url());
  await expect(page.getByRole('tab')).toHaveText(['Detalji', 'Oprema']);
  await page.getByRole('tab', { name: 'Oprema' }).click();
  await expect(page).toHaveURL(/\/employees\/\d+\/gear$/);
  await page.goto(`${detailUrl.pathname}/attachments`);
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByText('Nemate ovlasti')).toHaveCount(0);
});

test('Site manager sees and opens the Prilozi tab', async ({ page }) => {
  await signIn(page, 'SiteManager', '/employees');
  await page.getByRole('link', { name: 'Jurić Josip' }).click();
  await expect(page.getByRole('tab')).toHaveText(['Detalji', 'Oprema', 'Prilozi']);
  await page.getByRole('tab', { name: 'Prilozi' }).click();
  await expect(page).toHaveURL(/\/employees\/\d+\/attachments$/);
  await expect(page.getByText('Nemate ovlasti')).toHaveCount(0);
});
