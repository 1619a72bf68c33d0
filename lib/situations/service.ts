import 'server-only';
import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { projectCooperatorItems, projectCooperators, projectItems, projectSituations, situationItems } from '@/db/schema';
import { AppError, conflict, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { fromScaled, toScaled } from '@/lib/format/decimal';
import { itemTotalPrice, QUANTITY_SCALE } from '@/lib/project-items/amounts';
import { requireProject } from '@/lib/projects/queries';
import { COOPERATOR_TYPE_CONTRACTOR, COOPERATOR_TYPE_SUBCONTRACTOR } from './constants';
import { cumulativeBefore, lockLines, orderChanges, recomputeProjectCumulatives, releaseSituation, shiftLater } from './cumulative-store';
import { getProjectCooperatorItem, getProjectSituation, getSituationItem } from './queries';
import type {
  ProjectCooperatorItemDto,
  ProjectCooperatorItemInput,
  ProjectSituationDto,
  ProjectSituationInput,
  SituationItemDto,
  SituationItemInput,
} from './schemas';

/**
 * Writes of contractors' cost lists and situations (issue 11), each on the route's transaction.
 *
 * Rules: a cost-list line belongs to a CONTRACTOR (a project cooperator of type Izvođač with
 * "has BOQ") and names an item (not a group) of the same project, or to a SUBCONTRACTOR (type
 * Podizvođač whose client is that contractor), and then it hangs on the contractor's line for
 * the same item (which must exist). One line per cooperator and item (409). The total is
 * round(quantity x unitPrice, 2), half away from zero, computed here (amounts.ts). A line with
 * executed quantities (its own or its subcontractor lines') cannot be deleted (409); its
 * subcontractor lines go with it. A situation's period: activeTo not before activeFrom (the
 * schema, 400; a check constraint too). A situation item joins a situation and a line of the
 * same project, one per pair (409); deleting a situation deletes its items. Rows never move:
 * the cooperator, item, situation and line of a stored row are fixed (400 when a PUT names
 * others). Writes to one project are serialised by its project row lock.
 *
 * Every write of a situation item also moves its line's executed_quantity by the same amount
 * (exact numeric, in the same transaction, the line row locked by the update), so the line
 * always holds the sum of its situation items: progress.ts reads one row per line. And every
 * such write keeps the running cumulative of the line's rows (cumulative-store.ts): the line's
 * lock first, then the row's own cumulative and the later situations' rows moved by the delta.
 */
type Errors = Record<string, string[]>;
const subtractDecimals = (a: string, b: string) => fromScaled(toScaled(a, QUANTITY_SCALE) - toScaled(b, QUANTITY_SCALE), QUANTITY_SCALE);
const invalid = (errors: Errors) => new AppError(400, messages.validationFailed, errors);

// ---- cost-list lines

/** The contractor line a new line hangs on: null for a contractor's own line. */
async function contractorLineFor(tx: Tx, projectCooperatorId: number, projectItemId: number): Promise<{ projectId: number; contractorItemId: number | null }> {
  const [pc] = await tx
    .select({
      projectId: projectCooperators.projectId,
      clientId: projectCooperators.clientId,
      typeId: projectCooperators.cooperatorTypeId,
      hasBoq: projectCooperators.hasBoq,
    })
    .from(projectCooperators)
    .where(eq(projectCooperators.id, projectCooperatorId));
  if (!pc) throw invalid({ projectCooperatorId: [messages.projectCooperatorMissing] });
  await requireProject(tx, pc.projectId, true);

  const [item] = await tx
    .select({ projectId: projectItems.projectId, isGroup: projectItems.isGroup })
    .from(projectItems)
    .where(eq(projectItems.id, projectItemId));
  if (!item) throw invalid({ projectItemId: [messages.projectItemMissing] });
  if (item.projectId !== pc.projectId) throw invalid({ projectItemId: [messages.cooperatorItemOtherProject] });
  if (item.isGroup) throw invalid({ projectItemId: [messages.cooperatorItemIsGroup] });

  if (pc.typeId === COOPERATOR_TYPE_CONTRACTOR && pc.hasBoq) return { projectId: pc.projectId, contractorItemId: null };
  if (pc.typeId !== COOPERATOR_TYPE_SUBCONTRACTOR || pc.clientId === null) {
    throw invalid({ projectCooperatorId: [messages.cooperatorItemNotContractor] });
  }
  // The subcontractor's client as a contractor of this project, and its line for the item.
  const contractors = await tx
    .select({ id: projectCooperators.id, lineId: projectCooperatorItems.id })
    .from(projectCooperators)
    .leftJoin(
      projectCooperatorItems,
      and(
        eq(projectCooperatorItems.projectCooperatorId, projectCooperators.id),
        eq(projectCooperatorItems.projectItemId, projectItemId),
        isNull(projectCooperatorItems.contractorItemId),
      ),
    )
    .where(
      and(
        eq(projectCooperators.projectId, pc.projectId),
        eq(projectCooperators.cooperatorId, pc.clientId),
        eq(projectCooperators.cooperatorTypeId, COOPERATOR_TYPE_CONTRACTOR),
        eq(projectCooperators.hasBoq, true),
      ),
    );
  if (!contractors.length) throw invalid({ projectCooperatorId: [messages.cooperatorItemNotContractor] });
  const lines = contractors.filter((c) => c.lineId !== null);
  if (!lines.length) throw invalid({ projectItemId: [messages.cooperatorItemNoContractorLine] });
  if (lines.length > 1) throw invalid({ projectCooperatorId: [messages.cooperatorItemAmbiguousContractor] });
  return { projectId: pc.projectId, contractorItemId: lines[0].lineId };
}

export async function createProjectCooperatorItem(tx: Tx, input: ProjectCooperatorItemInput): Promise<ProjectCooperatorItemDto> {
  const { projectId, contractorItemId } = await contractorLineFor(tx, input.projectCooperatorId, input.projectItemId);
  const [existing] = await tx
    .select({ id: projectCooperatorItems.id })
    .from(projectCooperatorItems)
    .where(and(eq(projectCooperatorItems.projectCooperatorId, input.projectCooperatorId), eq(projectCooperatorItems.projectItemId, input.projectItemId)));
  if (existing) throw conflict(messages.cooperatorItemDuplicate);
  const [row] = await tx
    .insert(projectCooperatorItems)
    .values({ ...input, projectId, contractorItemId, totalPrice: itemTotalPrice(input.quantity, input.unitPrice) })
    .returning({ id: projectCooperatorItems.id });
  return getProjectCooperatorItem(tx, row.id);
}

/** Quantity and unit price; the cooperator and the item stay (400 when the body names others). */
export async function updateProjectCooperatorItem(tx: Tx, id: number, input: ProjectCooperatorItemInput): Promise<ProjectCooperatorItemDto> {
  const [current] = await tx
    .select({ projectCooperatorId: projectCooperatorItems.projectCooperatorId, projectItemId: projectCooperatorItems.projectItemId })
    .from(projectCooperatorItems)
    .where(eq(projectCooperatorItems.id, id))
    .for('update');
  if (!current) throw notFound(messages.notFound);
  if (current.projectCooperatorId !== input.projectCooperatorId) throw invalid({ projectCooperatorId: [messages.cooperatorItemFixed] });
  if (current.projectItemId !== input.projectItemId) throw invalid({ projectItemId: [messages.cooperatorItemFixed] });
  await tx
    .update(projectCooperatorItems)
    .set({ quantity: input.quantity, unitPrice: input.unitPrice, totalPrice: itemTotalPrice(input.quantity, input.unitPrice) })
    .where(eq(projectCooperatorItems.id, id));
  return getProjectCooperatorItem(tx, id);
}

/** Deletes a line with its subcontractor lines; 409 while a situation has a quantity on any of them. */
export async function deleteProjectCooperatorItem(tx: Tx, id: number): Promise<{ id: number; deleted: number }> {
  // The line and its subcontractor lines, all locked: a situation item being added to any of them
  // (its foreign key check) waits, so none can slip in between the count and the delete.
  const lineOrItsSubcontractors = or(eq(projectCooperatorItems.id, id), eq(projectCooperatorItems.contractorItemId, id));
  const locked = await tx.select({ id: projectCooperatorItems.id }).from(projectCooperatorItems).where(lineOrItsSubcontractors).for('update');
  if (!locked.some((line) => line.id === id)) throw notFound(messages.notFound);
  const ids = locked.map((line) => line.id);
  const [{ n }] = await tx.select({ n: count() }).from(situationItems).where(inArray(situationItems.projectCooperatorItemId, ids));
  if (Number(n) > 0) throw conflict(messages.cooperatorItemInUse);
  await tx.delete(projectCooperatorItems).where(inArray(projectCooperatorItems.id, ids));
  return { id, deleted: ids.length };
}

// ---- situations

export async function createProjectSituation(tx: Tx, input: ProjectSituationInput): Promise<ProjectSituationDto> {
  await requireProject(tx, input.projectId, true);
  const [row] = await tx.insert(projectSituations).values(input).returning({ id: projectSituations.id });
  return getProjectSituation(tx, row.id);
}

export async function updateProjectSituation(tx: Tx, id: number, input: ProjectSituationInput): Promise<ProjectSituationDto> {
  const [current] = await tx
    .select({ projectId: projectSituations.projectId, activeFrom: projectSituations.activeFrom })
    .from(projectSituations)
    .where(eq(projectSituations.id, id))
    .for('update');
  if (!current) throw notFound(messages.notFound);
  if (current.projectId !== input.projectId) throw invalid({ projectId: [messages.situationOtherProject] });
  const { projectId: _fixed, ...changes } = input; // eslint-disable-line @typescript-eslint/no-unused-vars
  // Decided before the update: does the new activeFrom move it past another situation? Under the
  // project row lock, so two moves at once cannot each miss the other (both "no change" while
  // together they swap two situations).
  if (current.activeFrom !== input.activeFrom) await requireProject(tx, current.projectId, true);
  const reordered = await orderChanges(tx, current.projectId, id, current.activeFrom, input.activeFrom);
  await tx.update(projectSituations).set(changes).where(eq(projectSituations.id, id));
  if (reordered) await recomputeProjectCumulatives(tx, current.projectId);
  return getProjectSituation(tx, id);
}

/** Deletes the situation with its items (one transaction); `deletedItems` counts them. */
export async function deleteProjectSituation(tx: Tx, id: number): Promise<{ id: number; deletedItems: number }> {
  const [current] = await tx.select({ id: projectSituations.id }).from(projectSituations).where(eq(projectSituations.id, id)).for('update');
  if (!current) throw notFound(messages.notFound);
  // Its lines locked and their later rows' cumulatives lowered by what it executed.
  await releaseSituation(tx, id);
  // Its lines give back what it executed (one statement over its lines), then its items go.
  await tx.execute(sql`
    update project_cooperator_items ci set executed_quantity = ci.executed_quantity - gone.quantity
    from (select si.project_cooperator_item_id as id, sum(si.quantity) as quantity
          from situation_items si where si.project_situation_id = ${id} group by si.project_cooperator_item_id) gone
    where ci.id = gone.id`);
  const items = await tx.delete(situationItems).where(eq(situationItems.projectSituationId, id)).returning({ id: situationItems.id });
  await tx.delete(projectSituations).where(eq(projectSituations.id, id));
  return { id, deletedItems: items.length };
}

// ---- situation items

/** Moves a line's executed_quantity by `delta` (a decimal string, exact numeric in SQL). */
async function addExecuted(tx: Tx, lineId: number, delta: string) {
  await tx
    .update(projectCooperatorItems)
    .set({ executedQuantity: sql`${projectCooperatorItems.executedQuantity} + ${delta}::numeric` })
    .where(eq(projectCooperatorItems.id, lineId));
}

async function checkSituationItem(tx: Tx, input: SituationItemInput) {
  const [situation] = await tx
    .select({ projectId: projectSituations.projectId })
    .from(projectSituations)
    .where(eq(projectSituations.id, input.projectSituationId))
    .for('update');
  const [line] = await tx
    .select({ projectId: projectCooperatorItems.projectId })
    .from(projectCooperatorItems)
    .where(eq(projectCooperatorItems.id, input.projectCooperatorItemId));
  const errors: Errors = {};
  if (!situation) errors.projectSituationId = [messages.situationMissing];
  if (!line) errors.projectCooperatorItemId = [messages.cooperatorItemMissing];
  else if (situation && line.projectId !== situation.projectId) errors.projectCooperatorItemId = [messages.situationItemOtherProject];
  if (Object.keys(errors).length) throw invalid(errors);
}

export async function createSituationItem(tx: Tx, input: SituationItemInput): Promise<SituationItemDto> {
  await checkSituationItem(tx, input);
  const [existing] = await tx
    .select({ id: situationItems.id })
    .from(situationItems)
    .where(and(eq(situationItems.projectSituationId, input.projectSituationId), eq(situationItems.projectCooperatorItemId, input.projectCooperatorItemId)));
  if (existing) throw conflict(messages.situationItemDuplicate);
  await lockLines(tx, [input.projectCooperatorItemId]);
  const [row] = await tx
    .insert(situationItems)
    .values({ ...input, cumulativeQuantity: sql`${cumulativeBefore(input.projectCooperatorItemId, input.projectSituationId)} + ${input.quantity}::numeric` })
    .returning({ id: situationItems.id });
  await addExecuted(tx, input.projectCooperatorItemId, input.quantity);
  await shiftLater(tx, input.projectCooperatorItemId, input.projectSituationId, input.quantity);
  return getSituationItem(tx, row.id);
}

/** The quantity only; the situation and the line stay (400 when the body names others). */
export async function updateSituationItem(tx: Tx, id: number, input: SituationItemInput): Promise<SituationItemDto> {
  const [found] = await tx
    .select({ situationId: situationItems.projectSituationId, lineId: situationItems.projectCooperatorItemId })
    .from(situationItems)
    .where(eq(situationItems.id, id));
  if (!found) throw notFound(messages.notFound);
  if (found.situationId !== input.projectSituationId) throw invalid({ projectSituationId: [messages.situationItemFixed] });
  if (found.lineId !== input.projectCooperatorItemId) throw invalid({ projectCooperatorItemId: [messages.situationItemFixed] });
  // The line's lock first (the order every cumulative write takes), then the row as it is now.
  await lockLines(tx, [found.lineId]);
  const [current] = await tx.select({ quantity: situationItems.quantity }).from(situationItems).where(eq(situationItems.id, id)).for('update');
  if (!current) throw notFound(messages.notFound);
  const delta = subtractDecimals(input.quantity, current.quantity);
  await tx
    .update(situationItems)
    .set({ quantity: input.quantity, cumulativeQuantity: sql`${situationItems.cumulativeQuantity} + ${delta}::numeric` })
    .where(eq(situationItems.id, id));
  await addExecuted(tx, found.lineId, delta);
  await shiftLater(tx, found.lineId, found.situationId, delta);
  return getSituationItem(tx, id);
}

export async function deleteSituationItem(tx: Tx, id: number): Promise<void> {
  const [found] = await tx.select({ lineId: situationItems.projectCooperatorItemId }).from(situationItems).where(eq(situationItems.id, id));
  if (!found) throw notFound(messages.notFound);
  await lockLines(tx, [found.lineId]);
  const [deleted] = await tx
    .delete(situationItems)
    .where(eq(situationItems.id, id))
    .returning({ situationId: situationItems.projectSituationId, quantity: situationItems.quantity });
  if (!deleted) throw notFound(messages.notFound);
  await addExecuted(tx, found.lineId, `-${deleted.quantity}`);
  await shiftLater(tx, found.lineId, deleted.situationId, `-${deleted.quantity}`);
}

