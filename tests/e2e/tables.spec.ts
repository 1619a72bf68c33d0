import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers';

/**
 * Tables at 1440 px with the side menu open (issue 9): the bill of quantities never clips a
 * number (a 12-digit total, long quantities, the inline editor); the lists keep their actions
 * column on screen and cut long text with an ellipsis and a tooltip; a header click sorts
 * ascending, descending, then not at all.
 */

const stamp = Date.now();

async function post<T>(page: Page, url: string, data: unknown): Promise<T> {
  const response = await page.request.post(url, { data, headers: { origin: new URL(page.url()).origin } });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/** The element's box lies inside the other's (1 px of rounding allowed). */
async function inside(inner: Locator, outer: Locator | { x: number; y: number; width: number; height: number }) {
  const a = (await inner.boundingBox())!;
  const b = 'boundingBox' in outer ? (await outer.boundingBox())! : outer;
  return a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1;
}

/** The cell's text is whole: nothing cut at either side, nothing over it, and it reads `text`. */
async function expectWholeNumber(cell: Locator, text: string) {
  // A row wider than the screen scrolls sideways: bring the cell to the middle of the table.
  await cell.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'center' }));
  await expect(cell).toHaveText(text);
  const span = cell.locator('span').filter({ hasText: text }).first();
  expect(await inside(span, cell), `${text} fits its cell`).toBe(true);
  expect(await span.evaluate((el) => el.scrollWidth <= el.getBoundingClientRect().width + 1)).toBe(true);
  // Its first and last character are what the eye sees there (not the pinned column, not a neighbour).
  const seen = await span.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const y = box.top + box.height / 2;
    return [box.left + 2, box.right - 2].every((x) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && (hit === el || el.contains(hit));
    });
  });
  expect(seen, `${text} is not covered`).toBe(true);
  const area = cell.locator('xpath=ancestor::div[contains(@class, "mrt-table-container")]');
  expect(await inside(cell, area), `${text} is within the table`).toBe(true);
}

test('the bill of quantities shows a 12-digit total, long quantities and the editor whole', async ({ page }) => {
  await signIn(page, 'Admin', '/projects');
  await expect(page.getByTestId('navbar-toggle')).toHaveAttribute('aria-expanded', 'true');
  const project = await post<{ id: number }>(page, '/api/Projects', { name: `Veliki troškovnik ${stamp}`, projectStatusId: 1000 });
  const units = (await (await page.request.get('/api/UnitOfMeasurements')).json()) as { id: number }[];
  const group = await post<{ id: number }>(page, '/api/ProjectItems', { projectId: project.id, parentId: null, isGroup: true, name: 'Visokogradnja' });
  const item = { projectId: project.id, parentId: group.id, isGroup: false, unitOfMeasurementId: units[0].id };
  // 1.000 x 228.800.929,12341 = 228.800.929.123,41; the second item adds nothing but a long quantity.
  await post(page, '/api/ProjectItems', { ...item, name: 'Armirani beton', quantity: '1000', unitPrice: '228800929,12341' });
  await post(page, '/api/ProjectItems', { ...item, name: 'Oplata', quantity: '4548,520406', unitPrice: '0' });

  await page.goto(`/projects/${project.id}/items`);
  // The tab reads its list in the browser (a loading state first).
  await expect(page.getByTestId('project-items')).toBeVisible();
  const row = (ordinal: string) => page.locator(`tbody tr[data-ordinal="${ordinal}"]`);
  const cellOf = async (ordinal: string, header: string, nth = 0) => {
    // The leaf header's index is the cell's data-index.
    const index = await page.locator('thead tr').last().locator('th').filter({ hasText: new RegExp(`^${header}$`) }).nth(nth).getAttribute('data-index');
    return row(ordinal).locator(`td[data-index="${index}"]`);
  };
  const summaryTotal = page.locator('tfoot tr').first().locator('th').filter({ hasText: /^228\./ }).first();

  await expectWholeNumber(summaryTotal, '228.800.929.123,41');
  await expectWholeNumber(await cellOf('1', 'Iznos'), '228.800.929.123,41');
  await expectWholeNumber(await cellOf('1.1', 'Jed. cijena'), '228.800.929,12341');
  await expectWholeNumber(await cellOf('1.1', 'Iznos'), '228.800.929.123,41');
  await expectWholeNumber(await cellOf('1.2', 'Količina'), '4.548,520406');
  await expectWholeNumber(await cellOf('1.2', 'Količina', 1), '0');
  await expectWholeNumber(await cellOf('1.2', 'Količina', 2), '4.548,520406');

  // The inline editor shows the whole quantity too.
  await (await cellOf('1.2', 'Količina')).dblclick();
  const input = row('1.2').getByRole('textbox', { name: 'Količina' });
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('4548,520406');
  expect(await input.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // ... and grows with what is typed (12 digits and 6 decimals).
  await input.fill('123456789012,123456');
  await expect.poll(() => input.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.keyboard.press('Escape');
});

test('the actions column stays on screen at 1440 px with the menu open', async ({ page }) => {
  await signIn(page, 'Admin', '/projects');
  await expect(page.getByTestId('navbar-toggle')).toHaveAttribute('aria-expanded', 'true');
  // A news article with a long title, so /news-admin has a row (other tests delete theirs).
  await post(page, '/api/News', {
    title: `Obavijest o radovima na gradilištu i privremenoj regulaciji prometa u ulici ${stamp}`,
    text: '<p>Radovi.</p>',
    date: new Date().toISOString(),
    author: 'Služba za odnose s javnošću i komunikaciju s građanima',
  });
  const viewport = { x: 0, y: 0, width: 1440, height: 900 };
  for (const [path, header] of [
    ['/projects', 'Detalji'],
    ['/news-admin', 'Radnje'],
    ['/employees', 'Detalji'],
  ] as const) {
    await page.goto(path);
    const th = page.locator('thead th').filter({ hasText: new RegExp(`^${header}$`) });
    await expect(th, path).toBeVisible();
    expect(await inside(th, viewport), `${path}: "${header}" header on screen`).toBe(true);
    const action = page.locator('tbody tr').first().locator('td').last().locator('a, button').first();
    await expect(action, path).toBeVisible();
    expect(await inside(action, viewport), `${path}: first row's action on screen`).toBe(true);
    // Nothing sticks out of the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(1440);
  }
});

test('long text ends in an ellipsis and shows whole on hover', async ({ page }) => {
  await signIn(page, 'Admin', '/projects');
  const address = `Ulica kneza Trpimira i Domagoja ${'Branimira Višeslava Mislava '.repeat(5)}${stamp}`.slice(0, 200);
  const name = `Dugi tekst ${stamp}`;
  await post(page, '/api/Projects', { name, projectStatusId: 1000, address });
  await page.goto(`/projects?filter.name=${encodeURIComponent(name)}`);
  const cell = page.locator('tbody tr').first().locator('td').filter({ hasText: 'Ulica kneza Trpimira' });
  const text = cell.locator('div div');
  await expect(text).toHaveCount(1);
  expect(await text.evaluate((el) => el.scrollWidth > el.clientWidth), 'the address is cut').toBe(true);
  expect(await text.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
  await text.hover();
  await expect(text).toHaveAttribute('title', address);
  // The details link is still on screen.
  await expect(page.locator('tbody tr').first().getByRole('link', { name: 'Detalji' })).toBeInViewport();
});

test('a header click sorts ascending, then descending, then not at all (/projects "Šifra")', async ({ page }) => {
  await signIn(page, 'Admin', '/projects');
  const codes = async () => (await page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[2]?.textContent?.trim() ?? ''))).filter(Boolean);
  const button = () => page.locator('thead th').filter({ hasText: /^Šifra/ }).locator('button');
  await expect(button()).toHaveAttribute('aria-label', 'Sortiraj: Šifra, uzlazno');

  await page.locator('thead th').filter({ hasText: /^Šifra/ }).getByText('Šifra').click();
  await expect(page).toHaveURL(/sortBy=code&sortOrder=asc/);
  await expect(button()).toHaveAttribute('aria-label', 'Sortirano: Šifra, uzlazno');
  const ascending = await codes();
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending).toEqual([...ascending].sort());

  await page.locator('thead th').filter({ hasText: /^Šifra/ }).getByText('Šifra').click();
  await expect(page).toHaveURL(/sortBy=code&sortOrder=desc/);
  await expect(button()).toHaveAttribute('aria-label', 'Sortirano: Šifra, silazno');
  await expect.poll(codes).toEqual([...ascending].reverse());

  await page.locator('thead th').filter({ hasText: /^Šifra/ }).getByText('Šifra').click();
  await expect(page).not.toHaveURL(/sortBy=/);
  await expect(button()).toHaveAttribute('aria-label', 'Sortiraj: Šifra, uzlazno');
});
