import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { sameOrigin, signIn } from './helpers';

/**
 * The project items overview in a real browser, as Management: a project of this run with a
 * contractor's cost list (made through the API), found by the project filter in the URL, sorted
 * by a header click, exported and read back; Admin may not open it.
 */
const stamp = Date.now().toString(36);
const project = `Pregled E2E ${stamp}`;
const contractor = `Izvođač Pregled ${stamp}`;

async function post<T = { id: number }>(page: Page, url: string, data: unknown): Promise<T> {
  const res = await page.request.post(url, { data, headers: sameOrigin(page) });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

/** A project with group 1 (item 1.1) and item 2, and a contractor's lines on both. */
async function makeData(page: Page) {
  const units = (await (await page.request.get('/api/UnitOfMeasurements')).json()) as { id: number; shortName: string }[];
  const m2 = units.find((u) => u.shortName === 'm2')!.id;
  const { id: projectId } = await post(page, '/api/Projects', { name: project, code: `PE-${stamp}`, startDate: '2026-02-01', projectStatusId: 1000 });
  const { id: group } = await post(page, '/api/ProjectItems', { projectId, parentId: null, isGroup: true, name: 'Zidarski radovi' });
  const { id: wall } = await post(page, '/api/ProjectItems', { projectId, parentId: group, isGroup: false, name: 'Zid od opeke', unitOfMeasurementId: m2, quantity: '20', unitPrice: '45' });
  const { id: plaster } = await post(page, '/api/ProjectItems', { projectId, parentId: null, isGroup: false, name: 'Žbuka', unitOfMeasurementId: m2, quantity: '10', unitPrice: '13' });
  const { id: cooperatorId } = await post(page, '/api/Cooperators', { name: contractor, personTypeId: 400, associateTypeId: 1300 });
  const { id: projectCooperatorId } = await post(page, '/api/ProjectCooperators', { projectId, cooperatorId, cooperatorTypeId: 501, hasBoq: true });
  await post(page, '/api/ProjectCooperatorItems', { projectCooperatorId, projectItemId: wall, quantity: '20', unitPrice: '42,5' });
  await post(page, '/api/ProjectCooperatorItems', { projectCooperatorId, projectItemId: plaster, quantity: '10', unitPrice: '12,345' });
}

const cells = (page: Page) =>
  page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));

test('Management finds, sorts and exports a contractor cost list across projects', async ({ page }) => {
  await signIn(page, 'Management', '/project-items-overview');
  await expect(page.getByRole('heading', { name: 'Pregled stavki troškovnika' })).toBeVisible();
  await makeData(page);

  await page.goto(`/project-items-overview?filter.project=${encodeURIComponent(stamp)}`);
  await expect.poll(() => cells(page)).toEqual([
    ['1.1', 'Zid od opeke', 'm2', '20', '42,50', '850,00', contractor, '', project, `PE-${stamp}`, '2026'],
    ['2', 'Žbuka', 'm2', '10', '12,345', '123,45', contractor, '', project, `PE-${stamp}`, '2026'],
  ]);

  // A header click sorts through the URL (ascending first).
  await page.locator('thead th').filter({ hasText: /^Ukupna cijena/ }).getByText('Ukupna cijena').click();
  await expect(page).toHaveURL(/sortBy=totalPrice&sortOrder=asc/);
  await expect.poll(async () => (await cells(page)).map((r) => r[5])).toEqual(['123,45', '850,00']);

  // The export takes the same query: the two rows in this order, numbers as numbers.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('items-overview-export').click()]);
  expect(download.suggestedFilename()).toBe('Stavke troškovnika.xlsx');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'overview-')), download.suggestedFilename());
  await download.saveAs(file);
  const book = XLSX.read(fs.readFileSync(file), { type: 'buffer' });
  expect(XLSX.utils.sheet_to_json(book.Sheets['Stavke troškovnika'], { header: 1, raw: true, defval: null })).toEqual([
    ['R. br.', 'Stavka', 'Jed. mj.', 'Količina', 'Jedinična cijena', 'Ukupna cijena', 'Suradnik', 'Naručitelj', 'Centar odgovornosti', 'Šifra centra', 'Godina'],
    ['2', 'Žbuka', 'm2', 10, 12.345, 123.45, contractor, null, project, `PE-${stamp}`, 2026],
    ['1.1', 'Zid od opeke', 'm2', 20, 42.5, 850, contractor, null, project, `PE-${stamp}`, 2026],
  ]);
});

test('Admin may not open the overview', async ({ page }) => {
  await signIn(page, 'Admin', '/');
  await page.goto('/project-items-overview');
  await expect(page).toHaveURL(/\/not-found$/);
});
