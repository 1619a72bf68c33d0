/**
 * The bill of quantities as the API serves it and the items tab shows it (spec part 1 section 3,
 * "Project item"). Shared by server and browser: no server imports here.
 *
 * Every amount is a decimal STRING as Postgres gives it (never a JS float): quantities and unit
 * prices with 6 decimals, prices with 2, completedPercent as a ratio 0..1 (may exceed 1) with
 * 6 decimals. Group rows have no quantity/unit price of their own; their prices roll up from
 * their children, exactly.
 */
export type ProjectItemNode = {
  id: number;
  projectId: number;
  parentId: number | null;
  /** Position among its siblings, 1-based. */
  ordinal: number;
  /** Dotted path of ordinals: "1", "1.2", "1.2.3". */
  ordinalDisplay: string;
  /** 1 for top-level rows. */
  level: number;
  code: string | null;
  name: string;
  isGroup: boolean;
  unitOfMeasurementId: number | null;
  /** The unit's short name (m², kom, ...), null for groups. */
  unitOfMeasurement: string | null;
  quantity: string | null;
  unitPrice: string | null;
  totalPrice: string;
  completedQuantity: string | null;
  completedPrice: string;
  remainingQuantity: string | null;
  remainingPrice: string;
  completedPercent: string;
  children: ProjectItemNode[];
};

/** The summary row: totals of the whole list and the price-weighted average completion. */
export type ProjectItemsSummary = {
  totalPrice: string;
  completedPrice: string;
  remainingPrice: string;
  /** completedPrice / totalPrice as a ratio 0..1 ("0" when the total is 0). */
  completedPercent: string;
  groups: number;
  items: number;
};

/** GET /api/Projects/{projectId}/ProjectItems */
export type ProjectItemsTree = { items: ProjectItemNode[]; summary: ProjectItemsSummary };

/** The completed-percent range filter of the items tab (spec part 1 section 2). */
export const COMPLETED_PERCENT_FILTERS = ['zero', 'partial', 'complete', 'over'] as const;
export type CompletedPercentFilter = (typeof COMPLETED_PERCENT_FILTERS)[number];

/**
 * GET, PUT /api/ProjectItems/{id} and POST /api/ProjectItems: one node without its children,
 * its prices rolled up over its subtree, and how many rows lie below it (a group's delete
 * confirmation names them).
 */
export type ProjectItemDetail = Omit<ProjectItemNode, 'children'> & { descendants: number };

/** DELETE /api/ProjectItems/{id}: the id and how many rows went (the node and its subtree). */
export type ProjectItemDeleteResult = { id: number; deleted: number };

/** POST /api/Projects/{projectId}/ImportProjectItems (201). */
export type ProjectItemsImportReport = {
  /** Groups and items in the list after the import. */
  groups: number;
  items: number;
  /** Sum of the items' totals after the import. */
  totalPrice: string;
  /** Short names of the units of measurement the import created. */
  createdUnits: string[];
  /** Rows deleted (absent from the file), updated in place (rows with their id) and created. */
  deleted: number;
  updated: number;
  created: number;
};
