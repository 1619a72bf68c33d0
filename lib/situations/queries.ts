import 'server-only';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { cooperators, projectCooperatorItems, projectCooperators, projectItems, projectSituations, situationItems, unitsOfMeasurement } from '@/db/schema';
import { notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { inReadSnapshot } from '@/lib/project-items/paged-rows';
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

/**
 * The project's situation items with amounts and cumulative values (cumulative.ts), in situation
 * order. With `situationId`, that situation's only, without reading the other situations' rows:
 * its items, and per line the sum executed in the situations before it (activeFrom, then id),
 * one grouped query on the indexes. Unknown or another project's situation: none.
 */
export function listSituationItems(db: DbOrTx, projectId: number, situationId: number | null = null): Promise<SituationItemDto[]> {
  // One snapshot: the situations, the rows and the earlier sums agree with each other.
  return inReadSnapshot(db, (tx) => (situationId === null ? allSituationItems(tx, projectId) : situationItemsOf(tx, projectId, situationId)));
}

async function allSituationItems(db: DbOrTx, projectId: number): Promise<SituationItemDto[]> {
  const situations = await listProjectSituations(db, projectId);
  const rows = await db
    .select(executedColumns)
    .from(situationItems)
    .innerJoin(projectSituations, eq(projectSituations.id, situationItems.projectSituationId))
    .innerJoin(projectCooperatorItems, eq(projectCooperatorItems.id, situationItems.projectCooperatorItemId))
    .where(eq(projectSituations.projectId, projectId));
  return cumulate(situations, rows);
}

async function situationItemsOf(db: DbOrTx, projectId: number, situationId: number): Promise<SituationItemDto[]> {
  const [situation] = await db
    .select({ id: projectSituations.id, activeFrom: projectSituations.activeFrom })
    .from(projectSituations)
    .where(and(eq(projectSituations.id, situationId), eq(projectSituations.projectId, projectId)));
  if (!situation) return [];
  const rows = await db
    .select(executedColumns)
    .from(situationItems)
    .innerJoin(projectCooperatorItems, eq(projectCooperatorItems.id, situationItems.projectCooperatorItemId))
    .where(eq(situationItems.projectSituationId, situationId));
  const before = await executedBefore(db, projectId, situation.activeFrom, situationId);
  return cumulate([situation], rows, before);
}

/**
 * Per line of the situation, what the situations before it executed: summed directly when it has
 * fewer predecessors than successors, otherwise as the line's kept total (executed_quantity)
 * minus this and the later situations, so no read covers more than half the situations.
 */
async function executedBefore(db: DbOrTx, projectId: number, activeFrom: string, situationId: number): Promise<Map<number, string>> {
  const position = await db.execute(sql`
    select count(*) filter (where (active_from, id) < (${activeFrom}::date, ${situationId}))::int as earlier, count(*)::int as total
    from project_situations where project_id = ${projectId}`);
  const { earlier, total } = position.rows[0] as { earlier: number | string; total: number | string };
  const direct = Number(earlier) <= Number(total) - Number(earlier) - 1;
  const lines = sql`si.project_cooperator_item_id in (select project_cooperator_item_id from situation_items where project_situation_id = ${situationId})`;
  const result = direct
    ? await db.execute(sql`
        select si.project_cooperator_item_id as id, sum(si.quantity)::text as quantity
        from project_situations s join situation_items si on si.project_situation_id = s.id
        where s.project_id = ${projectId} and (s.active_from, s.id) < (${activeFrom}::date, ${situationId}) and ${lines}
        group by si.project_cooperator_item_id`)
    : await db.execute(sql`
        select si.project_cooperator_item_id as id, (min(ci.executed_quantity) - sum(si.quantity))::text as quantity
        from project_situations s
        join situation_items si on si.project_situation_id = s.id
        join project_cooperator_items ci on ci.id = si.project_cooperator_item_id
        where s.project_id = ${projectId} and (s.active_from, s.id) >= (${activeFrom}::date, ${situationId}) and ${lines}
        group by si.project_cooperator_item_id`);
  return new Map((result.rows as { id: number | string; quantity: string }[]).map((r) => [Number(r.id), r.quantity]));
}

/**
 * One situation item with its amounts and cumulative values (the answer of every write): its own
 * row and its line's sum in the earlier situations (at most one row per situation, on the line's
 * index), never the whole situation's table (60,000 rows on the benchmark project: 1 s a save).
 */
export async function getSituationItem(db: DbOrTx, id: number): Promise<SituationItemDto> {
  return inReadSnapshot(db, async (tx) => {
    const [row] = await tx
      .select({ ...executedColumns, activeFrom: projectSituations.activeFrom })
      .from(situationItems)
      .innerJoin(projectSituations, eq(projectSituations.id, situationItems.projectSituationId))
      .innerJoin(projectCooperatorItems, eq(projectCooperatorItems.id, situationItems.projectCooperatorItemId))
      .where(eq(situationItems.id, id));
    if (!row) throw notFound(messages.notFound);
    const { activeFrom, ...item } = row;
    const earlier = await tx.execute(sql`
      select coalesce(sum(si.quantity), 0)::text as quantity
      from situation_items si join project_situations s on s.id = si.project_situation_id
      where si.project_cooperator_item_id = ${item.projectCooperatorItemId}
        and (s.active_from, s.id) < (${activeFrom}::date, ${item.projectSituationId})`);
    const before = new Map([[item.projectCooperatorItemId, (earlier.rows[0] as { quantity: string }).quantity]]);
    const [result] = cumulate([{ id: item.projectSituationId, activeFrom }], [item], before);
    return result;
  });
}
