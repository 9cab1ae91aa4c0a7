import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { WebhookDeliveryDto } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.js";
import type { Database } from "../../db/client.js";
import { openTestDatabase, signUpOn, testConfig, type Auth } from "../../test/test-app.js";

/**
 * A loopback receiver: `answers` false keeps every request open (an endpoint that never
 * answers); true answers 200 at once. Counts requests received and those still open.
 */
async function startReceiver(answers: boolean) {
  const arrivals: number[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on("end", () => {
      arrivals.push(Date.now());
      if (answers) return res.end("ok");
      open.add(res);
      res.on("close", () => open.delete(res));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    arrivals,
    openRequests: () => open.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("webhook delivery is fair between endpoints", () => {
  let app: FastifyInstance;
  let database: Database;
  let silent: Awaited<ReturnType<typeof startReceiver>>;
  let quick: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    silent = await startReceiver(false);
    quick = await startReceiver(true);
    database = await openTestDatabase();
    app = await buildApp({
      config: testConfig({ outboundAllowPrivate: true }),
      database,
      webhooks: {
        // Two slots, and an attempt may wait 30 s: the silent endpoint could fill both slots
        // for that long if a worker claimed deliveries without regard to their endpoint.
        tuning: { concurrency: 2, timeoutMs: 30_000, pollMs: 50, retryDelaysMs: [60_000] },
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    // The silent endpoint's attempt ends when its connection does; then the worker stops.
    await silent.close();
    await quick.close();
    await app.close();
    await database.close();
  });

  async function storeWithEndpoint(url: string) {
    const { auth } = await signUpOn(app, "Hook Owner");
    const store = await app.inject({
      method: "POST",
      url: "/api/store",
      headers: auth,
      payload: { storeName: "Hook Shop", domain: `${randomUUID()}.example.com` },
    });
    expect(store.statusCode, store.body).toBe(201);
    const storeId = store.json().data.store.id as string;
    const endpoint = await app.inject({
      method: "POST",
      url: `/api/store/${storeId}/webhooks`,
      headers: auth,
      payload: { url, events: ["product.created"] },
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    return { auth, storeId, webhookId: endpoint.json().data.webhook._id as string };
  }

  async function createProduct(auth: Auth, storeId: string, name: string) {
    const response = await app.inject({
      method: "POST",
      url: "/api/products",
      headers: auth,
      payload: { storeId, name, price: 10, stock: 1, description: "" },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  it("delivers to an answering endpoint at once while another store's endpoint never answers", async () => {
    const stalled = await storeWithEndpoint(silent.url);
    for (const name of ["One", "Two", "Three", "Four"]) {
      await createProduct(stalled.auth, stalled.storeId, name);
    }
    await vi.waitFor(() => expect(silent.openRequests()).toBe(1), { timeout: 5000 });

    const other = await storeWithEndpoint(quick.url);
    const sentAt = Date.now();
    await createProduct(other.auth, other.storeId, "Prompt");
    await vi.waitFor(() => expect(quick.arrivals).toHaveLength(1), {
      timeout: 5000,
      interval: 10,
    });
    expect(quick.arrivals[0]! - sentAt).toBeLessThan(2000);
    await vi.waitFor(async () => {
      const response = await app.inject({
        method: "GET",
        url: `/api/store/${other.storeId}/webhooks/${other.webhookId}/deliveries`,
        headers: other.auth,
      });
      const [delivery] = response.json().data.deliveries as WebhookDeliveryDto[];
      expect(delivery).toMatchObject({ status: "succeeded", attemptCount: 1 });
    });

    // The silent endpoint still holds its one attempt; its other deliveries wait their turn
    // rather than taking the second slot.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(silent.arrivals).toHaveLength(1);
    expect(silent.openRequests()).toBe(1);
    const stalledDeliveries = await app.inject({
      method: "GET",
      url: `/api/store/${stalled.storeId}/webhooks/${stalled.webhookId}/deliveries`,
      headers: stalled.auth,
    });
    const queued = stalledDeliveries.json().data.deliveries as WebhookDeliveryDto[];
    expect(queued).toHaveLength(4);
    // None has an attempt recorded yet: the one in flight is recorded when it ends.
    expect(queued.every((d) => d.status === "pending" && d.attemptCount === 0)).toBe(true);
  });
});
