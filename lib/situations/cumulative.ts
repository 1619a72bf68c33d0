/**
 * THE cumulative arithmetic of situations (issue 11), exact: scaled BigInt, never JS floats.
 * Client-safe. Cumulative = the sum over this situation and every earlier one, situations
 * ordered by activeFrom, then id. An amount is round(quantity x unitPrice, 2), half away from
 * zero (lib/project-items/amounts.ts); the cumulative amount is the amount of the cumulative
 * quantity (not the sum of each period's rounded amounts), so it never drifts by cents.
 */
import { fromScaled, toScaled } from '@/lib/format/decimal';
import { itemTotalPrice, QUANTITY_SCALE } from '@/lib/project-items/amounts';

export type SituationPeriod = { id: number; activeFrom: string };

/** Situations in their order: activeFrom (ISO dates compare as strings), then id. */
export function compareSituations(a: SituationPeriod, b: SituationPeriod): number {
  if (a.activeFrom !== b.activeFrom) return a.activeFrom < b.activeFrom ? -1 : 1;
  return a.id - b.id;
}

export type ExecutedRow = {
  projectSituationId: number;
  projectCooperatorItemId: number;
  quantity: string;
  unitPrice: string;
};

export type CumulatedRow<R extends ExecutedRow> = R & {
  totalPrice: string;
  cumulativeQuantity: string;
  cumulativeTotalPrice: string;
};

/**
 * Each row with its amount and its line's cumulative quantity and amount up to its situation.
 * `situations` are the situations the rows belong to (any order); rows of another situation are
 * dropped. `before` is, per line id, what situations earlier than all of `situations` executed
 * (exact decimal strings; one situation's table passes its predecessors' sums instead of their
 * rows). Returns the rows in situation order, then by line id.
 */
export function cumulate<R extends ExecutedRow>(
  situations: readonly SituationPeriod[],
  rows: readonly R[],
  before: ReadonlyMap<number, string> = new Map(),
): CumulatedRow<R>[] {
  const order = new Map([...situations].sort(compareSituations).map((s, i) => [s.id, i]));
  const sorted = rows
    .filter((r) => order.has(r.projectSituationId))
    .sort(
      (a, b) =>
        order.get(a.projectSituationId)! - order.get(b.projectSituationId)! || a.projectCooperatorItemId - b.projectCooperatorItemId,
    );
  const running = new Map<number, bigint>();
  return sorted.map((r) => {
    const previous = running.get(r.projectCooperatorItemId) ?? toScaled(before.get(r.projectCooperatorItemId) ?? '0', QUANTITY_SCALE);
    const sum = previous + toScaled(r.quantity, QUANTITY_SCALE);
    running.set(r.projectCooperatorItemId, sum);
    const cumulativeQuantity = fromScaled(sum, QUANTITY_SCALE);
    return {
      ...r,
      totalPrice: itemTotalPrice(r.quantity, r.unitPrice),
      cumulativeQuantity,
      cumulativeTotalPrice: itemTotalPrice(cumulativeQuantity, r.unitPrice),
    };
  });
}
