import { expect, test } from '@playwright/test';
import { EXPECTED_MENU } from '../fixtures/expected-menu';
import { account, fillIdentityLogin, menuIds, signIn, type DemoRole } from './helpers';

test.describe('sign-in through the identity server and the menu of each role', () => {
  for (const role of Object.keys(EXPECTED_MENU) as DemoRole[]) {
    test(`${role} sees exactly its menu`, async ({ page }) => {
      await signIn(page, role, '/');
      const expected = [...EXPECTED_MENU[role], 'external-tools', 'external-vehicles'];
      expect(await menuIds(page)).toEqual(expected);
      await expect(page.getByText(`${account(role).name} ${account(role).surname}`)).toBeVisible();
    });
  }
});

test('an unauthorised screen leads to /not-found', async ({ page }) => {
  await signIn(page, 'Warehouse', '/');
  await page.goto('/users');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByText('Ooops... Greška 404')).toBeVisible();
  await page.goto('/salaries');
  await expect(page).toHaveURL(/\/not-found$/);
});

test('an unknown path shows the Croatian 404 page with a link home', async ({ page }) => {
  await signIn(page, 'Admin', '/');
  await page.goto('/ovo-ne-postoji/nigdje');
  await expect(page.getByText('Ooops... Greška 404')).toBeVisible();
  await expect(page.getByText('Stranica koju tražite ne postoji.')).toBeVisible();
  await page.getByRole('link', { name: 'Natrag na početnu' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the 404 keeps the side menu when signed in (issue 9), for unknown paths and refused screens', async ({ page }) => {
  await signIn(page, 'Warehouse', '/');
  for (const path of ['/ovo-ne-postoji', '/users', '/projects/1/items']) {
    await page.goto(path);
    await expect(page.getByText('Ooops... Greška 404')).toBeVisible();
    expect(await menuIds(page)).toEqual([...EXPECTED_MENU.Warehouse, 'external-tools', 'external-vehicles']);
  }
  // A path of a screen the role may open that no route matches: the page's notFound().
  await page.goto('/documents/abc');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.locator('[data-menu-id="dashboard"]').first()).toBeVisible();
});

test('the 404 stays without the shell when signed out', async ({ page }) => {
  for (const path of ['/not-found', '/authentication/ovo-ne-postoji']) {
    await page.goto(path);
    await expect(page.getByText('Ooops... Greška 404')).toBeVisible();
    await expect(page.locator('[data-menu-id]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Natrag na početnu' })).toBeVisible();
  }
});

test('a signed-out deep link returns there after sign-in', async ({ page }) => {
  await signIn(page, 'SuperAdmin', '/users?pageSize=10&sortBy=email&sortOrder=desc');
  await expect(page.getByRole('heading', { name: 'Korisnici' })).toBeVisible();
});

test('a foreign return URL is refused', async ({ page }) => {
  await page.goto('/authentication/login?returnUrl=https%3A%2F%2Fevil.example%2F');
  await expect(page.getByText('Invalid return url')).toBeVisible();
});

test("next-auth's sign-in link keeps its callbackUrl; a foreign one is refused", async ({ page }) => {
  const a = account('Admin');
  await page.goto('/api/auth/signin?callbackUrl=%2Fprojects%3FactiveTab%3Dinactive');
  await fillIdentityLogin(page, a.email, a.password);
  await page.waitForURL((url) => url.pathname === '/projects' && url.search === '?activeTab=inactive');
  await expect(page.getByRole('heading', { name: 'Centri odgovornosti' })).toBeVisible();

  await page.goto('/authentication/login?callbackUrl=https%3A%2F%2Fevil.example%2Fprojects');
  await expect(page.getByTestId('invalid-return-url')).toContainText('Invalid return url');
});

test('login-failed shows only the Croatian text of a known code, never the URL text', async ({ page }) => {
  // A code next-auth sends back to the sign-in page goes to login-failed, not round again.
  await page.goto('/authentication/login?callbackUrl=%2F&error=OAuthCallback');
  await expect(page).toHaveURL(/\/authentication\/login-failed\?error=OAuthCallback$/);
  await expect(page.getByTestId('login-failed-message')).toContainText('Poslužitelj identiteta nije potvrdio prijavu.');

  await page.goto('/authentication/login-failed?message=Va%C5%A1+ra%C4%8Dun+je+blokiran%2C+nazovite+0800&error=Lozinka+istekla');
  const shown = page.getByTestId('login-failed-message');
  await expect(shown).toContainText('Pokušajte se ponovno prijaviti.');
  await expect(page.getByText(/blokiran|0800|Lozinka istekla/)).toHaveCount(0);

  await page.goto('/authentication/login-failed?error=__proto__');
  await expect(shown).toContainText('Pokušajte se ponovno prijaviti.');
});

test('an identity without a user gets the no-access page', async ({ page }) => {
  const a = account('(bez pristupa)');
  await page.goto('/projects');
  await fillIdentityLogin(page, a.email, a.password);
  await expect(page.getByTestId('no-access')).toBeVisible();
  await expect(page.getByText('Nemate pristup aplikaciji')).toBeVisible();
});

test('logout from the menu ends on the logged-out page and signs out at the identity server', async ({ page }) => {
  await signIn(page, 'Management', '/');
  await page.getByRole('button', { name: 'Odjava' }).click();
  await expect(page).toHaveURL(/\/authentication\/logged-out$/);
  await expect(page.getByText('Uspješno ste se odjavili')).toBeVisible();
  // Signed out at both ends: a protected page asks for the identity server's login again.
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
});

test('a logout link not started from the app asks first', async ({ page }) => {
  await signIn(page, 'Admin', '/');
  await page.goto('/authentication/logout');
  await expect(page.getByTestId('logout-not-initiated')).toBeVisible();
  await page.goto('/');
  await expect(page.locator('[data-menu-id="dashboard"]').first()).toBeVisible();
});
