CREATE TABLE "order_tab_counts" (
	"tab" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_rollup" (
	"bucket" timestamp with time zone PRIMARY KEY NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The tabs an order is under: "all", and TAB_CONDITIONS of src/server/orders/queries.ts.
CREATE FUNCTION "order_tabs"(status text, pay_status text, payment_method text, delivery_status text, received boolean) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    'all',
    CASE WHEN status = 'in_progress' AND pay_status = 'unpaid' AND payment_method <> 'cash_on_delivery' THEN 'to_pay' END,
    CASE WHEN status IN ('in_progress', 'pending_cancellation') AND (pay_status = 'paid' OR payment_method = 'cash_on_delivery') AND delivery_status <> 'shipped' THEN 'to_ship' END,
    CASE WHEN status = 'in_progress' AND delivery_status = 'shipped' AND NOT received THEN 'to_receive' END,
    CASE WHEN status = 'completed' THEN 'completed' END,
    CASE WHEN status = 'cancelled' THEN 'cancelled' END
  ], NULL)
$$;
--> statement-breakpoint
-- The quarter hour an order's sales count in.
CREATE FUNCTION "sales_bucket"(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00')
$$;
--> statement-breakpoint
-- Applies what one statement did to orders: the rows it removed count minus, the rows it wrote plus.
-- One upsert per table, its keys in order, so concurrent statements take the counters' locks in the same order.
CREATE FUNCTION "orders_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1 AS sign, * FROM new_rows' END;
BEGIN
  EXECUTE format($q$
    WITH changed AS (%s)
    INSERT INTO "sales_rollup" AS r ("bucket", "sales", "orders")
    SELECT "sales_bucket"(submitted_at), sum(sign * total), sum(sign) FROM changed WHERE status <> 'cancelled'
    GROUP BY 1 HAVING sum(sign * total) <> 0 OR sum(sign) <> 0 ORDER BY 1
    ON CONFLICT ("bucket") DO UPDATE SET "sales" = r."sales" + excluded."sales", "orders" = r."orders" + excluded."orders"$q$, changed);
  EXECUTE format($q$
    WITH changed AS (%s)
    INSERT INTO "order_tab_counts" AS c ("tab", "count")
    SELECT tab, sum(sign) FROM changed, unnest("order_tabs"(status, pay_status, payment_method, delivery_status, received)) AS tab
    GROUP BY 1 HAVING sum(sign) <> 0 ORDER BY 1
    ON CONFLICT ("tab") DO UPDATE SET "count" = c."count" + excluded."count"$q$, changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_rollup_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_rollup"();
--> statement-breakpoint
CREATE TRIGGER "orders_rollup_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_rollup"();
--> statement-breakpoint
CREATE TRIGGER "orders_rollup_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_rollup"();
--> statement-breakpoint
-- The orders placed before this migration.
INSERT INTO "sales_rollup" ("bucket", "sales", "orders")
  SELECT "sales_bucket"(submitted_at), sum(total), count(*) FROM "orders" WHERE status <> 'cancelled' GROUP BY 1;
--> statement-breakpoint
INSERT INTO "order_tab_counts" ("tab", "count")
  SELECT tab, count(*) FROM "orders", unnest("order_tabs"(status, pay_status, payment_method, delivery_status, received)) AS tab GROUP BY 1;
