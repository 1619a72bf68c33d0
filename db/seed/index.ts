/**
 * `npm run db:seed`: opens, migrates and seeds the database (base always, demo data in
 * embedded mode or with SEED_DEMO=1, see db/bootstrap.ts), then prints what it holds.
 */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bootstrapDatabase } from '../bootstrap';
import { closeDb, isEmbedded, pgliteDataDir } from '../client';
import { cities, codebooks, companies, countries, employees, unitsOfMeasurement, users, workRecordCoefficients } from '../schema';

const TABLES: [label: string, table: PgTable][] = [
  ['šifre', codebooks],
  ['države', countries],
  ['mjesta', cities],
  ['mjerne jedinice', unitsOfMeasurement],
  ['tvrtke', companies],
  ['koeficijenti rada', workRecordCoefficients],
  ['zaposlenici', employees],
  ['korisnici', users],
];

async function main(): Promise<void> {
  const db = await bootstrapDatabase();
  console.log(`Baza podataka: ${isEmbedded() ? `ugrađena (PGlite, ${pgliteDataDir()})` : 'PostgreSQL (DATABASE_URL)'}`);
  console.log('Migracije i početni podaci su primijenjeni. Stanje:');
  for (const [label, table] of TABLES) {
    const [row] = await db.select({ n: count() }).from(table);
    console.log(`  ${label.padEnd(18)} ${row?.n ?? 0}`);
  }
}

main()
  .catch((err: unknown) => {
    console.error('Punjenje baze nije uspjelo:', err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
