import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { notFound } from '@/lib/http/errors';
import { messages } from '@/lib/i18n/messages';
import { inReadSnapshot, rowsInPages } from './paged-rows';
import { completedQuantities } from './progress';
import { buildItemsTreeYielding, type ProjectItemRow } from './tree';
import type { ProjectItemDetail, ProjectItemsTree } from './types';

/**
 * Reads of the bill of quantities. The tree: the rows in pages of a cursor (index project_id,
 * parent_id, ordinal) and progress, in one snapshot, then the tree and its rollups built in one
 * pass of steps; every stage yields to the event loop (a list may have IMPORT_MAX_ROWS rows).
 */
/**
 * A raw statement rather than the query builder: for 10,000 rows the builder's mapping costs as
 * much as the query itself. Numerics as text (exact); the aliases are the row's field names.
 * `tx` is a transaction (inReadSnapshot): the rows come through a cursor.
 */
export async function projectItemRows(tx: DbOrTx, projectId: number): Promise<ProjectItemRow[]> {
  return rowsInPages<ProjectItemRow>(
    tx,
    sql`
    select i.id, i.project_id as "projectId", i.parent_id as "parentId", i.ordinal, i.code, i.name,
           i.is_group as "isGroup", i.unit_of_measurement_id as "unitOfMeasurementId",
           u.short_name as "unitOfMeasurement", i.quantity::text as quantity,
           i.unit_price::text as "unitPrice", i.total_price::text as "totalPrice"
    from project_items i
    left join units_of_measurement u on u.id = i.unit_of_measurement_id
    where i.project_id = ${projectId}
    order by i.parent_id, i.ordinal, i.id`,
  );
}

/** GET /api/Projects/{id}/ProjectItems (the items tab reads it in the browser) and the export: the whole tree with rollups and summary. */
export async function projectItemsTree(db: DbOrTx, projectId: number): Promise<ProjectItemsTree> {
  const { rows, completed } = await inReadSnapshot(db, async (tx) => ({
    rows: await projectItemRows(tx, projectId),
    completed: await completedQuantities(tx, projectId),
  }));
  return buildItemsTreeYielding(rows, completed);
}

/**
 * What the items tab page passes instead of the tree (the tab reads the tree from
 * GET /api/Projects/{id}/ProjectItems in the browser): a cheap mark of the project's items that
 * changes with every write to them, so a server render after an edit or an import (router.refresh)
 * tells the tab to read the tree again. `count` is the number of rows (groups and items);
 * `key` adds the highest id and the sum of the rows' xmin (the transaction that wrote each row
 * version): an insert, an update in place (an import by id, an inline edit, the ordinals moved by
 * a delete) or a delete changes it. A false change (e.g. a freeze) costs one read, never a stale
 * tree. One statement over the project's index; about 15 ms for 19,110 rows on Postgres.
 * Completed quantities (progress.ts) come from the contractor lines' executed_quantity, which
 * every situation item write updates: the lines' count, highest id and xmin sum (index
 * project_cooperator_items_project_idx) join the key, so a quantity saved, added or removed in
 * a situation re-reads the tree too.
 */
export type ProjectItemsRevision = { count: number; key: string };

export async function projectItemsRevision(db: DbOrTx, projectId: number): Promise<ProjectItemsRevision> {
  const result = await db.execute(sql`
    select count(*)::int as count, coalesce(max(id), 0)::text as "maxId", coalesce(sum(xmin::text::bigint), 0)::text as versions
    from project_items where project_id = ${projectId}`);
  const row = result.rows[0] as { count: number | string; maxId: string; versions: string };
  const executed = await db.execute(sql`
    select count(*)::int as count, coalesce(max(id), 0)::text as "maxId", coalesce(sum(xmin::text::bigint), 0)::text as versions
    from project_cooperator_items where project_id = ${projectId} and contractor_item_id is null`);
  const done = executed.rows[0] as { count: number | string; maxId: string; versions: string };
  const count = Number(row.count);
  return { count, key: `${count}.${row.maxId}.${row.versions}/${Number(done.count)}.${done.maxId}.${done.versions}` };
}

type SubtreeRow = Omit<ProjectItemRow, 'id' | 'projectId' | 'parentId' | 'ordinal' | 'unitOfMeasurementId'> & {
  id: number | string;
  projectId: number | string;
  parentId: number | string | null;
  ordinal: number | string;
  unitOfMeasurementId: number | string | null;
};

const num = (v: number | string) => Number(v);
const numOrNull = (v: number | string | null) => (v === null ? null : Number(v));

/**
 * One node with the rollups of its subtree and the number of its descendants (the delete
 * confirmation names how many rows go with a group). Two recursive queries: the path up (for
 * the dotted ordinal and the level) and the subtree down.
 */
export async function getProjectItem(db: DbOrTx, id: number): Promise<ProjectItemDetail> {
  return inReadSnapshot(db, (tx) => readProjectItem(tx, id));
}

/** A top group's subtree may be most of the list: its rows are read in pages too. */
async function readProjectItem(db: DbOrTx, id: number): Promise<ProjectItemDetail> {
  const up = await db.execute(sql`
    with recursive up(id, parent_id, ordinal, depth) as (
      select id, parent_id, ordinal, 0 from project_items where id = ${id}
      union all
      select p.id, p.parent_id, p.ordinal, up.depth + 1 from project_items p join up on p.id = up.parent_id
    )
    select ordinal from up where depth > 0 order by depth desc`);
  const down = await rowsInPages<SubtreeRow>(
    db,
    sql`
    with recursive down(id) as (
      select id from project_items where id = ${id}
      union all
      select c.id from project_items c join down on c.parent_id = down.id
    )
    select i.id, i.project_id as "projectId", i.parent_id as "parentId", i.ordinal, i.code, i.name,
           i.is_group as "isGroup", i.unit_of_measurement_id as "unitOfMeasurementId",
           u.short_name as "unitOfMeasurement", i.quantity::text as quantity,
           i.unit_price::text as "unitPrice", i.total_price::text as "totalPrice"
    from down join project_items i on i.id = down.id
    left join units_of_measurement u on u.id = i.unit_of_measurement_id`,
  );
  const rows = down.map(
    (r): ProjectItemRow => ({
      ...r,
      id: num(r.id),
      projectId: num(r.projectId),
      parentId: numOrNull(r.parentId),
      ordinal: num(r.ordinal),
      unitOfMeasurementId: numOrNull(r.unitOfMeasurementId),
    }),
  );
  const self = rows.find((r) => r.id === id);
  if (!self) throw notFound(messages.notFound);
  const ancestors = (up.rows as { ordinal: number | string }[]).map((r) => String(r.ordinal));
  const completed = await completedQuantities(db, self.projectId);
  // The node is the only root: its parent is not among the subtree's rows.
  const tree = await buildItemsTreeYielding(rows, completed, { pathPrefix: ancestors.join('.'), parentLevel: ancestors.length });
  const { children, ...node } = tree.items[0];
  void children;
  return { ...node, descendants: rows.length - 1 };
}
