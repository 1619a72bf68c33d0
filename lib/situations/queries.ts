import 'server-only';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { cooperators, projectCooperatorItems, projectCooperators, projectItems, projectSituations, situationItems, unitsOfMeasurement } from '@/db/schema';
import { notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { cumulate } from './cumulative';
import type { ProjectCooperatorItemDto, ProjectSituationDto, SituationItemDto } from './schemas';

/**
 * Reads of contractors' cost lists and situations: one query per list (joins, never N+1), on the
 * indexes (project_id, ...). GET /api/Projects/{id}/ProjectCooperatorItems, /ProjectSituations,
 * /ProjectSituationItems and the GETs by id.
 */
const cooperatorItemColumns = {
  id: projectCooperatorItems.id,
  projectId: projectCooperatorItems.projectId,
  projectCooperatorId: projectCooperatorItems.projectCooperatorId,
  projectItemId: projectCooperatorItems.projectItemId,
  contractorItemId: projectCooperatorItems.contractorItemId,
  quantity: projectCooperatorItems.quantity,
  unitPrice: projectCooperatorItems.unitPrice,
  totalPrice: projectCooperatorItems.totalPrice,
  cooperatorName: cooperators.name,
  projectItemName: projectItems.name,
  unitOfMeasurement: unitsOfMeasurement.shortName,
};

function selectCooperatorItems(db: DbOrTx, where: SQL): Promise<ProjectCooperatorItemDto[]> {
  return db
    .select(cooperatorItemColumns)
    .from(projectCooperatorItems)
    .innerJoin(projectCooperators, eq(projectCooperators.id, projectCooperatorItems.projectCooperatorId))
    .innerJoin(cooperators, eq(cooperators.id, projectCooperators.cooperatorId))
    .innerJoin(projectItems, eq(projectItems.id, projectCooperatorItems.projectItemId))
    .leftJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, projectItems.unitOfMeasurementId))
    .where(where)
    .orderBy(asc(projectCooperatorItems.projectCooperatorId), asc(projectCooperatorItems.projectItemId), asc(projectCooperatorItems.id));
}

/** Every cost-list line of the project, contractors' and subcontractors', by cooperator then item. */
export function listProjectCooperatorItems(db: DbOrTx, projectId: number): Promise<ProjectCooperatorItemDto[]> {
  return selectCooperatorItems(db, eq(projectCooperatorItems.projectId, projectId));
}

export async function getProjectCooperatorItem(db: DbOrTx, id: number): Promise<ProjectCooperatorItemDto> {
  const [row] = await selectCooperatorItems(db, eq(projectCooperatorItems.id, id));
  if (!row) throw notFound(messages.notFound);
  return row;
}

const situationColumns = {
  id: projectSituations.id,
  projectId: projectSituations.projectId,
  name: projectSituations.name,
  activeFrom: projectSituations.activeFrom,
  activeTo: projectSituations.activeTo,
  description: projectSituations.description,
};

/** The project's situations in their order: activeFrom, then id (index project_id, active_from, id). */
export function listProjectSituations(db: DbOrTx, projectId: number): Promise<ProjectSituationDto[]> {
  return db
    .select(situationColumns)
    .from(projectSituations)
    .where(eq(projectSituations.projectId, projectId))
    .orderBy(asc(projectSituations.activeFrom), asc(projectSituations.id));
}

export async function getProjectSituation(db: DbOrTx, id: number): Promise<ProjectSituationDto> {
  const [row] = await db.select(situationColumns).from(projectSituations).where(eq(projectSituations.id, id));
  if (!row) throw notFound(messages.notFound);
  return row;
}

/**
 * The project's situation items with amounts and cumulative values (cumulative.ts), in situation
 * order; with `situationId`, that situation's only (its cumulative still counts the earlier ones).
 * Two queries: the situations and every executed quantity of the project.
 */
export async function listSituationItems(db: DbOrTx, projectId: number, situationId: number | null = null): Promise<SituationItemDto[]> {
  const situations = await listProjectSituations(db, projectId);
  const rows = await db
    .select({
      id: situationItems.id,
      projectSituationId: situationItems.projectSituationId,
      projectCooperatorItemId: situationItems.projectCooperatorItemId,
      projectCooperatorId: projectCooperatorItems.projectCooperatorId,
      projectItemId: projectCooperatorItems.projectItemId,
      contractorItemId: projectCooperatorItems.contractorItemId,
      quantity: situationItems.quantity,
      unitPrice: projectCooperatorItems.unitPrice,
    })
    .from(situationItems)
    .innerJoin(projectSituations, eq(projectSituations.id, situationItems.projectSituationId))
    .innerJoin(projectCooperatorItems, eq(projectCooperatorItems.id, situationItems.projectCooperatorItemId))
    .where(eq(projectSituations.projectId, projectId));
  const all = cumulate(situations, rows);
  return situationId === null ? all : all.filter((r) => r.projectSituationId === situationId);
}

/** One situation item with its amounts and cumulative values. */
export async function getSituationItem(db: DbOrTx, id: number): Promise<SituationItemDto> {
  const [row] = await db
    .select({ situationId: situationItems.projectSituationId, projectId: projectSituations.projectId })
    .from(situationItems)
    .innerJoin(projectSituations, eq(projectSituations.id, situationItems.projectSituationId))
    .where(eq(situationItems.id, id));
  if (!row) throw notFound(messages.notFound);
  const item = (await listSituationItems(db, row.projectId, row.situationId)).find((r) => r.id === id);
  if (!item) throw notFound(messages.notFound);
  return item;
}
