ALTER TABLE "order_state_counts" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_tab_counts" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_rollup" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_state_counts" DROP CONSTRAINT "order_state_counts_pk";--> statement-breakpoint
ALTER TABLE "order_tab_counts" DROP CONSTRAINT "order_tab_counts_pkey";--> statement-breakpoint
ALTER TABLE "sales_rollup" DROP CONSTRAINT "sales_rollup_pkey";--> statement-breakpoint
ALTER TABLE "order_state_counts" ADD CONSTRAINT "order_state_counts_pk" PRIMARY KEY("status","pay_status","payment_method","delivery_status","received","stripe");--> statement-breakpoint
ALTER TABLE "order_tab_counts" ADD CONSTRAINT "order_tab_counts_pk" PRIMARY KEY("tab","stripe");--> statement-breakpoint
ALTER TABLE "sales_rollup" ADD CONSTRAINT "sales_rollup_pk" PRIMARY KEY("bucket","stripe");--> statement-breakpoint
-- The existing counts are stripe 0 (the column's default). From here on the orders triggers add
-- each statement's change to the rows of the transaction's stripe (order_counter_stripe()), which no
-- other transaction writes at the same time: concurrent checkouts write different rows instead of
-- queueing on one row per counter until each commits. Readers sum over the stripes. Static SQL over
-- the transition tables, one function per trigger, one upsert per table in the same table order,
-- its keys in order.
DROP TRIGGER "orders_rollup_insert" ON "orders";--> statement-breakpoint
DROP TRIGGER "orders_rollup_update" ON "orders";--> statement-breakpoint
DROP TRIGGER "orders_rollup_delete" ON "orders";--> statement-breakpoint
DROP FUNCTION "orders_rollup"();
--> statement-breakpoint
-- The stripe (0..15) of the counter rows this transaction writes. The first call claims a stripe
-- no other transaction holds, with a transaction-level advisory lock (class 7204313, the stripe),
-- trying the connection's own first (pg_backend_pid() % 16, so a connection keeps to its rows),
-- and remembers it for the rest of the transaction. With all 16 in use it takes the connection's
-- own and queues on its rows, as every transaction did before.
CREATE FUNCTION "order_counter_stripe"() RETURNS smallint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  held text := current_setting('shop.order_counter_stripe', true);
  own int := pg_backend_pid() % 16;
  s int;
BEGIN
  IF held <> '' THEN
    RETURN held::smallint;
  END IF;
  FOR i IN 0..15 LOOP
    s := (own + i) % 16;
    IF pg_try_advisory_xact_lock(7204313, s) THEN
      PERFORM set_config('shop.order_counter_stripe', s::text, true);
      RETURN s;
    END IF;
  END LOOP;
  RETURN own;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "orders_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := "order_counter_stripe"();
BEGIN
  WITH changed AS (SELECT 1 AS sign, * FROM new_rows)
  INSERT INTO "sales_rollup" AS r ("bucket", "stripe", "sales", "orders")
  SELECT "sales_bucket"(submitted_at), s, sum(sign * total), sum(sign) FROM changed WHERE status <> 'cancelled'
  GROUP BY 1 HAVING sum(sign * total) <> 0 OR sum(sign) <> 0 ORDER BY 1
  ON CONFLICT ("bucket", "stripe") DO UPDATE SET "sales" = r."sales" + excluded."sales", "orders" = r."orders" + excluded."orders";
  WITH changed AS (SELECT 1 AS sign, * FROM new_rows)
  INSERT INTO "order_tab_counts" AS c ("tab", "stripe", "count")
  SELECT tab, s, sum(sign) FROM changed, unnest("order_tabs"(status, pay_status, payment_method, delivery_status, received)) AS tab
  GROUP BY 1 HAVING sum(sign) <> 0 ORDER BY 1
  ON CONFLICT ("tab", "stripe") DO UPDATE SET "count" = c."count" + excluded."count";
  WITH changed AS (SELECT 1 AS sign, * FROM new_rows)
  INSERT INTO "order_state_counts" AS c ("status", "pay_status", "payment_method", "delivery_status", "received", "stripe", "count")
  SELECT status, pay_status, payment_method, delivery_status, received, s, sum(sign) FROM changed
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("status", "pay_status", "payment_method", "delivery_status", "received", "stripe") DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "orders_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := "order_counter_stripe"();
BEGIN
  WITH changed AS (SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1 AS sign, * FROM new_rows)
  INSERT INTO "sales_rollup" AS r ("bucket", "stripe", "sales", "orders")
  SELECT "sales_bucket"(submitted_at), s, sum(sign * total), sum(sign) FROM changed WHERE status <> 'cancelled'
  GROUP BY 1 HAVING sum(sign * total) <> 0 OR sum(sign) <> 0 ORDER BY 1
  ON CONFLICT ("bucket", "stripe") DO UPDATE SET "sales" = r."sales" + excluded."sales", "orders" = r."orders" + excluded."orders";
  WITH changed AS (SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1 AS sign, * FROM new_rows)
  INSERT INTO "order_tab_counts" AS c ("tab", "stripe", "count")
  SELECT tab, s, sum(sign) FROM changed, unnest("order_tabs"(status, pay_status, payment_method, delivery_status, received)) AS tab
  GROUP BY 1 HAVING sum(sign) <> 0 ORDER BY 1
  ON CONFLICT ("tab", "stripe") DO UPDATE SET "count" = c."count" + excluded."count";
  WITH changed AS (SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1 AS sign, * FROM new_rows)
  INSERT INTO "order_state_counts" AS c ("status", "pay_status", "payment_method", "delivery_status", "received", "stripe", "count")
  SELECT status, pay_status, payment_method, delivery_status, received, s, sum(sign) FROM changed
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("status", "pay_status", "payment_method", "delivery_status", "received", "stripe") DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "orders_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := "order_counter_stripe"();
BEGIN
  WITH changed AS (SELECT -1 AS sign, * FROM old_rows)
  INSERT INTO "sales_rollup" AS r ("bucket", "stripe", "sales", "orders")
  SELECT "sales_bucket"(submitted_at), s, sum(sign * total), sum(sign) FROM changed WHERE status <> 'cancelled'
  GROUP BY 1 HAVING sum(sign * total) <> 0 OR sum(sign) <> 0 ORDER BY 1
  ON CONFLICT ("bucket", "stripe") DO UPDATE SET "sales" = r."sales" + excluded."sales", "orders" = r."orders" + excluded."orders";
  WITH changed AS (SELECT -1 AS sign, * FROM old_rows)
  INSERT INTO "order_tab_counts" AS c ("tab", "stripe", "count")
  SELECT tab, s, sum(sign) FROM changed, unnest("order_tabs"(status, pay_status, payment_method, delivery_status, received)) AS tab
  GROUP BY 1 HAVING sum(sign) <> 0 ORDER BY 1
  ON CONFLICT ("tab", "stripe") DO UPDATE SET "count" = c."count" + excluded."count";
  WITH changed AS (SELECT -1 AS sign, * FROM old_rows)
  INSERT INTO "order_state_counts" AS c ("status", "pay_status", "payment_method", "delivery_status", "received", "stripe", "count")
  SELECT status, pay_status, payment_method, delivery_status, received, s, sum(sign) FROM changed
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("status", "pay_status", "payment_method", "delivery_status", "received", "stripe") DO UPDATE SET "count" = c."count" + excluded."count";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_counts_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_counts_insert"();
--> statement-breakpoint
CREATE TRIGGER "orders_counts_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_counts_update"();
--> statement-breakpoint
CREATE TRIGGER "orders_counts_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_counts_delete"();
--> statement-breakpoint
-- Folds the stripes of the sales buckets before `before` into their stripe 0 (the order sweep
-- calls it with the current quarter hour), so the dashboard's month reads about one row per bucket.
-- Rows a transaction holds are skipped (the next sweep folds them), so the fold does not queue
-- behind late changes to a past bucket; checkouts write the current bucket, which it leaves alone.
CREATE FUNCTION "sales_rollup_fold"(before timestamptz) RETURNS integer LANGUAGE sql AS $$
  WITH locked AS (
    SELECT "bucket", "stripe" FROM "sales_rollup" WHERE "bucket" < before AND "stripe" <> 0
    ORDER BY "bucket", "stripe" FOR UPDATE SKIP LOCKED
  ), gone AS (
    DELETE FROM "sales_rollup" AS r USING locked WHERE r."bucket" = locked."bucket" AND r."stripe" = locked."stripe"
    RETURNING r."bucket", r."sales", r."orders"
  ), folded AS (
    INSERT INTO "sales_rollup" AS r ("bucket", "stripe", "sales", "orders")
    SELECT "bucket", 0, sum("sales"), sum("orders") FROM gone GROUP BY 1 ORDER BY 1
    ON CONFLICT ("bucket", "stripe") DO UPDATE SET "sales" = r."sales" + excluded."sales", "orders" = r."orders" + excluded."orders"
    RETURNING 1
  )
  SELECT count(*)::int FROM folded
$$;
