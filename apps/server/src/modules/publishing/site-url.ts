import type { Config } from "../../config.js";

/**
 * A site's address: `{slug}.{SITES_DOMAIN}` with the scheme and port of PUBLIC_URL, so
 * http://localhost:3000 gives http://{slug}.localhost:3000: an origin of its own, never the
 * admin's.
 */
export function siteUrlOf(config: Pick<Config, "publicUrl" | "sitesDomain">, slug: string) {
  const base = new URL(config.publicUrl);
  const port = base.port ? `:${base.port}` : "";
  return `${base.protocol}//${slug}.${config.sitesDomain}${port}`;
}
