import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import {
  request as httpRequest,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from "node:http";
import { request as httpsRequest } from "node:https";
import { Readable } from "node:stream";
import ipaddr from "ipaddr.js";

/**
 * The one way the server fetches an address from outside its code (webhooks, image import,
 * the LLM base URL). It resolves the host itself, refuses loopback, private,
 * link-local, CGNAT, multicast, reserved and unspecified addresses (and IPv6 forms that embed
 * them) unless the operator allows private targets, and then connects to the address it
 * vetted, so a DNS answer that changes between the check and the connection cannot move the
 * request to another host.
 */

/** Why a URL was refused before any connection was made. */
export type OutboundRefusal =
  | "invalid_url"
  | "url_too_long"
  | "scheme_not_allowed"
  | "credentials_in_url"
  | "private_address"
  | "unresolvable";

/** Why a request that was allowed did not produce a response. */
export type OutboundFailure = "timeout" | "network" | "response_too_large" | "too_many_redirects";

const REFUSAL_TEXT: Record<OutboundRefusal, string> = {
  invalid_url: "The address is not a valid URL",
  url_too_long: "The address is too long",
  scheme_not_allowed: "Only http:// and https:// addresses are allowed",
  credentials_in_url: "The address must not contain a user name or password",
  private_address:
    "The address points to a private, loopback or reserved network, which is not allowed",
  unresolvable: "The address's host name could not be found",
};

/** A URL the guard refuses: nothing was sent anywhere. */
export class OutboundRefusedError extends Error {
  override readonly name = "OutboundRefusedError";
  constructor(readonly reason: OutboundRefusal) {
    super(REFUSAL_TEXT[reason]);
  }
}

/** An allowed request that failed: timed out, could not connect, or answered too much. */
export class OutboundRequestError extends Error {
  override readonly name = "OutboundRequestError";
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Answers every address of a host name; tests inject one whose answers change. */
export type HostResolver = (
  hostname: string,
) => Promise<Array<{ address: string; family: number }>>;

export interface GuardedClientOptions {
  /** OUTBOUND_ALLOW_PRIVATE: the operator allows private and loopback targets (LAN, tests). */
  allowPrivate: boolean;
  resolve?: HostResolver;
  /**
   * Which resolved addresses may be reached; public ones only unless allowPrivate. Tests narrow
   * it to one loopback address to stand for "the internet".
   */
  isAllowedAddress?: (address: string) => boolean;
}

export interface GuardedRequest {
  method?: "GET" | "POST" | "PUT" | "HEAD";
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The whole exchange, connection to last byte; 10 s unless said. */
  timeoutMs?: number;
  /** A longer response fails with response_too_large; 1 MiB unless said. */
  maxResponseBytes?: number;
  /** Redirects followed, each hop vetted again; none unless said, at most 3. */
  maxRedirects?: number;
}

export interface GuardedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The address that answered, after redirects. */
  url: string;
}

/** A URL the guard accepted, with the address a request to it will connect to. */
export interface VettedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export const OUTBOUND_LIMITS = {
  maxUrlLength: 2048,
  timeoutMs: 10_000,
  maxResponseBytes: 1024 * 1024,
  maxRedirects: 3,
} as const;

const systemResolver: HostResolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) =>
      error ? reject(error) : resolve(addresses),
    );
  });

// Global unicast IPv6 is 2000::/3; everything else (including the deprecated IPv4-compatible
// ::/96, which ipaddr.js calls unicast) is refused.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/** True for an address on the public internet: what the guard lets through by default. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  const v6 = parsed as ipaddr.IPv6;
  // ::ffff:a.b.c.d is judged as a.b.c.d; ipaddr.js names its range ipv4Mapped otherwise.
  if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
  return v6.range() === "unicast" && v6.match(GLOBAL_UNICAST_V6);
}

/** Names that mean this machine whatever DNS says (RFC 6761). */
const isLocalName = (host: string) =>
  host === "localhost" || host.endsWith(".localhost") || host === "localhost.";

/** A request to a vetted target that connects to its vetted address only. */
function requestTo(
  target: VettedTarget,
  method: string,
  headers: Record<string, string> | undefined,
): ClientRequest {
  const send = target.url.protocol === "https:" ? httpsRequest : httpRequest;
  return send(target.url, {
    method,
    headers,
    // A one-off agent: no pooled socket connected to some earlier address is reused.
    agent: false,
    // The pin: whatever the host name resolves to now, connect to the vetted address.
    lookup: (_hostname, lookupOptions, callback) => {
      const cb = callback as (
        error: NodeJS.ErrnoException | null,
        address: string | LookupAddress[],
        family?: number,
      ) => void;
      if ((lookupOptions as { all?: boolean }).all) {
        cb(null, [{ address: target.address, family: target.family }]);
      } else {
        cb(null, target.address, target.family);
      }
    },
  });
}

// Statuses whose response has no body by definition; `new Response` refuses one for them.
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

function headersOf(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  return headers;
}

/** Creates the guarded client: `check` vets a URL (and resolves it), `fetch` sends a request. */
export function createGuardedClient(options: GuardedClientOptions) {
  const resolve = options.resolve ?? systemResolver;
  const isAllowed =
    options.isAllowedAddress ?? (options.allowPrivate ? () => true : isPublicAddress);
  const isStrict = options.isAllowedAddress !== undefined || !options.allowPrivate;

  async function check(raw: string | URL): Promise<VettedTarget> {
    const text = raw.toString();
    if (text.length > OUTBOUND_LIMITS.maxUrlLength) throw new OutboundRefusedError("url_too_long");
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new OutboundRefusedError("invalid_url");
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new OutboundRefusedError("scheme_not_allowed");
    }
    if (url.username || url.password) throw new OutboundRefusedError("credentials_in_url");
    // The URL parser has already turned 127.1, 0x7f000001 and 2130706433 into 127.0.0.1.
    const host = url.hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
    if (!host) throw new OutboundRefusedError("invalid_url");
    if (isStrict && isLocalName(host)) {
      throw new OutboundRefusedError("private_address");
    }
    let addresses: Array<{ address: string; family: number }>;
    if (ipaddr.isValid(host)) {
      addresses = [{ address: host, family: ipaddr.parse(host).kind() === "ipv6" ? 6 : 4 }];
    } else {
      addresses = await resolve(host).catch(() => []);
    }
    if (addresses.length === 0) throw new OutboundRefusedError("unresolvable");
    // Every answer must be public: a name answering one public and one private address
    // would otherwise reach the private one whenever the public one is tried second.
    if (!addresses.every((a) => isAllowed(a.address))) {
      throw new OutboundRefusedError("private_address");
    }
    const [first] = addresses;
    return { url, address: first!.address, family: first!.family === 6 ? 6 : 4 };
  }

  /** One request to a vetted target, connecting to its vetted address only. */
  function send(
    target: VettedTarget,
    request: GuardedRequest,
    deadline: number,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    const maxBytes = request.maxResponseBytes ?? OUTBOUND_LIMITS.maxResponseBytes;
    return new Promise((resolvePromise, reject) => {
      const remaining = Math.max(1, deadline - Date.now());
      const req = requestTo(target, request.method ?? "GET", request.headers);
      let isSettled = false;
      const fail = (error: Error) => {
        if (isSettled) return;
        isSettled = true;
        clearTimeout(timer);
        req.destroy();
        reject(
          error instanceof OutboundRequestError
            ? error
            : new OutboundRequestError("network", error.message || "The request failed"),
        );
      };
      const timer = setTimeout(
        () => fail(new OutboundRequestError("timeout", "The request timed out")),
        remaining,
      );
      req.on("error", fail);
      req.on("response", (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > maxBytes) {
            fail(new OutboundRequestError("response_too_large", "The response was too large"));
            return;
          }
          chunks.push(chunk);
        });
        res.on("error", fail);
        res.on("end", () => {
          if (isSettled) return;
          isSettled = true;
          clearTimeout(timer);
          resolvePromise({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          });
        });
      });
      req.end(request.body);
    });
  }

  async function guardedFetch(
    raw: string | URL,
    request: GuardedRequest = {},
  ): Promise<GuardedResponse> {
    const maxRedirects = Math.min(request.maxRedirects ?? 0, OUTBOUND_LIMITS.maxRedirects);
    const deadline = Date.now() + (request.timeoutMs ?? OUTBOUND_LIMITS.timeoutMs);
    let current: string | URL = raw;
    let hop = request;
    for (let redirects = 0; ; redirects++) {
      const target = await check(current);
      const response = await send(target, hop, deadline);
      const location = response.headers.location;
      const isRedirect = response.status >= 300 && response.status < 400 && location;
      if (!isRedirect || maxRedirects === 0) return { ...response, url: target.url.toString() };
      if (redirects >= maxRedirects) {
        throw new OutboundRequestError("too_many_redirects", "Too many redirects");
      }
      // Each hop is vetted again by check(); 303 (and 301/302 after a POST) continue as GET.
      current = new URL(location, target.url);
      if (response.status === 303 || hop.method === "POST") {
        const { body: _body, ...rest } = hop;
        hop = { ...rest, method: "GET" };
      }
    }
  }

  /**
   * The client as a drop-in for `globalThis.fetch`, for code written against it (the LLM
   * client): the URL is vetted and pinned like any other, the response body streams, an
   * `AbortSignal` ends the exchange with its reason, and redirects are never followed (a 3xx
   * is answered as it is), so nothing reaches a host or scheme the check did not see.
   */
  function asFetch(): typeof globalThis.fetch {
    return async (input, init = {}) => {
      const raw = input instanceof Request ? input.url : input;
      const signal = init.signal ?? undefined;
      signal?.throwIfAborted();
      const target = await check(raw);
      signal?.throwIfAborted();
      const body = init.body;
      if (body != null && typeof body !== "string" && !(body instanceof Uint8Array)) {
        throw new TypeError("The guarded client sends string and byte bodies only");
      }
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => (headers[name] = value));
      return new Promise<Response>((resolvePromise, reject) => {
        const req = requestTo(target, init.method ?? "GET", headers);
        let response: IncomingMessage | null = null;
        // The reason reaches the body stream too, so a timeout reads as one (TimeoutError).
        const abort = () => {
          response?.destroy(signal?.reason);
          req.destroy(signal?.reason);
        };
        signal?.addEventListener("abort", abort, { once: true });
        req.on("error", (error) => {
          signal?.removeEventListener("abort", abort);
          reject(signal?.aborted ? signal.reason : error);
        });
        req.on("response", (res: IncomingMessage) => {
          response = res;
          const status = res.statusCode ?? 0;
          res.on("close", () => signal?.removeEventListener("abort", abort));
          if (status < 200 || status > 599) {
            res.destroy();
            reject(new TypeError(`The server answered an invalid status ${status}`));
            return;
          }
          const stream = NULL_BODY_STATUSES.has(status)
            ? null
            : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
          if (!stream) res.resume();
          resolvePromise(
            new Response(stream, {
              status,
              statusText: res.statusMessage,
              headers: headersOf(res.headers),
            }),
          );
        });
        req.end(body ?? undefined);
      });
    };
  }

  return { check, fetch: guardedFetch, asFetch };
}

export type GuardedClient = ReturnType<typeof createGuardedClient>;
