ALTER TABLE "stores" DROP CONSTRAINT "stores_domain_unique";--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "domain_bare" text GENERATED ALWAYS AS (regexp_replace(domain, '^www[.]', '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "domain_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "domain_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "domain_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "domain_problem" text;--> statement-breakpoint
CREATE UNIQUE INDEX "stores_domain_served_idx" ON "stores" USING btree ("domain_bare") WHERE "stores"."domain_status" <> 'pending';--> statement-breakpoint
CREATE INDEX "stores_domain_bare_idx" ON "stores" USING btree ("domain_bare");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_domain_status_check" CHECK ("stores"."domain_status" in ('pending', 'verified', 'active'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_domain_verified_check" CHECK (("stores"."domain_status" = 'pending') = ("stores"."domain_verified_at" is null));--> statement-breakpoint
-- Hosting serves a store's domain only once it is verified (modules/domains): a change of a
-- domain's status changes which site a host names as much as a change of the domain itself,
-- so both are announced (migration 0012's channel, site_targets).
DROP TRIGGER "stores_domain_update_announce" ON "stores";--> statement-breakpoint
CREATE TRIGGER "stores_domain_update_announce" AFTER UPDATE OF "domain", "domain_status" ON "stores"
  FOR EACH ROW WHEN (OLD.domain IS DISTINCT FROM NEW.domain
    OR OLD.domain_status IS DISTINCT FROM NEW.domain_status)
  EXECUTE FUNCTION "site_targets_announce"();
--> statement-breakpoint
-- A verified domain names its store before anything is published: deleting the store changes
-- what the host names even when it had no site.
CREATE TRIGGER "stores_delete_announce" AFTER DELETE ON "stores"
  FOR EACH STATEMENT EXECUTE FUNCTION "site_targets_announce"();
