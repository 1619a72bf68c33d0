/**
 * What saving an edited row of the situations tab sends (PUT /api/ProjectSituations/{id}/Quantities,
 * one transaction): per line shown in the row (the contractor's and its subcontractors'), a typed
 * quantity where there was none or a different one, an emptied input where there was one (null:
 * the situation item goes). Unchanged lines are not sent; a number that is not one (or negative)
 * is refused here before anything is sent. Pure.
 */
import { toEditText } from '@/components/project-items/edit-values';
import { parseDecimalInput } from '@/lib/format';
import { toScaled } from '@/lib/format/decimal';
import { QUANTITY_SCALE } from '@/lib/project-items/amounts';
import type { SituationTableLine } from '@/lib/situations/table-schemas';

export type QuantityWrite = { projectCooperatorItemId: number; quantity: string | null };
export type QuantityPlan = { lines: QuantityWrite[] } | { error: 'invalid'; lineId: number };

/** The row's editable lines: its main line and the shown subcontractors' (each with a line id). */
export function editableLines(main: SituationTableLine | null, subs: readonly (SituationTableLine | undefined)[]): SituationTableLine[] {
  return [main, ...subs].filter((l): l is SituationTableLine => !!l && l.lineId !== null);
}

/** What the inputs show when a row opens: this situation's quantity ("12,5"), empty when there is none. */
export function editValues(lines: readonly SituationTableLine[]): Record<number, string> {
  return Object.fromEntries(lines.map((l) => [l.lineId!, l.situationItemId === null ? '' : toEditText(l.periodQuantity)]));
}

export function planQuantities(lines: readonly SituationTableLine[], values: Record<number, string>): QuantityPlan {
  const writes: QuantityWrite[] = [];
  for (const line of lines) {
    const id = line.lineId!;
    const typed = (values[id] ?? '').trim();
    if (typed === '') {
      if (line.situationItemId !== null) writes.push({ projectCooperatorItemId: id, quantity: null });
      continue;
    }
    const quantity = parseDecimalInput(typed);
    if (quantity === null || quantity.startsWith('-') || (quantity.split('.')[1]?.length ?? 0) > QUANTITY_SCALE) return { error: 'invalid', lineId: id };
    if (line.situationItemId !== null && toScaled(quantity, QUANTITY_SCALE) === toScaled(line.periodQuantity, QUANTITY_SCALE)) continue;
    writes.push({ projectCooperatorItemId: id, quantity });
  }
  return { lines: writes };
}

/** Deleting the row's quantities: every shown line that has one. */
export function clearQuantities(lines: readonly SituationTableLine[]): QuantityWrite[] {
  return lines.filter((l) => l.situationItemId !== null).map((l) => ({ projectCooperatorItemId: l.lineId!, quantity: null }));
}
