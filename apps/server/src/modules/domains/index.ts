import type { ReservedHosts } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { StoresService } from "../stores/stores.service.js";
import { createDomainClaims } from "./domain-claims.js";
import { createDomainLookups } from "./domain-lookups.js";
import { sitesTargetOf } from "./domain-names.js";
import { createDomainsRepository } from "./domains.repository.js";
import { domainsRoutes } from "./domains.routes.js";
import { createDomainsService } from "./domains.service.js";

type DomainsConfig = Pick<Config, "publicUrl" | "sitesDomain" | "sitesTargetHost" | "dnsServers">;

const reservedHostsOf = (config: DomainsConfig): ReservedHosts => ({
  adminHost: new URL(config.publicUrl).hostname.replace(/^\[|\]$/g, ""),
  sitesDomain: config.sitesDomain,
});

/**
 * The rules of which domains a store may name: made before the stores module, which checks
 * every domain it writes against them.
 */
export function domainClaims(deps: { db: Db; config: DomainsConfig }) {
  return createDomainClaims({
    repository: createDomainsRepository(deps.db),
    hosts: reservedHostsOf(deps.config),
  });
}

/** Wires a store's own domain: repository → service (DNS lookups) → routes. */
export function domainsModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: DomainsConfig;
    stores: StoresService;
    hasSite: (slug: string) => Promise<boolean>;
    onServedChange: (bare: string) => Promise<void>;
  },
) {
  const hosts = reservedHostsOf(deps.config);
  const domains = createDomainsService({
    repository: createDomainsRepository(deps.db),
    lookups: createDomainLookups({ servers: deps.config.dnsServers ?? null }),
    stores: deps.stores,
    hosts,
    target: sitesTargetOf(deps.config.sitesTargetHost ?? [hosts.adminHost]),
    hasSite: deps.hasSite,
    onServedChange: deps.onServedChange,
  });
  domainsRoutes(app, domains);
  return domains;
}
