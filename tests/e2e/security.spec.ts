import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { sameOrigin, signIn } from './helpers';

/**
 * Security headers, the pages' Content-Security-Policy and the JSON body cap against the
 * production build (issue 9, "Headers" and "Body size").
 */
const SECURITY = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

test('every answer carries the security headers: a page, an API answer, a static file', async ({ request }) => {
  const page = await request.get('/authentication/logged-out');
  expect(page.status()).toBe(200);
  expect(page.headers()).toMatchObject(SECURITY);
  const csp = page.headers()['content-security-policy'];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
  expect(csp).not.toContain('unsafe-eval');
  // Next.js put the same nonce on every script of the page.
  const nonce = csp.match(/'nonce-([^']+)'/)![1];
  const html = await page.text();
  const scripts = html.match(/<script[^>]*>/g)!;
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  // A fresh nonce per request.
  expect((await request.get('/authentication/logged-out')).headers()['content-security-policy']).not.toContain(nonce);

  const api = await request.get('/api/Users');
  expect(api.status()).toBe(401);
  expect(api.headers()).toMatchObject(SECURITY);
  // The policy of every API answer, file downloads included (it replaces the route's own).
  expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox");

  const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)![1];
  const asset = await request.get(script);
  expect(asset.status()).toBe(200);
  expect(asset.headers()).toMatchObject({ ...SECURITY, 'content-security-policy': expect.stringContaining("default-src 'none'") });
});

/** Collects CSP violations (the browser's event) and console errors of the page. */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} on ${location.pathname}`);
    });
  });
  return errors;
}

test('the screens run under the CSP: sign-in, lists, drawers and the news editor, with no violation', async ({ page }) => {
  const errors = await watch(page);
  await signIn(page, 'Admin', '/');
  await expect(page.locator('[data-menu-id="dashboard"]').first()).toBeVisible();
  for (const path of ['/projects', '/employees/new', '/cooperators', '/hodogram', '/news']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
  }
  // The rich-text editor (tiptap) types and formats under the policy.
  await page.goto('/news-admin/new');
  const editor = page.getByTestId('entity-drawer').getByRole('dialog').getByRole('textbox', { name: 'Tekst' });
  await editor.click();
  await page.keyboard.type('Tekst pod CSP-om');
  await expect(editor).toHaveText('Tekst pod CSP-om');
  // Client-side navigation (scripts loaded on the way) runs under the policy too.
  await page.goto('/');
  await page.locator('[data-menu-id="projects"]').first().click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('main')).toBeVisible();
  expect(errors.filter((e) => /Content Security Policy|CSP violation/i.test(e))).toEqual([]);
  expect(errors).toEqual([]);
});

/** A raw request whose body is declared (or streamed) far past the cap; resolves with the status. */
function oversized(url: URL, headers: Record<string, string>, declared: boolean): Promise<{ status: number; ms: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let sent = 0;
    const req = http.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', ...(declared ? { 'content-length': String(150 * 1024 * 1024) } : {}) },
    });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      // Keep sending until the answer comes (or 150 MB went): the server must answer early.
      while (sent < 150 * 1024 * 1024 && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(sent === chunk.length ? Buffer.from('{"title":"') : chunk)) return req.once('drain', pump);
      }
    };
    req.on('response', (res) => {
      resolve({ status: res.statusCode!, ms: Date.now() - started, sent });
      res.resume();
      req.destroy();
    });
    req.on('error', (err) => (sent > 0 ? undefined : reject(err)));
    pump();
  });
}

test('a 150 MB JSON body is refused with 413 without being read whole (declared and chunked)', async ({ page, baseURL }) => {
  await signIn(page, 'Admin', '/');
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const url = new URL('/api/News', baseURL);
  for (const declared of [true, false]) {
    const res = await oversized(url, { cookie, ...sameOrigin(page) }, declared);
    expect(res.status, `declared: ${declared}`).toBe(413);
    expect(res.ms).toBeLessThan(5000);
    expect(res.sent).toBeLessThan(20 * 1024 * 1024);
  }
});
