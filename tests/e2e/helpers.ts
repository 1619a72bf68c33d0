import { expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

type DemoAccount = { email: string; password: string; name: string; surname: string; role: string };
const accounts: DemoAccount[] = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../db/seed/demo-accounts.json'), 'utf8'),
);

export type DemoRole = 'SuperAdmin' | 'Admin' | 'Accounting' | 'Management' | 'SiteManager' | 'Procurement' | 'Warehouse';

export function account(role: DemoRole | '(bez pristupa)') {
  const a = accounts.find((x) => x.role === role);
  if (!a) throw new Error(`no demo account ${role}`);
  return a;
}

/** Fills the bundled identity server's login form (the page the app redirected to). */
export async function fillIdentityLogin(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Lozinka').fill(password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
}

/** Opens `path` signed out, signs in through the identity server and waits to be back on it. */
export async function signIn(page: Page, role: DemoRole, path = '/') {
  const a = account(role);
  await page.goto(path);
  await fillIdentityLogin(page, a.email, a.password);
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 30_000 });
}

/** The ids of every menu entry and group the shell renders. */
export async function menuIds(page: Page): Promise<string[]> {
  await page.locator('[data-menu-id="dashboard"]').first().waitFor();
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-menu-id], [data-menu-group]')).map(
      (el) => el.getAttribute('data-menu-group') ?? el.getAttribute('data-menu-id')!,
    ),
  );
}

/**
 * Headers of a state-changing call made with `page.request` (which sends no Origin, unlike the
 * browser): the app's own Origin, without which the API refuses it (lib/http/origin).
 */
export function sameOrigin(page: Page): { origin: string } {
  return { origin: new URL(page.url()).origin };
}
