import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { employeeGearRecords as gear, employees, projects } from '@/db/schema';
import { insertAttachment, verifyUpload } from '@/lib/attachments/service';
import { AppError, notFound } from '@/lib/http/errors';
import { formatDate } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import type { AppUser } from '@/lib/users/queries';
import { GEAR_KEYS, type GearFlags } from './gear-items';
import { getGearRecord } from './gear-queries';
import { PROJECT_STATUS_ACTIVE } from './queries';
import type { GearRecordDto, GearRecordInput } from './schemas';

/**
 * Gear records: protective gear handed to an employee on a project, with the signed receipt
 * stored as an attachment of the employee. The employee's Gear tab calls createGearRecord and
 * so will the work-hour grid, so that both create the same record under the same rules.
 */

/** An uploaded receipt as the route read it from the multipart body. */
export type ReceiptFile = { name: string; type: string; bytes: Uint8Array };

export type GearRecordCreate = GearRecordInput & { employeeId: number; receipt?: ReceiptFile | null };

const invalid = (field: string, message: string) => new AppError(400, messages.validationFailed, { [field]: [message] });

/** A new record's project must be active; an edited record may keep its (since closed) project. */
async function checkProject(tx: DbOrTx, projectId: number, keepId?: number): Promise<void> {
  const [project] = await tx
    .select({ statusId: projects.projectStatusId })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!project) throw invalid('projectId', messages.invalidValue);
  if (project.statusId !== PROJECT_STATUS_ACTIVE && projectId !== keepId) throw invalid('projectId', messages.projectNotActive);
}

async function lockEmployee(tx: DbOrTx, employeeId: number): Promise<void> {
  const [row] = await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).for('update');
  if (!row) throw notFound(messages.notFound);
}

/** Only the gear columns of the input (date and project are set by the callers). */
function flags(input: GearRecordInput): GearFlags {
  return Object.fromEntries(GEAR_KEYS.map((k) => [k, input[k]])) as GearFlags;
}

/**
 * Stores the signed receipt as an attachment of the employee, with the attachments module's
 * checks (size limit from env, content type verified against the bytes). Errors are reported
 * on the form's `file` field.
 */
export async function saveReceiptAttachment(
  tx: DbOrTx,
  args: { employeeId: number; date: string; file: ReceiptFile },
  user: AppUser,
): Promise<number> {
  if (args.file.bytes.byteLength === 0) throw invalid('file', messages.fileRequired);
  let stored;
  try {
    stored = await verifyUpload({ name: args.file.name, bytes: Buffer.from(args.file.bytes) });
  } catch (err) {
    if (err instanceof AppError && err.errors?.File) throw new AppError(err.status, err.message, { file: err.errors.File });
    throw err;
  }
  return insertAttachment(
    tx,
    { file: stored, owner: { field: 'employeeId', id: args.employeeId }, description: `Potpisana primka opreme ${formatDate(args.date)}` },
    user,
  );
}

/** Creates a gear record (and its receipt attachment) in the caller's transaction. */
export async function createGearRecord(tx: Tx, input: GearRecordCreate, user: AppUser): Promise<GearRecordDto> {
  await lockEmployee(tx, input.employeeId);
  await checkProject(tx, input.projectId);
  const attachmentId = input.receipt
    ? await saveReceiptAttachment(tx, { employeeId: input.employeeId, date: input.date, file: input.receipt }, user)
    : null;
  const [row] = await tx
    .insert(gear)
    .values({ ...flags(input), employeeId: input.employeeId, projectId: input.projectId, date: input.date, attachmentId })
    .returning({ id: gear.id });
  return (await getGearRecord(tx, input.employeeId, row.id))!;
}

/** Updates a record; a new receipt, when sent, replaces the link (the old file stays among the attachments). */
export async function updateGearRecord(
  tx: Tx,
  id: number,
  input: GearRecordCreate,
  user: AppUser,
): Promise<GearRecordDto> {
  const [current] = await tx
    .select({ projectId: gear.projectId })
    .from(gear)
    .where(and(eq(gear.id, id), eq(gear.employeeId, input.employeeId)))
    .for('update');
  if (!current) throw notFound(messages.notFound);
  await checkProject(tx, input.projectId, current.projectId);
  const receiptId = input.receipt
    ? await saveReceiptAttachment(tx, { employeeId: input.employeeId, date: input.date, file: input.receipt }, user)
    : undefined;
  await tx
    .update(gear)
    .set({ ...flags(input), projectId: input.projectId, date: input.date, ...(receiptId ? { attachmentId: receiptId } : {}) })
    .where(eq(gear.id, id));
  return (await getGearRecord(tx, input.employeeId, id))!;
}

/** Deletes a record; its receipt stays among the employee's attachments (a signed document). */
export async function deleteGearRecord(tx: Tx, employeeId: number, id: number): Promise<void> {
  const deleted = await tx
    .delete(gear)
    .where(and(eq(gear.id, id), eq(gear.employeeId, employeeId)))
    .returning({ id: gear.id });
  if (!deleted.length) throw notFound(messages.notFound);
}
