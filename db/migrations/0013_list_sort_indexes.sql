DROP INDEX "employees_surname_name_idx";--> statement-breakpoint
DROP INDEX "news_title_idx";--> statement-breakpoint
CREATE INDEX "employees_agency_idx" ON "employees" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "verifications_created_idx" ON "verifications" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "warehouse_items_name_idx" ON "warehouse_items" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "employees_surname_name_idx" ON "employees" USING btree ("surname","name","id","active_to");--> statement-breakpoint
CREATE INDEX "news_title_idx" ON "news" USING btree ("title","date" DESC NULLS FIRST,"id" DESC NULLS FIRST);