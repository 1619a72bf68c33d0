/**
 * What saving an edited row of the Contractors tab sends: ONE PUT /api/Projects/{id}/ContractorItemRows
 * (lib/situations/row-schemas.ts) with every party of the row (the contractor first, then its
 * subcontractors): both fields typed = the line with these values (added or updated), both
 * emptied = no line (deleted if there is one; the contractor's delete takes its subcontractors'
 * with it). The server saves the row in one transaction, so a failure leaves it as it was.
 * One field without the other, or a number that is not one, is refused here before anything is
 * sent; a row whose values equal the stored ones sends nothing.
 */
import { parseDecimalInput } from '@/lib/format';
import { toScaled } from '@/lib/format/decimal';
import { QUANTITY_SCALE } from '@/lib/project-items/amounts';
import { CONTRACTOR_TEXTS as T } from '@/lib/i18n/situations';
import type { ContractorItemRowBody } from '@/lib/situations/row-schemas';
import type { CostLine } from './rows';
import { toEditText } from '@/components/project-items/edit-values';

export type PartyValues = { quantity: string; unitPrice: string };
/** `body` null: nothing changed, nothing to send. */
export type SavePlan = { body: ContractorItemRowBody | null } | { error: string; party: number };

export const contractorRowUrl = (projectId: number) => `/api/Projects/${projectId}/ContractorItemRows`;

/** What the inputs show when a row opens: the stored values, editable ("12,5"), or empty. */
export function editValuesOf(parties: readonly number[], lines: Record<number, CostLine>): Record<number, PartyValues> {
  return Object.fromEntries(
    parties.map((p) => [p, { quantity: toEditText(lines[p]?.quantity), unitPrice: toEditText(lines[p]?.unitPrice) }]),
  );
}

/** Equal as numbers ("12.5" and "12.500000"); more than 6 decimals is never equal (the server refuses it). */
const sameNumber = (typed: string, stored: string) => (typed.split('.')[1]?.length ?? 0) <= QUANTITY_SCALE && toScaled(typed, QUANTITY_SCALE) === toScaled(stored, QUANTITY_SCALE);

/** `parties`: the contractor first (its project cooperator id), then its subcontractors. */
export function planSave(projectItemId: number, parties: readonly number[], lines: Record<number, CostLine>, values: Record<number, PartyValues>): SavePlan {
  const body: ContractorItemRowBody = { projectItemId, contractorId: parties[0], parties: [] };
  let changed = false;
  for (const party of parties) {
    const typed = values[party] ?? { quantity: '', unitPrice: '' };
    const line = lines[party];
    const emptyQ = typed.quantity.trim() === '';
    const emptyP = typed.unitPrice.trim() === '';
    if (emptyQ && emptyP) {
      body.parties.push({ projectCooperatorId: party, quantity: null, unitPrice: null });
      if (line) changed = true;
      continue;
    }
    if (emptyQ || emptyP) return { error: T.bothRequired, party };
    const quantity = parseDecimalInput(typed.quantity);
    const unitPrice = parseDecimalInput(typed.unitPrice);
    if (quantity === null || unitPrice === null) return { error: T.invalidNumber, party };
    body.parties.push({ projectCooperatorId: party, quantity, unitPrice });
    if (!line || !sameNumber(quantity, line.quantity) || !sameNumber(unitPrice, line.unitPrice)) changed = true;
  }
  return { body: changed ? body : null };
}
