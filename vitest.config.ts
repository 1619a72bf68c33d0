import { defineConfig } from 'vitest/config';
import path from 'node:path';

// Unit tests beside the code (lib/**, db/**) and API tests (tests/api) against a real
// database: Postgres when DATABASE_URL is set, otherwise an in-memory PGlite per test file.
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', '.next/**', 'tests/e2e/**'],
    fileParallelism: false,
    testTimeout: 60000,
    hookTimeout: 120000,
    env: {
      PGLITE_DATA_DIR: 'memory://',
      NEXTAUTH_SECRET: 'test-secret-only-for-vitest',
      NEXTAUTH_URL: 'http://localhost:3000',
      SEED_DEMO: '1',
    },
  },
});
