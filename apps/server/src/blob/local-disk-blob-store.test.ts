import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlobStore } from "./blob-store.js";
import { isBlobKey } from "./blob-store.js";
import { createLocalDiskBlobStore } from "./local-disk-blob-store.js";

let dir: string;
let store: BlobStore;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sw-blobs-"));
  store = createLocalDiskBlobStore(join(dir, "uploads"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Every file under the store's root, as relative paths. */
const filesOnDisk = async () =>
  (await readdir(join(dir, "uploads"), { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(join(dir, "uploads").length + 1));

describe("isBlobKey", () => {
  it.each(["ab/abcdef/original.png", "health/1.txt", "a", "a-b_c.d/e"])("accepts %s", (key) => {
    expect(isBlobKey(key)).toBe(true);
  });

  it.each([
    "",
    "../etc/passwd",
    "a/../b",
    "a/..b",
    "/abs/path.png",
    "a//b",
    "a/",
    ".hidden",
    "a/.tmp-1",
    "Upper.png",
    "a b.png",
    "a\\b.png",
    "a/%2e%2e/b",
    "x".repeat(513),
  ])("refuses %j", (key) => {
    expect(isBlobKey(key)).toBe(false);
  });
});

describe("local disk blob store", () => {
  it("writes, reads, describes and deletes a blob", async () => {
    const bytes = Buffer.from("not really a png");
    await store.put("ab/one/original.png", bytes, "image/png");

    const head = await store.head("ab/one/original.png");
    expect(head).toMatchObject({ contentType: "image/png", size: bytes.length });
    expect(head?.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const blob = await store.get("ab/one/original.png");
    expect(blob).toMatchObject({ contentType: "image/png", size: bytes.length });
    expect(await buffer(blob!.stream)).toEqual(bytes);

    await store.delete("ab/one/original.png");
    expect(await store.get("ab/one/original.png")).toBeNull();
    expect(await store.head("ab/one/original.png")).toBeNull();
  });

  it("leaves no temp files behind and prunes emptied directories", async () => {
    await store.put("cd/two/original.gif", Buffer.from("gif"), "image/gif");
    await store.put("cd/two/web.webp", Buffer.from("webp"), "image/webp");
    expect((await filesOnDisk()).sort()).toEqual(["cd/two/original.gif", "cd/two/web.webp"]);

    await store.delete("cd/two/original.gif");
    await store.delete("cd/two/web.webp");
    expect(await readdir(join(dir, "uploads"))).toEqual([]);
  });

  it("replaces a blob whole when a key is written again", async () => {
    await store.put("ef/three/original.jpg", Buffer.from("first"), "image/jpeg");
    await store.put("ef/three/original.jpg", Buffer.from("second version"), "image/jpeg");
    const blob = await store.get("ef/three/original.jpg");
    expect((await buffer(blob!.stream)).toString()).toBe("second version");
    expect(await filesOnDisk()).toEqual(["ef/three/original.jpg"]);
    await store.delete("ef/three/original.jpg");
  });

  it("answers null for missing keys, malformed keys and directories", async () => {
    await store.put("gh/four/original.png", Buffer.from("x"), "image/png");
    for (const key of [
      "gh/none.png",
      "../outside.png",
      "gh",
      "gh/four",
      "gh/four/original.png/x",
    ]) {
      expect(await store.get(key), key).toBeNull();
      expect(await store.head(key), key).toBeNull();
    }
    await store.delete("gh/four/original.png");
  });

  it("refuses to write outside its keys or with a content type its key cannot carry", async () => {
    await writeFile(join(dir, "secret.txt"), "secret");
    await expect(store.put("../secret.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(
      /Invalid blob key/,
    );
    await expect(store.put("a/b.png", Buffer.from("x"), "image/jpeg")).rejects.toThrow(
      /matching extension/,
    );
    await expect(store.put("a/b.svg", Buffer.from("<svg/>"), "image/svg+xml")).rejects.toThrow();
    await expect(store.delete("../secret.txt")).rejects.toThrow(/Invalid blob key/);
    expect(await filesOnDisk()).toEqual([]);
  });

  it("does not touch the disk until it is used", async () => {
    const lazy = createLocalDiskBlobStore(join(dir, "never", "used"));
    expect(await lazy.get("a/b.png")).toBeNull();
    expect(await readdir(dir)).not.toContain("never");
  });
});

describe("the local disk blob store's readiness", () => {
  it("resolves when its folder takes a file, and leaves nothing behind", async () => {
    const root = join(dir, "ready", "uploads");
    const ready = createLocalDiskBlobStore(root);
    await ready.ready();
    expect(await readdir(root)).toEqual([]);
  });

  it("throws when its folder cannot be written", async () => {
    await writeFile(join(dir, "not-a-folder"), "");
    await expect(createLocalDiskBlobStore(join(dir, "not-a-folder")).ready()).rejects.toThrow();
  });
});
