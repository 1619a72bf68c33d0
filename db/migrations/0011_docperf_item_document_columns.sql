-- Issue 12 "Seed and performance" (docperf): the items switch filters and sorts on document_items
-- alone. Each line carries its document's type, status and creation time, kept by the database
-- (the triggers below), so GET /api/DocumentItems never joins every line to its document.
DROP INDEX "document_items_name_idx";--> statement-breakpoint
DROP INDEX "document_items_project_idx";--> statement-breakpoint
ALTER TABLE "document_items" ADD COLUMN "document_type_id" integer DEFAULT null;--> statement-breakpoint
ALTER TABLE "document_items" ADD COLUMN "document_status_id" integer DEFAULT null;--> statement-breakpoint
ALTER TABLE "document_items" ADD COLUMN "document_created_date" timestamp with time zone DEFAULT null;--> statement-breakpoint
UPDATE "document_items" i SET "document_type_id" = d."document_type_id", "document_status_id" = d."document_status_id", "document_created_date" = d."created_date"
  FROM "documents" d WHERE d."id" = i."document_id";--> statement-breakpoint
ALTER TABLE "document_items" ALTER COLUMN "document_type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "document_items" ALTER COLUMN "document_status_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "document_items" ALTER COLUMN "document_created_date" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "document_items_type_date_idx" ON "document_items" USING btree ("document_type_id","document_created_date" DESC NULLS LAST,"document_id" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "document_items_type_status_date_idx" ON "document_items" USING btree ("document_type_id","document_status_id","document_created_date" DESC NULLS LAST,"document_id" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "document_items_type_name_idx" ON "document_items" USING btree ("document_type_id","name","id");--> statement-breakpoint
DROP INDEX "documents_type_date_idx";--> statement-breakpoint
CREATE INDEX "documents_type_date_idx" ON "documents" USING btree ("document_type_id","created_date" DESC NULLS LAST,"id" DESC NULLS LAST,"supplier_id","project_id");--> statement-breakpoint
CREATE INDEX "documents_type_status_date_idx" ON "documents" USING btree ("document_type_id","document_status_id","created_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "document_items_project_idx" ON "document_items" USING btree ("project_id","document_type_id","document_created_date" DESC NULLS LAST,"document_id" DESC NULLS LAST,"id");--> statement-breakpoint
-- A line takes its document's values whenever it is written with a document (insert, or an
-- update naming the document or these columns): whatever the statement said, the document's
-- values are stored. A missing document is the foreign key's error (23503), as before.
CREATE FUNCTION "document_items_copy_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT d."document_type_id", d."document_status_id", d."created_date"
    INTO NEW."document_type_id", NEW."document_status_id", NEW."document_created_date"
    FROM "documents" d WHERE d."id" = NEW."document_id";
  IF NOT FOUND THEN
    RAISE EXCEPTION 'insert or update on table "document_items" violates foreign key constraint "document_items_document_id_documents_id_fk"'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'document_items_document_id_documents_id_fk', TABLE = 'document_items';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "document_items_copy_document" BEFORE INSERT OR UPDATE OF "document_id", "document_type_id", "document_status_id", "document_created_date" ON "document_items"
  FOR EACH ROW EXECUTE FUNCTION "document_items_copy_document"();
--> statement-breakpoint
-- A document's new status (Process, Complete, a storno's source, a requisition becoming
-- Processed, a project's completion), type or date reaches its lines in the same statement.
CREATE FUNCTION "documents_copy_to_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "document_items" SET "document_type_id" = NEW."document_type_id", "document_status_id" = NEW."document_status_id", "document_created_date" = NEW."created_date"
    WHERE "document_id" = NEW."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "documents_copy_to_items" AFTER UPDATE OF "document_type_id", "document_status_id", "created_date" ON "documents"
  FOR EACH ROW
  WHEN (OLD."document_type_id" IS DISTINCT FROM NEW."document_type_id" OR OLD."document_status_id" IS DISTINCT FROM NEW."document_status_id" OR OLD."created_date" IS DISTINCT FROM NEW."created_date")
  EXECUTE FUNCTION "documents_copy_to_items"();
