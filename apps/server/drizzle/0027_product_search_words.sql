-- Keeps product_search_words (0026) equal to the words of each store's product names, tags and
-- types (product_search_dictionary, 0025), with how many products have each. Statement-level
-- triggers with transition tables, like 0003: in the writing transaction, once per statement.
-- They fire after the catalogue version triggers of 0005 (triggers fire in name order), which
-- lock the version rows of the stores written, so one store's writers change its words one
-- after the other.
CREATE FUNCTION "product_search_words_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_search_words AS w (store_id, word, products)
      SELECT r.store_id, d.word, count(*)::int
      FROM new_rows AS r, unnest(product_search_dictionary(r.name, r.tags, r.product_type)) AS d(word)
      GROUP BY r.store_id, d.word ORDER BY r.store_id, d.word
      ON CONFLICT (store_id, word) DO UPDATE SET products = w.products + excluded.products;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only products whose name, tags or type changed move a count: a stock or status change
    -- computes no words.
    INSERT INTO product_search_words AS w (store_id, word, products)
      SELECT store_id, word, sum(n)::int FROM (
        SELECT n.store_id, d.word, 1 AS n
        FROM old_rows AS o JOIN new_rows AS n USING (id),
          unnest(product_search_dictionary(n.name, n.tags, n.product_type)) AS d(word)
        WHERE (o.store_id, o.name, o.tags, o.product_type)
          IS DISTINCT FROM (n.store_id, n.name, n.tags, n.product_type)
        UNION ALL
        SELECT o.store_id, d.word, -1 AS n
        FROM old_rows AS o JOIN new_rows AS n USING (id),
          unnest(product_search_dictionary(o.name, o.tags, o.product_type)) AS d(word)
        WHERE (o.store_id, o.name, o.tags, o.product_type)
          IS DISTINCT FROM (n.store_id, n.name, n.tags, n.product_type)
      ) AS moved
      GROUP BY store_id, word HAVING sum(n) <> 0 ORDER BY store_id, word
      ON CONFLICT (store_id, word) DO UPDATE SET products = w.products + excluded.products;
    DELETE FROM product_search_words
      WHERE products <= 0 AND store_id IN (SELECT store_id FROM old_rows);
  ELSIF TG_OP = 'DELETE' THEN
    -- Update, never insert: when a store is deleted its words may already be gone with it.
    UPDATE product_search_words AS w SET products = w.products - gone.n
      FROM (
        SELECT r.store_id, d.word, count(*)::int AS n
        FROM old_rows AS r, unnest(product_search_dictionary(r.name, r.tags, r.product_type)) AS d(word)
        -- A deleted store's products (its cascade) leave words that go with the store.
        WHERE EXISTS (SELECT FROM stores AS s WHERE s.id = r.store_id)
        GROUP BY r.store_id, d.word
      ) AS gone
      WHERE w.store_id = gone.store_id AND w.word = gone.word;
    DELETE FROM product_search_words
      WHERE products <= 0 AND store_id IN (SELECT store_id FROM old_rows);
  ELSE -- TRUNCATE
    DELETE FROM product_search_words;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_search_words_apply"();--> statement-breakpoint
CREATE TRIGGER "products_words_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_search_words_apply"();--> statement-breakpoint
CREATE TRIGGER "products_words_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_search_words_apply"();--> statement-breakpoint
CREATE TRIGGER "products_words_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_search_words_apply"();--> statement-breakpoint
-- The words of the products that exist now; the triggers keep every later change.
INSERT INTO "product_search_words" ("store_id", "word", "products")
  SELECT p.store_id, d.word, count(*)::int
  FROM "products" AS p, unnest(product_search_dictionary(p.name, p.tags, p.product_type)) AS d(word)
  GROUP BY p.store_id, d.word;
