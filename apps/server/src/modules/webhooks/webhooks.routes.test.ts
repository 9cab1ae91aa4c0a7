import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  WEBHOOK_MESSAGES,
  type WebhookDeliveryDto,
  type WebhookDto,
  type WebhookPayload,
} from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import type { HostResolver } from "../../http/guarded-fetch.js";
import { openTestDatabase, testConfig } from "../../test/test-app.js";
import { verifyWebhookSignature } from "./webhooks.signature.js";
import { retryDelay, type WebhookTuning } from "./webhooks.worker.js";

/** A loopback receiver: records what it gets and answers the statuses queued for it. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.statusCode = statuses.shift() ?? 200;
      res.end("thanks");
    });
  });
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path = "/hook") => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    statuses,
    connections: () => connections,
    reset() {
      received.length = 0;
      statuses.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    server: server as Server,
  };
}

// Three attempts, 60 ms then 120 ms apart, no jitter: the whole schedule runs in a test.
const TUNING: Partial<WebhookTuning> = {
  retryDelaysMs: [60, 120],
  jitter: 0,
  pollMs: 20,
  timeoutMs: 2000,
};

async function startApp(config: Partial<Config>, resolve?: HostResolver) {
  const database: Database = await openTestDatabase();
  const app = await buildApp({
    config: testConfig(config),
    database,
    webhooks: { tuning: TUNING, resolve },
  });
  await app.ready();
  return { app, database, close: async () => (await app.close(), await database.close()) };
}

let counter = 0;
async function signUp(app: FastifyInstance) {
  counter += 1;
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      name: "Hook Owner",
      email: `hooks${counter}-${randomBytes(3).toString("hex")}@example.com`,
      password: "secret123",
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { authorization: `Bearer ${response.json().data.token as string}` };
}
type Auth = Awaited<ReturnType<typeof signUp>>;

async function createStore(app: FastifyInstance, auth: Auth) {
  const response = await app.inject({
    method: "POST",
    url: "/api/store",
    headers: auth,
    payload: { storeName: "Hook Shop", domain: `hooks${++counter}-${Date.now()}.example.com` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.store.id as string;
}

describe("webhooks", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let dataDir: string;
  let owner: Auth;
  let storeId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "sw-webhooks-"));
    receiver = await startReceiver();
    ({ app, close } = await startApp({ dataDir, outboundAllowPrivate: true }));
    owner = await signUp(app);
    storeId = await createStore(app, owner);
  });
  afterAll(async () => {
    await close();
    await receiver.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => receiver.reset());

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
    auth = owner,
  ) => app.inject({ method, url, headers: auth, payload });

  async function addEndpoint(body: Record<string, unknown> = {}, store = storeId) {
    const response = await call("POST", `/api/store/${store}/webhooks`, {
      url: receiver.url(),
      events: ["product.created"],
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { webhook: WebhookDto; secret: string };
  }

  const deliveriesOf = async (webhookId: string, store = storeId) => {
    const response = await call("GET", `/api/store/${store}/webhooks/${webhookId}/deliveries`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.deliveries as WebhookDeliveryDto[];
  };

  /** Waits until the endpoint's deliveries are all finished and there are `count` of them. */
  const settled = (webhookId: string, count: number, store = storeId) =>
    vi.waitFor(
      async () => {
        const deliveries = await deliveriesOf(webhookId, store);
        expect(deliveries).toHaveLength(count);
        expect(deliveries.every((d) => d.status !== "pending")).toBe(true);
        return deliveries;
      },
      { timeout: 5000, interval: 30 },
    );

  async function createProduct(name: string, store = storeId) {
    const response = await call("POST", "/api/products", {
      storeId: store,
      name,
      price: 12.5,
      stock: 3,
      description: "",
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.product as { _id: string };
  }

  it("creates an endpoint, answers its secret once and reveals it on request", async () => {
    const store = await createStore(app, owner);
    const { webhook, secret } = await addEndpoint(
      { description: "ERP sync", events: ["product.created", "product.created"] },
      store,
    );
    expect(secret).toMatch(/^whsec_[\w-]{40,}$/);
    expect(webhook).toMatchObject({
      url: receiver.url(),
      events: ["product.created"],
      isEnabled: true,
    });
    const list = await call("GET", `/api/store/${store}/webhooks`);
    expect(list.json().data.webhooks).toEqual([webhook]);
    expect(list.body).not.toContain(secret);
    const revealed = await call("GET", `/api/store/${store}/webhooks/${webhook._id}/secret`);
    expect(revealed.json().data.secret).toBe(secret);
  });

  it("refuses an endpoint without events, with another scheme or with credentials", async () => {
    const noEvents = await call("POST", `/api/store/${storeId}/webhooks`, {
      url: receiver.url(),
      events: [],
    });
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.json().message).toBe(WEBHOOK_MESSAGES.eventsRequired);
    const ftp = await call("POST", `/api/store/${storeId}/webhooks`, {
      url: "ftp://example.com/hook",
      events: ["product.created"],
    });
    expect(ftp.statusCode).toBe(400);
    const credentials = await call("POST", `/api/store/${storeId}/webhooks`, {
      url: `http://user:pass@127.0.0.1:${receiver.port}/`,
      events: ["product.created"],
    });
    expect(credentials.statusCode).toBe(400);
    expect(credentials.json().code).toBe("url_not_allowed");
  });

  it("delivers product.created to a loopback receiver, signed with the endpoint's secret", async () => {
    const store = await createStore(app, owner);
    const { webhook, secret } = await addEndpoint({}, store);
    const product = await createProduct("Ethiopia Guji", store);
    const [delivery] = await settled(webhook._id, 1, store);
    expect(delivery).toMatchObject({
      type: "product.created",
      status: "succeeded",
      attemptCount: 1,
    });
    expect(delivery!.attempts[0]).toMatchObject({ attempt: 1, statusCode: 200, error: null });

    expect(receiver.received).toHaveLength(1);
    const { headers, body } = receiver.received[0]!;
    expect(headers["content-type"]).toBe("application/json");
    const signature = headers["shopwright-signature"] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(secret, body, signature)).toBe(true);
    expect(verifyWebhookSignature("whsec_wrong", body, signature)).toBe(false);
    expect(verifyWebhookSignature(secret, `${body} `, signature)).toBe(false);

    const payload = JSON.parse(body) as WebhookPayload<{ _id: string; name: string }>;
    expect(payload).toMatchObject({
      id: delivery!.eventId,
      type: "product.created",
      storeId: store,
      data: { _id: product._id, name: "Ethiopia Guji", price: 12.5 },
    });
    expect(Date.parse(payload.createdAt)).not.toBeNaN();
  });

  it("retries after a 500 and succeeds, with the same event id", async () => {
    const store = await createStore(app, owner);
    const { webhook } = await addEndpoint({}, store);
    receiver.statuses.push(500);
    await createProduct("Retry Roast", store);
    const [delivery] = await settled(webhook._id, 1, store);
    expect(delivery).toMatchObject({ status: "succeeded", attemptCount: 2, lastStatusCode: 200 });
    expect(delivery!.attempts.map((a) => a.statusCode)).toEqual([500, 200]);
    expect(delivery!.attempts[0]!.error).toBe("The endpoint answered 500");
    // The retry waited for the schedule's first delay.
    const gap = Date.parse(delivery!.attempts[1]!.at) - Date.parse(delivery!.attempts[0]!.at);
    expect(gap).toBeGreaterThanOrEqual(50);
    const ids = receiver.received.map((r) => JSON.parse(r.body).id as string);
    expect(new Set(ids).size).toBe(1);
    expect(receiver.received.map((r) => r.headers["shopwright-delivery-attempt"])).toEqual([
      "1",
      "2",
    ]);
  });

  it("gives up after the last attempt of the schedule", async () => {
    const store = await createStore(app, owner);
    const { webhook } = await addEndpoint({}, store);
    receiver.statuses.push(500, 502, 503, 500);
    await createProduct("Never Arrives", store);
    const [delivery] = await settled(webhook._id, 1, store);
    expect(delivery).toMatchObject({ status: "failed", attemptCount: 3, nextAttemptAt: null });
    expect(delivery!.attempts.map((a) => a.statusCode)).toEqual([500, 502, 503]);
    expect(receiver.received).toHaveLength(3);
  });

  it("shows the next attempt of a pending delivery", async () => {
    const store = await createStore(app, owner);
    const { webhook } = await addEndpoint({}, store);
    receiver.statuses.push(500);
    await createProduct("Pending Pour", store);
    const pending = await vi.waitFor(async () => {
      const [d] = await deliveriesOf(webhook._id, store);
      expect(d?.attemptCount).toBe(1);
      return d!;
    });
    expect(pending.status).toBe("pending");
    expect(pending.nextAttemptAt).not.toBeNull();
    await settled(webhook._id, 1, store);
  });

  it("fires product.updated, product.deleted, bulk and CSV import events", async () => {
    const store = await createStore(app, owner);
    const { webhook } = await addEndpoint(
      { events: ["product.created", "product.updated", "product.deleted"] },
      store,
    );
    const a = await createProduct("Alpha", store);
    const b = await createProduct("Beta", store);
    expect((await call("PUT", `/api/products/${a._id}`, { price: 20, stock: 1 })).statusCode).toBe(
      200,
    );
    expect((await call("DELETE", `/api/products/${a._id}`)).statusCode).toBe(200);
    const bulk = await call("POST", "/api/products/bulk", { action: "publish", ids: [b._id] });
    expect(bulk.statusCode).toBe(200);
    const bulkDelete = await call("POST", "/api/products/bulk", { action: "delete", ids: [b._id] });
    expect(bulkDelete.json().data.matched).toBe(1);
    const csv = "name,price,stock\nGamma,5,1\n";
    const imported = await app.inject({
      method: "POST",
      url: `/api/store/${store}/products/import?format=native`,
      headers: { ...owner, "content-type": "text/csv" },
      payload: csv,
    });
    expect(imported.statusCode, imported.body).toBe(200);

    const deliveries = await settled(webhook._id, 7, store);
    const events = receiver.received
      .map(
        (r) => JSON.parse(r.body) as WebhookPayload<{ _id: string; name: string; status: string }>,
      )
      .sort((x, y) => x.createdAt.localeCompare(y.createdAt));
    expect(events.map((e) => `${e.type} ${e.data.name}`)).toEqual([
      "product.created Alpha",
      "product.created Beta",
      "product.updated Alpha",
      "product.deleted Alpha",
      "product.updated Beta",
      "product.deleted Beta",
      "product.created Gamma",
    ]);
    expect(events[4]!.data.status).toBe("published");
    expect(deliveries.every((d) => d.status === "succeeded")).toBe(true);
  });

  it("sends store.published after a publish", async () => {
    const store = await createStore(app, owner);
    const { webhook } = await addEndpoint({ events: ["store.published"] }, store);
    await createProduct("Not Subscribed", store);
    const published = await call("POST", `/api/store/${store}/publish`, {
      jsonLayout: { pages: [{ name: "Home", sections: [{ type: "hero", title: "Hello" }] }] },
    });
    expect(published.statusCode, published.body).toBe(200);
    const [delivery] = await settled(webhook._id, 1, store);
    expect(delivery!.type).toBe("store.published");
    const payload = JSON.parse(receiver.received.at(-1)!.body) as WebhookPayload<{
      url: string;
      isIncremental: boolean;
      deploy: { _id: string };
    }>;
    expect(payload.data).toMatchObject({
      url: published.json().data.url,
      isIncremental: false,
      deploy: { _id: published.json().data.deploy._id },
    });
  });

  it("sends nothing to a disabled endpoint, and resumes when it is enabled again", async () => {
    const store = await createStore(app, owner);
    const { webhook } = await addEndpoint({}, store);
    const off = await call("PUT", `/api/store/${store}/webhooks/${webhook._id}`, {
      isEnabled: false,
    });
    expect(off.json().data.webhook.isEnabled).toBe(false);
    await createProduct("Quiet", store);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receiver.received).toHaveLength(0);
    expect(await deliveriesOf(webhook._id, store)).toHaveLength(0);
    await call("PUT", `/api/store/${store}/webhooks/${webhook._id}`, { isEnabled: true });
    await createProduct("Loud", store);
    await settled(webhook._id, 1, store);
    expect(receiver.received).toHaveLength(1);
  });

  it("sends a test ping at once and answers its outcome", async () => {
    const store = await createStore(app, owner);
    const { webhook, secret } = await addEndpoint({}, store);
    const ok = await call("POST", `/api/store/${store}/webhooks/${webhook._id}/test`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.delivery).toMatchObject({
      type: "ping",
      status: "succeeded",
      lastStatusCode: 200,
    });
    const { body, headers } = receiver.received[0]!;
    expect(verifyWebhookSignature(secret, body, headers["shopwright-signature"] as string)).toBe(
      true,
    );
    receiver.statuses.push(500);
    const failed = await call("POST", `/api/store/${store}/webhooks/${webhook._id}/test`);
    // A ping is not retried.
    expect(failed.json().data.delivery).toMatchObject({ status: "failed", nextAttemptAt: null });
  });

  it("changes and deletes an endpoint", async () => {
    const store = await createStore(app, owner);
    const { webhook } = await addEndpoint({}, store);
    const changed = await call("PUT", `/api/store/${store}/webhooks/${webhook._id}`, {
      url: receiver.url("/other"),
      events: ["store.published", "product.deleted"],
      description: "Search index",
    });
    expect(changed.json().data.webhook).toMatchObject({
      url: receiver.url("/other"),
      events: ["store.published", "product.deleted"],
      description: "Search index",
    });
    const removed = await call("DELETE", `/api/store/${store}/webhooks/${webhook._id}`);
    expect(removed.json().data).toEqual({ deleted: true });
    const again = await call("DELETE", `/api/store/${store}/webhooks/${webhook._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("webhook_not_found");
  });

  it("answers 404 on every route for a store in another organization", async () => {
    const { webhook } = await addEndpoint();
    const stranger = await signUp(app);
    const base = `/api/store/${storeId}/webhooks`;
    const attempts: Array<[Parameters<typeof call>[0], string, object?]> = [
      ["GET", base],
      ["POST", base, { url: receiver.url(), events: ["product.created"] }],
      ["PUT", `${base}/${webhook._id}`, { isEnabled: false }],
      ["DELETE", `${base}/${webhook._id}`],
      ["GET", `${base}/${webhook._id}/secret`],
      ["GET", `${base}/${webhook._id}/deliveries`],
      ["POST", `${base}/${webhook._id}/test`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, payload, stranger);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe("store_not_found");
    }
    // The stranger's own store does not reach the owner's endpoint either.
    const own = await createStore(app, stranger);
    const crossed = await call(
      "GET",
      `/api/store/${own}/webhooks/${webhook._id}/secret`,
      undefined,
      stranger,
    );
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().code).toBe("webhook_not_found");
    const still = await call("GET", `${base}/${webhook._id}/secret`);
    expect(still.statusCode).toBe(200);
    const unauthenticated = await app.inject({ method: "GET", url: base });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it("limits the endpoints of a store", async () => {
    const store = await createStore(app, owner);
    for (let i = 0; i < 10; i++) await addEndpoint({}, store);
    const eleventh = await call("POST", `/api/store/${store}/webhooks`, {
      url: receiver.url(),
      events: ["product.created"],
    });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().message).toBe(WEBHOOK_MESSAGES.tooMany);
  });
});

describe("webhooks without OUTBOUND_ALLOW_PRIVATE", () => {
  it("refuses private targets at creation and never connects to them on delivery", async () => {
    const canary = await startReceiver();
    // hooks.example.test looks public when the endpoint is created, then answers loopback.
    let lookups = 0;
    const resolve: HostResolver = async () => {
      lookups += 1;
      return [{ address: lookups === 1 ? "93.184.216.34" : "127.0.0.1", family: 4 }];
    };
    const { app, close } = await startApp({ outboundAllowPrivate: false }, resolve);
    try {
      const auth = await signUp(app);
      const store = await createStore(app, auth);
      for (const url of [
        canary.url(),
        `http://localhost:${canary.port}/`,
        `http://[::1]:${canary.port}/`,
        "http://169.254.169.254/latest/meta-data/",
        "http://10.1.2.3/hook",
      ]) {
        const refused = await app.inject({
          method: "POST",
          url: `/api/store/${store}/webhooks`,
          headers: auth,
          payload: { url, events: ["product.created"] },
        });
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json()).toMatchObject({
          code: "url_not_allowed",
          message:
            "The address points to a private, loopback or reserved network, which is not allowed",
        });
      }

      const created = await app.inject({
        method: "POST",
        url: `/api/store/${store}/webhooks`,
        headers: auth,
        payload: { url: `http://hooks.example.test:${canary.port}/`, events: ["product.created"] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const webhookId = created.json().data.webhook._id as string;
      await app.inject({
        method: "POST",
        url: "/api/products",
        headers: auth,
        payload: { storeId: store, name: "Rebound", price: 1, stock: 1, description: "" },
      });
      const deliveries = await vi.waitFor(
        async () => {
          const response = await app.inject({
            method: "GET",
            url: `/api/store/${store}/webhooks/${webhookId}/deliveries`,
            headers: auth,
          });
          const list = response.json().data.deliveries as WebhookDeliveryDto[];
          expect(list[0]?.status).toBe("failed");
          return list;
        },
        { timeout: 5000, interval: 30 },
      );
      expect(deliveries[0]!.attempts).toHaveLength(3);
      expect(deliveries[0]!.lastError).toMatch(/private, loopback or reserved/);
      expect(deliveries[0]!.lastStatusCode).toBeNull();
      expect(canary.connections()).toBe(0);
    } finally {
      await close();
      await canary.close();
    }
  });
});

describe("retryDelay", () => {
  const schedule = { retryDelaysMs: [30_000, 120_000, 300_000, 900_000, 2_400_000], jitter: 0.2 };

  it("follows the schedule, and gives up after it", () => {
    const exact = { ...schedule, jitter: 0, random: () => 0.5 };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, exact))).toEqual([
      30_000,
      120_000,
      300_000,
      900_000,
      2_400_000,
      null,
    ]);
  });

  it("spreads each delay by the jitter", () => {
    expect(retryDelay(1, { ...schedule, random: () => 0 })).toBe(24_000);
    expect(retryDelay(1, { ...schedule, random: () => 0.999999 })).toBe(36_000);
    expect(retryDelay(5, { ...schedule, random: () => 0.5 })).toBe(2_400_000);
  });

  it("spans about an hour over six attempts", () => {
    const total = schedule.retryDelaysMs.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThan(55 * 60_000);
    expect(total).toBeLessThan(65 * 60_000);
  });
});
