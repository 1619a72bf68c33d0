#!/usr/bin/env node
// `npm start` / `npm run dev`: builds when needed, starts the bundled development identity
// server when no OIDC_ISSUER is configured, then runs Next.js and prints the address and
// the demo accounts. Production sets DATABASE_URL, OIDC_* and NEXTAUTH_* (see README).
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nextNodeFlags } from './next-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2] === 'dev' ? 'dev' : 'start';
const env = { ...process.env };
const port = Number(env.PORT || 3000);
env.PORT = String(port);
env.NEXTAUTH_URL ||= `http://localhost:${port}`;
env.NEXTAUTH_SECRET ||= persistentSecret();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

if (mode === 'start' && buildIsStale()) {
  console.log('Gradim aplikaciju (next build)…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let idp = null;
if (!env.OIDC_ISSUER) {
  const { startDevIdp } = await import('./dev-idp.mjs');
  const idpPort = Number(env.DEV_IDP_PORT || 3001);
  env.DEV_IDP_PORT = String(idpPort);
  idp = await startDevIdp({
    port: idpPort,
    appUrl: env.NEXTAUTH_URL.replace(/\/$/, ''),
    clientId: env.OIDC_CLIENT_ID || 'gradiliste',
    clientSecret: env.OIDC_CLIENT_SECRET || 'gradiliste-dev-secret',
  });
}

const args = mode === 'dev' ? ['dev', '-p', String(port)] : ['start', '-p', String(port)];
// The preloads (gzip of Route Handler answers despite a Next bug, the graceful shutdown) and the
// young generation's size: scripts/next-node-flags.mjs.
const next = spawn(process.execPath, [...nextNodeFlags(root, env), nextBin, ...args], { cwd: root, env, stdio: ['inherit', 'pipe', 'inherit'] });
let announced = false;
next.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /ready|started|Local:/i.test(String(chunk))) {
    announced = true;
    printBanner();
  }
});

// Pass the signal on and wait: Next finishes its running requests (scripts/graceful-shutdown.cjs)
// and its exit ends this process below, with its exit code.
const stop = (signal) => {
  if (next.exitCode === null) next.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
next.on('exit', async (code) => {
  if (idp) await idp.close().catch(() => {});
  process.exit(code ?? 0);
});

function printBanner() {
  const lines = ['', `Gradilište radi na ${env.NEXTAUTH_URL}`];
  lines.push(env.DATABASE_URL ? 'Baza podataka: PostgreSQL (DATABASE_URL)' : `Baza podataka: ugrađeni PGlite u ${env.PGLITE_DATA_DIR || '.data/pglite'}`);
  if (idp) {
    lines.push(`Razvojni poslužitelj identiteta: ${idp.issuer}`, 'Demo računi (e-mail / lozinka / uloga):');
    const accounts = JSON.parse(fs.readFileSync(path.join(root, 'db', 'seed', 'demo-accounts.json'), 'utf8'));
    for (const a of accounts) lines.push(`  ${a.email.padEnd(32)} ${a.password.padEnd(12)} ${a.role}`);
  } else {
    lines.push(`Poslužitelj identiteta: ${env.OIDC_ISSUER}`);
  }
  console.log(lines.join('\n') + '\n');
}

/** Embedded default: a random secret kept in .data so sessions survive a restart. */
function persistentSecret() {
  const file = path.join(root, '.data', 'nextauth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** A build is stale when missing or older than any source file. */
function buildIsStale() {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!fs.existsSync(buildId)) return true;
  const built = fs.statSync(buildId).mtimeMs;
  const sources = ['app', 'components', 'lib', 'db', 'proxy.ts', 'instrumentation.ts', 'next.config.mjs', 'package-lock.json'];
  const newer = (p) => {
    const full = path.join(root, p);
    if (!fs.existsSync(full)) return false;
    const st = fs.statSync(full);
    if (!st.isDirectory()) return st.mtimeMs > built;
    return fs.readdirSync(full).some((name) => newer(path.join(p, name)));
  };
  return sources.some(newer);
}
