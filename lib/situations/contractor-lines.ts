import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { projectCooperators } from '@/db/schema';
import { notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { requireProject } from '@/lib/projects/queries';
import { COOPERATOR_TYPE_CONTRACTOR } from './constants';

/**
 * GET /api/Projects/{id}/ContractorItemRows?contractorId (issue 15): what the Contractors tab shows
 * of ONE contractor, instead of every line of the project (GET ProjectCooperatorItems: 60,000
 * lines and 20 MB on the large data). The contractor's own lines (contractor_item_id null) and
 * every subcontractor line hanging on one of them, as ContractorLineTuple arrays written by
 * Postgres as text (no per-line JavaScript, no keys repeated per line). Both halves are index
 * reads: the unique (project_cooperator_id, project_item_id) and contractor_item_idx. In no
 * order (the tab places each line by its item; sorting 20,000 lines cost a fifth of the time).
 *
 * Scope from the path: the contractor is an Izvođač with "has BOQ" of the project in the path
 * (404 otherwise, as the PUT's rule), and every line read is of that project.
 */
/** The project cooperator `contractorId` if it is a contractor (Izvođač with "has BOQ") of the project; else undefined. */
export async function projectContractor(db: DbOrTx, projectId: number, contractorId: number): Promise<{ cooperatorId: number } | undefined> {
  const [contractor] = await db
    .select({ cooperatorId: projectCooperators.cooperatorId })
    .from(projectCooperators)
    .where(
      and(
        eq(projectCooperators.id, contractorId),
        eq(projectCooperators.projectId, projectId),
        eq(projectCooperators.cooperatorTypeId, COOPERATOR_TYPE_CONTRACTOR),
        eq(projectCooperators.hasBoq, true),
      ),
    );
  return contractor;
}

export async function contractorLinesJson(db: DbOrTx, projectId: number, contractorId: number): Promise<string> {
  await requireProject(db, projectId);
  if (!(await projectContractor(db, projectId, contractorId))) throw notFound(messages.notFound);
  const result = await db.execute<{ json: string | null }>(sql`
    with own as (
      select l.id, l.project_item_id, l.project_cooperator_id, l.contractor_item_id, l.quantity, l.unit_price, l.total_price
      from project_cooperator_items l
      where l.project_cooperator_id = ${contractorId} and l.project_id = ${projectId} and l.contractor_item_id is null
    ), lines as (
      select * from own
      union all
      select s.id, s.project_item_id, s.project_cooperator_id, s.contractor_item_id, s.quantity, s.unit_price, s.total_price
      from own join project_cooperator_items s on s.contractor_item_id = own.id
      where s.project_id = ${projectId}
    )
    select '{"lines":[' || coalesce(string_agg(
      '[' || id || ',' || project_item_id || ',' || project_cooperator_id || ',' || coalesce(contractor_item_id::text, 'null')
        || ',"' || trim_scale(quantity) || '","' || trim_scale(unit_price) || '","' || total_price || '"]',
      ','), '') || ']}' as json
    from lines`);
  return result.rows[0]?.json ?? '{"lines":[]}';
}
