import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { deflateSync, crc32 } from "node:zlib";
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from "@shopwright/sdk";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images } from "../../src/db/schema.js";
import { createTestApp, type TestApp } from "../../src/test/test-app.js";

/**
 * docs/TRUST.md §3 "Uploads": polyglots, pixel floods, hostile names, SVG and aborted uploads,
 * over real HTTP to a listening app whose files live in a DATA_DIR of its own.
 */

const isFull = process.env.TRUST_FULL === "1";
const ABORTED_UPLOADS = isFull ? 1000 : 100;
const FLOOD_UPLOADS = isFull ? 100 : 20;
// Peak growth of this process's resident memory over a run of pixel floods. Decoding one
// 30000 × 30000 flood would take 900 MB (1 byte per pixel) to 2.7 GB (RGB).
const FLOOD_MEMORY_BOUND = 150 * 1024 * 1024;
const MARKER = "SW-POLYGLOT-MARKER-7f3a";
const HTML = `<html><body><script>alert("${MARKER}")</script></body></html>`;

let root: string;
let dataDir: string;
let privateTmp: string;
let previousTmp: string | undefined;
let t: TestApp;
let port: number;
let auth: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "sw-hostile-"));
  dataDir = join(root, "data");
  // The server's temporary directory, of its own, so "no new temporary files" is exact while
  // other suites write to the machine's /tmp.
  privateTmp = join(root, "tmp");
  await mkdir(privateTmp);
  previousTmp = process.env.TMPDIR;
  process.env.TMPDIR = privateTmp;
  t = await createTestApp({ dataDir });
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = Number(new URL(address).port);
  auth = `Bearer ${(await t.signUp("Hostile uploader")).token}`;
});
afterAll(async () => {
  await t.close();
  if (previousTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmp;
  await rm(root, { recursive: true, force: true });
});

// Every request comes from a loopback address of its own, so the per-IP upload limit is not
// what answers (rate limits have their own suite).
let sourceCounter = 0;
const nextSource = () => {
  sourceCounter += 1;
  return `127.0.${1 + Math.floor(sourceCounter / 250)}.${1 + (sourceCounter % 250)}`;
};

interface Part {
  field?: string;
  /** The filename parameter exactly as it goes into the part's header. */
  disposition?: string;
  name?: string;
  type?: string;
  bytes: Buffer;
}

function multipart(parts: Part[]) {
  const boundary = `----sw${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.disposition ?? `filename="${part.name ?? "image.png"}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? "images"}"; ${filename}\r\n` +
          `Content-Type: ${part.type ?? "application/octet-stream"}\r\n\r\n`,
        "latin1",
      ),
      part.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function send(method: string, path: string, body?: Buffer, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        localAddress: nextSource(),
        headers: { authorization: auth, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const json = (answer: Answer): unknown => JSON.parse(answer.body.toString());

interface StoredImage {
  url: string;
  webUrl: string;
  originalName: string;
  contentType: string;
  width: number;
  height: number;
}

async function upload(parts: Part[], path = "/api/upload/images") {
  const { body, contentType } = multipart(parts);
  return send("POST", path, body, { "content-type": contentType });
}

async function uploadOne(part: Part): Promise<StoredImage> {
  const answer = await upload([part]);
  expect(answer.status, answer.body.toString()).toBe(201);
  return (json(answer) as { data: { images: StoredImage[] } }).data.images[0]!;
}

/** Every path under `dir`, relative, directories marked with a trailing slash. */
async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .map((e) => relative(dir, join(e.parentPath, e.name)) + (e.isDirectory() ? "/" : ""))
    .sort();
}

/** DATA_DIR's entries, but for the upload store's root, which its first write creates. */
const dataEntries = async () => (await tree(dataDir)).filter((path) => path !== "uploads/");

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: "#3a7bd5" } });

/** A PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** Inserts a chunk after IHDR (signature 8 bytes + IHDR 25 bytes). */
const withPngChunk = (png: Buffer, chunk: Buffer) =>
  Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);

/** A JPEG with a COM segment right after SOI. */
function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const data = Buffer.from(text, "latin1");
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, data, jpeg.subarray(2)]);
}

/** Where a GIF's first block after the global colour table starts. */
function gifBlocksAt(gif: Buffer): number {
  const flags = gif[10]!;
  return 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
}

/** A GIF with a comment extension holding `text`, before its first frame. */
function withGifComment(gif: Buffer, text: string): Buffer {
  const at = gifBlocksAt(gif);
  const data = Buffer.from(text, "latin1");
  const blocks: Buffer[] = [Buffer.from([0x21, 0xfe])];
  for (let i = 0; i < data.length; i += 255) {
    const piece = data.subarray(i, i + 255);
    blocks.push(Buffer.from([piece.length]), piece);
  }
  blocks.push(Buffer.from([0]));
  return Buffer.concat([gif.subarray(0, at), ...blocks, gif.subarray(at)]);
}

/** A WebP with an extra RIFF chunk holding `text` (the RIFF size updated). */
function withWebpChunk(webp: Buffer, fourcc: string, text: string): Buffer {
  const data = Buffer.from(text.length % 2 ? `${text} ` : text, "latin1");
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, "latin1");
  head.writeUInt32LE(data.length, 4);
  const out = Buffer.concat([webp, head, data]);
  out.writeUInt32LE(out.length - 8, 4);
  return out;
}

/** Fails when stored bytes carry any piece of the hostile document. */
function expectClean(bytes: Buffer, label: string) {
  const text = bytes.toString("latin1").toLowerCase();
  for (const needle of ["<html", "<script", "<svg", "alert(", MARKER.toLowerCase()]) {
    expect(text.includes(needle), `${label} contains ${needle}`).toBe(false);
  }
}

/** Reads an upload back over /uploads/* and from the blob store's directory. */
async function readBack(url: string) {
  const served = await send("GET", url);
  expect(served.status).toBe(200);
  const onDisk = await readFile(join(dataDir, "uploads", url.replace(/^\/uploads\//, "")));
  expect(onDisk.equals(served.body)).toBe(true);
  return served;
}

describe("polyglots: stored re-encoded, without what was hidden in them", () => {
  const cases: Array<[string, () => Promise<Buffer>, string]> = [
    [
      "a PNG with an HTML document appended",
      async () => Buffer.concat([await solid(32, 24).png().toBuffer(), Buffer.from(HTML)]),
      "image/png",
    ],
    [
      "a PNG with HTML in a tEXt chunk",
      async () =>
        withPngChunk(
          await solid(32, 24).png().toBuffer(),
          pngChunk("tEXt", Buffer.from(`Comment\0${HTML}`, "latin1")),
        ),
      "image/png",
    ],
    [
      "a PNG with HTML in an iTXt chunk and after IEND",
      async () =>
        Buffer.concat([
          withPngChunk(
            await solid(32, 24).png().toBuffer(),
            pngChunk("iTXt", Buffer.from(`Description\0\0\0\0\0${HTML}`, "latin1")),
          ),
          Buffer.from(HTML),
        ]),
      "image/png",
    ],
    [
      "a JPEG with an HTML document appended",
      async () => Buffer.concat([await solid(32, 24).jpeg().toBuffer(), Buffer.from(HTML)]),
      "image/jpeg",
    ],
    [
      "a JPEG with HTML in a COM segment",
      async () => withJpegComment(await solid(32, 24).jpeg().toBuffer(), HTML),
      "image/jpeg",
    ],
    [
      "a GIF with an HTML document appended",
      async () => Buffer.concat([await solid(32, 24).gif().toBuffer(), Buffer.from(HTML)]),
      "image/gif",
    ],
    [
      "a GIF with HTML in a comment extension",
      async () => withGifComment(await solid(32, 24).gif().toBuffer(), HTML),
      "image/gif",
    ],
    [
      "a WebP with an HTML document appended",
      async () => Buffer.concat([await solid(32, 24).webp().toBuffer(), Buffer.from(HTML)]),
      "image/webp",
    ],
    [
      "a WebP with HTML in a chunk of its own inside RIFF",
      async () => withWebpChunk(await solid(32, 24, 4).webp().toBuffer(), "HTML", HTML),
      "image/webp",
    ],
    [
      "a PNG with an SVG document appended",
      async () =>
        Buffer.concat([
          await solid(32, 24).png().toBuffer(),
          Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert('${MARKER}')"></svg>`),
        ]),
      "image/png",
    ],
  ];

  it.each(cases)("%s", async (_label, make, type) => {
    const bytes = await make();
    expect(bytes.toString("latin1")).toContain(MARKER);
    const image = await uploadOne({ name: "innocent.html", type: "text/html", bytes });
    expect(image).toMatchObject({ contentType: type, width: 32, height: 24 });
    const original = await readBack(image.url);
    const web = await readBack(image.webUrl);
    for (const [served, expectedType, label] of [
      [original, type, "original"],
      [web, "image/webp", "web"],
    ] as const) {
      expect(served.headers["content-type"], label).toBe(expectedType);
      expect(served.headers["x-content-type-options"], label).toBe("nosniff");
      expect(served.headers["content-security-policy"], label).toContain("sandbox");
      expectClean(served.body, label);
    }
  });
});

/** PNG of `width` × `height` at 1 bit per pixel, all black: valid, and tiny once deflated. */
function bilevelPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = 1 + Math.ceil(width / 8);
  const raw = Buffer.alloc(row * height); // filter 0 and zero bits on every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(raw, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("pixel floods: refused from the header, before any decode", () => {
  const floods: Array<[string, Buffer]> = [];

  beforeAll(async () => {
    const png = Buffer.from(await solid(64, 48).png().toBuffer());
    png.writeUInt32BE(30_000, 16);
    png.writeUInt32BE(30_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);

    const jpeg = Buffer.from(await solid(16, 16).jpeg().toBuffer());
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    jpeg.writeUInt16BE(65_000, sof + 5);
    jpeg.writeUInt16BE(65_000, sof + 7);

    const gif = await solid(4, 4).gif().toBuffer();
    const screen = Buffer.from(gif);
    screen.writeUInt16LE(65_535, 6);
    screen.writeUInt16LE(65_535, 8);
    const frame = Buffer.from(gif);
    const descriptor = frame.indexOf(0x2c, gifBlocksAt(frame));
    for (const offset of [6, 8, descriptor + 5, descriptor + 7])
      frame.writeUInt16LE(30_000, offset);
    // 50 frames of 1000 × 1000: 50 megapixels in a few hundred bytes.
    const one = Buffer.from(gif);
    const at = gifBlocksAt(one);
    const firstFrame = one.indexOf(0x2c, at);
    for (const offset of [6, 8, firstFrame + 5, firstFrame + 7]) one.writeUInt16LE(1000, offset);
    const frameBlock = one.subarray(at, one.length - 1);
    const animated = Buffer.concat([
      one.subarray(0, at),
      ...Array.from({ length: 50 }, () => frameBlock),
      Buffer.from([0x3b]),
    ]);

    // A lossless WebP: its VP8L header holds the size as 14-bit width - 1 and height - 1.
    const webp = Buffer.from(await solid(16, 16).webp({ lossless: true }).toBuffer());
    expect(webp.toString("latin1", 12, 16)).toBe("VP8L");
    const bits = webp.readUInt32LE(21);
    webp.writeUInt32LE(((bits & ~0xfffffff) | 16_382 | (16_382 << 14)) >>> 0, 21);

    floods.push(
      ["a PNG whose header says 30000 × 30000", png],
      ["a valid 1-bit PNG of 30000 × 30000, fully encoded", bilevelPng(30_000, 30_000)],
      ["a JPEG whose header says 65000 × 65000", jpeg],
      ["a GIF whose logical screen is 65535 × 65535", screen],
      ["a GIF whose frame is 30000 × 30000", frame],
      ["a GIF of 50 frames of 1000 × 1000", animated],
      ["a lossless WebP whose header says 16383 × 16383", webp],
    );
  });

  it("refuses each kind with 413 and the too-many-pixels message, and stores nothing", async () => {
    for (const [label, bytes] of floods) {
      const before = await tree(dataDir);
      const rows = await t.database.db.$count(images);
      const answer = await upload([{ name: "flood.png", bytes }]);
      expect(answer.status, `${label}: ${answer.body.toString()}`).toBe(413);
      expect(json(answer), label).toEqual({
        success: false,
        code: "too_many_pixels",
        message: UPLOAD_MESSAGES.tooManyPixels,
      });
      expect(await tree(dataDir)).toEqual(before);
      expect(await t.database.db.$count(images)).toBe(rows);
    }
    console.log(
      `pixel floods: ${floods.map(([label, b]) => `${label} (${b.length} bytes)`).join("; ")}`,
    );
  });

  it(`keeps memory bounded over ${FLOOD_UPLOADS} floods`, async () => {
    global.gc?.();
    const start = process.memoryUsage();
    let peakRss = start.rss;
    let peakExternal = start.external + start.arrayBuffers;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakExternal = Math.max(peakExternal, now.external + now.arrayBuffers);
    }, 2);
    const times: number[] = [];
    try {
      for (let i = 0; i < FLOOD_UPLOADS; i++) {
        const [label, bytes] = floods[i % floods.length]!;
        const started = performance.now();
        const answer = await upload([{ name: "flood.png", bytes }]);
        times.push(performance.now() - started);
        expect(answer.status, label).toBe(413);
      }
    } finally {
      clearInterval(sampler);
    }
    const end = process.memoryUsage();
    peakRss = Math.max(peakRss, end.rss);
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    times.sort((a, b) => a - b);
    console.log(
      `pixel floods: ${FLOOD_UPLOADS} refusals, median ${times[times.length >> 1]!.toFixed(1)} ms, ` +
        `max ${times.at(-1)!.toFixed(1)} ms; RSS ${mb(start.rss)} MB → peak ${mb(peakRss)} MB ` +
        `(+${mb(peakRss - start.rss)} MB), external ${mb(start.external + start.arrayBuffers)} → ` +
        `peak ${mb(peakExternal)} MB`,
    );
    expect(peakRss - start.rss).toBeLessThan(FLOOD_MEMORY_BOUND);
    expect(peakExternal - start.external - start.arrayBuffers).toBeLessThan(FLOOD_MEMORY_BOUND);
    // A refusal from the header takes milliseconds; a decode of 900 megapixels takes seconds.
    expect(times[times.length >> 1]!).toBeLessThan(500);
  });
});

describe("hostile file names never become paths", () => {
  const names: Array<[string, string, string]> = [
    // [label, Content-Disposition filename parameter, the name shown afterwards]
    ["../../etc/passwd.png", 'filename="../../etc/passwd.png"', "passwd.png"],
    ["..\\..\\x.png", 'filename="..\\..\\x.png"', "x.png"],
    ["a NUL before .html", 'filename="a\0.png.html"', "a.png.html"],
    [
      "percent-encoded traversal",
      'filename="%2e%2e%2f%2e%2e%2fetc%2fpasswd.png"',
      "%2e%2e%2f%2e%2e%2fetc%2fpasswd.png",
    ],
    ["RFC 5987 traversal", "filename*=UTF-8''..%2F..%2F..%2Fetc%2Fpasswd.png", "passwd.png"],
    ["an absolute path", 'filename="/etc/cron.d/evil.png"', "evil.png"],
    ["a Windows path", 'filename="C:\\Windows\\System32\\evil.png"', "evil.png"],
    ["300 characters", `filename="${"n".repeat(296)}.png"`, `${"n".repeat(255)}`],
    [".htaccess", 'filename=".htaccess"', ".htaccess"],
    ["an empty name", 'filename=""', "image"],
  ];

  it.each(names)("%s", async (_label, disposition, shown) => {
    const rootBefore = await tree(root);
    const answer = await upload([
      { disposition, type: "image/png", bytes: await solid(8, 8).png().toBuffer() },
    ]);
    expect(answer.status, answer.body.toString()).toBe(201);
    const image = (json(answer) as { data: { images: StoredImage[] } }).data.images[0]!;
    expect(image.originalName).toBe(shown);
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\/original\.png$/);
    expect(image.webUrl).toMatch(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\/web\.webp$/);

    // Everything new is the upload's own files (and their folders) under data/uploads: the
    // original, the web WebP and its one width (an 8 px image is stored as w160 alone).
    const added = (await tree(root)).filter((path) => !rootBefore.includes(path));
    const key = image.url.replace(/^\/uploads\//, "");
    const folder = key.replace(/\/original\.png$/, "");
    const expected = [
      `data/uploads/${folder.slice(0, 2)}/`,
      `data/uploads/${folder}/`,
      `data/uploads/${key}`,
      `data/uploads/${folder}/web.webp`,
      `data/uploads/${folder}/w160.webp`,
      `data/uploads/${folder}/w160.avif`,
    ];
    for (const path of added) expect(expected, path).toContain(path);
    expect(added).toContain(`data/uploads/${key}`);
    for (const path of await tree(root)) {
      expect(path).not.toMatch(/passwd|htaccess|evil|\.html|%2e|\.\./i);
    }
  });
});

describe("SVG is refused, however it is dressed", () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert("${MARKER}")</script></svg>`;
  const cases: Array<[string, Omit<Part, "bytes">, () => Buffer | Promise<Buffer>]> = [
    ["an SVG named .svg", { name: "logo.svg", type: "image/svg+xml" }, () => Buffer.from(svg)],
    [
      "an SVG named .png and declared image/png",
      { name: "logo.png", type: "image/png" },
      () => Buffer.from(svg),
    ],
    [
      "an SVG with an XML prolog named .gif",
      { name: "logo.gif", type: "image/gif" },
      () => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${svg}`),
    ],
    [
      "an SVG with a whole PNG inside a comment",
      { name: "logo.png", type: "image/png" },
      async () =>
        Buffer.concat([
          Buffer.from(`${svg.slice(0, -6)}<!--`),
          await solid(8, 8).png().toBuffer(),
          Buffer.from("--></svg>"),
        ]),
    ],
    [
      "an SVG behind a UTF-8 byte order mark",
      { name: "logo.png", type: "image/png" },
      () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(svg)]),
    ],
  ];

  it.each(cases)("%s: 415", async (_label, part, make) => {
    const before = await tree(dataDir);
    const answer = await upload([{ ...part, bytes: await make() }]);
    expect(answer.status).toBe(415);
    expect(json(answer)).toEqual({
      success: false,
      code: "unsupported_media_type",
      message: UPLOAD_MESSAGES.unsupportedType,
    });
    expect(await tree(dataDir)).toEqual(before);
  });

  it("refuses a GIF/SVG polyglot that no decoder reads as an image, and stores nothing", async () => {
    const before = await tree(dataDir);
    const polyglot = Buffer.from(`GIF89a/*${svg}*/=1;`, "latin1");
    const answer = await upload([{ name: "x.gif", type: "image/gif", bytes: polyglot }]);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await tree(dataDir)).toEqual(before);
  });
});

/** A seeded generator, so a failing run of aborted uploads can be replayed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe("aborted uploads leave nothing behind", () => {
  const seed = Number(process.env.ABORT_SEED ?? Date.now() % 1_000_000);

  it(`${ABORTED_UPLOADS} uploads cut off at random points`, async () => {
    const random = seeded(seed);
    const smallPng = await solid(16, 16).png().toBuffer();
    const filler = randomBytes(4 * 1024 * 1024);
    const before = {
      data: await dataEntries(),
      tmp: await tree(privateTmp),
      rows: await t.database.db.$count(images),
    };
    const cuts: Record<string, number> = {};

    for (let i = 0; i < ABORTED_UPLOADS; i++) {
      // A small valid image, then a second one of 1–4 MB (only its first bytes are an image),
      // to the multi-file route or the single-file one.
      const isSingle = random() < 0.3;
      const size = 1024 * 1024 + Math.floor(random() * 3 * 1024 * 1024);
      const big = Buffer.concat([smallPng, filler.subarray(0, size)]);
      const { body, contentType } = multipart(
        isSingle
          ? [{ field: "image", name: "big.png", type: "image/png", bytes: big }]
          : [
              { name: "first.png", type: "image/png", bytes: smallPng },
              { name: "second.png", type: "image/png", bytes: big },
            ],
      );
      const head = Buffer.from(
        `POST /api/upload/${isSingle ? "single-image" : "images"} HTTP/1.1\r\n` +
          `Host: 127.0.0.1:${port}\r\nAuthorization: ${auth}\r\n` +
          `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      const whole = Buffer.concat([head, body]);
      // Where to cut: in the request head, in the first part, in the big part, or just
      // before the closing boundary.
      const where = random();
      const firstEnd = head.length + body.indexOf("\r\n--", 10) + 2;
      const cut =
        where < 0.1
          ? Math.floor(random() * head.length)
          : where < 0.3
            ? head.length + Math.floor(random() * (firstEnd - head.length))
            : where < 0.9
              ? firstEnd + Math.floor(random() * (whole.length - 60 - firstEnd))
              : whole.length - 1 - Math.floor(random() * 40);
      const kind = where < 0.1 ? "head" : where < 0.3 ? "first part" : where < 0.9 ? "file" : "end";
      cuts[kind] = (cuts[kind] ?? 0) + 1;
      await new Promise<void>((resolve, reject) => {
        const socket = connect({ host: "127.0.0.1", port, localAddress: nextSource() });
        socket.on("error", () => undefined);
        socket.once("connect", () => {
          socket.write(whole.subarray(0, cut), (error) => {
            if (error) return reject(error);
            // Sometimes at once, sometimes after the server had time to work on it.
            setTimeout(
              () => {
                socket.destroy();
                resolve();
              },
              Math.floor(random() * 30),
            );
          });
        });
      });
    }

    // The server finishes with each cut-off request on its own time: wait until it has.
    await expect
      .poll(
        () => new Promise<number>((resolve) => t.app.server.getConnections((_e, n) => resolve(n))),
        { timeout: 20_000, interval: 50 },
      )
      .toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    console.log(
      `aborted uploads: ${ABORTED_UPLOADS} (seed ${seed}, cut in ${JSON.stringify(cuts)}); ` +
        `entries in DATA_DIR before ${before.data.length}, after ${(await dataEntries()).length}`,
    );
    expect(await dataEntries(), `seed ${seed}`).toEqual(before.data);
    expect(await tree(privateTmp), `seed ${seed}`).toEqual(before.tmp);
    expect(await t.database.db.$count(images), `seed ${seed}`).toBe(before.rows);

    // And the server still takes uploads as before.
    const image = await uploadOne({ name: "after.png", bytes: smallPng });
    expect(image.contentType).toBe("image/png");
  });
});

describe("the upload issue's list, case by case, for every allowed type", () => {
  const exif = { IFD0: { Copyright: MARKER, Artist: "Jane Doe" } };
  const types: Array<[string, () => Promise<Buffer>, string, string]> = [
    ["JPEG", () => solid(30, 20).jpeg().withExif(exif).toBuffer(), "image/jpeg", "jpg"],
    ["PNG", () => solid(30, 20).png().withExif(exif).toBuffer(), "image/png", "png"],
    ["WebP", () => solid(30, 20).webp().withExif(exif).toBuffer(), "image/webp", "webp"],
    [
      "GIF",
      async () => withGifComment(await solid(30, 20).gif().toBuffer(), `Copyright ${MARKER}`),
      "image/gif",
      "gif",
    ],
  ];

  it.each(types)(
    "%s: recognised by its bytes, metadata stripped, served typed, nosniff and immutable",
    async (_label, make, type, extension) => {
      const bytes = await make();
      expect(bytes.toString("latin1")).toContain(MARKER);
      // Named and declared as something else: only the bytes decide.
      const image = await uploadOne({ name: "misnamed.bmp", type: "text/plain", bytes });
      expect(image).toMatchObject({ contentType: type, width: 30, height: 20 });
      expect(image.url.endsWith(`/original.${extension}`)).toBe(true);
      for (const [url, servedType] of [
        [image.url, type],
        [image.webUrl, "image/webp"],
      ] as const) {
        const served = await readBack(url);
        expect(served.headers).toMatchObject({
          "content-type": servedType,
          "x-content-type-options": "nosniff",
          "cache-control": "public, max-age=31536000, immutable",
        });
        const metadata = await sharp(served.body).metadata();
        expect(metadata.exif, url).toBeUndefined();
        expect(served.body.toString("latin1"), url).not.toContain(MARKER);
        expect(served.body.toString("latin1"), url).not.toContain("Jane Doe");
      }
    },
  );

  it("keeps an animated WebP animated, re-encoded", async () => {
    const frames = await Promise.all(
      ["#f00", "#0f0"].map((background) =>
        sharp({ create: { width: 12, height: 10, channels: 4, background } })
          .png()
          .toBuffer(),
      ),
    );
    const animated = await sharp(frames, { join: { animated: true } })
      .webp()
      .toBuffer();
    const image = await uploadOne({ name: "a.webp", bytes: animated });
    expect(image).toMatchObject({ contentType: "image/webp", width: 12, height: 10 });
    expect((await sharp((await readBack(image.url)).body).metadata()).pages).toBe(2);
  });

  it("refuses 11 MB with 413 over a real connection, whatever the declared size", async () => {
    const answer = await upload([
      { name: "big.png", type: "image/png", bytes: randomBytes(UPLOAD_LIMITS.maxFileBytes + 1) },
    ]);
    expect(answer.status).toBe(413);
    expect(json(answer)).toMatchObject({ code: "payload_too_large" });
  });
});
