import { PUBLISH_MESSAGES } from "@shopwright/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema.js";
import { createTestAppOnDisk, type Auth, type TestAppOnDisk } from "../../test/test-app.js";
import { createPublishingRepository } from "./publishing.repository.js";

const MB = 1024 * 1024;

let counter = 0;

async function createStore(t: TestAppOnDisk, auth: Auth, storeName: string) {
  const domain = `limits${++counter}-${Date.now()}.example.com`;
  const response = await t.call("POST", "/api/store", auth, { storeName, domain });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.store.id as string;
}

/** Published products written straight into the database (no rebuild follows). */
async function seedProducts(t: TestAppOnDisk, storeId: string, count: number, from = 0) {
  const rows = Array.from({ length: count }, (_, n) => ({
    storeId,
    name: `Single Origin No. ${from + n + 1}`,
    description: "Roasted in small batches and shipped within two days of roasting.",
    priceMinor: 900 + n,
    stock: 10,
    images: [{ url: `/uploads/bean-${n % 9}.webp` }],
    status: "published" as const,
  }));
  await t.database.db.insert(products).values(rows);
  await t.database.noteWrites(products, count);
}

function layoutWith(title: string, pages = 2) {
  return {
    pages: Array.from({ length: pages }, (_, n) => ({
      name: n === 0 ? "Home" : `Page ${n}`,
      sections: [
        { type: "hero", title: `${title} ${n}` },
        { type: "collection", title: "Bestsellers" },
        { type: "textblock", heading: "Our story", text: "Small-batch coffee. ".repeat(40) },
      ],
    })),
  };
}

const publish = (t: TestAppOnDisk, auth: Auth, storeId: string, payload: object) =>
  t.call("POST", `/api/store/${storeId}/publish`, auth, { overwrite: true, ...payload });

const deploysOf = async (t: TestAppOnDisk, auth: Auth, storeId: string) =>
  (await t.call("GET", `/api/store/${storeId}/deploys`, auth)).json().data.deploys as {
    _id: string;
    isLive: boolean;
    bytes: number;
  }[];

describe("publishing while another store publishes a large site", () => {
  let t: TestAppOnDisk;
  beforeAll(async () => {
    t = await createTestAppOnDisk("sw-publish-queue-", { renderThreads: 2 });
  });
  afterAll(() => t.close());

  it("answers other stores' page views while the large site renders in worker threads", async () => {
    const { auth } = await t.signUp();
    const small = await createStore(t, auth, "Small Roast");
    const smallSite = await publish(t, auth, small, { jsonLayout: layoutWith("Small") });
    expect(smallSite.statusCode, smallSite.body).toBe(200);
    const host = new URL(smallSite.json().data.url as string).host;
    const large = await createStore(t, auth, "Large Roast");
    await seedProducts(t, large, 200);

    const began = performance.now();
    let publishedAt = 0;
    const publishing = publish(t, auth, large, { jsonLayout: layoutWith("Large", 10) }).then(
      (response) => {
        publishedAt = performance.now();
        return response;
      },
    );
    const views: { at: number; ms: number }[] = [];
    while (publishedAt === 0 && performance.now() - began < 120_000) {
      // A visitor's request arrives as I/O, after the worker threads' messages waiting.
      await new Promise((resolve) => setTimeout(resolve, 2));
      const start = performance.now();
      const response = await t.app.inject({ method: "GET", url: "/", headers: { host } });
      expect(response.statusCode).toBe(200);
      views.push({ at: performance.now(), ms: performance.now() - start });
    }
    const response = await publishing;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.deploy.fileCount).toBeGreaterThan(200);

    const publishMs = publishedAt - began;
    const during = views.filter((view) => view.at < publishedAt);
    // The main thread stays free: page views keep being answered all through the publish,
    // each in a small part of the time the publish takes.
    expect(during.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...during.map((view) => view.ms))).toBeLessThan(publishMs / 4);
  }, 120_000);
});

describe("the deploy bytes limit (DEPLOY_MAX_MB)", () => {
  let t: TestAppOnDisk;
  beforeAll(async () => {
    t = await createTestAppOnDisk("sw-publish-limit-", { deployMaxBytes: 1 * MB });
  });
  afterAll(() => t.close());

  it("refuses a publish whose files come to more than the limit, naming it, and keeps the live site", async () => {
    const { auth } = await t.signUp();
    const store = await createStore(t, auth, "Growing Roast");
    const first = await publish(t, auth, store, { jsonLayout: layoutWith("First") });
    expect(first.statusCode, first.body).toBe(200);
    const host = new URL(first.json().data.url as string).host;

    await seedProducts(t, store, 150);
    const refused = await publish(t, auth, store, { jsonLayout: layoutWith("Second") });
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json()).toMatchObject({
      code: "deploy_too_large",
      message: PUBLISH_MESSAGES.deployTooLarge(MB),
    });
    expect(refused.json().message).toContain("1 MB");

    // Nothing went live: the first version still answers, and it is the only one.
    const deploys = await deploysOf(t, auth, store);
    expect(deploys).toHaveLength(1);
    expect(deploys[0]).toMatchObject({ _id: first.json().data.deploy._id, isLive: true });
    const home = await t.app.inject({ method: "GET", url: "/", headers: { host } });
    expect(home.body).toContain("First 0");
  });
});

describe("deploy retention by bytes (DEPLOYS_KEPT_MB)", () => {
  let t: TestAppOnDisk;
  beforeAll(async () => {
    t = await createTestAppOnDisk("sw-publish-retain-");
  });
  afterAll(() => t.close());

  it("keeps the newest deploys whose bytes fit the budget, and always the live one", async () => {
    const { auth } = await t.signUp();
    const store = await createStore(t, auth, "Versioned Roast");
    const ids: string[] = [];
    for (let n = 0; n < 4; n++) {
      const response = await publish(t, auth, store, { jsonLayout: layoutWith(`Version ${n}`) });
      expect(response.statusCode, response.body).toBe(200);
      ids.push(response.json().data.deploy._id as string);
    }
    const all = await deploysOf(t, auth, store);
    expect(all.map((deploy) => deploy._id)).toEqual([...ids].reverse());
    const repository = createPublishingRepository(t.database.db);

    // Version 1 live again, then a budget that fits the two newest deploys' bytes only.
    const rolledBack = await t.call("POST", `/api/store/${store}/deploys/${ids[1]}/activate`, auth);
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    const twoNewest = all[0]!.bytes + all[1]!.bytes;
    expect(await repository.pruneDeploys(store, { count: 20, bytes: twoNewest })).toBe(1);
    const kept = await deploysOf(t, auth, store);
    expect(kept.map((deploy) => deploy._id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(kept.find((deploy) => deploy.isLive)?._id).toBe(ids[1]);

    // A budget smaller than any deploy keeps the live one alone.
    expect(await repository.pruneDeploys(store, { count: 20, bytes: 1 })).toBe(2);
    expect((await deploysOf(t, auth, store)).map((deploy) => deploy._id)).toEqual([ids[1]]);
  });

  it("prunes after a publish by the configured budget", async () => {
    const budgeted = await createTestAppOnDisk("sw-publish-budget-", {
      deploysKeptBytes: 1,
    });
    try {
      const { auth } = await budgeted.signUp();
      const store = await createStore(budgeted, auth, "Lean Roast");
      for (let n = 0; n < 3; n++) {
        const response = await publish(budgeted, auth, store, {
          jsonLayout: layoutWith(`Lean ${n}`),
        });
        expect(response.statusCode, response.body).toBe(200);
      }
      const deploys = await deploysOf(budgeted, auth, store);
      expect(deploys).toHaveLength(1);
      expect(deploys[0]!.isLive).toBe(true);
    } finally {
      await budgeted.close();
    }
  });
});
