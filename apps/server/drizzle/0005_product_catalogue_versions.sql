CREATE TABLE "product_catalogue_versions" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_catalogue_versions" ADD CONSTRAINT "product_catalogue_versions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Moves the catalogue version of every store whose products a statement wrote (the products
-- list cache checks it), and announces the stores on channel product_catalogues (payload: the
-- store id; empty: every store). Statement-level, in the writing transaction, like 0003: a
-- committed version is always current, and the announcement is sent on commit. Versions are
-- locked in store_id order, after the counts of 0003 (triggers fire in name order), so
-- concurrent writers cannot deadlock on them.
-- Announcements are for PGlite, where the server listens. A session that sets
-- shopwright.announce_writes to 'off' (the server's PostgreSQL pool does: nobody listens
-- there, and NOTIFY makes committing transactions wait for each other) sends none.
CREATE FUNCTION "shopwright_announce"(channel text, payload text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shopwright.announce_writes', true) IS DISTINCT FROM 'off' THEN
    PERFORM pg_notify(channel, payload);
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "product_catalogue_versions_move"(moved uuid[], may_insert boolean)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF may_insert THEN
    INSERT INTO product_catalogue_versions AS v (store_id, version)
      SELECT store_id, 1 FROM unnest(moved) AS store_id ORDER BY store_id
      ON CONFLICT (store_id) DO UPDATE SET version = v.version + 1;
  ELSE
    -- A store deleted with its products may already be gone: update, never insert. A store
    -- that has products has a row (inserting them made it, or this migration did).
    PERFORM FROM product_catalogue_versions AS v
      WHERE v.store_id = ANY (moved) ORDER BY v.store_id FOR UPDATE;
    UPDATE product_catalogue_versions AS v SET version = v.version + 1
      WHERE v.store_id = ANY (moved);
  END IF;
  PERFORM shopwright_announce('product_catalogues', store_id::text) FROM unnest(moved) AS store_id;
END
$$;--> statement-breakpoint
CREATE FUNCTION "product_catalogue_versions_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_catalogue_versions_move(array(SELECT DISTINCT store_id FROM new_rows), true);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM product_catalogue_versions_move(
      array(SELECT store_id FROM new_rows UNION SELECT store_id FROM old_rows), true);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_catalogue_versions_move(array(SELECT DISTINCT store_id FROM old_rows), false);
  ELSE -- TRUNCATE
    UPDATE product_catalogue_versions SET version = version + 1;
    PERFORM shopwright_announce('product_catalogues', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_version_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_catalogue_versions_apply"();--> statement-breakpoint
CREATE TRIGGER "products_version_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_catalogue_versions_apply"();--> statement-breakpoint
CREATE TRIGGER "products_version_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_catalogue_versions_apply"();--> statement-breakpoint
CREATE TRIGGER "products_version_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_catalogue_versions_apply"();--> statement-breakpoint
-- Stores that had products before this migration; the triggers keep every later one.
INSERT INTO "product_catalogue_versions" ("store_id", "version")
  SELECT DISTINCT "store_id", 1 FROM "products";
--> statement-breakpoint
-- Announces on channel store_access every statement that may take a store away from a user:
-- a membership removed or changed, a store deleted or given another team or owner (also when
-- a foreign key's cascade does it). Granting access needs no announcement: only "can reach"
-- answers are remembered (products.catalogue-versions.ts).
CREATE FUNCTION "store_access_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shopwright_announce('store_access', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "team_members_access_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "team_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "store_access_announce"();--> statement-breakpoint
CREATE TRIGGER "stores_access_changed" AFTER UPDATE OF "team_id", "created_by" OR DELETE OR TRUNCATE
  ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION "store_access_announce"();
