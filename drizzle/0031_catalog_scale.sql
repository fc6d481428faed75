DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_sold_idx";--> statement-breakpoint
DROP INDEX "products_rank_idx";--> statement-breakpoint
CREATE INDEX "product_variants_sku_trgm_idx" ON "product_variants" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("stock_total","id");--> statement-breakpoint
CREATE INDEX "products_title_en_idx" ON "products" USING btree (("title"->>'en'),"id");--> statement-breakpoint
CREATE INDEX "products_slug_trgm_idx" ON "products" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin (("title"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price_min","id");--> statement-breakpoint
CREATE INDEX "products_published_id_idx" ON "products" USING btree ("id") WHERE "products"."published";--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_min","id");--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree ("sold_count","id");--> statement-breakpoint
CREATE INDEX "products_rank_idx" ON "products" USING btree ("rank" DESC NULLS LAST,"id");