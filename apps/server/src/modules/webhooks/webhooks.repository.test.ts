import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { stores, webhookDeliveries, webhookEndpoints } from "../../db/schema.js";
import { insertOwner, openTestDatabase } from "../../test/test-app.js";
import { createWebhooksRepository, type WebhooksRepository } from "./webhooks.repository.js";

const LEASE_MS = 60_000;

let database: Database;
let repository: WebhooksRepository;
let createdBy: string;
beforeAll(async () => {
  database = await openTestDatabase();
  repository = createWebhooksRepository(database.db);
  createdBy = await insertOwner(database);
});
afterAll(() => database.close());

/** A store with one endpoint per URL, and `perEndpoint` due deliveries queued for each. */
async function storeWithEndpoints(urls: string[], perEndpoint: number) {
  const [store] = await database.db
    .insert(stores)
    .values({ createdBy, storeName: "Hooks", domain: `${randomUUID()}.example.com` })
    .returning();
  const endpoints = [];
  for (const url of urls) {
    endpoints.push(
      await repository.insert(store!.id, createdBy, {
        url,
        description: "",
        events: ["product.created"],
        isEnabled: true,
        secret: "whsec_test",
      }),
    );
  }
  const events = Array.from({ length: perEndpoint }, (_, i) => ({
    eventId: randomUUID(),
    type: "product.created",
    payload: `{"n":${i}}`,
  }));
  expect(await repository.enqueue(store!.id, events)).toBe(urls.length * perEndpoint);
  return endpoints.map((endpoint) => endpoint.id);
}

/** Claims until nothing is left to claim; answers the claims in order. */
async function claimAll() {
  const claims = [];
  for (let claim = await repository.claimDue(LEASE_MS); claim;) {
    claims.push(claim);
    claim = await repository.claimDue(LEASE_MS);
  }
  return claims;
}

describe("claiming webhook deliveries", () => {
  it("claims one delivery per endpoint until the endpoint is released", async () => {
    const [slow, quick] = await storeWithEndpoints(
      ["https://slow.example.com/hook", "https://quick.example.com/hook"],
      3,
    );
    const first = await claimAll();
    expect(first.map((c) => c.endpointId).sort()).toEqual([slow, quick].sort());
    // Both endpoints are leased: their other due deliveries wait, and say when they may go.
    const next = await repository.nextDue();
    expect(next!.getTime()).toBeGreaterThan(Date.now() + LEASE_MS / 2);

    await repository.release(quick!);
    const second = await claimAll();
    expect(second.map((c) => c.endpointId)).toEqual([quick]);
    expect(second[0]!.id).not.toBe(first.find((c) => c.endpointId === quick)!.id);
    expect((await repository.nextDue())!.getTime()).toBeGreaterThan(Date.now() + LEASE_MS / 2);

    // A lease that ran out (its worker died) frees the endpoint without a release.
    await database.db
      .update(webhookEndpoints)
      .set({ deliveringUntil: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, slow!));
    expect((await repository.nextDue())!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await claimAll()).map((c) => c.endpointId)).toEqual([slow]);
    await repository.release(slow!);
    await repository.release(quick!);
    await database.db.delete(webhookDeliveries);
  });

  it("gives concurrent workers different endpoints, never two deliveries of one", async () => {
    const endpoints = await storeWithEndpoints(
      ["https://a.example.com/", "https://b.example.com/", "https://c.example.com/"],
      4,
    );
    // On PostgreSQL these run on separate connections at once (skip locked, then the lease's
    // re-check); on PGlite one after another.
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => repository.claimDue(LEASE_MS)),
    );
    const claimed = claims.filter((claim) => claim !== null);
    expect(claimed.map((c) => c.endpointId).sort()).toEqual([...endpoints].sort());
    expect(claimed.every((c) => c.attemptCount === 1)).toBe(true);
    for (const id of endpoints) await repository.release(id);
    await database.db.delete(webhookDeliveries);
  });
});
