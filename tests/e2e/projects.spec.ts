import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers';

/**
 * Projects: create through the drawer, add an employee and a cooperator through their drawers,
 * attach a file and edit it, switch tabs (the URL follows), move the project to Neaktivni and
 * find it under that tab; SiteManager edits but neither creates nor deletes; Procurement sees
 * only the details. Screenshots of every screen land in test-results/screens.
 */
const drawer = (page: Page) => page.getByTestId('entity-drawer').getByRole('dialog');
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

/** A Mantine Select: open it by its label, type to search when given, pick the option. */
async function choose(scope: Locator, page: Page, label: string | RegExp, option: string, typed?: string) {
  const input = scope.getByRole('textbox', { name: label });
  if (typed !== undefined) {
    await input.click();
    await input.fill(typed);
  } else await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function typeDate(scope: Locator, label: RegExp, value: string) {
  const input = scope.getByLabel(label);
  await input.fill(value);
  await input.press('Escape'); // closes the calendar only
}

test('Admin creates a project, adds people and a file, switches tabs, makes it inactive and finds it there', async ({ page }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const name = `Vrtić Đurđevac ${stamp}`;
  await signIn(page, 'Admin', '/projects');
  await expect(page.getByRole('heading', { name: 'Centri odgovornosti' })).toBeVisible();
  // The demo data gives every active project an investor.
  await expect(page.getByRole('row').filter({ hasText: 'Stambena zgrada Sveta Klara' })).toContainText('Grad Zagreb');
  await shot(page, 'admin-list');

  // ---- create through the route drawer
  await page.getByRole('link', { name: 'Dodaj centar odgovornosti' }).click();
  await expect(page).toHaveURL(/\/projects\/new$/);
  const form = drawer(page);
  await expect(form.getByText('Novi centar odgovornosti')).toBeVisible();
  await expect(form.getByLabel(/^Naziv/)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Obavezno polje')).toHaveCount(1);
  await form.getByLabel(/^Naziv/).fill(name);
  await form.getByLabel('Šifra').fill(`CO-${stamp}`);
  await typeDate(form, /^Datum početka/, '01.03.2026.');
  await typeDate(form, /^Datum završetka/, '01.02.2026.');
  await form.getByLabel('Geografska dužina').fill('190');
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(form.getByText('Datum početka ne smije biti nakon datuma završetka')).toBeVisible();
  await expect(form.getByText('Geografska dužina mora biti između -180 i 180')).toBeVisible();
  await typeDate(form, /^Datum završetka/, '31.12.2026.');
  await form.getByLabel('Geografska dužina').fill('16,852');
  await form.getByLabel('Geografska širina').fill('46,0378');
  await form.getByLabel('Adresa').fill('Ulica Stjepana Radića 7');
  await choose(form, page, 'Država', 'Hrvatska', 'Hrv');
  await choose(form, page, 'Mjesto', 'Zagreb', 'Zagr');
  const extension = form.getByLabel(/^Produljenje roka/);
  await expect(extension).toBeEnabled();
  await expect(extension).toHaveValue('2');
  await extension.fill('5');
  await form.getByLabel('Način plaćanja').fill('Virmanom, po situaciji');
  await shot(page, 'admin-drawer-project-create');
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Centar odgovornosti je uspješno spremljen.')).toBeVisible();

  // A new project opens on its detail page.
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const detailUrl = page.url();
  const id = Number(detailUrl.split('/').pop());
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('16,852 / 46,0378')).toBeVisible();
  await expect(page.getByText('Virmanom, po situaciji')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Detalji', 'Hodogram', 'Suradnici', 'Zaposlenici', 'Evidencija sati', 'Troškovnik', 'Izvođači', 'Situacije', 'Prilozi']);
  await shot(page, 'admin-detail');

  // ---- employees tab: add through the drawer (remote search from 2 characters)
  await page.getByRole('tab', { name: 'Zaposlenici' }).click();
  await expect(page).toHaveURL(`/projects/${id}/employees`);
  await expect(page.getByText('Na centru odgovornosti nema zaposlenika')).toBeVisible();
  await page.getByRole('link', { name: 'Dodaj zaposlenika' }).click();
  await expect(page).toHaveURL(`/projects/${id}/employees/new`);
  const employeeForm = drawer(page);
  await employeeForm.getByRole('button', { name: 'Spremi' }).click();
  await expect(employeeForm.getByText('Obavezno polje')).toBeVisible();
  await choose(employeeForm, page, /^Zaposlenik/, 'Stjepan Kovač', 'Kova');
  await choose(employeeForm, page, 'Uloga', 'Poslovođa');
  await typeDate(employeeForm, /^Aktivan od/, '01.03.2026.');
  await shot(page, 'admin-drawer-employee');
  await employeeForm.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Zaposlenik centra odgovornosti je uspješno spremljen.')).toBeVisible();
  await expect(page).toHaveURL(`/projects/${id}/employees`);
  const employeeRow = page.getByTestId('project-employees').getByRole('row').filter({ hasText: 'Stjepan Kovač' });
  await expect(employeeRow).toContainText('Poslovođa');
  await expect(employeeRow).toContainText('01.03.2026.');
  await expect(employeeRow.getByRole('link', { name: 'Stjepan Kovač', exact: true })).toHaveAttribute('href', /\/employees\/\d+$/);

  // Its edit URL opens the drawer with the row.
  await employeeRow.getByRole('link', { name: 'Uredi Stjepan Kovač' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/employees/\\d+/edit$`));
  await expect(drawer(page).getByRole('textbox', { name: /^Zaposlenik/ })).toHaveValue('Stjepan Kovač');
  await typeDate(drawer(page), /^Aktivan do/, '28.02.2026.');
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(drawer(page).getByText('Datum od ne smije biti nakon datuma do')).toBeVisible();
  await typeDate(drawer(page), /^Aktivan do/, '30.06.2026.');
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(employeeRow).toContainText('30.06.2026.');

  // ---- cooperators tab
  await page.getByRole('tab', { name: 'Suradnici' }).click();
  await expect(page).toHaveURL(`/projects/${id}/cooperators`);
  await page.getByRole('link', { name: 'Dodaj suradnika' }).click();
  await expect(page).toHaveURL(`/projects/${id}/cooperators/new`);
  const coopForm = drawer(page);
  await expect(coopForm.getByRole('textbox', { name: 'Kontakt' })).toBeDisabled();
  await choose(coopForm, page, /^Suradnik/, 'Konstruktor Gradnja d.o.o.', 'Konstr');
  await choose(coopForm, page, /^Vrsta/, 'Investitor');
  await choose(coopForm, page, 'Naručitelj', 'Grad Zagreb', 'Grad Z');
  await expect(coopForm.getByRole('textbox', { name: 'Kontakt' })).toBeEnabled();
  await coopForm.getByLabel('Ima troškovnik').check();
  await shot(page, 'admin-drawer-cooperator');
  await coopForm.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Suradnik centra odgovornosti je uspješno spremljen.')).toBeVisible();
  const coopRow = page.getByTestId('project-cooperators').getByRole('row').filter({ hasText: 'Konstruktor Gradnja d.o.o.' });
  await expect(coopRow).toContainText('Investitor');
  await expect(coopRow).toContainText('Grad Zagreb');
  await expect(coopRow.getByRole('cell', { name: 'Da' })).toBeVisible();
  await shot(page, 'admin-cooperators');

  // ---- attachments tab: add through the drawer, then change the description through its edit drawer
  await page.getByRole('tab', { name: 'Prilozi' }).click();
  await expect(page).toHaveURL(`/projects/${id}/attachments`);
  await page.getByRole('link', { name: 'Dodaj prilog' }).click();
  await expect(page).toHaveURL(`/projects/${id}/attachments/new`);
  const pdf = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
  await drawer(page).locator('input[type="file"]').setInputFiles({ name: 'Građevinska dozvola.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await drawer(page).getByLabel('Opis').fill('Dozvola');
  await shot(page, 'admin-drawer-attachment-create');
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Prilog je uspješno spremljen.')).toBeVisible();
  await expect(page).toHaveURL(`/projects/${id}/attachments`);
  const panel = page.getByTestId('attachments-panel');
  await expect(panel.getByRole('link', { name: 'Građevinska dozvola.pdf', exact: true })).toBeVisible();
  await panel.getByRole('link', { name: 'Uredi Građevinska dozvola.pdf' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/attachments/\\d+/edit$`));
  await expect(drawer(page).getByLabel('Opis')).toHaveValue('Dozvola');
  await drawer(page).getByLabel('Opis').fill('Pravomoćna građevinska dozvola');
  await shot(page, 'admin-drawer-attachment-edit');
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(panel).toContainText('Pravomoćna građevinska dozvola');

  // ---- the other tabs: the URL follows
  await page.getByRole('tab', { name: 'Hodogram' }).click();
  await expect(page).toHaveURL(`/projects/${id}/hodogram`);
  // The project created in the form got the template's active steps with it.
  await expect(page.getByTestId('hodogram-progress')).toHaveText(/^Završeno 0 od \d+ koraka$/);
  await expect(page.getByTestId('hodogram-node').filter({ hasText: 'Priprema' })).toBeVisible();
  await page.getByRole('tab', { name: 'Troškovnik' }).click();
  await expect(page).toHaveURL(`/projects/${id}/items`);
  await page.getByRole('tab', { name: 'Detalji' }).click();
  await expect(page).toHaveURL(`/projects/${id}`);
  // The investor added on the cooperators tab shows on the details.
  await expect(page.getByText('Konstruktor Gradnja d.o.o.')).toBeVisible();

  // ---- edit: the status goes to Neaktivan
  await page.getByRole('link', { name: 'Uredi' }).click();
  await expect(page).toHaveURL(`/projects/${id}/edit`);
  const edit = drawer(page);
  await expect(edit.getByText('Uređivanje centra odgovornosti')).toBeVisible();
  await expect(edit.getByLabel(/^Produljenje roka/)).toHaveValue('5');
  await choose(edit, page, /^Status/, 'Neaktivan');
  await shot(page, 'admin-drawer-project-edit');
  await edit.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Centar odgovornosti je uspješno spremljen.')).toBeVisible();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByText('Neaktivan').first()).toBeVisible();

  // ---- the list: not under Aktivni, found under Neaktivni with its investor
  await page.goto(`/projects?filter.name=${stamp}`);
  await expect(page.getByTestId('table-total')).toHaveText('Ukupno: 0');
  await page.getByRole('tab', { name: 'Neaktivni' }).click();
  await expect(page).toHaveURL(/activeTab=inactive/);
  await expect(page.getByTestId('table-total')).toHaveText('Ukupno: 1');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Konstruktor Gradnja d.o.o.');
  await expect(row).toContainText('01.03.2026.');
  await expect(row).toContainText('Zagreb');
  await shot(page, 'admin-list-inactive');

  // ---- a referenced-free project is deleted after confirmation
  await row.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Obriši' }).click();
  await expect(page.getByText('Potvrda brisanja')).toBeVisible();
  await page.getByTestId('confirm-delete').click();
  await expect(page.getByText('Centar odgovornosti je uspješno obrisan.')).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
});

test('SiteManager edits a project and its people but has no create or delete buttons', async ({ page }) => {
  await signIn(page, 'SiteManager', '/projects');
  await expect(page.getByRole('heading', { name: 'Centri odgovornosti' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dodaj centar odgovornosti' })).toHaveCount(0);
  await shot(page, 'sitemanager-list');
  await page.getByRole('link', { name: 'Stambena zgrada Sveta Klara' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('link', { name: 'Uredi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Obriši' })).toHaveCount(0);
  await shot(page, 'sitemanager-detail');

  // The edit drawer: the deadline extension is for SuperAdmin and Admin only.
  await page.getByRole('link', { name: 'Uredi' }).click();
  await expect(drawer(page).getByLabel(/^Produljenje roka/)).toBeDisabled();
  await expect(drawer(page).getByText('Mijenjati mogu samo SuperAdmin i Admin.')).toBeVisible();
  await shot(page, 'sitemanager-drawer-project-edit');
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Centar odgovornosti je uspješno spremljen.')).toBeVisible();

  // People tabs with their drawers.
  await page.getByRole('tab', { name: 'Zaposlenici' }).click();
  await expect(page.getByTestId('project-employees')).toContainText('Josip Jurić');
  await page.getByRole('link', { name: 'Uredi Josip Jurić' }).click();
  await expect(drawer(page).getByRole('textbox', { name: /^Zaposlenik/ })).toHaveValue('Josip Jurić');
  await shot(page, 'sitemanager-drawer-employee');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`/projects/${id}/employees`);
  await page.getByRole('tab', { name: 'Suradnici' }).click();
  await page.getByRole('link', { name: 'Dodaj suradnika' }).click();
  await expect(drawer(page).getByText('Dodavanje suradnika')).toBeVisible();
  await shot(page, 'sitemanager-drawer-cooperator');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Prilozi' }).click();
  await page.getByRole('link', { name: 'Dodaj prilog' }).click();
  await expect(drawer(page).getByText('Novi prilog')).toBeVisible();
  await shot(page, 'sitemanager-drawer-attachment');

  await page.goto('/projects/new');
  await expect(page).toHaveURL(/\/not-found$/);
});

test('Procurement sees only the details and work-hours tabs, without write buttons', async ({ page }) => {
  await signIn(page, 'Procurement', '/projects');
  await page.getByRole('link', { name: 'Rekonstrukcija mosta na Kupi' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const id = Number(page.url().split('/').pop());
  // Work hours: Procurement has the timesheet right (part 2 section 6).
  await expect(page.getByRole('tab')).toHaveText(['Detalji', 'Evidencija sati']);
  await expect(page.getByText('Hrvatske ceste d.o.o.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Uredi' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Obriši' })).toHaveCount(0);
  await shot(page, 'procurement-detail');
  await page.goto(`/projects/${id}/employees`);
  await expect(page).toHaveURL(/\/not-found$/);
});
