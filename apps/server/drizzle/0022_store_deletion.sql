ALTER TABLE "stores" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "deleted_by" uuid;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "purge_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "purge_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stores_purge_idx" ON "stores" USING btree ("purge_after") WHERE "stores"."deleted_at" is not null;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_deleted_check" CHECK (("stores"."deleted_at" is null) = ("stores"."purge_after" is null));--> statement-breakpoint
-- Deleting or restoring a store changes who can reach it and which site a host names, as a
-- change of its team or domain does: announce both (store_access of 0005, for the products
-- list's memory; site_targets of 0012, for hosting's), so the embedded database's caches forget.
CREATE TRIGGER "stores_deleted_access_changed" AFTER UPDATE OF "deleted_at" ON "stores"
  FOR EACH STATEMENT EXECUTE FUNCTION "store_access_announce"();--> statement-breakpoint
CREATE TRIGGER "stores_deleted_targets_announce" AFTER UPDATE OF "deleted_at" ON "stores"
  FOR EACH ROW WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION "site_targets_announce"();
