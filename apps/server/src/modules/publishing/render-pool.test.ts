import { STARTER_THEMES, starterLayoutFor, type CatalogueProduct } from "@shopwright/site";
import { SITE_SCRIPT } from "@shopwright/site/server";
import { afterAll, describe, expect, it } from "vitest";
import { loadBundledFonts } from "../../site-assets/bundled-fonts.js";
import { readSiteCss } from "../../site-assets/site-css.js";
import { createFairQueue } from "./fair-queue.js";
import { DeployTooLargeError, createRenderPool } from "./render-pool.js";
import { buildSiteFiles, siteTextOf, type SiteBuildInput } from "./site-build.js";

const starter = STARTER_THEMES.find((theme) => theme.id === "roastery")!;
const fonts = loadBundledFonts();
const siteCss = readSiteCss();

const catalogue: CatalogueProduct[] = Array.from({ length: 60 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  name: `Blend ${String(i).padStart(2, "0")}`,
  description: `Blend number ${i}.`,
  priceMinor: (10 + i) * 100,
  images: [`/uploads/blend-${i}.webp`],
  isInStock: i % 7 !== 0,
}));

const input: SiteBuildInput = {
  siteName: "Ember & Bean",
  description: "Small-batch coffee.",
  currency: "USD",
  locale: "en-US",
  layout: starterLayoutFor(starter, "Ember & Bean"),
  theme: starter.theme,
  products: catalogue,
  siteUrl: "http://ember-bean.localhost:3000",
  formAction: "/api/sites/ember-bean/forms",
  pathFormPrefix: "/sites/ember-bean",
  siteCss,
  fonts,
  script: SITE_SCRIPT,
};

const pool = createRenderPool({ threads: 1 });
afterAll(() => pool.close());

/** A promise and the functions that settle it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("createFairQueue", () => {
  it("lets stores take turns: a store with many tasks delays another's by one task", async () => {
    const queue = createFairQueue(1);
    const order: string[] = [];
    const gate = deferred();
    const task = (name: string, wait?: Promise<void>) => async () => {
      order.push(name);
      await wait;
    };
    const all = [
      queue.run("huge", task("huge-1", gate.promise)),
      ...Array.from({ length: 5 }, (_, i) => queue.run("huge", task(`huge-${i + 2}`))),
    ];
    // Queued while the huge store's first task runs and five more of its tasks wait.
    all.push(queue.run("small", task("small-1")), queue.run("small", task("small-2")));
    all.push(queue.run("other", task("other-1")));
    expect(queue.size).toBe(8);
    gate.resolve();
    await Promise.all(all);
    expect(order).toEqual([
      "huge-1",
      "huge-2",
      "small-1",
      "other-1",
      "huge-3",
      "small-2",
      "huge-4",
      "huge-5",
      "huge-6",
    ]);
  });

  it("runs up to its concurrency at once and answers each task's own result or error", async () => {
    const queue = createFairQueue(2);
    let running = 0;
    let most = 0;
    const work = (value: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (value < 0) throw new Error("negative");
      return value * 2;
    };
    const results = await Promise.allSettled([
      queue.run("a", work(1)),
      queue.run("a", work(-1)),
      queue.run("b", work(3)),
      queue.run("c", work(4)),
    ]);
    expect(most).toBe(2);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "error"))).toEqual([
      2,
      "error",
      6,
      8,
    ]);
  });
});

describe("createRenderPool", () => {
  it("builds in worker threads exactly the files buildSiteFiles builds in process", async () => {
    const told: string[] = [];
    const pooled = await pool.build("store-a", input, null, {
      maxBytes: 100 * 1024 * 1024,
      onFile: (path) => told.push(path),
    });
    const inProcess = buildSiteFiles(input);
    expect(pooled.contentHash).toBe(inProcess.contentHash);
    expect([...pooled.files.keys()]).toEqual([...inProcess.files.keys()]);
    for (const [path, file] of inProcess.files) {
      expect(pooled.files.get(path)?.bytes.equals(file.bytes), path).toBe(true);
    }
    expect(pooled.pageKeys).toEqual(inProcess.pageKeys);
    expect(pooled.pageCount).toBe(inProcess.pageCount);
    // Every file but the fonts is told about as it arrives, to start compressing it.
    expect(told.sort()).toEqual(
      [...inProcess.files.keys()].filter((path) => !path.startsWith("/_sw/")).sort(),
    );
    expect(await pool.siteText("store-a", input)).toBe(siteTextOf(input));
  });

  it("encodes only the files the previous deploy does not hold byte for byte", async () => {
    const first = buildSiteFiles(input);
    const previous = {
      pageKeys: first.pageKeys,
      manifest: Object.fromEntries(
        [...first.files].map(([path, file]) => [
          path,
          {
            hash: file.hash,
            contentType: file.contentType,
            size: file.bytes.length,
            gzip: 0,
            brotli: 0,
          },
        ]),
      ),
    };
    // One product's price changes: its page, the catalogue page and the home page's grid.
    const edited = {
      ...input,
      products: catalogue.map((p, i) =>
        i === 3 ? { ...p, priceMinor: (p.priceMinor ?? 0) + 1 } : p,
      ),
    };
    const told: string[] = [];
    const built = await pool.build("store-c", edited, previous, {
      maxBytes: 100 * 1024 * 1024,
      onFile: (path) => told.push(path),
    });
    const changed = [...built.files].filter(
      ([path, file]) => previous.manifest[path]?.hash !== file.hash,
    );
    expect(changed.length).toBeGreaterThan(0);
    expect(told.sort()).toEqual(changed.map(([path]) => path).sort());
    // Unchanged extras are still part of the build, unencoded: robots.txt, the not-found page.
    expect(built.files.has("/robots.txt")).toBe(true);
    expect(told).not.toContain("/robots.txt");
    expect(built.contentHash).toBe(buildSiteFiles(edited, previous).contentHash);
  });

  it("stops rendering once the files come to more than the limit", async () => {
    const full = buildSiteFiles(input);
    let told = 0;
    const build = pool.build("store-b", input, null, {
      maxBytes: 200 * 1024,
      onFile: () => (told += 1),
    });
    await expect(build).rejects.toBeInstanceOf(DeployTooLargeError);
    await expect(build).rejects.toMatchObject({ maxBytes: 200 * 1024 });
    // Pages are rendered eight at a time: the build stopped long before the site's 70 pages.
    expect(told).toBeGreaterThan(0);
    expect(told).toBeLessThan(full.files.size / 2);
  });

  it("answers a small store's build while a large store's build is still rendering", async () => {
    const large = { ...input, products: [...catalogue, ...catalogue.map(renamed)] };
    const small = { ...input, products: catalogue.slice(0, 2) };
    const finished: string[] = [];
    const options = { maxBytes: 100 * 1024 * 1024 };
    const largeBuild = pool.build("large", large, null, options).then(() => finished.push("large"));
    // Started once the large store's pages are queued: on one thread, it gets every other turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const smallBuild = pool.build("small", small, null, options).then(() => finished.push("small"));
    await Promise.all([largeBuild, smallBuild]);
    expect(finished).toEqual(["small", "large"]);
  });
});

function renamed(product: CatalogueProduct, i: number): CatalogueProduct {
  return {
    ...product,
    id: `00000000-0000-4000-9000-${String(i).padStart(12, "0")}`,
    name: `Roast ${i}`,
  };
}
