import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { fromScaled, toScaled } from '@/lib/format/decimal';
import { fieldError, notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { MONEY_SCALE } from '@/lib/project-items/amounts';
import { inReadSnapshot } from '@/lib/project-items/paged-rows';
import { projectItemRows } from '@/lib/project-items/queries';
import { buildItemsTreeYielding, preOrder } from '@/lib/project-items/tree';
import type { ProjectItemNode } from '@/lib/project-items/types';
import { COOPERATOR_TYPE_INVESTOR } from '@/lib/projects/constants';
import { COOPERATOR_TYPE_CONTRACTOR } from './constants';
import { cumulate } from './cumulative';
import { contractorLineScope, readSituationLines, withoutJit, type SituationLineRow } from './situation-lines';

/**
 * What one contractor's privremena situacija shows (issue 11 "Situation export"; the .xlsx and the
 * PDF of export-service.ts are two layouts of it), read in one snapshot:
 *
 * 1. the header: the situation, its number (its position in the project's ordered list:
 *    activeFrom, then id), the project, its Investor cooperators and the contractor, which must
 *    be an Izvođač with a bill of quantities of THE SITUATION'S project (400 otherwise: the id is
 *    never trusted for scope);
 * 2. every line of the contractor with this period's and the earlier situations' quantities, one
 *    statement reading one kept row per line (situation-lines.ts: the running cumulative);
 * 3. the project's items (lib/project-items: ordinals, names, units, groups) as the tree.
 *
 * Amounts (cumulative.ts, exact): each line's period and cumulative amount is round(quantity x
 * unit price, 2), half away from zero; the contracted amount is the line's stored total (the same
 * rounding). Groups, the recapitulation and the totals are sums of those rounded line amounts.
 * Net amounts only. A line with no contracted quantity and nothing executed up to this situation
 * is left out; every other line of the contractor is in, in the tree's order, under its groups.
 */
export type SituationExportHeader = {
  situationId: number;
  /** 1-based position in the project's situations (activeFrom, then id). */
  number: number;
  name: string;
  description: string | null;
  activeFrom: string;
  activeTo: string;
  projectId: number;
  projectName: string;
  projectCode: string | null;
  /** The project's Investor cooperators' names, joined with ", " (null when none). */
  investor: string | null;
  /** The contractor's project cooperator id and its cooperator's name. */
  contractorId: number;
  contractorName: string;
};

export type SituationExportGroupRow = { kind: 'group'; level: number; ordinal: string; name: string };

export type SituationExportLine = {
  kind: 'line';
  level: number;
  /** The line's id (project cooperator item) and its bill-of-quantities item. */
  id: number;
  projectItemId: number;
  ordinal: string;
  name: string;
  unit: string | null;
  quantity: string;
  unitPrice: string;
  contractedAmount: string;
  previousQuantity: string;
  periodQuantity: string;
  periodAmount: string;
  cumulativeQuantity: string;
  cumulativeAmount: string;
};

export type SituationExportRow = SituationExportGroupRow | SituationExportLine;

/** One row of the recapitulation: a top-level group of the bill of quantities (or a top-level item). */
export type SituationExportRecap = {
  ordinal: string;
  name: string;
  contractedAmount: string;
  periodAmount: string;
  cumulativeAmount: string;
};

export type SituationExportTotals = { contractedAmount: string; periodAmount: string; cumulativeAmount: string };

export type SituationExportData = {
  header: SituationExportHeader;
  rows: SituationExportRow[];
  recapitulation: SituationExportRecap[];
  totals: SituationExportTotals;
};

type HeaderRow = Omit<SituationExportHeader, 'number' | 'contractorId' | 'contractorName'> & {
  earlier: number | string;
  total: number | string;
  contractorId: number | null;
  contractorName: string | null;
};

type LineRow = SituationLineRow;

export async function situationExportData(db: DbOrTx, situationId: number, contractorId: number): Promise<SituationExportData> {
  const { header, lines, items } = await inReadSnapshot(db, async (tx) => {
    await withoutJit(tx);
    const header = await readHeader(tx, situationId, contractorId);
    const lines = await readLines(tx, header);
    const items = await buildItemsTreeYielding(await projectItemRows(tx, header.projectId), new Map());
    return { header, lines, items: items.items };
  });
  return assemble(header, lines, items);
}

async function readHeader(tx: DbOrTx, situationId: number, contractorId: number): Promise<SituationExportHeader & { earlier: number; total: number }> {
  const result = await tx.execute(sql`
    select s.id as "situationId", s.name, s.description, s.active_from::text as "activeFrom", s.active_to::text as "activeTo",
      s.project_id as "projectId", p.name as "projectName", p.code as "projectCode",
      (select count(*) from project_situations e where e.project_id = s.project_id and (e.active_from, e.id) < (s.active_from, s.id))::int as earlier,
      (select count(*) from project_situations e where e.project_id = s.project_id)::int as total,
      (select string_agg(ic.name, ', ' order by ic.name)
         from project_cooperators ipc join cooperators ic on ic.id = ipc.cooperator_id
         where ipc.project_id = s.project_id and ipc.cooperator_type_id = ${COOPERATOR_TYPE_INVESTOR}) as investor,
      pc.id as "contractorId", c.name as "contractorName"
    from project_situations s
    join projects p on p.id = s.project_id
    left join project_cooperators pc
      on pc.id = ${contractorId} and pc.project_id = s.project_id and pc.cooperator_type_id = ${COOPERATOR_TYPE_CONTRACTOR} and pc.has_boq
    left join cooperators c on c.id = pc.cooperator_id
    where s.id = ${situationId}`);
  const row = result.rows[0] as HeaderRow | undefined;
  if (!row) throw notFound(messages.situationMissing);
  if (row.contractorId === null || row.contractorName === null) throw fieldError('contractorId', messages.situationExportNotContractor);
  const earlier = Number(row.earlier);
  return {
    ...row,
    situationId: Number(row.situationId),
    projectId: Number(row.projectId),
    contractorId: Number(row.contractorId),
    contractorName: row.contractorName,
    number: earlier + 1,
    earlier,
    total: Number(row.total),
  };
}

/** Every contractor line with this period's quantity and the earlier situations' sum (situation-lines.ts). */
async function readLines(tx: DbOrTx, h: SituationExportHeader & { earlier: number; total: number }): Promise<LineRow[]> {
  return readSituationLines(tx, h, contractorLineScope(h.contractorId));
}

const money = (value: bigint) => fromScaled(value, MONEY_SCALE);
const cents = (value: string) => toScaled(value, MONEY_SCALE);
const isZero = (value: string) => /^-?0*\.?0*$/.test(value);

type Sums = { contracted: bigint; period: bigint; cumulative: bigint };

function assemble(header: SituationExportHeader, lineRows: readonly LineRow[], roots: readonly ProjectItemNode[]): SituationExportData {
  // This period's and the cumulative amounts by cumulative.ts (one situation, the earlier sums as `before`).
  const cumulated = cumulate(
    [{ id: header.situationId, activeFrom: header.activeFrom }],
    lineRows.map((l) => ({ projectSituationId: header.situationId, projectCooperatorItemId: l.id, quantity: l.period, unitPrice: l.unitPrice })),
    new Map(lineRows.map((l) => [l.id, l.previous])),
  );
  const byLine = new Map(cumulated.map((c) => [c.projectCooperatorItemId, c]));
  const lineOfItem = new Map<number, { row: LineRow; periodAmount: string; cumulativeQuantity: string; cumulativeAmount: string }>();
  for (const row of lineRows) {
    const c = byLine.get(row.id)!;
    if (isZero(row.quantity) && isZero(c.cumulativeQuantity)) continue;
    lineOfItem.set(row.projectItemId, { row, periodAmount: c.totalPrice, cumulativeQuantity: c.cumulativeQuantity, cumulativeAmount: c.cumulativeTotalPrice });
  }

  // Pre-order over the tree; groups without any of the contractor's lines below them are left out.
  const order = preOrder(roots);
  const withLines = new Set<ProjectItemNode>();
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i];
    if (node.isGroup ? node.children.some((child) => withLines.has(child)) : lineOfItem.has(node.id)) withLines.add(node);
  }

  const rows: SituationExportRow[] = [];
  const recapitulation: SituationExportRecap[] = [];
  const total: Sums = { contracted: 0n, period: 0n, cumulative: 0n };
  let recap: { row: SituationExportRecap; sums: Sums } | null = null;
  const closeRecap = () => {
    if (!recap) return;
    recap.row.contractedAmount = money(recap.sums.contracted);
    recap.row.periodAmount = money(recap.sums.period);
    recap.row.cumulativeAmount = money(recap.sums.cumulative);
    recapitulation.push(recap.row);
    recap = null;
  };
  for (const node of order) {
    if (!withLines.has(node)) continue;
    if (node.parentId === null || node.level === 1) {
      closeRecap();
      const row = { ordinal: node.ordinalDisplay, name: node.name, contractedAmount: '', periodAmount: '', cumulativeAmount: '' };
      recap = { row, sums: { contracted: 0n, period: 0n, cumulative: 0n } };
    }
    if (node.isGroup) {
      rows.push({ kind: 'group', level: node.level, ordinal: node.ordinalDisplay, name: node.name });
      continue;
    }
    const line = lineOfItem.get(node.id)!;
    const amounts = { contracted: cents(line.row.totalPrice), period: cents(line.periodAmount), cumulative: cents(line.cumulativeAmount) };
    for (const sums of [total, recap!.sums]) {
      sums.contracted += amounts.contracted;
      sums.period += amounts.period;
      sums.cumulative += amounts.cumulative;
    }
    rows.push({
      kind: 'line',
      level: node.level,
      id: line.row.id,
      projectItemId: node.id,
      ordinal: node.ordinalDisplay,
      name: node.name,
      unit: node.unitOfMeasurement,
      quantity: line.row.quantity,
      unitPrice: line.row.unitPrice,
      contractedAmount: money(amounts.contracted),
      previousQuantity: line.row.previous,
      periodQuantity: line.row.period,
      periodAmount: line.periodAmount,
      cumulativeQuantity: line.cumulativeQuantity,
      cumulativeAmount: line.cumulativeAmount,
    });
  }
  closeRecap();
  return {
    header,
    rows,
    recapitulation,
    totals: { contractedAmount: money(total.contracted), periodAmount: money(total.period), cumulativeAmount: money(total.cumulative) },
  };
}
