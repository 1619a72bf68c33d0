import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { projectCooperatorItems, projectCooperators, projectItems } from '@/db/schema';
import { can } from '@/lib/auth/permissions';
import { toScaled } from '@/lib/format/decimal';
import { AppError } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { QUANTITY_SCALE } from '@/lib/project-items/amounts';
import { requireProject } from '@/lib/projects/queries';
import { COOPERATOR_TYPE_SUBCONTRACTOR } from './constants';
import { projectContractor } from './contractor-lines';
import { getProjectCooperatorItem } from './queries';
import type { ContractorItemRowInput, ContractorItemRowParty, ContractorItemRowResult } from './row-schemas';
import { createProjectCooperatorItem, deleteProjectCooperatorItem, updateProjectCooperatorItem } from './service';

/**
 * PUT /api/Projects/{id}/ContractorItemRows: one row of the Contractors tab (one project item:
 * the contractor's line and its subcontractors') in the route's ONE transaction, so a failure
 * in the middle (a 409 for executed quantities, a 400) leaves the row as it was.
 *
 * Scope from the path, never from the body alone: the item is an item (not a group) of the
 * project in the path; the contractor is an Izvođač with "has BOQ" of that project; every party
 * is the contractor or a Podizvođač of this project whose client is the contractor (400 otherwise).
 * Then the existing writes of service.ts run, with their own checks and locks, after the
 * project row lock: deletes first (the contractor's takes its subcontractors' lines; one with
 * executed quantities is a 409), then the contractor's line, then the subcontractors' (theirs
 * hang on it). Unchanged lines are not written.
 */
const invalid = (errors: Record<string, string[]>) => new AppError(400, messages.validationFailed, errors);
const same = (a: string, b: string) => toScaled(a, QUANTITY_SCALE) === toScaled(b, QUANTITY_SCALE);

export async function saveContractorItemRow(tx: Tx, roleId: number, projectId: number, input: ContractorItemRowInput): Promise<ContractorItemRowResult> {
  // The handler checked update; the row may create lines, and delete them when a party is emptied.
  if (!can(roleId, 'projectItems', 'create')) throw new AppError(403, messages.forbidden);
  await requireProject(tx, projectId, true);
  const { projectItemId, contractorId, parties } = input;

  const [item] = await tx.select({ projectId: projectItems.projectId, isGroup: projectItems.isGroup }).from(projectItems).where(eq(projectItems.id, projectItemId));
  if (!item || item.projectId !== projectId) throw invalid({ projectItemId: [messages.contractorRowItemOtherProject] });
  if (item.isGroup) throw invalid({ projectItemId: [messages.cooperatorItemIsGroup] });

  const contractor = await projectContractor(tx, projectId, contractorId);
  if (!contractor) throw invalid({ contractorId: [messages.contractorRowNotContractor] });
  const subs = await tx
    .select({ id: projectCooperators.id })
    .from(projectCooperators)
    .where(
      and(
        eq(projectCooperators.projectId, projectId),
        eq(projectCooperators.cooperatorTypeId, COOPERATOR_TYPE_SUBCONTRACTOR),
        eq(projectCooperators.clientId, contractor.cooperatorId),
      ),
    );
  const allowed = new Set([contractorId, ...subs.map((s) => s.id)]);
  const errors: Record<string, string[]> = {};
  parties.forEach((p, i) => {
    if (!allowed.has(p.projectCooperatorId)) errors[`parties.${i}.projectCooperatorId`] = [messages.contractorRowNotParty];
  });
  if (Object.keys(errors).length) throw invalid(errors);

  // The row's lines now: the contractor's own, and its subcontractors' on it.
  const current = await rowLines(tx, projectItemId, [...allowed]);
  const lineOf = new Map(current.map((l) => [l.projectCooperatorId, l]));
  const contractorParty = parties.find((p) => p.projectCooperatorId === contractorId);
  const subParties = parties.filter((p) => p.projectCooperatorId !== contractorId);
  const empty = (p: ContractorItemRowParty) => p.quantity === null;

  const removes = parties.filter((p) => empty(p) && lineOf.has(p.projectCooperatorId));
  if (removes.length && !can(roleId, 'projectItems', 'delete')) throw new AppError(403, messages.forbidden);

  const result = { created: 0, updated: 0, deleted: 0 };
  const contractorGoes = contractorParty && empty(contractorParty) && lineOf.has(contractorId);
  if (contractorGoes) {
    result.deleted += (await deleteProjectCooperatorItem(tx, lineOf.get(contractorId)!.id)).deleted;
  } else {
    for (const p of subParties.filter((s) => empty(s) && lineOf.has(s.projectCooperatorId))) {
      result.deleted += (await deleteProjectCooperatorItem(tx, lineOf.get(p.projectCooperatorId)!.id)).deleted;
    }
  }
  // Writes: the contractor's line first (the subcontractors' hang on it).
  for (const p of [...(contractorParty ? [contractorParty] : []), ...subParties]) {
    if (empty(p)) continue;
    const values = { projectCooperatorId: p.projectCooperatorId, projectItemId, quantity: p.quantity!, unitPrice: p.unitPrice! };
    const line = contractorGoes ? undefined : lineOf.get(p.projectCooperatorId);
    if (!line) {
      await createProjectCooperatorItem(tx, values);
      result.created++;
    } else if (!same(line.quantity, values.quantity) || !same(line.unitPrice, values.unitPrice)) {
      await updateProjectCooperatorItem(tx, line.id, values);
      result.updated++;
    }
  }

  const after = await rowLines(tx, projectItemId, [...allowed]);
  after.sort((a, b) => Number(b.projectCooperatorId === contractorId) - Number(a.projectCooperatorId === contractorId) || a.id - b.id);
  const lines = [];
  for (const l of after) lines.push(await getProjectCooperatorItem(tx, l.id));
  return { projectItemId, contractorId, lines, ...result };
}

/** The item's lines of these parties (the row's), locked for the write. */
function rowLines(tx: Tx, projectItemId: number, parties: number[]) {
  return tx
    .select({
      id: projectCooperatorItems.id,
      projectCooperatorId: projectCooperatorItems.projectCooperatorId,
      quantity: projectCooperatorItems.quantity,
      unitPrice: projectCooperatorItems.unitPrice,
    })
    .from(projectCooperatorItems)
    .where(and(eq(projectCooperatorItems.projectItemId, projectItemId), inArray(projectCooperatorItems.projectCooperatorId, parties)))
    .for('update');
}
