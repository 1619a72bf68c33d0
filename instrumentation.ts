/**
 * Runs once when the server process starts: opens the database, applies the committed
 * migrations and seeds codebooks and lookups, so the first request finds everything ready.
 * A database that cannot be opened (e.g. the embedded one held by another process) stops
 * the server with a clear message instead of failing on every request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDb } = await import('./db/client');
  try {
    await getDb();
  } catch (err) {
    console.error(`\nBaza podataka nije dostupna: ${(err as Error).message}\n`);
    process.exit(1);
  }
}
