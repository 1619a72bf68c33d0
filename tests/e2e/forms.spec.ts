import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers';

/**
 * The shared form pieces of issue 9 ("Data entry", "Drawers", "Remote selects"): typed dates
 * read as Croatians write them and impossible ones refused, texts over their limit kept and
 * reported instead of cut, news date-times in Croatian time in a UTC browser, the unsaved-changes
 * question and focus return of every drawer, Save in view in long forms, and remote selects
 * that show options at once and do not offer an employee twice for the same period.
 * Screenshots land in test-results/screens.
 */
const drawer = (page: Page) => page.getByTestId('entity-drawer').getByRole('dialog');
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/forms-${name}.png` });

/** Types into a date field as a user does and leaves it with Tab. */
async function typeAndTab(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

test('typed dates: D.M.YYYY is the day written, an impossible date says "Neispravan datum" and is not saved', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Datumi ${Date.now().toString(36)}`;
  await signIn(page, 'Admin', '/projects');
  await page.getByRole('link', { name: 'Dodaj centar odgovornosti' }).click();
  const form = drawer(page);
  await form.getByLabel(/^Naziv/).fill(name);
  const start = form.getByLabel(/^Datum početka/);
  const end = form.getByLabel(/^Datum završetka/);

  // The cases of the issue, each left with Tab.
  await typeAndTab(start, '15.6.1985');
  await expect(start).toHaveValue('15.06.1985.');
  await typeAndTab(start, '5.11.2026.');
  await expect(start).toHaveValue('05.11.2026.');
  for (const impossible of ['31.02.1990.', '32.13.2026']) {
    await typeAndTab(end, impossible);
    await expect(end, impossible).toHaveValue(impossible); // never rolled over, never replaced
    await expect(form.getByText('Neispravan datum')).toBeVisible();
  }
  await shot(page, 'date-invalid');

  // Saving is refused with the message on the field; nothing is created.
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(page).toHaveURL(/\/projects\/new$/);
  await expect(form.getByText('Neispravan datum')).toBeVisible();

  // The calendar picks a day too: the field's month is shown (November 2026 for the start).
  await typeAndTab(end, '');
  await expect(page.locator('[data-dates-dropdown]')).toHaveCount(0);
  await start.click();
  await expect(page.locator('[data-dates-dropdown]')).toContainText('studeni 2026');
  await page.keyboard.press('Escape'); // closes only the calendar
  await expect(form).toBeVisible();
  await typeAndTab(end, '1.12.2026');
  await expect(page.locator('[data-dates-dropdown]')).toHaveCount(0);
  await end.click();
  await page.locator('[data-dates-dropdown]').getByRole('button', { name: '20 prosinca 2026' }).click();
  await expect(end).toHaveValue('20.12.2026.');

  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Centar odgovornosti je uspješno spremljen.')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = await (await page.request.get(`/api/Projects/${id}`)).json();
  expect(saved).toMatchObject({ startDate: '2026-11-05', endDate: '2026-12-20' });
  await expect(page.getByText('05.11.2026.')).toBeVisible();
});

test('the news date is Croatian time in a UTC browser, typed and shown alike', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = await context.newPage();
  const title = `Vrijeme ${Date.now().toString(36)}`;
  await signIn(page, 'Admin', '/news-admin/new');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');
  const form = drawer(page);
  const date = form.getByLabel(/^Datum/);

  // A new article starts now, in Zagreb's wall clock (not the browser's UTC).
  const zagrebNow = (ms: number) =>
    new Intl.DateTimeFormat('hr-HR', { timeZone: 'Europe/Zagreb', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
  const shown = await date.inputValue();
  const now = Date.now();
  expect([zagrebNow(now), zagrebNow(now - 60_000)]).toContain(shown.slice(-5));

  // 15.1.2026. 7:32 typed in a UTC browser is 07:32 in Zagreb (06:32 UTC), in the form and in the list.
  await form.getByRole('textbox', { name: 'Naslov' }).fill(title);
  await typeAndTab(date, '15.1.2026. 7:32');
  await expect(date).toHaveValue('15.01.2026. 07:32');
  await form.getByRole('textbox', { name: 'Tekst' }).fill('Vijest o vremenskoj zoni.');
  await shot(page, 'news-utc');
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Novost je uspješno spremljena.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('15.01.2026. 07:32');
  const found = await (await page.request.get(`/api/News/search?Filter.Title=${encodeURIComponent(title)}`)).json();
  expect(found.pageItems[0].date).toBe('2026-01-15T06:32:00.000Z');

  // The table's date filter reads a typed date the same way (Croatian day, not M.D.).
  const dateFilter = page.getByRole('columnheader', { name: /^Datum/ }).getByRole('textbox');
  await dateFilter.fill('15.1.2026.');
  await expect(page).toHaveURL(/filter\.date=2026-01-15/);
  await expect(row).toBeVisible();

  // A time the clock skips (29.3.2026. 02:30) is no time at all.
  await row.getByRole('link', { name: title }).click();
  await drawer(page).getByRole('link', { name: 'Uredi' }).click();
  const edit = drawer(page).getByLabel(/^Datum/);
  await expect(edit).toHaveValue('15.01.2026. 07:32');
  // The time under the calendar is 24-hour text.
  await edit.click();
  const time = page.getByRole('textbox', { name: 'Vrijeme' });
  await expect(time).toHaveValue('07:32');
  await time.fill('9:05');
  await expect(edit).toHaveValue('15.01.2026. 09:05');
  await time.press('Escape');
  await expect(edit).toBeFocused();
  await typeAndTab(edit, '29.3.2026. 2:30');
  await expect(drawer(page).getByText('Neispravan datum')).toBeVisible();
  await context.close();
});

test('drawers ask before dropping unsaved changes, give focus back to their opener, keep Save in view', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'Admin', '/cooperators');
  const add = page.getByRole('link', { name: 'Dodaj suradnika' });

  // Unchanged: Escape closes at once, and focus is back on the link that opened the drawer.
  await add.click();
  await expect(drawer(page).getByLabel(/^Naziv/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/cooperators$/);
  await expect(page.getByText('Nespremljene promjene')).toHaveCount(0);
  await expect(add).toBeFocused();

  // Changed: Escape, the X and the overlay each ask first; "Nastavi uređivanje" keeps the text.
  await add.click();
  const name = drawer(page).getByLabel(/^Naziv/);
  await name.fill('Nespremljeni suradnik');
  const question = page.getByRole('dialog', { name: 'Nespremljene promjene' });
  for (const close of [
    () => page.keyboard.press('Escape'),
    () => drawer(page).getByRole('button', { name: 'Zatvori' }).click(),
    () => page.mouse.click(200, 450), // the overlay left of the drawer
    () => drawer(page).getByRole('button', { name: 'Odustani' }).click(),
  ]) {
    await close();
    await expect(question).toBeVisible();
    await expect(question).toContainText('Imate nespremljene promjene. Želite li ih odbaciti?');
    await question.getByRole('button', { name: 'Nastavi uređivanje' }).click();
    await expect(question).toHaveCount(0);
    await expect(name).toHaveValue('Nespremljeni suradnik');
    await expect(page).toHaveURL(/\/cooperators\/new$/);
  }
  await page.keyboard.press('Escape');
  await shot(page, 'unsaved-question');
  await question.getByRole('button', { name: 'Odbaci promjene' }).click();
  await expect(page).toHaveURL(/\/cooperators$/);
  await expect(drawer(page)).toHaveCount(0);
  await expect(add).toBeFocused();

  // Over the limit: nothing is cut, the field says how long it may be.
  await add.click();
  const long = 'Građevinski obrt '.repeat(15); // 255 characters
  await name.fill(long);
  await expect(name).toHaveValue(long);
  await expect(drawer(page).getByText('Najviše je dopušteno 200 znakova')).toBeVisible();
  await expect(drawer(page).getByTestId('length-counter')).toHaveText(`${long.trim().length}/200`);
  const iban = drawer(page).getByLabel('IBAN');
  await iban.fill('HR12100100518630001600000000000000'); // 34 characters
  await expect(iban).toHaveValue('HR12100100518630001600000000000000');
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(drawer(page).getByText('Najviše je dopušteno 32 znaka')).toBeVisible();
  await expect(drawer(page).getByText('Neispravan IBAN')).toHaveCount(0);
  await shot(page, 'limits');

  // Saved: no question, the drawer just closes.
  await name.fill(`Suradnik ${Date.now().toString(36)}`);
  await iban.fill('');
  await drawer(page).getByRole('textbox', { name: /^Vrsta osobe/ }).click();
  await page.getByRole('option', { name: 'Pravna osoba', exact: true }).click();
  await drawer(page).getByRole('textbox', { name: /^Vrsta suradnika/ }).click();
  await page.getByRole('option').first().click();
  await drawer(page).getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Suradnik je uspješno spremljen.')).toBeVisible();
  await expect(question).toHaveCount(0);

  // The long employee form: Save is in view without scrolling, and stays there at the end.
  await page.goto('/employees/new');
  const save = drawer(page).getByRole('button', { name: 'Spremi' });
  await expect(save).toBeInViewport();
  await drawer(page).getByLabel('Radna dozvola vrijedi do').scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await shot(page, 'employee-sticky-save');
  // An empty required OIB says "Obavezno polje".
  await save.click();
  const oib = drawer(page).getByLabel(/^OIB/);
  await expect(oib).toHaveAttribute('aria-invalid', 'true');
  await expect(oib).toHaveAccessibleDescription('Obavezno polje');
});

test('remote selects show options at once and never offer an employee already on the project for that period', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'SiteManager', '/projects');
  await page.getByRole('link', { name: 'Stambena zgrada Sveta Klara' }).click();
  await page.getByRole('tab', { name: 'Zaposlenici' }).click();
  await page.getByRole('link', { name: 'Dodaj zaposlenika' }).click();
  const form = drawer(page);
  const employee = form.getByRole('textbox', { name: /^Zaposlenik/ });
  await expect(employee).toBeFocused();
  // The autofocus keeps the list shut (Escape would still close the drawer); a click opens it.
  const listbox = page.getByRole('listbox');
  await expect(listbox).toHaveCount(0);
  await employee.click();

  // Options without typing; Josip Jurić (on the project from 01.03.2025., open-ended) is shown disabled.
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await expect(page.getByText('Upišite barem 2 znaka za pretragu')).toHaveCount(0);
  const josip = listbox.getByRole('option', { name: /Josip Jurić/ });
  await expect(josip).toHaveAttribute('data-combobox-disabled', 'true');
  await expect(josip).toContainText('Već je na centru odgovornosti (od 01.03.2025.)');
  await shot(page, 'remote-select-open');

  // Typing narrows the list (from 2 characters).
  await employee.fill('Jur');
  await expect(listbox.getByRole('option', { name: /Stjepan Kovač/ })).toHaveCount(0);
  await expect(listbox.getByRole('option', { name: /Josip Jurić/ })).toHaveAttribute('data-combobox-disabled', 'true');

  // A period that ends before his starts makes him available.
  await page.keyboard.press('Escape');
  await typeAndTab(form.getByLabel(/^Aktivan do/), '28.2.2025.');
  await employee.click();
  await expect(listbox.getByRole('option', { name: /Josip Jurić/ })).not.toHaveAttribute('data-combobox-disabled', 'true');
  await listbox.getByRole('option', { name: /Josip Jurić/ }).click();
  await expect(employee).toHaveValue('Josip Jurić');

  // Moving the period onto the existing one is refused at once, and by the server if sent.
  await typeAndTab(form.getByLabel(/^Aktivan do/), '1.3.2025.');
  await expect(form.getByText('Zaposlenik je već na ovom centru odgovornosti u razdoblju koje se preklapa (od 01.03.2025.).')).toBeVisible();
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(page).toHaveURL(/\/employees\/new$/);
});
