DROP INDEX "documents_type_date_idx";--> statement-breakpoint
CREATE INDEX "document_items_name_idx" ON "document_items" USING btree ("name","id","document_id");--> statement-breakpoint
CREATE INDEX "documents_type_date_idx" ON "documents" USING btree ("document_type_id","created_date" DESC NULLS LAST,"id" DESC NULLS LAST);