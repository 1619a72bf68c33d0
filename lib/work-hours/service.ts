import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { employeeGearRecords, projectEmployees, workHourRecords as r } from '@/db/schema';
import { isNeverLockedForTimesheet } from '@/lib/auth/permissions';
import { Role } from '@/lib/auth/roles';
import { createGearRecord, deleteGearRecord, updateGearRecord, type ReceiptFile } from '@/lib/employees/gear-service';
import { formatDate } from '@/lib/format';
import { AppError, notFound, pgErrorCode } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import type { AppUser } from '@/lib/users/queries';
import { monthRange } from './fund';
import { cellLock, monthOf } from './lock';
import { getWorkHourRecord, workHourRecordsByIds } from './queries';
import type { CopyBatchInput, WorkHourRecordInput } from './schemas';
import { GEAR_KEYS, type CopyBatchResultDto, type WorkHourRecordDto } from './types';

/**
 * Writes of work-hour records (spec part 2 sections 4, 5 and 7), on the handler's transaction.
 * The server enforces what the grid mirrors: a SiteManager writes only for projects he manages
 * (403 "Evidencija sati je za centar odgovornosti za koji niste autorizirani"), everyone but
 * SA/A/Ac/M only until the month's deadline (409 "Evidencija sati je zaključana za odabrani
 * mjesec") - for an update both for the record's old and its new project and date. One record per
 * employee per day (409 in Croatian). `now` is a parameter (default: the clock) so the rule can be
 * tested at its edges; the lock itself is lib/work-hours/lock.ts.
 */

export const ASSOCIATE_TYPE = { FoodSupplier: 1302, AccommodationSupplier: 1303 } as const;

export type WriteOptions = { receipt?: ReceiptFile | null; now?: Date };

const actorName = (user: AppUser) => `${user.name} ${user.surname}`.trim().slice(0, 200);

/** Whether the user's employee has a project_employees link on the project active in that month. */
async function managesProject(tx: DbOrTx, user: AppUser, projectId: number, date: string): Promise<boolean> {
  if (!user.employeeId) return false;
  const { year, month } = monthOf(date);
  const { from, to } = monthRange(year, month);
  const [row] = await tx
    .select({ id: projectEmployees.id })
    .from(projectEmployees)
    .where(
      and(
        eq(projectEmployees.employeeId, user.employeeId),
        eq(projectEmployees.projectId, projectId),
        sql`(${projectEmployees.activeFrom} is null or ${projectEmployees.activeFrom} <= ${to})`,
        sql`(${projectEmployees.activeTo} is null or ${projectEmployees.activeTo} >= ${from})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * May this user write the project's day? Throws 403 (not his project) or 409 (month locked).
 * A missing project is reported by checkReferences first.
 */
export async function assertCellWritable(tx: DbOrTx, user: AppUser, projectId: number, date: string, now: Date): Promise<void> {
  if (isNeverLockedForTimesheet(user.roleId)) return;
  const result = await tx.execute<{ extension: number | null }>(
    sql`select work_hour_entry_deadline_extension_in_days as extension from projects where id = ${projectId}`,
  );
  const project = result.rows[0];
  if (!project) throw new AppError(400, messages.validationFailed, { projectId: [messages.workHoursProjectInvalid] });
  const managed = user.roleId === Role.SiteManager ? await managesProject(tx, user, projectId, date) : true;
  const { year, month } = monthOf(date);
  const extension = project.extension == null ? null : Number(project.extension);
  const lock = cellLock({ roleId: user.roleId, now, year, month, extensionDays: extension, managesProject: managed });
  if (lock === 'unauthorized') throw new AppError(403, messages.workHoursUnauthorizedProject, undefined, 'unauthorizedProject');
  if (lock === 'deadline') throw new AppError(409, messages.workHoursLocked, undefined, 'locked');
}

/** The references of a record in one query: all field errors at once (400). Returns the employee's name. */
async function checkReferences(tx: DbOrTx, input: WorkHourRecordInput): Promise<string> {
  const result = await tx.execute<{
    employee: string | null;
    project: number | null;
    type: number | null;
    coefficient: number | null;
    accommodation: number | null;
    food: number | null;
  }>(sql`select
    (select name || ' ' || surname from employees where id = ${input.employeeId}) as employee,
    (select id from projects where id = ${input.projectId}) as project,
    (select id from codebooks where id = ${input.workHourTypeId} and codebook = 'WorkHourType') as type,
    (select id from work_record_coefficients where id = ${input.workRecordCoefficientId}) as coefficient,
    (select associate_type_id from cooperators where id = ${input.accommodationSupplierId}) as accommodation,
    (select associate_type_id from cooperators where id = ${input.foodSupplierId}) as food`);
  const row = result.rows[0];
  const errors: Record<string, string[]> = {};
  if (!row.employee) errors.employeeId = [messages.workHoursEmployeeInvalid];
  if (row.project == null) errors.projectId = [messages.workHoursProjectInvalid];
  if (row.type == null) errors.workHourTypeId = [messages.workHourTypeInvalid];
  if (input.workRecordCoefficientId != null && row.coefficient == null) errors.workRecordCoefficientId = [messages.workHoursCoefficientInvalid];
  if (input.accommodationSupplierId != null && Number(row.accommodation) !== ASSOCIATE_TYPE.AccommodationSupplier) {
    errors.accommodationSupplierId = [messages.accommodationSupplierInvalid];
  }
  if (input.foodSupplierId != null && Number(row.food) !== ASSOCIATE_TYPE.FoodSupplier) errors.foodSupplierId = [messages.foodSupplierInvalid];
  if (Object.keys(errors).length) throw new AppError(400, messages.validationFailed, errors);
  return row.employee!;
}

async function assertNoOtherRecord(tx: DbOrTx, employeeId: number, date: string, employee: string, exceptId?: number): Promise<void> {
  const [other] = await tx
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.employeeId, employeeId), eq(r.date, date), exceptId ? ne(r.id, exceptId) : undefined))
    .limit(1);
  if (other) throw duplicate(employee, date);
}

const duplicate = (employee: string, date: string) => new AppError(409, messages.workHoursDuplicate(employee, formatDate(date)));

/** A concurrent insert of the same employee and day lands on the unique index: the same 409. */
async function uniqueDay<T>(employee: string, date: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw duplicate(employee, date);
    throw err;
  }
}

const gearFlags = (input: WorkHourRecordInput) => Object.fromEntries(GEAR_KEYS.map((k) => [k, input[k]])) as Pick<WorkHourRecordInput, (typeof GEAR_KEYS)[number]>;

const recordValues = (input: WorkHourRecordInput) => ({
  projectId: input.projectId,
  employeeId: input.employeeId,
  date: input.date,
  hours: input.hours,
  workHourTypeId: input.workHourTypeId,
  isFieldWork: input.isFieldWork,
  workRecordCoefficientId: input.isFieldWork ? input.workRecordCoefficientId : null,
  accommodationSupplierId: input.accommodationSupplierId,
  foodSupplierId: input.foodSupplierId,
  numberOfMeals: input.numberOfMeals,
  description: input.description,
});

/** POST /api/WorkHourRecords (201). With hasGear, the gear is created as the employee's gear record (receipt optional). */
export async function createWorkHourRecord(tx: Tx, input: WorkHourRecordInput, user: AppUser, opts: WriteOptions = {}): Promise<WorkHourRecordDto> {
  const employee = await checkReferences(tx, input);
  await assertCellWritable(tx, user, input.projectId, input.date, opts.now ?? new Date());
  await assertNoOtherRecord(tx, input.employeeId, input.date, employee);
  const gearId = input.hasGear
    ? (await createGearRecord(tx, { ...gearFlags(input), date: input.date, projectId: input.projectId, employeeId: input.employeeId, receipt: opts.receipt }, user)).id
    : null;
  const [row] = await uniqueDay(employee, input.date, () =>
    tx
      .insert(r)
      .values({ ...recordValues(input), employeeGearRecordId: gearId, createdById: user.id, createdBy: actorName(user) })
      .returning({ id: r.id }),
  );
  return getWorkHourRecord(tx, row.id);
}

async function lockRecord(tx: Tx, id: number) {
  const [current] = await tx
    .select({ id: r.id, projectId: r.projectId, employeeId: r.employeeId, date: r.date, gearId: r.employeeGearRecordId })
    .from(r)
    .where(eq(r.id, id))
    .for('update');
  if (!current) throw notFound(messages.notFound);
  return current;
}

/**
 * PUT /api/WorkHourRecords/{id}. Both the record's current project/day and the new ones must be
 * writable. Gear: hasGear true creates or updates the linked gear record, false deletes it,
 * absent keeps it (following the record's date and project).
 */
export async function updateWorkHourRecord(
  tx: Tx,
  id: number,
  input: WorkHourRecordInput,
  user: AppUser,
  opts: WriteOptions = {},
): Promise<WorkHourRecordDto> {
  const now = opts.now ?? new Date();
  const current = await lockRecord(tx, id);
  await assertCellWritable(tx, user, current.projectId, current.date, now);
  const employee = await checkReferences(tx, input);
  if (input.projectId !== current.projectId || input.date !== current.date) await assertCellWritable(tx, user, input.projectId, input.date, now);
  await assertNoOtherRecord(tx, input.employeeId, input.date, employee, id);

  let gearId = current.gearId;
  const sameEmployee = input.employeeId === current.employeeId;
  const gearInput = { ...gearFlags(input), date: input.date, projectId: input.projectId, employeeId: input.employeeId, receipt: opts.receipt };
  if (gearId != null && (input.hasGear === false || (!sameEmployee && input.hasGear !== undefined))) {
    await deleteGearRecord(tx, current.employeeId, gearId);
    gearId = null;
  } else if (gearId != null && !sameEmployee) {
    // The gear was handed to the old employee: it stays his, unlinked from this record.
    gearId = null;
  }
  if (input.hasGear) {
    gearId = gearId != null ? (await updateGearRecord(tx, gearId, gearInput, user)).id : (await createGearRecord(tx, gearInput, user)).id;
  } else if (input.hasGear === undefined && gearId != null) {
    await tx.update(employeeGearRecords).set({ date: input.date, projectId: input.projectId }).where(eq(employeeGearRecords.id, gearId));
  }

  await uniqueDay(employee, input.date, () =>
    tx
      .update(r)
      .set({ ...recordValues(input), employeeGearRecordId: gearId, lastModifiedBy: actorName(user), lastModifiedDate: new Date() })
      .where(eq(r.id, id)),
  );
  return getWorkHourRecord(tx, id);
}

/** DELETE /api/WorkHourRecords/{id}. The gear handed over stays on the employee's Gear tab (a signed hand-over). */
export async function deleteWorkHourRecord(tx: Tx, id: number, user: AppUser, opts: WriteOptions = {}): Promise<WorkHourRecordDto> {
  const before = await getWorkHourRecord(tx, id);
  const current = await lockRecord(tx, id);
  await assertCellWritable(tx, user, current.projectId, current.date, opts.now ?? new Date());
  await tx.delete(r).where(eq(r.id, id));
  return before;
}

/**
 * POST /api/WorkHourRecords/CopyBatch: the project's records of originDate copied to
 * destinationDate in ONE insert ... select, skipping employees who already have a record that day
 * (on any project). Gear is not copied. The destination must be writable (its month unlocked,
 * the project the SiteManager's); equal dates are refused (400).
 */
export async function copyWorkHourRecords(tx: Tx, input: CopyBatchInput, user: AppUser, opts: Pick<WriteOptions, 'now'> = {}): Promise<CopyBatchResultDto> {
  if (input.originDate === input.destinationDate) {
    throw new AppError(400, messages.workHoursSameDates, { destinationDate: [messages.workHoursSameDates] });
  }
  const [project] = (await tx.execute<{ id: number }>(sql`select id from projects where id = ${input.projectId}`)).rows;
  if (!project) throw new AppError(400, messages.validationFailed, { projectId: [messages.workHoursProjectInvalid] });
  await assertCellWritable(tx, user, input.projectId, input.destinationDate, opts.now ?? new Date());
  const inserted = await tx.execute<{ id: number }>(sql`
    insert into work_hour_records (project_id, employee_id, date, hours, work_hour_type_id, is_field_work,
      work_record_coefficient_id, accommodation_supplier_id, food_supplier_id, number_of_meals, description,
      created_by_id, created_by)
    select o.project_id, o.employee_id, ${input.destinationDate}::date, o.hours, o.work_hour_type_id, o.is_field_work,
      o.work_record_coefficient_id, o.accommodation_supplier_id, o.food_supplier_id, o.number_of_meals, o.description,
      ${user.id}, ${actorName(user)}
    from work_hour_records o
    where o.project_id = ${input.projectId} and o.date = ${input.originDate}::date
      and not exists (select 1 from work_hour_records d where d.employee_id = o.employee_id and d.date = ${input.destinationDate}::date)
    on conflict (employee_id, date) do nothing
    returning id`);
  const ids = inserted.rows.map((row) => Number(row.id));
  const records = await workHourRecordsByIds(tx, ids);
  return { count: records.length, records };
}
