CREATE TABLE "return_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"audit_status" text NOT NULL,
	"refund_status" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"restocked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"lang" text DEFAULT 'en' NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending_approval' NOT NULL,
	"audit_status" text DEFAULT 'pending' NOT NULL,
	"refund_status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"credentials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_amount" integer NOT NULL,
	"refuse_reason" text,
	"return_address" jsonb,
	"logistics_company" text,
	"logistics_number" text,
	"delivery_date" text,
	"shipped_back_at" timestamp with time zone,
	"goods_received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_reference" text,
	"refund_provider" text,
	"overdue_flagged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_history" ADD CONSTRAINT "return_history_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_history_return_idx" ON "return_history" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_line_idx" ON "return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_number_key" ON "returns" USING btree ("number");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_user_idx" ON "returns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_pending_idx" ON "returns" USING btree ("created_at") WHERE status = 'pending_approval' and audit_status = 'pending' and overdue_flagged_at is null;