import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sha256 } from "./content-hash.js";
import type { FileToStore, SiteFileStore } from "./file-store.js";

/** What a contract run needs of an implementation: a fresh, empty store and hooks around it. */
export interface SiteFileStoreUnderTest {
  store: SiteFileStore;
  /** The names of the packs stored, sorted, read around the store. */
  packs(): Promise<string[]>;
  /** Removes a pack behind the store's back (a lost file). */
  removePack(name: string): Promise<void>;
  /** Writes a loose object of the first version of publishing: `hash`, `hash.gz` or `hash.br`. */
  writeLoose(name: string, bytes: Buffer): Promise<void>;
  /** Whether that loose object is stored. */
  hasLoose(name: string): Promise<boolean>;
  close(): Promise<void>;
}

const html = (text: string): FileToStore => ({
  bytes: Buffer.from(`<!doctype html><p>${text.repeat(100)}</p>`),
  contentType: "text/html; charset=utf-8",
});

/**
 * The behaviour every SiteFileStore has, whatever holds the packs: run by each
 * implementation's own test file, so the disk and a bucket serve and sweep alike.
 */
export function describeSiteFileStoreContract(
  name: string,
  open: (options: { cacheBytes: number }) => Promise<SiteFileStoreUnderTest>,
): void {
  describe(`${name}: the site file store contract`, () => {
    let subject: SiteFileStoreUnderTest;
    let store: SiteFileStore;
    const put = (files: FileToStore[]) => store.putPack(files.map((file) => store.encode(file)));
    beforeEach(async () => {
      subject = await open({ cacheBytes: 0 });
      store = subject.store;
    });
    afterEach(() => subject?.close());

    it("is ready", async () => {
      await expect(store.ready()).resolves.toBeUndefined();
    });

    it("writes one pack per call and reads every encoding back", async () => {
      const files = [
        html("home "),
        html("about "),
        { bytes: Buffer.from("x"), contentType: "text/plain" },
        { bytes: Buffer.alloc(0), contentType: "text/plain" },
      ];
      const entries = await put(files);
      expect(await subject.packs()).toEqual([entries[0]!.pack]);
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
      expect(await store.read(entries[2]!, "br")).toBeNull();
    });

    it("stores equal files once within a pack", async () => {
      const [a, b] = await put([html("same "), html("same ")]);
      expect(b).toEqual(a);
    });

    it("answers null for a file whose pack is gone", async () => {
      const [entry] = await put([html("gone ")]);
      await subject.removePack(entry!.pack!);
      expect(await store.read(entry!, "identity")).toBeNull();
      expect(await store.read({ ...entry!, pack: "0".repeat(32) + ".pack" }, "br")).toBeNull();
    });

    it("still reads the loose objects of the first version of publishing", async () => {
      const bytes = Buffer.from("<p>old</p>");
      const hash = sha256(bytes);
      await subject.writeLoose(hash, bytes);
      const entry = { hash, contentType: "text/html", size: bytes.length, gzip: 0, brotli: 0 };
      expect(await store.read(entry, "identity")).toEqual(bytes);
      expect(await store.read({ ...entry, hash: sha256("missing") }, "identity")).toBeNull();
    });

    it("sweeps packs and loose objects no deploy names, once they are old enough", async () => {
      const [kept] = await put([html("kept ")]);
      await put([html("unused ")]);
      const loose = sha256("loose");
      await subject.writeLoose(loose, Buffer.from("loose"));
      await subject.writeLoose(`${loose}.gz`, Buffer.from("loose"));
      const inUse = { packs: new Set([kept!.pack!]), hashes: new Set<string>() };

      // Younger than the grace: a publish may still be writing its deploy.
      expect(await store.sweep(inUse, 60_000)).toBe(0);
      await sleep(5);
      expect(await store.sweep({ ...inUse, hashes: new Set([loose]) }, 0)).toBe(1);
      expect(await subject.packs()).toEqual([kept!.pack]);
      expect(await subject.hasLoose(loose)).toBe(true);

      expect(await store.sweep(inUse, 0)).toBe(2);
      expect(await subject.hasLoose(loose)).toBe(false);
      expect(await subject.hasLoose(`${loose}.gz`)).toBe(false);
      expect(await store.read(kept!, "identity")).toEqual(html("kept ").bytes);
    });

    it("removes named packs and loose objects at once, whatever their age", async () => {
      const [doomed] = await put([html("doomed ")]);
      const [kept] = await put([html("kept ")]);
      const loose = sha256("loose");
      await subject.writeLoose(loose, Buffer.from("loose"));
      await subject.writeLoose(`${loose}.br`, Buffer.from("loose"));

      await store.remove({
        packs: new Set([doomed!.pack!, `${"f".repeat(32)}.pack`, "../escape"]),
        hashes: new Set([loose, "not-a-hash"]),
      });
      expect(await subject.packs()).toEqual([kept!.pack]);
      expect(await subject.hasLoose(loose)).toBe(false);
      expect(await subject.hasLoose(`${loose}.br`)).toBe(false);
      expect(await store.read(doomed!, "identity")).toBeNull();
    });
  });

  describe(`${name}: reading through memory`, () => {
    it("serves a file's bytes from memory once read, and shares one read among callers", async () => {
      const subject = await open({ cacheBytes: 1024 * 1024 });
      try {
        const { store } = subject;
        const [entry] = await store.putPack([store.encode(html("cached "))]);
        const reads = await Promise.all([1, 2, 3].map(() => store.read(entry!, "br")));
        expect(reads[1]).toBe(reads[0]);
        expect(reads[2]).toBe(reads[0]);
        await subject.removePack(entry!.pack!);
        // Packs never change: the remembered bytes are still the file's.
        expect(await store.read(entry!, "br")).toBe(reads[0]);
        expect(await store.read(entry!, "identity")).toBeNull();
      } finally {
        await subject.close();
      }
    });
  });
}
