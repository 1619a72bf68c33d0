// `npm run db:migrate`: apply the committed migrations and the idempotent seed, then exit.
// The app does the same at start-up; this is for deployments that migrate separately.
import { bootstrapDatabase } from './bootstrap';
import { closeDb, isEmbedded } from './client';

bootstrapDatabase()
  .then(async () => {
    console.log(`Migracije primijenjene (${isEmbedded() ? 'PGlite' : 'PostgreSQL'}).`);
    await closeDb();
  })
  .catch((err) => {
    console.error(`Migracije nisu uspjele: ${(err as Error).message}`);
    process.exit(1);
  });
