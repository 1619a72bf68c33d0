// Demo accounts for the development identity server.
// Source of truth is db/seed/demo-accounts.json (the same file the DB seed uses),
// so the IdP and the app's user table always agree on e-mails.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEMO_ACCOUNTS_FILE = fileURLToPath(
  new URL('../../db/seed/demo-accounts.json', import.meta.url),
);

/**
 * @typedef {{ email: string, password: string, name: string, surname: string, role: string, roleId: number }} DemoAccount
 */

/** @returns {Map<string, DemoAccount>} accounts keyed by lower-cased e-mail (= OIDC `sub`) */
export function loadAccounts(file = DEMO_ACCOUNTS_FILE) {
  /** @type {DemoAccount[]} */
  const list = JSON.parse(readFileSync(file, 'utf8'));
  const accounts = new Map();
  for (const account of list) {
    accounts.set(account.email.trim().toLowerCase(), account);
  }
  return accounts;
}

/** Hash both sides first so the comparison is constant-time regardless of length. */
function sameSecret(a, b) {
  const ha = createHash('sha256').update(String(a)).digest();
  const hb = createHash('sha256').update(String(b)).digest();
  return timingSafeEqual(ha, hb);
}

/**
 * @param {Map<string, DemoAccount>} accounts
 * @returns {string | undefined} the account id (`sub`) when the credentials match
 */
export function authenticate(accounts, email, password) {
  const sub = String(email ?? '').trim().toLowerCase();
  const account = accounts.get(sub);
  // Always run the comparison so unknown e-mails take as long as wrong passwords.
  const ok = sameSecret(account ? account.password : '\u0000no-account', password ?? '');
  return account && ok ? sub : undefined;
}

/** Standard OIDC claims for an account; oidc-provider filters them by granted scope. */
export function claimsFor(sub, account) {
  return {
    sub,
    email: account.email,
    email_verified: true,
    name: `${account.name} ${account.surname}`,
    given_name: account.name,
    family_name: account.surname,
  };
}
