ALTER TABLE "order_lines" ADD COLUMN "option_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Orders placed before: the names their products give the colour and style now (a product since
-- deleted keeps showing the stored values).
UPDATE "order_lines" AS l SET "option_names" = jsonb_strip_nulls(jsonb_build_object(
	'color', (SELECT o->'name' FROM "products" p, jsonb_array_elements(coalesce(p."options"->'color', '[]'::jsonb)) o WHERE p."id" = l."product_id" AND o->>'value' = l."options"->>'color' LIMIT 1),
	'style', (SELECT o->'name' FROM "products" p, jsonb_array_elements(coalesce(p."options"->'style', '[]'::jsonb)) o WHERE p."id" = l."product_id" AND o->>'value' = l."options"->>'style' LIMIT 1)
)) WHERE l."product_id" IS NOT NULL;
