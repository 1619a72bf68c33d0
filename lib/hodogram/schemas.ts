import { hr, z } from '@/lib/i18n/zod';
import { idNumber } from '@/lib/http/params';
import { messages } from '@/lib/i18n/messages';

/**
 * Hodogram rules (spec part 1 section 5: name required, code at most 50; the name column holds
 * 200), shared by the node form and the API. The whole-tree update (PUT /api/Hodogram) reports
 * a rule per node path, e.g. errors["hodogramEntities.0.children.1.name"] = ["Obavezno polje"].
 */
export const NAME_MAX = 200;
export const CODE_MAX = 50;
export const DESCRIPTION_MAX = 4000;
/** Bounds of one template tree, so a request cannot make the server walk an endless tree. */
export const TREE_MAX_NODES = 2000;
export const TREE_MAX_DEPTH = 20;

const nodeFields = {
  name: hr.requiredText(NAME_MAX),
  code: hr.optionalText(CODE_MAX),
  description: hr.optionalText(DESCRIPTION_MAX),
};

/** The node form (edit), and PUT /api/Hodogram/nodes/{id}. */
export const hodogramNodeSchema = z.object(nodeFields);
export type HodogramNodeInput = z.infer<typeof hodogramNodeSchema>;

/** POST /api/Hodogram/nodes: a root node (no parentId) or a child of parentId. */
export const hodogramNodeCreateSchema = z.object({ parentId: hr.optionalId(), ...nodeFields });
export type HodogramNodeCreateInput = z.infer<typeof hodogramNodeCreateSchema>;

/** PUT /api/Hodogram/nodes/{id}/active. */
export const hodogramActiveSchema = z.object({ isActive: z.boolean({ error: messages.required }) });

/** One node of the whole-tree update: without id it is new; other fields the GET returns are ignored. */
export type HodogramTreeNodeInput = {
  id: number | null;
  name: string;
  code: string | null;
  description: string | null;
  /** Omitted: a stored node keeps its state, a new node takes its parent's. */
  isActive?: boolean;
  children: HodogramTreeNodeInput[];
};

const treeNodeSchema: z.ZodType<HodogramTreeNodeInput, unknown> = z.object({
  id: hr.optionalId(),
  ...nodeFields,
  isActive: z.boolean().optional(),
  children: z
    .lazy(() => z.array(treeNodeSchema))
    .optional()
    .transform((v) => v ?? []),
});

function treeBounds(nodes: HodogramTreeNodeInput[], ctx: z.RefinementCtx) {
  let count = 0;
  let depth = 0;
  const walk = (list: HodogramTreeNodeInput[], level: number) => {
    depth = Math.max(depth, level);
    for (const node of list) {
      count += 1;
      walk(node.children, level + 1);
    }
  };
  walk(nodes, nodes.length ? 1 : 0);
  if (count > TREE_MAX_NODES) ctx.addIssue({ code: 'custom', path: [], message: messages.hodogramTooLarge(TREE_MAX_NODES) });
  if (depth > TREE_MAX_DEPTH) ctx.addIssue({ code: 'custom', path: [], message: messages.hodogramTooDeep(TREE_MAX_DEPTH) });
}

/**
 * PUT /api/Hodogram: the whole template tree as `hodogramEntities` (order = ordinal), and the
 * stored nodes the user confirmed deleting (`confirmedDeletions`, each with its subtree): a node
 * with attachments or project-hodogram copies is deleted only when named there.
 */
export const hodogramTreeUpdateSchema = z.object({
  hodogramEntities: z.array(treeNodeSchema).superRefine(treeBounds),
  confirmedDeletions: z
    .array(idNumber())
    .max(TREE_MAX_NODES)
    .optional()
    .transform((v) => v ?? []),
});
export type HodogramTreeUpdateInput = z.infer<typeof hodogramTreeUpdateSchema>;

/** POST /api/Hodogram?projectId= */
export const projectIdQuerySchema = z.object({ projectId: hr.requiredId() });

/** GET /api/Hodogram/projectHodogram/{projectId} */
export const projectIdParamsSchema = z.object({ projectId: hr.requiredId() });

/** PUT /api/Hodogram/projectHodogram: exactly these nodes of the project are completed. */
export const projectCompletionSchema = z.object({
  projectId: hr.requiredId(),
  completedIds: z.array(idNumber()).max(TREE_MAX_NODES),
});
export type ProjectCompletionInput = z.infer<typeof projectCompletionSchema>;
