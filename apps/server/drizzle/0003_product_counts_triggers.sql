-- Keeps product_counts (0002) equal to the number of products of each store in each status.
-- Statement-level triggers with transition tables: in the writing transaction, so a committed
-- count is exact, and once per statement, so a bulk action on 500 products moves each count
-- once. Counts are locked in (store_id, status) order, so concurrent writers cannot deadlock
-- on them.
CREATE FUNCTION "product_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_counts AS c (store_id, status, count)
      SELECT store_id, status, count(*)::int FROM new_rows
      GROUP BY store_id, status ORDER BY store_id, status
      ON CONFLICT (store_id, status) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only a changed status (or store) moves a count; other edits change nothing here.
    INSERT INTO product_counts AS c (store_id, status, count)
      SELECT store_id, status, sum(n)::int FROM (
        SELECT store_id, status, 1 AS n FROM new_rows
        UNION ALL
        SELECT store_id, status, -1 AS n FROM old_rows
      ) AS moved
      GROUP BY store_id, status HAVING sum(n) <> 0 ORDER BY store_id, status
      ON CONFLICT (store_id, status) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    -- Update, never insert: when a store is deleted its counts may already be gone with it.
    PERFORM FROM product_counts AS c
      WHERE (c.store_id, c.status) IN (SELECT store_id, status FROM old_rows)
      ORDER BY c.store_id, c.status FOR UPDATE;
    UPDATE product_counts AS c SET count = c.count - gone.n
      FROM (SELECT store_id, status, count(*)::int AS n FROM old_rows GROUP BY store_id, status) AS gone
      WHERE c.store_id = gone.store_id AND c.status = gone.status;
  ELSE -- TRUNCATE
    DELETE FROM product_counts;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_count_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "products_count_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "products_count_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "products_count_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_apply"();--> statement-breakpoint
-- Products written before this migration; the triggers count every one written after it.
INSERT INTO "product_counts" ("store_id", "status", "count")
  SELECT "store_id", "status", count(*)::int FROM "products" GROUP BY "store_id", "status";
