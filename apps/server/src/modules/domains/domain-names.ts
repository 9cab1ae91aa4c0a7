import { CHALLENGE_LABEL, bareDomainOf, domainAliasOf, type DnsRecordDto } from "@shopwright/sdk";
import ipaddr from "ipaddr.js";
import { getDomain } from "tldts";

/** What stores' domains point at: host names (for CNAME records) and IP addresses. */
export interface SitesTarget {
  names: string[];
  addresses: string[];
}

/** True for a registrable domain (example.com, shop.co.uk): one with no CNAME at its apex. */
export function isApex(host: string): boolean {
  return getDomain(host, { allowPrivateDomains: true }) === host;
}

/** SITES_TARGET_HOST's entries (or PUBLIC_URL's host) split into names and addresses. */
export function sitesTargetOf(entries: readonly string[]): SitesTarget {
  const addresses = entries.filter((entry) => ipaddr.isValid(entry));
  return { names: entries.filter((entry) => !ipaddr.isValid(entry)), addresses };
}

/** The target as the owner reads it: its names and addresses, comma-separated. */
export const targetText = (target: SitesTarget) =>
  [...target.names, ...target.addresses].join(", ");

const addressRecords = (name: string, addresses: readonly string[]): DnsRecordDto[] =>
  addresses.map((address) => ({
    type: ipaddr.parse(address).kind() === "ipv6" ? "AAAA" : "A",
    name,
    value: address,
    purpose: "address",
  }));

/**
 * The records the owner creates: the TXT record proving the domain, then for each host of the
 * pair (the canonical one first) a CNAME to the target's name, or, at an apex (which cannot
 * have a CNAME) or when the target has no name, A/AAAA records with its addresses.
 * `addresses` are the target's addresses, its names' included.
 */
export function dnsRecordsFor(
  domain: string,
  token: string,
  target: SitesTarget,
  addresses: readonly string[],
): DnsRecordDto[] {
  const records: DnsRecordDto[] = [
    {
      type: "TXT",
      name: `${CHALLENGE_LABEL}.${bareDomainOf(domain)}`,
      value: token,
      purpose: "ownership",
    },
  ];
  for (const [host, purpose] of [
    [domain, "address"],
    [domainAliasOf(domain), "alias"],
  ] as const) {
    const name = target.names[0];
    const hostRecords: DnsRecordDto[] =
      name && !isApex(host)
        ? [{ type: "CNAME", name: host, value: name, purpose }]
        : addressRecords(host, addresses);
    records.push(...hostRecords.map((record) => ({ ...record, purpose })));
  }
  return records;
}
