/**
 * The generation part of `npm run bench:work-hours` (issue 13), importable by size for
 * `npm run seed:large` (db/seed/large.ts): employees with realistic Croatian names and OIBs with
 * a valid check digit, spread over projects (the first `big` of them all on the first project),
 * two suppliers (accommodation, food) and their work-hour records on every working day
 * (Monday to Friday) of a month range: 8 hours mostly, a GO, a BOL and an SD now and then, field
 * work with the suppliers on two days of three.
 *
 * Set-based: a handful of INSERT … SELECT statements (one per month for the records) in the
 * caller's transaction; deterministic (every value a function of the row's position).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { oibCheckDigit } from '../../lib/validation/identifiers';

export const MALE_NAMES = ['Ivan', 'Marko', 'Josip', 'Ante', 'Tomislav', 'Stjepan', 'Nikola', 'Mario', 'Željko', 'Dražen', 'Goran', 'Krešimir', 'Luka', 'Matej', 'Petar', 'Filip', 'Zvonimir', 'Damir', 'Davor', 'Mladen', 'Dario', 'Hrvoje', 'Boris', 'Zoran'];
export const FEMALE_NAMES = ['Ana', 'Marija', 'Ivana', 'Petra', 'Katarina', 'Maja', 'Martina', 'Nikolina', 'Lucija', 'Željka', 'Snježana', 'Tena'];
export const SURNAMES = ['Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak', 'Kovačić', 'Knežević', 'Vuković', 'Marković', 'Petrović', 'Matić', 'Tomić', 'Pavlović', 'Kovač', 'Božić', 'Blažević', 'Grgić', 'Pavić', 'Radić', 'Perić', 'Šarić', 'Filipović', 'Lovrić', 'Vidović', 'Perković', 'Popović', 'Bošnjak', 'Jukić', 'Barišić', 'Đurić', 'Čović', 'Mikulić', 'Šimunović', 'Žužić', 'Herceg', 'Ćosić', 'Galić', 'Klarić', 'Begić'];
const STREETS = ['Ulica Ivana Gundulića', 'Ulica kralja Tomislava', 'Vukovarska ulica', 'Ulica Stjepana Radića', 'Zagrebačka cesta', 'Ulica Ante Starčevića', 'Šetalište Petra Preradovića', 'Ulica Matije Gupca'];

/**
 * `count` distinct OIBs with a valid check digit (lib/validation/identifiers.ts), deterministic in
 * `salt`: the first ten digits are 1,000,000,000 + (i * 104729 + salt) mod 9,000,000,000 (a
 * prime step, so distinct for every i).
 */
export function oibs(count: number, salt: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const first10 = String(1_000_000_000 + ((i * 104_729 + salt) % 9_000_000_000));
    out.push(first10 + oibCheckDigit(first10));
  }
  return out;
}

export type WorkHoursOptions = {
  employees: number;
  /** Employees 1..big all on the first project, the rest spread over the others. */
  big: number;
  /** New projects (prefix + 2-digit number, code BS-nn) … */
  projects?: { count: number; prefix: string };
  /** … or the first `count` existing projects whose name starts with `like`, in id order. */
  existingProjects?: { count: number; like: string };
  /** First and last month (inclusive) of the records: [year, month]. */
  from: [number, number];
  to: [number, number];
  /** OIB salt (oibs()); distinct generators use distinct salts. */
  oibSalt: number;
  /** Employed since (date); companies 1..companies take the employees in turn. */
  activeFrom: string;
  companies: number;
  /** Names of the two suppliers (accommodation, food). */
  suppliers: [string, string];
};

/** Working days (Monday to Friday) from the first day of `from` to the last day of `to`. */
export function weekdaysBetween(from: [number, number], to: [number, number]): number {
  let n = 0;
  const end = Date.UTC(to[0], to[1], 1);
  for (let d = Date.UTC(from[0], from[1] - 1, 1); d < end; d += 86_400_000) {
    const day = new Date(d).getUTCDay();
    if (day !== 0 && day !== 6) n++;
  }
  return n;
}

/** Generates everything in the caller's transaction; returns the new employees' ids. */
export async function generateWorkHours(tx: DbOrTx, o: WorkHoursOptions): Promise<number[]> {
  const arr = (list: string[]) => sql`string_to_array(${list.join('|')}, '|')`;
  const males = arr(MALE_NAMES);
  const females = arr(FEMALE_NAMES);
  const surnames = arr(SURNAMES);
  const streets = arr(STREETS);
  const projectCount = o.projects?.count ?? o.existingProjects?.count ?? 0;
  if (projectCount < 1 || o.employees < 1) throw new Error('work hours: at least one project and one employee');
  if (o.projects) {
    await tx.execute(sql`
      insert into projects (name, code, project_status_id, work_hour_entry_deadline_extension_in_days)
      select ${o.projects.prefix} || lpad(p::text, 2, '0'), 'BS-' || lpad(p::text, 2, '0'), 1000, 5 from generate_series(1, ${o.projects.count}) p order by p`);
  }
  const like = o.projects ? o.projects.prefix : o.existingProjects!.like;
  // Croatian cities of the lookups (country HR), by position.
  await tx.execute(sql`create temp table bcity on commit drop as
    select c.id, c.country_id, row_number() over (order by c.id) - 1 as k from cities c join countries k on k.id = c.country_id where k.code = 'HR'`);
  const { rows: cityCount } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from bcity`);
  // Man or woman (one in six), name, surname (a hashed index, Knuth's multiplicative: independent of
  // the first name's, so names and surnames mix), birth date 1960..1999, an address in a city.
  await tx.execute(sql`create temp table be on commit drop as
    with src as (
      select g, o.oib, (g % 6 = 0) as female from unnest(${arr(oibs(o.employees, o.oibSalt))}) with ordinality o(oib, g)),
    ins as (
      insert into employees (name, surname, oib, birth_date, gender_id, phone, address, city_id, country_id, active_from, employee_role_id, company_id)
      select case when female then (${females})[1 + (g * 7) % ${FEMALE_NAMES.length}] else (${males})[1 + (g * 5) % ${MALE_NAMES.length}] end,
        (${surnames})[1 + ((g::bigint * 2654435761) % 4294967296 / 4099) % ${SURNAMES.length}],
        oib, date '1960-01-01' + ((g * 7919) % 14600)::int, case when female then 301 else 300 end,
        '09' || (1 + g % 9) || ' ' || lpad(((g * 104729) % 1000000)::text, 6, '0'),
        (${streets})[1 + g % ${STREETS.length}] || ' ' || (1 + g % 120), city.id, city.country_id,
        ${o.activeFrom}::date, 703 + (g % 5)::int, 1 + (g % ${o.companies})::int
      from src join bcity city on city.k = (g * 31) % ${cityCount[0].n}
      order by g
      returning id)
    select id as employee_id, row_number() over (order by id) as n from ins`);
  await tx.execute(sql`
    insert into cooperators (name, person_type_id, associate_type_id)
    values (${o.suppliers[0]}, 400, 1303), (${o.suppliers[1]}, 400, 1302)`);
  // Employees 1..big on the first project, the rest spread over the others.
  await tx.execute(sql`create temp table bpr on commit drop as
    select id as project_id, row_number() over (order by id) as n from projects where name like ${like + '%'} order by id limit ${projectCount}`);
  const spread = projectCount === 1 ? sql`1` : sql`case when be.n <= ${o.big} then 1 else 2 + (be.n % ${projectCount - 1}) end`;
  await tx.execute(sql`create temp table bep on commit drop as
    select be.employee_id, bpr.project_id from be join bpr on bpr.n = ${spread}`);
  await tx.execute(sql`insert into project_employees (project_id, employee_id, active_from) select project_id, employee_id, ${o.activeFrom}::date from bep`);
  const { rows: sup } = await tx.execute<{ acc: number; food: number }>(sql`
    select (select max(id) from cooperators where name = ${o.suppliers[0]}) as acc, (select max(id) from cooperators where name = ${o.suppliers[1]}) as food`);
  // A month per statement: each stays well inside the statement timeout of the app's pool.
  for (let m = (o.from[0] * 12 + o.from[1] - 1); m <= o.to[0] * 12 + o.to[1] - 1; m++) {
    const year = Math.floor(m / 12);
    const month = m % 12;
    const from = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
    const to = new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
    await tx.execute(sql`
      insert into work_hour_records (project_id, employee_id, date, hours, work_hour_type_id, is_field_work, work_record_coefficient_id,
        accommodation_supplier_id, food_supplier_id, number_of_meals, created_by)
      select bep.project_id, bep.employee_id, d::date,
        case when k % 37 = 0 or k % 53 = 0 or k % 61 = 0 then 0 else 8 end,
        case when k % 37 = 0 then 603 when k % 53 = 0 then 604 when k % 61 = 0 then 601 else 600 end,
        k % 3 <> 0, case when k % 3 <> 0 then (select min(id) from work_record_coefficients) end,
        case when k % 3 <> 0 then ${sup[0].acc}::int end, case when k % 2 = 0 then ${sup[0].food}::int end, (k % 4)::smallint,
        'benchmark'
      from bep cross join lateral (
        select d, (extract(epoch from d)::bigint / 86400 + bep.employee_id) as k
        from generate_series(${from}::date, ${to}::date, interval '1 day') d
        where extract(isodow from d) < 6) days`);
  }
  const { rows } = await tx.execute<{ employee_id: number }>(sql`select employee_id from be order by n`);
  return rows.map((r) => Number(r.employee_id));
}
