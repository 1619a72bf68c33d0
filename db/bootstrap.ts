import path from 'node:path';
import type { Db } from './client';
import { seedBase } from './seed/base';
import { seedDemo } from './seed/demo';

const MIGRATIONS = path.join(process.cwd(), 'db', 'migrations');

/**
 * Applies the committed migrations and seeds codebooks and lookups (idempotent).
 * Demo data (one account per role, a few employees) is seeded in embedded mode or
 * when SEED_DEMO=1 (SEED_DEMO=0 turns it off).
 */
export async function bootstrap(db: Db, driver: 'pg' | 'pglite'): Promise<void> {
  if (driver === 'pg') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db, { migrationsFolder: MIGRATIONS });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder: MIGRATIONS });
  }
  await seedBase(db);
  const demo = process.env.SEED_DEMO ? process.env.SEED_DEMO === '1' : driver === 'pglite';
  if (demo) await seedDemo(db);
}
