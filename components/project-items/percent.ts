/**
 * The completed percent of the items tab (spec part 1 section 2): its colour and the range
 * filter. completedPercent is a ratio as a decimal string ("0.375000"); it is compared on its
 * digits, never as a float, so 0.999999 is never taken for 1.
 */
import { parseDecimal } from '@/lib/format';
import type { CompletedPercentFilter, ProjectItemNode } from '@/lib/project-items/types';
import { COMPLETED_PERCENT_FILTERS } from '@/lib/project-items/types';

/** Where a ratio stands against 0 and 1: 'zero' (0 or less), 'partial' (0 < p < 1), 'complete' (1), 'over' (> 1). */
export function percentBand(ratio: string | null | undefined): CompletedPercentFilter {
  const parts = ratio == null || ratio === '' ? null : parseDecimal(ratio);
  if (!parts) return 'zero';
  const fracNonZero = /[1-9]/.test(parts.frac);
  if (parts.negative || (parts.int === '0' && !fracNonZero)) return 'zero';
  if (parts.int === '0') return 'partial';
  if (parts.int === '1' && !fracNonZero) return 'complete';
  return 'over';
}

/** Red at 0, blue between 0 and 1, green at 1 and above (Mantine colour names). */
export function percentColor(ratio: string | null | undefined): 'red' | 'blue' | 'green' {
  const band = percentBand(ratio);
  return band === 'zero' ? 'red' : band === 'partial' ? 'blue' : 'green';
}

/**
 * The spec's four ranges: 0 %, more than 0 up to 99.999 %, exactly 100 %, over 100 %.
 * 'partial' takes everything strictly between 0 and 1 (0.999995 too), so no item falls between
 * two ranges.
 */
export function matchesPercentFilter(ratio: string | null | undefined, filter: CompletedPercentFilter): boolean {
  return percentBand(ratio) === filter;
}

/**
 * The tree with only the items in the range; a group stays when an item below it does (its
 * ancestors come along so the item keeps its place). Groups without matching items disappear.
 * Unchanged subtrees keep their identity, so a table can reuse their rows.
 */
export function filterTreeByPercent(items: ProjectItemNode[], filter: CompletedPercentFilter | null): ProjectItemNode[] {
  if (!filter) return items;
  const visit = (nodes: ProjectItemNode[]): ProjectItemNode[] => {
    const kept: ProjectItemNode[] = [];
    for (const node of nodes) {
      if (!node.isGroup) {
        if (matchesPercentFilter(node.completedPercent, filter)) kept.push(node);
        continue;
      }
      const children = visit(node.children);
      if (children.length === 0) continue;
      kept.push(children.length === node.children.length && children.every((c, i) => c === node.children[i]) ? node : { ...node, children });
    }
    return kept;
  };
  return visit(items);
}

/** The query parameter that keeps the filter (the list convention filter.{column}). */
export const PERCENT_FILTER_PARAM = 'filter.completedPercent';

/** The filter of a query string value; anything unknown means no filter. */
export function parsePercentFilter(value: string | string[] | null | undefined): CompletedPercentFilter | null {
  const text = Array.isArray(value) ? value[0] : value;
  return (COMPLETED_PERCENT_FILTERS as readonly string[]).includes(text ?? '') ? (text as CompletedPercentFilter) : null;
}
