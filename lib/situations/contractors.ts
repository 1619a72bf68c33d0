/**
 * The Contractors tab's contractors (issue 11; spec part 1 section 2, "Contractors page"): a
 * CONTRACTOR is a project cooperator of type Izvođač with "has BOQ"; its SUBCONTRACTORS are the
 * project cooperators of type Podizvođač whose client is the contractor's cooperator (the rule of
 * service.ts). Pure and client-safe: the page builds the list from the project's cooperators.
 */
import { COOPERATOR_TYPE_CONTRACTOR, COOPERATOR_TYPE_SUBCONTRACTOR } from './constants';

export type ContractorParty = { id: number; name: string };
/** A contractor (its project cooperator id and name) and its subcontractors, in the cooperators' order. */
export type ContractorTabInfo = ContractorParty & { subcontractors: ContractorParty[] };

type CooperatorLike = { id: number; cooperatorId: number; clientId: number | null; cooperatorTypeId: number; hasBoq: boolean; cooperatorName: string };

export function projectContractors(cooperators: readonly CooperatorLike[]): ContractorTabInfo[] {
  return cooperators
    .filter((c) => c.cooperatorTypeId === COOPERATOR_TYPE_CONTRACTOR && c.hasBoq)
    .map((c) => ({
      id: c.id,
      name: c.cooperatorName,
      subcontractors: cooperators
        .filter((s) => s.cooperatorTypeId === COOPERATOR_TYPE_SUBCONTRACTOR && s.clientId === c.cooperatorId)
        .map((s) => ({ id: s.id, name: s.cooperatorName })),
    }));
}
