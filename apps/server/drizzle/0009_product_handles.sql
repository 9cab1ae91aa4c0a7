ALTER TABLE "products" ADD COLUMN "handle" text DEFAULT ('p-' || replace(gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
-- Existing products get a handle from their name, by the rule of products.handles.ts (lower
-- case, common accents dropped, every run of other characters one hyphen, at most 100
-- characters, "product" when nothing is left). Within a store the oldest product of a name
-- keeps the plain handle; later ones add the start of their id, so no two can meet.
-- Only handle changes: the triggers of 0003 count nothing, those of 0005 move the versions.
WITH "slugs" AS (
  SELECT "id", "store_id", "created_at",
    coalesce(nullif(trim(both '-' from left(regexp_replace(
      translate(lower("name"), 'àáâãäåāçćčďèéêëēěìíîïīłñńňòóôõöøōřśšťùúûüūůýÿžźż',
                               'aaaaaaacccdeeeeeeiiiiilnnnooooooorsstuuuuuuyyzzz'),
      '[^a-z0-9]+', '-', 'g'), 100)), ''), 'product') AS "slug"
  FROM "products"
), "numbered" AS (
  SELECT "id", "slug",
    row_number() OVER (PARTITION BY "store_id", "slug" ORDER BY "created_at", "id") AS "n"
  FROM "slugs"
)
UPDATE "products" AS "p"
  SET "handle" = CASE WHEN "numbered"."n" = 1 THEN "numbered"."slug"
    ELSE "numbered"."slug" || '-' || left(replace("p"."id"::text, '-', ''), 8) END
  FROM "numbered" WHERE "p"."id" = "numbered"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "products_store_handle_idx" ON "products" USING btree ("store_id","handle");
