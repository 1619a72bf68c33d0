/**
 * The large-data generator of `npm run bench:documents` (issue 12 "Seed and performance"):
 * 300 projects with their warehouses, 30 suppliers, 100,000 documents over the nine types and
 * their statuses across three years, about 500,000 lines, the stock of the completed ones
 * (warehouse items and stock_movements) and document_counters advanced past every code.
 *
 * All set-based SQL (generate_series), deterministic (a multiplicative hash of the row's
 * position, no random()), idempotent: the 300th project is the marker, present = skip.
 *
 * Consistent with the model (docs/documents.md):
 * - codes PREFIX-YEAR-NNNNN, unique per (type, year), numbered after the counter's last number,
 *   and document_counters moved to the highest number handed out;
 * - total_price = sum of the lines' round(quantity * unit price, 2);
 * - every completed receipt line (PurchaseReceivedNote, TransferReceivedNote) has its warehouse
 *   item in its (destination) project's warehouse and a + ledger row; every completed outgoing
 *   line (TransferNote, ConsumptionNote, WriteOffNote) a - row on a warehouse item of its own
 *   project; warehouse_items.quantity = the ledger's sum, never below zero (the check
 *   constraint would refuse the insert).
 * Simplified: the outgoing lines take from the receipts of their project in date order
 * (proportionally), but not always from one completed before them; no stornos; a
 * TransferReceivedNote has no parent TransferNote; item statuses are Draft; no attachments.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';

export const PROJECTS = 300;
export const DOCUMENTS = 100_000;
export const SUPPLIERS = 30;

/**
 * What to generate: the benchmark's defaults, or smaller/other names for `npm run seed:large`
 * (db/seed/large.ts). The last project (prefix + its 3-digit number) is the marker.
 */
export type DocumentsOptions = {
  projects?: number;
  documents?: number;
  suppliers?: number;
  /** Project names: prefix + 001 … + ' – ' + kind + city. */
  projectPrefix?: string;
  /** Supplier names: prefix + n + ' d.o.o. (' + city + ')'. */
  supplierPrefix?: string;
  /** created_by of the documents (the name of userId). */
  createdBy?: string;
};

function options(o: DocumentsOptions = {}) {
  return {
    projects: o.projects ?? PROJECTS,
    documents: o.documents ?? DOCUMENTS,
    suppliers: o.suppliers ?? SUPPLIERS,
    projectPrefix: o.projectPrefix ?? 'Benchmark dokumenti ',
    supplierPrefix: o.supplierPrefix ?? 'Benchmark dobavljač ',
    createdBy: o.createdBy ?? 'Benchmark Troškovnik',
  };
}

/** The number of lines `generate` makes for `documents` documents: 2 + n % 7 for document n. */
export function documentLines(documents: number): number {
  let lines = 0;
  for (let n = 1; n <= documents; n++) lines += 2 + (n % 7);
  return lines;
}

/** A deterministic pseudo-random integer in [0, mod) of a position and a salt. */
const rnd = (n: SQL, salt: number, mod: number): SQL => sql`(((((${n})::bigint * 7919 + ${salt}::bigint * 15485863) % 1000003) * 2654435761) % 1000003 % ${mod})`;

/** Materials as a builder buys them: name, unit (short name of the seed), price in EUR. */
const MATERIALS: [string, string, string][] = [
  ['Cement CEM II 42,5 R', 'vr', '7.85'],
  ['Cement CEM I 52,5 N', 'vr', '9.40'],
  ['Beton C25/30 XC2', 'm3', '98.00'],
  ['Beton C30/37 XC4', 'm3', '112.50'],
  ['Armatura B500B Ø12', 'kg', '1.12'],
  ['Armaturna mreža Q-335', 'kom', '64.90'],
  ['Opeka Porotherm 25 S P+E', 'kom', '2.35'],
  ['Blok ytong 20 cm', 'kom', '4.80'],
  ['Pijesak 0–4 mm', 't', '18.60'],
  ['Šljunak 16–32 mm', 't', '16.20'],
  ['Drobljeni kamen 0–63 mm (tampon)', 'm3', '24.00'],
  ['Hidroizolacijska traka Sika', 'm', '3.15'],
  ['Bitumenska ljepenka V4', 'm2', '4.70'],
  ['XPS ploča 10 cm', 'm2', '14.90'],
  ['Kamena vuna 15 cm', 'm2', '11.25'],
  ['Gips-karton ploča 12,5 mm', 'kom', '6.40'],
  ['Ljepilo za pločice C2TE', 'vr', '12.30'],
  ['Keramičke pločice 60×60', 'm2', '21.80'],
  ['Žbuka vapneno-cementna', 'vr', '6.95'],
  ['Fasadna boja silikatna bijela', 'l', '5.60'],
  ['Drvena građa – daska 24 mm', 'm3', '410.00'],
  ['Oplatna ploča troslojna 27 mm', 'm2', '18.40'],
  ['PVC cijev Ø110 kanalizacijska', 'm', '4.25'],
  ['PEHD cijev Ø32 za vodu', 'm', '1.95'],
  ['Kabel NYM-J 3×2,5 mm²', 'm', '1.38'],
  ['Vijci za drvo 6×120 (pak. 100)', 'pak', '14.50'],
  ['Čavli 3,1×90 mm', 'kg', '2.90'],
  ['Skela – najam', 'dan', '45.00'],
  ['Dizalica – najam s rukovateljem', 'h', '85.00'],
  ['Prijevoz kamionom', 'paš', '120.00'],
  ['Čelični profil HEA 200', 'kg', '1.65'],
  ['Ploča OSB 18 mm', 'kom', '19.90'],
  ['Silikon sanitarni bijeli', 'kom', '5.10'],
  ['Zaštitne rukavice (par)', 'kom', '2.20'],
  ['Geotekstil 200 g/m²', 'm2', '0.95'],
  ['Rubnjak betonski 100×25×15', 'kom', '6.30'],
  ['Asfalt AC 11 surf', 't', '79.00'],
  ['Stiropor EPS 100 8 cm', 'm2', '7.40'],
  ['Cementni estrih CT-C20', 'vr', '5.25'],
  ['Temeljni premaz dubinski', 'l', '3.80'],
];

const CITIES = ['Zagreb', 'Split', 'Rijeka', 'Osijek', 'Zadar', 'Šibenik', 'Čakovec', 'Đakovo', 'Varaždin', 'Požega', 'Karlovac', 'Slavonski Brod', 'Sisak', 'Pula', 'Dubrovnik'];
const KINDS = ['Stambena zgrada', 'Poslovni centar', 'Rekonstrukcija mosta', 'Sanacija škole', 'Obiteljska kuća', 'Dogradnja vrtića', 'Prometnica', 'Skladišna hala'];

/** Whether the generated data is there (the marker project). */
export async function generated(db: Db, opts: DocumentsOptions = {}): Promise<boolean> {
  const o = options(opts);
  const marker = `${o.projectPrefix}${String(o.projects).padStart(3, '0')}`;
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from projects where name like ${marker + ' %'}`);
  return rows[0].n > 0;
}

/**
 * The mix of types per 20 documents (position n % 20): many receipts and consumptions, few
 * orders; and the statuses each type may have (older documents mostly Completed).
 */
const TYPE_OF = sql`(case (d.n % 20) when 0 then 800 when 1 then 800 when 2 then 801 when 3 then 801 when 4 then 801 when 5 then 808
  when 6 then 802 when 7 then 802 when 8 then 802 when 9 then 802 when 10 then 802 when 11 then 803 when 12 then 804
  when 13 then 805 when 14 then 805 when 15 then 805 when 16 then 805 when 17 then 806 when 18 then 807 else 807 end)`;

export async function generate(db: Db, userId: number, opts: DocumentsOptions = {}) {
  const { projects: PROJECTS, documents: DOCUMENTS, suppliers: SUPPLIERS, projectPrefix: PROJECT_PREFIX, supplierPrefix, createdBy } = options(opts);
  if (PROJECTS < 2 || SUPPLIERS < 1 || DOCUMENTS < 1) throw new Error('bench-documents: at least 2 projects, 1 supplier and 1 document');
  const started = performance.now();
  const materials = sql.join(
    MATERIALS.map(([name, unit, price], i) => sql`(${i}::int, ${name}::text, ${unit}::text, ${price}::numeric)`),
    sql`, `,
  );
  const cities = sql`array[${sql.join(CITIES.map((c) => sql`${c}::text`), sql`, `)}]`;
  const kinds = sql`array[${sql.join(KINDS.map((c) => sql`${c}::text`), sql`, `)}]`;

  await db.transaction(async (tx) => {
    // Bulk statements over 500,000 rows outlast the app's per-statement limit on a loaded machine.
    await tx.execute(sql`set local statement_timeout = 0`);
    // Projects and their warehouses (as createProject does: one per project, its name).
    await tx.execute(sql`
      insert into projects (name, project_status_id)
      select ${PROJECT_PREFIX} || lpad(p::text, 3, '0') || ' – ' || (${kinds})[1 + p % ${KINDS.length}] || ' ' || (${cities})[1 + p % ${CITIES.length}], 1000
      from generate_series(1, ${PROJECTS}) p order by p`);
    await tx.execute(sql`
      insert into warehouses (project_id, name)
      select id, name from projects where name like ${PROJECT_PREFIX + '%'} order by id
      on conflict (project_id) do nothing`);
    await tx.execute(sql`
      insert into cooperators (name, person_type_id, associate_type_id)
      select ${supplierPrefix} || s || ' d.o.o. (' || (${cities})[1 + s % ${CITIES.length}] || ')', 400, 1300
      from generate_series(1, ${SUPPLIERS}) s order by s`);

    await tx.execute(sql`create temp table bp on commit drop as
      select id, row_number() over (order by id) - 1 as k from projects where name like ${PROJECT_PREFIX + '%'}`);
    await tx.execute(sql`create temp table bs on commit drop as
      select id, row_number() over (order by id) - 1 as k from cooperators where name like ${supplierPrefix + '%'}`);
    await tx.execute(sql`create temp table bm (k int, name text, unit text, price numeric) on commit drop`);
    await tx.execute(sql`insert into bm values ${materials}`);

    // Documents: position n spread evenly over three years (+ a few hours' jitter), so the
    // codes of a (type, year) run in date order.
    await tx.execute(sql`create temp table bd on commit drop as
      select d.n, ${TYPE_OF} as type_id,
        timestamptz '2023-11-20 07:00:00+01' + (d.n * interval '945 seconds') + ${rnd(sql`d.n`, 1, 600)} * interval '1 second' as created,
        -- A hash, not n % 300: 20 divides 300, so n % 300 would give each project only some types.
        (select id from bp where bp.k = ${rnd(sql`d.n`, 7, PROJECTS)}) as project_id,
        (select id from bp where bp.k = (${rnd(sql`d.n`, 7, PROJECTS)} + 1 + ${rnd(sql`d.n`, 8, PROJECTS - 1)}) % ${PROJECTS}) as destination_id,
        (select id from bs where bs.k = ${rnd(sql`d.n`, 2, SUPPLIERS)}) as supplier_id,
        ${rnd(sql`d.n`, 3, 100)} as r
      from generate_series(1, ${DOCUMENTS}) d(n)`);
    await tx.execute(sql`alter table bd add column status_id int, add column year int, add column code text, add column id int`);
    // Statuses by type: older documents mostly Completed, the last months more open ones.
    await tx.execute(sql`
      update bd set year = extract(year from created at time zone 'Europe/Zagreb')::int,
        status_id = case
          when type_id = 800 then (case when r < 40 then 903 when r < 70 then 902 else 900 end)
          when type_id = 803 then (case when r < 75 then 901 when r < 88 then 902 else 900 end)
          else (case when r < 80 or (n < ${DOCUMENTS - 5000} and r < 92) then 901 else 900 end)
        end`);
    // Codes after whatever the counters already handed out.
    await tx.execute(sql`
      update bd set code = t.prefix || '-' || bd.year || '-' || lpad((coalesce((select c.last_number from document_counters c where c.document_type_id = bd.type_id and c.year = bd.year), 0) + t.num)::text, 5, '0')
      from (select n, row_number() over (partition by type_id, year order by created, n) as num,
                   (array['ZAH','NBN','PRM','MSI','MSU','IZD','OTP','LIK','NRD'])[type_id - 799] as prefix
            from bd) t
      where t.n = bd.n`);
    await tx.execute(sql`
      with ins as (
        insert into documents (document_type_id, code, year, document_status_id, project_id, destination_project_id, supplier_id,
          deadline_date, receipt_code, receipt_amount, currency, comment, created_by_id, created_by, created_date, completed_date, completed_by_id)
        select type_id, code, year, status_id, project_id,
          case when type_id in (803, 804) then destination_id end,
          case when type_id in (800, 801, 802, 807, 808) then supplier_id end,
          case when type_id in (800, 801, 803, 808) then (created + interval '14 days')::date end,
          case when type_id = 807 then 'R-' || n || '/' || year end,
          case when type_id = 807 then round(50 + r * 37.5, 2) end,
          'EUR',
          case when r % 10 = 0 then 'Isporuka na gradilište, kontakt: poslovođa (čćđšž)' end,
          ${userId}::int, ${createdBy}::text, created,
          case when status_id = 901 then created + interval '1 day' end,
          case when status_id = 901 then ${userId}::int end
        from bd order by n
        returning id, document_type_id, code, year)
      update bd set id = ins.id from ins where ins.document_type_id = bd.type_id and ins.year = bd.year and ins.code = bd.code`);
    await tx.execute(sql`
      insert into document_counters (document_type_id, year, last_number)
      select type_id, year, max(split_part(code, '-', 3)::int) from bd group by type_id, year
      on conflict (document_type_id, year) do update set last_number = greatest(document_counters.last_number, excluded.last_number)`);

    // Lines: 2..8 per document (5 on average), a material each, quantity 1..500 with 3 decimals.
    await tx.execute(sql`create temp table bi on commit drop as
      select bd.id as document_id, bd.n, bd.type_id, bd.status_id, bd.created, bd.project_id, bd.destination_id, bd.supplier_id, l.i,
        m.name, (select id from units_of_measurement u where u.short_name = m.unit) as unit_id,
        round(1 + ${rnd(sql`bd.n * 11 + l.i`, 4, 499000)} / 1000.0, 3) as quantity,
        round(m.price * (90 + ${rnd(sql`bd.n * 13 + l.i`, 5, 21)}) / 100, 6) as unit_price
      from bd cross join lateral generate_series(1, 2 + bd.n % 7) l(i)
      join bm m on m.k = ${rnd(sql`bd.n * 17 + l.i`, 6, MATERIALS.length)}`);
    await tx.execute(sql`alter table bi add column id int, add column warehouse_item_id int`);
    await tx.execute(sql`create index on bi (n, i)`);
    await tx.execute(sql`create index on bi (document_id, i)`);
    await tx.execute(sql`analyze bi`);

    // Outgoing lines (803, 805, 806) take from the receipts of their own project: the k-th
    // outgoing line (date order) the receipt line at the same share of the project's
    // completed receipt lines (their share of it: bmap below).
    await tx.execute(sql`create temp table bsrc on commit drop as
      select n, i, project_id, quantity, row_number() over (partition by project_id order by created, n, i) as k,
        count(*) over (partition by project_id) as c
      from bi where type_id = 802 and status_id = 901`);
    await tx.execute(sql`create temp table bout on commit drop as
      select n, i, project_id, row_number() over (partition by project_id order by created, n, i) as k,
        count(*) over (partition by project_id) as c
      from bi where type_id in (803, 805, 806)`);
    // Each outgoing line's source receipt line; a source shared by m lines gives each 1/(m+1) of it.
    await tx.execute(sql`create temp table bmap on commit drop as
      select o.n, o.i, s.n as src_n, s.i as src_i, s.quantity as src_quantity,
        count(*) over (partition by s.n, s.i) as shared
      from bout o join bsrc s on s.project_id = o.project_id and s.k = greatest(1, ceil(o.k * s.c::numeric / o.c))`);
    await tx.execute(sql`
      update bi set quantity = greatest(0.001, trunc(m.src_quantity / (m.shared + 1), 3))
      from bmap m where bi.n = m.n and bi.i = m.i`);
    await tx.execute(sql`
      with ins as (
        insert into document_items (document_id, name, status_id, unit_of_measurement_id, quantity, unit_price, total_price, project_id,
          destination_project_id, supplier_id)
        select document_id, name, 1201, unit_id, quantity, unit_price, round(quantity * unit_price, 2), project_id,
          case when type_id in (803, 804) then destination_id end,
          case when type_id in (800, 801, 802, 807, 808) then supplier_id end
        from bi order by document_id, i
        returning id, document_id)
      update bi set id = x.id
      from (select id, document_id, row_number() over (partition by document_id order by id) as i from ins) x
      where x.document_id = bi.document_id and x.i = bi.i`);
    await tx.execute(sql`
      update documents d set total_price = t.total
      from (select document_id, sum(round(quantity * unit_price, 2)) as total from bi group by document_id) t
      where d.id = t.document_id`);

    // Receipts (completed 802 into the project, completed 804 into the destination): a new
    // warehouse item per line, quantity = what arrived minus what the outgoing lines took.
    await tx.execute(sql`
      insert into warehouse_items (warehouse_id, name, unit_of_measurement_id, unit_price, supplier_id, source_document_item_id, quantity, created_date)
      select w.id, bi.name, bi.unit_id, bi.unit_price, case when bi.type_id = 802 then bi.supplier_id end, bi.id, bi.quantity, bi.created + interval '1 day'
      from bi join warehouses w on w.project_id = case when bi.type_id = 804 then bi.destination_id else bi.project_id end
      where bi.type_id in (802, 804) and bi.status_id = 901
      order by bi.id`);
    await tx.execute(sql`
      update bi set warehouse_item_id = wi.id
      from warehouse_items wi where wi.source_document_item_id = bi.id and bi.type_id in (802, 804) and bi.status_id = 901`);
    await tx.execute(sql`
      update bi set warehouse_item_id = src.warehouse_item_id
      from bmap m join bi src on src.n = m.src_n and src.i = m.src_i
      where bi.n = m.n and bi.i = m.i`);
    await tx.execute(sql`
      update document_items di set warehouse_item_id = bi.warehouse_item_id
      from bi where di.id = bi.id and bi.type_id in (803, 805, 806)`);

    // The ledger: + for completed receipts, - for completed outgoing lines; then on hand.
    await tx.execute(sql`
      insert into stock_movements (warehouse_item_id, document_item_id, document_id, quantity, created_by_id, created_date)
      select warehouse_item_id, id, document_id, case when type_id in (802, 804) then quantity else -quantity end, ${userId}::int, created + interval '1 day'
      from bi where status_id = 901 and type_id in (802, 803, 804, 805, 806) and warehouse_item_id is not null
      order by created, id`);
    await tx.execute(sql`
      update warehouse_items wi set quantity = wi.quantity - t.taken
      from (select sm.warehouse_item_id, -sum(sm.quantity) as taken from stock_movements sm
            join bi on bi.id = sm.document_item_id where sm.quantity < 0 group by sm.warehouse_item_id) t
      where wi.id = t.warehouse_item_id`);
  });
  for (const table of ['projects', 'warehouses', 'cooperators', 'documents', 'document_items', 'warehouse_items', 'stock_movements', 'document_counters']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
  return performance.now() - started;
}

/** The figures and the invariant: on hand = the ledger for every warehouse item, none below zero. */
export async function summary(db: Db) {
  const { rows } = await db.execute<{ documents: number; items: number; warehouse_items: number; movements: number; mismatched: number; negative: number; codes_dup: number; counters_behind: number }>(sql`
    select (select count(*)::int from documents) as documents,
      (select count(*)::int from document_items) as items,
      (select count(*)::int from warehouse_items) as warehouse_items,
      (select count(*)::int from stock_movements) as movements,
      (select count(*)::int from warehouse_items wi
         where wi.quantity <> coalesce((select sum(sm.quantity) from stock_movements sm where sm.warehouse_item_id = wi.id), 0)) as mismatched,
      (select count(*)::int from warehouse_items where quantity < 0) as negative,
      (select count(*)::int from (select 1 from documents group by document_type_id, year, code having count(*) > 1) x) as codes_dup,
      (select count(*)::int from (select document_type_id, year, max(substring(code from '-(\\d+)$')::int) as m from documents
         where code ~ '^[A-Z]{3}-\\d{4}-\\d+$' group by 1, 2) x
         left join document_counters c using (document_type_id, year) where coalesce(c.last_number, 0) < x.m) as counters_behind`);
  return rows[0];
}
