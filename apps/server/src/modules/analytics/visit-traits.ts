import type { DeviceType } from "@shopwright/sdk";
import Bowser from "bowser";
import { isbot } from "isbot";

/**
 * What a request tells about its visitor, read the way PRODUCT.md §12 says: people only (no
 * bots, no prefetches), the kind of device, the country only where a header names it, and
 * where they came from as another site's host name, never a whole address.
 */

type Headers = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? "";

// Most views come from a few hundred browsers' User-Agents: each is matched against isbot's
// list once while it stays among the recent ones.
const AGENTS_KEPT = 1_000;
const botAgents = new Map<string, boolean>();
function isBotAgent(agent: string): boolean {
  let isBot = botAgents.get(agent);
  if (isBot === undefined) {
    isBot = isbot(agent);
    if (botAgents.size >= AGENTS_KEPT) botAgents.clear();
    botAgents.set(agent, isBot);
  }
  return isBot;
}

/**
 * Whether a request is a person's page view: a browser's User-Agent that is no known bot
 * (isbot's list), and not a prefetch or prerender the visitor may never see.
 */
export function isPersonVisit(headers: Headers): boolean {
  const agent = first(headers["user-agent"]);
  if (agent === "" || agent.length > 1_000 || isBotAgent(agent)) return false;
  const purpose = `${first(headers["sec-purpose"])} ${first(headers.purpose)}`.toLowerCase();
  return !purpose.includes("prefetch") && !purpose.includes("prerender");
}

/** The kind of device a User-Agent names (bowser's platform type). */
export function deviceOf(userAgent: string): DeviceType {
  const type = Bowser.parse(userAgent).platform.type;
  return type === "desktop" || type === "mobile" || type === "tablet" ? type : "other";
}

const COUNTRY = /^[A-Z]{2}$/;
// Cloudflare's values for "unknown" and "Tor"; no country either.
const NOT_A_COUNTRY = new Set(["XX", "T1"]);

/** The ISO country code the named header carries (CF-IPCountry by default), or "" for none. */
export function countryOf(headers: Headers, header: string | null): string {
  if (!header) return "";
  const value = first(headers[header.toLowerCase()]).trim().toUpperCase();
  return COUNTRY.test(value) && !NOT_A_COUNTRY.has(value) ? value : "";
}

const hostOf = (host: string) =>
  host
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^www\./, "")
    .replace(/\.$/, "");

/**
 * The host name of the page a visitor came from, without "www.", or "" when they came from
 * nowhere, from this same site, or from something that is not a web page. Only the host is
 * ever kept: a referrer's path and query can carry anything.
 */
export function referrerHostOf(referer: string | undefined, ownHost: string): string {
  if (!referer) return "";
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return "";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "";
  const host = hostOf(url.hostname).slice(0, 253);
  return host === "" || host === hostOf(ownHost) ? "" : host;
}
