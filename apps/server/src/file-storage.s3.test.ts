import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.js";
import { openS3Bucket } from "./blob/s3-bucket.js";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { startTestS3, type TestS3 } from "./test/s3-server.js";
import { openTestDatabase, signUpOn, testConfig } from "./test/test-app.js";

/**
 * The server with S3_BUCKET set, end to end: an upload and a published site go to the bucket
 * and nowhere on the disk, and are served with their caching headers by this server and by a
 * new one started on the same database and bucket.
 */
let s3: TestS3;
let database: Database;
let dataDir: string;
let config: Config;
let app: FastifyInstance;
beforeAll(async () => {
  s3 = await startTestS3();
  database = await openTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), "sw-s3-server-"));
  config = testConfig({ dataDir, s3: s3.settings() });
  app = await buildApp({ config, database });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

/** What the first server made: an image's address and the site's host, for the second. */
const made: Record<"imageUrl" | "host" | "pageEtag" | "imageEtag", string> & { brotli: Buffer } = {
  imageUrl: "",
  host: "",
  pageEtag: "",
  imageEtag: "",
  brotli: Buffer.alloc(0),
};

describe("files in S3", () => {
  it("refuses to start when the bucket does not answer, saying which settings to check", async () => {
    await expect(
      buildApp({
        config: testConfig({ dataDir, s3: s3.settings({ bucket: "missing-bucket" }) }),
        database,
      }),
    ).rejects.toThrow(
      /The S3 bucket "missing-bucket" did not answer at http:\/\/127\.0\.0\.1:\d+ .*S3_ENDPOINT/,
    );
  });

  it("stores an upload and a publish in the bucket and serves both with their caching", async () => {
    const { auth } = await signUpOn(app, "Bucket Owner");
    const form = new FormData();
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: "#3366cc" },
    })
      .png()
      .toBuffer();
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "beans.png");
    const uploaded = await app.inject({
      method: "POST",
      url: "/api/upload/single-image",
      headers: auth,
      payload: form,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    made.imageUrl = uploaded.json().data.image.url;

    const created = await app.inject({
      method: "POST",
      url: "/api/store",
      headers: auth,
      payload: { storeName: "Bucket Roasters", domain: "bucket-roasters.example.com" },
    });
    const storeId = created.json().data.store.id as string;
    const published = await app.inject({
      method: "POST",
      url: `/api/store/${storeId}/publish`,
      headers: auth,
      payload: {
        jsonLayout: {
          pages: [
            {
              name: "Home",
              path: "/",
              sections: [
                {
                  id: "h",
                  type: "hero",
                  props: { title: "Roasted in a bucket", image: made.imageUrl },
                },
              ],
            },
          ],
        },
      },
    });
    expect(published.statusCode, published.body).toBe(200);
    made.host = new URL(published.json().data.url as string).host;

    // The page: brotli and gzip variants made at publish time, an ETag, 304 on a match.
    const page = await get("/", { host: made.host, "accept-encoding": "br, gzip" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers.vary).toBe("Accept-Encoding");
    made.brotli = page.rawPayload;
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain("Roasted in a bucket");
    expect(html).toContain(made.imageUrl);
    made.pageEtag = String(page.headers.etag);
    const gzipped = await get("/", { host: made.host, "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(html);
    const plain = await get("/", { host: made.host });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(html);
    const again = await get("/", { host: made.host, "if-none-match": made.pageEtag });
    expect(again.statusCode).toBe(304);

    // The upload: immutable, its ETag, 304 on a match, on the site's host too.
    const image = await get(made.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    made.imageEtag = String(image.headers.etag);
    expect(made.imageEtag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(64);
    expect((await get(made.imageUrl, { "if-none-match": made.imageEtag })).statusCode).toBe(304);
    expect((await get(made.imageUrl, { host: made.host })).statusCode).toBe(200);
    const head = await app.inject({ method: "HEAD", url: made.imageUrl });
    expect(head.headers["content-length"]).toBe(String(image.rawPayload.length));

    // Everything is in the bucket; nothing was written to the data folder.
    const bucket = openS3Bucket(config.s3!);
    const keys: string[] = [];
    for await (const object of bucket.list("")) keys.push(object.key);
    bucket.close();
    const imageKey = made.imageUrl.replace("/uploads/", "");
    expect(keys).toContain(`uploads/${imageKey}`);
    expect(keys.filter((key) => key.startsWith("sites/packs/"))).toHaveLength(1);
    expect(await readdir(dataDir)).toEqual([]);
  }, 60_000);

  it("serves the same files after a restart, from the bucket", async () => {
    await app.close();
    app = await buildApp({ config, database });
    const page = await get("/", { host: made.host, "accept-encoding": "br" });
    expect(page.statusCode).toBe(200);
    expect(page.headers.etag).toBe(made.pageEtag);
    expect(page.rawPayload).toEqual(made.brotli);
    expect((await get("/", { host: made.host, "if-none-match": made.pageEtag })).statusCode).toBe(
      304,
    );
    const image = await get(made.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers.etag).toBe(made.imageEtag);
    // A sweep finds the live deploy's pack in use.
    expect(await app.sweepSiteFiles(0)).toBe(0);
  }, 60_000);
});
