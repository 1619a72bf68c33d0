/**
 * Project item rules (spec part 1 section 5, "Inline project item edit"), shared by the inline
 * editor (zod4Resolver) and the API (authoritative). A group has a name (and an optional code);
 * an item also has a unit, a quantity and a unit price, decimals with at most 6 places, typed
 * with a decimal comma or point ("1.234,5" and "1234.5" alike). Rules that need the database
 * (the project exists, the parent is a group of the same project, the unit exists) are in
 * service.ts.
 *
 * Decisions: a name may be up to 2000 characters (bills of quantities carry long descriptions;
 * the column is text); a quantity is not negative; a unit price may be (a discount line);
 * the total must fit numeric(18,2).
 */
import { parseDecimal, toScaled } from '@/lib/format/decimal';
import { messages } from '@/lib/i18n/messages';
import { hr, z } from '@/lib/i18n/zod';
import { fitsMoney, priceScaled, QUANTITY_MAX_INT_DIGITS, QUANTITY_SCALE } from './amounts';

export const ITEM_NAME_MAX = 2000;
export const ITEM_CODE_MAX = 200;

const intDigitsFit = (v: string) => (parseDecimal(v)?.int.length ?? 0) <= QUANTITY_MAX_INT_DIGITS;

/** A decimal with at most 6 places that fits numeric(18,6). */
export const quantityField = () =>
  hr.requiredDecimal({ decimals: QUANTITY_SCALE, min: 0 }).refine(intDigitsFit, messages.amountTooLarge);
export const unitPriceField = () => hr.requiredDecimal({ decimals: QUANTITY_SCALE }).refine(intDigitsFit, messages.amountTooLarge);

/** Lets the total check run once quantity and unit price are valid, beside other fields' errors. */
export const whenValid = (...keys: string[]) => ({
  when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => keys.includes(String(issue.path?.[0]))),
});

/** round(quantity x unitPrice, 2) must fit numeric(18,2). */
export function totalFits(v: { quantity: string; unitPrice: string }, ctx: z.RefinementCtx) {
  const price = priceScaled(toScaled(v.quantity, QUANTITY_SCALE), toScaled(v.unitPrice, QUANTITY_SCALE));
  if (!fitsMoney(price)) ctx.addIssue({ code: 'custom', path: ['quantity'], message: messages.amountTooLarge });
}

/** The fields of a group (inline edit of a group row). */
export const groupFieldsSchema = z.object({
  name: hr.requiredText(ITEM_NAME_MAX),
  code: hr.optionalText(ITEM_CODE_MAX),
});

const itemFieldsObject = groupFieldsSchema.extend({
  unitOfMeasurementId: hr.requiredId(),
  quantity: quantityField(),
  unitPrice: unitPriceField(),
});

/** The fields of an item (inline edit of an item row). */
export const itemFieldsSchema = itemFieldsObject.superRefine(totalFits, whenValid('quantity', 'unitPrice'));

export type GroupFields = z.output<typeof groupFieldsSchema>;
export type ItemFields = z.output<typeof itemFieldsSchema>;

const placement = {
  projectId: hr.requiredId(),
  parentId: hr.optionalId(),
};

/** POST /api/ProjectItems: a group or an item, at the end of its siblings. */
export const projectItemCreateSchema = z.discriminatedUnion('isGroup', [
  groupFieldsSchema.extend({ ...placement, isGroup: z.literal(true) }),
  itemFieldsObject
    .extend({ ...placement, isGroup: z.literal(false) })
    .superRefine(totalFits, whenValid('quantity', 'unitPrice')),
]);

export type ProjectItemCreateInput = z.output<typeof projectItemCreateSchema>;

/**
 * PUT /api/ProjectItems/{id}: which fields apply depends on whether the row is a group, which
 * only the database knows, so the handler takes any object and the service parses it with
 * `groupFieldsSchema` or `itemFieldsSchema`. Place in the tree, project and kind never change.
 */
export const projectItemUpdateBodySchema = z.record(z.string(), z.unknown());
