import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sha256 } from "./content-hash.js";
import { createLocalSiteFileStore, type FileToStore, type SiteFileStore } from "./file-store.js";

let root: string;
let store: SiteFileStore;
const put = (files: FileToStore[]) => store.putPack(files.map((file) => store.encode(file)));
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "sw-site-files-"));
  store = createLocalSiteFileStore(root, { cacheBytes: 0 });
});
afterEach(() => rm(root, { recursive: true, force: true }));

const html = (text: string) => ({
  bytes: Buffer.from(`<!doctype html><p>${text.repeat(100)}</p>`),
  contentType: "text/html; charset=utf-8",
});

describe("the local site file store", () => {
  it("writes one pack per call and reads every encoding back", async () => {
    const files = [
      html("home "),
      html("about "),
      { bytes: Buffer.from("x"), contentType: "text/plain" },
    ];
    const entries = await put(files);
    expect(await readdir(join(root, "packs"))).toEqual([entries[0]!.pack]);
    for (const [i, entry] of entries.entries()) {
      expect(entry.hash).toBe(sha256(files[i]!.bytes));
      expect(await store.read(entry, "identity")).toEqual(files[i]!.bytes);
    }
    const [home] = entries;
    expect(home!.gzip).toBeGreaterThan(0);
    expect(gunzipSync((await store.read(home!, "gzip"))!)).toEqual(files[0]!.bytes);
    expect(brotliDecompressSync((await store.read(home!, "br"))!)).toEqual(files[0]!.bytes);
    // A one-byte file is not worth compressing: it has no variants.
    expect(entries[2]).toMatchObject({ gzip: 0, brotli: 0 });
    expect(await store.read(entries[2]!, "gzip")).toBeNull();
  });

  it("stores equal files once within a pack", async () => {
    const [a, b] = await put([html("same "), html("same ")]);
    expect(b).toEqual(a);
  });

  it("answers null for a file whose pack is gone", async () => {
    const [entry] = await put([html("gone ")]);
    await rm(join(root, "packs", entry!.pack!));
    expect(await store.read(entry!, "identity")).toBeNull();
  });

  it("still reads the loose objects of the first version of publishing", async () => {
    const bytes = Buffer.from("<p>old</p>");
    const hash = sha256(bytes);
    await mkdir(join(root, "objects", hash.slice(0, 2)), { recursive: true });
    await writeFile(join(root, "objects", hash.slice(0, 2), hash), bytes);
    const entry = { hash, contentType: "text/html", size: bytes.length, gzip: 0, brotli: 0 };
    expect(await store.read(entry, "identity")).toEqual(bytes);
  });

  it("sweeps packs and loose objects no deploy names, once they are old enough", async () => {
    const [kept] = await put([html("kept ")]);
    const [unused] = await put([html("unused ")]);
    const loose = sha256("loose");
    await mkdir(join(root, "objects", loose.slice(0, 2)), { recursive: true });
    await writeFile(join(root, "objects", loose.slice(0, 2), loose), "loose");
    await writeFile(join(root, "objects", loose.slice(0, 2), `${loose}.gz`), "loose");
    const inUse = { packs: new Set([kept!.pack!]), hashes: new Set<string>() };

    expect(await store.sweep(inUse, 60_000)).toBe(0);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(join(root, "packs", unused!.pack!), anHourAgo, anHourAgo);
    expect(await store.sweep(inUse, 60_000)).toBe(1);
    expect(await readdir(join(root, "packs"))).toEqual([kept!.pack]);

    expect(await store.sweep({ ...inUse, hashes: new Set([loose]) }, 0)).toBe(0);
    expect(await store.sweep(inUse, 0)).toBe(2);
    expect(await store.read(kept!, "identity")).toEqual(html("kept ").bytes);
  });
});

describe("the local site file store's readiness", () => {
  it("resolves when its pack folder takes a file, and leaves nothing behind", async () => {
    await store.ready();
    expect(await readdir(join(root, "packs"))).toEqual([]);
  });

  it("throws when its pack folder cannot be written", async () => {
    await writeFile(join(root, "packs"), "");
    await expect(store.ready()).rejects.toThrow();
  });
});
