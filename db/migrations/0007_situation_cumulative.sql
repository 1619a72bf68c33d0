ALTER TABLE "situation_items" ADD COLUMN "cumulative_quantity" numeric(18, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The running cumulative of every existing row (issue 11): the sum of its line's quantities in
-- this and every earlier situation, situations ordered by active_from, then id (the order of
-- lib/situations/cumulative.ts); from here on the service keeps it in every write. On a large
-- database this takes minutes (1.4 M rows: 0.5-2 min on a loaded 2-core machine), past the app's
-- statement_timeout (30 s, db/client.ts): lifted for this migration's transaction only.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
UPDATE "situation_items" si SET "cumulative_quantity" = w.cumulative
FROM (
  SELECT x.id, sum(x.quantity) OVER (PARTITION BY x.project_cooperator_item_id ORDER BY s.active_from, s.id) AS cumulative
  FROM "situation_items" x JOIN "project_situations" s ON s.id = x.project_situation_id
) w
WHERE si.id = w.id;
