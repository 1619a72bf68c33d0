import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/**
 * Every module's screen of the menu (lib/navigation/menu.ts) opens on the data of
 * `npm run seed:large` (issue 15) at a tiny scale, signed in as SuperAdmin through the identity
 * server: its table shows rows and no error. The data is made before the server starts when
 * E2E_SEED_LARGE gives the scale (scripts/e2e-server.mjs); `npm test` runs this file alone with
 * E2E_SEED_LARGE=0.001, so the other files keep their demo-only database:
 *   E2E_SEED_LARGE=0.001 npx playwright test tests/e2e/seed-large.spec.ts
 */
test.skip(!process.env.E2E_SEED_LARGE, 'needs the large data: E2E_SEED_LARGE=0.001 (npm test runs it so)');

const PREFIX = 'Gradilište ';

async function projectId(page: Page, number: string): Promise<number> {
  // GET /api/Projects: every project (the selects' list).
  const res = await page.request.get('/api/Projects');
  expect(res.status()).toBe(200);
  const list = (await res.json()) as { id: number; name: string }[];
  const found = list.find((p) => p.name.startsWith(`${PREFIX}${number} `));
  expect(found, `project ${PREFIX}${number}`).toBeTruthy();
  return found!.id;
}

/** No error on the page: neither Next's nor an alert of the app's. */
async function expectNoError(page: Page) {
  await expect(page.getByText(/Application error|Internal Server Error/)).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /greška|nije uspjel|pogrešk/i })).toHaveCount(0);
}

/**
 * The screen's first table (or ARIA grid: the timesheet) has at least one data row with cells
 * (not an empty-state row of one cell).
 */
async function expectRows(page: Page) {
  const rows = page.locator('table tbody tr, [role="grid"] [role="row"]:has([role="gridcell"])');
  await expect(rows.first()).toBeVisible();
  await expect(async () => {
    const cells = await rows.first().locator('td, [role="gridcell"]').count();
    expect(cells).toBeGreaterThan(1);
  }).toPass({ timeout: 15_000 });
}

/** Opens each screen: 200, the shell, rows when the generated data gives it some, no error. */
async function visit(page: Page, screens: [path: string, rows: boolean][]) {
  for (const [path, rows] of screens) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('[data-menu-id="dashboard"]').first()).toBeVisible();
      if (rows) await expectRows(page);
      await expectNoError(page);
    });
  }
}

test('every module screen opens on the large data with rows and no error (SuperAdmin)', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'SuperAdmin', '/');
  const boq = await projectId(page, '001');

  // [path, shows rows from the generated data]
  const screens: [string, boolean][] = [
    ['/', false],
    ['/news', false],
    ['/projects', true],
    [`/projects/${boq}/items`, true],
    [`/projects/${boq}/situations`, true],
    [`/projects/${boq}/cooperators`, true],
    ['/cooperators', true],
    ['/documents?typeId=802', true],
    ['/documents?typeId=805', true],
    ['/verifications', false],
    ['/employees', true],
    [`/timesheet?year=2026&month=10&projectId=${boq}`, true],
    ['/schedule', false],
    ['/warehouses', true],
    ['/warehouse-items', true],
    ['/users', true],
    ['/hodogram', false],
    ['/news-admin', false],
    ['/expense-groups', false],
    ['/project-items-overview', true],
  ];
  await visit(page, screens);
});

// The pay screens are Accounting's and Management's (lib/auth/permissions.ts).
test('the pay screens open on the large data with rows and no error (Accounting)', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'Accounting', '/');
  await visit(page, [
    ['/salaries?companyId=1&year=2026&month=10', true],
    ['/payrolls?companyId=1&year=2026&month=10', true],
    ['/employee-expenses', false],
  ]);
});
