/**
 * `npm run seed:large` (issue 15): migrates and seeds the database of DATABASE_URL as `npm start`
 * does (db/bootstrap.ts: base, and demo data in embedded mode or with SEED_DEMO=1), then adds the
 * large data of db/seed/large.ts at SEED_SCALE (default 1; e.g. 0.001 for a few seconds' worth).
 * A second run adds nothing and says so. Preloads db/seed/bench-register.mjs (the payroll and
 * import services carry `import 'server-only'`).
 */
import { sql } from 'drizzle-orm';
import { bootstrapDatabase } from '../bootstrap';
import { closeDb, isEmbedded } from '../client';
import { largeSizes, seedLarge } from './large';

async function main(): Promise<void> {
  const scale = process.env.SEED_SCALE ? Number(process.env.SEED_SCALE) : 1;
  const sizes = largeSizes(scale);
  const started = performance.now();
  const db = await bootstrapDatabase();
  console.log(`Baza podataka: ${isEmbedded() ? 'ugrađena (PGlite)' : 'PostgreSQL (DATABASE_URL)'}, SEED_SCALE=${scale}`);
  console.log(
    `Cilj: ${sizes.projects} projekata, ${sizes.employees} zaposlenika, ${sizes.cooperators} suradnika, troškovnik od ${sizes.boqItems} stavki, ` +
      `${sizes.situations} situacija, ${sizes.documents} dokumenata (${sizes.documentItems} stavki), ${sizes.workHourRecords} zapisa radnih sati, ` +
      `${sizes.salaries} plaća i ${sizes.payrolls} obračuna (${sizes.payrollFrom.join('-')} … ${sizes.payrollTo.join('-')})`,
  );
  const report = await seedLarge(db, scale, (line) => console.log(`  ${line}`));
  const added = report.reduce((sum, r) => sum + r.added, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (added === 0) console.log(`Podaci već postoje: ništa nije dodano (${seconds} s).`);
  else console.log(`Gotovo za ${seconds} s.`);
  const { rows } = await db.execute<Record<string, number>>(sql`
    select (select count(*)::int from projects) as projekti, (select count(*)::int from employees) as zaposlenici,
      (select count(*)::int from cooperators) as suradnici, (select count(*)::int from documents) as dokumenti,
      (select count(*)::int from document_items) as "stavke dokumenata", (select count(*)::int from stock_movements) as "kretanja zaliha",
      (select count(*)::int from work_hour_records) as "radni sati", (select count(*)::int from project_items) as "stavke troškovnika",
      (select count(*)::int from project_situations) as situacije, (select count(*)::int from situation_items) as "stavke situacija",
      (select count(*)::int from salaries) as "plaće", (select count(*)::int from payrolls) as "obračuni",
      (select count(*)::int from payroll_items) as "stavke obračuna"`);
  console.log('Stanje baze:');
  for (const [label, n] of Object.entries(rows[0])) console.log(`  ${label.padEnd(20)} ${Number(n).toLocaleString('hr-HR')}`);
}

main()
  .catch((err: unknown) => {
    console.error('Punjenje velikim podacima nije uspjelo:', err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
