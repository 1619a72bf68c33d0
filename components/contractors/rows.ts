/**
 * The Contractors tab's rows: the bill of quantities flattened in tree order (groups as heading
 * rows with their totals), each item with the selected contractor's line and its subcontractors'
 * lines (by project cooperator id). "Only items with data" keeps the items with a line of the
 * contractor or of one of its subcontractors, and their groups. Totals are exact (bigint cents).
 * Pure: one pass over 10,000 items in a few ms.
 */
import { fromScaled, toScaled } from '@/lib/format/decimal';
import { MONEY_SCALE } from '@/lib/project-items/amounts';
import type { ProjectItemNode } from '@/lib/project-items/types';
import type { ContractorTabInfo } from '@/lib/situations/contractors';
import type { ProjectCooperatorItemDto } from '@/lib/situations/schemas';

export type CostLine = Pick<ProjectCooperatorItemDto, 'id' | 'quantity' | 'unitPrice' | 'totalPrice'>;
/** A line as the tab reads it (GET ContractorItemRows; a ProjectCooperatorItemDto is one too). */
export type ContractorLine = CostLine & Pick<ProjectCooperatorItemDto, 'projectItemId' | 'projectCooperatorId' | 'contractorItemId'>;

export type ContractorRow = {
  /** The project item's id. */
  id: number;
  ordinalDisplay: string;
  name: string;
  unit: string | null;
  level: number;
  isGroup: boolean;
  /** An item's lines by project cooperator id (the contractor's and its subcontractors'). */
  lines: Record<number, CostLine>;
  /** Totals by project cooperator id: a group's sum over its items, an item's line total. */
  totals: Record<number, string>;
};

export type ContractorRows = {
  rows: ContractorRow[];
  /** Sums of the whole list by project cooperator id. */
  totals: Record<number, string>;
  /** Items with a line of the contractor, and all items. */
  itemsWithData: number;
  items: number;
};

/** The contractor's lines and, of its subcontractors, those hanging on the contractor's lines. */
export function linesOf(contractor: ContractorTabInfo, all: readonly ContractorLine[]): Map<number, Record<number, CostLine>> {
  const ownIds = new Set<number>();
  for (const l of all) if (l.projectCooperatorId === contractor.id && l.contractorItemId === null) ownIds.add(l.id);
  const subs = new Set(contractor.subcontractors.map((s) => s.id));
  const byItem = new Map<number, Record<number, CostLine>>();
  for (const l of all) {
    const mine = l.contractorItemId === null ? ownIds.has(l.id) : subs.has(l.projectCooperatorId) && ownIds.has(l.contractorItemId);
    if (!mine) continue;
    let entry = byItem.get(l.projectItemId);
    if (!entry) byItem.set(l.projectItemId, (entry = {}));
    entry[l.projectCooperatorId] = l;
  }
  return byItem;
}

const NO_LINES: Record<number, CostLine> = Object.freeze({}) as Record<number, CostLine>;

export function contractorRows(
  items: readonly ProjectItemNode[],
  contractor: ContractorTabInfo,
  lines: readonly ContractorLine[],
  onlyWithData: boolean,
): ContractorRows {
  const byItem = linesOf(contractor, lines);
  const parties = [contractor.id, ...contractor.subcontractors.map((s) => s.id)];
  const rows: ContractorRow[] = [];
  let itemCount = 0;
  let withData = 0;

  // Returns the subtree's sums in cents, or null when nothing of it is shown.
  const visit = (nodes: readonly ProjectItemNode[]): bigint[] | null => {
    const sums = parties.map(() => 0n);
    let shown = false;
    for (const node of nodes) {
      if (node.isGroup) {
        const at = rows.length;
        const row: ContractorRow = { id: node.id, ordinalDisplay: node.ordinalDisplay, name: node.name, unit: null, level: node.level, isGroup: true, lines: {}, totals: {} };
        rows.push(row);
        const inner = visit(node.children);
        if (inner === null) {
          rows.splice(at, 1);
          continue;
        }
        shown = true;
        parties.forEach((p, i) => {
          row.totals[p] = fromScaled(inner[i], MONEY_SCALE);
          sums[i] += inner[i];
        });
        continue;
      }
      itemCount++;
      const own = byItem.get(node.id);
      if (own?.[contractor.id]) withData++;
      if (onlyWithData && !own) continue;
      shown = true;
      const totals: Record<number, string> = {};
      if (own) {
        for (let i = 0; i < parties.length; i++) {
          const line = own[parties[i]];
          if (!line) continue;
          totals[parties[i]] = line.totalPrice;
          sums[i] += toScaled(line.totalPrice, MONEY_SCALE);
        }
      }
      rows.push({ id: node.id, ordinalDisplay: node.ordinalDisplay, name: node.name, unit: node.unitOfMeasurement, level: node.level, isGroup: false, lines: own ?? NO_LINES, totals });
    }
    return shown || !onlyWithData ? sums : null;
  };
  const sums = visit(items) ?? parties.map(() => 0n);
  return {
    rows,
    totals: Object.fromEntries(parties.map((p, i) => [p, fromScaled(sums[i], MONEY_SCALE)])),
    itemsWithData: withData,
    items: itemCount,
  };
}
