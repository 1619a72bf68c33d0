/**
 * Contractors' cost lists and situations (issue 11; spec part 1 sections 3 and 5), shared by the
 * forms and the API (authoritative). What needs the database (the cooperator is a contractor or
 * its subcontractor, every row is of one project) is checked in service.ts.
 *
 * Decisions: quantities are not negative and have at most 6 decimals; a unit price may be
 * negative (a discount line), like the bill of quantities; a line's total must fit numeric(18,2).
 * A situation's description is free text up to 4000 characters.
 */
import { messages } from '@/lib/i18n/messages';
import { dateOrder, hr, z } from '@/lib/i18n/zod';
import { quantityField, totalFits, unitPriceField, whenValid } from '@/lib/project-items/schemas';

export const SITUATION_NAME_MAX = 200;
export const SITUATION_DESCRIPTION_MAX = 4000;

/**
 * POST and PUT /api/ProjectCooperatorItems. On a contractor (Izvođač with a bill of quantities)
 * the line names a project item; on a subcontractor (Podizvođač whose client is that contractor)
 * it is its line on the contractor's line for the same project item. PUT changes quantity and
 * unit price only (the cooperator and the item must be the stored ones).
 */
export const projectCooperatorItemSchema = z
  .object({
    projectCooperatorId: hr.requiredId(),
    projectItemId: hr.requiredId(),
    quantity: quantityField(),
    unitPrice: unitPriceField(),
  })
  .superRefine(totalFits, whenValid('quantity', 'unitPrice'));

export type ProjectCooperatorItemInput = z.output<typeof projectCooperatorItemSchema>;

/** POST and PUT /api/ProjectSituations: activeTo not before activeFrom (reported on activeTo). */
export const projectSituationSchema = z
  .object({
    projectId: hr.requiredId(),
    name: hr.requiredText(SITUATION_NAME_MAX),
    activeFrom: hr.requiredDate(),
    activeTo: hr.requiredDate(),
    description: hr.optionalText(SITUATION_DESCRIPTION_MAX),
  })
  .superRefine(dateOrder('activeFrom', 'activeTo', messages.situationPeriodOrder, 'activeTo'), whenValid('activeFrom', 'activeTo'));

export type ProjectSituationInput = z.output<typeof projectSituationSchema>;

/** POST and PUT /api/ProjectSituationItems (PUT changes the quantity only). */
export const situationItemSchema = z.object({
  projectSituationId: hr.requiredId(),
  projectCooperatorItemId: hr.requiredId(),
  quantity: quantityField(),
});

export type SituationItemInput = z.output<typeof situationItemSchema>;

/** GET /api/Projects/{id}/ProjectSituationItems?projectSituationId=: one situation's items, or all. */
export const situationItemsQuerySchema = z.object({ projectSituationId: hr.optionalId() });

/** The spec's Project cooperator item, with the names a table shows. */
export type ProjectCooperatorItemDto = {
  id: number;
  projectId: number;
  projectCooperatorId: number;
  projectItemId: number;
  /** Null on a contractor's line; on a subcontractor's line, the contractor line it belongs to. */
  contractorItemId: number | null;
  quantity: string;
  unitPrice: string;
  totalPrice: string;
  cooperatorName: string;
  projectItemName: string;
  unitOfMeasurement: string | null;
};

export type ProjectSituationDto = {
  id: number;
  projectId: number;
  name: string;
  activeFrom: string;
  activeTo: string;
  description: string | null;
};

/**
 * The spec's Situation item: the quantity executed in one situation on one line, its amount
 * round(quantity x unitPrice, 2), and the cumulative quantity and amount up to this situation
 * (this and every earlier one, by activeFrom then id).
 */
export type SituationItemDto = {
  id: number;
  projectSituationId: number;
  projectCooperatorItemId: number;
  projectCooperatorId: number;
  projectItemId: number;
  contractorItemId: number | null;
  quantity: string;
  unitPrice: string;
  totalPrice: string;
  cumulativeQuantity: string;
  cumulativeTotalPrice: string;
};
