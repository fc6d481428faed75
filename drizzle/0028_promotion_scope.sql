ALTER TABLE "coupons" DROP CONSTRAINT "coupons_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "product_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
UPDATE "coupons" SET "product_ids" = ARRAY["product_id"] WHERE "product_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "product_id";--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "product_ids" integer[] DEFAULT '{}'::int[] NOT NULL;
