import { randomBytes } from "node:crypto";
import {
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  UPLOAD_MESSAGES,
  type MediaItemDto,
  type MediaListResult,
} from "@shopwright/sdk";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images } from "../../db/schema.js";
import { createTestAppOnDisk, type Auth, type TestAppOnDisk } from "../../test/test-app.js";

let t: TestAppOnDisk;
beforeAll(async () => {
  t = await createTestAppOnDisk("sw-media-");
});
afterAll(() => t.close());

let counter = 0;
async function createStore(auth: Auth): Promise<string> {
  const response = await t.call("POST", "/api/store", auth, {
    storeName: "Fern & Clay",
    domain: `media${++counter}-${Date.now()}.example.com`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.store.id as string;
}

async function createTeam(auth: Auth): Promise<string> {
  const response = await t.call("POST", "/api/teams", auth, { name: `Studio ${++counter}` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.team._id as string;
}

/** A real upload (sniffed, re-encoded, stored in widths), as `fileName`. */
async function upload(auth: Auth, fileName: string, width = 48, height = 32) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#557799" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/png" }), fileName);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/upload/single-image",
    headers: auth,
    payload: form,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.image as { _id: string; url: string; publicId: string };
}

async function createProduct(auth: Auth, storeId: string, name: string, images: unknown[]) {
  const response = await t.call("POST", "/api/products", auth, {
    storeId,
    name,
    price: 12,
    stock: 3,
    images,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.product._id as string;
}

const list = (auth: Auth, storeId: string, query = "") =>
  t.call("GET", `/api/store/${storeId}/media${query}`, auth);

async function items(auth: Auth, storeId: string, query = ""): Promise<MediaItemDto[]> {
  const response = await list(auth, storeId, query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as MediaListResult).items;
}

const setAlt = (auth: Auth, storeId: string, imageId: string, payload: object) =>
  t.call("PUT", `/api/store/${storeId}/media/${imageId}`, auth, payload);

/** Image rows written as an upload would leave them (no files: the list reads rows only). */
async function insertImageRows(userId: string, teamId: string | null, count: number) {
  const base = Date.UTC(2024, 0, 1);
  const rows = Array.from({ length: count }, (_, i) => {
    const publicId = randomBytes(16).toString("hex");
    const folder = `${publicId.slice(0, 2)}/${publicId}`;
    return {
      teamId,
      uploadedBy: userId,
      publicId,
      originalName: `bulk-${String(i).padStart(2, "0")}.png`,
      contentType: "image/png",
      width: 10,
      height: 10,
      size: 100,
      key: `${folder}/original.png`,
      webKey: `${folder}/web.webp`,
      // Some share a time to the microsecond, so the order falls back to the sort key.
      createdAt: new Date(base + Math.floor(i / 3) * 1000),
    };
  });
  await t.database.db.insert(images).values(rows);
}

describe("GET /api/store/:id/media", () => {
  it("lists the organization's uploads and the store's product photos, newest first, each once", async () => {
    const owner = await t.signUp("Owner");
    const storeId = await createStore(owner.auth);
    const loose = await upload(owner.auth, "Loose Leaf.png", 64, 40);
    const photo = await upload(owner.auth, "mug-front.png", 80, 60);
    await createProduct(owner.auth, storeId, "Speckled Mug", [
      { url: photo.url, originalName: "mug-front.png", publicId: photo.publicId },
      "https://cdn.example.com/mug-side.jpg",
    ]);

    const found = await items(owner.auth, storeId);
    expect(found).toHaveLength(3);
    // The product is newer than both uploads; its photos keep their order.
    const [front, side, leaf] = found;
    expect(front).toMatchObject({
      url: photo.url,
      width: 80,
      height: 60,
      fileName: "mug-front.png",
      alt: null,
      suggestedAlt: "Speckled Mug",
      imageId: photo._id,
      source: { kind: "product", productName: "Speckled Mug" },
    });
    expect(side).toMatchObject({
      url: "https://cdn.example.com/mug-side.jpg",
      width: null,
      height: null,
      fileName: null,
      alt: null,
      suggestedAlt: "Speckled Mug",
      imageId: null,
      source: { kind: "product", productName: "Speckled Mug" },
    });
    expect(leaf).toMatchObject({
      id: `upload:${loose._id}`,
      url: loose.url,
      width: 64,
      height: 40,
      fileName: "Loose Leaf.png",
      alt: null,
      suggestedAlt: null,
      imageId: loose._id,
      source: { kind: "upload" },
    });
    expect(new Set(found.map((item) => item.id)).size).toBe(3);
    expect(Date.parse(front!.createdAt)).toBeGreaterThanOrEqual(Date.parse(leaf!.createdAt));

    // One source at a time.
    expect((await items(owner.auth, storeId, "?source=upload")).map((i) => i.url)).toEqual([
      loose.url,
    ]);
    expect((await items(owner.auth, storeId, "?source=product")).map((i) => i.url)).toEqual([
      photo.url,
      "https://cdn.example.com/mug-side.jpg",
    ]);
  });

  it("finds images by file name, alt text and product name, every word, case and accents aside", async () => {
    const owner = await t.signUp("Searcher");
    const storeId = await createStore(owner.auth);
    const beach = await upload(owner.auth, "Plage-Été.png");
    const studio = await upload(owner.auth, "studio.png");
    await createProduct(owner.auth, storeId, "Crème Brûlée Candle", [
      "https://cdn.example.com/candle.jpg",
    ]);
    expect(
      (await setAlt(owner.auth, storeId, studio._id, { alt: "Potter at the wheel" })).statusCode,
    ).toBe(200);

    const urlsFor = async (q: string) =>
      (await items(owner.auth, storeId, `?q=${encodeURIComponent(q)}`)).map((i) => i.url);
    expect(await urlsFor("plage ete")).toEqual([beach.url]);
    expect(await urlsFor("WHEEL")).toEqual([studio.url]);
    expect(await urlsFor("creme candle")).toEqual(["https://cdn.example.com/candle.jpg"]);
    expect(await urlsFor("  png  ")).toEqual([studio.url, beach.url]);
    expect(await urlsFor("candle wheel")).toEqual([]);
    // Wildcards of LIKE are plain characters here.
    expect(await urlsFor("%")).toEqual([]);
    expect(await urlsFor("_")).toEqual([]);
  });

  it("pages through every image once with the cursor, in a stable order", async () => {
    const owner = await t.signUp("Pager");
    const storeId = await createStore(owner.auth);
    const total = MEDIA_LIMITS.pageSize + 7;
    await insertImageRows(owner.userId, null, total);

    const first = await list(owner.auth, storeId);
    const page1 = first.json().data as MediaListResult;
    expect(page1.items).toHaveLength(MEDIA_LIMITS.pageSize);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const second = await list(owner.auth, storeId, `?cursor=${page1.nextCursor}`);
    const page2 = second.json().data as MediaListResult;
    expect(page2.items).toHaveLength(7);
    expect(page2.nextCursor).toBeNull();

    const all = [...page1.items, ...page2.items];
    const names = all.map((item) => item.fileName);
    expect(new Set(names).size).toBe(total);
    // Newest first (rows were written oldest first, three to a time): times never go up.
    const groups = names.map((name) => Math.floor(Number(/\d+/.exec(name ?? "")![0]) / 3));
    expect([...groups].sort((a, b) => b - a)).toEqual(groups);
    const times = all.map((item) => Date.parse(item.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The same order again, page for page.
    const again = (await list(owner.auth, storeId)).json().data as MediaListResult;
    expect(again.items.map((item) => item.id)).toEqual(page1.items.map((item) => item.id));

    // A search pages the same way.
    const searched = (await list(owner.auth, storeId, "?q=bulk-0")).json().data as MediaListResult;
    expect(searched.items.map((i) => i.fileName).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `bulk-0${i}.png`),
    );
    expect(searched.nextCursor).toBeNull();
  });

  it("shows a team store the team's uploads and a personal store its creator's, no one else's", async () => {
    const owner = await t.signUp("Team owner");
    const personalStore = await createStore(owner.auth);
    const personal = await upload(owner.auth, "personal.png");
    const teamId = await createTeam(owner.auth);
    const teamStore = await createStore(owner.auth);
    const teamImage = await upload(owner.auth, "team.png");
    const stranger = await t.signUp("Stranger");
    const strangerStore = await createStore(stranger.auth);
    const strangers = await upload(stranger.auth, "strangers.png");

    expect((await items(owner.auth, teamStore)).map((i) => i.url)).toEqual([teamImage.url]);
    expect((await items(stranger.auth, strangerStore)).map((i) => i.url)).toEqual([strangers.url]);
    // The personal store stays its creator's: it shows their personal uploads only.
    const personalOne = await t.call("GET", `/api/store/${personalStore}`, owner.auth);
    expect(personalOne.json().data.store.teamId).toBeNull();
    expect((await items(owner.auth, personalStore)).map((i) => i.url)).toEqual([personal.url]);
    expect(teamId).toEqual(expect.any(String));
  });

  it("answers 404 for a store of another organization and 400 for a bad query", async () => {
    const owner = await t.signUp("Holder");
    const storeId = await createStore(owner.auth);
    const outsider = await t.signUp("Outsider");
    const refused = await list(outsider.auth, storeId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe("store_not_found");
    expect((await list(owner.auth, "not-a-store")).statusCode).toBe(404);
    expect((await t.call("GET", `/api/store/${storeId}/media`)).statusCode).toBe(401);

    const badCursors = ["!!", "e30", Buffer.from('["x","y"]').toString("base64url")];
    for (const cursor of badCursors) {
      const response = await list(owner.auth, storeId, `?cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().message).toBe(MEDIA_MESSAGES.cursorInvalid);
    }
    const long = await list(owner.auth, storeId, `?q=${"a".repeat(MEDIA_LIMITS.searchMax + 1)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MEDIA_MESSAGES.searchTooLong);
    expect((await list(owner.auth, storeId, "?source=video")).statusCode).toBe(400);
  });
});

describe("PUT /api/store/:id/media/:imageId", () => {
  it("stores an upload's alt text trimmed, shows it on the upload and its product photo, and clears it", async () => {
    const owner = await t.signUp("Writer");
    const storeId = await createStore(owner.auth);
    const image = await upload(owner.auth, "bowl.png");

    const response = await setAlt(owner.auth, storeId, image._id, {
      alt: "  A glazed   bowl\non linen  ",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ imageId: image._id, alt: "A glazed bowl on linen" });
    const [row] = await t.database.db.select().from(images).where(eq(images.id, image._id));
    expect(row?.alt).toBe("A glazed bowl on linen");
    expect((await items(owner.auth, storeId))[0]).toMatchObject({
      alt: "A glazed bowl on linen",
      suggestedAlt: null,
    });

    await createProduct(owner.auth, storeId, "Bowl", [image.url]);
    expect((await items(owner.auth, storeId))[0]).toMatchObject({
      source: { kind: "product", productName: "Bowl" },
      alt: "A glazed bowl on linen",
      suggestedAlt: null,
      imageId: image._id,
    });

    const cleared = await setAlt(owner.auth, storeId, image._id, { alt: "   " });
    expect(cleared.json().data).toEqual({ imageId: image._id, alt: null });
    expect((await items(owner.auth, storeId))[0]).toMatchObject({
      alt: null,
      suggestedAlt: "Bowl",
    });
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const owner = await t.signUp("Careful");
    const storeId = await createStore(owner.auth);
    const image = await upload(owner.auth, "vase.png");
    await setAlt(owner.auth, storeId, image._id, { alt: "Vase" });

    const tooLong = await setAlt(owner.auth, storeId, image._id, {
      alt: "x".repeat(MEDIA_LIMITS.altMax + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: "validation_failed",
      message: MEDIA_MESSAGES.altTooLong,
    });
    for (const payload of [{}, { alt: 3 }, { alt: null }, { alt: ["a"] }]) {
      const response = await setAlt(owner.auth, storeId, image._id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(MEDIA_MESSAGES.altRequired);
    }
    // Spaces around a text at the limit are not counted.
    const padded = await setAlt(owner.auth, storeId, image._id, {
      alt: ` ${"y".repeat(MEDIA_LIMITS.altMax)} `,
    });
    expect(padded.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(images).where(eq(images.id, image._id));
    expect(row?.alt).toBe("y".repeat(MEDIA_LIMITS.altMax));
  });

  it("answers 404 outside the caller's organization, for the store and for the image", async () => {
    const owner = await t.signUp("Keeper");
    const storeId = await createStore(owner.auth);
    const image = await upload(owner.auth, "kept.png");
    const outsider = await t.signUp("Intruder");
    const outsiderStore = await createStore(outsider.auth);
    const outsiderImage = await upload(outsider.auth, "theirs.png");

    const viaStore = await setAlt(outsider.auth, storeId, image._id, { alt: "Mine now" });
    expect(viaStore.statusCode).toBe(404);
    expect(viaStore.json().code).toBe("store_not_found");
    // Their own store, the owner's image: not theirs either.
    const viaImage = await setAlt(outsider.auth, outsiderStore, image._id, { alt: "Mine now" });
    expect(viaImage.statusCode).toBe(404);
    expect(viaImage.json()).toMatchObject({
      code: "upload_not_found",
      message: UPLOAD_MESSAGES.notFound,
    });
    // And the other way round.
    const crossed = await setAlt(owner.auth, storeId, outsiderImage._id, { alt: "x" });
    expect(crossed.statusCode).toBe(404);
    for (const id of ["not-an-id", "00000000-0000-4000-8000-000000000000"]) {
      expect((await setAlt(owner.auth, storeId, id, { alt: "x" })).statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(images).where(eq(images.id, image._id));
    expect(row?.alt).toBeNull();
  });
});
