CREATE INDEX "employees_agency_idx" ON "employees" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "verifications_created_idx" ON "verifications" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "warehouse_items_name_idx" ON "warehouse_items" USING btree ("name","id");