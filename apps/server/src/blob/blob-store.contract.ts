import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlobStore } from "./blob-store.js";

/** What a contract run needs of an implementation: a fresh, empty store, and its end. */
export interface BlobStoreUnderTest {
  store: BlobStore;
  /** The keys of every blob stored, sorted: what the backend holds, read around the store. */
  storedKeys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The behaviour every BlobStore has, whatever holds the bytes: run by each implementation's
 * own test file, so a store on disk and one in a bucket answer alike.
 */
export function describeBlobStoreContract(
  name: string,
  open: () => Promise<BlobStoreUnderTest>,
): void {
  describe(`${name}: the blob store contract`, () => {
    let subject: BlobStoreUnderTest;
    let store: BlobStore;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(() => subject?.close());

    it("is ready", async () => {
      await expect(store.ready()).resolves.toBeUndefined();
    });

    it("writes, reads, describes and deletes a blob", async () => {
      const bytes = Buffer.from("not really a png");
      await store.put("ab/one/original.png", bytes, "image/png");

      const head = await store.head("ab/one/original.png");
      expect(head).toMatchObject({ contentType: "image/png", size: bytes.length });
      expect(head?.etag).toMatch(/^"[^"]+"$/);
      const blob = await store.get("ab/one/original.png");
      expect(blob).toMatchObject({
        contentType: "image/png",
        size: bytes.length,
        etag: head!.etag,
      });
      expect(await buffer(blob!.stream)).toEqual(bytes);

      await store.delete("ab/one/original.png");
      expect(await store.get("ab/one/original.png")).toBeNull();
      expect(await store.head("ab/one/original.png")).toBeNull();
      expect(await subject.storedKeys()).toEqual([]);
    });

    it("replaces a blob whole when a key is written again", async () => {
      await store.put("ef/three/original.jpg", Buffer.from("first"), "image/jpeg");
      await store.put("ef/three/original.jpg", Buffer.from("second version"), "image/jpeg");
      const blob = await store.get("ef/three/original.jpg");
      expect((await buffer(blob!.stream)).toString()).toBe("second version");
      expect(await subject.storedKeys()).toEqual(["ef/three/original.jpg"]);
      await store.delete("ef/three/original.jpg");
    });

    it("answers null for missing keys, malformed keys and folders", async () => {
      await store.put("gh/four/original.png", Buffer.from("x"), "image/png");
      for (const key of [
        "gh/none.png",
        "../outside.png",
        "gh",
        "gh/four",
        "gh/four/original.png/x",
        "GH/four/original.png",
      ]) {
        expect(await store.get(key), key).toBeNull();
        expect(await store.head(key), key).toBeNull();
      }
      await store.delete("gh/four/original.png");
    });

    it("deletes a missing blob without a word", async () => {
      await expect(store.delete("ij/never/original.png")).resolves.toBeUndefined();
    });

    it("refuses to write outside its keys or with a content type its key cannot carry", async () => {
      await expect(store.put("../secret.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(
        /Invalid blob key/,
      );
      await expect(store.put("a/b.png", Buffer.from("x"), "image/jpeg")).rejects.toThrow(
        /matching extension/,
      );
      await expect(store.put("a/b.svg", Buffer.from("<svg/>"), "image/svg+xml")).rejects.toThrow();
      await expect(store.delete("../secret.txt")).rejects.toThrow(/Invalid blob key/);
      expect(await subject.storedKeys()).toEqual([]);
    });

    it("answers each blob's type from its key, as it was written", async () => {
      await store.put("kl/five/web.webp", Buffer.from("webp"), "image/webp");
      await store.put("kl/five/health.txt", Buffer.from("ok"), "text/plain; charset=utf-8");
      expect((await store.head("kl/five/web.webp"))?.contentType).toBe("image/webp");
      const text = await store.get("kl/five/health.txt");
      expect(text?.contentType).toBe("text/plain; charset=utf-8");
      text?.stream.destroy();
      await store.delete("kl/five/web.webp");
      await store.delete("kl/five/health.txt");
    });

    it("stores and answers every image type an upload is kept in, AVIF included", async () => {
      const types = {
        "original.jpg": "image/jpeg",
        "original.png": "image/png",
        "original.gif": "image/gif",
        "w640.webp": "image/webp",
        "w640.avif": "image/avif",
      };
      for (const [name, type] of Object.entries(types)) {
        await store.put(`mn/six/${name}`, Buffer.from(name), type);
        const blob = await store.get(`mn/six/${name}`);
        expect(blob?.contentType).toBe(type);
        expect((await buffer(blob!.stream)).toString()).toBe(name);
        expect((await store.head(`mn/six/${name}`))?.contentType).toBe(type);
      }
      for (const name of Object.keys(types)) await store.delete(`mn/six/${name}`);
      expect(await subject.storedKeys()).toEqual([]);
    });
  });
}
