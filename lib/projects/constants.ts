/**
 * Codes and limits of the projects module (spec part 1 sections 3, 5 and 9). Client-safe.
 */
export const ProjectStatus = { Active: 1000, Inactive: 1001, Completed: 1002 } as const;
export type ProjectStatusId = (typeof ProjectStatus)[keyof typeof ProjectStatus];

/** The cooperator type whose cooperator is the project's investor (codebook CooperatorType). */
export const COOPERATOR_TYPE_INVESTOR = 500;

/**
 * The work-hour deadline extension: an integer 1-30 (the spec's "greater than 0 and less than
 * 31" reading), 2 when unset.
 */
export const DEADLINE_EXTENSION_MIN = 1;
export const DEADLINE_EXTENSION_MAX = 30;
export const DEFAULT_DEADLINE_EXTENSION = 2;

/** The list's tabs (?activeTab=), each one project status. Aktivni is the default. */
export const PROJECT_LIST_TABS = ['active', 'inactive', 'completed'] as const;
export type ProjectListTab = (typeof PROJECT_LIST_TABS)[number];

export const TAB_STATUS: Record<ProjectListTab, ProjectStatusId> = {
  active: ProjectStatus.Active,
  inactive: ProjectStatus.Inactive,
  completed: ProjectStatus.Completed,
};

export function parseListTab(value: string | string[] | undefined): ProjectListTab {
  const v = Array.isArray(value) ? value[0] : value;
  return (PROJECT_LIST_TABS as readonly string[]).includes(v ?? '') ? (v as ProjectListTab) : 'active';
}
