import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client';
import { cities, codebooks, companies, countries, unitsOfMeasurement, workRecordCoefficients } from '../schema';
import { CODEBOOKS, type CodebookEntry, type CodebookName } from './data/codebooks';
import { CROATIAN_CITIES, FOREIGN_CITIES } from './data/cities';
import { COUNTRIES, CROATIA_CODE } from './data/countries';
import { COMPANIES, UNITS_OF_MEASUREMENT, WORK_RECORD_COEFFICIENTS } from './data/lookups';
import { foldToAscii } from './fold';
import { seedConstants } from './payroll';

export { CODEBOOKS, codebookId, type CodebookEntry, type CodebookKey, type CodebookName } from './data/codebooks';

/**
 * Codebooks and lookups, run at every start-up. One bulk statement per table, all in one
 * transaction. Codebook labels follow the code (upsert); lookup rows are only added when
 * missing, so edits made in the app are kept.
 */
export async function seedBase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCodebooks(tx);
    await tx.insert(countries).values([...COUNTRIES]).onConflictDoNothing({ target: countries.code });
    await seedCities(tx);
    await tx
      .insert(unitsOfMeasurement)
      .values([...UNITS_OF_MEASUREMENT])
      .onConflictDoNothing({ target: unitsOfMeasurement.shortName });
    await seedCompanies(tx);
    await tx
      .insert(workRecordCoefficients)
      .values([...WORK_RECORD_COEFFICIENTS])
      .onConflictDoNothing({ target: workRecordCoefficients.name });
    await seedConstants(tx); // issue 14: the payroll constants, one row
  });
}

function codebookRows() {
  return (Object.keys(CODEBOOKS) as CodebookName[]).flatMap((codebook) =>
    (CODEBOOKS[codebook] as readonly CodebookEntry[]).map((e, i) => ({
      id: e.id,
      codebook,
      name: e.name,
      label: e.label,
      description: e.description ?? null,
      ordinal: i + 1,
    })),
  );
}

async function seedCodebooks(tx: DbOrTx): Promise<void> {
  await tx
    .insert(codebooks)
    .values(codebookRows())
    .onConflictDoUpdate({
      target: codebooks.id,
      set: {
        codebook: sql`excluded.codebook`,
        name: sql`excluded.name`,
        label: sql`excluded.label`,
        description: sql`excluded.description`,
        ordinal: sql`excluded.ordinal`,
      },
      // Rewrite only rows that changed, so a normal start-up writes nothing.
      setWhere: sql`(${codebooks.codebook}, ${codebooks.name}, ${codebooks.label}, ${codebooks.description}, ${codebooks.ordinal})
        is distinct from (excluded.codebook, excluded.name, excluded.label, excluded.description, excluded.ordinal)`,
    });
}

async function seedCities(tx: DbOrTx): Promise<void> {
  const countryIds = new Map(
    (await tx.select({ id: countries.id, code: countries.code }).from(countries)).map((c) => [c.code, c.id]),
  );
  const rows: (typeof cities.$inferInsert)[] = [];
  const croatia = countryIds.get(CROATIA_CODE);
  if (croatia !== undefined) {
    for (const name of CROATIAN_CITIES) rows.push({ name, nameUniversal: foldToAscii(name), countryId: croatia });
  }
  for (const [code, list] of Object.entries(FOREIGN_CITIES)) {
    const countryId = countryIds.get(code);
    // A country whose code an administrator changed gets no cities rather than a failed start-up.
    if (countryId === undefined) continue;
    for (const [name, nameUniversal] of list) rows.push({ name, nameUniversal, countryId });
  }
  if (rows.length) await tx.insert(cities).values(rows).onConflictDoNothing({ target: [cities.countryId, cities.name] });
}

async function seedCompanies(tx: DbOrTx): Promise<void> {
  // Explicit ids (salaries default to company 1); no target: a clash on id or name both skip.
  const inserted = await tx
    .insert(companies)
    .values([...COMPANIES])
    .onConflictDoNothing()
    .returning({ id: companies.id });
  // Explicit ids bypass the identity sequence: move it past them, or the next insert clashes.
  if (inserted.length) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('companies', 'id'), (select max(${companies.id}) from ${companies}))`,
    );
  }
}
