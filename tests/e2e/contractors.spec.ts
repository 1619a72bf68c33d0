import { expect, test, type Page } from '@playwright/test';
import { sameOrigin, signIn } from './helpers';

/**
 * The project's Contractors tab (issue 11) in a real browser: a project without contractors
 * shows the warning; with a contractor (Izvođač with a bill of quantities, added through the
 * project cooperators API) the Admin types a quantity and a unit price inline in the Croatian
 * format and sees the exact total; SiteManager sees the same list without edit controls.
 */
test.describe.configure({ mode: 'serial' });
let projectId = 0;
let contractorId = 0;

async function post(page: Page, url: string, data: unknown): Promise<number> {
  const response = await page.request.post(url, { data, headers: sameOrigin(page) });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('Admin: the warning without contractors, then a contractor quantity and price typed inline', async ({ page }) => {
  await signIn(page, 'Admin');
  projectId = await post(page, '/api/Projects', { name: `Izvođači E2E ${Date.now()}`, projectStatusId: 1000 });
  const units = (await (await page.request.get('/api/UnitOfMeasurements')).json()) as { id: number; shortName: string }[];
  const m3 = units.find((u) => u.shortName === 'm3')!.id;
  const group = await post(page, '/api/ProjectItems', { projectId, parentId: null, isGroup: true, name: 'Betonski radovi' });
  await post(page, '/api/ProjectItems', { projectId, parentId: group, isGroup: false, name: 'Beton C25/30', unitOfMeasurementId: m3, quantity: '12.5', unitPrice: '90' });
  await post(page, '/api/ProjectItems', { projectId, parentId: group, isGroup: false, name: 'Oplata', unitOfMeasurementId: m3, quantity: '3', unitPrice: '10' });

  await page.goto(`/projects/${projectId}/contractors`);
  await expect(page.getByRole('tab', { name: 'Izvođači' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('no-contractors')).toContainText('Na centru odgovornosti nema izvođača');

  const cooperatorId = await post(page, '/api/Cooperators', { name: `Gradnja E2E ${Date.now()} d.o.o.`, personTypeId: 400, associateTypeId: 1300 });
  contractorId = await post(page, '/api/ProjectCooperators', { projectId, cooperatorId, cooperatorTypeId: 501, hasBoq: true });

  await page.goto(`/projects/${projectId}/contractors`);
  const table = page.getByTestId('contractor-items');
  await expect(table).toHaveAttribute('data-contractor-id', String(contractorId));
  await expect(page.getByTestId('contractor-counts')).toHaveText('Stavki s podacima: 0 od 2');

  // Enter edits the focused row, the quantity and the price in the Croatian format, Enter saves.
  const beton = table.locator('tbody tr[data-ordinal="1.1"]');
  await beton.focus();
  await page.keyboard.press('Enter');
  await page.getByTestId(`edit-quantity-${contractorId}`).fill('1.012,5');
  await page.getByTestId(`edit-unitPrice-${contractorId}`).fill('87,40');
  await expect(beton).toContainText('88.492,50'); // the preview: 1012,5 x 87,40
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Stavka troškovnika izvođača je uspješno spremljena.' })).toBeVisible();
  await expect(beton.locator('input')).toHaveCount(0);
  await expect(beton).toContainText('1.012,5');
  await expect(beton).toContainText('87,40');
  await expect(beton).toContainText('88.492,50');
  await expect(page.getByTestId(`total-${contractorId}`)).toHaveText('88.492,50');
  await expect(page.getByTestId('contractor-counts')).toHaveText('Stavki s podacima: 1 od 2');

  // Escape cancels an edit; "only items with data" hides the other item.
  await beton.focus();
  await page.keyboard.press('F2');
  await page.getByTestId(`edit-quantity-${contractorId}`).fill('5');
  await page.keyboard.press('Escape');
  await expect(beton).toContainText('1.012,5');
  await page.getByText('Samo stavke s podacima').click();
  await expect(table.locator('tbody tr[data-ordinal="1.2"]')).toHaveCount(0);
  await expect(table.locator('tbody tr[data-ordinal="1.1"]')).toHaveCount(1);
});

test('SiteManager reads the contractor list without edit controls', async ({ page }) => {
  await signIn(page, 'SiteManager', `/projects/${projectId}/contractors/${contractorId}`);
  const table = page.getByTestId('contractor-items');
  const beton = table.locator('tbody tr[data-ordinal="1.1"]');
  await expect(beton).toContainText('88.492,50');
  await expect(page.getByTestId('row-edit')).toHaveCount(0);
  await beton.focus();
  await page.keyboard.press('Enter');
  await expect(beton.locator('input')).toHaveCount(0);
});
