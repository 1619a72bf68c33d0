import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { projectCooperatorItems, projectSituations, situationItems } from '@/db/schema';
import { can } from '@/lib/auth/permissions';
import { toScaled } from '@/lib/format/decimal';
import { AppError, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { QUANTITY_SCALE } from '@/lib/project-items/amounts';
import { createSituationItem, deleteSituationItem, updateSituationItem } from './service';
import { situationTableLines } from './table-data';
import type { SituationQuantitiesInput, SituationTableTuple } from './table-schemas';

/** A planned write's line (the batch runs them in ascending line ids). */
type Op = { kind: 'delete' | 'update'; current: { lineId: number } } | { kind: 'create'; line: number };
const lineOf = (op: Op) => (op.kind === 'create' ? op.line : op.current.lineId);

/**
 * PUT /api/ProjectSituations/{id}/Quantities (issue 11, the situations tab's inline row editor):
 * one row's quantities of ONE situation in ONE transaction (the route's): per line a quantity
 * creates or updates its situation item, null deletes it (if any). Every line must be of the
 * situation's project, else 400 and nothing is written. The writes are service.ts's own
 * (createSituationItem, updateSituationItem, deleteSituationItem: the same checks, the same
 * locks, executed_quantity moved by the same amount). Rights: the route asks situations/update;
 * creating needs create too, deleting delete (403 otherwise, before anything is written).
 * Answers the lines' refreshed table tuples (table-data.ts).
 */
export async function saveSituationQuantities(
  tx: Tx,
  roleId: number | null,
  situationId: number,
  input: SituationQuantitiesInput,
): Promise<{ situationId: number; lines: SituationTableTuple[] }> {
  // The situation row first, locked as checkSituationItem locks it (a delete of it waits).
  const [situation] = await tx.select({ projectId: projectSituations.projectId }).from(projectSituations).where(eq(projectSituations.id, situationId)).for('update');
  if (!situation) throw notFound(messages.situationMissing);
  const ids = input.lines.map((l) => l.projectCooperatorItemId);
  const lines = await tx
    .select({ id: projectCooperatorItems.id, projectId: projectCooperatorItems.projectId })
    .from(projectCooperatorItems)
    .where(inArray(projectCooperatorItems.id, ids));
  const ofProject = new Set(lines.filter((l) => l.projectId === situation.projectId).map((l) => l.id));
  const foreign = input.lines.findIndex((l) => !ofProject.has(l.projectCooperatorItemId));
  if (foreign >= 0) {
    throw new AppError(400, messages.situationItemOtherProject, { [`lines.${foreign}.projectCooperatorItemId`]: [messages.situationItemOtherProject] });
  }
  const existing = await tx
    .select({ id: situationItems.id, lineId: situationItems.projectCooperatorItemId, quantity: situationItems.quantity })
    .from(situationItems)
    .where(and(eq(situationItems.projectSituationId, situationId), inArray(situationItems.projectCooperatorItemId, ids)));
  const byLine = new Map(existing.map((e) => [e.lineId, e]));

  const plan = input.lines.map((l) => {
    const current = byLine.get(l.projectCooperatorItemId);
    if (l.quantity === null) return current ? { kind: 'delete' as const, current } : null;
    if (!current) return { kind: 'create' as const, line: l.projectCooperatorItemId, quantity: l.quantity };
    if (toScaled(current.quantity, QUANTITY_SCALE) === toScaled(l.quantity, QUANTITY_SCALE)) return null;
    return { kind: 'update' as const, current, quantity: l.quantity };
  });
  for (const op of ['create', 'delete'] as const) {
    if (plan.some((p) => p?.kind === op) && !can(roleId, 'situations', op)) throw new AppError(403, messages.forbidden);
  }
  // In line order: the line locks are then taken in ascending ids, as every multi-line writer does.
  const ordered = plan.filter((p) => p !== null).sort((a, b) => lineOf(a) - lineOf(b));
  for (const p of ordered) {
    if (p.kind === 'delete') await deleteSituationItem(tx, p.current.id);
    else if (p.kind === 'create') await createSituationItem(tx, { projectSituationId: situationId, projectCooperatorItemId: p.line, quantity: p.quantity });
    else await updateSituationItem(tx, p.current.id, { projectSituationId: situationId, projectCooperatorItemId: p.current.lineId, quantity: p.quantity });
  }
  return { situationId, lines: await situationTableLines(tx, situationId, situation.projectId, ids) };
}
