import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeSiteFileStoreContract } from "./file-store.contract.js";
import { createLocalSiteFileStore } from "./file-store.js";

const loosePath = (root: string, name: string) => join(root, "objects", name.slice(0, 2), name);

describeSiteFileStoreContract("local disk", async ({ cacheBytes }) => {
  const root = await mkdtemp(join(tmpdir(), "sw-site-files-"));
  return {
    store: createLocalSiteFileStore(root, { cacheBytes }),
    packs: async () => (await readdir(join(root, "packs")).catch(() => [])).sort(),
    removePack: (name) => rm(join(root, "packs", name)),
    async writeLoose(name, bytes) {
      await mkdir(join(root, "objects", name.slice(0, 2)), { recursive: true });
      await writeFile(loosePath(root, name), bytes);
    },
    hasLoose: (name) =>
      stat(loosePath(root, name)).then(
        () => true,
        () => false,
      ),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describe("the local site file store", () => {
  it("writes its packs whole under packs/, leaving no temp file", async () => {
    const root = await mkdtemp(join(tmpdir(), "sw-site-files-"));
    try {
      const store = createLocalSiteFileStore(root, { cacheBytes: 0 });
      const [entry] = await store.putPack([
        store.encode({ bytes: Buffer.from("<p>hi</p>"), contentType: "text/html" }),
      ]);
      expect(await readdir(join(root, "packs"))).toEqual([entry!.pack]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("is not ready where its folder cannot be made", async () => {
    const root = await mkdtemp(join(tmpdir(), "sw-site-files-"));
    try {
      await writeFile(join(root, "a-file"), "x");
      await expect(
        createLocalSiteFileStore(join(root, "a-file", "sites")).ready(),
      ).rejects.toThrow();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("the local site file store's readiness", () => {
  it("resolves when its pack folder takes a file, and leaves nothing behind", async () => {
    const root = await mkdtemp(join(tmpdir(), "sw-site-files-"));
    try {
      await createLocalSiteFileStore(root, { cacheBytes: 0 }).ready();
      expect(await readdir(join(root, "packs"))).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("throws when its pack folder cannot be written", async () => {
    const root = await mkdtemp(join(tmpdir(), "sw-site-files-"));
    try {
      await writeFile(join(root, "packs"), "");
      await expect(createLocalSiteFileStore(root, { cacheBytes: 0 }).ready()).rejects.toThrow();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
