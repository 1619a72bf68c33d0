import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../client';
import {
  cities,
  cooperators,
  countries,
  employees,
  expenseGroups,
  hodogramNodes,
  projectCooperators,
  projectEmployees,
  projectHodogramNodes,
  projects,
  users,
  warehouses,
} from '../schema';
import { codebookId } from './data/codebooks';
import { CROATIA_CODE } from './data/countries';
import { DEMO_EMPLOYEES, type DemoEmployee } from './data/employees';
import { DEMO_EXPENSE_GROUPS } from './data/expense-groups';
import { DEMO_HODOGRAM, type DemoHodogramNode } from './data/hodogram';
import { DEMO_COOPERATORS, DEMO_PROJECT_COOPERATORS, DEMO_PROJECT_EMPLOYEES } from './data/project-people';
import { DEMO_PROJECTS } from './data/projects';
import accounts from './demo-accounts.json';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoStock } from './demo-stock';
import { seedDemoSalaries } from './payroll';
import { seedDemoWorkHours } from './demo-work-hours';

/** An entry of demo-accounts.json (the password is the identity server's business). */
export type DemoAccount = {
  email: string;
  name: string;
  surname: string;
  role: string;
  /** null: an identity the identity server knows but the app has no user for (no-access demo). */
  roleId: number | null;
  employeeOib?: string;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = accounts;

/**
 * Demo data for the embedded mode: a few employees, a few projects, one user per demo
 * account, the hodogram template and the first project's hodogram, a few expense groups.
 * Idempotent: employees are matched on OIB, projects on name, users on lower(email) and expense
 * groups on name; the template is seeded while it is empty and a project hodogram while the
 * project has none; existing rows, possibly edited in the app, are left alone. Needs seedBase first (codebooks, cities).
 */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedEmployees(tx);
    await seedProjects(tx);
    await seedProjectWarehouses(tx);
    await seedCooperators(tx);
    await seedProjectPeople(tx);
    await seedUsers(tx);
    await seedHodogram(tx);
    await seedExpenseGroups(tx);
    await seedDemoStock(tx); // issue 12: stock through the documents service, verifications
    await seedDemoDocuments(tx); // issue 12: every document type in every status it reaches
    await seedDemoSalaries(tx); // issue 14: last month's salaries of company 1
    await seedDemoWorkHours(tx); // issue 13: last and this month's hours of two projects
  });
}

/** The demo expense groups not stored yet (matched on name; edited ones are left alone). */
async function seedExpenseGroups(tx: DbOrTx): Promise<void> {
  const missing = await notStored(tx, expenseGroups.name, DEMO_EXPENSE_GROUPS, (g) => g.name);
  if (!missing.length) return;
  await tx.insert(expenseGroups).values(missing.map((g) => ({ name: g.name, expenseTypeId: codebookId('ExpenseType', g.type) })));
}

/**
 * The hodogram template while there is none, and a hodogram for the first demo project (its
 * active steps, the preparation phase completed) while that project has none. The other demo
 * projects start without one, to be created from the template on their hodogram tab.
 */
async function seedHodogram(tx: DbOrTx): Promise<void> {
  const [any] = await tx.select({ id: hodogramNodes.id }).from(hodogramNodes).limit(1);
  if (!any) {
    const insert = async (nodes: readonly DemoHodogramNode[], parentId: number | null) => {
      for (const [index, node] of nodes.entries()) {
        const [row] = await tx
          .insert(hodogramNodes)
          .values({ parentId, ordinal: index + 1, code: node.code, name: node.name, description: node.description ?? null, isActive: node.isActive ?? true })
          .returning({ id: hodogramNodes.id });
        await insert(node.children ?? [], row.id);
      }
    };
    await insert(DEMO_HODOGRAM, null);
  }

  const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.name, DEMO_PROJECTS[0].name)).limit(1);
  if (!project) return;
  const [has] = await tx.select({ id: projectHodogramNodes.id }).from(projectHodogramNodes).where(eq(projectHodogramNodes.projectId, project.id)).limit(1);
  if (has) return;
  const copy = async (nodes: readonly DemoHodogramNode[], parentId: number | null, completed: boolean) => {
    for (const [index, node] of nodes.filter((n) => n.isActive !== false).entries()) {
      const done = completed || node.code === 'PR';
      const [row] = await tx
        .insert(projectHodogramNodes)
        .values({ projectId: project.id, parentId, ordinal: index + 1, code: node.code, name: node.name, description: node.description ?? null, isCompleted: done })
        .returning({ id: projectHodogramNodes.id });
      await copy(node.children ?? [], row.id, done);
    }
  };
  await copy(DEMO_HODOGRAM, null, false);
}

/** The demo entries whose key (a unique column's value) is not stored yet: seeding again adds nothing twice. */
async function notStored<E>(tx: DbOrTx, column: AnyPgColumn, entries: readonly E[], key: (entry: E) => string): Promise<E[]> {
  const stored = await tx.select({ key: column }).from(column.table).where(inArray(column, entries.map(key)));
  const existing = new Set(stored.map((r) => r.key));
  return entries.filter((e) => !existing.has(key(e)));
}

/** "project/other" of the links the demo projects already have: seeding again adds only new ones. */
async function storedPairs(tx: DbOrTx, projectColumn: AnyPgColumn, otherColumn: AnyPgColumn, projectIds: number[]): Promise<Set<string>> {
  const rows = await tx.select({ p: projectColumn, o: otherColumn }).from(projectColumn.table).where(inArray(projectColumn, projectIds));
  return new Set(rows.map((r) => `${r.p}/${r.o}`));
}

async function seedProjects(tx: DbOrTx): Promise<void> {
  const missing = await notStored(tx, projects.name, DEMO_PROJECTS, (p) => p.name);
  if (!missing.length) return;
  const places = await loadPlaces(tx);
  await tx.insert(projects).values(
    missing.map((p) => ({
      name: p.name,
      shortName: p.shortName,
      code: p.code,
      projectStatusId: codebookId('ProjectStatus', p.status),
      startDate: p.startDate,
      endDate: p.endDate ?? null,
      address: p.address,
      cityId: places.cityId(CROATIA_CODE, p.city),
      countryId: places.countryId(CROATIA_CODE),
    })),
  );
}

/** Every demo project has its warehouse (as the projects module creates it); the unique project_id keeps it single. */
async function seedProjectWarehouses(tx: DbOrTx): Promise<void> {
  const rows = await tx
    .select({ id: projects.id, name: projects.name, address: projects.address, cityId: projects.cityId, countryId: projects.countryId })
    .from(projects)
    .where(inArray(projects.name, DEMO_PROJECTS.map((p) => p.name)));
  if (!rows.length) return;
  await tx
    .insert(warehouses)
    .values(rows.map(({ id, ...place }) => ({ projectId: id, ...place })))
    .onConflictDoNothing({ target: warehouses.projectId });
}

async function seedCooperators(tx: DbOrTx): Promise<void> {
  const missing = await notStored(tx, cooperators.name, DEMO_COOPERATORS, (c) => c.name);
  if (!missing.length) return;
  const places = await loadPlaces(tx);
  await tx.insert(cooperators).values(
    missing.map((c) => ({
      name: c.name,
      personTypeId: codebookId('PersonType', c.personType),
      associateTypeId: codebookId('AssociateType', c.associateType),
      address: c.address,
      zip: c.zip,
      cityId: places.cityId(CROATIA_CODE, c.city),
      countryId: places.countryId(CROATIA_CODE),
      email: c.email ?? null,
      phone: c.phone ?? null,
    })),
  );
}

/** Ids by name / OIB, lowest id first should a name have been entered twice. */
function idsBy<K extends string>(rows: { id: number; key: K }[]): Map<K, number> {
  const map = new Map<K, number>();
  for (const r of [...rows].sort((a, b) => a.id - b.id)) if (!map.has(r.key)) map.set(r.key, r.id);
  return map;
}

/** The demo projects' investors, a subcontractor and a few employees; pairs already there are left alone. */
async function seedProjectPeople(tx: DbOrTx): Promise<void> {
  const projectIds = idsBy(
    await tx.select({ id: projects.id, key: projects.name }).from(projects).where(inArray(projects.name, DEMO_PROJECTS.map((p) => p.name))),
  );
  const cooperatorIds = idsBy(
    await tx.select({ id: cooperators.id, key: cooperators.name }).from(cooperators).where(inArray(cooperators.name, DEMO_COOPERATORS.map((c) => c.name))),
  );
  const employeeIds = idsBy(
    await tx
      .select({ id: employees.id, key: employees.oib })
      .from(employees)
      .where(inArray(employees.oib, DEMO_PROJECT_EMPLOYEES.map((e) => e.employeeOib))),
  );
  const ids = [...projectIds.values()];
  if (!ids.length) return;

  const coopPairs = await storedPairs(tx, projectCooperators.projectId, projectCooperators.cooperatorId, ids);
  const coopRows = DEMO_PROJECT_COOPERATORS.flatMap((d) => {
    const projectId = projectIds.get(d.project);
    const cooperatorId = cooperatorIds.get(d.cooperator);
    if (!projectId || !cooperatorId || coopPairs.has(`${projectId}/${cooperatorId}`)) return [];
    return [{
      projectId,
      cooperatorId,
      cooperatorTypeId: codebookId('CooperatorType', d.type),
      clientId: d.client ? (cooperatorIds.get(d.client) ?? null) : null,
      hasBoq: d.hasBoq ?? false,
      activeFrom: d.activeFrom ?? null,
    }];
  });
  if (coopRows.length) await tx.insert(projectCooperators).values(coopRows);

  const employeePairs = await storedPairs(tx, projectEmployees.projectId, projectEmployees.employeeId, ids);
  const employeeRows = DEMO_PROJECT_EMPLOYEES.flatMap((d) => {
    const projectId = projectIds.get(d.project);
    const employeeId = employeeIds.get(d.employeeOib);
    if (!projectId || !employeeId || employeePairs.has(`${projectId}/${employeeId}`)) return [];
    return [{ projectId, employeeId, employeeRoleId: codebookId('EmployeeRole', d.role), activeFrom: d.activeFrom }];
  });
  if (employeeRows.length) await tx.insert(projectEmployees).values(employeeRows);
}

async function seedEmployees(tx: DbOrTx): Promise<void> {
  const missing = await notStored(tx, employees.oib, DEMO_EMPLOYEES, (e) => e.oib);
  if (!missing.length) return;

  const places = await loadPlaces(tx);
  await tx.insert(employees).values(missing.map((e) => toEmployeeRow(e, places)));
}

type Places = { countryId(code: string): number; cityId(code: string, name: string): number };

/** Country and city ids by ISO code and name (all seeded countries have few cities). */
async function loadPlaces(tx: DbOrTx): Promise<Places> {
  const rows = await tx
    .select({ cityId: cities.id, city: cities.name, countryId: countries.id, code: countries.code })
    .from(cities)
    .innerJoin(countries, eq(cities.countryId, countries.id));
  const countryIds = new Map(rows.map((r) => [r.code, r.countryId]));
  const cityIds = new Map(rows.map((r) => [`${r.code}/${r.city}`, r.cityId]));
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`Demo podaci: nije pronađeno ${what} (pokrenite seedBase prije seedDemo).`);
    return value;
  };
  return {
    countryId: (code) => need(countryIds.get(code), `državu ${code}`),
    cityId: (code, name) => need(cityIds.get(`${code}/${name}`), `mjesto ${name} (${code})`),
  };
}

function toEmployeeRow(e: DemoEmployee, places: Places): typeof employees.$inferInsert {
  const country = e.country ?? CROATIA_CODE;
  return {
    ...e.extra,
    name: e.name,
    surname: e.surname,
    oib: e.oib,
    birthDate: e.birthDate,
    genderId: codebookId('Gender', e.gender),
    email: e.email ?? null,
    phone: e.phone,
    address: e.address,
    cityId: places.cityId(country, e.city),
    countryId: places.countryId(country),
    temporaryAddress: e.temporary?.address ?? null,
    temporaryCityId: e.temporary ? places.cityId(CROATIA_CODE, e.temporary.city) : null,
    temporaryCountryId: e.temporary ? places.countryId(CROATIA_CODE) : null,
    activeFrom: e.activeFrom,
    activeTo: e.activeTo ?? null,
    employeeRoleId: codebookId('EmployeeRole', e.role),
    position: e.position ?? null,
    companyId: e.companyId,
  };
}

async function seedUsers(tx: DbOrTx): Promise<void> {
  const oibs = DEMO_ACCOUNTS.flatMap((a) => (a.employeeOib ? [a.employeeOib] : []));
  const employeeIds = new Map<string, number>();
  if (oibs.length) {
    // Lowest id wins should an OIB have been entered twice (oib is indexed, not unique).
    const rows = await tx
      .select({ id: employees.id, oib: employees.oib })
      .from(employees)
      .where(inArray(employees.oib, oibs))
      .orderBy(employees.id);
    for (const r of rows) if (!employeeIds.has(r.oib)) employeeIds.set(r.oib, r.id);
  }
  const rows = DEMO_ACCOUNTS.flatMap((a) => {
    if (a.roleId == null) return [];
    const email = a.email.toLowerCase();
    return [{
      userName: email,
      email,
      name: a.name,
      surname: a.surname,
      roleId: a.roleId,
      employeeId: (a.employeeOib && employeeIds.get(a.employeeOib)) || null,
      emailConfirmed: false,
    }];
  });
  // The unique index on lower(email) makes an existing account a no-op.
  await tx.insert(users).values(rows).onConflictDoNothing();
}
