import 'server-only';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
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

const executedColumns = {
  id: situationItems.id,
  projectSituationId: situationItems.projectSituationId,
  projectCooperatorItemId: situationItems.projectCooperatorItemId,
  projectCooperatorId: projectCooperatorItems.projectCooperatorId,
  projectItemId: projectCooperatorItems.projectItemId,
  contractorItemId: projectCooperatorItems.contractorItemId,
  quantity: situationItems.quantity,
  unitPrice: projectCooperatorItems.unitPrice,
};

/** What the earlier situations executed on the row's line: its kept running cumulative minus its quantity (cumulative-store.ts), exact numeric. */
const earlier = sql<string>`(${situationItems.cumulativeQuantity} - ${situationItems.quantity})::text`;

const earlierOf = (rows: readonly { projectCooperatorItemId: number; earlier: string }[]) => new Map(rows.map((r) => [r.projectCooperatorItemId, r.earlier]));

function withoutEarlier<R extends { earlier: string }>(row: R): Omit<R, 'earlier'> {
  const { earlier: _kept, ...rest } = row; // eslint-disable-line @typescript-eslint/no-unused-vars
  return rest;
}

/**
 * One situation item with its amounts and cumulative values (the answer of every write): its own
 * row with its kept cumulative (one row), never the whole situation's table (60,000 rows on the
 * benchmark project: 1 s a save).
 */
export async function getSituationItem(db: DbOrTx, id: number): Promise<SituationItemDto> {
  const [row] = await db
    .select({ ...executedColumns, activeFrom: projectSituations.activeFrom, earlier })
    .from(situationItems)
    .innerJoin(projectSituations, eq(projectSituations.id, situationItems.projectSituationId))
    .innerJoin(projectCooperatorItems, eq(projectCooperatorItems.id, situationItems.projectCooperatorItemId))
    .where(eq(situationItems.id, id));
  if (!row) throw notFound(messages.notFound);
  const { activeFrom, ...kept } = row;
  const [result] = cumulate([{ id: kept.projectSituationId, activeFrom }], [withoutEarlier(kept)], earlierOf([kept]));
  return result;
}
