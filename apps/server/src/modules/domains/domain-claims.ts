import {
  DOMAIN_MESSAGES,
  MESSAGES,
  bareDomainOf,
  reservedFor,
  type ReservedHosts,
} from "@shopwright/sdk";
import { AppError, conflict } from "../../http/app-error.js";
import type { DomainsRepository } from "./domains.repository.js";

/**
 * Which domains a store may name (docs/PRODUCT.md "Your own domain"): none of the server's
 * own hosts (422 domain_reserved), and none another store has verified (409 domain_taken).
 * A domain other stores name while pending is free to name too: the one that verifies gets it.
 */
export function createDomainClaims(deps: {
  repository: Pick<DomainsRepository, "isHeldByOther">;
  hosts: ReservedHosts;
}) {
  return {
    /** Throws unless the store (null: one about to be created) may name `domain`. */
    async check(domain: string, storeId: string | null): Promise<void> {
      const reserved = reservedFor(domain, deps.hosts);
      if (reserved === "admin")
        throw new AppError(422, "domain_reserved", DOMAIN_MESSAGES.adminHost);
      if (reserved === "sites") {
        throw new AppError(
          422,
          "domain_reserved",
          DOMAIN_MESSAGES.sitesDomain(deps.hosts.sitesDomain),
        );
      }
      if (await deps.repository.isHeldByOther(bareDomainOf(domain), storeId))
        throw conflict("domain_taken", MESSAGES.domainTaken);
    },
  };
}

export type DomainClaims = ReturnType<typeof createDomainClaims>;
