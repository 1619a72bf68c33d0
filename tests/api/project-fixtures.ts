import { getDb } from '@/db/client';
import { cooperatorContacts, cooperators, employees, projectCooperators } from '@/db/schema';
import { newOib, type Places } from './fixtures';
import { unique } from './helpers';

/**
 * Rows the projects tests build on (places: fixtures.ts): employees, cooperators and contacts
 * written straight to the database (their own modules' API is tested elsewhere).
 * Every name is unique, so the files also pass twice against one shared Postgres database.
 */
export async function insertEmployee(p: Places, patch: Partial<typeof employees.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(employees)
    .values({
      name: 'Ivan',
      surname: `Projektni ${unique()}`,
      oib: newOib(),
      birthDate: '1990-01-01',
      genderId: 300,
      phone: '091 000 0000',
      address: 'Ilica 2',
      cityId: p.zagrebId,
      countryId: p.croatiaId,
      activeFrom: '2025-01-01',
      employeeRoleId: 703,
      ...patch,
    })
    .returning({ id: employees.id, name: employees.name, surname: employees.surname });
  return row;
}

export async function insertCooperator(name = `Suradnik ${unique()}`) {
  const db = await getDb();
  const [row] = await db
    .insert(cooperators)
    .values({ name, personTypeId: 400, associateTypeId: 1300 })
    .returning({ id: cooperators.id, name: cooperators.name });
  return row;
}

/** A new cooperator on the project as `typeId` (CooperatorType), with hasBoq and its client (a cooperator id). */
export async function insertProjectCooperator(projectId: number, typeId: number, hasBoq = false, clientId: number | null = null, name?: string) {
  const cooperator = await insertCooperator(name);
  const [row] = await (await getDb())
    .insert(projectCooperators)
    .values({ projectId, cooperatorId: cooperator.id, cooperatorTypeId: typeId, hasBoq, clientId })
    .returning({ id: projectCooperators.id });
  return { id: row.id, cooperatorId: cooperator.id, name: cooperator.name };
}

export async function insertContact(cooperatorId: number, name = `Kontakt ${unique()}`) {
  const db = await getDb();
  const [row] = await db
    .insert(cooperatorContacts)
    .values({ cooperatorId, name, phone: '091 111 2222', email: 'kontakt@suradnik.hr' })
    .returning({ id: cooperatorContacts.id, name: cooperatorContacts.name });
  return row;
}

/** A complete, valid project body (status Active, no deadline extension: the default applies). */
export const projectBody = (p: Places, patch: Record<string, unknown> = {}) => ({
  name: `Centar ${unique()}`,
  shortName: 'Kratki',
  code: `CO-${unique()}`,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  address: 'Ilica 1',
  countryId: p.croatiaId,
  cityId: p.zagrebId,
  longitude: '15.977983',
  latitude: '45.815399',
  bankGuarantees: 'Garancija za dobro izvršenje posla',
  paymentMethod: 'Virman',
  paymentTerms: '30 dana',
  description: 'Opis centra',
  projectStatusId: 1000,
  workHourEntryDeadlineExtensionInDays: null,
  defaultWorkRecordCoefficientId: null,
  ...patch,
});

export const Status = { Active: 1000, Inactive: 1001, Completed: 1002 } as const;
export const CooperatorType = { Investor: 500, Contractor: 501, Subcontractor: 502, Supervision: 503 } as const;
