import 'server-only';
import { bootstrapDatabase } from './bootstrap';

/**
 * Opens, migrates and seeds the database at server start-up (instrumentation.ts), so the first
 * request finds it ready. A database that cannot be opened (e.g. the embedded one held by
 * another process) stops the server with a clear message instead of failing on every request.
 */
export async function startDatabase(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    await bootstrapDatabase();
  } catch (err) {
    console.error(`\nBaza podataka nije dostupna: ${(err as Error).message}\n`);
    process.exit(1);
  }
}
