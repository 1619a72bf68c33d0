import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { fieldError, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { inReadSnapshot } from '@/lib/project-items/paged-rows';
import { COOPERATOR_TYPE_CONTRACTOR, COOPERATOR_TYPE_SUBCONTRACTOR } from './constants';
import { allContractorsLineScope, contractorLineScope, positionSql, projectLineScope, situationLinesSql, withoutJit, type SituationPosition } from './situation-lines';
import type { SituationTableDto, SituationTableTuple } from './table-schemas';

/**
 * The situations tab's table (GET /api/ProjectSituations/{id}/Table?contractorId=; issue 11,
 * "Situations tab"), read in one snapshot through the export's read (situation-lines.ts):
 *
 * - one contractor: its lines and its subcontractors' lines, each with the contracted values,
 *   this situation's quantity and amount, the cumulative quantity and amount; a subcontractor's
 *   line also its income (prihod: its quantity at the CONTRACTOR's unit price) beside its expense
 *   (rashod: at its own unit price).
 * - every contractor (contractorId absent): per item the sums over the contractors' lines (the
 *   quantities and the rounded line amounts), no subcontractors.
 *
 * Every amount is round(quantity x unit price, 2) half away from zero, the cumulative ones of the
 * cumulative quantity (never sums of rounded period amounts). They are computed in the statement,
 * in Postgres numeric (exact decimals; its round(numeric, 2) is amounts.ts's rounding, the one
 * that stored every line total; the API tests check both against the documented example): 30,000
 * lines through BigInt decimal strings cost 400 ms of JavaScript, the statement a few ms more.
 * trim_scale drops trailing zeros ("12.5"), so the answer stays compact.
 *
 * The contractor must be an Izvođač with a bill of quantities of THE SITUATION'S project (400
 * on contractorId; the id is never trusted for scope); an unknown situation is a 404.
 */
export async function situationTable(db: DbOrTx, situationId: number, contractorId: number | null): Promise<SituationTableDto> {
  return inReadSnapshot(db, async (tx) => {
    await withoutJit(tx);
    const position = await readPosition(tx, situationId, contractorId);
    const lines =
      contractorId === null
        ? await readSums(tx, situationLinesSql(position, allContractorsLineScope(position.projectId)))
        : await readLines(tx, situationLinesSql(position, contractorLineScope(contractorId, position.subcontractorIds)));
    return { situationId, contractorId, lines };
  });
}

/** The given lines (any of the project's) of one situation, as the table shows them (the batch write's answer). */
export async function situationTableLines(tx: DbOrTx, situationId: number, projectId: number, lineIds: readonly number[]): Promise<SituationTableTuple[]> {
  const position = await readPosition(tx, situationId, null);
  return readLines(tx, situationLinesSql(position, projectLineScope(projectId), lineIds));
}

type Position = SituationPosition & { subcontractorIds: number[] };

async function readPosition(tx: DbOrTx, situationId: number, contractorId: number | null): Promise<Position> {
  const { earlier, total } = positionSql(sql.raw('s'));
  const contractor = contractorId === null ? null : sql`(select pc.cooperator_id from project_cooperators pc where pc.id = ${contractorId} and pc.project_id = s.project_id
          and pc.cooperator_type_id = ${COOPERATOR_TYPE_CONTRACTOR} and pc.has_boq)`;
  const result = await tx.execute(sql`
    select s.project_id as "projectId", s.active_from::text as "activeFrom", ${earlier} as earlier, ${total} as total,
      ${contractor === null ? sql`null::int` : contractor} as "contractorCooperatorId",
      ${
        contractor === null
          ? sql`'{}'::int[]`
          : sql`array(select sub.id from project_cooperators sub where sub.project_id = s.project_id
              and sub.cooperator_type_id = ${COOPERATOR_TYPE_SUBCONTRACTOR} and sub.client_id = ${contractor} order by sub.id)`
      } as "subcontractorIds"
    from project_situations s where s.id = ${situationId}`);
  type Row = { projectId: number | string; activeFrom: string; earlier: number | string; total: number | string; contractorCooperatorId: number | null; subcontractorIds: (number | string)[] };
  const row = result.rows[0] as Row | undefined;
  if (!row) throw notFound(messages.situationMissing);
  if (contractorId !== null && row.contractorCooperatorId === null) throw fieldError('contractorId', messages.situationExportNotContractor);
  return {
    situationId,
    projectId: Number(row.projectId),
    activeFrom: row.activeFrom,
    earlier: Number(row.earlier),
    total: Number(row.total),
    subcontractorIds: (row.subcontractorIds ?? []).map(Number),
  };
}

const t = (value: SQL) => sql`trim_scale(${value})::text`;

/** One tuple per line, the amounts computed in the statement (exact numeric). */
async function readLines(tx: DbOrTx, lines: SQL): Promise<SituationTableTuple[]> {
  const result = await tx.execute(sql`
    select r.project_item_id as i, r.project_cooperator_id as c, r.id,
      ${t(sql`r.quantity`)} as q, ${t(sql`r.unit_price`)} as p, ${t(sql`r.total_price`)} as tp,
      ${t(sql`r.period`)} as pq, ${t(sql`round(r.period * r.unit_price, 2)`)} as pa,
      ${t(sql`r.previous + r.period`)} as cq, ${t(sql`round((r.previous + r.period) * r.unit_price, 2)`)} as ca,
      r.situation_item_id as si,
      ${t(sql`round(r.period * r.contractor_unit_price, 2)`)} as pi,
      ${t(sql`round((r.previous + r.period) * r.contractor_unit_price, 2)`)} as ci
    from (${lines}) r`);
  type Row = { i: number; c: number; id: number; q: string; p: string; tp: string; pq: string; pa: string; cq: string; ca: string; si: number | null; pi: string | null; ci: string | null };
  return (result.rows as Row[]).map((r) => [Number(r.i), Number(r.c), Number(r.id), r.q, r.p, r.tp, r.pq, r.pa, r.cq, r.ca, r.si === null ? null : Number(r.si), r.pi, r.ci]);
}

/** Every contractor: per item the sums of the quantities and of the rounded line amounts. */
async function readSums(tx: DbOrTx, lines: SQL): Promise<SituationTableTuple[]> {
  const result = await tx.execute(sql`
    select r.project_item_id as i,
      ${t(sql`sum(r.quantity)`)} as q, ${t(sql`sum(r.total_price)`)} as tp,
      ${t(sql`sum(r.period)`)} as pq, ${t(sql`sum(round(r.period * r.unit_price, 2))`)} as pa,
      ${t(sql`sum(r.previous + r.period)`)} as cq, ${t(sql`sum(round((r.previous + r.period) * r.unit_price, 2))`)} as ca
    from (${lines}) r
    group by r.project_item_id`);
  type Row = { i: number; q: string; tp: string; pq: string; pa: string; cq: string; ca: string };
  return (result.rows as Row[]).map((r) => [Number(r.i), null, null, r.q, null, r.tp, r.pq, r.pa, r.cq, r.ca, null, null, null]);
}
