/**
 * PUT /api/Projects/{id}/ContractorItemRows (an addition to the spec, issue 11): one row of the
 * Contractors tab saved in ONE transaction: the contractor's line and its subcontractors' lines
 * for one project item. Client-safe (the row editor builds this body, save-plan.ts).
 *
 * A party with quantity and unit price has a line (created or updated); with both null it has
 * none (its line, if any, is deleted; the contractor's delete takes its subcontractors' lines).
 * One of them without the other is a 400 on that party. Each party at most once; at most
 * MAX_ROW_PARTIES (the contractor and up to 20 subcontractors).
 */
import { messages } from '@/lib/i18n/messages';
import { hr, z } from '@/lib/i18n/zod';
import { quantityField, totalFits, unitPriceField } from '@/lib/project-items/schemas';
import type { ProjectCooperatorItemDto } from './schemas';

export const MAX_ROW_PARTIES = 21;

/** null, undefined or '' -> null; anything else must pass `field` (its messages kept). */
const nullable = (field: () => z.ZodType<string, unknown>) =>
  z.unknown().transform((value, ctx): string | null => {
    if (value === null || value === undefined || value === '') return null;
    const parsed = field().safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

const partySchema = z
  .object({
    projectCooperatorId: hr.requiredId(),
    quantity: nullable(quantityField),
    unitPrice: nullable(unitPriceField),
  })
  .superRefine((party, ctx) => {
    if ((party.quantity === null) !== (party.unitPrice === null)) {
      ctx.addIssue({ code: 'custom', path: [party.quantity === null ? 'quantity' : 'unitPrice'], message: messages.contractorRowBothRequired });
    } else if (party.quantity !== null && party.unitPrice !== null) {
      totalFits({ quantity: party.quantity, unitPrice: party.unitPrice }, ctx);
    }
  });

export const contractorItemRowSchema = z
  .object({
    projectItemId: hr.requiredId(),
    contractorId: hr.requiredId(),
    parties: z.array(partySchema).min(1, messages.contractorRowNoParties).max(MAX_ROW_PARTIES, messages.contractorRowTooManyParties(MAX_ROW_PARTIES)),
  })
  .superRefine((row, ctx) => {
    const seen = new Set<number>();
    row.parties.forEach((p, i) => {
      if (seen.has(p.projectCooperatorId)) ctx.addIssue({ code: 'custom', path: ['parties', i, 'projectCooperatorId'], message: messages.contractorRowPartyTwice });
      seen.add(p.projectCooperatorId);
    });
  });

export type ContractorItemRowInput = z.output<typeof contractorItemRowSchema>;
export type ContractorItemRowParty = ContractorItemRowInput['parties'][number];
/** What the browser sends (decimals in the exchange form "12.5", or null). */
export type ContractorItemRowBody = {
  projectItemId: number;
  contractorId: number;
  parties: { projectCooperatorId: number; quantity: string | null; unitPrice: string | null }[];
};

/** The answer: the row's lines after the save (the contractor's first) and what changed. */
export type ContractorItemRowResult = {
  projectItemId: number;
  contractorId: number;
  lines: ProjectCooperatorItemDto[];
  created: number;
  updated: number;
  deleted: number;
};

/** GET /api/Projects/{id}/ContractorItemRows?contractorId: the contractor's project cooperator id. */
export const contractorLinesQuerySchema = z.object({ contractorId: hr.requiredId() });

/**
 * One cost-list line in the compact answer of GET ContractorItemRows: [id, projectItemId,
 * projectCooperatorId, contractorItemId (null on the contractor's own line), quantity, unitPrice,
 * totalPrice] with the decimals as strings, exact (no trailing zeros on quantity and unit price).
 */
export type ContractorLineTuple = [number, number, number, number | null, string, string, string];
export type ContractorLinesDto = { lines: ContractorLineTuple[] };
