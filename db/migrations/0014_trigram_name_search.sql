-- pg_trgm: trigram indexes for "name contains" filters (issue 15). A trusted extension since PostgreSQL 13:
-- the database owner may create it; PGlite loads it from its contrib bundle (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "document_items_name_trgm_idx" ON "document_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "warehouse_items_name_trgm_idx" ON "warehouse_items" USING gin ("name" gin_trgm_ops);