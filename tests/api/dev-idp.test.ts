// Real OIDC authorization-code flow (PKCE + state + nonce) against the bundled dev IdP,
// driven with plain fetch, manual redirects and a tiny cookie jar — like a browser would.
import { createHash, createPublicKey, randomBytes, verify, type JsonWebKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startDevIdp } from '../../scripts/dev-idp.mjs';

const APP_URL = 'http://localhost:3999';
const CLIENT_ID = 'gradiliste-test';
const CLIENT_SECRET = 'test-secret-123';
const REDIRECT_URI = `${APP_URL}/api/auth/callback/oidc`;
const POST_LOGOUT_URI = `${APP_URL}/authentication/logout-callback`;

type DemoAccount = { email: string; password: string; name: string; surname: string; role: string };
const accounts: DemoAccount[] = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../db/seed/demo-accounts.json'), 'utf8'),
);
const superadmin = accounts.find((a) => a.email === 'superadmin@gradiliste.test')!;

/** Minimal cookie jar: name+path → value; honours deletion and path prefixes. */
class CookieJar {
  private cookies = new Map<string, { name: string; value: string; path: string }>();

  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let cookiePath = '/';
      let expired = value === '';
      for (const attr of attrs) {
        const [k, v = ''] = attr.split('=');
        const key = k.toLowerCase();
        if (key === 'path') cookiePath = v;
        if (key === 'expires' && new Date(v).getTime() < Date.now()) expired = true;
        if (key === 'max-age' && Number(v) <= 0) expired = true;
      }
      const id = `${name};${cookiePath}`;
      if (expired) this.cookies.delete(id);
      else this.cookies.set(id, { name, value, path: cookiePath });
    }
  }

  header(url: string) {
    const { pathname } = new URL(url);
    return [...this.cookies.values()]
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

const b64url = (buf: Buffer) => buf.toString('base64url');

function decodeJwt(jwt: string) {
  const [h, p] = jwt.split('.');
  return {
    header: JSON.parse(Buffer.from(h, 'base64url').toString('utf8')),
    payload: JSON.parse(Buffer.from(p, 'base64url').toString('utf8')),
  };
}

let issuer: string;
let close: () => Promise<void>;
const jar = new CookieJar();

/** Browser-like request: sends the jar's cookies, stores Set-Cookie, never follows redirects. */
async function browser(url: string, init: RequestInit = {}) {
  const abs = new URL(url, issuer).href;
  const headers = new Headers(init.headers);
  const cookie = jar.header(abs);
  if (cookie) headers.set('cookie', cookie);
  const res = await fetch(abs, { ...init, headers, redirect: 'manual' });
  jar.store(res);
  return res;
}

/** Follow IdP-internal redirects until leaving the IdP (to the app) or reaching a page. */
async function followRedirects(res: Response) {
  let current = res;
  for (let i = 0; i < 10; i += 1) {
    if (current.status < 300 || current.status >= 400) return { res: current, location: undefined };
    const location = new URL(current.headers.get('location')!, issuer).href;
    if (!location.startsWith(issuer)) return { res: current, location };
    current = await browser(location);
  }
  throw new Error('too many redirects');
}

function loginForm(email: string, password: string) {
  return new URLSearchParams({ email, password }).toString();
}

type Discovery = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  end_session_endpoint: string;
  jwks_uri: string;
  code_challenge_methods_supported: string[];
};

function authorizeUrl(discovery: Discovery, params: Record<string, string>) {
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    code_challenge_method: 'S256',
    ...params,
  }).toString();
  return url.href;
}

beforeAll(async () => {
  // port 0 = random free port; the issuer reports the real one.
  const idp = await startDevIdp({ port: 0, appUrl: APP_URL, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  issuer = idp.issuer;
  close = idp.close;
});

afterAll(async () => {
  await close?.();
});

describe('dev IdP (scripts/dev-idp.mjs)', () => {
  let discovery: Discovery;
  let interactionUrl: string;
  let idToken: string;

  const state = b64url(randomBytes(16));
  const nonce = b64url(randomBytes(16));
  const codeVerifier = b64url(randomBytes(32));
  const codeChallenge = b64url(createHash('sha256').update(codeVerifier).digest());

  it('serves a discovery document for a localhost issuer', async () => {
    expect(issuer).toMatch(/^http:\/\/localhost:\d+$/);
    const res = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    discovery = await res.json();
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.end_session_endpoint).toBe(`${issuer}/session/end`);
    expect(discovery.token_endpoint).toBeTruthy();
    expect(discovery.userinfo_endpoint).toBeTruthy();
    expect(discovery.code_challenge_methods_supported).toContain('S256');
  });

  it('redirects the authorization request to the Croatian login page', async () => {
    const res = await browser(authorizeUrl(discovery, { state, nonce, code_challenge: codeChallenge }));
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, issuer);
    expect(location.pathname).toMatch(/^\/interaction\/[\w-]+$/);
    interactionUrl = location.href;

    const page = await browser(interactionUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Prijava');
    expect(html).toContain('E-mail');
    expect(html).toContain('Lozinka');
    expect(html).toContain('Prijavi se');
    // Dev-only table of demo accounts.
    expect(html).toContain(superadmin.email);
    expect(html).toContain(superadmin.role);
  });

  it('refuses a login POST from a foreign origin', async () => {
    const res = await browser(interactionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
      body: loginForm(superadmin.email, superadmin.password),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('location')).toBeNull();
    // Also refused without any Origin/Referer.
    const bare = await browser(interactionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: loginForm(superadmin.email, superadmin.password),
    });
    expect(bare.status).toBe(403);
  });

  it('re-renders the form with an error on a wrong password', async () => {
    const res = await browser(interactionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: issuer },
      body: loginForm(superadmin.email, 'kriva-lozinka'),
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Neispravan e-mail ili lozinka.');
    expect(html).toContain('Prijavi se');
  });

  it('logs in, auto-consents and exchanges the code (PKCE, client_secret_basic)', async () => {
    const res = await browser(interactionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: issuer },
      body: loginForm(superadmin.email, superadmin.password),
    });
    expect(res.status).toBe(303);
    const { location } = await followRedirects(res);
    expect(location).toBeDefined();
    const callback = new URL(location!);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('iss')).toBe(issuer);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokenRes = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code!,
        redirect_uri: REDIRECT_URI,
        code_verifier: codeVerifier,
      }),
    });
    const tokens = await tokenRes.json();
    expect(tokenRes.status, JSON.stringify(tokens)).toBe(200);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.access_token).toBeTruthy();
    idToken = tokens.id_token;

    // ID token: signed with the IdP's RS256 key and carries email/name (conformIdTokenClaims: false).
    const { header, payload } = decodeJwt(idToken);
    expect(header.alg).toBe('RS256');
    const jwks = await (await fetch(discovery.jwks_uri)).json();
    const jwk = jwks.keys.find((k: { kid: string }) => k.kid === header.kid) as JsonWebKey;
    const [h, p, s] = idToken.split('.');
    const valid = verify('sha256', Buffer.from(`${h}.${p}`), createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(s, 'base64url'));
    expect(valid).toBe(true);
    expect(payload.iss).toBe(issuer);
    expect(payload.aud).toBe(CLIENT_ID);
    expect(payload.nonce).toBe(nonce);
    expect(payload.sub).toBe(superadmin.email);
    expect(payload.email).toBe(superadmin.email);
    expect(payload.email_verified).toBe(true);
    expect(payload.name).toBe(`${superadmin.name} ${superadmin.surname}`);
    expect(payload.given_name).toBe(superadmin.name);
    expect(payload.family_name).toBe(superadmin.surname);

    const userinfoRes = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfoRes.status).toBe(200);
    const userinfo = await userinfoRes.json();
    expect(userinfo.sub).toBe(superadmin.email);
    expect(userinfo.email).toBe(superadmin.email);
    expect(userinfo.name).toBe(`${superadmin.name} ${superadmin.surname}`);
  });

  /** A second authorization on the existing IdP session and grant: straight back to the app with a code. */
  async function codeOnSession(stateValue: string, nonceValue: string, verifier: string): Promise<string> {
    const res = await browser(authorizeUrl(discovery, {
      state: stateValue, nonce: nonceValue, code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    }));
    const { location } = await followRedirects(res);
    return new URL(location!).searchParams.get('code')!;
  }

  /** The code exchanged with the client's id and secret in the body (client_secret_post). */
  const exchangeByPost = (code: string, verifier: string) =>
    fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI,
        code_verifier: verifier, client_id: CLIENT_ID, client_secret: CLIENT_SECRET,
      }),
    });

  it('rejects a code exchange with a wrong PKCE verifier', async () => {
    // Existing IdP session + grant: straight back to the app, no login page.
    const code = await codeOnSession('s2', 'n2', b64url(randomBytes(32)));
    const tokenRes = await exchangeByPost(code, b64url(randomBytes(32)));
    expect(tokenRes.status).toBe(400);
    expect((await tokenRes.json()).error).toBe('invalid_grant');
  });

  it('also accepts client_secret_post', async () => {
    const verifier = b64url(randomBytes(32));
    const tokenRes = await exchangeByPost(await codeOnSession('s3', 'n3', verifier), verifier);
    expect(tokenRes.status).toBe(200);
    expect(decodeJwt((await tokenRes.json()).id_token).payload.nonce).toBe('n3');
  });

  it('shows the signed-in account on /account', async () => {
    const res = await browser('/account');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Korisnički račun');
    expect(html).toContain(superadmin.email);
    expect(html).toContain(`${superadmin.name} ${superadmin.surname}`);
  });

  it('logs out via end_session without a confirmation screen', async () => {
    const url = new URL(discovery.end_session_endpoint);
    url.search = new URLSearchParams({
      id_token_hint: idToken, post_logout_redirect_uri: POST_LOGOUT_URI, state: 'odjava',
    }).toString();
    const res = await browser(url.href);
    expect(res.status).toBe(200);
    const html = await res.text();
    // The page auto-submits the provider's form (with its xsrf token) and logout=yes.
    expect(html).toContain("document.getElementById('op.logoutForm').submit()");
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1];

    const confirm = await browser(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: issuer },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(confirm.status).toBe(303);
    const back = new URL(confirm.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(POST_LOGOUT_URI);
    expect(back.searchParams.get('state')).toBe('odjava');

    const account = await (await browser('/account')).text();
    expect(account).toContain('niste prijavljeni');
    expect(account).not.toContain(superadmin.email);
  });

  it('shows "Odjavljeni ste" when logging out without a redirect URI', async () => {
    const res = await browser(discovery.end_session_endpoint);
    // Not signed in any more: the provider auto-posts its own form; submit it like a browser.
    const html = await res.text();
    const action = /action="([^"]+)"/.exec(html)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1];
    const confirm = await browser(action.replace(/&amp;/g, '&'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: issuer },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    const { res: success } = await followRedirects(confirm);
    expect(success.status).toBe(200);
    expect(await success.text()).toContain('Odjavljeni ste');
  });
});
