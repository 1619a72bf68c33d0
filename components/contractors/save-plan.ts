/**
 * What saving an edited row of the Contractors tab sends (POST/PUT/DELETE /api/ProjectCooperatorItems):
 * per party (the contractor first, then its subcontractors), both fields typed on a party without
 * a line adds one, changed values on a line update it, both fields emptied on a line delete it
 * (deleting the contractor's line takes its subcontractors' with it, service.ts). One field
 * without the other, or a number that is not one, is refused here before anything is sent.
 */
import { parseDecimalInput } from '@/lib/format';
import { toScaled } from '@/lib/format/decimal';
import { QUANTITY_SCALE } from '@/lib/project-items/amounts';
import { CONTRACTOR_TEXTS as T } from '@/lib/i18n/situations';
import type { CostLine } from './rows';
import { toEditText } from '@/components/project-items/edit-values';

export type PartyValues = { quantity: string; unitPrice: string };
export type SaveOperation = { method: 'POST' | 'PUT' | 'DELETE'; url: string; json?: { projectCooperatorId: number; projectItemId: number; quantity: string; unitPrice: string } };
export type SavePlan = { operations: SaveOperation[] } | { error: string; party: number };

/** What the inputs show when a row opens: the stored values, editable ("12,5"), or empty. */
export function editValuesOf(parties: readonly number[], lines: Record<number, CostLine>): Record<number, PartyValues> {
  return Object.fromEntries(
    parties.map((p) => [p, { quantity: toEditText(lines[p]?.quantity), unitPrice: toEditText(lines[p]?.unitPrice) }]),
  );
}

/** Equal as numbers ("12.5" and "12.500000"); more than 6 decimals is never equal (the server refuses it). */
const sameNumber = (typed: string, stored: string) => (typed.split('.')[1]?.length ?? 0) <= QUANTITY_SCALE && toScaled(typed, QUANTITY_SCALE) === toScaled(stored, QUANTITY_SCALE);

export function planSave(projectItemId: number, parties: readonly number[], lines: Record<number, CostLine>, values: Record<number, PartyValues>): SavePlan {
  const writes: SaveOperation[] = [];
  const deletes: SaveOperation[] = [];
  const [contractor] = parties;
  for (const party of parties) {
    const typed = values[party] ?? { quantity: '', unitPrice: '' };
    const line = lines[party];
    const emptyQ = typed.quantity.trim() === '';
    const emptyP = typed.unitPrice.trim() === '';
    if (emptyQ && emptyP) {
      // The contractor's delete takes the subcontractors' lines with it.
      if (line && !(party !== contractor && deletes.some((d) => d.url.endsWith(`/${lines[contractor]?.id}`)))) {
        deletes.push({ method: 'DELETE', url: `/api/ProjectCooperatorItems/${line.id}` });
      }
      continue;
    }
    if (emptyQ || emptyP) return { error: T.bothRequired, party };
    const quantity = parseDecimalInput(typed.quantity);
    const unitPrice = parseDecimalInput(typed.unitPrice);
    if (quantity === null || unitPrice === null) return { error: T.invalidNumber, party };
    const json = { projectCooperatorId: party, projectItemId, quantity, unitPrice };
    if (!line) writes.push({ method: 'POST', url: '/api/ProjectCooperatorItems', json });
    else if (!sameNumber(quantity, line.quantity) || !sameNumber(unitPrice, line.unitPrice)) {
      writes.push({ method: 'PUT', url: `/api/ProjectCooperatorItems/${line.id}`, json });
    }
  }
  // Subcontractors' deletes before the contractor's (reverse order); writes in order, the contractor's first.
  return { operations: [...deletes.reverse(), ...writes] };
}
