import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as gridRoute from '@/app/api/WorkHourRecords/Grid/route';
import { getDb } from '@/db/client';
import { NextRequest } from 'next/server';
import { BASE, call, demoEmail, sessionCookie } from './helpers';

/**
 * The grid's month on a large project (opt-in: BENCH_WORK_HOURS=1, Postgres): 500 employees on
 * one project, a record for every one of them on every day of 2025 and of January-March 2026
 * (about 227,000 records, suppliers on every third day). Budget (issue 13): GET
 * /api/WorkHourRecords/Grid of one month (500 rows x 31 days, compact cells since issue 15) under 300 ms. Prints the figures
 * docs/work-hours.md quotes.
 */
const run = process.env.BENCH_WORK_HOURS === '1' && !!process.env.DATABASE_URL;

async function seed(): Promise<{ projectId: number; food: number }> {
  const db = await getDb();
  const tag = Date.now().toString(36);
  const [{ id: projectId }] = (await db.execute(sql`insert into projects (name, project_status_id) values (${`Bench sati ${tag}`}, 1000) returning id`)).rows as { id: number }[];
  const [{ id: food }] = (await db.execute(sql`insert into cooperators (name, person_type_id, associate_type_id) values (${`Menza ${tag}`}, 400, 1302) returning id`)).rows as { id: number }[];
  const [{ id: city, country }] = (await db.execute(sql`select id, country_id as country from cities limit 1`)).rows as { id: number; country: number }[];
  await db.execute(sql`
    insert into employees (name, surname, oib, birth_date, gender_id, phone, address, city_id, country_id, active_from, employee_role_id)
    select 'Radnik', ${tag} || '-' || lpad(g::text, 4, '0'), lpad((90000000000 + ${Date.now() % 1_000_000} * 1000 + g)::text, 11, '0'),
      '1990-01-01', 300, '091', 'Ulica 1', ${city}, ${country}, '2020-01-01', 703
    from generate_series(1, 500) g`);
  await db.execute(sql`
    insert into project_employees (project_id, employee_id, active_from)
    select ${projectId}, id, '2024-01-01' from employees where surname like ${tag + '-%'}`);
  await db.execute(sql`
    insert into work_hour_records (project_id, employee_id, date, hours, work_hour_type_id, is_field_work, food_supplier_id, number_of_meals)
    select ${projectId}, e.id, d::date, 8, 600, true, case when extract(day from d)::int % 3 = 0 then ${food}::int end, 1
    from employees e, generate_series('2025-01-01'::date, '2026-03-31'::date, interval '1 day') d
    where e.surname like ${tag + '-%'}`);
  await db.execute(sql`analyze work_hour_records; analyze employees; analyze project_employees`);
  return { projectId, food };
}

/** The bench project of an earlier run (Postgres keeps it), or a new one. */
async function benchProject(): Promise<{ projectId: number; food: number }> {
  const db = await getDb();
  const found = (await db.execute(sql`
    select p.id as "projectId", (select food_supplier_id from work_hour_records where project_id = p.id and food_supplier_id is not null order by date desc limit 1) as food
    from projects p where p.name like 'Bench sati %'
      and (select count(*) from project_employees pe where pe.project_id = p.id) = 500
      and exists (select 1 from work_hour_records r where r.project_id = p.id and r.date = '2026-03-31')
    order by p.id desc limit 1`)).rows as { projectId: number; food: number }[];
  return found[0] ?? seed();
}

describe.runIf(run)('work-hour grid of 500 employees x 31 days', () => {
  it('answers under 300 ms', { timeout: 600_000 }, async () => {
    const { projectId, food } = await benchProject();
    const url = `/api/WorkHourRecords/Grid?projectId=${projectId}&year=2026&month=1`;
    await call(gridRoute.GET, 'GET', url, { as: 'Admin' }); // warm-up
    const times: number[] = [];
    let size = 0;
    const cookie = await sessionCookie(demoEmail('SiteManager'));
    for (let i = 0; i < 3; i++) {
      // The server's part: the handler until the body's last byte (the client's JSON.parse not counted).
      const t = performance.now();
      const res = await gridRoute.GET(new NextRequest(new URL(url, BASE), { headers: { cookie } }), { params: Promise.resolve({}) });
      const text = await res.text();
      times.push(performance.now() - t);
      expect(res.status).toBe(200);
      const json = JSON.parse(text);
      expect(json.employees).toHaveLength(500);
      expect(Object.values(json.cells as Record<string, unknown[]>).flat().filter((c) => c !== null)).toHaveLength(500 * 31);
      expect(json.employees[0].lastSuppliers.foodSupplierId).toBe(food);
      size = text.length;
    }
    const best = Math.min(...times);
    console.log(`grid 500 x 31: best ${best.toFixed(0)} ms, runs ${times.map((t) => t.toFixed(0)).join(', ')} ms, JSON ${(size / 1024 / 1024).toFixed(2)} MB`);
    expect(best).toBeLessThan(300);
  });
});
