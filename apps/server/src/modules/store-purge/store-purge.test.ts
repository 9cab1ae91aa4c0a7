import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { MESSAGES } from "@shopwright/sdk";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openS3Bucket } from "../../blob/s3-bucket.js";
import type { Config } from "../../config.js";
import { images, products, stores } from "../../db/schema.js";
import { startTestS3, type TestS3 } from "../../test/s3-server.js";
import { createTestAppOnDisk, type TestAppOnDisk, type TestUser } from "../../test/test-app.js";

/** The grace period of these tests; `endGrace` ends a store's early instead of waiting. */
const GRACE_MS = 60 * 60 * 1000;

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3?.close());

/** Where files live, and every stored file as "uploads/…" or "sites/packs/…". */
interface Backend {
  name: string;
  overrides: () => Partial<Config>;
  files: (t: TestAppOnDisk) => Promise<string[]>;
}

const filesUnder = async (root: string, folder: string) =>
  (await readdir(join(root, folder), { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));

const BACKENDS: Backend[] = [
  {
    name: "on the local disk",
    overrides: () => ({}),
    files: async (t) =>
      [
        ...(await filesUnder(t.dataDir, "uploads")),
        ...(await filesUnder(t.dataDir, "sites/packs")),
      ].sort(),
  },
  {
    name: "in S3",
    overrides: () => ({ s3: s3.settings() }),
    async files(t) {
      const bucket = openS3Bucket(settingsOf.get(t)!);
      const keys: string[] = [];
      for await (const object of bucket.list("")) keys.push(object.key);
      bucket.close();
      return keys.sort();
    },
  },
];

/** The S3 settings each test app was built with. */
const settingsOf = new WeakMap<TestAppOnDisk, NonNullable<Config["s3"]>>();

describe.each(BACKENDS)("purging deleted stores $name", (backend) => {
  let t: TestAppOnDisk;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    const overrides = backend.overrides();
    t = await createTestAppOnDisk("sw-purge-", { ...overrides, storeDeleteGraceMs: GRACE_MS });
    if (overrides.s3) settingsOf.set(t, overrides.s3);
    owner = await t.signUp("Owner");
    stranger = await t.signUp("Stranger");
  }, 120_000);
  afterAll(() => t?.close());

  /** Moves a deleted store's end of grace into the past, as if the grace period went by. */
  const endGrace = (storeId: string) =>
    t.database.db
      .update(stores)
      .set({ purgeAfter: new Date(Date.now() - 1000) })
      .where(eq(stores.id, storeId));

  async function upload(color: string) {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "i.png");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/upload/single-image",
      headers: owner.auth,
      payload: form,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.image as { url: string; webUrl: string; publicId: string };
  }

  async function createStore(who: TestUser, storeName: string, domain: string) {
    const created = await t.call("POST", "/api/store", who.auth, { storeName, domain });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.store.id as string;
  }

  const layoutWith = (...imageUrls: string[]) => ({
    pages: [
      {
        name: "Home",
        path: "/",
        sections: imageUrls.map((image, i) => ({ id: `h${i}`, type: "hero", props: { image } })),
      },
    ],
  });

  async function publish(who: TestUser, storeId: string, layout: object) {
    const published = await t.call("POST", `/api/store/${storeId}/publish`, who.auth, {
      jsonLayout: layout,
    });
    expect(published.statusCode, published.body).toBe(200);
    return new URL(published.json().data.url as string).host;
  }

  const keysOf = (image: { url: string; webUrl: string }) =>
    [image.url, image.webUrl].map((url) => url.replace(/^\/uploads\//, "uploads/"));

  it("holds a deleted store until its grace period is over, then removes its files and rows and frees its address", async () => {
    // Only the doomed store shows `own` (in its layout, and a product of its own), `shared`
    // is shown by another store of the owner too, `unused` by none: only `own` goes.
    const own = await upload("#aa0000");
    const productImage = await upload("#00aa00");
    const shared = await upload("#0000aa");
    const unused = await upload("#aaaa00");
    const domain = `doomed-${Date.now()}.example.com`;
    const doomed = await createStore(owner, "Doomed Beans", domain);
    await t.call("POST", "/api/products", owner.auth, {
      storeId: doomed,
      name: "Mug",
      price: 5,
      stock: 1,
      images: [productImage.url],
    });
    const host = await publish(owner, doomed, layoutWith(own.url, shared.url));
    const other = await createStore(owner, "Other Beans", `other-${Date.now()}.example.com`);
    await publish(owner, other, layoutWith(shared.url));
    const filesBefore = await backend.files(t);
    expect(filesBefore.filter((file) => file.startsWith("sites/packs/"))).toHaveLength(2);
    for (const image of [own, productImage, shared, unused]) {
      expect(filesBefore).toEqual(expect.arrayContaining(keysOf(image)));
    }

    // Its domain verified: held by it until the purge (a pending domain is nobody's).
    await t.database.db
      .update(stores)
      .set({ domainStatus: "verified", domainVerifiedAt: new Date() })
      .where(eq(stores.id, doomed));
    expect((await t.call("DELETE", `/api/store/${doomed}`, owner.auth)).statusCode).toBe(200);
    // Within the grace period: nothing is purged, the address stays taken.
    expect(await t.app.purgeDeletedStores()).toEqual([]);
    expect(await backend.files(t)).toEqual(filesBefore);
    const taken = await t.call("POST", "/api/store", stranger.auth, { storeName: "Mine", domain });
    expect(taken.json()).toMatchObject({ code: "domain_taken", message: MESSAGES.domainTaken });

    await endGrace(doomed);
    const purged = await t.app.purgeDeletedStores();
    expect(purged).toEqual([{ storeId: doomed, packs: 1, images: 2 }]);

    const filesAfter = await backend.files(t);
    for (const gone of [...keysOf(own), ...keysOf(productImage)]) {
      expect(filesAfter).not.toContain(gone);
    }
    for (const kept of [...keysOf(shared), ...keysOf(unused)]) expect(filesAfter).toContain(kept);
    expect(filesAfter.filter((file) => file.startsWith("sites/packs/"))).toHaveLength(1);
    expect((await t.app.inject({ method: "GET", url: own.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: shared.url })).statusCode).toBe(200);

    const db = t.database.db;
    expect(await db.select().from(stores).where(eq(stores.id, doomed))).toEqual([]);
    expect(await db.select().from(products).where(eq(products.storeId, doomed))).toEqual([]);
    expect((await db.select().from(images)).map((row) => row.publicId).sort()).toEqual(
      [shared.publicId, unused.publicId].sort(),
    );

    // The address is free again: the domain and the site's host label.
    expect(
      (await t.call("POST", "/api/store", stranger.auth, { storeName: "Mine", domain })).statusCode,
    ).toBe(201);
    const successor = await createStore(stranger, "Doomed Beans", `next-${Date.now()}.example.com`);
    expect(await publish(stranger, successor, layoutWith())).toBe(host);
    // Nothing left to do.
    expect(await t.app.purgeDeletedStores()).toEqual([]);
  }, 120_000);

  it("never removes an upload of another organization that a deleted store names", async () => {
    const theirs = await upload("#123456");
    const mine = await createStore(stranger, "Borrower", `borrower-${Date.now()}.example.com`);
    await publish(stranger, mine, layoutWith(theirs.url));
    await t.call("DELETE", `/api/store/${mine}`, stranger.auth);
    await endGrace(mine);
    expect(await t.app.purgeDeletedStores()).toEqual([{ storeId: mine, packs: 1, images: 0 }]);
    expect(await backend.files(t)).toEqual(expect.arrayContaining(keysOf(theirs)));
  }, 120_000);
});
