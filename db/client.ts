import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';

/**
 * One database connection per process, and nothing else: Postgres through `pg` when
 * DATABASE_URL is set (production), otherwise PGlite (embedded Postgres in WASM) in a data
 * folder. PGlite allows one process per folder and has no lock of its own, so we take a lock
 * file and fail fast. Migrating and seeding are db/bootstrap.ts's, run at start-up and by the
 * scripts. The instance lives on globalThis so dev reloads and Next's separate module graphs
 * share it.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: service functions take either. */
export type DbOrTx = Db | Tx;

type Holder = { ready?: Promise<Db>; close?: () => Promise<void>; dedicated?: <T>(fn: (db: Db) => Promise<T>) => Promise<T> };
const g = globalThis as unknown as { __gradilisteDb?: Holder };
const holder: Holder = (g.__gradilisteDb ??= {});

export function pgliteDataDir(): string {
  return process.env.PGLITE_DATA_DIR || path.join(process.cwd(), '.data', 'pglite');
}

/** Opens the database (once); every caller awaits the same promise. */
export function getDb(): Promise<Db> {
  if (!holder.ready) {
    holder.ready = open().catch((err) => {
      holder.ready = undefined;
      throw err;
    });
  }
  return holder.ready;
}

export async function closeDb(): Promise<void> {
  const close = holder.close;
  holder.ready = undefined;
  holder.close = undefined;
  holder.dedicated = undefined;
  if (close) await close();
}

/**
 * Runs `fn` on one connection of its own (Postgres: checked out of the pool for the whole
 * call, so a session-level advisory lock holds across it; PGlite has only one connection).
 */
export async function withDedicatedConnection<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await getDb();
  return holder.dedicated ? holder.dedicated(fn) : fn(db);
}

export function isEmbedded(): boolean {
  return !process.env.DATABASE_URL;
}

async function open(): Promise<Db> {
  if (process.env.DATABASE_URL) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({
      connectionString: process.env.DATABASE_URL,
      max: Number(process.env.DATABASE_POOL_SIZE || 10),
      statement_timeout: Number(process.env.DATABASE_STATEMENT_TIMEOUT_MS || 30000),
      // The planner's cost of a random page read: 1.1 instead of 4 (the database is on SSD or in
      // memory). With 4 it chose to read all 137,000 warehouse items' names with ILIKE (65 ms) over
      // the trigram index and 2,846 pages (10 ms) for "name contains zaš" (issue 15). PGOPTIONS replaces it.
      options: process.env.PGOPTIONS ?? '-c random_page_cost=1.1',
    });
    holder.close = () => pool.end();
    holder.dedicated = async (fn) => {
      const conn = await pool.connect();
      try {
        return await fn(drizzle(conn, { schema }) as unknown as Db);
      } finally {
        conn.release();
      }
    };
    return drizzle(pool, { schema });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { pgliteOptions } = await import('./pglite-options');
  const dir = pgliteDataDir();
  let unlock = () => {};
  let client: InstanceType<typeof PGlite>;
  if (dir.startsWith('memory://')) {
    client = new PGlite(pgliteOptions);
  } else {
    fs.mkdirSync(dir, { recursive: true });
    unlock = takeLock(dir);
    client = new PGlite(dir, pgliteOptions);
  }
  await client.waitReady;
  holder.close = async () => {
    await client.close();
    unlock();
  };
  return drizzle(client, { schema }) as unknown as Db;
}

/** Lock file beside the data folder: a second live process fails with a clear message. */
function takeLock(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (owner === process.pid) return () => {};
      if (owner && isAlive(owner)) {
        throw new Error(
          `Ugrađena baza podataka (PGlite) u mapi ${dir} već je otvorena u drugom procesu (PID ${owner}). ` +
            'PGlite dopušta samo jedan proces: zaustavite drugi proces ili postavite DATABASE_URL na PostgreSQL.',
        );
      }
      fs.unlinkSync(lockFile); // stale lock of a process that died
    }
  }
  throw new Error(`Nije moguće zaključati bazu podataka u mapi ${dir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
