import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { asc, count, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client';
import * as schema from '../schema';
import { pgliteOptions } from '../pglite-options';
import {
  cities,
  codebooks,
  companies,
  configurableConstants,
  cooperators,
  countries,
  employees,
  expenseGroups,
  hodogramNodes,
  projectCooperators,
  projectEmployees,
  projectHodogramNodes,
  projects,
  salaries,
  unitsOfMeasurement,
  users,
  warehouses,
  workRecordCoefficients,
} from '../schema';
import { CODEBOOKS, seedBase } from './base';
import { DEMO_EMPLOYEES } from './data/employees';
import { DEMO_EXPENSE_GROUPS } from './data/expense-groups';
import { DEMO_PROJECT_COOPERATORS, DEMO_PROJECT_EMPLOYEES } from './data/project-people';
import { DEMO_PROJECTS } from './data/projects';
import { DEMO_ACCOUNTS, seedDemo } from './demo';
import { foldToAscii } from './fold';
import { checkOib } from '../../lib/validation/identifiers';

const isValidOib = (oib: string) => checkOib(oib) === 'ok';

const TABLES: Record<string, PgTable> = {
  codebooks,
  countries,
  cities,
  unitsOfMeasurement,
  companies,
  workRecordCoefficients,
  employees,
  projects,
  users,
  warehouses,
  cooperators,
  projectCooperators,
  projectEmployees,
  hodogramNodes,
  projectHodogramNodes,
  expenseGroups,
  configurableConstants,
  salaries,
};

let client: PGlite;
let db: Db;

async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    out[name] = (await db.select({ n: count() }).from(table))[0].n;
  }
  return out;
}

async function codes(codebook: string) {
  return db
    .select({ id: codebooks.id, name: codebooks.name })
    .from(codebooks)
    .where(eq(codebooks.codebook, codebook))
    .orderBy(asc(codebooks.id));
}

beforeAll(async () => {
  client = new PGlite(pgliteOptions);
  db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: fileURLToPath(new URL('../migrations', import.meta.url)) });
});

afterAll(async () => {
  await client?.close();
});

describe('seed', () => {
  let first: Record<string, number>;

  it('seeds base and demo data', async () => {
    await seedBase(db);
    await seedDemo(db);
    first = await rowCounts();
    expect(first.employees).toBe(DEMO_EMPLOYEES.length);
    expect(first.projects).toBe(DEMO_PROJECTS.length);
    expect(first.warehouses).toBe(DEMO_PROJECTS.length);
    expect(first.projectCooperators).toBe(DEMO_PROJECT_COOPERATORS.length);
    expect(first.projectEmployees).toBe(DEMO_PROJECT_EMPLOYEES.length);
    expect(first.expenseGroups).toBe(DEMO_EXPENSE_GROUPS.length);
    // issue 14: one row of payroll constants; last month's salaries of company 1's six active demo employees
    expect(first.configurableConstants).toBe(1);
    expect(first.salaries).toBe(6);
    // Accounts without a role are identities the app deliberately has no user for.
    expect(first.users).toBe(DEMO_ACCOUNTS.filter((a) => a.roleId != null).length);
  });

  it('is idempotent: a second run adds no rows', async () => {
    await seedBase(db);
    await seedDemo(db);
    expect(await rowCounts()).toEqual(first);
  });

  it('has the spec codes of Role, ProjectStatus, DocumentType and AssociateType', async () => {
    expect(await codes('Role')).toEqual([
      { id: 100, name: 'Admin' },
      { id: 101, name: 'SiteManager' },
      { id: 102, name: 'Procurement' },
      { id: 103, name: 'Warehouse' },
      { id: 104, name: 'SuperAdmin' },
      { id: 105, name: 'Accounting' },
      { id: 106, name: 'Management' },
    ]);
    expect(await codes('ProjectStatus')).toEqual([
      { id: 1000, name: 'Active' },
      { id: 1001, name: 'Inactive' },
      { id: 1002, name: 'Completed' },
    ]);
    expect((await codes('DocumentType')).map((c) => c.id)).toEqual([800, 801, 802, 803, 804, 805, 806, 807, 808]);
    expect((await codes('DocumentType')).find((c) => c.id === 808)?.name).toBe('Order');
    expect((await codes('AssociateType')).map((c) => c.name)).toEqual([
      'ProjectAssociate',
      'Supplier',
      'FoodSupplier',
      'AccommodationSupplier',
      'EmploymentAgency',
    ]);
    expect((await codes('AssociateType')).map((c) => c.id)).toEqual([1300, 1301, 1302, 1303, 1304]);
  });

  it('uses codes that are unique across all codebooks', () => {
    const ids = Object.values(CODEBOOKS).flatMap((list) => list.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('restores a changed codebook label on the next run', async () => {
    await db.update(codebooks).set({ label: 'x' }).where(eq(codebooks.id, 1000));
    await seedBase(db);
    const [row] = await db.select().from(codebooks).where(eq(codebooks.id, 1000));
    expect(row.label).toBe('Aktivan');
  });

  it('gives every demo employee a valid OIB', async () => {
    const rows = await db.select({ oib: employees.oib }).from(employees);
    expect(rows.length).toBeGreaterThan(0);
    for (const { oib } of rows) expect(isValidOib(oib), oib).toBe(true);
    expect(isValidOib('33392005962')).toBe(false);
    expect(isValidOib('12345678901')).toBe(false);
  });

  it('has all Croatian towns, folded to ASCII in nameUniversal', async () => {
    const rows = await db
      .select({ name: cities.name, nameUniversal: cities.nameUniversal })
      .from(cities)
      .innerJoin(countries, eq(cities.countryId, countries.id))
      .where(eq(countries.code, 'HR'));
    expect(rows.length).toBeGreaterThanOrEqual(100);
    const byName = new Map(rows.map((r) => [r.name, r.nameUniversal]));
    expect(byName.get('Šibenik')).toBe('Sibenik');
    expect(byName.get('Đakovo')).toBe('Djakovo');
    expect(byName.has('Zagreb')).toBe(true);
    for (const r of rows) expect(r.nameUniversal).toMatch(/^[\x20-\x7e]+$/);
    expect(foldToAscii('Đurđevac')).toBe('Djurdjevac');
  });

  it('keeps company 1 and advances the companies id sequence', async () => {
    const [one] = await db.select().from(companies).where(eq(companies.id, 1));
    expect(one?.name).toBe('Gradilište d.o.o.');
    const [created] = await db.insert(companies).values({ name: 'Nova tvrtka d.o.o.' }).returning();
    expect(created.id).toBeGreaterThan(3);
    await db.delete(companies).where(eq(companies.id, created.id));
  });

  it('links the SiteManager demo user to the employee with its OIB', async () => {
    const [row] = await db
      .select({ roleId: users.roleId, oib: employees.oib, email: users.email })
      .from(users)
      .innerJoin(employees, eq(users.employeeId, employees.id))
      .where(eq(users.roleId, 101));
    expect(row).toEqual({ roleId: 101, oib: '69435151530', email: 'voditelj@gradiliste.test' });
  });

  it('seeds the hodogram template (phases with coded steps, the warranty phase inactive) and one project hodogram', async () => {
    const rows = await db.select().from(hodogramNodes);
    const roots = rows.filter((r) => r.parentId === null).sort((a, b) => a.ordinal - b.ordinal);
    expect(roots.map((r) => r.name)).toEqual(['Priprema', 'Izvođenje', 'Primopredaja', 'Jamstveni rok']);
    const childrenOf = (name: string) => {
      const parent = roots.find((r) => r.name === name)!;
      return rows.filter((r) => r.parentId === parent.id).sort((a, b) => a.ordinal - b.ordinal);
    };
    expect(childrenOf('Priprema').slice(0, 3).map((r) => r.name)).toEqual(['Ugovor s investitorom', 'Prijava gradilišta', 'Imenovanje voditelja radova']);
    expect(childrenOf('Primopredaja').map((r) => r.code)).toEqual(['PP-01', 'PP-02', 'PP-03', 'PP-04']);
    expect(childrenOf('Jamstveni rok').every((r) => !r.isActive)).toBe(true);
    for (const name of ['Priprema', 'Izvođenje', 'Primopredaja']) expect(childrenOf(name).map((r) => r.ordinal)).toEqual(childrenOf(name).map((_, i) => i + 1));

    const copied = await db.select().from(projectHodogramNodes);
    expect(new Set(copied.map((r) => r.projectId)).size).toBe(1);
    expect(copied.length).toBe(rows.filter((r) => r.isActive).length);
    expect(copied.filter((r) => r.isCompleted).length).toBe(1 + childrenOf('Priprema').length);
  });

  it('gives every demo project its warehouse (same name and place) and every active one an investor', async () => {
    const rows = await db
      .select({ project: projects.name, warehouse: warehouses.name, sameCity: sql<boolean>`${warehouses.cityId} = ${projects.cityId}`, statusId: projects.projectStatusId })
      .from(projects)
      .leftJoin(warehouses, eq(warehouses.projectId, projects.id));
    for (const r of rows) expect(r).toMatchObject({ warehouse: r.project, sameCity: true });
    const investors = await db
      .selectDistinct({ projectId: projectCooperators.projectId })
      .from(projectCooperators)
      .innerJoin(projects, eq(projects.id, projectCooperators.projectId))
      .where(sql`${projectCooperators.cooperatorTypeId} = 500 and ${projects.projectStatusId} = 1000`);
    expect(investors).toHaveLength(rows.filter((r) => r.statusId === 1000).length);
  });

  it('stores demo user e-mails lower-case', async () => {
    const [{ n }] = await db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.email} <> lower(${users.email})`);
    expect(n).toBe(0);
  });

  // issue 12 (whver, docseed): demo stock and documents through the documents service, and verifications
  it('seeds stock on two projects through the documents service (ledger = on hand) and three verifications', async () => {
    await seedBase(db);
    await seedDemo(db);
    const stock = await db.execute(sql`
      select w.project_id, count(*)::int as items,
        bool_and(wi.quantity = (select sum(m.quantity) from stock_movements m where m.warehouse_item_id = wi.id)) as consistent,
        bool_and(wi.quantity >= 0) as nonnegative
      from warehouse_items wi join warehouses w on w.id = wi.warehouse_id group by w.project_id`);
    const rows = (stock as unknown as { rows: { items: number; consistent: boolean; nonnegative: boolean }[] }).rows;
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.consistent && r.nonnegative)).toBe(true);
    // A: 3 received at start + 3 of the requisition chain; B: 2 received + 2 transferred from A.
    expect(rows.map((r) => r.items).sort()).toEqual([4, 6]);
    const proofs = await db.execute(sql`select verification_status_id as s, count(*)::int as n from verifications group by 1 order by 1`);
    expect((proofs as unknown as { rows: { s: number; n: number }[] }).rows).toEqual([{ s: 1400, n: 2 }, { s: 1401, n: 1 }]);
  });

  it('seeds every document type in every status it can reach, a generated chain, a transfer and a storno, once', async () => {
    await seedBase(db);
    await seedDemo(db);
    const census = async () => {
      const r = await db.execute(sql`
        select document_type_id as t, document_status_id as s, count(*)::int as n from documents group by 1, 2 order by 1, 2`);
      return (r as unknown as { rows: { t: number; s: number; n: number }[] }).rows.map((x) => `${x.t}/${x.s}:${x.n}`);
    };
    // 900 Draft, 901 Completed, 902 Processing, 903 Processed (a requisition never completes;
    // only requisitions and transfer notes go through Processing).
    expect(await census()).toEqual([
      '800/900:1', '800/902:1', '800/903:1', // requisitions
      '801/900:1', '801/901:1', // purchase orders
      '802/900:1', '802/901:3', // received notes: two of the initial stock, one of the chain
      '803/900:1', '803/901:2', '803/902:1', // transfer notes: A -> B received, B -> A on the way
      '804/900:1', '804/901:1', // their transfer received notes
      '805/900:1', '805/901:3', // consumption notes: the chain's, a storned one and its storno
      '806/900:1', '806/901:1', // write-offs
      '807/900:1', '807/901:1', // liquidations
      '808/900:1', '808/901:1', // orders
    ]);
    const links = await db.execute(sql`
      select (select count(*)::int from documents where storned_document_id is not null) as stornos,
        (select count(*)::int from documents c join documents p on p.id = c.parent_id
          where (p.document_type_id, c.document_type_id) in ((800, 801), (801, 802), (802, 805), (803, 804))) as chain`);
    expect((links as unknown as { rows: { stornos: number; chain: number }[] }).rows[0]).toEqual({ stornos: 1, chain: 5 });
    const before = await census();
    const total = await db.execute(sql`select count(*)::int as n from documents`);
    expect((total as unknown as { rows: { n: number }[] }).rows[0].n).toBe(25);
    await seedDemo(db);
    expect(await census()).toEqual(before);
  });
});
