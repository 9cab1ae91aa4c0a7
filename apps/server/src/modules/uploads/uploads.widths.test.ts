import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlobStore } from "../../blob/blob-store.js";
import { createLocalDiskBlobStore } from "../../blob/local-disk-blob-store.js";
import { openS3Bucket, type S3Bucket } from "../../blob/s3-bucket.js";
import { createS3BlobStore } from "../../blob/s3-blob-store.js";
import { startTestS3, type TestS3 } from "../../test/s3-server.js";
import { createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";
import { widthKeysOf } from "./upload-widths.js";

// Uploads in several widths, WebP and AVIF, served by Accept (docs/ARCHITECTURE.md "Uploads and
// images"): on the disk and in an S3 bucket, the two stores a server can have.

const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const SAFARI_15_ACCEPT = "image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5";

/** A photo-like JPEG: a gradient with a shape, so every encoder has real work. */
function photo(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="g"><stop offset="0" stop-color="#d9a066"/><stop offset="1" stop-color="#3b2414"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#21130a" opacity="0.6"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

describe.each(["disk", "S3"] as const)("upload widths on %s", (storage) => {
  let s3: TestS3 | undefined;
  let bucket: S3Bucket | undefined;
  let t: TestAppOnDisk;
  /** The server's blob store, opened beside it: what is stored, read around the server. */
  let blobs: BlobStore;
  let auth: { authorization: string };

  beforeAll(async () => {
    if (storage === "S3") {
      s3 = await startTestS3();
      const settings = s3.settings();
      t = await createTestAppOnDisk("sw-widths-", { s3: settings });
      bucket = openS3Bucket(settings);
      blobs = createS3BlobStore(bucket);
    } else {
      t = await createTestAppOnDisk("sw-widths-");
      blobs = createLocalDiskBlobStore(join(t.dataDir, "uploads"));
    }
    auth = (await t.signUp("Roaster")).auth;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    bucket?.close();
    await s3?.close();
  });

  async function upload(bytes: Buffer, name = "beans.jpg") {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(bytes)]), name);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/upload/single-image",
      headers: auth,
      payload: form,
    });
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json().data.image as { url: string; publicId: string; width: number };
    const folder = image.url.slice("/uploads/".length, image.url.lastIndexOf("/"));
    return { ...image, folder, widthUrl: (width: number) => `/uploads/${folder}/w${width}` };
  }

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  /** The keys of the upload's widths that are stored. */
  async function storedWidthKeys(folder: string): Promise<string[]> {
    const keys = widthKeysOf(folder);
    const found = await Promise.all(keys.map((key) => blobs.head(key)));
    return keys.filter((_, i) => found[i]).map((key) => key.slice(folder.length + 1));
  }

  it("stores every width in WebP and AVIF and serves the one the browser takes best", async () => {
    const image = await upload(await photo(2000, 1200));
    expect(await storedWidthKeys(image.folder)).toEqual(
      [160, 320, 640, 960, 1280, 1600].flatMap((w) => [`w${w}.avif`, `w${w}.webp`]),
    );

    const avif = await get(image.widthUrl(640), { accept: CHROME_ACCEPT });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers).toMatchObject({
      "content-type": "image/avif",
      vary: "Accept",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({
      format: "heif",
      compression: "av1",
      width: 640,
      height: 384,
    });

    const webp = await get(image.widthUrl(640), { accept: SAFARI_15_ACCEPT });
    expect(webp.headers).toMatchObject({ "content-type": "image/webp", vary: "Accept" });
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: "webp", width: 640 });
    expect(webp.headers.etag).not.toBe(avif.headers.etag);

    // A client that names neither format gets the original.
    const original = await get(image.widthUrl(640), { accept: "*/*" });
    expect(original.headers).toMatchObject({ "content-type": "image/jpeg", vary: "Accept" });
    expect(original.rawPayload.equals((await get(image.url)).rawPayload)).toBe(true);

    // Each representation revalidates with its own ETag.
    const again = await get(image.widthUrl(640), {
      accept: CHROME_ACCEPT,
      "if-none-match": avif.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.vary).toBe("Accept");
    const head = await t.app.inject({
      method: "HEAD",
      url: image.widthUrl(1600),
      headers: { accept: CHROME_ACCEPT },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("image/avif");
    expect(head.rawPayload.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
  });

  it("never stores or serves a small image wider than it is", async () => {
    const image = await upload(await photo(500, 300));
    // The widths below it, and the next one up holding the image at its own width.
    expect(await storedWidthKeys(image.folder)).toEqual([
      "w160.avif",
      "w160.webp",
      "w320.avif",
      "w320.webp",
      "w640.avif",
      "w640.webp",
    ]);
    for (const width of [640, 960, 1600]) {
      const response = await get(image.widthUrl(width), { accept: CHROME_ACCEPT });
      expect(response.statusCode).toBe(200);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({
        width: 500,
        height: 300,
      });
    }
    const small = await get(image.widthUrl(160), { accept: SAFARI_15_ACCEPT });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: "webp", width: 160 });
    // Asking for larger widths stored nothing more.
    expect(await storedWidthKeys(image.folder)).toHaveLength(6);
  });

  it("makes the widths of an upload from before on first request, then reads them", async () => {
    const image = await upload(await photo(1400, 1000));
    // As uploaded before widths were stored: the original and its web WebP only.
    for (const key of widthKeysOf(image.folder)) await blobs.delete(key);
    expect(await storedWidthKeys(image.folder)).toEqual([]);

    // Concurrent first requests share one job and all get the same bytes.
    const first = await Promise.all(
      [1, 2, 3].map(() => get(image.widthUrl(320), { accept: CHROME_ACCEPT })),
    );
    for (const response of first) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/avif");
      expect(response.rawPayload.equals(first[0]!.rawPayload)).toBe(true);
    }
    expect(await sharp(first[0]!.rawPayload).metadata()).toMatchObject({ width: 320 });
    expect(await storedWidthKeys(image.folder)).toEqual(["w320.avif", "w320.webp"]);

    // The second request reads what the first stored: the same blob, the same ETag.
    const stored = await blobs.get(`${image.folder}/w320.avif`);
    const storedBytes = await buffer(stored!.stream);
    const second = await get(image.widthUrl(320), { accept: CHROME_ACCEPT });
    expect(second.headers.etag).toBe(stored!.etag);
    expect(second.rawPayload.equals(storedBytes)).toBe(true);
    const webp = await get(image.widthUrl(320), { accept: SAFARI_15_ACCEPT });
    expect(webp.headers["content-type"]).toBe("image/webp");

    // Above the original's width, the largest width it has is made (1400 px, as w1600).
    const large = await get(image.widthUrl(1600), { accept: SAFARI_15_ACCEPT });
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: "webp", width: 1400 });
    expect(await storedWidthKeys(image.folder)).toEqual([
      "w320.avif",
      "w320.webp",
      "w1600.avif",
      "w1600.webp",
    ]);
  });

  it("keeps an animation animated in every width, in WebP alone", async () => {
    const frames = await Promise.all(
      ["#f00", "#0f0", "#00f"].map((background) =>
        sharp({ create: { width: 200, height: 100, channels: 4, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const image = await upload(gif, "spin.gif");
    expect(await storedWidthKeys(image.folder)).toEqual(["w160.webp", "w320.webp"]);
    const response = await get(image.widthUrl(160), { accept: CHROME_ACCEPT });
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 160, pages: 3 });
  });

  it("answers 404 for widths of unknown images and for widths that are not stored ones", async () => {
    const image = await upload(await photo(400, 300));
    const unknownId = "ab" + "0".repeat(30);
    for (const url of [
      `/uploads/ab/${unknownId}/w640`,
      image.widthUrl(641),
      image.widthUrl(0),
      // The shard is the id's first two characters.
      `/uploads/zz/${image.publicId}/w320`,
    ]) {
      const response = await get(url, { accept: CHROME_ACCEPT });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe("upload_not_found");
    }
  });

  it("deletes every width with the image", async () => {
    const image = await upload(await photo(700, 500));
    expect(await storedWidthKeys(image.folder)).toHaveLength(8);
    const removed = await t.app.inject({
      method: "DELETE",
      url: "/api/upload/images",
      headers: auth,
      payload: { publicIds: [image.publicId] },
    });
    expect(removed.json().data).toEqual({ deleted: 1 });
    expect(await storedWidthKeys(image.folder)).toEqual([]);
    expect((await get(image.widthUrl(320), { accept: CHROME_ACCEPT })).statusCode).toBe(404);
  });
});
