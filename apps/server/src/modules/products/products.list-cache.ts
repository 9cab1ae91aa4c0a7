import type { ProductListResult } from "@shopwright/sdk";
import { LRUCache } from "lru-cache";
import type { ProductListFilter } from "./products.repository.js";

/** Memory the cached pages may take, estimated as twice the length of their JSON. */
export const LIST_CACHE_BYTES = 32 * 1024 * 1024;

interface Entry {
  /** The store's catalogue version the page was read at. */
  version: number;
  result: ProductListResult;
  bytes: number;
}

/** A page is answered to many requests: nothing may change it after it is kept. */
function freeze(result: ProductListResult): ProductListResult {
  for (const product of result.products) {
    for (const image of product.images) Object.freeze(image);
    Object.freeze(product.images);
    Object.freeze(product);
  }
  Object.freeze(result.products);
  return Object.freeze(result);
}

/** One page of one store's list: everything its answer depends on besides the products. */
export function listPageKey(storeId: string, filter: ProductListFilter): string {
  // The search's lower case is what the SQL matches on, so "Walnut" and "walnut" share a page.
  const search = filter.search?.toLowerCase() ?? "";
  // The search comes last: whatever characters it holds, the parts before it stay apart.
  const { status = "", sortBy, sortDir, limit, offset } = filter;
  return [storeId, status, sortBy, sortDir, limit, offset, search].join("\u0000");
}

/**
 * Pages of product lists, each kept with the catalogue version of its store it was read at
 * and answered again only to a request that found the store at that same version. A version
 * only grows and moves with every write to the store's products, in the writing transaction,
 * so a page read after finding version v shows the products as of v or later: a request that
 * finds v gets either that page or a fresh one, never one older than what it found. Pages of
 * older versions are never answered again, only evicted, least recently used first.
 */
export function createProductListCache(maxBytes = LIST_CACHE_BYTES) {
  const pages = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.bytes,
  });
  // Requests for a page that is being read wait for that read rather than repeating it.
  const reading = new Map<string, Promise<ProductListResult>>();

  async function read(
    key: string,
    version: number,
    load: () => Promise<ProductListResult>,
  ): Promise<ProductListResult> {
    const result = freeze(await load());
    // A slower read of an older version must not replace a newer page.
    if ((pages.peek(key)?.version ?? -1) < version) {
      // Over the size limit, LRUCache refuses to keep a page; it is answered all the same.
      pages.set(key, { version, result, bytes: 2 * JSON.stringify(result).length });
    }
    return result;
  }

  return {
    /** The page of `key` as of `version` or later: kept, being read, or read by `load`. */
    get(
      key: string,
      version: number,
      load: () => Promise<ProductListResult>,
    ): Promise<ProductListResult> {
      const kept = pages.get(key);
      if (kept?.version === version) return Promise.resolve(kept.result);
      const readingKey = `${key}\u0000${version}`;
      let pending = reading.get(readingKey);
      if (!pending) {
        pending = read(key, version, load).finally(() => reading.delete(readingKey));
        reading.set(readingKey, pending);
      }
      return pending;
    },
  };
}

export type ProductListCache = ReturnType<typeof createProductListCache>;
