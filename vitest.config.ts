import { defineConfig } from 'vitest/config';
import path from 'node:path';

const root = import.meta.dirname;
// 'server-only' and 'client-only' throw outside Next's matching layer; Next keeps enforcing them
// in the app, the tests import both kinds of code. (tsx scripts use --conditions=react-server.)
const markerModule = path.join(root, 'tests', 'marker-module.ts');

// Unit tests beside the code (lib/**, db/**, components/**) and API tests (tests/api) against a
// real database: Postgres when DATABASE_URL is set, otherwise an in-memory PGlite per test file.
// The API project's setup migrates and seeds that database once per test file (its process).
export default defineConfig({
  resolve: { alias: { '@': root, 'server-only': markerModule, 'client-only': markerModule } },
  test: {
    exclude: ['node_modules/**', '.next/**', 'tests/e2e/**'],
    fileParallelism: false,
    testTimeout: 60000,
    hookTimeout: 120000,
    env: {
      PGLITE_DATA_DIR: 'memory://',
      LOG_REQUESTS: '0',
      NEXTAUTH_SECRET: 'test-secret-only-for-vitest',
      NEXTAUTH_URL: 'http://localhost:3000',
      SEED_DEMO: '1',
    },
    projects: [
      { extends: true, test: { name: 'unit', include: ['**/*.test.ts'], exclude: ['node_modules/**', '.next/**', 'tests/e2e/**', 'tests/api/**'] } },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], setupFiles: ['tests/api/setup.ts'] } },
    ],
  },
});
