/**
 * The situations tab's table read and batch write (issue 11, "Situations tab"). Client-safe:
 * the route (authoritative) and the tab share these.
 *
 * GET /api/ProjectSituations/{id}/Table?contractorId= answers one compact tuple per line (numbers
 * as exact decimal strings without trailing zeros; names never repeated: the browser has the
 * items tree). PUT /api/ProjectSituations/{id}/Quantities writes one row's quantities at once.
 */
import { messages } from '@/lib/i18n/messages';
import { hr, z } from '@/lib/i18n/zod';
import { quantityField } from '@/lib/project-items/schemas';

/** contractorId: the contractor's project cooperator id; absent = every contractor (per item sums). */
export const situationTableQuerySchema = z.object({ contractorId: hr.optionalId() });
export type SituationTableQuery = z.output<typeof situationTableQuerySchema>;

/** Lines one batch write takes at most (one row: the contractor's line and its subcontractors'). */
export const SITUATION_QUANTITIES_MAX = 50;

export const situationQuantitiesSchema = z.object({
  lines: z
    .array(
      z.object({
        projectCooperatorItemId: hr.requiredId(),
        /** Null (or empty) = no quantity: the situation item goes, if there is one. */
        quantity: z.preprocess((v) => (v === '' ? null : v), quantityField().nullable()),
      }),
    )
    .min(1, messages.required)
    .max(SITUATION_QUANTITIES_MAX, messages.invalidValue)
    .refine((lines) => new Set(lines.map((l) => l.projectCooperatorItemId)).size === lines.length, messages.invalidValue),
});
export type SituationQuantitiesInput = z.output<typeof situationQuantitiesSchema>;

/**
 * One line of the table, as a tuple (compact JSON):
 * [projectItemId, projectCooperatorId, lineId, quantity, unitPrice, totalPrice, periodQuantity,
 *  periodAmount, cumulativeQuantity, cumulativeAmount, situationItemId, periodIncome, cumulativeIncome]
 * - the contracted quantity, unit price and total are the line's;
 * - period* = this situation, cumulative* = this and every earlier situation (activeFrom, then id);
 * - amounts = round(quantity x the line's unit price, 2); on a subcontractor's line that is its
 *   EXPENSE (rashod), and periodIncome / cumulativeIncome (prihod) = round(quantity x the
 *   CONTRACTOR line's unit price, 2); null on a contractor's line;
 * - "all contractors": one tuple per item with projectCooperatorId, lineId, unitPrice and
 *   situationItemId null, the quantities and amounts the sums of the contractors' lines.
 */
export type SituationTableTuple = [
  projectItemId: number,
  projectCooperatorId: number | null,
  lineId: number | null,
  quantity: string,
  unitPrice: string | null,
  totalPrice: string,
  periodQuantity: string,
  periodAmount: string,
  cumulativeQuantity: string,
  cumulativeAmount: string,
  situationItemId: number | null,
  periodIncome: string | null,
  cumulativeIncome: string | null,
];

export type SituationTableLine = {
  projectItemId: number;
  projectCooperatorId: number | null;
  lineId: number | null;
  quantity: string;
  unitPrice: string | null;
  totalPrice: string;
  periodQuantity: string;
  periodAmount: string;
  cumulativeQuantity: string;
  cumulativeAmount: string;
  situationItemId: number | null;
  periodIncome: string | null;
  cumulativeIncome: string | null;
};

export type SituationTableDto = {
  situationId: number;
  /** The contractor read, or null for every contractor. */
  contractorId: number | null;
  lines: SituationTableTuple[];
};

export function encodeTableLine(l: SituationTableLine): SituationTableTuple {
  return [
    l.projectItemId,
    l.projectCooperatorId,
    l.lineId,
    l.quantity,
    l.unitPrice,
    l.totalPrice,
    l.periodQuantity,
    l.periodAmount,
    l.cumulativeQuantity,
    l.cumulativeAmount,
    l.situationItemId,
    l.periodIncome,
    l.cumulativeIncome,
  ];
}

export function decodeTableLine(t: SituationTableTuple): SituationTableLine {
  const [projectItemId, projectCooperatorId, lineId, quantity, unitPrice, totalPrice, periodQuantity, periodAmount, cumulativeQuantity, cumulativeAmount, situationItemId, periodIncome, cumulativeIncome] = t;
  return { projectItemId, projectCooperatorId, lineId, quantity, unitPrice, totalPrice, periodQuantity, periodAmount, cumulativeQuantity, cumulativeAmount, situationItemId, periodIncome, cumulativeIncome };
}

/** "12.500000" -> "12.5", "3.00" -> "3", "-0.50" -> "-0.5": the same number, fewer bytes. */
export function compactDecimal(value: string): string {
  if (!value.includes('.')) return value;
  const trimmed = value.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}
