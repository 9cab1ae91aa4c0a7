-- Announces on channel site_targets (empty payload) every write that can change which site a
-- host names: any change of sites (a first publish, a new live deploy, a deleted store) and a
-- change of a store's domain (a store has a site only once published, so a new store changes
-- nothing until then). The server on PGlite remembers host lookups until an announcement
-- (modules/sites/site-targets.ts); shopwright_announce (0005) sends nothing on the PostgreSQL
-- pool, where nobody listens.
CREATE FUNCTION "site_targets_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shopwright_announce('site_targets', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sites_targets_announce" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sites"
  FOR EACH STATEMENT EXECUTE FUNCTION "site_targets_announce"();--> statement-breakpoint
CREATE TRIGGER "stores_domain_update_announce" AFTER UPDATE OF "domain" ON "stores"
  FOR EACH ROW WHEN (OLD.domain IS DISTINCT FROM NEW.domain)
  EXECUTE FUNCTION "site_targets_announce"();
