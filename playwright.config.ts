import { defineConfig } from '@playwright/test';

/**
 * Browser tests against a production build (`next build` + `next start` through
 * scripts/run.mjs), signing in through the bundled identity server, in the system
 * Chromium (/usr/bin/chromium or CHROMIUM_PATH; Playwright's own browser download
 * does not work on this network). The database is a fresh PGlite folder, or the
 * Postgres of DATABASE_URL when set.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_IDP_PORT = E2E_PORT + 1;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'hr-HR',
    timezoneId: 'Europe/Zagreb',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${E2E_PORT}/authentication/logged-out`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DEV_IDP_PORT: String(E2E_IDP_PORT),
      NEXTAUTH_URL: `http://localhost:${E2E_PORT}`,
      NEXTAUTH_SECRET: 'e2e-secret-only-for-playwright',
      PGLITE_DATA_DIR: '.data/e2e-pglite',
      SEED_DEMO: '1',
      // The per-request JSON log lines (tests/api/request-log.test.ts) would bury the test output.
      LOG_REQUESTS: '0',
      EXTERNAL_TOOLS_URL: 'https://alati.example.hr',
      EXTERNAL_VEHICLES_URL: 'https://vozila.example.hr',
    },
  },
});
