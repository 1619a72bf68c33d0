/**
 * The select options the document and item forms get from the page (read on the server):
 * projects with their status (the project select lists active ones plus the chosen one, §5),
 * cooperators (suppliers), units and expense types.
 */
import { ProjectStatus } from '@/lib/projects/constants';

export type Choice = { value: string; label: string };
export type ProjectChoiceWithStatus = { id: number; name: string; projectStatusId: number };

export type DocumentFormOptions = {
  projects: ProjectChoiceWithStatus[];
  suppliers: Choice[];
  units: Choice[];
  expenseTypes: Choice[];
};

/** §5: only active projects, plus the one already chosen (so an old document still shows it). */
export function projectChoices(projects: readonly ProjectChoiceWithStatus[], chosen: number | null | undefined): Choice[] {
  return projects
    .filter((p) => p.projectStatusId === ProjectStatus.Active || p.id === chosen)
    .map((p) => ({ value: String(p.id), label: p.name }));
}

/** A select's value for an id field. */
export const idValue = (v: number | null | undefined) => (v == null ? null : String(v));
export const toId = (v: string | null) => (v ? Number(v) : null);

/** §5: a warehouse item with nothing on hand cannot be chosen (its quantity has no non-zero digit). */
export const isZeroStock = (quantity: string) => !/[1-9]/.test(quantity);
