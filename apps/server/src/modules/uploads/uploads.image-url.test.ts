import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from "@shopwright/sdk";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import { images } from "../../db/schema.js";
import type { HostResolver } from "../../http/guarded-fetch.js";
import { importImageUrl, noisyPng } from "../../test/images.js";
import { openTestDatabase, signUpOn, testConfig } from "../../test/test-app.js";
import type { UploadsOptions } from "./index.js";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A loopback server standing for someone else's website; `handle` decides each answer. */
async function remoteSite(host = "127.0.0.1") {
  let handle: Handler = (_request, response) => response.end();
  const seen: string[] = [];
  const counter = { connections: 0, closedEarly: 0 };
  const server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url} ${request.headers.accept ?? ""}`);
    handle(request, response);
  });
  server.on("connection", (socket) => {
    counter.connections += 1;
    socket.on("close", (hadError) => hadError && (counter.closedEarly += 1));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    seen,
    counter,
    port,
    url: (path: string) => `http://${host}:${port}${path}`,
    answer(next: Handler) {
      handle = next;
    },
    reset() {
      seen.length = 0;
      counter.connections = 0;
      counter.closedEarly = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function startApp(config: Partial<Config>, options: UploadsOptions = {}) {
  const database: Database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(config), database, uploads: options });
  await app.ready();
  return { app, database, close: async () => (await app.close(), await database.close()) };
}

let addressCounter = 0;
// A client address of its own per request: the upload limit per IP must not decide a case.
const nextAddress = () => `10.77.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const signUp = async (app: FastifyInstance) => (await signUpOn(app, "Importer")).auth;

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#cc6633" } });

const HTML = Buffer.from("<html><script>alert('imported')</script></html>");

describe("POST /api/upload/image-url with OUTBOUND_ALLOW_PRIVATE", () => {
  let app: FastifyInstance;
  let database: Database;
  let close: () => Promise<void>;
  let auth: { authorization: string };
  let site: Awaited<ReturnType<typeof remoteSite>>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "sw-import-"));
    site = await remoteSite();
    ({ app, database, close } = await startApp(
      { dataDir, outboundAllowPrivate: true },
      { importTimeoutMs: 500 },
    ));
    auth = await signUp(app);
  });
  afterAll(async () => {
    await close();
    await site.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => site.reset());

  const importUrl = (url: unknown, headers: Record<string, string> = auth) =>
    importImageUrl(app, url, headers, nextAddress());

  const storedFiles = async () =>
    (await readdir(join(dataDir, "uploads"), { recursive: true }).catch(() => [])).sort();

  /** Asserts the refusal and that nothing was stored. */
  async function expectRefused(url: string, status: number, code: string, message: string) {
    const [rows, files] = [await database.db.$count(images), await storedFiles()];
    const response = await importUrl(url);
    expect(response.json(), url).toEqual({ success: false, code, message });
    expect(response.statusCode).toBe(status);
    expect(await database.db.$count(images)).toBe(rows);
    expect(await storedFiles()).toEqual(files);
  }

  it("stores the image at the address as an upload of the same bytes, whatever its headers say", async () => {
    const png = await solid(40, 30).png().toBuffer();
    site.answer((_request, response) =>
      response.writeHead(200, { "content-type": "text/html" }).end(png),
    );
    const response = await importUrl(site.url("/photos/red%20mug.png?size=large"));
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json().data.image;
    expect(image).toMatchObject({
      originalName: "red mug.png",
      contentType: "image/png",
      width: 40,
      height: 30,
    });
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\/original\.png$/);
    expect(site.seen).toEqual([
      "GET /photos/red%20mug.png?size=large image/jpeg, image/png, image/webp, image/gif",
    ]);

    const served = await app.inject({ method: "GET", url: image.url });
    expect(served.headers["content-type"]).toBe("image/png");
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);
    const [row] = await database.db.select().from(images).where(eq(images.id, image._id));
    expect(row).toMatchObject({ originalName: "red mug.png", contentType: "image/png" });
  });

  it("re-encodes what it imports: HTML appended to a JPEG does not survive", async () => {
    const jpeg = Buffer.concat([await solid(20, 20).jpeg().toBuffer(), HTML]);
    site.answer((_request, response) =>
      response.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg),
    );
    const response = await importUrl(site.url("/a.jpg"));
    expect(response.statusCode).toBe(201);
    const served = await app.inject({ method: "GET", url: response.json().data.image.url });
    expect(served.rawPayload.toString("latin1")).not.toContain("<script");
  });

  it("follows up to three redirects", async () => {
    const png = await solid(8, 8).png().toBuffer();
    site.answer((request, response) => {
      const hop = Number(request.url?.split("/")[1] ?? 0);
      if (hop < 3) response.writeHead(302, { location: `/${hop + 1}/final.png` }).end();
      else response.end(png);
    });
    const response = await importUrl(site.url("/0/start.png"));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.image.originalName).toBe("final.png");
    expect(site.seen).toHaveLength(4);
  });

  it("refuses a fourth redirect", async () => {
    site.answer((request, response) => {
      const hop = Number(request.url?.split("/")[1] ?? 0);
      response.writeHead(301, { location: `/${hop + 1}/x.png` }).end();
    });
    await expectRefused(
      site.url("/0/x.png"),
      400,
      "url_unreachable",
      UPLOAD_MESSAGES.importTooManyRedirects,
    );
    expect(site.seen).toHaveLength(4);
  });

  it("refuses a redirect to another scheme", async () => {
    site.answer((_request, response) =>
      response.writeHead(302, { location: "file:///etc/passwd" }).end(),
    );
    await expectRefused(
      site.url("/x.png"),
      400,
      "url_not_allowed",
      UPLOAD_MESSAGES.importUrlInvalid,
    );
  });

  it("refuses an answer that is not 2xx", async () => {
    site.answer((_request, response) => response.writeHead(404).end("not here"));
    await expectRefused(
      site.url("/gone.png"),
      400,
      "url_unreachable",
      UPLOAD_MESSAGES.importHttpError,
    );
  });

  it.each([
    ["an HTML page", "text/html", HTML],
    [
      "an SVG that says it is a PNG",
      "image/png",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ["an empty answer", "image/png", Buffer.alloc(0)],
    ["a TIFF", "image/tiff", null],
  ])("refuses %s with 415", async (_label, type, bytes) => {
    const body = bytes ?? (await solid(8, 8).tiff().toBuffer());
    site.answer((_request, response) =>
      response.writeHead(200, { "content-type": type }).end(body),
    );
    await expectRefused(
      site.url("/x.png"),
      415,
      "unsupported_media_type",
      UPLOAD_MESSAGES.importNotImage,
    );
  });

  it("refuses an answer over 10 MB while it streams, without reading it all", async () => {
    const progress = { sent: 0, isClosed: false };
    site.answer((_request, response) => {
      // No Content-Length: only the count of the bytes as they arrive can stop it.
      response.writeHead(200, { "content-type": "image/png" });
      response.on("close", () => (progress.isClosed = true));
      const chunk = randomBytes(256 * 1024);
      const pump = () => {
        while (!progress.isClosed && progress.sent < 64 * 1024 * 1024) {
          progress.sent += chunk.length;
          if (!response.write(chunk)) return void response.once("drain", pump);
        }
        response.end();
      };
      pump();
    });
    await expectRefused(
      site.url("/huge.png"),
      413,
      "payload_too_large",
      UPLOAD_MESSAGES.importTooLarge,
    );
    // The connection was cut: far less than the 64 MB on offer left the remote server.
    await expect.poll(() => progress.isClosed).toBe(true);
    expect(progress.sent).toBeLessThan(32 * 1024 * 1024);
  });

  it("accepts an image of exactly the upload limit's size class (9.5 MB)", async () => {
    const { width, height, bytes: noisy } = await noisyPng();
    expect(noisy.length).toBeGreaterThan(9.4 * 1024 * 1024);
    expect(noisy.length).toBeLessThanOrEqual(UPLOAD_LIMITS.maxFileBytes);
    site.answer((_request, response) => response.end(noisy));
    const response = await importUrl(site.url("/noise.png"));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.image).toMatchObject({ width, height });
  });

  it("refuses a pixel flood with the upload's 413", async () => {
    const bytes = Buffer.from(await solid(64, 48).png().toBuffer());
    bytes.writeUInt32BE(30_000, 16);
    bytes.writeUInt32BE(30_000, 20);
    bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
    site.answer((_request, response) => response.end(bytes));
    await expectRefused(
      site.url("/flood.png"),
      413,
      "too_many_pixels",
      UPLOAD_MESSAGES.tooManyPixels,
    );
  });

  it("gives up on a server that does not answer in time", async () => {
    site.answer(() => undefined);
    const started = Date.now();
    await expectRefused(
      site.url("/slow.png"),
      400,
      "url_unreachable",
      UPLOAD_MESSAGES.importTimeout,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("answers a closed port as unreachable", async () => {
    const closed = await remoteSite();
    const url = closed.url("/x.png");
    await closed.close();
    await expectRefused(url, 400, "url_unreachable", UPLOAD_MESSAGES.importUnreachable);
  });

  it("refuses credentials in the address before connecting", async () => {
    await expectRefused(
      `http://user:secret@127.0.0.1:${site.port}/x.png`,
      400,
      "url_not_allowed",
      UPLOAD_MESSAGES.importCredentials,
    );
    expect(site.counter.connections).toBe(0);
  });

  it.each([
    [undefined, UPLOAD_MESSAGES.importUrlRequired],
    ["", UPLOAD_MESSAGES.importUrlRequired],
    [42, UPLOAD_MESSAGES.importUrlRequired],
    ["not a url", UPLOAD_MESSAGES.importUrlInvalid],
    ["ftp://127.0.0.1/x.png", UPLOAD_MESSAGES.importUrlInvalid],
    ["javascript:alert(1)", UPLOAD_MESSAGES.importUrlInvalid],
    ["/uploads/ab/cd/original.png", UPLOAD_MESSAGES.importUrlInvalid],
    [`https://example.com/${"a".repeat(2100)}`, UPLOAD_MESSAGES.importUrlTooLong],
  ])("refuses the body url %j with 400", async (url, message) => {
    const response = await importUrl(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: "validation_failed", message });
  });

  it("answers 401 without a token and fetches nothing", async () => {
    const response = await importUrl(site.url("/x.png"), {});
    expect(response.statusCode).toBe(401);
    expect(site.counter.connections).toBe(0);
  });
});

describe("POST /api/upload/image-url without OUTBOUND_ALLOW_PRIVATE", () => {
  let canary: Awaited<ReturnType<typeof remoteSite>>;
  let outside: Awaited<ReturnType<typeof remoteSite>>;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let auth: { authorization: string };
  let answers: string[][] = [];
  // The DNS of these tests: answers in turn, the last one again.
  let lookups = 0;
  const resolve: HostResolver = async () => {
    const answer = answers[Math.min(lookups++, answers.length - 1)] ?? [];
    return answer.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

  beforeAll(async () => {
    canary = await remoteSite("127.0.0.1");
    // 127.0.0.2 stands for "the internet": the one address these tests let through.
    outside = await remoteSite("127.0.0.2");
    ({ app, close } = await startApp(
      { outboundAllowPrivate: false },
      { resolve, isAllowedAddress: (address) => address === "127.0.0.2" },
    ));
    auth = await signUp(app);
  });
  afterAll(async () => {
    await close();
    await canary.close();
    await outside.close();
  });
  beforeEach(() => {
    canary.reset();
    outside.reset();
    answers = [];
    lookups = 0;
  });

  const importUrl = (url: string) => importImageUrl(app, url, auth, nextAddress());

  it("refuses a loopback address without connecting to it", async () => {
    const response = await importUrl(canary.url("/x.png"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "url_not_allowed",
      message: UPLOAD_MESSAGES.importNotAllowed,
    });
    expect(canary.counter.connections).toBe(0);
  });

  it("reaches an allowed address through a host name", async () => {
    answers = [["127.0.0.2"]];
    outside.answer(async (_request, response) =>
      response.end(await solid(10, 10).png().toBuffer()),
    );
    const response = await importUrl(`http://images.example.test:${outside.port}/cup.png`);
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses a host name that does not resolve", async () => {
    answers = [[]];
    const response = await importUrl("http://nowhere.example.test/x.png");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "url_unreachable",
      message: UPLOAD_MESSAGES.importUnreachable,
    });
  });
});
