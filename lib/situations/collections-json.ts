import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';

/**
 * The spec's whole-collection calls of a project's cost lines and situation items (issue 15:
 * 60,000 lines, 20 MB, 1.44 million situation items on the large data), written as JSON by
 * Postgres: one statement, no per-row JavaScript (drizzle's mapping and JSON.stringify of 60,000
 * objects cost five times the SQL). The rows are the DTOs of queries.ts key for key and value for
 * value (tests/api/situations-collections-json.test.ts compares them with the JavaScript path):
 * numeric columns as their text ("12.500000"), amounts round(quantity x unit price, 2), which in
 * Postgres rounds half away from zero as lib/project-items/amounts.ts does. Each row is
 * row_to_json of named columns joined by string_agg: on 60,000 lines 40 % faster than json_agg
 * (which costs more than the joins), and the Node process only passes the text through.
 */
async function jsonOf(db: DbOrTx, query: ReturnType<typeof sql>): Promise<string> {
  const result = await db.execute<{ json: string | null }>(query);
  return result.rows[0]?.json ?? '[]';
}

/** GET /api/Projects/{id}/ProjectCooperatorItems: ProjectCooperatorItemDto[], by cooperator, item, id. */
export function cooperatorItemsJson(db: DbOrTx, projectId: number): Promise<string> {
  return jsonOf(
    db,
    sql`select '[' || coalesce(string_agg(row_to_json(x)::text, ',' order by x."projectCooperatorId", x."projectItemId", x.id), '') || ']' as json from (select
      l.id, l.project_id as "projectId", l.project_cooperator_id as "projectCooperatorId", l.project_item_id as "projectItemId",
      l.contractor_item_id as "contractorItemId", l.quantity::text as quantity, l.unit_price::text as "unitPrice",
      l.total_price::text as "totalPrice", c.name as "cooperatorName", i.name as "projectItemName", u.short_name as "unitOfMeasurement"
    from project_cooperator_items l
    join project_cooperators pc on pc.id = l.project_cooperator_id
    join cooperators c on c.id = pc.cooperator_id
    join project_items i on i.id = l.project_item_id
    left join units_of_measurement u on u.id = i.unit_of_measurement_id
    where l.project_id = ${projectId}) x`,
  );
}

/**
 * GET /api/Projects/{id}/ProjectSituationItems[?projectSituationId]: SituationItemDto[] in
 * situation order (activeFrom, id), then by line. All situations: the cumulative quantity is the
 * running sum over the line's rows in that order (a window, exact numeric). One situation: its
 * rows only, with their kept cumulative (cumulative-store.ts), as situationItemsOf in queries.ts.
 * Unknown or another project's situation: [].
 */
export function situationItemsJson(db: DbOrTx, projectId: number, situationId: number | null): Promise<string> {
  const scope = situationId === null ? sql`` : sql`and s.id = ${situationId}`;
  const cumulative =
    situationId === null
      ? sql`sum(si.quantity) over (partition by si.project_cooperator_item_id order by s.active_from, s.id rows unbounded preceding)`
      : sql`si.cumulative_quantity`;
  // One statement: one snapshot.
  return jsonOf(
    db,
    sql`select '[' || coalesce(string_agg(row_to_json(x)::text, ',' order by r.active_from, r."projectSituationId", r."projectCooperatorItemId"), '') || ']' as json
      from (select si.id, si.project_situation_id as "projectSituationId", si.project_cooperator_item_id as "projectCooperatorItemId",
          l.project_cooperator_id as "projectCooperatorId", l.project_item_id as "projectItemId", l.contractor_item_id as "contractorItemId",
          si.quantity, l.unit_price, s.active_from, ${cumulative} as cumulative
        from situation_items si
        join project_situations s on s.id = si.project_situation_id
        join project_cooperator_items l on l.id = si.project_cooperator_item_id
        where s.project_id = ${projectId} ${scope}) r
      cross join lateral (select r.id, r."projectSituationId", r."projectCooperatorItemId", r."projectCooperatorId", r."projectItemId",
        r."contractorItemId", r.quantity::text as quantity, r.unit_price::text as "unitPrice",
        round(r.quantity * r.unit_price, 2)::text as "totalPrice", r.cumulative::text as "cumulativeQuantity",
        round(r.cumulative * r.unit_price, 2)::text as "cumulativeTotalPrice") x`,
  );
}
