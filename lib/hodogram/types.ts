/**
 * Hodogram shapes shared by the server and the browser (spec part 1 section 3, "Hodogram node"):
 * id, ordinal, code, name, description, isActive, parentId, children; the project variant adds
 * isCompleted, projectId and its attachments (here their count; the drawer lists them).
 */
export type HodogramNodeDto = {
  id: number;
  /** Position among its siblings, 1-based. */
  ordinal: number;
  code: string | null;
  name: string;
  description: string | null;
  isActive: boolean;
  parentId: number | null;
  children: HodogramNodeDto[];
};

export type ProjectHodogramNodeDto = Omit<HodogramNodeDto, 'children'> & {
  projectId: number;
  isCompleted: boolean;
  attachmentsCount: number;
  children: ProjectHodogramNodeDto[];
};

/** What every tree view needs of a node (template and project alike). */
export type TreeNodeLike = {
  id: number;
  name: string;
  code: string | null;
  isActive: boolean;
  children: TreeNodeLike[];
};
