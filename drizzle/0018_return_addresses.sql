CREATE TABLE "return_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"consignee" text NOT NULL,
	"contact_number" text NOT NULL,
	"address" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "credit_ledger_order_reason_key";--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "return_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "return_addresses_default_key" ON "return_addresses" USING btree ("is_default") WHERE "return_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_return_key" ON "credit_ledger" USING btree ("return_id") WHERE "credit_ledger"."return_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_order_reason_key" ON "credit_ledger" USING btree ("order_id","reason") WHERE "credit_ledger"."order_id" is not null and "credit_ledger"."return_id" is null;