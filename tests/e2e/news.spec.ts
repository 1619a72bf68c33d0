import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

const drawer = (page: Page) => page.getByTestId('entity-drawer').getByRole('dialog');

test('Admin publishes a featured article with the editor; SiteManager reads it on the dashboard and in /news', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const title = `Zaštitna oprema ${stamp} – Đurđevac`;

  await signIn(page, 'Admin', '/news-admin');
  await expect(page.getByRole('heading', { name: 'Administracija novosti' })).toBeVisible();

  // Create through the route-driven drawer.
  await page.getByRole('link', { name: 'Dodaj novost' }).click();
  await expect(page).toHaveURL(/\/news-admin\/new$/);
  const form = drawer(page);
  await expect(form.getByText('Nova novost')).toBeVisible();
  // The author defaults to the signed-in user; isArchived is not offered on create.
  await expect(form.getByLabel('Autor')).toHaveValue('Marko Kovačević');
  await expect(form.getByLabel('Arhivirano')).toHaveCount(0);

  // Empty title and an empty editor are refused in Croatian.
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(form.getByText('Obavezno polje')).toHaveCount(2);

  await form.getByRole('textbox', { name: 'Naslov' }).fill(title);
  await form.getByLabel('Istaknuto').check();
  const editor = form.getByRole('textbox', { name: 'Tekst' });
  await editor.click();
  await page.keyboard.type('Na gradilištu su ');
  await form.getByRole('button', { name: 'Podebljano' }).click();
  await page.keyboard.type('kacige');
  await form.getByRole('button', { name: 'Podebljano' }).click();
  await page.keyboard.type(' obavezne & čizme također.');
  await expect(editor.locator('strong')).toHaveText('kacige');
  await form.getByRole('button', { name: 'Spremi' }).click();

  await expect(page.getByText('Novost je uspješno spremljena.')).toBeVisible();
  await expect(page).toHaveURL(/\/news-admin$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(4)).toHaveText('Da'); // Istaknuto
  await expect(row.getByRole('cell').nth(3)).toHaveText('Ne'); // Arhivirano
  await expect(row).toContainText('Marko Kovačević');

  // View: the read drawer shows the sanitised article.
  await row.getByRole('link', { name: 'Pregled' }).click();
  await expect(page).toHaveURL(/\/news-admin\/\d+$/);
  await expect(drawer(page).getByTestId('news-html').locator('strong')).toHaveText('kacige');

  // Copy as new: a create drawer prefilled from the article.
  await drawer(page).getByRole('link', { name: 'Kopiraj kao novu' }).click();
  await expect(page).toHaveURL(/\/news-admin\/new\?copyOf=\d+$/);
  const copy = drawer(page);
  await expect(copy.getByText('Nova novost')).toBeVisible();
  await expect(copy.getByRole('textbox', { name: 'Naslov' })).toHaveValue(title);
  await expect(copy.getByLabel('Istaknuto')).toBeChecked();
  await expect(copy.getByLabel('Arhivirano')).toHaveCount(0);
  await expect(copy.getByRole('textbox', { name: 'Tekst' }).locator('strong')).toHaveText('kacige');
  await copy.getByRole('button', { name: 'Odustani' }).click();
  // Closing drops copyOf, so the next "Dodaj novost" starts empty.
  await expect(page).toHaveURL(/\/news-admin$/);

  // Another role, another browser context.
  const context = await browser.newContext();
  const reader = await context.newPage();
  await signIn(reader, 'SiteManager', '/');
  const card = reader.getByTestId('featured-news').getByTestId('news-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('news-excerpt')).toHaveText('Na gradilištu su kacige obavezne & čizme također.');
  await expect(card).toContainText('Marko Kovačević');

  // The public list: search by title (debounced, kept in the URL), open, go back.
  await reader.getByRole('link', { name: 'Sve novosti' }).click();
  await expect(reader).toHaveURL(/\/news$/);
  await reader.getByRole('textbox', { name: 'Pretraži po naslovu' }).fill(stamp);
  await expect(reader).toHaveURL(new RegExp(`/news\\?filter\\.title=${stamp}$`));
  const found = reader.getByTestId('news-card');
  await expect(found).toHaveCount(1);
  await found.getByRole('link', { name: title }).click();
  await expect(reader).toHaveURL(new RegExp(`/news/\\d+\\?filter\\.title=${stamp}$`));
  await expect(reader.getByRole('heading', { name: title })).toBeVisible();
  await expect(reader.getByTestId('news-html').locator('strong')).toHaveText('kacige');
  // One "Natrag" (the header's): back to the list with its search.
  await expect(reader.getByRole('button', { name: 'Natrag' }).or(reader.getByRole('link', { name: 'Natrag' }))).toHaveCount(1);
  await reader.getByRole('banner').getByRole('button', { name: 'Natrag' }).click();
  await expect(reader).toHaveURL(new RegExp(`/news\\?filter\\.title=${stamp}$`));
  await expect(reader.getByRole('textbox', { name: 'Pretraži po naslovu' })).toHaveValue(stamp);
  await expect(reader.getByTestId('news-card')).toHaveCount(1);

  // A SiteManager reads news but may not administer it.
  await reader.goto('/news-admin');
  await expect(reader).toHaveURL(/\/not-found$/);
  await context.close();

  // Delete asks first, then the article is gone for everyone.
  await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: 'Obriši' }).click();
  await expect(page.getByText('Potvrda brisanja')).toBeVisible();
  await page.getByTestId('confirm-delete').click();
  await expect(page.getByText('Novost je uspješno obrisana.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('Warehouse sees the welcome without a news section and cannot open /news', async ({ page }) => {
  await signIn(page, 'Warehouse', '/');
  await expect(page.getByRole('heading', { name: 'Dobro došli, Luka!' })).toBeVisible();
  await expect(page.getByText('Istaknute novosti')).toHaveCount(0);
  await page.goto('/news');
  await expect(page).toHaveURL(/\/not-found$/);
});
