import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { fromScaled, toScaled } from '@/lib/format/decimal';
import { QUANTITY_SCALE } from '@/lib/project-items/amounts';

/**
 * THE read of one situation's lines (issue 11), shared by the situation export
 * (export-data.ts) and the situations tab's table (table-data.ts): every line in `scope` with
 * its contracted values, this situation's quantity (and its situation item id) and the earlier
 * situations' sum, in one statement that reads ONE kept row per line (never sums situations):
 * this situation's row gives period and cumulative (previous = cumulative − period); a line with
 * no row here takes the cumulative of its latest row in an earlier situation (a lateral over the
 * line's few rows by its index). The cumulative is kept by every write (cumulative-store.ts;
 * docs/situations.md, "Reads on a large project").
 */
export type SituationPosition = {
  situationId: number;
  projectId: number;
  activeFrom: string;
  /** How many situations of the project come before this one (activeFrom, then id), and how many there are (the export's number). */
  earlier: number;
  total: number;
};

export type SituationLineRow = {
  id: number;
  projectItemId: number;
  projectCooperatorId: number;
  /** Null on a contractor's line; on a subcontractor's line, the contractor's line. */
  contractorItemId: number | null;
  /** The contractor line's unit price on a subcontractor's line (its income), else null. */
  contractorUnitPrice: string | null;
  quantity: string;
  unitPrice: string;
  totalPrice: string;
  /** This situation's quantity ("0.000000" when none) and its situation item id (null when none). */
  period: string;
  situationItemId: number | null;
  /** The earlier situations' sum. */
  previous: string;
};

/**
 * Lines `l` (alias) of ONE contractor: its own lines, and those of the given subcontractors (a
 * subcontractor's lines all hang on its client's lines, service.ts), by the (project_cooperator_id,
 * project_item_id) index.
 */
export function contractorLineScope(contractorId: number, subcontractorIds: readonly number[] = []): (alias: SQL) => SQL {
  const ids = [contractorId, ...subcontractorIds];
  return (l) =>
    subcontractorIds.length === 0
      ? sql`(${l}.project_cooperator_id = ${contractorId} and ${l}.contractor_item_id is null)`
      : sql`(${l}.project_cooperator_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}))`;
}

/** Every contractor's own line of the project (no subcontractor lines). */
export const allContractorsLineScope = (projectId: number) => (l: SQL) => sql`(${l}.project_id = ${projectId} and ${l}.contractor_item_id is null)`;

/** Any line of the project (the batch write's answer names its lines by id). */
export const projectLineScope = (projectId: number) => (l: SQL) => sql`(${l}.project_id = ${projectId})`;

/** Decimal string of a quantity at scale 6 (Postgres gives "5.000000" or "5"; both end here the same). */
const quantity = (value: string) => fromScaled(toScaled(value, QUANTITY_SCALE), QUANTITY_SCALE);

type RawRow = Omit<SituationLineRow, 'id' | 'projectItemId' | 'projectCooperatorId' | 'contractorItemId' | 'situationItemId'> & {
  id: number | string;
  projectItemId: number | string;
  projectCooperatorId: number | string;
  contractorItemId: number | string | null;
  situationItemId: number | string | null;
};

/**
 * The statement: one row per line `scope` selects (a condition on a project_cooperator_items
 * alias; optionally only the ids in `onlyLineIds`) with numeric columns id, project_item_id,
 * project_cooperator_id, contractor_item_id, contractor_unit_price, quantity, unit_price,
 * total_price, period, situation_item_id, previous. Callers select from it (a subquery).
 */
export function situationLinesSql(h: SituationPosition, scope: (alias: SQL) => SQL, onlyLineIds?: readonly number[]): SQL {
  const list = onlyLineIds && sql.join(onlyLineIds.map((id) => sql`${id}`), sql`, `);
  const ciIds = list ? sql` and ci.id in (${list})` : sql``;
  // The lateral runs only for a line without a row in this situation (its one-time filter).
  return sql`
    select ci.id, ci.project_item_id, ci.project_cooperator_id, ci.contractor_item_id, parent.unit_price as contractor_unit_price,
      ci.quantity, ci.unit_price, ci.total_price, coalesce(cur.quantity, 0) as period, cur.id as situation_item_id,
      coalesce(cur.cumulative_quantity - cur.quantity, prev.cumulative_quantity, 0) as previous
    from project_cooperator_items ci
    left join project_cooperator_items parent on parent.id = ci.contractor_item_id
    left join situation_items cur on cur.project_situation_id = ${h.situationId} and cur.project_cooperator_item_id = ci.id
    left join lateral (
      select e.cumulative_quantity from situation_items e
      join project_situations s on s.id = e.project_situation_id
      where cur.id is null and e.project_cooperator_item_id = ci.id and (s.active_from, s.id) < (${h.activeFrom}::date, ${h.situationId})
      order by s.active_from desc, s.id desc limit 1
    ) prev on true
    where ${scope(sql.raw('ci'))}${ciIds}`;
}

/**
 * Call first in the read's transaction. Postgres estimates the lateral above at its full cost for
 * every line (it cannot know the one-time filter skips it), so a 20,000-line read passes
 * jit_above_cost and spends 300-700 ms compiling for a statement that runs in about 100 ms
 * (EXPLAIN ANALYZE on the benchmark project; docs/situations.md). SET LOCAL: this transaction only.
 */
export async function withoutJit(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`set local jit = off`);
}

/** The lines with this situation's and the earlier situations' quantities (decimal strings). */
export async function readSituationLines(
  tx: DbOrTx,
  h: SituationPosition,
  scope: (alias: SQL) => SQL,
  onlyLineIds?: readonly number[],
): Promise<SituationLineRow[]> {
  const result = await tx.execute(sql`
    select r.id, r.project_item_id as "projectItemId", r.project_cooperator_id as "projectCooperatorId",
      r.contractor_item_id as "contractorItemId", r.contractor_unit_price::text as "contractorUnitPrice",
      r.quantity::text as quantity, r.unit_price::text as "unitPrice", r.total_price::text as "totalPrice",
      r.period::text as period, r.situation_item_id as "situationItemId", r.previous::text as previous
    from (${situationLinesSql(h, scope, onlyLineIds)}) r`);
  return (result.rows as RawRow[]).map((r) => ({
    ...r,
    id: Number(r.id),
    projectItemId: Number(r.projectItemId),
    projectCooperatorId: Number(r.projectCooperatorId),
    contractorItemId: r.contractorItemId === null ? null : Number(r.contractorItemId),
    situationItemId: r.situationItemId === null ? null : Number(r.situationItemId),
    period: quantity(r.period),
    previous: quantity(r.previous),
  }));
}

/** Where the situation stands in its project's list: the number of earlier situations and of all. */
export function positionSql(situationAlias: SQL) {
  return {
    earlier: sql`(select count(*) from project_situations e where e.project_id = ${situationAlias}.project_id and (e.active_from, e.id) < (${situationAlias}.active_from, ${situationAlias}.id))::int`,
    total: sql`(select count(*) from project_situations e where e.project_id = ${situationAlias}.project_id)::int`,
  };
}
