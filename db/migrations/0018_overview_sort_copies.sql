-- The items overview's sort keys copied onto the cost-list lines (db/schema/situations.ts, issue 15):
-- the project's name, the cooperator's name and the item's path, kept by the database.
ALTER TABLE "project_cooperator_items" ADD COLUMN "project_name" varchar(200);--> statement-breakpoint
ALTER TABLE "project_cooperator_items" ADD COLUMN "cooperator_name" varchar(200);--> statement-breakpoint
ALTER TABLE "project_cooperator_items" ADD COLUMN "item_path" integer[];--> statement-breakpoint
UPDATE "project_cooperator_items" l SET "project_name" = p.name, "cooperator_name" = c.name, "item_path" = i.path
  FROM projects p, project_cooperators pc, cooperators c, project_items i
  WHERE p.id = l.project_id AND pc.id = l.project_cooperator_id AND c.id = pc.cooperator_id AND i.id = l.project_item_id;--> statement-breakpoint
ALTER TABLE "project_cooperator_items" ALTER COLUMN "project_name" SET DEFAULT null;--> statement-breakpoint
ALTER TABLE "project_cooperator_items" ALTER COLUMN "project_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "project_cooperator_items" ALTER COLUMN "cooperator_name" SET DEFAULT null;--> statement-breakpoint
ALTER TABLE "project_cooperator_items" ALTER COLUMN "cooperator_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "project_cooperator_items" ALTER COLUMN "item_path" SET DEFAULT null;--> statement-breakpoint
ALTER TABLE "project_cooperator_items" ALTER COLUMN "item_path" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "project_cooperator_items_by_project_idx" ON "project_cooperator_items" USING btree ("project_name","project_id","cooperator_name","project_cooperator_id","item_path","id");--> statement-breakpoint
CREATE INDEX "project_cooperator_items_by_project_desc_idx" ON "project_cooperator_items" USING btree ("project_name" DESC NULLS LAST,"project_id" DESC NULLS LAST,"cooperator_name","project_cooperator_id","item_path","id");--> statement-breakpoint
CREATE INDEX "project_cooperator_items_by_cooperator_idx" ON "project_cooperator_items" USING btree ("cooperator_name","project_cooperator_id","project_name","project_id","item_path","id");--> statement-breakpoint
CREATE INDEX "project_cooperator_items_by_cooperator_desc_idx" ON "project_cooperator_items" USING btree ("cooperator_name" DESC NULLS LAST,"project_cooperator_id" DESC NULLS LAST,"project_name","project_id","item_path","id");--> statement-breakpoint
-- A line takes the three from their sources on insert and whenever a statement names its project,
-- cooperator, item or one of the copies (whatever it wrote there).
CREATE FUNCTION project_cooperator_items_copy_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.name INTO NEW.project_name FROM projects p WHERE p.id = NEW.project_id;
  SELECT c.name INTO NEW.cooperator_name FROM project_cooperators pc JOIN cooperators c ON c.id = pc.cooperator_id WHERE pc.id = NEW.project_cooperator_id;
  SELECT i.path INTO NEW.item_path FROM project_items i WHERE i.id = NEW.project_item_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER project_cooperator_items_copy_sort_keys
  BEFORE INSERT OR UPDATE OF project_id, project_cooperator_id, project_item_id, project_name, cooperator_name, item_path ON project_cooperator_items
  FOR EACH ROW EXECUTE FUNCTION project_cooperator_items_copy_sort_keys();--> statement-breakpoint
-- A renamed project, a renamed cooperator, a project cooperator given another cooperator, an item
-- whose path changed: their lines follow in the same statement.
CREATE FUNCTION projects_name_to_cost_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_cooperator_items SET project_name = NEW.name WHERE project_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER projects_name_to_cost_lines AFTER UPDATE OF name ON projects
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION projects_name_to_cost_lines();--> statement-breakpoint
CREATE FUNCTION cooperators_name_to_cost_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_cooperator_items SET cooperator_name = NEW.name
  WHERE project_cooperator_id IN (SELECT pc.id FROM project_cooperators pc WHERE pc.cooperator_id = NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER cooperators_name_to_cost_lines AFTER UPDATE OF name ON cooperators
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION cooperators_name_to_cost_lines();--> statement-breakpoint
CREATE FUNCTION project_cooperators_cooperator_to_cost_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_cooperator_items SET cooperator_name = (SELECT c.name FROM cooperators c WHERE c.id = NEW.cooperator_id)
  WHERE project_cooperator_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER project_cooperators_cooperator_to_cost_lines AFTER UPDATE OF cooperator_id ON project_cooperators
  FOR EACH ROW WHEN (OLD.cooperator_id IS DISTINCT FROM NEW.cooperator_id) EXECUTE FUNCTION project_cooperators_cooperator_to_cost_lines();--> statement-breakpoint
CREATE FUNCTION project_items_path_to_cost_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_cooperator_items SET item_path = NEW.path WHERE project_id = NEW.project_id AND project_item_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER project_items_path_to_cost_lines AFTER UPDATE ON project_items
  FOR EACH ROW WHEN (OLD.path IS DISTINCT FROM NEW.path) EXECUTE FUNCTION project_items_path_to_cost_lines();
