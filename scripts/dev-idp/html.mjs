// HTML views of the development identity server (Croatian UI).
// Every dynamic value goes through esc(); no external assets (no network at run time).

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/** Escape a value for HTML text and (quoted) attribute context. */
export function esc(value) {
  return String(value ?? '').replace(/[&<>"'`]/g, (ch) => ESCAPES[ch]);
}

const STYLE = `
  body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f5;color:#212529;margin:0;padding:32px 16px}
  main{max-width:520px;margin:0 auto;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15);padding:24px 28px}
  h1{font-size:1.5rem;margin:0 0 4px}
  p.sub{color:#868e96;margin:0 0 20px;font-size:.9rem}
  label{display:block;font-weight:600;margin:12px 0 4px}
  input[type=email],input[type=password]{width:100%;box-sizing:border-box;padding:8px 10px;font-size:1rem;border:1px solid #ced4da;border-radius:4px}
  button,.btn{display:inline-block;margin-top:16px;padding:9px 16px;font-size:1rem;border:0;border-radius:4px;background:#1c7ed6;color:#fff;cursor:pointer;text-decoration:none}
  button.link{background:none;color:#495057;padding:0;margin-left:12px;text-decoration:underline}
  .error{background:#fff5f5;color:#c92a2a;border:1px solid #ffc9c9;border-radius:4px;padding:8px 10px;margin:12px 0}
  .dev{margin-top:28px;font-size:.85rem}
  .dev h2{font-size:1rem;margin:0 0 6px}
  table{border-collapse:collapse;width:100%}
  th,td{text-align:left;padding:4px 6px;border-bottom:1px solid #e9ecef}
  code{font-size:.85rem}
  dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}
  dt{font-weight:600}
`;

/** Full HTML document with the shared layout. `body` must already be escaped. */
export function page(title, body, { head = '' } = {}) {
  return `<!DOCTYPE html>
<html lang="hr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} · Gradilište (razvojni IdP)</title>
<style>${STYLE}</style>
${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** Dev-only helper table with the demo accounts and their passwords. */
function demoAccountsTable(accounts) {
  const rows = [...accounts.values()].map((a) => `<tr><td><code>${esc(a.email)}</code></td><td>${esc(a.role)}</td><td><code>${esc(a.password)}</code></td></tr>`).join('\n');
  return `<section class="dev">
<h2>Demo računi (samo za razvoj)</h2>
<table>
<thead><tr><th>E-mail</th><th>Uloga</th><th>Lozinka</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`;
}

/**
 * Login form for interaction `uid`.
 * @param {{ uid: string, email?: string, error?: string, clientName?: string, accounts: Map<string, any> }} opts
 */
export function loginPage({ uid, email = '', error, clientName, accounts }) {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return page('Prijava', `
<h1>Prijava</h1>
<p class="sub">Razvojni poslužitelj identiteta${clientName ? ` · ${esc(clientName)}` : ''}</p>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="${esc(action)}" autocomplete="on">
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" required autofocus value="${esc(email)}" autocomplete="username">
  <label for="password">Lozinka</label>
  <input id="password" name="password" type="password" required autocomplete="current-password">
  <button type="submit">Prijavi se</button>
</form>
<form method="post" action="${esc(`${action}/abort`)}">
  <button type="submit" class="link">Odustani</button>
</form>
${demoAccountsTable(accounts)}
`);
}

/** Account page: `account` is the signed-in demo account or undefined. */
export function accountPage({ account, appUrl }) {
  const body = account
    ? `<p>Prijavljeni ste kao:</p>
<dl>
  <dt>Ime i prezime</dt><dd>${esc(`${account.name} ${account.surname}`)}</dd>
  <dt>E-mail</dt><dd>${esc(account.email)}</dd>
  <dt>Uloga</dt><dd>${esc(account.role)}</dd>
</dl>
<p class="sub">Ovo je razvojni poslužitelj identiteta; podaci računa dolaze iz demo računa i ne mogu se ovdje mijenjati.</p>`
    : '<p>Trenutačno niste prijavljeni na poslužitelju identiteta.</p>';
  return page('Korisnički račun', `
<h1>Korisnički račun</h1>
<p class="sub">Razvojni poslužitelj identiteta</p>
${body}
<a class="btn" href="${esc(appUrl)}">Natrag u aplikaciju</a>
`);
}

/** Generic message page (errors, refused requests). */
export function messagePage({ title, message, appUrl }) {
  return page(title, `
<h1>${esc(title)}</h1>
<p>${esc(message)}</p>
${appUrl ? `<a class="btn" href="${esc(appUrl)}">Natrag u aplikaciju</a>` : ''}
`);
}

/**
 * RP-initiated logout: oidc-provider hands us a form (with its xsrf token) that must be
 * POSTed to confirm. We add logout=yes (end the whole IdP session, so another demo
 * account can sign in next) and submit it automatically — no confirmation screen.
 */
export function logoutAutoSubmitPage(form) {
  return page('Odjava', `
<h1>Odjava…</h1>
<p>Odjavljujemo vas s poslužitelja identiteta.</p>
${form}
<input type="hidden" name="logout" value="yes" form="op.logoutForm">
<noscript><button type="submit" form="op.logoutForm">Odjavi me</button></noscript>
<script>document.getElementById('op.logoutForm').submit();</script>
`);
}

export function logoutSuccessPage({ appUrl }) {
  return page('Odjavljeni ste', `
<h1>Odjavljeni ste</h1>
<p>Uspješno ste se odjavili.</p>
<a class="btn" href="${esc(appUrl)}">Natrag u aplikaciju</a>
`);
}

/** Error page used by oidc-provider's renderError (out = { error, error_description, ... }). */
export function providerErrorPage(out, { appUrl }) {
  const rows = Object.entries(out ?? {}).map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('');
  return page('Greška', `
<h1>Došlo je do pogreške</h1>
<p>Zahtjev za prijavu nije moguće obraditi.</p>
<dl>${rows}</dl>
<a class="btn" href="${esc(appUrl)}">Natrag u aplikaciju</a>
`);
}
