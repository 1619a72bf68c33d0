ALTER TABLE "situation_items" ADD COLUMN "cumulative_quantity" numeric(18, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The running cumulative of every existing row (issue 11): the sum of its line's quantities in
-- this and every earlier situation, situations ordered by active_from, then id (the order of
-- lib/situations/cumulative.ts); from here on the service keeps it in every write.
UPDATE "situation_items" si SET "cumulative_quantity" = w.cumulative
FROM (
  SELECT x.id, sum(x.quantity) OVER (PARTITION BY x.project_cooperator_item_id ORDER BY s.active_from, s.id) AS cumulative
  FROM "situation_items" x JOIN "project_situations" s ON s.id = x.project_situation_id
) w
WHERE si.id = w.id;
