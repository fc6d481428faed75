ALTER TABLE "coupons" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "batch" text;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_upper_key" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "coupons_batch_idx" ON "coupons" USING btree ("batch");