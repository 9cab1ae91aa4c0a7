import {
  STARTER_THEMES,
  starterLayoutFor,
  type CatalogueProduct,
  type LayoutPage,
} from "@shopwright/site";
import { SITE_SCRIPT } from "@shopwright/site/server";
import { describe, expect, it } from "vitest";
import { sha256 } from "../../deploys/content-hash.js";
import type { DeployFile, DeployManifest } from "../../deploys/manifest.js";
import { readSiteCss } from "../../site-assets/site-css.js";
import { loadBundledFonts } from "../../site-assets/bundled-fonts.js";
import { buildSiteFiles, type BuiltSite, type SiteBuildInput } from "./site-build.js";

const starter = STARTER_THEMES.find((theme) => theme.id === "roastery")!;
const fonts = loadBundledFonts();
const siteCss = readSiteCss();

/** An upload's address as the server makes it: /uploads/{shard}/{public id}/original.jpg. */
const uploadOf = (i: number) => {
  const publicId = `${i.toString(16).padStart(2, "0")}c0ffee`.padEnd(32, "0");
  return `/uploads/${publicId.slice(0, 2)}/${publicId}/original.jpg`;
};

/** 60 products: two catalogue pages of 48. */
const catalogue: CatalogueProduct[] = Array.from({ length: 60 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  name: `Blend ${String(i).padStart(2, "0")}`,
  description: `Blend number ${i}.`,
  priceMinor: (10 + i) * 100,
  images: [uploadOf(i)],
  isInStock: i % 7 !== 0,
}));

function inputOf(
  products: CatalogueProduct[],
  changes: Partial<SiteBuildInput> = {},
): SiteBuildInput {
  return {
    siteName: "Ember & Bean",
    description: "Small-batch coffee.",
    currency: "USD",
    locale: "en-US",
    layout: starterLayoutFor(starter, "Ember & Bean"),
    theme: starter.theme,
    products,
    siteUrl: "http://ember-bean.localhost:3000",
    formAction: "/api/sites/ember-bean/forms",
    pathFormPrefix: "/sites/ember-bean",
    siteCss,
    fonts,
    script: SITE_SCRIPT,
    ...changes,
  };
}

/** A build as a deploy records it: path → entry, rendered and reused pages alike. */
function manifestOf(built: BuiltSite): DeployManifest {
  const manifest: DeployManifest = Object.fromEntries(built.reused);
  for (const [path, file] of built.files) {
    const entry: DeployFile = {
      hash: sha256(file.bytes),
      contentType: file.contentType,
      size: file.bytes.length,
      gzip: 0,
      brotli: 0,
    };
    manifest[path] = entry;
  }
  return manifest;
}

const hashesOf = (manifest: DeployManifest) =>
  Object.fromEntries(Object.entries(manifest).map(([path, entry]) => [path, entry.hash]));

/** Builds `input` after `before`, and checks the result equals a build from scratch. */
function rebuild(before: BuiltSite, input: SiteBuildInput) {
  const incremental = buildSiteFiles(input, {
    manifest: manifestOf(before),
    pageKeys: before.pageKeys,
  });
  const scratch = buildSiteFiles(input);
  expect(hashesOf(manifestOf(incremental))).toEqual(hashesOf(manifestOf(scratch)));
  expect(incremental.contentHash).toBe(scratch.contentHash);
  expect(incremental.pageKeys).toEqual(scratch.pageKeys);
  return { incremental, rendered: [...incremental.files.keys()].filter((p) => p.startsWith("/")) };
}

const productPaths = (built: BuiltSite) =>
  Object.keys(built.pageKeys).filter((path) => path.startsWith("/products/"));

describe("buildSiteFiles with the previous build", () => {
  const first = buildSiteFiles(inputOf(catalogue));
  const layoutPaths = starterLayoutFor(starter, "Ember & Bean").pages.map((page) => page.path);
  const pagesWithProducts = starterLayoutFor(starter, "Ember & Bean")
    .pages.filter((page) => page.sections.some((section) => section.type === "collection"))
    .map((page) => page.path);

  it("renders every page the first time and keys each one", () => {
    expect(pagesWithProducts.length).toBeGreaterThan(0);
    expect(first.reused.size).toBe(0);
    expect(productPaths(first)).toHaveLength(60);
    expect(Object.keys(first.pageKeys)).toEqual(
      expect.arrayContaining([...layoutPaths, "/collection", "/collection/2"]),
    );
  });

  it("re-renders nothing but the always-made files when nothing changed", () => {
    const { incremental, rendered } = rebuild(first, inputOf(catalogue));
    expect(rendered.sort()).toEqual(["/favicon.svg", "/robots.txt", "/sitemap.xml", "/thank-you"]);
    expect(incremental.reused.size).toBe(Object.keys(first.pageKeys).length);
  });

  it("re-renders one product's page, its catalogue page and the pages that show products", () => {
    const changed = catalogue.map((p, i) => (i === 50 ? { ...p, priceMinor: 9950 } : p));
    const { rendered } = rebuild(first, inputOf(changed));
    const productPage = productPaths(first).find((path) => path.includes("blend-50"))!;
    expect(rendered).toContain(productPage);
    expect(rendered).toContain("/collection/2");
    expect(rendered).not.toContain("/collection");
    for (const path of pagesWithProducts) expect(rendered).toContain(path);
    expect(rendered.filter((path) => path.startsWith("/products/"))).toEqual([productPage]);
  });

  it("drops a removed product's page and re-keys the pages after it", () => {
    const fewer = catalogue.filter((_, i) => i !== 3);
    const { incremental, rendered } = rebuild(first, inputOf(fewer));
    expect(productPaths(incremental)).toHaveLength(59);
    // Every catalogue page shifts by one product; no product page is rendered again.
    expect(rendered).toEqual(expect.arrayContaining(["/collection", "/collection/2"]));
    expect(rendered.filter((path) => path.startsWith("/products/"))).toEqual([]);
  });

  it("renders every page again when the frame changes (theme, site name, navbar)", () => {
    const renamed = rebuild(first, inputOf(catalogue, { siteName: "Ember & Bean Roasters" }));
    expect(renamed.incremental.reused.size).toBe(0);
    const recoloured = rebuild(
      first,
      inputOf(catalogue, { theme: { ...starter.theme, primaryColor: "#123456" } }),
    );
    expect(recoloured.incremental.reused.size).toBe(0);
  });

  it("keeps product pages when only a page other than home changes", () => {
    const pages = starterLayoutFor(starter, "Ember & Bean").pages;
    const edited: LayoutPage[] = pages.map((page) =>
      page.path === "/" ? page : { ...page, description: `${page.description ?? ""} Edited.` },
    );
    const { rendered } = rebuild(
      first,
      inputOf(catalogue, {
        layout: { ...starterLayoutFor(starter, "Ember & Bean"), pages: edited },
      }),
    );
    expect(rendered.filter((path) => path.startsWith("/products/"))).toEqual([]);
    for (const page of pages.filter((p) => p.path !== "/")) expect(rendered).toContain(page.path);
  });

  it("re-renders the home page when a social profile on another page changes (its sameAs)", () => {
    const pages = starterLayoutFor(starter, "Ember & Bean").pages;
    const withFeed = (handle: string): LayoutPage[] =>
      pages.map((page) =>
        page.path === "/about"
          ? {
              ...page,
              sections: [
                ...page.sections,
                { id: "social-9", type: "social", props: { platform: "Instagram", handle } },
              ],
            }
          : page,
      );
    const before = buildSiteFiles(
      inputOf(catalogue, {
        layout: { ...starterLayoutFor(starter, "Ember & Bean"), pages: withFeed("ember") },
      }),
    );
    const { rendered } = rebuild(
      before,
      inputOf(catalogue, {
        layout: { ...starterLayoutFor(starter, "Ember & Bean"), pages: withFeed("bean") },
      }),
    );
    expect(rendered).toEqual(expect.arrayContaining(["/", "/about"]));
    expect(rendered.filter((path) => path.startsWith("/products/"))).toEqual([]);
  });
});

describe("collection pages", () => {
  const ids = catalogue.map((p) => p.id);
  const gifts = {
    handle: "gifts",
    title: "Gifts",
    description: "For people you like.",
    sortOrder: "manual" as const,
    productIds: [ids[5]!, ids[2]!],
    newestIds: [ids[2]!, ids[5]!],
  };
  const dark = {
    ...gifts,
    handle: "dark",
    title: "Dark",
    productIds: [ids[9]!],
    newestIds: [ids[9]!],
  };
  const first = buildSiteFiles(inputOf(catalogue, { collections: [gifts, dark] }));
  const sitemap = () => first.files.get("/sitemap.xml")!.bytes.toString();

  it("are built, each sort a page, and the sitemap lists each collection's own", () => {
    expect(Object.keys(first.pageKeys)).toEqual(
      expect.arrayContaining([
        "/collections/gifts",
        "/collections/gifts/price-low-high",
        "/collections/dark",
      ]),
    );
    const page = first.files.get("/collections/gifts")!.bytes.toString();
    expect(page).toContain("For people you like.");
    expect(page.indexOf("Blend 05")).toBeLessThan(page.indexOf("Blend 02"));
    expect(sitemap()).toContain("<loc>http://ember-bean.localhost:3000/collections/gifts</loc>");
    expect(sitemap()).toContain("<loc>http://ember-bean.localhost:3000/collections/dark</loc>");
    expect(sitemap()).not.toContain("/collections/gifts/");
  });

  it("re-renders only a changed collection's pages, and those of a product in it", () => {
    const renamed = { ...gifts, title: "Gift ideas" };
    const { rendered } = rebuild(first, inputOf(catalogue, { collections: [renamed, dark] }));
    const collectionPaths = rendered.filter((path) => path.startsWith("/collections/"));
    expect(collectionPaths.sort()).toEqual(
      [
        "/collections/gifts",
        "/collections/gifts/name",
        "/collections/gifts/newest",
        "/collections/gifts/price-high-low",
        "/collections/gifts/price-low-high",
      ].sort(),
    );
    const changed = catalogue.map((p, i) => (i === 9 ? { ...p, priceMinor: 999 } : p));
    const again = rebuild(first, inputOf(changed, { collections: [gifts, dark] }));
    expect(again.rendered.filter((path) => path.startsWith("/collections/"))).toHaveLength(5);
    expect(again.rendered).toContain("/collections/dark");
  });

  it("drops a deleted collection's pages", () => {
    const { incremental } = rebuild(first, inputOf(catalogue, { collections: [dark] }));
    expect(Object.keys(incremental.pageKeys).some((p) => p.startsWith("/collections/gifts"))).toBe(
      false,
    );
  });
});

describe("the sample site", () => {
  // Golden files: a change to any renderer shows up here as a diff to review. After an
  // intended change, `npx vitest run site-build -u` writes them again.
  const sample = buildSiteFiles(inputOf(catalogue.slice(0, 3)));
  const golden: [string, string][] = [
    ["/", "home.html"],
    ["/about", "about.html"],
    ["/collection", "collection.html"],
    [Object.keys(sample.pageKeys).find((path) => path.startsWith("/products/"))!, "product.html"],
    ["404", "not-found.html"],
    ["/sitemap.xml", "sitemap.xml"],
  ];

  it.each(golden)("renders %s as its golden file", async (path, file) => {
    const built = sample.files.get(path);
    expect(built, path).toBeDefined();
    await expect(built!.bytes.toString("utf8")).toMatchFileSnapshot(`./golden/${file}`);
  });
});
