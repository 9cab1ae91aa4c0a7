import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlobStore } from "./blob-store.js";
import { isBlobKey } from "./blob-store.js";
import { describeBlobStoreContract } from "./blob-store.contract.js";
import { createLocalDiskBlobStore } from "./local-disk-blob-store.js";

/** Every file under a folder, as sorted relative paths. */
const filesUnder = async (root: string) =>
  (await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();

describeBlobStoreContract("local disk", async () => {
  const dir = await mkdtemp(join(tmpdir(), "sw-blobs-"));
  return {
    store: createLocalDiskBlobStore(join(dir, "uploads")),
    storedKeys: () => filesUnder(join(dir, "uploads")),
    close: () => rm(dir, { recursive: true, force: true }),
  };
});

let dir: string;
let store: BlobStore;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sw-blobs-"));
  store = createLocalDiskBlobStore(join(dir, "uploads"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

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
  it("describes a blob by its size and write time", async () => {
    await store.put("ab/one/original.png", Buffer.from("png"), "image/png");
    expect((await store.head("ab/one/original.png"))?.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    await store.delete("ab/one/original.png");
  });

  it("leaves no temp files behind and prunes emptied directories", async () => {
    await store.put("cd/two/original.gif", Buffer.from("gif"), "image/gif");
    await store.put("cd/two/web.webp", Buffer.from("webp"), "image/webp");
    expect(await filesUnder(join(dir, "uploads"))).toEqual([
      "cd/two/original.gif",
      "cd/two/web.webp",
    ]);

    await store.delete("cd/two/original.gif");
    await store.delete("cd/two/web.webp");
    expect(await readdir(join(dir, "uploads"))).toEqual([]);
  });

  it("never writes beside its folder", async () => {
    await writeFile(join(dir, "secret.txt"), "secret");
    await expect(store.put("../secret.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(
      /Invalid blob key/,
    );
    expect(await readdir(dir)).toEqual(expect.arrayContaining(["secret.txt"]));
  });

  it("does not touch the disk until it is used, and makes its folder when asked if ready", async () => {
    const lazy = createLocalDiskBlobStore(join(dir, "never", "used"));
    expect(await lazy.get("a/b.png")).toBeNull();
    expect(await readdir(dir)).not.toContain("never");
    await lazy.ready();
    expect(await readdir(join(dir, "never"))).toEqual(["used"]);
  });

  it("is not ready where its folder cannot be made", async () => {
    await writeFile(join(dir, "a-file"), "x");
    await expect(
      createLocalDiskBlobStore(join(dir, "a-file", "uploads")).ready(),
    ).rejects.toThrow();
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
