import {
  DOMAIN_MESSAGES,
  DOMAIN_PROBLEMS,
  bareDomainOf,
  CHALLENGE_LABEL,
  domainAliasOf,
  reservedFor,
  type DomainDto,
  type DomainProblem,
  type DomainStatus,
  type ReservedHosts,
} from "@shopwright/sdk";
import { isUniqueViolation } from "../../db/client.js";
import { notFound } from "../../http/app-error.js";
import type { Actor } from "../auth/auth.plugin.js";
import type { StoresService } from "../stores/stores.service.js";
import { foundIn, type DomainLookups } from "./domain-lookups.js";
import { dnsRecordsFor, targetText, type SitesTarget } from "./domain-names.js";
import type { DomainRow, DomainsRepository } from "./domains.repository.js";

/** The target's addresses are looked up again after this long. */
const TARGET_TTL_MS = 60_000;

/**
 * A store's own domain (docs/PRODUCT.md "Your own domain"): the records to create, and checks
 * that move it from pending (never served) to verified (its TXT record holds the store's code:
 * served) to active (its address records also point here). Every check looks for the TXT record
 * again, so a domain whose record is gone goes back to pending.
 */
export function createDomainsService(deps: {
  repository: DomainsRepository;
  lookups: DomainLookups;
  stores: Pick<StoresService, "reachable">;
  hosts: ReservedHosts;
  target: SitesTarget;
  /** Whether a published site has this host label ({slug}.{SITES_DOMAIN}). */
  hasSite: (slug: string) => Promise<boolean>;
  /** Told when a bare domain starts or stops being served (hosting forgets what it knew). */
  onServedChange: (bare: string) => Promise<void>;
}) {
  const { repository, lookups, target } = deps;
  let targetAddresses: { at: number; addresses: Promise<string[]> } | null = null;

  /** The target's addresses: its own, and its names' as DNS answers them now. */
  function addressesOfTarget(): Promise<string[]> {
    if (targetAddresses && Date.now() - targetAddresses.at < TARGET_TTL_MS)
      return targetAddresses.addresses;
    const addresses = (async () => {
      const found = await Promise.all(
        target.names.flatMap((name) => [lookups.ipv4(name), lookups.ipv6(name)]),
      );
      return [...new Set([...target.addresses, ...found.flatMap(foundIn)])];
    })();
    targetAddresses = { at: Date.now(), addresses };
    return addresses;
  }

  async function toDto(row: DomainRow): Promise<DomainDto> {
    const problem = row.domainProblem as DomainProblem | null;
    return {
      domain: row.domain,
      alias: domainAliasOf(row.domain),
      status: row.domainStatus as DomainStatus,
      records: dnsRecordsFor(row.domain, row.domainToken, target, await addressesOfTarget()),
      target: targetText(target),
      verifiedAt: row.domainVerifiedAt?.toISOString() ?? null,
      checkedAt: row.domainCheckedAt?.toISOString() ?? null,
      problem:
        problem && problem in DOMAIN_PROBLEMS
          ? { code: problem, message: DOMAIN_PROBLEMS[problem](row.domain) }
          : null,
    };
  }

  /** Whether the host's address records point here: a CNAME to the target, or its addresses. */
  async function pointsHere(host: string): Promise<boolean | "failed"> {
    const [cname, ipv4, ipv6] = await Promise.all([
      lookups.cname(host),
      lookups.ipv4(host),
      lookups.ipv6(host),
    ]);
    if (foundIn(cname).some((name) => target.names.includes(name))) return true;
    const addresses = [...foundIn(ipv4), ...foundIn(ipv6)];
    if (addresses.length === 0) return "hasFailed" in ipv4 ? "failed" : false;
    const ours = new Set(await addressesOfTarget());
    return addresses.every((address) => ours.has(address));
  }

  /** Records a proven domain: this store's, or taken over from a holder whose code is gone. */
  async function proveFor(row: DomainRow, codes: string[]): Promise<DomainRow | null> {
    const pointing = await pointsHere(row.domain);
    const status = pointing === true ? "active" : "verified";
    const problem: DomainProblem | null =
      pointing === true ? null : pointing === "failed" ? "lookup_failed" : "not_pointing";
    try {
      return await repository.prove(row.id, row.domain, status, problem);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const holder = await repository.holderOf(row.domainBare);
    if (holder && holder.id !== row.id && !codes.includes(holder.domainToken)) {
      try {
        return await repository.takeOver(holder.id, row.id, row.domain, status, problem);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    return repository.unprove(row.id, row.domain, "domain_taken");
  }

  /** One check of the domain's records; answers the row as written (null: the domain changed). */
  async function check(row: DomainRow): Promise<DomainRow | null> {
    if (reservedFor(row.domain, deps.hosts))
      return repository.unprove(row.id, row.domain, "domain_reserved");
    const txt = await lookups.txt(`${CHALLENGE_LABEL}.${row.domainBare}`);
    // A resolver that did not answer proves nothing either way: the state stays as it was.
    if ("hasFailed" in txt) {
      if (row.domainStatus !== "pending")
        return repository.prove(
          row.id,
          row.domain,
          row.domainStatus as "verified",
          "lookup_failed",
        );
      return repository.unprove(row.id, row.domain, "lookup_failed");
    }
    const codes = foundIn(txt).map((value) => value.trim());
    if (!codes.includes(row.domainToken)) {
      return repository.unprove(
        row.id,
        row.domain,
        "isMissing" in txt ? "ownership_record_missing" : "ownership_record_mismatch",
      );
    }
    return proveFor(row, codes);
  }

  return {
    async get(actor: Actor, storeId: string): Promise<{ domain: DomainDto }> {
      const store = await deps.stores.reachable(actor, storeId);
      return { domain: await toDto(store) };
    },

    /** Looks the records up now; hosting hears at once when the domain starts or stops serving. */
    async check(actor: Actor, storeId: string): Promise<{ domain: DomainDto }> {
      const store = await deps.stores.reachable(actor, storeId, "store.settings");
      const written = await check(store);
      const after = written ?? (await deps.stores.reachable(actor, storeId, "store.settings"));
      if ((store.domainStatus === "pending") !== (after.domainStatus === "pending"))
        await deps.onServedChange(after.domainBare);
      return { domain: await toDto(after) };
    },

    /**
     * For the HTTPS proxy's on-demand certificates: a host that is a verified store domain
     * (either of its pair) or a published site's free address. Anything else is 404.
     */
    async tlsAsk(host: string): Promise<{ domain: string; isServed: true }> {
      const notServed = () => notFound("domain_not_served", DOMAIN_MESSAGES.notServed);
      const suffix = `.${deps.hosts.sitesDomain}`;
      if (host.endsWith(suffix)) {
        if (!(await deps.hasSite(host.slice(0, -suffix.length)))) throw notServed();
        return { domain: host, isServed: true };
      }
      if (reservedFor(host, deps.hosts)) throw notServed();
      if (!(await repository.holderOf(bareDomainOf(host)))) throw notServed();
      return { domain: host, isServed: true };
    },
  };
}

export type DomainsService = ReturnType<typeof createDomainsService>;
