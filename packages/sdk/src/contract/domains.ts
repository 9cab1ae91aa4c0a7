import { z } from "zod";

/**
 * A store's own domain (PRODUCT.md "Your own domain"): proven by a TXT record, then served,
 * and active once its DNS points at the server.
 */
export const DOMAIN_STATUSES = ["pending", "verified", "active"] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** The name of the TXT record that proves a domain: under the pair's bare name. */
export const CHALLENGE_LABEL = "_shopwright-challenge";

/** The domain without a leading "www.": the name the www and bare hosts share. */
export const bareDomainOf = (domain: string): string => domain.replace(/^www\./, "");

/** The other host of a domain's pair: www.{bare} for a bare domain, the bare one for www. */
export const domainAliasOf = (domain: string): string =>
  domain.startsWith("www.") ? bareDomainOf(domain) : `www.${domain}`;

/** The server's own host names, which no store may claim (PRODUCT.md "Your own domain"). */
export interface ReservedHosts {
  /** PUBLIC_URL's host name: the admin. */
  adminHost: string;
  /** SITES_DOMAIN: the sites' free addresses live under it. */
  sitesDomain: string;
}

const isUnder = (host: string, parent: string) => host === parent || host.endsWith(`.${parent}`);

/**
 * Whose the domain's pair (the bare host and its www.) already is, if the server's: "admin"
 * when either host is the admin's host or under it, or the admin's host is www. of the bare
 * one (the admin on www.corp.test keeps corp.test); "sites" when either is SITES_DOMAIN or
 * under it. Null when a store may claim it.
 */
export function reservedFor(domain: string, hosts: ReservedHosts): "admin" | "sites" | null {
  const bare = bareDomainOf(domain);
  const pair = [bare, `www.${bare}`];
  const admin = hosts.adminHost.toLowerCase();
  if (pair.some((host) => isUnder(host, admin)) || bareDomainOf(admin) === bare) return "admin";
  if (pair.some((host) => isUnder(host, hosts.sitesDomain))) return "sites";
  return null;
}

/** What a check of a store's domain found wrong, by code; each text names the domain. */
export const DOMAIN_PROBLEMS = {
  ownership_record_missing: (domain: string) =>
    `No TXT record ${CHALLENGE_LABEL}.${bareDomainOf(domain)} was found yet. Create it at your DNS provider; a new record can take up to an hour to show everywhere.`,
  ownership_record_mismatch: (domain: string) =>
    `The TXT record ${CHALLENGE_LABEL}.${bareDomainOf(domain)} does not hold this store's code. Copy the value shown here into it exactly.`,
  domain_taken: (domain: string) =>
    `Another store has already verified ${bareDomainOf(domain)}. A domain serves one store.`,
  domain_reserved: (domain: string) =>
    `${domain} is one of this server's own addresses and cannot serve a store.`,
  not_pointing: (domain: string) =>
    `${domain} does not point at this server yet. Create the address records shown here; the site is served there as soon as it does.`,
  lookup_failed: (domain: string) =>
    `The DNS lookup for ${domain} did not answer. Try again in a minute.`,
} as const;
export type DomainProblem = keyof typeof DOMAIN_PROBLEMS;

/** The API's refusals of a domain a store cannot claim. */
export const DOMAIN_MESSAGES = {
  adminHost:
    "This domain is the app's own address, so a store cannot use it. Enter your own domain.",
  sitesDomain: (sitesDomain: string) =>
    `Addresses under ${sitesDomain} are given to sites by this server. Enter your own domain.`,
  notServed: "No verified store domain or published site has this host name",
} as const;

/** GET /internal/tls-ask query: the host name a TLS certificate is asked for. */
export const TlsAskQuery = z.object({
  domain: z
    .string({ error: "domain is required" })
    .max(253, { error: "domain must be at most 253 characters" })
    .transform((value) => value.trim().toLowerCase().replace(/\.$/, ""))
    .refine((value) => value.length > 0, { error: "domain is required" }),
});
