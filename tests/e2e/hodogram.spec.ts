import { expect, test, type Locator, type Page } from '@playwright/test';
import { sameOrigin, signIn } from './helpers';

const drawer = (page: Page) => page.getByTestId('entity-drawer').getByRole('dialog');
/** A tree row by its node's name (rows hold only their own node, not the children). */
const row = (page: Page, name: string) => page.getByTestId('hodogram-node').filter({ has: page.getByText(name, { exact: true }) });

/** The order in which the given names appear in the tree. */
async function order(page: Page, names: string[]): Promise<string[]> {
  const texts = await page.getByTestId('hodogram-node').allInnerTexts();
  return texts.map((t) => names.find((n) => t.split('\n').includes(n))).filter((n): n is string => !!n);
}

async function addNode(page: Page, opener: Locator, name: string, code: string) {
  await opener.click();
  const form = drawer(page);
  await expect(form.getByLabel(/^Naziv/)).toBeFocused();
  await form.getByLabel(/^Naziv/).fill(name);
  await form.getByLabel('Šifra').fill(code);
  await form.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Korak hodograma je uspješno spremljen.').last()).toBeVisible();
  // A new node opens in its read drawer.
  await expect(page).toHaveURL(/\/hodogram\/\d+$/);
  await expect(form.getByTestId('hodogram-node-details')).toContainText(name);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/hodogram$/);
}

/** Drags a row's handle onto another row with the mouse (dnd-kit's pointer sensor). */
async function drag(page: Page, from: Locator, to: Locator) {
  const handle = from.getByTestId('drag-handle');
  await to.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const a = (await handle.boundingBox())!;
  const b = (await to.boundingBox())!;
  const x = a.x + a.width / 2;
  await page.mouse.move(x, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, a.y + a.height / 2 - 8, { steps: 4 });
  await page.mouse.move(x, b.y + b.height / 2 - 4, { steps: 20 });
  await page.mouse.up();
}

test('Admin builds a template node with children, reorders (mouse, keyboard), abandons, deactivates, reads and deletes it', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const parent = `Faza ${stamp}`;
  const first = `Prvi korak ${stamp}`;
  const second = `Drugi korak ${stamp}`;
  await signIn(page, 'Admin', '/hodogram');
  await expect(page.getByRole('heading', { name: 'Hodogram' })).toBeVisible();

  await addNode(page, page.getByRole('link', { name: 'Dodaj korak' }), parent, `F-${stamp}`.slice(0, 20));
  await addNode(page, page.getByRole('link', { name: `Dodaj podređeni korak: ${parent}` }), first, 'F-1');
  await addNode(page, page.getByRole('link', { name: `Dodaj podređeni korak: ${parent}` }), second, 'F-2');
  const names = [parent, first, second];
  await expect.poll(() => order(page, names)).toEqual([parent, first, second]);
  // New nodes come last among their siblings: 1. and 2. under the parent.
  await expect(row(page, first)).toContainText(/\d+\.1\./);
  await expect(row(page, second)).toContainText(/\d+\.2\./);

  // Reorder by dragging, save: the order is kept after a reload.
  await page.getByRole('button', { name: 'Promijeni redoslijed' }).click();
  await expect(page.getByTestId('hodogram-tree')).toHaveAttribute('data-mode', 'reorder');
  await drag(page, row(page, second), row(page, first));
  await expect.poll(() => order(page, names)).toEqual([parent, second, first]);
  await page.getByRole('button', { name: 'Spremi redoslijed' }).click();
  await expect(page.getByText('Redoslijed hodograma je uspješno spremljen.')).toBeVisible();
  await expect(page.getByTestId('hodogram-tree')).toHaveAttribute('data-mode', 'view');
  await page.reload();
  await expect.poll(() => order(page, names)).toEqual([parent, second, first]);

  // Reorder with the keyboard, then abandon: the stored order comes back.
  await page.getByRole('button', { name: 'Promijeni redoslijed' }).click();
  const handle = row(page, first).getByTestId('drag-handle');
  await handle.focus();
  // Each key waits for the step before to take effect (the handle pressed, then dnd-kit's
  // Croatian announcement): a key pressed before the drag has started is lost.
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`Korak „${first}” je na mjestu koraka „${second}”.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(() => order(page, names)).toEqual([parent, first, second]);
  await page.getByRole('button', { name: 'Odustani od promjene redoslijeda' }).click();
  await expect(page.getByTestId('hodogram-tree')).toHaveAttribute('data-mode', 'view');
  await expect.poll(() => order(page, names)).toEqual([parent, second, first]);
  await page.reload();
  await expect.poll(() => order(page, names)).toEqual([parent, second, first]);

  // Between levels: out from under the parent, saved, and back under it (as its last child).
  const number = (name: string) => row(page, name).getByTestId('node-number');
  await page.getByRole('button', { name: 'Promijeni redoslijed' }).click();
  await page.getByRole('button', { name: `Premjesti „${first}” razinu više` }).click();
  await expect(number(first)).toHaveText(/^\d+\.$/);
  await page.getByRole('button', { name: 'Spremi redoslijed' }).click();
  await expect(page.getByText('Redoslijed hodograma je uspješno spremljen.').last()).toBeVisible();
  await page.reload();
  await expect(number(first)).toHaveText(/^\d+\.$/);
  await expect(number(second)).toHaveText(/^\d+\.1\.$/);
  await page.getByRole('button', { name: 'Promijeni redoslijed' }).click();
  await page.getByRole('button', { name: `Premjesti „${first}” pod prethodni korak` }).click();
  await page.getByRole('button', { name: 'Spremi redoslijed' }).click();
  await expect(page.getByTestId('hodogram-tree')).toHaveAttribute('data-mode', 'view');
  await page.reload();
  await expect(number(first)).toHaveText(/^\d+\.2\.$/);

  // Deactivating the parent deactivates its children.
  await row(page, parent).getByRole('button', { name: `Deaktiviraj: ${parent}` }).click();
  await expect(page.getByText('Status koraka je uspješno ažuriran.')).toBeVisible();
  for (const name of names) await expect(row(page, name)).toHaveAttribute('data-inactive', 'true');
  // A child of an inactive parent cannot be activated on its own.
  await expect(row(page, first).getByRole('button', { name: `Aktiviraj: ${first}` })).toBeDisabled();

  // Selecting a node opens its read drawer.
  await row(page, first).getByRole('link', { name: first, exact: true }).click();
  await expect(page).toHaveURL(/\/hodogram\/\d+$/);
  const details = drawer(page).getByTestId('hodogram-node-details');
  await expect(details).toContainText(first);
  await expect(details).toContainText('F-1');
  await expect(details).toContainText('Neaktivan');
  await expect(details).toContainText(parent);
  await expect(drawer(page).getByTestId('attachments-panel')).toBeVisible();
  await expect(row(page, first)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/hodogram$/);

  // Delete the parent: the confirmation says how many go with it.
  await row(page, parent).getByRole('button', { name: `Obriši korak: ${parent}` }).click();
  await expect(page.getByText('Obrisat će se i 2 podređena koraka.')).toBeVisible();
  await page.getByTestId('confirm-delete').click();
  await expect(page.getByText('Korak hodograma je uspješno obrisan.')).toBeVisible();
  await expect(row(page, parent)).toHaveCount(0);
  await expect(row(page, first)).toHaveCount(0);
});

test('SiteManager cannot open the template', async ({ page }) => {
  await signIn(page, 'SiteManager', '/');
  await page.goto('/hodogram');
  await expect(page).toHaveURL(/\/not-found$/);
});

/** The checkbox of a node in the project tab. */
const tick = (page: Page, name: string) => page.getByRole('checkbox', { name: `Završen: ${name}`, exact: true });

test('an older project without a hodogram gets one from the template with the button', async ({ page }) => {
  // The demo projects after the first were seeded without one, as projects from before the copy on creation.
  await signIn(page, 'Admin', '/projects');
  const found = await page.request.get(`/api/Projects/search?${new URLSearchParams({ 'Filter.Name': 'Rekonstrukcija mosta na Kupi' })}`);
  const [older] = (await found.json()).pageItems as { id: number }[];
  await page.goto(`/projects/${older.id}/hodogram`);
  await expect(page.getByText('Ovaj centar odgovornosti još nema hodogram.')).toBeVisible();
  await page.getByRole('button', { name: 'Izradi hodogram iz predloška' }).click();
  await expect(page.getByText('Hodogram centra odgovornosti je uspješno izrađen.')).toBeVisible();
  await expect(row(page, 'Priprema')).toBeVisible();
  await expect(row(page, 'Jamstveni rok')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Izradi hodogram iz predloška' })).toHaveCount(0);
});

test('a new project starts with the template’s hodogram; Admin ticks steps (kept after a reload) and attaches a file to a step; SiteManager continues', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signIn(page, 'Admin', '/projects');
  const created = await page.request.post('/api/Projects', {
    data: { name: `Hodogram centar ${stamp}`, projectStatusId: 1000 },
    headers: sameOrigin(page),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const tab = `/projects/${id}/hodogram`;

  await page.goto(tab);
  await expect(page.getByRole('tab', { name: 'Hodogram' })).toHaveAttribute('aria-selected', 'true');
  // Copied when the project was created: no button to press.
  await expect(page.getByText('Ovaj centar odgovornosti još nema hodogram.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Izradi hodogram iz predloška' })).toHaveCount(0);

  // The template's active steps, without the inactive warranty phase.
  await expect(row(page, 'Priprema')).toBeVisible();
  await expect(row(page, 'Ugovor s investitorom')).toBeVisible();
  await expect(row(page, 'Primopredajni zapisnik')).toBeVisible();
  await expect(row(page, 'Jamstveni rok')).toHaveCount(0);
  const progress = page.getByTestId('hodogram-progress');
  await expect(progress).toHaveText(/^Završeno 0 od \d+ koraka$/);
  const total = Number((await progress.innerText()).match(/od (\d+)/)![1]);

  // Each tick sends the full list at once; the ticks survive a reload.
  for (const name of ['Ugovor s investitorom', 'Prijava gradilišta']) {
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/Hodogram/projectHodogram') && r.request().method() === 'PUT');
    await tick(page, name).check();
    expect((await saved).status()).toBe(200);
  }
  await expect(progress).toHaveText(`Završeno 2 od ${total} koraka`);
  await page.reload();
  await expect(tick(page, 'Ugovor s investitorom')).toBeChecked();
  await expect(tick(page, 'Prijava gradilišta')).toBeChecked();
  await expect(tick(page, 'Tehnički pregled')).not.toBeChecked();
  await expect(progress).toHaveText(`Završeno 2 od ${total} koraka`);

  // A step's read drawer with its attachments.
  await row(page, 'Prijava gradilišta').getByRole('link', { name: 'Prijava gradilišta', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${id}/hodogram/\\d+$`));
  const details = drawer(page).getByTestId('hodogram-node-details');
  await expect(details).toContainText('Prijava gradilišta');
  await expect(details).toContainText('PR-02');
  await expect(details).toContainText('Završen');
  const panel = drawer(page).getByTestId('attachments-panel');
  await panel.getByRole('button', { name: 'Dodaj prilog' }).click();
  await panel.locator('input[type="file"]').setInputFiles({ name: 'Prijava gradilišta.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
  await panel.getByLabel('Opis').fill('Potvrda o prijavi');
  await panel.getByRole('button', { name: 'Spremi' }).click();
  await expect(page.getByText('Prilog je uspješno spremljen.')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Prijava gradilišta.pdf' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`${tab}$`));
  await expect(row(page, 'Prijava gradilišta')).toContainText('1');

  // SiteManager works on the project's hodogram too.
  await page.context().clearCookies();
  await signIn(page, 'SiteManager', tab);
  await expect(tick(page, 'Ugovor s investitorom')).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/Hodogram/projectHodogram') && r.request().method() === 'PUT');
  await tick(page, 'Ugovor s investitorom').uncheck();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(tick(page, 'Ugovor s investitorom')).not.toBeChecked();
  await expect(tick(page, 'Prijava gradilišta')).toBeChecked();
});
