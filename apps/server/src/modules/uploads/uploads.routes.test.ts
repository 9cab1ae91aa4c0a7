import { randomBytes } from "node:crypto";
import { readdir, writeFile } from "node:fs/promises";
import { crc32 } from "node:zlib";
import { join } from "node:path";
import { Readable } from "node:stream";
import { setTimeout } from "node:timers/promises";
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from "@shopwright/sdk";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images, teamMembers, teams } from "../../db/schema.js";
import { noisyPng } from "../../test/images.js";
import { createTestApp, createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";

type Auth = { authorization: string };
interface UploadFile {
  name: string;
  type?: string;
  bytes: Buffer;
}

let t: TestAppOnDisk;
let owner: { auth: Auth; userId: string };
beforeAll(async () => {
  t = await createTestAppOnDisk("sw-uploads-");
  owner = await t.signUp("Owner");
});
afterAll(() => t.close());

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3366cc" } });
const png = (width = 64, height = 48) => solid(width, height).png().toBuffer();

function formOf(field: string, files: UploadFile[]): FormData {
  const form = new FormData();
  for (const file of files) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "" });
    form.append(field, blob, file.name);
  }
  return form;
}

function upload(
  files: UploadFile[],
  { auth = owner.auth, url = "/api/upload/images", field = "images" } = {},
) {
  return t.app.inject({ method: "POST", url, headers: auth, payload: formOf(field, files) });
}

async function uploadOne(file: UploadFile, auth: Auth = owner.auth) {
  const response = await upload([file], { auth });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.images[0] as {
    url: string;
    webUrl: string;
    publicId: string;
    originalName: string;
    contentType: string;
    width: number;
    height: number;
    size: number;
  };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

const remove = (payload: object, auth: Auth = owner.auth) =>
  t.app.inject({ method: "DELETE", url: "/api/upload/images", headers: auth, payload });

const rowOf = async (publicId: string) =>
  (await t.database.db.select().from(images).where(eq(images.publicId, publicId)))[0];

/** Every file in the upload store, temp files included. */
const storedFiles = async () =>
  (
    await readdir(join(t.dataDir, "uploads"), { recursive: true, withFileTypes: true }).catch(
      () => [],
    )
  )
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

function expectRefused(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
  message: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ success: false, code, message });
}

describe("POST /api/upload/images", () => {
  it("recognises a PNG by its bytes, whatever its name and declared type say", async () => {
    const image = await uploadOne({ name: "photo.jpg", type: "image/jpeg", bytes: await png() });
    expect(image).toMatchObject({
      originalName: "photo.jpg",
      contentType: "image/png",
      width: 64,
      height: 48,
    });
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\/original\.png$/);
    expect(image.webUrl).toMatch(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\/web\.webp$/);
    expect(image.url).toContain(image.publicId);

    const served = await get(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect((await sharp(served.rawPayload).metadata()).format).toBe("png");
    expect(served.rawPayload.length).toBe(image.size);
    const web = await get(image.webUrl);
    expect(web.headers["content-type"]).toBe("image/webp");
    expect((await sharp(web.rawPayload).metadata()).format).toBe("webp");

    const row = await rowOf(image.publicId);
    expect(row).toMatchObject({ uploadedBy: owner.userId, teamId: null, contentType: "image/png" });
  });

  it("stores several images at once and answers them in order", async () => {
    const response = await upload([
      { name: "a.png", bytes: await png(10, 10) },
      { name: "b.jpg", bytes: await solid(20, 10).jpeg().toBuffer() },
      { name: "c.webp", bytes: await solid(30, 10).webp().toBuffer() },
    ]);
    expect(response.statusCode).toBe(201);
    const uploaded = response.json().data.images;
    expect(uploaded.map((i: { originalName: string }) => i.originalName)).toEqual([
      "a.png",
      "b.jpg",
      "c.webp",
    ]);
    expect(uploaded.map((i: { contentType: string }) => i.contentType)).toEqual([
      "image/png",
      "image/jpeg",
      "image/webp",
    ]);
  });

  it("keeps an animated GIF animated", async () => {
    const frames = await Promise.all(
      ["#f00", "#0f0", "#00f"].map((background) =>
        sharp({ create: { width: 20, height: 16, channels: 4, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const image = await uploadOne({ name: "spin.gif", bytes: gif });
    expect(image).toMatchObject({ contentType: "image/gif", width: 20, height: 16 });
    const stored = await sharp((await get(image.url)).rawPayload).metadata();
    expect(stored).toMatchObject({ format: "gif", pages: 3 });
    expect((await sharp((await get(image.webUrl)).rawPayload).metadata()).pages).toBe(3);
  });

  it("strips EXIF and GPS data and applies the orientation they carried", async () => {
    const photo = await solid(64, 48)
      .jpeg()
      .withExif({
        IFD0: { Copyright: "Jane Doe", Make: "Acme Camera" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2400/100" },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
          '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Jane Doe</dc:creator>' +
          "</rdf:Description></rdf:RDF></x:xmpmeta>",
      )
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString("latin1")).toContain("Jane Doe");
    expect(before.xmp).toBeDefined();

    const image = await uploadOne({ name: "holiday.jpg", bytes: photo });
    expect(image).toMatchObject({ contentType: "image/jpeg", width: 48, height: 64 });
    for (const url of [image.url, image.webUrl]) {
      const stored = (await get(url)).rawPayload;
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif, url).toBeUndefined();
      expect(metadata.xmp, url).toBeUndefined();
      expect(metadata.orientation, url).toBeUndefined();
      expect(stored.toString("latin1"), url).not.toContain("Jane Doe");
    }
  });

  it("scales the web rendition down to 1600 px wide, never up", async () => {
    const wide = await uploadOne({ name: "wide.png", bytes: await png(2000, 500) });
    expect((await sharp((await get(wide.webUrl)).rawPayload).metadata()).width).toBe(1600);
    expect(wide.width).toBe(2000);
    const small = await uploadOne({ name: "small.png", bytes: await png(300, 200) });
    expect((await sharp((await get(small.webUrl)).rawPayload).metadata()).width).toBe(300);
  });

  it("keeps the client's name for display only, without paths or hidden characters", async () => {
    const hostile = `..\\..\\evil\u202egnp.exe\u0000 ${"é".repeat(300)}.png`;
    const image = await uploadOne({ name: hostile, bytes: await png() });
    expect(image.originalName).not.toMatch(/[\\/\u202e]/);
    expect(image.originalName).not.toContain(String.fromCharCode(0));
    expect(image.originalName.startsWith("evilgnp.exe")).toBe(true);
    expect(Array.from(image.originalName)).toHaveLength(255);
    expect(image.url).not.toContain("evil");
  });

  it.each([
    ["a text file named .png", "notes.png", "image/png", Buffer.from("just some text, honest")],
    [
      "an SVG",
      "logo.svg",
      "image/svg+xml",
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
    ],
    ["an HTML page named .gif", "cat.gif", "image/gif", Buffer.from("<html><script>x</script>")],
    ["a PDF", "scan.jpg", "image/jpeg", Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n")],
  ])("refuses %s with 415", async (_label, name, type, bytes) => {
    expectRefused(
      await upload([{ name, type, bytes }]),
      415,
      "unsupported_media_type",
      UPLOAD_MESSAGES.unsupportedType,
    );
  });

  it("refuses other image formats such as TIFF and AVIF", async () => {
    for (const bytes of [
      await png().then((b) => sharp(b).tiff().toBuffer()),
      await solid(8, 8).avif().toBuffer(),
    ]) {
      const response = await upload([{ name: "x.png", type: "image/png", bytes }]);
      expect(response.statusCode).toBe(415);
    }
  });

  it("refuses a pixel flood before decoding it", async () => {
    const flood = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: "#000" },
      limitInputPixels: false,
    })
      .png()
      .toBuffer();
    expect(flood.length).toBeLessThan(1024 * 1024);
    expectRefused(
      await upload([{ name: "flood.png", bytes: flood }]),
      413,
      "too_many_pixels",
      UPLOAD_MESSAGES.tooManyPixels,
    );
  });

  it("refuses a small file whose header declares 20000 × 20000 pixels", async () => {
    const bytes = Buffer.from(await png(64, 48));
    // IHDR is the first chunk: width and height at bytes 16–23, its CRC after the 13 data bytes.
    bytes.writeUInt32BE(20_000, 16);
    bytes.writeUInt32BE(20_000, 20);
    bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
    expect((await sharp(bytes, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    expectRefused(
      await upload([{ name: "bomb.png", bytes }]),
      413,
      "too_many_pixels",
      UPLOAD_MESSAGES.tooManyPixels,
    );
  });

  it("refuses a file that only starts like an image", async () => {
    const broken = (await png(200, 200)).subarray(0, 120);
    expectRefused(
      await upload([{ name: "broken.png", bytes: broken }]),
      400,
      "undecodable_image",
      UPLOAD_MESSAGES.undecodable,
    );
  });

  it("refuses a file that passes the size limit exactly at a chunk boundary", async () => {
    // busboy cuts the file at 10 MB; when that falls between two chunks, no partial chunk
    // follows, and only the stream's `truncated` flag tells the file was too large.
    const boundary = "boundary1234";
    const chunks = [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="edge.png"\r\n` +
          "Content-Type: image/png\r\n\r\n",
      ),
      // Random bytes, so that a cut-off file reaching the image checks would answer 415.
      Buffer.concat([randomBytes(UPLOAD_LIMITS.maxFileBytes - 1), Buffer.from("A")]),
      Buffer.alloc(1024, 0x41),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ];
    const response = await t.app.inject({
      method: "POST",
      url: "/api/upload/images",
      headers: { ...owner.auth, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Readable.from(
        (async function* () {
          for (const chunk of chunks) {
            yield chunk;
            await setTimeout(20); // lets the server read each chunk before the next arrives
          }
        })(),
      ),
    });
    expectRefused(response, 413, "payload_too_large", UPLOAD_MESSAGES.tooLarge);
  });

  it("refuses more than 10 files and keeps none of them", async () => {
    const before = await storedFiles();
    const bytes = await png(8, 8);
    const files = Array.from({ length: UPLOAD_LIMITS.maxFiles + 1 }, (_, i) => ({
      name: `${i}.png`,
      bytes,
    }));
    expectRefused(await upload(files), 413, "too_many_files", UPLOAD_MESSAGES.tooManyFiles);
    expect(await storedFiles()).toEqual(before);
  });

  it("keeps nothing when one file of several is refused", async () => {
    const before = await storedFiles();
    const [count] = await t.database.db.$count(images).then((n) => [n]);
    const response = await upload([
      { name: "good.png", bytes: await png() },
      { name: "also-good.png", bytes: await png(10, 10) },
      { name: "bad.png", bytes: Buffer.from("not an image") },
    ]);
    expect(response.statusCode).toBe(415);
    expect(await storedFiles()).toEqual(before);
    expect(await t.database.db.$count(images)).toBe(count);
  });

  it("answers 400 when no file is sent or files come under another field", async () => {
    const empty = new FormData();
    empty.append("note", "hello");
    const none = await t.app.inject({
      method: "POST",
      url: "/api/upload/images",
      headers: owner.auth,
      payload: empty,
    });
    expectRefused(none, 400, "validation_failed", UPLOAD_MESSAGES.noFiles);

    const wrongField = await upload([{ name: "a.png", bytes: await png() }], { field: "file" });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Send the images in the form field "images"');
  });

  it("answers 415 to a body that is not multipart", async () => {
    for (const [contentType, payload] of [
      ["application/json", JSON.stringify({ images: ["a.png"] })],
      ["application/octet-stream", await png()],
      ["text/plain", "hello"],
    ] as const) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/upload/images",
        headers: { ...owner.auth, "content-type": contentType },
        payload,
      });
      expectRefused(
        response,
        415,
        "unsupported_media_type",
        "Send the images as multipart/form-data",
      );
    }
  });

  it("answers 400 to a malformed multipart body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/upload/images",
      headers: { ...owner.auth, "content-type": "multipart/form-data; boundary=xyz" },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nabc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: "validation_failed" });
  });

  it("answers 401 without a token, before reading the files", async () => {
    const response = await upload([{ name: "a.png", bytes: await png() }], { auth: {} as Auth });
    expect(response.statusCode).toBe(401);
    const single = await upload([{ name: "a.png", bytes: await png() }], {
      auth: {} as Auth,
      url: "/api/upload/single-image",
      field: "image",
    });
    expect(single.statusCode).toBe(401);
  });
});

describe("upload size limits over a real connection", () => {
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });

  const post = (files: UploadFile[]) =>
    fetch(`${base}/api/upload/images`, {
      method: "POST",
      headers: owner.auth,
      body: formOf("images", files),
    });

  it("refuses an 11 MB file with 413 and the too-large message", async () => {
    const before = await storedFiles();
    const response = await post([{ name: "huge.png", bytes: randomBytes(11 * 1024 * 1024) }]);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      code: "payload_too_large",
      message: UPLOAD_MESSAGES.tooLarge,
    });
    expect(await storedFiles()).toEqual(before);
  });

  it("answers a refusal of the first file while the client is still sending the rest", async () => {
    const before = await storedFiles();
    const files = Array.from({ length: UPLOAD_LIMITS.maxFiles }, (_, i) => ({
      name: `${i}.png`,
      bytes: randomBytes(8 * 1024 * 1024),
    }));
    const response = await post(files);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      success: false,
      code: "unsupported_media_type",
      message: UPLOAD_MESSAGES.unsupportedType,
    });
    expect(await storedFiles()).toEqual(before);
  });

  it("accepts a 9.5 MB image", async () => {
    const { width, height, bytes: noisy } = await noisyPng();
    expect(noisy.length).toBeGreaterThan(9.4 * 1024 * 1024);
    expect(noisy.length).toBeLessThan(UPLOAD_LIMITS.maxFileBytes);
    const response = await post([{ name: "noise.png", bytes: noisy }]);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { images: unknown[] } };
    expect(data.images[0]).toMatchObject({ contentType: "image/png", width, height });
  });
});

describe("POST /api/upload/single-image", () => {
  it("stores one image from the field `image`", async () => {
    const response = await upload([{ name: "one.png", bytes: await png() }], {
      url: "/api/upload/single-image",
      field: "image",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.image).toMatchObject({ originalName: "one.png", width: 64 });
  });

  it("refuses a second file", async () => {
    const bytes = await png();
    const response = await upload(
      [
        { name: "one.png", bytes },
        { name: "two.png", bytes },
      ],
      { url: "/api/upload/single-image", field: "image" },
    );
    expectRefused(response, 413, "too_many_files", "Upload one image here");
  });
});

describe("GET /uploads/*", () => {
  it("serves with a fixed type, no sniffing, immutable caching and a sandbox CSP", async () => {
    const image = await uploadOne({ name: "a.png", bytes: await png() });
    const response = await get(image.url);
    expect(response.headers).toMatchObject({
      "content-type": "image/png",
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=31536000, immutable",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "cross-origin-resource-policy": "cross-origin",
      "content-length": String(image.size),
    });
    expect(response.headers.etag).toMatch(/^".+"$/);

    const again = await get(image.url, { "if-none-match": String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const head = await t.app.inject({ method: "HEAD", url: image.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(image.size));
    expect(head.headers["content-type"]).toBe("image/png");
    expect(head.rawPayload.length).toBe(0);
  });

  it.each([
    "/uploads/ab/0000/original.png",
    "/uploads/../../etc/passwd",
    "/uploads/%2e%2e/%2e%2e/etc/passwd",
    "/uploads/",
    "/uploads/ab",
  ])("answers 404 JSON for %s", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });

  it("answers a missing image with upload_not_found", async () => {
    const response = await get("/uploads/ab/0000/original.png");
    expectRefused(response, 404, "upload_not_found", "Image not found");
    const head = await t.app.inject({ method: "HEAD", url: "/uploads/ab/0000/original.png" });
    expect(head.statusCode).toBe(404);
  });
});

describe("DELETE /api/upload/images", () => {
  it("deletes by url, removing both files and the row", async () => {
    const image = await uploadOne({ name: "a.png", bytes: await png() });
    const response = await remove({ imageUrls: [image.url] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { deleted: 1 } });
    expect((await get(image.url)).statusCode).toBe(404);
    expect((await get(image.webUrl)).statusCode).toBe(404);
    expect(await rowOf(image.publicId)).toBeUndefined();
  });

  it("deletes by absolute url, by web url and by public id", async () => {
    const a = await uploadOne({ name: "a.png", bytes: await png() });
    const b = await uploadOne({ name: "b.png", bytes: await png() });
    const c = await uploadOne({ name: "c.png", bytes: await png() });
    const response = await remove({
      imageUrls: [`http://localhost:3000${a.url}?v=1`, b.webUrl, "/not/an/upload", "::::"],
      publicIds: [c.publicId, "unknown"],
    });
    expect(response.json().data).toEqual({ deleted: 3 });
    for (const image of [a, b, c]) {
      expect((await get(image.url)).statusCode).toBe(404);
      expect(await rowOf(image.publicId)).toBeUndefined();
    }
  });

  it("leaves another organization's images alone and says nothing about them", async () => {
    const image = await uploadOne({ name: "mine.png", bytes: await png() });
    const stranger = await t.signUp("Stranger");
    const response = await remove(
      { imageUrls: [image.url], publicIds: [image.publicId] },
      stranger.auth,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ deleted: 0 });
    expect((await get(image.url)).statusCode).toBe(200);
    expect(await rowOf(image.publicId)).toBeDefined();
  });

  it("lets a member of the uploader's team delete it, and nobody outside the team", async () => {
    const uploader = await t.signUp("Uploader");
    const teammate = await t.signUp("Teammate");
    const outsider = await t.signUp("Outsider");
    const [team] = await t.database.db
      .insert(teams)
      .values({ name: "Roasters", slug: `roasters-${randomBytes(4).toString("hex")}` })
      .returning();
    const [other] = await t.database.db
      .insert(teams)
      .values({ name: "Others", slug: `others-${randomBytes(4).toString("hex")}` })
      .returning();
    await t.database.db.insert(teamMembers).values([
      { teamId: team!.id, userId: uploader.userId, role: "owner" },
      { teamId: team!.id, userId: teammate.userId, role: "member" },
      { teamId: other!.id, userId: outsider.userId, role: "owner" },
    ]);

    const current = await t.app.inject({
      method: "PUT",
      url: "/api/organizations/current",
      headers: uploader.auth,
      payload: { teamId: team!.id },
    });
    expect(current.statusCode).toBe(200);
    const image = await uploadOne({ name: "team.png", bytes: await png() }, uploader.auth);
    expect((await rowOf(image.publicId))?.teamId).toBe(team!.id);

    expect((await remove({ publicIds: [image.publicId] }, outsider.auth)).json().data).toEqual({
      deleted: 0,
    });
    expect((await remove({ publicIds: [image.publicId] }, teammate.auth)).json().data).toEqual({
      deleted: 1,
    });
    expect((await get(image.url)).statusCode).toBe(404);
  });

  it("puts uploads in the current organization, and a member removed from the team can no longer delete their own", async () => {
    const owner = await t.signUp("Owner");
    const uploader = await t.signUp("Uploader");
    const created = await t.app.inject({
      method: "POST",
      url: "/api/teams",
      headers: owner.auth,
      payload: { name: "Roasters" },
    });
    const teamId = created.json().data.team._id as string;
    await t.database.db
      .insert(teamMembers)
      .values({ teamId, userId: uploader.userId, role: "member" });
    const personal = await uploadOne({ name: "mine.png", bytes: await png() }, uploader.auth);
    expect((await rowOf(personal.publicId))?.teamId).toBeNull();
    await t.app.inject({
      method: "PUT",
      url: "/api/organizations/current",
      headers: uploader.auth,
      payload: { teamId },
    });
    const image = await uploadOne({ name: "team.png", bytes: await png() }, uploader.auth);
    expect((await rowOf(image.publicId))?.teamId).toBe(teamId);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/teams/${teamId}/members/${uploader.userId}`,
      headers: owner.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await remove({ publicIds: [image.publicId] }, uploader.auth)).json().data).toEqual({
      deleted: 0,
    });
    expect(await rowOf(image.publicId)).toBeDefined();
    // Back in their personal space: new uploads land there, and their personal image is theirs.
    const after = await uploadOne({ name: "later.png", bytes: await png() }, uploader.auth);
    expect((await rowOf(after.publicId))?.teamId).toBeNull();
    expect((await remove({ publicIds: [personal.publicId] }, uploader.auth)).json().data).toEqual({
      deleted: 1,
    });
  });

  it.each([
    [{}, "Name at least one image to delete"],
    [{ imageUrls: [], publicIds: [] }, "Name at least one image to delete"],
    [
      { imageUrls: Array.from({ length: 101 }, (_, i) => `/uploads/${i}`) },
      "Delete at most 100 images at a time",
    ],
    [{ publicIds: "abc" }, undefined],
  ])("refuses %j with 400", async (payload, message) => {
    const response = await remove(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: "validation_failed" });
    if (message) expect(response.json().message).toBe(message);
  });

  it("answers 401 without a token", async () => {
    const response = await t.app.inject({
      method: "DELETE",
      url: "/api/upload/images",
      payload: { publicIds: ["x"] },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/upload/health", () => {
  it("answers ok when the store can write, read and delete, and leaves nothing behind", async () => {
    const before = await storedFiles();
    const response = await get("/api/upload/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { ok: true } });
    expect(await storedFiles()).toEqual(before);
  });

  it("answers 503 with the health-check failure text when the store cannot write", async () => {
    const blocked = join(t.dataDir, "not-a-directory");
    await writeFile(blocked, "a file where the data directory should be");
    const broken = await createTestApp({ dataDir: blocked });
    try {
      const response = await broken.app.inject({ method: "GET", url: "/api/upload/health" });
      expectRefused(response, 503, "upload_storage_unavailable", UPLOAD_MESSAGES.healthFailed);
    } finally {
      await broken.close();
    }
  });
});
