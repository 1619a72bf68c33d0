// Preloaded into `next start` (scripts/run.mjs): a graceful shutdown. `next start` exits at
// once on SIGTERM, cutting running requests and their transactions; with NEXT_MANUAL_SIG_HANDLE
// it leaves the signals to us. On SIGTERM (or SIGINT) we
//   1. stop accepting: the listening servers close (new connections are refused) and answers
//      still going out carry `Connection: close`, so keep-alive clients reconnect elsewhere;
//   2. let the running requests finish (their transactions commit or roll back in them), up to
//      SHUTDOWN_TIMEOUT_MS (25 s by default, under the usual 30 s of a container stop);
//   3. close the database pool (db/client.ts keeps it on globalThis.__gradilisteDb) and exit 0.
// Next creates its http server itself, so we learn of it by wrapping Server#listen.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const http = require('node:http');

process.env.NEXT_MANUAL_SIG_HANDLE = '1';
// Read by GET /api/health (lib/health/check.ts): unhealthy from the first moment of a shutdown.
const state = (globalThis.__gradilisteShutdown = { draining: false });

const servers = new Set();
const running = new Set();
let draining = false;

const listen = http.Server.prototype.listen;
http.Server.prototype.listen = function trackedListen(...args) {
  servers.add(this);
  this.on('request', (req, res) => {
    running.add(res);
    if (draining) res.setHeader('Connection', 'close');
    const done = () => running.delete(res);
    res.on('finish', done);
    res.on('close', done);
  });
  return listen.apply(this, args);
};

function log(message, extra) {
  process.stdout.write(JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: message, ...extra }) + '\n');
}

async function shutdown(signal) {
  if (draining) return;
  draining = true;
  state.draining = true;
  const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25000);
  log('shutdown: stop accepting, finishing running requests', { signal, running: running.size });
  for (const server of servers) {
    server.close();
    server.closeIdleConnections?.();
  }
  const deadline = Date.now() + timeoutMs;
  while (running.size > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const unfinished = running.size;
  try {
    await globalThis.__gradilisteDb?.close?.();
  } catch (err) {
    log('shutdown: closing the database failed', { error: String(err) });
  }
  log('shutdown: done', { unfinished });
  process.exit(unfinished === 0 ? 0 : 1);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

module.exports = { shutdownState: () => ({ draining, running: running.size, servers: servers.size }) };
