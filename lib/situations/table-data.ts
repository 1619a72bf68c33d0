import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { fromScaled, toScaled } from '@/lib/format/decimal';
import { fieldError, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { itemTotalPrice, MONEY_SCALE, QUANTITY_SCALE } from '@/lib/project-items/amounts';
import { inReadSnapshot } from '@/lib/project-items/paged-rows';
import { COOPERATOR_TYPE_CONTRACTOR } from './constants';
import { allContractorsLineScope, contractorLineScope, positionSql, projectLineScope, readSituationLines, type SituationLineRow, type SituationPosition } from './situation-lines';
import { compactDecimal, encodeTableLine, type SituationTableDto, type SituationTableLine } from './table-schemas';

/**
 * The situations tab's table (GET /api/ProjectSituations/{id}/Table?contractorId=; issue 11,
 * "Situations tab"), read in one snapshot by the export's grouped read (situation-lines.ts):
 *
 * - one contractor: its lines and its subcontractors' lines, each with the contracted values,
 *   this situation's quantity and amount, the cumulative quantity and amount; a subcontractor's
 *   line also its income (prihod: its quantity at the CONTRACTOR's unit price) beside its expense
 *   (rashod: at its own unit price). Every amount is round(quantity x unit price, 2), the
 *   cumulative ones of the cumulative quantity (never sums of rounded period amounts).
 * - every contractor (contractorId absent): per item the sums over the contractors' lines (the
 *   quantities and the rounded line amounts), no subcontractors.
 *
 * The contractor must be an Izvođač with a bill of quantities of THE SITUATION'S project (400
 * on contractorId; the id is never trusted for scope); an unknown situation is a 404.
 */
export async function situationTable(db: DbOrTx, situationId: number, contractorId: number | null, onlyLineIds?: readonly number[]): Promise<SituationTableDto> {
  return inReadSnapshot(db, async (tx) => {
    const position = await readPosition(tx, situationId, contractorId);
    const scope = contractorId === null ? allContractorsLineScope(position.projectId) : contractorLineScope(contractorId, true);
    const rows = await readSituationLines(tx, position, scope, onlyLineIds);
    const lines = contractorId === null ? sumByItem(rows) : rows.map(tableLine);
    return { situationId, contractorId, lines: lines.map(encodeTableLine) };
  });
}

/** The given lines (any of the project's) of one situation, as the table shows them (the batch write's answer). */
export async function situationTableLines(tx: DbOrTx, situationId: number, projectId: number, lineIds: readonly number[]) {
  const position = await readPosition(tx, situationId, null);
  const rows = await readSituationLines(tx, position, projectLineScope(projectId), lineIds);
  return rows.map((r) => encodeTableLine(tableLine(r)));
}

async function readPosition(tx: DbOrTx, situationId: number, contractorId: number | null): Promise<SituationPosition> {
  const { earlier, total } = positionSql(sql.raw('s'));
  const result = await tx.execute(sql`
    select s.id, s.project_id as "projectId", s.active_from::text as "activeFrom", ${earlier} as earlier, ${total} as total,
      ${contractorId === null ? sql`true` : sql`exists (select 1 from project_cooperators pc where pc.id = ${contractorId} and pc.project_id = s.project_id
          and pc.cooperator_type_id = ${COOPERATOR_TYPE_CONTRACTOR} and pc.has_boq)`} as "contractorOk"
    from project_situations s where s.id = ${situationId}`);
  const row = result.rows[0] as { projectId: number | string; activeFrom: string; earlier: number | string; total: number | string; contractorOk: boolean } | undefined;
  if (!row) throw notFound(messages.situationMissing);
  if (!row.contractorOk) throw fieldError('contractorId', messages.situationExportNotContractor);
  return { situationId, projectId: Number(row.projectId), activeFrom: row.activeFrom, earlier: Number(row.earlier), total: Number(row.total) };
}

const q = (value: string) => compactDecimal(value);
const sumQuantity = (a: string, b: string) => fromScaled(toScaled(a, QUANTITY_SCALE) + toScaled(b, QUANTITY_SCALE), QUANTITY_SCALE);

/** One line with its amounts (exact; the cumulative of the cumulative quantity). */
export function tableLine(r: SituationLineRow): SituationTableLine {
  const cumulative = sumQuantity(r.previous, r.period);
  const income = r.contractorUnitPrice;
  return {
    projectItemId: r.projectItemId,
    projectCooperatorId: r.projectCooperatorId,
    lineId: r.id,
    quantity: q(r.quantity),
    unitPrice: q(r.unitPrice),
    totalPrice: q(r.totalPrice),
    periodQuantity: q(r.period),
    periodAmount: q(itemTotalPrice(r.period, r.unitPrice)),
    cumulativeQuantity: q(cumulative),
    cumulativeAmount: q(itemTotalPrice(cumulative, r.unitPrice)),
    situationItemId: r.situationItemId,
    periodIncome: income === null ? null : q(itemTotalPrice(r.period, income)),
    cumulativeIncome: income === null ? null : q(itemTotalPrice(cumulative, income)),
  };
}

/** Every contractor: per item the sums of the quantities and of the rounded line amounts. */
export function sumByItem(rows: readonly SituationLineRow[]): SituationTableLine[] {
  type Sum = { quantity: bigint; total: bigint; period: bigint; periodAmount: bigint; cumulative: bigint; cumulativeAmount: bigint };
  const byItem = new Map<number, Sum>();
  for (const r of rows) {
    const l = tableLine(r);
    let s = byItem.get(r.projectItemId);
    if (!s) byItem.set(r.projectItemId, (s = { quantity: 0n, total: 0n, period: 0n, periodAmount: 0n, cumulative: 0n, cumulativeAmount: 0n }));
    s.quantity += toScaled(l.quantity, QUANTITY_SCALE);
    s.total += toScaled(l.totalPrice, MONEY_SCALE);
    s.period += toScaled(l.periodQuantity, QUANTITY_SCALE);
    s.periodAmount += toScaled(l.periodAmount, MONEY_SCALE);
    s.cumulative += toScaled(l.cumulativeQuantity, QUANTITY_SCALE);
    s.cumulativeAmount += toScaled(l.cumulativeAmount, MONEY_SCALE);
  }
  const qty = (v: bigint) => q(fromScaled(v, QUANTITY_SCALE));
  const money = (v: bigint) => q(fromScaled(v, MONEY_SCALE));
  return [...byItem].map(([projectItemId, s]) => ({
    projectItemId,
    projectCooperatorId: null,
    lineId: null,
    quantity: qty(s.quantity),
    unitPrice: null,
    totalPrice: money(s.total),
    periodQuantity: qty(s.period),
    periodAmount: money(s.periodAmount),
    cumulativeQuantity: qty(s.cumulative),
    cumulativeAmount: money(s.cumulativeAmount),
    situationItemId: null,
    periodIncome: null,
    cumulativeIncome: null,
  }));
}
