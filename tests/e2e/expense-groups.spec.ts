import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

const drawer = (page: Page) => page.getByTestId('entity-drawer').getByRole('dialog');

test('Admin adds, edits and deletes an expense group through the drawer', async ({ page }) => {
  const name = `Beton i čelik ${Date.now()}`;
  await signIn(page, 'Admin', '/expense-groups');
  await expect(page.getByRole('heading', { name: 'Grupe troškova' })).toBeVisible();

  // Add: the drawer is a route; an empty form answers in Croatian and saves nothing.
  await page.getByRole('link', { name: 'Dodaj grupu troškova' }).click();
  await expect(page).toHaveURL(/\/expense-groups\/new$/);
  const form = drawer(page);
  await expect(form.getByText('Nova grupa troškova')).toBeVisible();
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(form.getByText('Obavezno polje')).toHaveCount(2);

  await form.getByLabel(/^Naziv/).fill(name);
  await form.getByRole('textbox', { name: 'Vrsta troška' }).click();
  await page.getByRole('option', { name: 'Materijal' }).click();
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Grupa troškova je uspješno spremljena.')).toBeVisible();
  await expect(page).toHaveURL(/\/expense-groups$/);
  await page.getByPlaceholder('Filtriraj: Naziv', { exact: true }).fill(name);
  await expect(page).toHaveURL(/filter\.name=/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Materijal');

  // Edit: another type and name.
  await row.getByRole('link', { name: /^Uredi/ }).click();
  await expect(page).toHaveURL(/\/expense-groups\/\d+\/edit/);
  await drawer(page).getByLabel(/^Naziv/).fill(`${name} – usluge`);
  await drawer(page).getByRole('textbox', { name: 'Vrsta troška' }).click();
  await page.getByRole('option', { name: 'Usluga' }).click();
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Grupa troškova je uspješno spremljena.').first()).toBeVisible();
  const edited = page.getByRole('row').filter({ hasText: `${name} – usluge` });
  await expect(edited).toContainText('Usluga');
  await page.screenshot({ path: 'test-results/expense-groups-1440.png', fullPage: true });

  // Delete asks first.
  await edited.getByRole('button', { name: /^Obriši/ }).click();
  await expect(page.getByText('Potvrda brisanja')).toBeVisible();
  await expect(page.getByText(`Jeste li sigurni da želite obrisati grupu troškova ${name} – usluge?`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Obriši' }).click();
  await expect(page.getByText('Grupa troškova je uspješno obrisana.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('SiteManager reads expense groups without write buttons', async ({ page }) => {
  await signIn(page, 'SiteManager', '/expense-groups');
  await expect(page.getByRole('heading', { name: 'Grupe troškova' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dodaj grupu troškova' })).toHaveCount(0);
  await page.goto('/expense-groups/new');
  await expect(page).toHaveURL(/\/not-found/);
});
