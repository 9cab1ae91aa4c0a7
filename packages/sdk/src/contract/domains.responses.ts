import { z } from "zod";
import { DOMAIN_PROBLEMS, DOMAIN_STATUSES, type DomainProblem } from "./domains.js";
import { date } from "./shared.js";

/**
 * The answers of the domain routes: the zod schemas of their `data`, and their types. They live
 * apart from the request schemas and texts so that a browser, which needs only their types,
 * never evaluates them; the route table (routes.ts) imports the values.
 */

/** One DNS record the owner creates at their DNS provider. */
export const DnsRecordDto = z.object({
  type: z.enum(["A", "AAAA", "CNAME", "TXT"]),
  /** The record's full host name. */
  name: z.string(),
  value: z.string(),
  /** ownership: proves the domain; address: routes the domain here; alias: the other host of the pair. */
  purpose: z.enum(["ownership", "address", "alias"]),
});
export type DnsRecordDto = z.infer<typeof DnsRecordDto>;

/** A store's own domain: its state, the records to create and what the last check found. */
export const DomainDto = z.object({
  /** The host the owner entered: the site's canonical address. */
  domain: z.string(),
  /** The other host of the pair (www. or bare), which redirects to `domain`. */
  alias: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  records: z.array(DnsRecordDto),
  /** What the domain's address records point at (a host name or IP addresses). */
  target: z.string(),
  verifiedAt: date.nullable(),
  checkedAt: date.nullable(),
  problem: z
    .object({
      code: z.enum(Object.keys(DOMAIN_PROBLEMS) as [DomainProblem, ...DomainProblem[]]),
      message: z.string(),
    })
    .nullable(),
});
export type DomainDto = z.infer<typeof DomainDto>;

/** data of the domain routes. */
export const DomainResult = z.object({ domain: DomainDto });
export type DomainResult = z.infer<typeof DomainResult>;

/** data of GET /internal/tls-ask: the host may have a certificate. */
export const TlsAskResult = z.object({ domain: z.string(), isServed: z.literal(true) });
export type TlsAskResult = z.infer<typeof TlsAskResult>;
