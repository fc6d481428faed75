CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_ip" text;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE failed_at is null;--> statement-breakpoint
CREATE INDEX "orders_unpaid_ip_idx" ON "orders" USING btree ("client_ip") WHERE status = 'in_progress' and pay_status = 'unpaid';--> statement-breakpoint
CREATE INDEX "orders_unpaid_email_idx" ON "orders" USING btree (lower("email")) WHERE status = 'in_progress' and pay_status = 'unpaid';--> statement-breakpoint
CREATE INDEX "orders_unpaid_visitor_idx" ON "orders" USING btree ("visitor_id") WHERE status = 'in_progress' and pay_status = 'unpaid';