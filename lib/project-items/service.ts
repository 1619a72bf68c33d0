import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { projectItems, unitsOfMeasurement } from '@/db/schema';
import { AppError, fieldError, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { zodErrorsToFieldMap, type z } from '@/lib/i18n/zod';
import { itemTotalPrice } from './amounts';
import { requireProject } from '@/lib/projects/queries';
import { getProjectItem } from './queries';
import { groupFieldsSchema, itemFieldsSchema, type ProjectItemCreateInput } from './schemas';
import type { ProjectItemDeleteResult, ProjectItemDetail } from './types';

/**
 * Writes of the bill of quantities, each in the route's transaction. Rules: the project exists (404); a
 * parent is a group of the same project (400); a new row goes to the end of its siblings
 * (ordinal = last + 1); an edit never moves a row nor turns an item into a group or back; a
 * delete takes the subtree (ON DELETE CASCADE) and renumbers the following siblings. An item's
 * total is round(quantity x unitPrice, 2), computed here on every write (amounts.ts). Writes to
 * one project's list are serialised by its project row lock, so two adds cannot take one ordinal.
 */

async function checkUnit(db: DbOrTx, unitId: number) {
  const [unit] = await db.select({ id: unitsOfMeasurement.id }).from(unitsOfMeasurement).where(eq(unitsOfMeasurement.id, unitId));
  if (!unit) throw fieldError('unitOfMeasurementId', messages.invalidValue, messages.validationFailed);
}

const invalid = (error: z.ZodError) => new AppError(400, messages.validationFailed, zodErrorsToFieldMap(error));

const siblingsOf = (projectId: number, parentId: number | null) =>
  and(eq(projectItems.projectId, projectId), parentId === null ? isNull(projectItems.parentId) : eq(projectItems.parentId, parentId));

export async function createProjectItem(tx: Tx, input: ProjectItemCreateInput): Promise<ProjectItemDetail> {
  await requireProject(tx, input.projectId, true);
  if (input.parentId !== null) {
    const [parent] = await tx
      .select({ projectId: projectItems.projectId, isGroup: projectItems.isGroup })
      .from(projectItems)
      .where(eq(projectItems.id, input.parentId));
    if (!parent || parent.projectId !== input.projectId) {
      throw fieldError('parentId', messages.parentNotInProject, messages.validationFailed);
    }
    if (!parent.isGroup) throw fieldError('parentId', messages.parentNotGroup, messages.validationFailed);
  }
  if (!input.isGroup) await checkUnit(tx, input.unitOfMeasurementId);

  const [{ last }] = await tx
    .select({ last: sql<number>`coalesce(max(${projectItems.ordinal}), 0)::int` })
    .from(projectItems)
    .where(siblingsOf(input.projectId, input.parentId));
  const amounts = input.isGroup
    ? { unitOfMeasurementId: null, quantity: null, unitPrice: null, totalPrice: null }
    : {
        unitOfMeasurementId: input.unitOfMeasurementId,
        quantity: input.quantity,
        unitPrice: input.unitPrice,
        totalPrice: itemTotalPrice(input.quantity, input.unitPrice),
      };
  const [row] = await tx
    .insert(projectItems)
    .values({
      projectId: input.projectId,
      parentId: input.parentId,
      ordinal: Number(last) + 1,
      code: input.code,
      name: input.name,
      isGroup: input.isGroup,
      ...amounts,
    })
    .returning({ id: projectItems.id });
  return getProjectItem(tx, row.id);
}

/**
 * Edits name and code (a group), and unit, quantity and unit price (an item). The body is parsed
 * here with the schema of the row's kind; place, project and kind are not editable.
 */
export async function updateProjectItem(tx: Tx, id: number, body: Record<string, unknown>): Promise<ProjectItemDetail> {
  const [current] = await tx
    .select({ isGroup: projectItems.isGroup })
    .from(projectItems)
    .where(eq(projectItems.id, id))
    .for('update');
  if (!current) throw notFound(messages.notFound);
  if (body.isGroup !== undefined && body.isGroup !== current.isGroup) {
    throw fieldError('isGroup', messages.itemTypeFixed, messages.validationFailed);
  }
  if (current.isGroup) {
    const parsed = groupFieldsSchema.safeParse(body);
    if (!parsed.success) throw invalid(parsed.error);
    await tx.update(projectItems).set({ name: parsed.data.name, code: parsed.data.code }).where(eq(projectItems.id, id));
  } else {
    const parsed = itemFieldsSchema.safeParse(body);
    if (!parsed.success) throw invalid(parsed.error);
    const values = parsed.data;
    await checkUnit(tx, values.unitOfMeasurementId);
    await tx
      .update(projectItems)
      .set({ ...values, totalPrice: itemTotalPrice(values.quantity, values.unitPrice) })
      .where(eq(projectItems.id, id));
  }
  return getProjectItem(tx, id);
}

/** Deletes the row and its subtree, closes the gap in the siblings' ordinals; counts what went. */
export async function deleteProjectItem(tx: Tx, id: number): Promise<ProjectItemDeleteResult> {
  const [row] = await tx
    .select({ projectId: projectItems.projectId, parentId: projectItems.parentId, ordinal: projectItems.ordinal })
    .from(projectItems)
    .where(eq(projectItems.id, id));
  if (!row) throw notFound(messages.notFound);
  await requireProject(tx, row.projectId, true);
  const counted = await tx.execute(sql`
    with recursive down(id) as (
      select id from project_items where id = ${id}
      union all
      select c.id from project_items c join down on c.parent_id = down.id
    )
    select count(*)::int as n from down`);
  const deleted = Number((counted.rows[0] as { n: number | string }).n);
  await tx.delete(projectItems).where(eq(projectItems.id, id));
  await tx
    .update(projectItems)
    .set({ ordinal: sql`${projectItems.ordinal} - 1` })
    .where(and(siblingsOf(row.projectId, row.parentId), gt(projectItems.ordinal, row.ordinal)));
  return { id, deleted };
}
