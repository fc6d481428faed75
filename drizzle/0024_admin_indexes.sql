CREATE INDEX "order_lines_sku_trgm_idx" ON "order_lines" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_submitted_idx" ON "orders" USING btree ("submitted_at","id","total","status");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total","id","status");--> statement-breakpoint
CREATE INDEX "orders_number_sort_idx" ON "orders" USING btree ("number","id");--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("submitted_at","id","status","pay_status","payment_method","delivery_status","received") WHERE status in ('in_progress', 'pending_cancellation');--> statement-breakpoint
CREATE INDEX "orders_cancelled_idx" ON "orders" USING btree ("submitted_at","id","payment_method","pay_status","delivery_status") WHERE status = 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin (trim(coalesce("address"->>'firstName', '') || ' ' || coalesce("address"->>'lastName', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin (regexp_replace("phone", '\D', '', 'g') gin_trgm_ops);