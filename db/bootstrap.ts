import 'server-only';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb, isEmbedded, withDedicatedConnection, type Db } from './client';
import { seedBase } from './seed/base';
import { seedDemo } from './seed/demo';

const MIGRATIONS = path.join(process.cwd(), 'db', 'migrations');
/** Postgres advisory lock key: starters that migrate and seed at once do it one after another. */
const BOOTSTRAP_LOCK = 781203;

const g = globalThis as unknown as { __gradilisteBootstrap?: WeakMap<Db, Promise<void>> };
const done = (g.__gradilisteBootstrap ??= new WeakMap());

/**
 * Applies the committed migrations and seeds codebooks and lookups (idempotent), once per open
 * database and process: called at start-up (instrumentation.ts -> db/startup.ts), by the
 * scripts (db:migrate, db:seed, the benchmark) and by the API tests' setup. Demo data (one
 * account per role, a few employees) is seeded in embedded mode or when SEED_DEMO=1
 * (SEED_DEMO=0 turns it off).
 */
export async function bootstrapDatabase(): Promise<Db> {
  const db = await getDb();
  let run = done.get(db);
  if (!run) {
    run = withDedicatedConnection(migrateAndSeed);
    run.catch(() => done.delete(db));
    done.set(db, run);
  }
  await run;
  return db;
}

async function migrateAndSeed(db: Db): Promise<void> {
  if (isEmbedded()) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder: MIGRATIONS });
    await seed(db, true);
    return;
  }
  // One connection holds a session lock across migrate + seed, so several starting processes
  // (app instances, parallel test files) do it one after another.
  await db.execute(sql`select pg_advisory_lock(${BOOTSTRAP_LOCK})`);
  try {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db, { migrationsFolder: MIGRATIONS });
    await seed(db, false);
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${BOOTSTRAP_LOCK})`).catch(() => {});
  }
}

async function seed(db: Db, embedded: boolean): Promise<void> {
  await seedBase(db);
  const demo = process.env.SEED_DEMO ? process.env.SEED_DEMO === '1' : embedded;
  if (demo) await seedDemo(db);
  await vacuumCodebooks(db);
}

/**
 * The lists read a code's label on codebooks_id_label_idx without the table (migration 0020) only
 * when the table's one page is marked all-visible, which only VACUUM does; autovacuum never gets
 * to ~70 rows seeded once (it waits for 1,000 inserted or 50 changed rows plus a fifth of the table), so the
 * planner would keep scanning every code per row. Milliseconds; outside any transaction; a role
 * that may not vacuum the table loses only that.
 */
async function vacuumCodebooks(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) codebooks`).catch(() => {});
}
