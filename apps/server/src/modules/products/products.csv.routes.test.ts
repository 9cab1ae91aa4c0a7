import { createClient, type ImportProductsResult, type ProductDto } from "@shopwright/sdk";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// CSV import and export over real HTTP (the server listens on loopback), and the
// landing page's SDK example run as printed against the same server.

// A full collection on demand, for the memory test: Node hands out `gc` once the flag is set.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signUp"]>>;
let base: string;
let domains = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp("Owner");
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

async function newStore(auth = owner.auth) {
  const response = await fetch(`${base}/api/store`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({
      storeName: "Café Shop",
      domain: `csv-${++domains}-${Date.now()}.example.com`,
    }),
  });
  return ((await response.json()) as { data: { store: { id: string } } }).data.store.id;
}

function postCsv(
  storeId: string,
  body: BodyInit,
  query = "",
  headers: Record<string, string> = { ...owner.auth, "content-type": "text/csv" },
) {
  return fetch(`${base}/api/store/${storeId}/products/import${query}`, {
    method: "POST",
    headers,
    body,
    duplex: "half",
  } as RequestInit);
}

async function importCsv(storeId: string, csv: string, query = "") {
  const response = await postCsv(storeId, csv, query);
  const payload = (await response.json()) as { data: ImportProductsResult; message?: string };
  expect(response.status, payload.message).toBe(200);
  return payload.data;
}

async function exportCsv(storeId: string, format: "native" | "shopify") {
  const response = await fetch(`${base}/api/store/${storeId}/products/export?format=${format}`, {
    headers: owner.auth,
  });
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Kept whole, BOM included (fetch's text() would drop it), as a file on disk would be.
  return { response, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
}

async function all(storeId: string, query = "") {
  const products: ProductDto[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(
      `${base}/api/products/${storeId}?limit=48&sortBy=name&page=${page}${query}`,
      { headers: owner.auth },
    );
    const { data } = (await response.json()) as {
      data: { products: ProductDto[]; totalPages: number; total: number };
    };
    products.push(...data.products);
    if (page >= data.totalPages) return { products, total: data.total };
  }
}

const counts = (result: ImportProductsResult) => ({
  created: result.created,
  updated: result.updated,
  unchanged: result.unchanged,
  failed: result.failed,
});

/** A Shopify export as Shopify writes it: BOM, CRLF, several rows per handle, quoted HTML. */
const SHOPIFY_SAMPLE =
  "\uFEFF" +
  [
    "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Variant SKU,Variant Inventory Qty,Variant Price,Image Src,Image Position,Status",
    'ethiopia-guji,Ethiopia Guji,"<p>Floral, bright &amp; sweet.</p>\n<p>Notes of ""jasmine"", peach</p>",Northwind,Coffee,"light, washed",TRUE,Size,250g,EG-250,12,18.50,https://cdn.example.com/guji-1.jpg,1,active',
    "ethiopia-guji,,,,,,,,1kg,EG-1000,4,62.00,https://cdn.example.com/guji-2.jpg,2,",
    "ethiopia-guji,,,,,,,,,,,,https://cdn.example.com/guji-3.jpg,3,",
    'kenya-aa,Kenya AA,"Blackcurrant,\nwine-like",Northwind,Coffee,,FALSE,Title,Default Title,KA,,18,,,active',
    "old-blend,Old Blend,<b>Retired</b>,Northwind,Coffee,,TRUE,Title,Default Title,OB,7,9.5,,,archived",
  ].join("\r\n") +
  "\r\n";

describe("the landing page's SDK example, as printed", () => {
  it("creates a product from a title, a price of 18.00 in the store currency and a stock", async () => {
    const storeId = await newStore();
    const shop = createClient({ baseUrl: `${base}/api`, token: owner.token });
    const product = await shop.products.create({
      storeId,
      title: "Ethiopia Guji",
      price: 18,
      stock: 40,
    });
    expect(product).toMatchObject({
      storeId,
      name: "Ethiopia Guji",
      handle: "ethiopia-guji",
      price: 18,
      stock: 40,
      status: "draft",
    });
    expect((await shop.stores.get(storeId)).currency).toBe("USD");
    // The same name again gets the next free handle; `name` wins over `title`.
    const again = await shop.products.create({
      storeId,
      name: "Ethiopia Guji",
      title: "x",
      price: 18.5,
      stock: 1,
    });
    expect(again).toMatchObject({ name: "Ethiopia Guji", handle: "ethiopia-guji-2", price: 18.5 });
    await expect(shop.products.create({ storeId, price: 18, stock: 1 })).rejects.toMatchObject({
      status: 400,
      message: "Product name is required",
    });
    // Like the form, the API requires a stock quantity.
    await expect(
      shop.products.create({ storeId, title: "No stock", price: 18 } as never),
    ).rejects.toMatchObject({ status: 400, message: "Valid stock quantity is required" });
  });
});

describe("the SDK's CSV calls", () => {
  it("import a dry run, commit it, and export what they wrote", async () => {
    const storeId = await newStore();
    const shop = createClient({ baseUrl: `${base}/api`, token: owner.token });
    const dry = await shop.products.importCsv(storeId, SHOPIFY_SAMPLE, { dryRun: true });
    expect(counts(dry)).toEqual({ created: 3, updated: 0, unchanged: 0, failed: 0 });
    expect((await shop.products.list(storeId)).total).toBe(0);
    const file = new Blob([SHOPIFY_SAMPLE], { type: "text/csv" });
    expect(counts(await shop.products.importCsv(storeId, file))).toEqual(counts(dry));
    const { filename, csv } = await shop.products.exportCsv(storeId, { format: "shopify" });
    expect(filename).toBe("cafe-shop-products-shopify.csv");
    const again = await shop.products.importCsv(storeId, csv.stream(), { format: "shopify" });
    expect(counts(again)).toEqual({ created: 0, updated: 0, unchanged: 3, failed: 0 });
    await expect(
      shop.products.exportCsv(storeId, { format: "xml" as "native" }),
    ).rejects.toMatchObject({
      status: 400,
      code: "validation_failed",
    });
  });
});

describe("POST /api/store/:id/products/import (Shopify)", () => {
  let storeId: string;
  beforeAll(async () => {
    storeId = await newStore();
  });

  it("answers a dry run's counts and changes nothing", async () => {
    const result = await importCsv(storeId, SHOPIFY_SAMPLE, "?dryRun=true");
    expect(result).toMatchObject({ format: "shopify", isDryRun: true, rows: 5, errors: [] });
    expect(counts(result)).toEqual({ created: 3, updated: 0, unchanged: 0, failed: 0 });
    expect((await all(storeId)).total).toBe(0);
  });

  it("imports one product per handle: its variants, tags and type, every row's image", async () => {
    const result = await importCsv(storeId, SHOPIFY_SAMPLE);
    expect(counts(result)).toEqual({ created: 3, updated: 0, unchanged: 0, failed: 0 });
    const { products } = await all(storeId);
    expect(products.map((p) => p.handle)).toEqual(["ethiopia-guji", "kenya-aa", "old-blend"]);
    // With variants, the price is the lowest of theirs and the stock their sum.
    expect(products[0]).toMatchObject({
      name: "Ethiopia Guji",
      description: 'Floral, bright & sweet.\nNotes of "jasmine", peach',
      price: 18.5,
      stock: 16,
      status: "published",
      tags: ["light", "washed"],
      productType: "Coffee",
      options: [{ name: "Size", values: ["250g", "1kg"] }],
      variants: [
        { options: ["250g"], price: 18.5, stock: 12, sku: "EG-250" },
        { options: ["1kg"], price: 62, stock: 4, sku: "EG-1000" },
      ],
      images: [
        { url: "https://cdn.example.com/guji-1.jpg" },
        { url: "https://cdn.example.com/guji-2.jpg" },
        { url: "https://cdn.example.com/guji-3.jpg" },
      ],
    });
    // "Title": "Default Title" is a product without variants, its SKU its own.
    expect(products[1]).toMatchObject({ sku: "KA", options: [], variants: [] });
    // Published FALSE keeps an active product a draft; untracked stock is 0; archived is a draft.
    expect(products[1]).toMatchObject({
      description: "Blackcurrant, wine-like",
      price: 18,
      stock: 0,
      status: "draft",
      images: [],
    });
    expect(products[2]).toMatchObject({ description: "Retired", price: 9.5, status: "draft" });
    // The counts the list reads (triggers of migration 0003) followed the upsert.
    expect((await all(storeId, "&status=published")).total).toBe(1);
  });

  it("updates by handle and leaves equal products alone", async () => {
    const changed = SHOPIFY_SAMPLE.replace(",12,18.50,", ",13,18.50,").replace(
      "archived",
      "active",
    );
    const dry = await importCsv(storeId, changed, "?dryRun=1");
    expect(counts(dry)).toEqual({ created: 0, updated: 2, unchanged: 1, failed: 0 });
    const before = (await all(storeId)).products.find((p) => p.handle === "kenya-aa")!;
    const result = await importCsv(storeId, changed);
    expect(counts(result)).toEqual(counts(dry));
    const { products, total } = await all(storeId);
    expect(total).toBe(3);
    expect(products.find((p) => p.handle === "ethiopia-guji")!.stock).toBe(17);
    expect(products.find((p) => p.handle === "old-blend")!.status).toBe("published");
    expect(products.find((p) => p.handle === "kenya-aa")!.updatedAt).toBe(before.updatedAt);
    expect((await all(storeId, "&status=published")).total).toBe(2);
  });
});

describe("export, then import", () => {
  let storeId: string;
  beforeAll(async () => {
    storeId = await newStore();
    const native = [
      "handle,name,description,price,stock,status,images",
      'mug,Stoneware Mug,"Holds 350 ml, dishwasher safe.\nMade in ""Leeds""",18.5,3,published,/uploads/a/mug.webp https://cdn.example.com/mug-2.jpg',
      "formula,=HYPERLINK(1),- starts with a dash & has <tags>,0.29,0,draft,",
      ",Café Crème,Déjà vu,1000,1000,draft,",
    ].join("\n");
    expect(counts(await importCsv(storeId, native))).toEqual({
      created: 3,
      updated: 0,
      unchanged: 0,
      failed: 0,
    });
  });

  it.each(["native", "shopify"] as const)(
    "changes nothing when the %s export comes back",
    async (format) => {
      const { response, text } = await exportCsv(storeId, format);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="cafe-shop-products-${format}.csv"`,
      );
      expect(text.startsWith("\uFEFF")).toBe(true);
      // A cell a spreadsheet would run as a formula is exported with a quote in front.
      expect(text).toContain("'=HYPERLINK(1)");
      const before = await all(storeId);
      const result = await importCsv(storeId, text);
      expect(result.format).toBe(format);
      expect(counts(result)).toEqual({ created: 0, updated: 0, unchanged: 3, failed: 0 });
      expect(await all(storeId)).toEqual(before);
    },
  );

  it("writes exact prices, handles from names and every image", async () => {
    const { text } = await exportCsv(storeId, "native");
    const lines = text.replace("\uFEFF", "").split("\n");
    expect(lines[0]).toBe(
      "handle,name,description,price,stock,status,images,seo_title,seo_description,compare_at_price,sku,weight_grams,tags,product_type,options,variants",
    );
    expect(text).toContain("cafe-creme,Café Crème,Déjà vu,1000.00,1000,draft,");
    expect(text).toContain("/uploads/a/mug.webp https://cdn.example.com/mug-2.jpg");
    expect(text).toContain(",0.29,0,draft,");
  });

  it("answers a header row alone for a store without products", async () => {
    const { text } = await exportCsv(await newStore(), "shopify");
    expect(text.replace("\uFEFF", "").trim().split("\n")).toHaveLength(1);
  });
});

describe("rows that cannot be imported", () => {
  it("are reported with their row numbers and reasons; the others are imported", async () => {
    const storeId = await newStore();
    const csv = [
      "handle,name,price,stock,status",
      "ok,Good,18,1,draft",
      "bad-price,Bad price,abc,1,draft",
      "too-precise,Too precise,18.555,1,draft",
      "negative,Negative stock,1,-2,draft",
      "nameless,,1,1,draft",
      "ok,Same handle,1,1,draft",
      "status,Odd status,1,1,archived",
      "   ,   ,   ,   ,   ",
      "fine,Fine,0.5,2,published",
    ].join("\n");
    const dry = await importCsv(storeId, csv, "?dryRun=true&format=native");
    expect(counts(dry)).toEqual({ created: 2, updated: 0, unchanged: 0, failed: 6 });
    expect(dry.errors).toEqual([
      { row: 3, handle: "bad-price", message: "Valid price is required" },
      { row: 4, handle: "too-precise", message: "Price can have at most two decimals" },
      { row: 5, handle: "negative", message: "Valid stock quantity is required" },
      { row: 6, handle: "nameless", message: "Product name is required" },
      { row: 7, handle: "ok", message: "This handle is already used on row 2 of the file" },
      {
        row: 8,
        handle: "status",
        message: "Status must be draft or published (Shopify: active, draft or archived)",
      },
    ]);
    const result = await importCsv(storeId, csv);
    expect(counts(result)).toEqual(counts(dry));
    expect((await all(storeId)).products.map((p) => [p.handle, p.price])).toEqual([
      ["fine", 0.5],
      ["ok", 18],
    ]);
  });
});

describe("requests the import refuses", () => {
  let storeId: string;
  beforeAll(async () => {
    storeId = await newStore();
  });

  it.each([
    ["a header it does not know", "sku,colour\n1,red\n", "", 400, "validation_failed"],
    ["an empty file", "\uFEFF", "", 400, "validation_failed"],
    ["a missing column", "handle,title\nx,X\n", "?format=shopify", 400, "validation_failed"],
    ["an unknown format", "name,price\nA,1\n", "?format=excel", 400, "validation_failed"],
    [
      "a dry run that is not a flag",
      "name,price\nA,1\n",
      "?dryRun=maybe",
      400,
      "validation_failed",
    ],
  ])("answers %s with a clear 4xx", async (_, body, query, status, code) => {
    const response = await postCsv(storeId, body, query);
    const payload = (await response.json()) as { code: string; message: string };
    expect(response.status, payload.message).toBe(status);
    expect(payload.code).toBe(code);
    expect(payload.message.length).toBeGreaterThan(10);
  });

  it("refuses a file that stops being CSV halfway, before writing any of it", async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => `p-${i},Product ${i},1,1`);
    const csv = ["handle,name,price,stock", ...rows, 'broken,"never closed,1,1'].join("\n");
    const response = await postCsv(storeId, csv);
    const payload = (await response.json()) as { message: string };
    expect(response.status).toBe(400);
    expect(payload.message).toMatch(/^The file is not valid CSV: /);
    expect((await all(storeId)).total).toBe(0);
  });

  it.each(["text/csv; charset=utf-8", "application/vnd.ms-excel", "application/csv"])(
    "takes the file sent as %s",
    async (type) => {
      const response = await postCsv(storeId, "name,price\nA,1\n", "?dryRun=true", {
        ...owner.auth,
        "content-type": type,
      });
      expect(response.status).toBe(200);
    },
  );

  it("answers 415 for JSON and for no body", async () => {
    const json = await postCsv(storeId, JSON.stringify({ rows: [] }), "", {
      ...owner.auth,
      "content-type": "application/json",
    });
    expect(json.status).toBe(415);
    expect(((await json.json()) as { message: string }).message).toBe(
      "Send the CSV file as the request body (Content-Type: text/csv)",
    );
    const none = await fetch(`${base}/api/store/${storeId}/products/import`, {
      method: "POST",
      headers: owner.auth,
    });
    expect(none.status).toBe(415);
  });

  it("answers 413 for a file over 64 MB, and imports none of it", async () => {
    const row = new TextEncoder().encode(`${"x".repeat(1000)},Name,1\n`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("handle,name,price\n"));
      },
      pull(controller) {
        if (sent > 65 * 1024 * 1024) return controller.close();
        sent += row.length;
        controller.enqueue(row);
      },
    });
    const response = await postCsv(storeId, body).catch(() => null);
    // The server may answer and close before the client has sent everything.
    if (response) {
      expect(response.status).toBe(413);
      expect(((await response.json()) as { code: string }).code).toBe("payload_too_large");
    }
    expect((await all(storeId)).total).toBe(0);
  });

  it("answers 401 without a token and 404 for a store of another organization", async () => {
    const csv = "name,price\nIntruder,1\n";
    expect((await postCsv(storeId, csv, "", { "content-type": "text/csv" })).status).toBe(401);
    const stranger = await t.signUp("Stranger");
    const theirs = { ...stranger.auth, "content-type": "text/csv" };
    for (const id of [storeId, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const response = await postCsv(id, csv, "", theirs);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe("store_not_found");
      const download = await fetch(`${base}/api/store/${id}/products/export`, {
        headers: stranger.auth,
      });
      expect(download.status).toBe(404);
    }
    expect((await all(storeId)).total).toBe(0);
  });
});

// What this measures is the parser's streaming, not the database: it runs once, on PostgreSQL
// when the suite has one (there it takes a third less time than on PGlite), else on PGlite.
const onOneDatabase = process.env.TEST_DB === "postgres" || !process.env.DATABASE_URL;

describe("a 50,000-row Shopify file", () => {
  it.runIf(onOneDatabase)(
    "streams through with memory that does not grow with the file",
    async () => {
      const storeId = await newStore();
      const header =
        "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Variant Inventory Qty,Variant Price,Image Src,Status\n";
      // 10,000 products of five rows each: the first holds the product, four more add images,
      // with the long addresses image services write (signed, with their transformations).
      const imageUrl = (product: number, image: number) =>
        `https://cdn.example.com/${product}-${image}.jpg?w=1200&q=80&${"sig=0123456789abcdef".repeat(22)}`;
      const PRODUCTS = 10_000;
      let next = 0;
      let bytes = 0;
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(`\uFEFF${header}`));
        },
        pull(controller) {
          if (next >= PRODUCTS) return controller.close();
          let chunk = "";
          for (let i = 0; i < 200 && next < PRODUCTS; i += 1, next += 1) {
            chunk += `product-${next},Product ${next},"<p>Line one, with a comma.</p><p>Line ""two"", a longer paragraph about the product: where it comes from, how it is made, and why customers come back for it.</p>",Bench,,tag,TRUE,${next % 90},${next % 1000}.${next % 100},${imageUrl(next, 1)},active\n`;
            for (let image = 2; image <= 5; image += 1) {
              chunk += `product-${next},,,,,,,,,${imageUrl(next, image)},\n`;
            }
          }
          bytes += chunk.length;
          controller.enqueue(encoder.encode(chunk));
        },
      });
      // Live memory, measured after a full collection each time: garbage comes and goes with
      // the collector's mood, what is held does not.
      collectGarbage();
      const baseline = process.memoryUsage().heapUsed;
      let peak = baseline;
      const sampler = setInterval(() => {
        collectGarbage();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }, 250);
      const response = await postCsv(storeId, body);
      clearInterval(sampler);
      const payload = (await response.json()) as { data: ImportProductsResult; message?: string };
      expect(response.status, payload.message).toBe(200);
      expect(payload.data.rows).toBe(50_000);
      expect(counts(payload.data)).toEqual({
        created: 10_000,
        updated: 0,
        unchanged: 0,
        failed: 0,
      });
      expect((await all(storeId, "&search=product 9999")).products[0]).toMatchObject({
        price: 999.99,
        stock: 9999 % 90,
        images: [1, 2, 3, 4, 5].map((n) => ({ url: imageUrl(9999, n) })),
      });
      // About 27 MB of text: held whole, as one string or as 50,000 parsed records, it would
      // take that much or more. The test process is the server and the client at once.
      expect(bytes).toBeGreaterThan(20_000_000);
      expect(peak - baseline).toBeLessThan(bytes / 2);
      // About 10 s on an idle machine; CI machines may be shared.
    },
    180_000,
  );
});
