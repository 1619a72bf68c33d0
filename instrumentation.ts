/**
 * Runs once when the server process starts (Node.js runtime only): opens the database,
 * applies the migrations and seeds, see db/startup.ts.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startDatabase } = await import('./db/startup');
    await startDatabase();
  }
}
