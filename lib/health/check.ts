import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';

/**
 * GET /api/health (issue 15): ready when the database answers and every committed migration is
 * applied, and the process is not shutting down (scripts/graceful-shutdown.cjs sets the flag, so a
 * load balancer stops sending requests before the server stops accepting them). The answer says
 * only ok or not: no versions, no error texts, no table names.
 */
export type Health = { ok: boolean };

const CHECK_TIMEOUT_MS = 2000;
let lastMigration: number | undefined;

/** The `when` of the newest migration in the journal, as drizzle's migrator records it (created_at). */
function newestMigration(): number {
  if (lastMigration === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'db', 'migrations', 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    lastMigration = Math.max(...journal.entries.map((e) => e.when));
  }
  return lastMigration;
}

function shuttingDown(): boolean {
  return Boolean((globalThis as { __gradilisteShutdown?: { draining: boolean } }).__gradilisteShutdown?.draining);
}

async function migrationsApplied(): Promise<boolean> {
  const db = await getDb();
  const result = await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`);
  const last = Number((result.rows[0] as { last: string | null } | undefined)?.last ?? 0);
  return last >= newestMigration();
}

export async function checkHealth(): Promise<Health> {
  if (shuttingDown()) return { ok: false };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  try {
    const ok = await Promise.race([migrationsApplied(), timeout]);
    return { ok };
  } catch {
    return { ok: false };
  } finally {
    clearTimeout(timer);
  }
}
