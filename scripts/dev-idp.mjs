#!/usr/bin/env node
// Development OpenID Connect identity server for Gradilište.
//
// Used when no company OIDC issuer is configured. Built on oidc-provider with an
// in-memory store, a per-process signing key and cookie key, the demo accounts from
// db/seed/demo-accounts.json and its own (Croatian) login page — never
// oidc-provider's devInteractions, which accept any credentials.
//
//   node scripts/dev-idp.mjs        (env: DEV_IDP_PORT, APP_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)
//
// DEVELOPMENT ONLY: demo passwords are shown on the login page.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { realpathSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

import { authenticate, claimsFor, loadAccounts } from './dev-idp/accounts.mjs';
import {
  accountPage, loginPage, logoutAutoSubmitPage, logoutSuccessPage, messagePage, providerErrorPage,
} from './dev-idp/html.mjs';

const MAX_FORM_BYTES = 16 * 1024;

// oidc-provider prints a few notices that are expected for this dev server: it runs on
// Node 20 (it asks for 22+, but works) and deliberately uses the in-memory adapter.
const EXPECTED_NOTICES = [/Unsupported runtime/, /in-memory adapter/];

/** Run fn while dropping the expected oidc-provider notices from console output. */
async function withoutExpectedNotices(fn) {
  const { warn, info } = console;
  const filter = (original) => (...args) => {
    const text = args.map(String).join(' ');
    if (text.includes('oidc-provider') && EXPECTED_NOTICES.some((re) => re.test(text))) return;
    original.apply(console, args);
  };
  console.warn = filter(warn);
  console.info = filter(info);
  try {
    return await fn();
  } finally {
    console.warn = warn;
    console.info = info;
  }
}

/** Fresh RS256 signing key for this process, as a private JWK (nothing written to disk). */
function generateSigningJwk() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

function send(res, status, html, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // Our pages have no scripts; also forbid framing (click-jacking of the login form).
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
    // same-origin: the browser still sends our Origin on the login POST (no-referrer would make it "null").
    'Referrer-Policy': 'same-origin',
    ...headers,
  });
  res.end(html);
}

async function readForm(req) {
  const type = String(req.headers['content-type'] ?? '');
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return null;
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * CSRF protection for our form POSTs: the browser's Origin (or, failing that, the
 * Referer) must be this server. Requests carrying neither are refused as well.
 */
function isSameOrigin(req, allowedOrigins) {
  const source = req.headers.origin ?? req.headers.referer;
  if (!source || source === 'null') return false;
  try {
    return allowedOrigins.has(new URL(source).origin);
  } catch {
    return false;
  }
}

/**
 * Start the development IdP.
 * @param {{ port: number, appUrl: string, clientId: string, clientSecret: string, host?: string }} options
 *   port 0 picks a free port.
 * @returns {Promise<{ issuer: string, close: () => Promise<void> }>}
 */
export async function startDevIdp({
  port, appUrl, clientId, clientSecret, host = '127.0.0.1',
}) {
  const app = String(appUrl).replace(/\/+$/, '');
  const accounts = loadAccounts();

  // Listen first so that port 0 resolves to the real port before the issuer is fixed.
  // Requests arriving before the provider exists get a 503.
  let handler = (_req, res) => send(res, 503, messagePage({ title: 'Pokretanje', message: 'Poslužitelj se pokreće.' }));
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = /** @type {import('node:net').AddressInfo} */ (server.address()).port;

  // The browser reaches us as localhost; issuer must match what the app discovers.
  const issuer = `http://localhost:${actualPort}`;
  const allowedOrigins = new Set([issuer, `http://127.0.0.1:${actualPort}`]);

  const { default: Provider } = await withoutExpectedNotices(() => import('oidc-provider'));

  const configuration = {
    clients: [{
      client_id: clientId,
      client_secret: clientSecret,
      client_name: 'Gradilište',
      // 'web' clients may use http://localhost redirect URIs as long as implicit is not used.
      application_type: 'web',
      redirect_uris: [`${app}/api/auth/callback/oidc`],
      post_logout_redirect_uris: [`${app}/authentication/logout-callback`],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      // A client registered with client_secret_basic may also authenticate with
      // client_secret_post in oidc-provider (both are "client secret" methods).
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'RS256',
    }],

    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, async claims() { return claimsFor(sub, account); } };
    },

    // Only the authorization code flow, with a client secret (basic or post).
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],

    scopes: ['openid', 'email', 'profile', 'offline_access'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Put the scope-granted claims (email, name) into the ID token as well, not only userinfo.
    conformIdTokenClaims: false,

    // PKCE (S256) is accepted when sent; not required for this confidential client.
    pkce: { required: () => false },

    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },

    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutAutoSubmitPage(form);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = logoutSuccessPage({ appUrl: app });
        },
      },
    },

    // Server-to-server calls from next-auth need no CORS.
    clientBasedCORS: () => false,

    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = providerErrorPage(out, { appUrl: app });
    },

    cookies: {
      // Random per process: restarting the IdP simply logs everyone out (dev only).
      keys: [randomBytes(32).toString('base64url')],
    },
    jwks: { keys: [generateSigningJwk()] },

    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      RefreshToken: 24 * 60 * 60,
      Interaction: 60 * 60,
      Session: 12 * 60 * 60,
      Grant: 12 * 60 * 60,
    },
  };

  const provider = await withoutExpectedNotices(() => new Provider(issuer, configuration));
  provider.on('server_error', (_ctx, err) => console.error('[dev-idp] server_error:', err));
  const providerCallback = provider.callback();

  // --- Routes handled here before delegating to oidc-provider -------------------------

  async function interaction(req, res, uid, action) {
    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      return send(res, 400, messagePage({
        title: 'Prijava je istekla',
        message: 'Zahtjev za prijavu nije pronađen ili je istekao. Vratite se u aplikaciju i pokušajte ponovo.',
        appUrl: app,
      }));
    }
    // The interaction cookie must belong to the interaction in the URL (e.g. a stale tab).
    if (details.uid !== uid) {
      return send(res, 400, messagePage({
        title: 'Prijava je istekla',
        message: 'Ovaj zahtjev za prijavu više nije aktivan. Vratite se u aplikaciju i pokušajte ponovo.',
        appUrl: app,
      }));
    }

    const { prompt, params } = details;

    if (req.method === 'POST') {
      if (!isSameOrigin(req, allowedOrigins)) {
        return send(res, 403, messagePage({
          title: 'Zahtjev odbijen',
          message: 'Obrazac je poslan s nedopuštenog izvora.',
          appUrl: app,
        }));
      }
      if (action === 'abort') {
        return provider.interactionFinished(req, res, {
          error: 'access_denied', error_description: 'Korisnik je odustao od prijave.',
        }, { mergeWithLastSubmission: false });
      }
      if (prompt.name !== 'login') {
        // Nothing to submit (e.g. a double submit after login); continue the flow.
        return send(res, 303, '', { Location: `/interaction/${encodeURIComponent(uid)}` });
      }
      const form = await readForm(req);
      const email = form?.get('email') ?? '';
      const sub = authenticate(accounts, email, form?.get('password') ?? '');
      if (!sub) {
        return send(res, 200, loginPage({
          uid, email, error: 'Neispravan e-mail ili lozinka.', clientName: 'Gradilište', accounts,
        }));
      }
      return provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
    }

    if (action) return send(res, 405, messagePage({ title: 'Nedopuštena metoda', message: 'Koristite obrazac za prijavu.' }), { Allow: 'POST' });

    if (prompt.name === 'login') {
      return send(res, 200, loginPage({
        uid, email: typeof params.login_hint === 'string' ? params.login_hint : '', clientName: 'Gradilište', accounts,
      }));
    }

    if (prompt.name === 'consent') {
      // First-party app: grant whatever the client asked for, without a consent screen.
      const { details: missing } = prompt;
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session.accountId, clientId: params.client_id });
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      const grantId = await grant.save();
      return provider.interactionFinished(req, res, {
        consent: details.grantId ? {} : { grantId },
      }, { mergeWithLastSubmission: true });
    }

    return send(res, 400, messagePage({ title: 'Greška', message: `Nepodržani korak prijave: ${prompt.name}`, appUrl: app }));
  }

  async function account(req, res) {
    const session = await provider.Session.get(provider.createContext(req, res));
    const signedIn = session.accountId ? accounts.get(session.accountId) : undefined;
    return send(res, 200, accountPage({ account: signedIn, appUrl: app }));
  }

  handler = async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', issuer);
      const match = /^\/interaction\/([\w-]+)(?:\/(abort))?\/?$/.exec(pathname);
      if (match && (req.method === 'GET' || req.method === 'POST')) {
        return await interaction(req, res, match[1], match[2]);
      }
      if ((pathname === '/account' || pathname === '/') && req.method === 'GET') {
        return await account(req, res);
      }
      return providerCallback(req, res);
    } catch (err) {
      console.error('[dev-idp] error:', err);
      if (!res.headersSent) {
        send(res, 500, messagePage({ title: 'Greška', message: 'Došlo je do neočekivane pogreške.', appUrl: app }));
      } else {
        res.end();
      }
    }
  };

  return {
    issuer,
    close: () => new Promise((resolve, reject) => {
      server.close((err) => (err ? reject(err) : resolve()));
      server.closeAllConnections();
    }),
  };
}

// --- Run directly: node scripts/dev-idp.mjs ---------------------------------------------

function isMain() {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  const env = process.env;
  const port = Number(env.DEV_IDP_PORT ?? 3001);
  const appUrl = env.APP_URL || 'http://localhost:3000';
  const clientId = env.OIDC_CLIENT_ID || 'gradiliste';
  const idp = await startDevIdp({
    port,
    appUrl,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET || 'gradiliste-dev-secret',
  });
  console.log(`[dev-idp] razvojni OIDC poslužitelj spreman: ${idp.issuer} (klijent "${clientId}", aplikacija ${appUrl})`);
  const stop = () => idp.close().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
