import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { productCatalogueVersions, products, stores, type StoreRow } from "../../db/schema.js";
import { insertOwner, openTestDatabase } from "../../test/test-app.js";
import { formatPriceMinor, htmlToText, parsePriceMinor, textToHtml } from "./products.csv.js";
import { createCatalogueVersions } from "./products.catalogue-versions.js";
import { toHandle } from "./products.handles.js";
import { IMPORT_BATCH } from "./products.import.js";
import { createProductListCache } from "./products.list-cache.js";
import { createProductsRepository } from "./products.repository.js";
import { createStockRepository } from "./products.stock.js";
import { createProductsService } from "./products.service.js";
import { DEFAULT_LIMITS } from "../../config.js";
import { storeOf } from "../stores/stores.repository.js";

describe("parsePriceMinor", () => {
  it.each([
    ["18", 1800],
    ["18.5", 1850],
    ["18.50", 1850],
    [" 0.29 ", 29],
    [".5", 50],
    ["18.500", 1850],
    ["99999999.99", 9_999_999_999],
  ])("reads %j as %i cents, exactly", (text, cents) => {
    expect(parsePriceMinor(text, "USD")).toBe(cents);
  });

  it.each([
    ["1200", "JPY", 1200],
    ["1200.00", "JPY", 1200],
    ["18.5", "KWD", 18500],
    ["18.555", "KWD", 18555],
    ["18.5", "EUR", 1850],
  ])("reads %j in %s as %i minor units", (text, currency, minor) => {
    expect(parsePriceMinor(text, currency)).toBe(minor);
  });

  it.each([
    ["", "Valid price is required"],
    ["abc", "Valid price is required"],
    ["-1", "Valid price is required"],
    ["1,000.00", "Valid price is required"],
    ["$18", "Valid price is required"],
    ["18.555", "Price can have at most two decimals"],
    ["100000000", "Price must be at most 99,999,999.99"],
  ])("refuses %j: %s", (text, message) => {
    expect(parsePriceMinor(text, "USD")).toEqual({ message });
  });

  it("refuses more decimals than the currency has", () => {
    expect(parsePriceMinor("1200.5", "JPY")).toEqual({ message: "Prices in JPY have no decimals" });
    expect(parsePriceMinor("1.2345", "KWD")).toEqual({
      message: "Prices in KWD can have at most 3 decimals",
    });
  });

  it("writes minor units back with the currency's digits", () => {
    expect(formatPriceMinor(1200, "JPY")).toBe("1200");
    expect(formatPriceMinor(18500, "KWD")).toBe("18.500");
    expect([0, 5, 29, 1850, 100000].map((minor) => formatPriceMinor(minor, "USD"))).toEqual([
      "0.00",
      "0.05",
      "0.29",
      "18.50",
      "1000.00",
    ]);
  });
});

describe("Body (HTML) and descriptions", () => {
  it("turns Shopify HTML into text: blocks and breaks are lines, entities decoded", () => {
    expect(
      htmlToText(
        '<h2>Tasting</h2>\n<p>Floral,\n bright &amp; "sweet"</p><ul><li>Peach</li><li>Jasmine</li></ul>Roasted&nbsp;weekly<br/>&#8364;5 &#x2764; <script>alert(1)</script>',
      ),
    ).toBe('Tasting\nFloral, bright & "sweet"\n- Peach\n- Jasmine\nRoasted weekly\n€5 ❤');
  });

  it.each(["Plain", "a < b & c > d", 'Two\nlines with "quotes"', "<b>not a tag</b>", "x\n\ny"])(
    "gives back %j after textToHtml",
    (text) => {
      expect(htmlToText(textToHtml(text))).toBe(text);
    },
  );
});

describe("toHandle", () => {
  it.each([
    ["Ethiopia Guji", "ethiopia-guji"],
    ["  Café Crème – 250 g ", "cafe-creme-250-g"],
    ["Łódź Ørsted", "lodz-orsted"],
    ["☕☕", ""],
    ["Straße", "strasse"],
    ["Чай", "chay"],
    ["抹茶", "mo-cha"],
    ["A".repeat(150), "a".repeat(100)],
  ])("makes %j into %j", (text, handle) => {
    expect(toHandle(text)).toBe(handle);
  });
});

describe("an import's effects on the catalogue", () => {
  let database: Database;
  let store: StoreRow;
  beforeAll(async () => {
    database = await openTestDatabase();
    const createdBy = await insertOwner(database);
    [store] = (await database.db
      .insert(stores)
      .values({ createdBy, storeName: "Shop", domain: "hook.example.com" })
      .returning()) as [StoreRow];
  });
  afterAll(() => database.close());

  it("moves the catalogue version and tells the publish hook once, however many batches", async () => {
    const repository = createProductsRepository(database.db);
    const told: string[] = [];
    const service = createProductsService({
      products: repository,
      // Access is the stores module's; here the one store is reachable.
      stores: {
        reachable: () => Promise.resolve({ ...storeOf(store), role: "owner" as const, site: null }),
      },
      versions: createCatalogueVersions(repository.catalogueVersion, database),
      listCache: createProductListCache(),
      noteWrites: (rows) => database.noteWrites(products, rows),
      catalogue: {
        publishedStoresOf: () => Promise.resolve([]),
        changed: (id) => told.push(id),
        moved: () => Promise.resolve(),
      },
      stock: createStockRepository(database.db),
      limits: { storeProducts: DEFAULT_LIMITS.storeProducts },
    });
    const version = async () =>
      (
        await database.db
          .select()
          .from(productCatalogueVersions)
          .where(eq(productCatalogueVersions.storeId, store.id))
      )[0]?.version ?? 0;
    const count = IMPORT_BATCH * 2 + 10;
    const csv = `name,price\n${Array.from({ length: count }, (_, i) => `Item ${i},1`).join("\n")}`;
    const importIt = (dryRun: boolean) =>
      service.importCsv({ userId: "user" }, store.id, Readable.from([csv]), {
        format: "auto",
        dryRun,
      });

    expect((await importIt(true)).created).toBe(count);
    expect(await version()).toBe(0);
    expect(told).toEqual([]);

    expect((await importIt(false)).created).toBe(count);
    expect(await version()).toBeGreaterThan(0);
    expect(told).toEqual([store.id]);

    // Nothing changed: nothing written, nobody told.
    const before = await version();
    expect((await importIt(false)).unchanged).toBe(count);
    expect(await version()).toBe(before);
    expect(told).toEqual([store.id]);
  });
});
