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
import { SSRF_VECTORS } from "../test/guarded-fetch.vectors.js";

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

  const client = createGuardedClient({ allowPrivate: false });
  it.each(SSRF_VECTORS)("refuses %s", async (_name, url) => {
    await expect(client.fetch(url(p()))).rejects.toBeInstanceOf(OutboundRefusedError);
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

describe("guarded fetch as a drop-in for globalThis.fetch (the LLM client)", () => {
  const client = createGuardedClient({ allowPrivate: true });
  const fetchLike = client.asFetch();

  it("streams the body as it arrives and sends method, headers and body", async () => {
    const seen: string[] = [];
    const slow = await listen("127.0.0.1", (req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        seen.push(`${req.method} ${req.url} ${req.headers.authorization} ${body}`);
        res.writeHead(200, { "content-type": "text/event-stream", "x-a": "1" });
        res.write("data: one\n\n");
        setTimeout(() => res.end("data: two\n\n"), 150);
      });
    });
    try {
      const response = await fetchLike(`http://127.0.0.1:${slow.port}/v1/chat`, {
        method: "POST",
        headers: { authorization: "Bearer k" },
        body: '{"q":1}',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-a")).toBe("1");
      const reader = response.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toBe("data: one\n\n");
      let rest = "";
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        rest += new TextDecoder().decode(next.value);
      }
      expect(rest).toBe("data: two\n\n");
      expect(seen).toEqual(['POST /v1/chat Bearer k {"q":1}']);
    } finally {
      await close(slow.server);
    }
  });

  it("refuses other schemes and credentials even with private addresses allowed", async () => {
    await expect(fetchLike(`ftp://127.0.0.1:${canary.port}/`)).rejects.toMatchObject({
      reason: "scheme_not_allowed",
    });
    await expect(fetchLike(`http://a:b@127.0.0.1:${canary.port}/`)).rejects.toMatchObject({
      reason: "credentials_in_url",
    });
    expect(canary.counter.connections).toBe(0);
  });

  it("refuses private addresses when they are not allowed", async () => {
    const strict = createGuardedClient({ allowPrivate: false }).asFetch();
    for (const [, url] of SSRF_VECTORS) {
      await expect(strict(url(canary.port))).rejects.toBeInstanceOf(OutboundRefusedError);
    }
    expect(canary.counter.connections).toBe(0);
  });

  it("answers a redirect as it is and never follows it", async () => {
    redirectTo = `http://127.0.0.1:${canary.port}/`;
    const response = await fetchLike(`http://127.0.0.2:${outside.port}/`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(redirectTo);
    expect(canary.counter.connections).toBe(0);
  });

  it("connects to the vetted address when the DNS answer changes after the check", async () => {
    const { resolve, calls } = changingResolver(["127.0.0.2"], ["127.0.0.1"]);
    const pinned = createGuardedClient({
      allowPrivate: false,
      resolve,
      isAllowedAddress: (address) => address === "127.0.0.2",
    }).asFetch();
    const response = await pinned(`http://rebind.example.test:${outside.port}/`);
    expect(await response.text()).toBe("outside");
    expect(calls).toHaveLength(1);
    expect(canary.counter.connections).toBe(0);
  });

  it("ends with the signal's reason: before the answer and while the body streams", async () => {
    const hanging = await listen("127.0.0.1", (_req, res) => {
      if (_req.url === "/headers") {
        res.writeHead(200);
        res.write("partial");
      }
    });
    try {
      await expect(
        fetchLike(`http://127.0.0.1:${hanging.port}/`, { signal: AbortSignal.timeout(100) }),
      ).rejects.toMatchObject({ name: "TimeoutError" });
      const response = await fetchLike(`http://127.0.0.1:${hanging.port}/headers`, {
        signal: AbortSignal.timeout(200),
      });
      await expect(response.text()).rejects.toMatchObject({ name: "TimeoutError" });
    } finally {
      await close(hanging.server);
    }
  });

  it("answers a 204 without a body", async () => {
    const empty = await listen("127.0.0.1", (_req, res) => res.writeHead(204).end());
    try {
      const response = await fetchLike(`http://127.0.0.1:${empty.port}/`);
      expect(response.status).toBe(204);
      expect(response.body).toBeNull();
    } finally {
      await close(empty.server);
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
