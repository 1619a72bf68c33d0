import 'server-only';
import { eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { attachments, projectHodogramNodes, projects, warehouses, workRecordCoefficients } from '@/db/schema';
import { deleteDetachedFiles } from '@/lib/attachments/files';
import { canEditDeadlineExtension } from '@/lib/auth/permissions';
import { copyTemplateIntoProject } from '@/lib/hodogram/service';
import { AppError, conflict, isForeignKeyViolation, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { codebookErrors } from '@/lib/lookups/codebooks';
import { placeErrors } from '@/lib/lookups/places';
import type { AppUser } from '@/lib/users/queries';
import { onProjectCompleted } from './completion';
import { DEFAULT_DEADLINE_EXTENSION, ProjectStatus } from './constants';
import { findProject } from './queries';
import type { ProjectDto, ProjectInput } from './schemas';

/**
 * Project rules beyond the form: the status is a ProjectStatus code, the place and the default
 * coefficient exist, only SuperAdmin and Admin change the deadline extension, every project has
 * its warehouse (created and kept in step in the same transaction) and gets a copy of the active
 * hodogram template when it is created, moving to Completed goes
 * through the completion seam, and a project still referenced elsewhere is not deleted (409).
 */
type Actor = Pick<AppUser, 'id' | 'roleId'>;

const invalid = (errors: Record<string, string[]>) => new AppError(400, messages.validationFailed, errors);

async function checkProject(db: DbOrTx, input: ProjectInput) {
  const errors = { ...(await placeErrors(db, input)), ...(await codebookErrors(db, { projectStatusId: ['ProjectStatus', input.projectStatusId] })) };
  if (input.defaultWorkRecordCoefficientId !== null) {
    const [coefficient] = await db
      .select({ id: workRecordCoefficients.id })
      .from(workRecordCoefficients)
      .where(eq(workRecordCoefficients.id, input.defaultWorkRecordCoefficientId));
    if (!coefficient) errors.defaultWorkRecordCoefficientId = [messages.invalidValue];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/**
 * The extension to store. SuperAdmin and Admin set it (empty = the default 2). Anyone else may
 * only repeat the stored value (2 for a new project) or leave it out; a different value is 403.
 */
export function resolveDeadlineExtension(roleId: number, requested: number | null, stored: number | null): number {
  const current = stored ?? DEFAULT_DEADLINE_EXTENSION;
  if (canEditDeadlineExtension(roleId)) return requested ?? DEFAULT_DEADLINE_EXTENSION;
  if (requested === null || requested === current) return current;
  throw new AppError(403, messages.deadlineExtensionForbidden, {
    workHourEntryDeadlineExtensionInDays: [messages.deadlineExtensionForbidden],
  });
}

/** The project's warehouse: created with it, its name and place kept in step (unique project_id). */
async function syncWarehouse(tx: DbOrTx, projectId: number, input: ProjectInput) {
  const fields = { name: input.name, address: input.address, cityId: input.cityId, countryId: input.countryId };
  await tx
    .insert(warehouses)
    .values({ projectId, ...fields })
    .onConflictDoUpdate({ target: warehouses.projectId, set: fields });
}

const toRow = (input: ProjectInput, extension: number) => ({ ...input, workHourEntryDeadlineExtensionInDays: extension });

export async function createProject(tx: Tx, user: Actor, input: ProjectInput): Promise<ProjectDto> {
  const extension = resolveDeadlineExtension(user.roleId, input.workHourEntryDeadlineExtensionInDays, null);
  await checkProject(tx, input);
  const [row] = await tx.insert(projects).values(toRow(input, extension)).returning({ id: projects.id });
  await syncWarehouse(tx, row.id, input);
  // The template says it is copied into every new project: its active steps, now, in this transaction.
  await copyTemplateIntoProject(tx, row.id);
  return (await findProject(tx, row.id))!;
}

/** `confirmed`: the user confirmed the consumption note of the remaining stock (completion.ts). */
export async function updateProject(tx: Tx, user: Actor, id: number, input: ProjectInput, confirmed = false): Promise<ProjectDto> {
  const [current] = await tx
    .select({
      statusId: projects.projectStatusId,
      extension: projects.workHourEntryDeadlineExtensionInDays,
      warehouseId: warehouses.id,
    })
    .from(projects)
    .leftJoin(warehouses, eq(warehouses.projectId, projects.id))
    .where(eq(projects.id, id))
    .for('update', { of: projects });
  if (!current) throw notFound(messages.notFound);
  const extension = resolveDeadlineExtension(user.roleId, input.workHourEntryDeadlineExtensionInDays, current.extension);
  await checkProject(tx, input);
  if (input.projectStatusId === ProjectStatus.Completed && current.statusId !== ProjectStatus.Completed) {
    await onProjectCompleted(tx, { projectId: id, warehouseId: current.warehouseId, user, confirmed });
  }
  await tx.update(projects).set(toRow(input, extension)).where(eq(projects.id, id));
  await syncWarehouse(tx, id, input);
  return (await findProject(tx, id))!;
}

/**
 * Deletes the project with what belongs only to it (people, warehouse, hodogram, items and
 * attachments cascade; the attachments' bytes are removed here). A reference elsewhere (gear
 * records, documents, ...) refuses it whole with 409.
 */
export async function deleteProject(tx: Tx, id: number): Promise<void> {
  try {
    const [current] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for('update');
    if (!current) throw notFound(messages.notFound);
    const hodogramNodeIds = tx.select({ id: projectHodogramNodes.id }).from(projectHodogramNodes).where(eq(projectHodogramNodes.projectId, id));
    const fileIds = (
      await tx
        .select({ fileId: attachments.fileId })
        .from(attachments)
        .where(or(eq(attachments.projectId, id), inArray(attachments.projectHodogramId, hodogramNodeIds)))
    ).map((r) => r.fileId);
    await tx.delete(projects).where(eq(projects.id, id));
    await deleteDetachedFiles(tx, fileIds);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict(messages.projectInUse);
    throw err;
  }
}
