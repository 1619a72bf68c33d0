/**
 * The situations tab's contractor selector (issue 11): "Svi izvođači", each contractor, its
 * subcontractors indented under it. The choice lives in ?contractor= (a project cooperator id,
 * so it survives a reload). Choosing a subcontractor shows its contractor's table with only that
 * subcontractor's column group (the quantities entered are still the contractor's and all its
 * subcontractors' of that row: the row editor shows the lines it can see). Pure.
 */
import type { ContractorParty, ContractorTabInfo } from '@/lib/situations/contractors';

export const ALL_CONTRACTORS = 'all';

export type ContractorSelection = {
  /** The contractor whose table is shown; null: every contractor. */
  contractor: ContractorTabInfo | null;
  /** The subcontractors whose column groups are shown. */
  subcontractors: ContractorParty[];
  /** The selector's value: a project cooperator id, or 'all'. */
  value: string;
};

export function resolveSelection(contractors: readonly ContractorTabInfo[], selected: number | null): ContractorSelection {
  if (selected !== null) {
    for (const c of contractors) {
      if (c.id === selected) return { contractor: c, subcontractors: c.subcontractors, value: String(c.id) };
      const sub = c.subcontractors.find((s) => s.id === selected);
      if (sub) return { contractor: c, subcontractors: [sub], value: String(sub.id) };
    }
  }
  return { contractor: null, subcontractors: [], value: ALL_CONTRACTORS };
}

export type SelectorOption = { value: string; label: string; depth: 0 | 1 };

/** The selector's options, in the tree's order (a subcontractor under each contractor it works for). */
export function selectorOptions(contractors: readonly ContractorTabInfo[], allLabel: string): SelectorOption[] {
  const options: SelectorOption[] = [{ value: ALL_CONTRACTORS, label: allLabel, depth: 0 }];
  const seen = new Set<string>();
  for (const c of contractors) {
    options.push({ value: String(c.id), label: c.name, depth: 0 });
    for (const s of c.subcontractors) {
      // A Select needs unique values; a subcontractor of two contractors is offered under the first.
      if (seen.has(String(s.id))) continue;
      seen.add(String(s.id));
      options.push({ value: String(s.id), label: s.name, depth: 1 });
    }
  }
  return options;
}
