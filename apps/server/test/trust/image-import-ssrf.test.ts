import { createServer, type IncomingMessage, type ServerResponse, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { UPLOAD_MESSAGES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import type { Database } from "../../src/db/client.js";
import { images } from "../../src/db/schema.js";
import type { HostResolver } from "../../src/http/guarded-fetch.js";
import { SSRF_VECTORS } from "../../src/test/guarded-fetch.vectors.js";
import { importImageUrl } from "../../src/test/images.js";
import { openTestDatabase, signUpOn, testConfig } from "../../src/test/test-app.js";

/**
 * docs/TRUST.md §5: the SSRF vectors of the guarded client, aimed through the image import
 * route (POST /api/upload/image-url) at a loopback canary, with OUTBOUND_ALLOW_PRIVATE off.
 * The canary listens on 127.0.0.1 and [::1] on one port and counts every connection.
 */

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

function listen(host: string, port: number, handler: Handler): Promise<Server> {
  const server = createServer(handler);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A canary on both loopback addresses under one port. */
async function startCanary() {
  const hits: string[] = [];
  const handler: Handler = (request, response) => {
    hits.push(`request ${request.url}`);
    response.end("canary");
  };
  for (let attempt = 0; ; attempt++) {
    const v4 = await listen("127.0.0.1", 0, handler);
    const port = (v4.address() as AddressInfo).port;
    try {
      const v6 = await listen("::1", port, handler);
      const servers = [v4, v6];
      for (const server of servers) {
        server.on("connection", (socket) => hits.push(`connection from ${socket.remoteAddress}`));
      }
      return { port, hits, close: () => Promise.all(servers.map(closeServer)) };
    } catch (error) {
      await closeServer(v4);
      if (attempt >= 5) throw error;
    }
  }
}

let canary: Awaited<ReturnType<typeof startCanary>>;
// 127.0.0.2 stands for "the internet": the one address this app lets through. It redirects
// wherever `redirects` says, and answers 404 otherwise (an import that reached it fails 4xx).
let outside: Server;
let outsidePort: number;
const outsideSeen: string[] = [];
const redirects: Record<string, string> = {};
const answers: Record<string, string[][]> = {};
const lookups: Record<string, number> = {};
let app: FastifyInstance;
let database: Database;
let auth: { authorization: string };

/** A DNS whose answers per name come from `answers`, in turn (the last one again). */
const resolve: HostResolver = async (hostname) => {
  const list = answers[hostname] ?? [];
  const count = (lookups[hostname] = (lookups[hostname] ?? 0) + 1);
  const answer = list[Math.min(count - 1, list.length - 1)] ?? [];
  return answer.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

beforeAll(async () => {
  canary = await startCanary();
  outside = await listen("127.0.0.2", 0, (request, response) => {
    outsideSeen.push(request.url ?? "");
    const location = redirects[request.url ?? ""];
    if (location) response.writeHead(302, { location }).end();
    else response.writeHead(404).end("outside");
  });
  outsidePort = (outside.address() as AddressInfo).port;
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig({ outboundAllowPrivate: false }),
    database,
    uploads: { resolve, isAllowedAddress: (address) => address === "127.0.0.2" },
  });
  await app.ready();
  auth = (await signUpOn(app, "Attacker")).auth;
});
afterAll(async () => {
  await app.close();
  await database.close();
  await canary.close();
  await closeServer(outside);
});

let addressCounter = 0;
const importUrl = (url: string) =>
  importImageUrl(
    app,
    url,
    auth,
    `10.66.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`,
  );

const outsideUrl = (path: string) => `http://127.0.0.2:${outsidePort}${path}`;

/** The route's vectors: the guarded client's list, then DNS and redirect tricks. */
const vectors: Array<{ name: string; url: () => string; setup?: () => void }> = [
  ...SSRF_VECTORS.map(([name, url]) => ({ name, url: () => url(canary.port) })),
  {
    name: "a host name resolving to loopback",
    url: () => `http://loopback.example.test:${canary.port}/x.png`,
    setup: () => (answers["loopback.example.test"] = [["127.0.0.1"]]),
  },
  {
    name: "a host name resolving to [::1]",
    url: () => `http://six.example.test:${canary.port}/x.png`,
    setup: () => (answers["six.example.test"] = [["::1"]]),
  },
  {
    name: "a host name with one allowed and one loopback answer",
    url: () => `http://mixed.example.test:${canary.port}/x.png`,
    setup: () => (answers["mixed.example.test"] = [["127.0.0.2", "127.0.0.1"]]),
  },
  {
    name: "a DNS answer that turns to loopback after the check",
    url: () => `http://rebind.example.test:${outsidePort}/rebind.png`,
    setup: () => (answers["rebind.example.test"] = [["127.0.0.2"], ["127.0.0.1"]]),
  },
  {
    name: "a redirect to loopback",
    url: () => outsideUrl("/to-loopback.png"),
    setup: () => (redirects["/to-loopback.png"] = `http://127.0.0.1:${canary.port}/x.png`),
  },
  {
    name: "a redirect to [::1]",
    url: () => outsideUrl("/to-v6.png"),
    setup: () => (redirects["/to-v6.png"] = `http://[::1]:${canary.port}/x.png`),
  },
  {
    name: "a redirect to localhost",
    url: () => outsideUrl("/to-localhost.png"),
    setup: () => (redirects["/to-localhost.png"] = `http://localhost:${canary.port}/x.png`),
  },
  {
    name: "a redirect to 0x7f000001",
    url: () => outsideUrl("/to-hex.png"),
    setup: () => (redirects["/to-hex.png"] = `http://0x7f000001:${canary.port}/x.png`),
  },
  {
    name: "a redirect to a name that resolves to loopback",
    url: () => outsideUrl("/to-name.png"),
    setup: () => {
      answers["inner.example.test"] = [["127.0.0.1"]];
      redirects["/to-name.png"] = `http://inner.example.test:${canary.port}/x.png`;
    },
  },
  {
    name: "a redirect chain whose second hop is loopback",
    url: () => outsideUrl("/chain-1.png"),
    setup: () => {
      redirects["/chain-1.png"] = outsideUrl("/chain-2.png");
      redirects["/chain-2.png"] = `http://127.1:${canary.port}/x.png`;
    },
  },
  {
    name: "a redirect to the metadata address",
    url: () => outsideUrl("/to-metadata.png"),
    setup: () => (redirects["/to-metadata.png"] = "http://169.254.169.254/latest/meta-data/"),
  },
  {
    name: "a redirect to file:",
    url: () => outsideUrl("/to-file.png"),
    setup: () => (redirects["/to-file.png"] = "file:///etc/passwd"),
  },
  {
    name: "a redirect to gopher:",
    url: () => outsideUrl("/to-gopher.png"),
    setup: () => (redirects["/to-gopher.png"] = `gopher://127.0.0.1:${canary.port}/_x`),
  },
  {
    name: "a redirect with credentials to loopback",
    url: () => outsideUrl("/to-credentials.png"),
    setup: () => (redirects["/to-credentials.png"] = `http://a:b@127.0.0.1:${canary.port}/`),
  },
];

describe("image import refuses SSRF vectors without touching the canary", () => {
  const answered: Record<number, number> = {};

  it.each(vectors.map((vector) => [vector.name, vector] as const))("%s", async (_name, vector) => {
    vector.setup?.();
    const before = await database.db.$count(images);
    const response = await importUrl(vector.url());
    answered[response.statusCode] = (answered[response.statusCode] ?? 0) + 1;
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(canary.hits).toEqual([]);
    expect(await database.db.$count(images)).toBe(before);
  });

  it("connected to the vetted address when the DNS answer changed", () => {
    expect(lookups["rebind.example.test"]).toBe(1);
    expect(outsideSeen).toContain("/rebind.png");
  });

  it("answered every vector with a clear refusal and made 0 connections to the canary", () => {
    const total = Object.values(answered).reduce((sum, n) => sum + n, 0);
    console.log(
      `image import SSRF: ${total} vectors, answers ${JSON.stringify(answered)}, ` +
        `canary connections ${canary.hits.length}`,
    );
    expect(total).toBe(vectors.length);
    expect(total).toBeGreaterThanOrEqual(25);
    expect(canary.hits).toHaveLength(0);
  });

  it("tells the user why, for a loopback address", async () => {
    const response = await importUrl(`http://127.0.0.1:${canary.port}/x.png`);
    expect(response.json()).toEqual({
      success: false,
      code: "url_not_allowed",
      message: UPLOAD_MESSAGES.importNotAllowed,
    });
  });
});
