import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createGuardedClient,
  isPublicAddress,
  OutboundRefusedError,
  OutboundRequestError,
  type HostResolver,
} from "./guarded-fetch.js";

/** A loopback server that counts every connection made to it: the SSRF canary. */
async function listen(
  host: string,
  handler: Parameters<typeof createServer>[1] = (_req, res) => res.end("canary"),
) {
  const server = createServer(handler);
  const counter = { connections: 0, requests: 0 };
  server.on("connection", () => (counter.connections += 1));
  server.on("request", () => (counter.requests += 1));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, counter, port: (server.address() as AddressInfo).port };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

let canary: Awaited<ReturnType<typeof listen>>;
// A second loopback address stands for "the internet" where a test needs a reachable host.
let outside: Awaited<ReturnType<typeof listen>>;
let redirectTo = "";

beforeAll(async () => {
  canary = await listen("127.0.0.1");
  outside = await listen("127.0.0.2", (_req, res) => {
    if (redirectTo) res.writeHead(302, { location: redirectTo }).end();
    else res.end("outside");
  });
});
afterAll(async () => {
  await close(canary.server);
  await close(outside.server);
});
beforeEach(() => {
  canary.counter.connections = 0;
  canary.counter.requests = 0;
  redirectTo = "";
});

/** A resolver that answers `answers` in turn (the last one again), counting its calls. */
function changingResolver(...answers: string[][]) {
  const calls: string[] = [];
  const resolve: HostResolver = async (hostname) => {
    calls.push(hostname);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? [];
    return answer.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return { resolve, calls };
}

describe("guarded fetch refuses SSRF vectors without touching the canary", () => {
  const p = () => canary.port;
  const vectors: Array<[string, () => string]> = [
    ["127.0.0.1", () => `http://127.0.0.1:${p()}/`],
    ["127.1 shorthand", () => `http://127.1:${p()}/`],
    ["hexadecimal 0x7f000001", () => `http://0x7f000001:${p()}/`],
    ["decimal 2130706433", () => `http://2130706433:${p()}/`],
    ["octal 017700000001", () => `http://017700000001:${p()}/`],
    ["dotted octal 0177.0.0.1", () => `http://0177.0.0.1:${p()}/`],
    ["IPv6 loopback [::1]", () => `http://[::1]:${p()}/`],
    ["IPv4-mapped [::ffff:127.0.0.1]", () => `http://[::ffff:127.0.0.1]:${p()}/`],
    ["IPv4-mapped hex [::ffff:7f00:1]", () => `http://[::ffff:7f00:1]:${p()}/`],
    ["IPv4-compatible [::127.0.0.1]", () => `http://[::127.0.0.1]:${p()}/`],
    ["NAT64 [64:ff9b::7f00:1]", () => `http://[64:ff9b::7f00:1]:${p()}/`],
    ["6to4 [2002:7f00:1::1]", () => `http://[2002:7f00:1::1]:${p()}/`],
    ["localhost", () => `http://localhost:${p()}/`],
    ["a subdomain of localhost", () => `http://canary.localhost:${p()}/`],
    ["LOCALHOST in capitals", () => `http://LOCALHOST:${p()}/`],
    ["0.0.0.0", () => `http://0.0.0.0:${p()}/`],
    ["0 shorthand", () => `http://0:${p()}/`],
    ["IPv6 unspecified [::]", () => `http://[::]:${p()}/`],
    ["10/8", () => `http://10.0.0.1:${p()}/`],
    ["172.16/12", () => `http://172.16.5.4:${p()}/`],
    ["192.168/16", () => `http://192.168.1.1:${p()}/`],
    ["cloud metadata 169.254.169.254", () => "http://169.254.169.254/latest/meta-data/"],
    ["CGNAT 100.64/10", () => `http://100.64.0.1:${p()}/`],
    ["unique local fc00::/7", () => `http://[fd12:3456::1]:${p()}/`],
    ["link-local fe80::", () => `http://[fe80::1]:${p()}/`],
    ["multicast 224.0.0.1", () => `http://224.0.0.1:${p()}/`],
    ["IPv6 multicast ff02::1", () => `http://[ff02::1]:${p()}/`],
    ["broadcast 255.255.255.255", () => `http://255.255.255.255:${p()}/`],
    ["documentation range 192.0.2.1", () => `http://192.0.2.1:${p()}/`],
    ["credentials user:pass@ on loopback", () => `http://user:pass@127.0.0.1:${p()}/`],
    ["credentials user:pass@ on a public host", () => "https://user:pass@example.com/"],
    ["a user name alone", () => "https://user@example.com/"],
    ["file:", () => "file:///etc/passwd"],
    ["ftp:", () => `ftp://127.0.0.1:${p()}/`],
    ["gopher:", () => `gopher://127.0.0.1:${p()}/_GET%20/`],
    ["data:", () => "data:text/plain,hello"],
    ["javascript:", () => "javascript:alert(1)"],
    ["an over-long URL", () => `https://example.com/${"a".repeat(3000)}`],
    ["not a URL", () => "not a url"],
  ];

  const client = createGuardedClient({ allowPrivate: false });
  it.each(vectors)("refuses %s", async (_name, url) => {
    await expect(client.fetch(url())).rejects.toBeInstanceOf(OutboundRefusedError);
    expect(canary.counter.connections).toBe(0);
  });

  it("refuses a host name that resolves to loopback", async () => {
    const { resolve } = changingResolver(["127.0.0.1"]);
    const guarded = createGuardedClient({ allowPrivate: false, resolve });
    await expect(guarded.fetch(`http://hooks.example.test:${p()}/`)).rejects.toMatchObject({
      reason: "private_address",
    });
    expect(canary.counter.connections).toBe(0);
  });

  it("refuses a host name with one public and one private answer", async () => {
    const { resolve } = changingResolver(["93.184.216.34", "127.0.0.1"]);
    const guarded = createGuardedClient({ allowPrivate: false, resolve });
    await expect(guarded.fetch(`http://hooks.example.test:${p()}/`)).rejects.toMatchObject({
      reason: "private_address",
    });
    expect(canary.counter.connections).toBe(0);
  });

  it("refuses a host name that does not resolve", async () => {
    const guarded = createGuardedClient({ allowPrivate: false, resolve: async () => [] });
    await expect(guarded.fetch("http://nowhere.example.test/")).rejects.toMatchObject({
      reason: "unresolvable",
    });
  });

  it("connects to the vetted address when the DNS answer changes after the check", async () => {
    // The first answer is the allowed host; any later lookup would name the canary.
    const { resolve, calls } = changingResolver(["127.0.0.2"], ["127.0.0.1"]);
    const guarded = createGuardedClient({
      allowPrivate: false,
      resolve,
      isAllowedAddress: (address) => address === "127.0.0.2",
    });
    const response = await guarded.fetch(`http://rebind.example.test:${outside.port}/`);
    expect(response.body.toString()).toBe("outside");
    expect(calls).toHaveLength(1);
    expect(canary.counter.connections).toBe(0);
  });

  it("re-checks a redirect to loopback and refuses it", async () => {
    redirectTo = `http://127.0.0.1:${canary.port}/`;
    const guarded = createGuardedClient({
      allowPrivate: false,
      isAllowedAddress: (address) => address === "127.0.0.2",
    });
    await expect(
      guarded.fetch(`http://127.0.0.2:${outside.port}/`, { maxRedirects: 3 }),
    ).rejects.toMatchObject({ reason: "private_address" });
    expect(canary.counter.connections).toBe(0);
  });

  it("refuses a redirect to another scheme", async () => {
    redirectTo = "file:///etc/passwd";
    const guarded = createGuardedClient({
      allowPrivate: false,
      isAllowedAddress: (address) => address === "127.0.0.2",
    });
    await expect(
      guarded.fetch(`http://127.0.0.2:${outside.port}/`, { maxRedirects: 3 }),
    ).rejects.toMatchObject({ reason: "scheme_not_allowed" });
  });

  it("follows no redirect unless asked, answering the 3xx as it is", async () => {
    redirectTo = `http://127.0.0.1:${canary.port}/`;
    const guarded = createGuardedClient({
      allowPrivate: false,
      isAllowedAddress: (address) => address === "127.0.0.2",
    });
    const response = await guarded.fetch(`http://127.0.0.2:${outside.port}/`);
    expect(response.status).toBe(302);
    expect(canary.counter.connections).toBe(0);
  });

  it("stops after three redirects", async () => {
    redirectTo = `http://127.0.0.2:${outside.port}/again`;
    const guarded = createGuardedClient({ allowPrivate: true });
    await expect(
      guarded.fetch(`http://127.0.0.2:${outside.port}/`, { maxRedirects: 10 }),
    ).rejects.toMatchObject({ reason: "too_many_redirects" });
  });
});

describe("guarded fetch with OUTBOUND_ALLOW_PRIVATE", () => {
  const client = createGuardedClient({ allowPrivate: true });

  it("reaches a loopback receiver and sends the body", async () => {
    const seen: string[] = [];
    const receiver = await listen("127.0.0.1", (req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        seen.push(`${req.method} ${req.headers.host} ${body}`);
        res.end("ok");
      });
    });
    try {
      const response = await client.fetch(`http://localhost:${receiver.port}/hook`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"a":1}',
      });
      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe("ok");
      expect(seen).toEqual([`POST localhost:${receiver.port} {"a":1}`]);
    } finally {
      await close(receiver.server);
    }
  });

  it("still refuses other schemes and credentials", async () => {
    await expect(client.fetch(`ftp://127.0.0.1:${canary.port}/`)).rejects.toMatchObject({
      reason: "scheme_not_allowed",
    });
    await expect(client.fetch(`http://a:b@127.0.0.1:${canary.port}/`)).rejects.toMatchObject({
      reason: "credentials_in_url",
    });
    expect(canary.counter.connections).toBe(0);
  });

  it("times out a receiver that never answers", async () => {
    const silent = await listen("127.0.0.1", () => undefined);
    try {
      const started = Date.now();
      await expect(
        client.fetch(`http://127.0.0.1:${silent.port}/`, { timeoutMs: 200 }),
      ).rejects.toMatchObject({ reason: "timeout" });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await close(silent.server);
    }
  });

  it("fails a response over the size cap", async () => {
    const big = await listen("127.0.0.1", (_req, res) => res.end("x".repeat(10_000)));
    try {
      await expect(
        client.fetch(`http://127.0.0.1:${big.port}/`, { maxResponseBytes: 1000 }),
      ).rejects.toBeInstanceOf(OutboundRequestError);
    } finally {
      await close(big.server);
    }
  });
});

describe("isPublicAddress", () => {
  it.each([
    ["8.8.8.8", true],
    ["2606:4700:4700::1111", true],
    ["::ffff:8.8.8.8", true],
    ["127.0.0.1", false],
    ["::ffff:10.0.0.1", false],
    ["::7f00:1", false],
    ["100.127.255.255", false],
    ["not an address", false],
  ])("%s → %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
