/**
 * The generation part of `npm run bench:situations` (issue 11), importable by size for
 * `npm run seed:large` (db/seed/large.ts): on a project whose bill of quantities is in place,
 * `contractors` contractors (Izvođač, has BOQ) with `subcontractors` subcontractors each
 * (Podizvođač, client = the contractor), a contractor line on every item, each subcontractor on
 * half of its contractor's items, `months` monthly situations from 2024-01 with a quantity on
 * every line; executed_quantity set to their sums and each row's cumulative_quantity to its
 * running sum, as the service keeps them. Set-based SQL, deterministic (exact decimals).
 * Defaults: the benchmark's 3 contractors, 2 subcontractors each, 24 months.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';

export type SituationsOptions = {
  contractors?: number;
  /** Per contractor. */
  subcontractors?: number;
  /** Monthly situations from 2024-01. */
  months?: number;
  contractorName?: (c: number) => string;
  subcontractorName?: (c: number, s: number) => string;
};

/**
 * A deterministic pseudo-random integer in [0, mod) of a row's position `n`, a second position
 * `k` and a salt: a multiplicative hash (Knuth's constant) modulo a prime, all in bigint.
 */
const rnd = (n: SQL, k: SQL | number, salt: number, mod: number): SQL =>
  sql`((((${n})::bigint * 7919 + (${k})::bigint * 104729 + ${salt}::bigint * 15485863) * 2654435761) % 1000003 % ${mod})`;

/** The cooperators, cost lists, situations and situation items of the benchmark project. */
export async function generate(db: DbOrTx, projectId: number, opts: SituationsOptions = {}) {
  const { contractors: CONTRACTORS = 3, subcontractors: SUBCONTRACTORS = 2, months: MONTHS = 24, contractorName = (c: number) => `Benchmark izvođač ${c} d.o.o. (Čakovec–Đakovo)`, subcontractorName = (c: number, s: number) => `Benchmark podizvođač ${c}.${s} j.d.o.o. (Šibenik–Žminj)` } = opts;
  const { cooperators, projectCooperators, projectSituations } = await import('@/db/schema');
  const { COOPERATOR_TYPE_CONTRACTOR, COOPERATOR_TYPE_SUBCONTRACTOR } = await import('@/lib/situations/constants');
  const started = performance.now();
  const contractors: { id: number; cooperatorId: number; subs: number[] }[] = [];
  const cooperatorIds: number[] = [];
  const newCooperator = async (name: string) => {
    const [row] = await db.insert(cooperators).values({ name, personTypeId: 400, associateTypeId: 1300 }).returning({ id: cooperators.id });
    cooperatorIds.push(row.id);
    return row.id;
  };
  for (let c = 1; c <= CONTRACTORS; c++) {
    const cooperatorId = await newCooperator(contractorName(c));
    const [pc] = await db
      .insert(projectCooperators)
      .values({ projectId, cooperatorId, cooperatorTypeId: COOPERATOR_TYPE_CONTRACTOR, hasBoq: true })
      .returning({ id: projectCooperators.id });
    const subs: number[] = [];
    for (let s = 1; s <= SUBCONTRACTORS; s++) {
      const subCooperator = await newCooperator(subcontractorName(c, s));
      const [sub] = await db
        .insert(projectCooperators)
        .values({ projectId, cooperatorId: subCooperator, cooperatorTypeId: COOPERATOR_TYPE_SUBCONTRACTOR, hasBoq: false, clientId: cooperatorId })
        .returning({ id: projectCooperators.id });
      subs.push(sub.id);
    }
    contractors.push({ id: pc.id, cooperatorId, subs });
  }

  // Contractor lines: every item, quantity 1..100 with 3 decimals, unit price 0.50..500.49 with
  // up to 6 decimals (a tenth of a cent on a third of them), total rounded half away from zero.
  const contractorValues = sql.join(
    contractors.map((c, k) => sql`(${c.id}::int, ${k + 1}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into project_cooperator_items (project_id, project_cooperator_id, project_item_id, quantity, unit_price, total_price)
    select ${projectId}, c.pc, i.id, v.q, v.p, round(v.q * v.p, 2)
    from (select id, row_number() over (order by id) as n from project_items where project_id = ${projectId} and not is_group) i
    cross join (values ${contractorValues}) as c(pc, k)
    cross join lateral (select
      round(1 + ${rnd(sql`i.n`, sql`c.k`, 1, 99000)} / 1000.0, 3) as q,
      round(0.5 + ${rnd(sql`i.n`, sql`c.k`, 2, 50000)} / 100.0 + (i.n % 3) * 0.001, 6) as p) v
    order by c.k, i.n`);

  // Subcontractor lines: subcontractor s on the items of parity s of its contractor's lines, 40..80 %
  // of the contractor's quantity at 70 % of its unit price.
  const subValues = sql.join(
    contractors.flatMap((c) => c.subs.map((sub, s) => sql`(${c.id}::int, ${sub}::int, ${s}::int)`)),
    sql`, `,
  );
  await db.execute(sql`
    insert into project_cooperator_items (project_id, project_cooperator_id, project_item_id, contractor_item_id, quantity, unit_price, total_price)
    select ${projectId}, s.sub, l.project_item_id, l.id, v.q, v.p, round(v.q * v.p, 2)
    from (select id, project_cooperator_id, project_item_id, quantity, unit_price, row_number() over (partition by project_cooperator_id order by id) as n
          from project_cooperator_items where project_id = ${projectId} and contractor_item_id is null) l
    join (values ${subValues}) as s(pc, sub, parity) on s.pc = l.project_cooperator_id and l.n % 2 = s.parity
    cross join lateral (select
      round(l.quantity * (40 + ${rnd(sql`l.n`, sql`s.sub`, 3, 41)}) / 100, 6) as q,
      round(l.unit_price * 0.7, 6) as p) v
    order by s.sub, l.n`);

  // 24 monthly situations, then each one's quantities: 0.1 .. 8 % of every line's quantity
  // (24 months: about the contracted quantity, some lines over it), 6 decimals.
  const situations = await db
    .insert(projectSituations)
    .values(
      Array.from({ length: MONTHS }, (_, m) => {
        const year = 2024 + Math.floor(m / 12);
        const month = (m % 12) + 1;
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        const mm = String(month).padStart(2, '0');
        return { projectId, name: `Situacija ${m + 1} (${mm}/${year})`, activeFrom: `${year}-${mm}-01`, activeTo: `${year}-${mm}-${last}`, description: 'Privremena situacija (benchmark)' };
      }),
    )
    .returning({ id: projectSituations.id });
  for (const [m, situation] of situations.entries()) {
    // One statement per situation (60,000 rows): PGlite runs each on the main thread. The running
    // cumulative as the service keeps it, computed rather than read: the same rounded quantities
    // of months 1..m summed (the situations are in month order; no join on the fresh rows).
    const quantityOf = (k: SQL | number) => sql`round(l.quantity * (1 + ${rnd(sql`l.n`, k, 4, 80)}) / 1000, 6)`;
    await db.execute(sql`
      insert into situation_items (project_situation_id, project_cooperator_item_id, quantity, cumulative_quantity)
      select ${situation.id}, l.id, ${quantityOf(m + 1)}, (select sum(${quantityOf(sql`k`)}) from generate_series(1, ${m + 1}::int) k)
      from (select id, quantity, row_number() over (order by id) as n from project_cooperator_items where project_id = ${projectId}) l
      order by l.id`);
  }
  await db.execute(sql`
    update project_cooperator_items l set executed_quantity = t.total
    from (select si.project_cooperator_item_id as id, sum(si.quantity) as total
          from situation_items si join project_situations s on s.id = si.project_situation_id
          where s.project_id = ${projectId} group by si.project_cooperator_item_id) t
    where l.id = t.id`);
  // Fresh statistics, as autovacuum would have them on a database that grew over two years.
  await db.execute(sql`analyze project_cooperator_items`);
  await db.execute(sql`analyze situation_items`);
  await db.execute(sql`analyze project_situations`);
  await db.execute(sql`analyze project_items`);

  const [{ lines, items }] = (
    await db.execute<{ lines: number; items: number }>(sql`
      select (select count(*)::int from project_cooperator_items where project_id = ${projectId}) as lines,
             (select count(*)::int from situation_items si join project_situations s on s.id = si.project_situation_id where s.project_id = ${projectId}) as items`)
  ).rows;
  return { contractors, cooperatorIds, situations: situations.map((s) => s.id), lines, items, ms: performance.now() - started };
}

