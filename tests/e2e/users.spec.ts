import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

const drawer = (page: Page) => page.getByTestId('entity-drawer').getByRole('dialog');

test('SuperAdmin creates, edits, filters and deletes a user through the drawer', async ({ page }) => {
  const email = `e2e.${Date.now()}@gradiliste.test`;
  await signIn(page, 'SuperAdmin', '/users');
  await expect(page.getByRole('heading', { name: 'Korisnici' })).toBeVisible();

  // Create: the drawer is a route.
  await page.getByRole('link', { name: 'Dodaj korisnika' }).click();
  await expect(page).toHaveURL(/\/users\/new$/);
  const form = drawer(page);
  await expect(form.getByText('Novi korisnik')).toBeVisible();

  // Empty form: the field rules answer in Croatian and nothing is saved.
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(form.getByText('Obavezno polje').first()).toBeVisible();
  await form.getByLabel('E-mail').fill('nije-adresa');
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(form.getByText('Neispravna e-mail adresa')).toBeVisible();

  await form.getByLabel(/^Ime/).fill('Željka');
  await form.getByLabel(/^Prezime/).fill('Đurić');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('textbox', { name: 'Uloga' }).click();
  await page.getByRole('option', { name: 'Voditelj gradilišta' }).click();
  // SiteManager needs an employee.
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(form.getByText('Obavezno polje')).toBeVisible();
  await form.getByRole('textbox', { name: 'Zaposlenik' }).click();
  await page.getByRole('option').first().click();
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Korisnik je uspješno spremljen.')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Đurić');
  await expect(row).toContainText('Voditelj gradilišta');

  // Filter through the column filter: the state goes to the query string.
  await page.getByPlaceholder('Filtriraj: E-mail', { exact: true }).fill(email);
  await expect(page).toHaveURL(/filter\.email=/);
  await expect(page.getByTestId('table-total')).toHaveText('Ukupno: 1');

  // Edit: the e-mail is locked.
  await row.getByRole('link', { name: 'Uredi' }).click();
  await expect(page).toHaveURL(/\/users\/\d+\/edit\?/);
  await expect(drawer(page).getByLabel('E-mail')).toBeDisabled();
  await drawer(page).getByLabel(/^Prezime/).fill('Đurić-Šimić');
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Korisnik je uspješno spremljen.').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Đurić-Šimić');
  // Closing kept the list's filter.
  await expect(page).toHaveURL(/\/users\?.*filter\.email=/);

  // Delete asks first.
  await page.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Obriši' }).click();
  await expect(page.getByText('Potvrda brisanja')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Obriši' }).click();
  await expect(page.getByText('Korisnik je uspješno obrisan.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await expect(page.getByTestId('table-total')).toHaveText('Ukupno: 0');
});

test('a user who is not SuperAdmin cannot open /users', async ({ page }) => {
  await signIn(page, 'Admin', '/');
  await page.goto('/users/new');
  await expect(page).toHaveURL(/\/not-found$/);
});
