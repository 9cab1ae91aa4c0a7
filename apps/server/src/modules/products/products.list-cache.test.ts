import type { ProductListResult } from "@shopwright/sdk";
import { describe, expect, it } from "vitest";
import { createProductListCache, listPageKey } from "./products.list-cache.js";

const page = (total: number): ProductListResult => ({
  products: [],
  total,
  page: 1,
  limit: 12,
  totalPages: 1,
});
const filter = { sortBy: "price", sortDir: "desc", limit: 12, offset: 0 } as const;

describe("the product list cache", () => {
  it("answers a kept page only to a request that found the same version", async () => {
    const cache = createProductListCache();
    let reads = 0;
    const load = (total: number) => async () => {
      reads += 1;
      return page(total);
    };
    expect((await cache.get("k", 1, load(10))).total).toBe(10);
    expect((await cache.get("k", 1, load(99))).total).toBe(10);
    expect((await cache.get("k", 2, load(11))).total).toBe(11);
    expect(reads).toBe(2);
  });

  it("never answers a page of an older version again, even if its read ends last", async () => {
    const cache = createProductListCache();
    let finishOld: (result: ProductListResult) => void = () => undefined;
    const old = cache.get("k", 1, () => new Promise((resolve) => (finishOld = resolve)));
    expect((await cache.get("k", 2, async () => page(2))).total).toBe(2);
    finishOld(page(1));
    expect((await old).total).toBe(1);
    expect((await cache.get("k", 2, async () => page(-1))).total).toBe(2);
  });

  it("reads a page once for requests that ask for it at the same time", async () => {
    const cache = createProductListCache();
    let reads = 0;
    const load = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return page(3);
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.get("k", 1, load)));
    expect(answers.map((a) => a.total)).toEqual([3, 3, 3]);
    expect(reads).toBe(1);
  });

  it("forgets a failed read, so the next request reads again", async () => {
    const cache = createProductListCache();
    await expect(cache.get("k", 1, () => Promise.reject(new Error("down")))).rejects.toThrow();
    expect((await cache.get("k", 1, async () => page(4))).total).toBe(4);
  });

  it("keeps within its memory, dropping the least recently used pages", async () => {
    // Room for two pages: a page counts as twice the length of its JSON.
    const cache = createProductListCache(2 * 2 * JSON.stringify(page(1)).length);
    let reads = 0;
    const load = async () => {
      reads += 1;
      return page(1);
    };
    await cache.get("a", 1, load);
    await cache.get("b", 1, load);
    await cache.get("a", 1, load);
    await cache.get("c", 1, load);
    expect(reads).toBe(3);
    await cache.get("a", 1, load);
    expect(reads).toBe(3);
    await cache.get("b", 1, load);
    expect(reads).toBe(4);
  });

  it("keeps answered pages from being changed", async () => {
    const cache = createProductListCache();
    const answer = await cache.get("k", 1, async () => page(5));
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.products)).toBe(true);
  });

  it("keys a page by everything the answer depends on, and the search in lower case", () => {
    const base = listPageKey("s", filter);
    expect(listPageKey("s", { ...filter, search: "Walnut" })).toBe(
      listPageKey("s", { ...filter, search: "walnut" }),
    );
    for (const other of [
      listPageKey("t", filter),
      listPageKey("s", { ...filter, status: "draft" }),
      listPageKey("s", { ...filter, sortBy: "name" }),
      listPageKey("s", { ...filter, sortDir: "asc" }),
      listPageKey("s", { ...filter, limit: 24 }),
      listPageKey("s", { ...filter, offset: 12 }),
      listPageKey("s", { ...filter, search: "walnut" }),
    ]) {
      expect(other).not.toBe(base);
    }
  });
});
