import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

const drawer = (page: Page) => page.getByTestId('entity-drawer').getByRole('dialog');

/** A valid OIB (ISO 7064 MOD 11,10) that no earlier run used. */
function newOib(): string {
  const first = `${1 + Math.floor(Math.random() * 9)}${String(Date.now()).slice(-9)}`;
  let a = 10;
  for (const ch of first) {
    a = (a + Number(ch)) % 10;
    if (a === 0) a = 10;
    a = (a * 2) % 11;
  }
  const k = 11 - a;
  return first + (k === 10 ? 0 : k);
}

/** Picks an option of a searchable Mantine select by typing (remote search needs 2+ characters). */
async function pick(page: Page, scope: ReturnType<typeof drawer>, label: string, typed: string, option: string) {
  const input = scope.getByRole('textbox', { name: label });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('Procurement creates a cooperator with a contact in a new city, finds, edits and deletes it', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const name = `Građevinar Šimić ${stamp} d.o.o.`;
  const newCity = `Donji Kraj ${stamp}`;
  await signIn(page, 'Procurement', '/cooperators');
  await expect(page.getByRole('heading', { name: 'Suradnici' })).toBeVisible();

  // Create through the route-driven drawer.
  await page.getByRole('link', { name: 'Dodaj suradnika' }).click();
  await expect(page).toHaveURL(/\/cooperators\/new$/);
  const form = drawer(page);
  await expect(form.getByText('Novi suradnik')).toBeVisible();
  // The first field has the focus; Enter submits the empty form and the rules answer in Croatian.
  await expect(form.getByLabel(/^Naziv/)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Obavezno polje')).toHaveCount(3);

  await form.getByLabel(/^Naziv/).fill(name);
  await form.getByRole('textbox', { name: 'Vrsta osobe' }).click();
  await page.getByRole('option', { name: 'Pravna osoba' }).click();
  await form.getByRole('textbox', { name: 'Vrsta suradnika' }).click();
  await page.getByRole('option', { name: 'Dobavljač', exact: true }).click();
  await form.getByLabel('OIB').fill('12345678901');
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(form.getByText('Neispravan OIB')).toBeVisible();
  await form.getByLabel('OIB').fill('123');
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(form.getByText('OIB mora imati 11 znamenaka')).toBeVisible();
  const oib = newOib();
  await form.getByLabel('OIB').fill(oib);
  await form.getByLabel('IBAN').fill('HR12 1001 0051 8630 0016 0');
  await form.getByLabel('Adresa').fill('Ulica Stjepana Radića 12');
  await form.getByLabel('Poštanski broj').fill('10000');
  await pick(page, form, 'Država', 'Hrv', 'Hrvatska');
  await pick(page, form, 'Mjesto', 'Zagr', 'Zagreb');
  await form.getByLabel('E-mail').fill('ured@simic.hr');
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Suradnik je uspješno spremljen.')).toBeVisible();

  // A new cooperator opens on its detail page.
  await expect(page).toHaveURL(/\/cooperators\/\d+$/);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('HR12 1001 0051 8630 0016 0')).toBeVisible();
  await expect(page.getByText(oib)).toBeVisible();

  // Contacts tab, a contact in a city that does not exist yet.
  await page.getByRole('tab', { name: 'Kontakti' }).click();
  await expect(page).toHaveURL(/\/cooperators\/\d+\/contacts$/);
  await expect(page.getByText('Suradnik nema kontakata')).toBeVisible();
  await page.getByRole('link', { name: 'Dodaj kontakt' }).click();
  await expect(page).toHaveURL(/\/contacts\/new$/);
  const contactForm = drawer(page);
  await expect(contactForm.getByText('Novi kontakt')).toBeVisible();
  await contactForm.getByLabel(/^Ime i prezime/).fill('Đurđica Čačić');
  await contactForm.getByLabel('Adresa').fill('Glavna 1');
  // The city picker waits for a country.
  await expect(contactForm.getByRole('textbox', { name: 'Mjesto' })).toBeDisabled();
  await pick(page, contactForm, 'Država', 'Hrv', 'Hrvatska');
  const city = contactForm.getByRole('textbox', { name: 'Mjesto' });
  await city.click();
  await city.fill(newCity);
  // No such city: the list offers to add it (an option, so the typed text survives the click).
  await page.getByRole('option', { name: `Dodaj mjesto „${newCity}”` }).click();
  await expect(page.getByText('Mjesto je uspješno spremljeno.')).toBeVisible();
  await expect(city).toHaveValue(newCity);
  await contactForm.getByLabel('E-mail').fill('durdica@simic.hr');
  await contactForm.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Kontakt je uspješno spremljen.')).toBeVisible();
  await expect(page).toHaveURL(/\/contacts$/);
  const contactRow = page.getByRole('row').filter({ hasText: 'Đurđica Čačić' });
  await expect(contactRow).toContainText(newCity);
  await expect(contactRow).toContainText('Hrvatska');

  // Find it through a column filter on the list: the filter goes to the query string.
  await page.goto('/cooperators');
  await page.getByPlaceholder('Filtriraj: Naziv', { exact: true }).fill(stamp);
  await expect(page).toHaveURL(/filter\.name=/);
  await expect(page.getByTestId('table-total')).toHaveText('Ukupno: 1');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(oib);
  await expect(row).toContainText('Zagreb');
  await expect(row).toContainText('Pravna osoba');

  // Edit from the detail page; Escape closes the drawer without saving.
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(detailUrl);
  await page.getByRole('link', { name: 'Uredi' }).click();
  await expect(page).toHaveURL(/\/cooperators\/\d+\/edit$/);
  await expect(drawer(page).getByText('Uređivanje suradnika')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(detailUrl);
  await page.getByRole('link', { name: 'Uredi' }).click();
  const edit = drawer(page);
  await expect(edit.getByLabel(/^Naziv/)).toHaveValue(name);
  await edit.getByLabel('Telefon').fill('+385 1 2345 678');
  await edit.getByLabel(/^Naziv/).fill(`${name} (izmjena)`);
  await edit.getByLabel(/^Naziv/).press('Enter');
  await expect(page.getByText('Suradnik je uspješno spremljen.')).toBeVisible();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByRole('heading', { name: `${name} (izmjena)` })).toBeVisible();
  await expect(page.getByText('+385 1 2345 678')).toBeVisible();

  // Delete asks first, takes the contact with it and returns to the list.
  await page.getByRole('button', { name: 'Obriši' }).click();
  await expect(page.getByText('Potvrda brisanja')).toBeVisible();
  await expect(page.getByText('Obrisat će se i svi njegovi kontakti.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Obriši' }).click();
  await expect(page.getByText('Suradnik je uspješno obrisan.')).toBeVisible();
  await expect(page).toHaveURL(/\/cooperators$/);
  await page.goto(`/cooperators?filter.name=${stamp}`);
  await expect(page.getByTestId('table-total')).toHaveText('Ukupno: 0');
});

test('SiteManager sees cooperators without write buttons and cannot open the create drawer', async ({ page }) => {
  await signIn(page, 'SiteManager', '/cooperators');
  await expect(page.getByRole('heading', { name: 'Suradnici' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dodaj suradnika' })).toHaveCount(0);
  await page.goto('/cooperators/new');
  await expect(page).toHaveURL(/\/not-found$/);
});

test('Warehouse cannot open /cooperators', async ({ page }) => {
  await signIn(page, 'Warehouse', '/');
  await page.goto('/cooperators');
  await expect(page).toHaveURL(/\/not-found$/);
});
