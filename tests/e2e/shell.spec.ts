import { expect, test, type Page } from '@playwright/test';
import { signIn, sameOrigin } from './helpers';

/**
 * The shell's "Natrag" and route progress (issue 9): a deep link opened in a new tab goes up to
 * its parent screen instead of leaving the app; inside the app it goes back; a slow navigation
 * shows a progress bar at once.
 */

async function firstProjectId(page: Page): Promise<number> {
  const found = await page.request.get('/api/Projects/search?PageSize=1');
  expect(found.status()).toBe(200);
  const { pageItems } = (await found.json()) as { pageItems: { id: number }[] };
  expect(pageItems.length).toBe(1);
  return pageItems[0].id;
}

/** A news article of its own (other tests delete theirs). */
async function createNews(page: Page): Promise<number> {
  const created = await page.request.post('/api/News', {
    data: { title: `Natrag ${Date.now()}`, text: '<p>Članak za povratak.</p>', date: new Date().toISOString() },
    headers: sameOrigin(page),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const back = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Natrag' });

test('"Natrag" on a deep link in a new tab goes to the parent screen', async ({ page, context }) => {
  await signIn(page, 'Admin', '/');
  const projectId = await firstProjectId(page);
  const newsId = await createNews(page);

  for (const [deep, parent] of [
    [`/projects/${projectId}/employees`, `/projects/${projectId}`],
    [`/projects/${projectId}`, '/projects'],
    [`/news/${newsId}`, '/news'],
  ]) {
    // A new tab with nothing before the link (the same session).
    const tab = await context.newPage();
    await tab.goto(deep);
    await expect(back(tab)).toBeVisible();
    await back(tab).click();
    await expect(tab, `${deep} -> ${parent}`).toHaveURL((url) => url.pathname === parent);
    // Up again, never back down to the deep link.
    if (parent === `/projects/${projectId}`) {
      await back(tab).click();
      await expect(tab).toHaveURL((url) => url.pathname === '/projects');
    }
    await tab.close();
  }
});

test('"Natrag" inside the app goes back where the user came from; an article has one', async ({ page }) => {
  await signIn(page, 'Admin', '/projects?activeTab=completed');
  await page.goto('/projects');
  await page.locator('tbody tr').first().getByRole('link', { name: 'Detalji' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await back(page).click();
  await expect(page).toHaveURL((url) => url.pathname === '/projects' && url.search === '');

  const newsId = await createNews(page);
  await page.goto(`/news/${newsId}`);
  await expect(page.locator('article h2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Natrag' }).or(page.getByRole('link', { name: 'Natrag' }))).toHaveCount(1);
});

test('a menu click on a slow network shows the route progress until the new screen is there', async ({ page }) => {
  await signIn(page, 'Admin', '/');
  // The screen's server answer (an RSC request) takes 2 s.
  await page.route(
    (url) => url.pathname === '/projects',
    async (route) => {
      if (route.request().headers()['rsc']) await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    },
  );
  await expect(page.getByTestId('route-progress')).toHaveCount(0);
  await page.locator('[data-menu-id="projects"]').click();
  const progress = page.getByTestId('route-progress');
  await expect(progress).toBeVisible({ timeout: 1000 });
  await expect(progress.getByRole('progressbar', { name: 'Učitavanje…' })).toBeVisible();
  // Still the old page meanwhile, then the new one, and the bar is gone.
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('heading', { name: 'Centri odgovornosti' })).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(progress).toHaveCount(0);
});
