import { Resolver } from "node:dns/promises";

/** What a lookup found: records, none (the name or the type does not exist), or no answer. */
export type Lookup<T> = { found: T[] } | { isMissing: true } | { hasFailed: true; reason: string };

/** Answers that mean "no such record", as opposed to a resolver that did not answer. */
const MISSING = new Set(["ENOTFOUND", "ENODATA", "ENONAME", "NOTFOUND", "NODATA"]);

/**
 * DNS lookups for domain checks, through node's resolver (c-ares): the system's DNS servers,
 * or DNS_SERVERS (the tests start a loopback DNS server). Each lookup waits at most
 * `timeoutMs` per try, two tries.
 */
export function createDomainLookups(options: {
  servers: readonly string[] | null;
  timeoutMs?: number;
}) {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 2_500, tries: 2 });
  if (options.servers) resolver.setServers([...options.servers]);

  async function lookup<T>(read: () => Promise<T[]>): Promise<Lookup<T>> {
    try {
      const found = await read();
      return found.length > 0 ? { found } : { isMissing: true };
    } catch (error) {
      const code = String((error as NodeJS.ErrnoException).code ?? "");
      if (MISSING.has(code)) return { isMissing: true };
      return { hasFailed: true, reason: code || String(error) };
    }
  }

  return {
    /** The TXT records of a name, each record's strings joined. */
    txt: (name: string) =>
      lookup(async () => (await resolver.resolveTxt(name)).map((chunks) => chunks.join(""))),
    /** The CNAME of a name, without a trailing dot, lower-cased. */
    cname: (name: string) =>
      lookup(async () =>
        (await resolver.resolveCname(name)).map((value) => value.toLowerCase().replace(/\.$/, "")),
      ),
    ipv4: (name: string) => lookup(() => resolver.resolve4(name)),
    ipv6: (name: string) => lookup(() => resolver.resolve6(name)),
  };
}

export type DomainLookups = ReturnType<typeof createDomainLookups>;

/** The records a lookup found, or none. */
export const foundIn = <T>(lookup: Lookup<T>): T[] => ("found" in lookup ? lookup.found : []);
