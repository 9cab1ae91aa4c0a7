import {
  CSV_MESSAGES,
  NATIVE_CSV_COLUMNS,
  PRODUCT_MESSAGES,
  type ImportProductsResult,
  type ProductDto,
} from "@shopwright/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// Options and variants through CSV import and export (docs/PRODUCT.md "Product CSV files"):
// Shopify's row per variant, the native format's JSON columns, ids kept by option values,
// round trips that change nothing, and files that say nothing of variants keeping them.

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signUp"]>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp("CSV variants");
});
afterAll(() => t.close());

let stores = 0;
async function newStore(): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/store",
    headers: owner.auth,
    payload: { storeName: "Variant Shop", domain: `csv-variants-${++stores}.example.com` },
  });
  return (response.json() as { data: { store: { id: string } } }).data.store.id;
}

async function importCsv(storeId: string, csv: string, query = "") {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/store/${storeId}/products/import${query}`,
    headers: { ...owner.auth, "content-type": "text/csv" },
    payload: csv,
  });
  const payload = response.json() as { data: ImportProductsResult; message?: string };
  expect(response.statusCode, payload.message).toBe(200);
  return payload.data;
}

/** A dry run, then the import: both answer the same counts and errors. */
async function importBoth(storeId: string, csv: string) {
  const dry = await importCsv(storeId, csv, "?dryRun=true");
  const result = await importCsv(storeId, csv);
  expect({ ...dry, isDryRun: false }).toEqual(result);
  return result;
}

async function exportCsv(storeId: string, format: "native" | "shopify") {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/store/${storeId}/products/export?format=${format}`,
    headers: owner.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

async function products(storeId: string): Promise<ProductDto[]> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/products/${storeId}?limit=48&sortBy=name`,
    headers: owner.auth,
  });
  return (response.json() as { data: { products: ProductDto[] } }).data.products;
}

async function createProduct(body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/products",
    headers: owner.auth,
    payload: body,
  });
  const payload = response.json() as { data: { product: ProductDto }; message?: string };
  expect(response.statusCode, payload.message).toBe(201);
  return payload.data.product;
}

const counts = (result: ImportProductsResult) => ({
  created: result.created,
  updated: result.updated,
  unchanged: result.unchanged,
  failed: result.failed,
});

const TEE = "https://cdn.example.com/tee.jpg";
const TEE_BACK = "https://cdn.example.com/tee-back.jpg";
const TEE_NAVY = "https://cdn.example.com/tee-navy.jpg";

/** Two options, a variant image listed only as a Variant Image, an image row, Default Title. */
const SHOPIFY_VARIANTS = [
  "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Grams,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Image Position,Variant Image,Status",
  `linen-tee,Linen Tee,<p>Soft</p>,Northwind,Shirts,"Summer, Linen",TRUE,Colour,Natural,Size,S,LT-NAT-S,180,5,38.00,45.00,${TEE},1,,active`,
  "linen-tee,,,,,,,,Natural,,M,LT-NAT-M,190.0,3,38.00,45.00,,,,",
  `linen-tee,,,,,,,,Navy,,S,LT-NAV-S,180,0,36.50,,,,${TEE_NAVY},`,
  `linen-tee,,,,,,,,,,,,,,,,${TEE_BACK},2,,`,
  "gift-box,Gift Box,,Northwind,Gifts,,TRUE,Title,Default Title,,,GB-01,500,7,12.00,15.00,,,,active",
].join("\n");

describe("Shopify's product CSV with variants", () => {
  let storeId: string;
  beforeAll(async () => {
    storeId = await newStore();
  });

  it("reads a variant a row: options, prices, compare-at, SKU, grams, stock and images", async () => {
    const result = await importBoth(storeId, SHOPIFY_VARIANTS);
    expect(result).toMatchObject({ format: "shopify", rows: 5, errors: [] });
    expect(counts(result)).toEqual({ created: 2, updated: 0, unchanged: 0, failed: 0 });
    const [gift, tee] = await products(storeId);
    expect(tee).toMatchObject({
      name: "Linen Tee",
      price: 36.5,
      stock: 8,
      tags: ["summer", "linen"],
      productType: "Shirts",
      // A Variant Image the rows do not list as an Image Src is added after them.
      images: [{ url: TEE }, { url: TEE_BACK }, { url: TEE_NAVY }],
      options: [
        { name: "Colour", values: ["Natural", "Navy"] },
        { name: "Size", values: ["S", "M"] },
      ],
      variants: [
        {
          title: "Natural / S",
          options: ["Natural", "S"],
          price: 38,
          compareAtPrice: 45,
          sku: "LT-NAT-S",
          stock: 5,
          image: null,
          weightGrams: 180,
        },
        { options: ["Natural", "M"], price: 38, stock: 3, weightGrams: 190 },
        {
          options: ["Navy", "S"],
          price: 36.5,
          compareAtPrice: null,
          sku: "LT-NAV-S",
          stock: 0,
          image: TEE_NAVY,
        },
      ],
    });
    expect(gift).toMatchObject({
      price: 12,
      compareAtPrice: 15,
      sku: "GB-01",
      weightGrams: 500,
      stock: 7,
      tags: [],
      productType: "Gifts",
      options: [],
      variants: [],
    });
  });

  it("keeps variant ids by their option values, and changes only what the file changes", async () => {
    const before = (await products(storeId)).find((p) => p.handle === "linen-tee")!;
    const again = await importBoth(storeId, SHOPIFY_VARIANTS);
    expect(counts(again)).toEqual({ created: 0, updated: 0, unchanged: 2, failed: 0 });
    // A price changed, the Navy variant gone, a new one added: the others keep their ids.
    const lines = SHOPIFY_VARIANTS.split("\n");
    const edited = [
      lines[0],
      lines[1],
      lines[2]!.replace(",3,38.00,45.00,", ",3,39.00,45.00,"),
      `linen-tee,,,,,,,,Natural,,L,LT-NAT-L,200,2,40.00,,${TEE_BACK},2,,`,
      lines[5],
    ].join("\n");
    const result = await importBoth(storeId, edited);
    expect(counts(result)).toEqual({ created: 0, updated: 1, unchanged: 1, failed: 0 });
    const after = (await products(storeId)).find((p) => p.handle === "linen-tee")!;
    expect(after.variants.map((v) => [v.options.join("/"), v.price])).toEqual([
      ["Natural/S", 38],
      ["Natural/M", 39],
      ["Natural/L", 40],
    ]);
    expect(after.variants[0]!.id).toBe(before.variants[0]!.id);
    expect(after.variants[1]!.id).toBe(before.variants[1]!.id);
    expect(before.variants.map((v) => v.id)).not.toContain(after.variants[2]!.id);
    expect(after.options).toEqual([
      { name: "Colour", values: ["Natural"] },
      { name: "Size", values: ["S", "M", "L"] },
    ]);
    expect(after).toMatchObject({ price: 38, stock: 10 });
    // The images the file still lists; the one only the removed variant named is gone.
    expect(after.images.map((image) => image.url)).toEqual([TEE, TEE_BACK]);
  });

  it("reports each product's variant errors with the row they are on", async () => {
    const header =
      "Handle,Title,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant Price,Variant Inventory Qty,Variant Compare At Price,Variant Grams";
    const many = Array.from(
      { length: 101 },
      (_, i) => `many,${i === 0 ? "Many,Size" : ","},S${i},,,1,1,,`,
    );
    const csv = [
      header,
      "blank-value,Blank value,Size,S,,,10,1,,", // 2
      "blank-value,,,,,,11,1,,", // 3: a price without an option value
      "repeat,Repeat,Size,S,,,10,1,,", // 4
      "repeat,,,S,,,11,1,,", // 5
      "decimals,Decimals,Size,S,,,10,1,,", // 6
      "decimals,,,M,,,1.234,1,,", // 7
      "no-first-name,No first name,,,Colour,Red,10,1,,", // 8
      "extra-value,Extra value,Size,S,,,10,1,,", // 9
      "extra-value,,,M,,Blue,10,1,,", // 10
      "negative,Negative,Size,S,,,10,-1,,", // 11
      "compare,Compare,Size,S,,,10,1,ten,", // 12
      "grams,Grams,Size,S,,,10,1,,heavy", // 13
      "fine,Fine,Size,S,,,10,1,,", // 14
      ...many, // 15…115
    ].join("\n");
    const result = await importBoth(await newStore(), csv);
    expect(counts(result)).toEqual({ created: 1, updated: 0, unchanged: 0, failed: 9 });
    expect(result.errors).toEqual([
      { row: 3, handle: "blank-value", message: PRODUCT_MESSAGES.variantOptionsMismatch },
      { row: 5, handle: "repeat", message: PRODUCT_MESSAGES.variantsRepeat },
      { row: 7, handle: "decimals", message: PRODUCT_MESSAGES.priceDecimals },
      { row: 8, handle: "no-first-name", message: PRODUCT_MESSAGES.optionNameRequired },
      { row: 10, handle: "extra-value", message: PRODUCT_MESSAGES.variantOptionsMismatch },
      { row: 11, handle: "negative", message: PRODUCT_MESSAGES.validStock },
      { row: 12, handle: "compare", message: PRODUCT_MESSAGES.validCompareAt },
      { row: 13, handle: "grams", message: PRODUCT_MESSAGES.validWeight },
      { row: 15, handle: "many", message: PRODUCT_MESSAGES.tooManyVariants },
    ]);
  });
});

describe("export, then import, with variants", () => {
  let storeId: string;
  beforeAll(async () => {
    storeId = await newStore();
    await importCsv(storeId, SHOPIFY_VARIANTS);
    // Values in an order of their own, not the variants': the import keeps the product's.
    await createProduct({
      storeId,
      name: "=Formula Mug",
      price: 1,
      stock: 1,
      status: "published",
      images: ["/uploads/a/mug.webp"],
      tags: ["-dash", "mug"],
      productType: "Mugs",
      options: [{ name: "Size", values: ["S", "M", "L"] }],
      variants: [
        { options: ["L"], price: 21, stock: 1, sku: "=L", image: "/uploads/a/mug.webp" },
        { options: ["S"], price: 19.99, compareAtPrice: 25, stock: 2, weightGrams: 300 },
        { options: ["M"], price: 20, stock: 0 },
      ],
    });
    await createProduct({
      storeId,
      name: "Plain",
      price: 5,
      stock: 9,
      compareAtPrice: 6,
      sku: "PL",
      weightGrams: 250,
    });
  });

  it.each(["shopify", "native"] as const)(
    "changes nothing when the %s export comes back",
    async (format) => {
      const before = await products(storeId);
      const text = await exportCsv(storeId, format);
      const result = await importBoth(storeId, text);
      expect(result.format).toBe(format);
      expect(counts(result)).toEqual({ created: 0, updated: 0, unchanged: 4, failed: 0 });
      expect(await products(storeId)).toEqual(before);
      // Into a store of its own: the same products, with new variant ids.
      const other = await newStore();
      expect(counts(await importCsv(other, text))).toMatchObject({ created: 4, failed: 0 });
      // Shopify's files order option values by their variants.
      const ordered = (values: string[]) => (format === "shopify" ? [...values].sort() : values);
      const strip = (list: ProductDto[]) =>
        list.map((p) => ({
          handle: p.handle,
          name: p.name,
          price: p.price,
          stock: p.stock,
          compareAtPrice: p.compareAtPrice,
          sku: p.sku,
          weightGrams: p.weightGrams,
          tags: p.tags,
          productType: p.productType,
          images: p.images,
          options: p.options.map((o) => ({ name: o.name, values: ordered(o.values) })),
          variants: p.variants.map(({ id: _, ...variant }) => variant),
        }));
      expect(strip(await products(other))).toEqual(strip(before));
    },
  );

  it("writes a Shopify row per variant, the images one a row", async () => {
    const lines = (await exportCsv(storeId, "shopify")).replace("\uFEFF", "").trim().split("\n");
    expect(lines[0]).toBe(
      "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,Variant SKU,Variant Grams,Variant Inventory Tracker,Variant Inventory Qty,Variant Inventory Policy,Variant Fulfillment Service,Variant Price,Variant Compare At Price,Image Src,Image Position,SEO Title,SEO Description,Variant Image,Variant Weight Unit,Status",
    );
    const tee = lines.filter((line) => line.startsWith("linen-tee,"));
    expect(tee).toEqual([
      `linen-tee,Linen Tee,Soft,Variant Shop,Shirts,"summer, linen",TRUE,Colour,Natural,Size,S,,,LT-NAT-S,180,shopify,5,deny,manual,38.00,45.00,${TEE},1,,,,g,active`,
      `linen-tee,,,,,,,,Natural,,M,,,LT-NAT-M,190,shopify,3,deny,manual,38.00,45.00,${TEE_BACK},2,,,,g,`,
      `linen-tee,,,,,,,,Navy,,S,,,LT-NAV-S,180,shopify,0,deny,manual,36.50,,${TEE_NAVY},3,,,${TEE_NAVY},g,`,
    ]);
    expect(lines.find((line) => line.startsWith("gift-box,"))).toBe(
      "gift-box,Gift Box,,Variant Shop,Gifts,,TRUE,Title,Default Title,,,,,GB-01,500,shopify,7,deny,manual,12.00,15.00,,,,,,g,active",
    );
    // Cells a spreadsheet would run as formulas carry a quote, and come back without it.
    expect(lines.some((line) => line.includes(",'=Formula Mug,"))).toBe(true);
    expect(lines.some((line) => line.includes(",'=L,"))).toBe(true);
  });

  it("writes the native format's variants as JSON with exact prices", async () => {
    const lines = (await exportCsv(storeId, "native")).replace("\uFEFF", "").trim().split("\n");
    expect(lines[0]).toBe(NATIVE_CSV_COLUMNS.join(","));
    const plain = lines.find((line) => line.startsWith("plain,"));
    expect(plain).toBe("plain,Plain,,5.00,9,draft,,,,6.00,PL,250,,,,");
    const mug = (await products(storeId)).find((p) => p.name === "=Formula Mug")!;
    const line = lines.find((l) => l.startsWith("formula-mug,"))!;
    expect(line).toContain('"[{""name"":""Size"",""values"":[""S"",""M"",""L""]}]"');
    expect(line).toContain(
      `{""id"":""${mug.variants[1]!.id}"",""options"":[""S""],""price"":""19.99"",""compareAtPrice"":""25.00"",""sku"":"""",""stock"":2,""image"":null,""weightGrams"":300}`,
    );
  });
});

describe("the native format's variant columns", () => {
  const header = NATIVE_CSV_COLUMNS.join(",");
  const json = (value: unknown) => `"${JSON.stringify(value).replace(/"/g, '""')}"`;
  const options = [{ name: "Roast", values: ["Light", "Dark"] }];

  it("reads options and variants as JSON; a blank or short row leaves what the file lacks", async () => {
    const storeId = await newStore();
    const variants = [
      { options: ["Light"], price: "18.5", stock: 4, sku: "L-1" },
      { options: ["Dark"], price: 17, compareAtPrice: "20", stock: "6", weightGrams: 250 },
    ];
    const csv = [
      header,
      // The price and stock cells of a product with variants are not read.
      `beans,Beans,,,,published,,,,,,,"Coffee, Beans",Coffee,${json(options)},${json(variants)}`,
    ].join("\n");
    expect(counts(await importBoth(storeId, csv))).toMatchObject({ created: 1, failed: 0 });
    const [beans] = await products(storeId);
    expect(beans).toMatchObject({
      price: 17,
      stock: 10,
      tags: ["coffee", "beans"],
      productType: "Coffee",
      options,
      variants: [
        { options: ["Light"], price: 18.5, compareAtPrice: null, sku: "L-1", weightGrams: 0 },
        { options: ["Dark"], price: 17, compareAtPrice: 20, stock: 6, weightGrams: 250 },
      ],
    });

    // A file of the columns before variants, and a row that ends early (as the CLI's starter
    // file's rows do): the variants, tags and type stay; a price that is not theirs fails.
    const old = [
      "handle,name,description,price,stock,status,images,seo_title,seo_description",
      "beans,Beans,,17.00,10,published,,,",
    ].join("\n");
    expect(counts(await importBoth(storeId, old))).toEqual({
      created: 0,
      updated: 0,
      unchanged: 1,
      failed: 0,
    });
    const renamed = [header, "beans,Beans renamed,,17.00,10,published"].join("\n");
    expect(counts(await importBoth(storeId, renamed))).toMatchObject({ updated: 1, failed: 0 });
    const [after] = await products(storeId);
    expect(after).toMatchObject({ name: "Beans renamed", tags: ["coffee", "beans"] });
    expect(after!.variants).toEqual(beans!.variants);
    const repriced = await importBoth(storeId, old.replace("17.00,10", "15.00,10"));
    expect(repriced.errors).toEqual([
      { row: 2, handle: "beans", message: PRODUCT_MESSAGES.setPerVariant },
    ]);
    expect(counts(repriced)).toEqual({ created: 0, updated: 0, unchanged: 0, failed: 1 });

    // Blank cells: no variants (the price and stock cells are read again).
    const cleared = [header, "beans,Beans renamed,,16,3,published,,,,,,,,,,"].join("\n");
    expect(counts(await importBoth(storeId, cleared))).toMatchObject({ updated: 1 });
    expect((await products(storeId))[0]).toMatchObject({
      price: 16,
      stock: 3,
      tags: [],
      productType: "",
      options: [],
      variants: [],
    });
  });

  it("reports JSON that is not options or variants, and the contract's rules", async () => {
    const storeId = await newStore();
    const variant = { options: ["Light"], price: "1", stock: 1 };
    const csv = [
      header,
      `bad-json,A,,1,1,draft,,,,,,,,,[oops,${json([variant])}`,
      `not-list,B,,1,1,draft,,,,,,,,,${json(options)},${json({ options: ["Light"] })}`,
      `mismatch,C,,1,1,draft,,,,,,,,,${json(options)},${json([{ ...variant, options: ["Medium"] }])}`,
      `no-variants,D,,1,1,draft,,,,,,,,,${json(options)},`,
      `bad-price,E,,1,1,draft,,,,,,,,,${json(options)},${json([{ ...variant, price: "1.001" }])}`,
      `bad-sku,F,,1,1,draft,,,,,,,,,${json(options)},${json([{ ...variant, sku: 7 }])}`,
      `tags,G,,1,1,draft,,,,,,,${"x".repeat(41)},,,`,
      `weight,H,,1,1,draft,,,,,,-5,,,,`,
      `image,I,,1,1,draft,,,,,,,,,${json(options)},${json([{ ...variant, image: "javascript:x" }])}`,
      `fine,J,,1,1,draft,,,,,,,,,${json(options)},${json([variant])}`,
    ].join("\n");
    const result = await importBoth(storeId, csv);
    expect(counts(result)).toEqual({ created: 1, updated: 0, unchanged: 0, failed: 9 });
    expect(result.errors).toEqual([
      { row: 2, handle: "bad-json", message: CSV_MESSAGES.invalidOptions },
      { row: 3, handle: "not-list", message: CSV_MESSAGES.invalidVariants },
      { row: 4, handle: "mismatch", message: PRODUCT_MESSAGES.variantOptionsMismatch },
      { row: 5, handle: "no-variants", message: PRODUCT_MESSAGES.variantsRequired },
      { row: 6, handle: "bad-price", message: PRODUCT_MESSAGES.priceDecimals },
      { row: 7, handle: "bad-sku", message: CSV_MESSAGES.invalidVariants },
      { row: 8, handle: "tags", message: PRODUCT_MESSAGES.tagTooLong },
      { row: 9, handle: "weight", message: PRODUCT_MESSAGES.validWeight },
      { row: 10, handle: "image", message: PRODUCT_MESSAGES.invalidImageUrl },
    ]);
  });

  it("refuses a header with one of options and variants", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/store/${await newStore()}/products/import`,
      headers: { ...owner.auth, "content-type": "text/csv" },
      payload: "name,price,options\nA,1,[]\n",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: CSV_MESSAGES.optionColumnsTogether });
  });
});

describe("a Shopify file without option columns", () => {
  it("leaves the products' variants as they are", async () => {
    const storeId = await newStore();
    await importCsv(storeId, SHOPIFY_VARIANTS);
    const [, tee] = await products(storeId);
    const csv = [
      "Handle,Title,Body (HTML),Variant Price,Variant Inventory Qty,Image Src,Status",
      `linen-tee,Linen Tee,<p>Soft</p>,36.50,8,${TEE},active`,
      `linen-tee,,,,,${TEE_BACK},`,
      `linen-tee,,,,,${TEE_NAVY},`,
      "gift-box,Gift Box renamed,,12.00,7,,active",
    ].join("\n");
    const result = await importBoth(storeId, csv);
    expect(counts(result)).toEqual({ created: 0, updated: 1, unchanged: 1, failed: 0 });
    const [gift, after] = await products(storeId);
    expect(after).toEqual(tee);
    expect(gift).toMatchObject({ name: "Gift Box renamed", sku: "GB-01", productType: "Gifts" });
  });
});

describe("a Shopify file without some variant columns", () => {
  it("keeps each variant's SKU, grams, compare-at price and image; a new variant has none", async () => {
    const storeId = await newStore();
    await importCsv(storeId, SHOPIFY_VARIANTS);
    const [, tee] = await products(storeId);
    const csv = [
      "Handle,Title,Body (HTML),Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant Price,Variant Inventory Qty,Image Src,Status,Tags,Type",
      `linen-tee,Linen Tee,<p>Soft</p>,Colour,Natural,Size,S,38.00,5,${TEE},active,"summer, linen",Shirts`,
      `linen-tee,,,,Natural,,M,38.00,3,${TEE_BACK},,,`,
      `linen-tee,,,,Navy,,S,36.50,0,${TEE_NAVY},,,`,
      `linen-tee,,,,Navy,,M,36.50,1,,,,`,
    ].join("\n");
    const result = await importBoth(storeId, csv);
    expect(counts(result)).toEqual({ created: 0, updated: 1, unchanged: 0, failed: 0 });
    const [, after] = await products(storeId);
    expect(after!.variants.slice(0, 3)).toEqual(tee!.variants);
    expect(after!.variants[3]).toMatchObject({
      options: ["Navy", "M"],
      sku: "",
      compareAtPrice: null,
      image: null,
      weightGrams: 0,
    });
  });
});

describe("a product whose variants' stock adds up past the limit", () => {
  it("fails with the stock limit's text instead of overflowing the product's stock", async () => {
    const csv = [
      "Handle,Title,Option1 Name,Option1 Value,Variant Price,Variant Inventory Qty",
      "bulk,Bulk,Size,S,1,1000000000",
      "bulk,,,M,1,1000000000",
      "bulk,,,L,1,1000000000",
    ].join("\n");
    const result = await importBoth(await newStore(), csv);
    expect(result.errors).toEqual([
      { row: 2, handle: "bulk", message: PRODUCT_MESSAGES.stockTooHigh },
    ]);
  });
});
