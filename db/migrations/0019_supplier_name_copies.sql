-- The supplier's name copied onto documents and warehouse items (db/schema/documents.ts, issue 15).
ALTER TABLE "documents" ADD COLUMN "supplier_name" varchar(200);--> statement-breakpoint
ALTER TABLE "warehouse_items" ADD COLUMN "supplier_name" varchar(200);--> statement-breakpoint
UPDATE "documents" d SET "supplier_name" = c.name FROM cooperators c WHERE c.id = d.supplier_id;--> statement-breakpoint
UPDATE "warehouse_items" w SET "supplier_name" = c.name FROM cooperators c WHERE c.id = w.supplier_id;--> statement-breakpoint
CREATE INDEX "documents_type_supplier_idx" ON "documents" USING btree ("document_type_id","supplier_name","id");--> statement-breakpoint
CREATE INDEX "documents_type_supplier_desc_idx" ON "documents" USING btree ("document_type_id","supplier_name" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "warehouse_items_supplier_name_idx" ON "warehouse_items" USING btree ("supplier_name","id");--> statement-breakpoint
CREATE INDEX "warehouse_items_supplier_name_desc_idx" ON "warehouse_items" USING btree ("supplier_name" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- A row takes its supplier's name on insert and whenever a statement names its supplier or the
-- copy (whatever it wrote there).
CREATE FUNCTION copy_supplier_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.supplier_name := (SELECT c.name FROM cooperators c WHERE c.id = NEW.supplier_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER documents_copy_supplier_name BEFORE INSERT OR UPDATE OF supplier_id, supplier_name ON documents
  FOR EACH ROW EXECUTE FUNCTION copy_supplier_name();--> statement-breakpoint
CREATE TRIGGER warehouse_items_copy_supplier_name BEFORE INSERT OR UPDATE OF supplier_id, supplier_name ON warehouse_items
  FOR EACH ROW EXECUTE FUNCTION copy_supplier_name();--> statement-breakpoint
-- A renamed cooperator: its documents and stock follow in the same statement.
CREATE FUNCTION cooperators_name_to_suppliers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE documents SET supplier_name = NEW.name WHERE supplier_id = NEW.id;
  UPDATE warehouse_items SET supplier_name = NEW.name WHERE supplier_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER cooperators_name_to_suppliers AFTER UPDATE OF name ON cooperators
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION cooperators_name_to_suppliers();
