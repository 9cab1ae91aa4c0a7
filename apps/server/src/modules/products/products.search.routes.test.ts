import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app.js";

// Catalogue search through the products list (docs/PRODUCT.md "Catalogue search"): what a
// search finds, in which order, and what it refuses; on PGlite and PostgreSQL alike.

let t: TestApp;
let owner: TestUser;
let store: string;
const ids: Record<string, string> = {};

async function newStore(user: TestUser, name: string): Promise<string> {
  const response = await t.call("POST", "/api/store", user.auth, {
    storeName: name,
    domain: `${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}.example.com`,
  });
  return response.json().data.store.id as string;
}

async function create(storeId: string, product: Record<string, unknown>, user = owner) {
  const response = await t.call("POST", "/api/products", user.auth, {
    storeId,
    price: 10,
    stock: 1,
    ...product,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.product.id as string;
}

async function search(query: string, storeId = store, user = owner) {
  const response = await t.call(
    "GET",
    `/api/products/${storeId}?limit=48&search=${encodeURIComponent(query)}`,
    user.auth,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    products: Array<{ name: string; id: string; price: number }>;
    total: number;
    totalPages: number;
  };
}

async function found(query: string, extra = ""): Promise<string[]> {
  const response = await t.call(
    "GET",
    `/api/products/${store}?limit=48&search=${encodeURIComponent(query)}${extra}`,
    owner.auth,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.products as Array<{ name: string }>).map((p) => p.name);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp("Owner");
  store = await newStore(owner, "Search shop");
  const products: Array<Record<string, unknown>> = [
    {
      name: "T-Shirt",
      description: "Soft cotton tee",
      sku: "TS-001",
      tags: ["summer"],
      price: 20,
    },
    { name: "Crème Brûlée Candle", description: "Vanilla scent", sku: "CB-77", price: 15 },
    {
      name: "Walnut Lamp",
      description: "A reading lamp",
      sku: "WL-100",
      tags: ["wood"],
      productType: "Lighting",
      price: 90,
    },
    { name: "Lamp", price: 30 },
    { name: "Lamp Shade", price: 25 },
    { name: "Lampshade", price: 35 },
    { name: "Reading Light", description: "A lamp for late nights", price: 40 },
    { name: "Teapot", sku: "TP-00123", tags: ["kitchen"], price: 18 },
    { name: "Wood Tray", price: 22 },
    { name: "Desk Lamp Blue", price: 50 },
    { name: "Desk Lamp Red", price: 60 },
    {
      name: "Hoodie",
      options: [{ name: "Size", values: ["S", "M"] }],
      variants: [
        { options: ["S"], price: 40, stock: 2, sku: "HD-RED-S" },
        { options: ["M"], price: 40, stock: 2, sku: "HD-RED-M" },
      ],
    },
  ];
  for (const product of products) ids[product.name as string] = await create(store, product);
});
afterAll(() => t.close());

describe("catalogue search in the products list", () => {
  it("finds a product through a typo, a swap of two letters included", async () => {
    expect(await found("tshrit")).toEqual(["T-Shirt"]);
    expect(await found("lmap")).toContain("Lamp");
    expect(await found("wlanut")).toEqual(["Walnut Lamp"]);
    // Two typos in a long word; none at all in a short one (too many words are one away).
    expect(await found("lampshdae")).toContain("Lampshade");
    expect(await found("tae")).toEqual([]);
  });

  it("finds words whatever their accents and case, both ways", async () => {
    expect(await found("creme")).toEqual(["Crème Brûlée Candle"]);
    expect(await found("CRÈME BRULEE")).toEqual(["Crème Brûlée Candle"]);
    // "Lamp Shade" is the search itself; "Lampshade" holds both words inside a word.
    expect(await found("lámp shade")).toEqual(["Lamp Shade", "Lampshade"]);
  });

  it("finds hyphenated words split and joined", async () => {
    expect(await found("t-shirt")).toEqual(["T-Shirt"]);
    expect(await found("tshirt")).toEqual(["T-Shirt"]);
    expect(await found("shirt")).toEqual(["T-Shirt"]);
  });

  it("ranks the exact name, then names starting with the search, its words, word starts, then other fields and typos", async () => {
    expect(await found("lamp")).toEqual([
      "Lamp", // the name itself
      "Lamp Shade", // the name starts with the search
      "Desk Lamp Blue", // a word of the name (ties: by the sort, name A–Z)
      "Desk Lamp Red",
      "Walnut Lamp",
      "Lampshade", // the start of a word of the name
      "Reading Light", // a word of the description
    ]);
    // A name above a tag.
    expect(await found("wood")).toEqual(["Wood Tray", "Walnut Lamp"]);
    // Exact words above typos: "lamb" is one letter from "lamp", but nothing is named so.
    expect((await found("lamp"))[0]).toBe("Lamp");
  });

  it("breaks ties by the chosen sort, and pages through the ranked order stably", async () => {
    expect(await found("desk lamp", "&sortBy=price&sortDir=desc")).toEqual([
      "Desk Lamp Red",
      "Desk Lamp Blue",
    ]);
    expect((await found("lamp", "&sortBy=price&sortDir=desc")).slice(2, 5)).toEqual([
      "Walnut Lamp",
      "Desk Lamp Red",
      "Desk Lamp Blue",
    ]);
    const whole = await found("lamp", "&sortBy=price&sortDir=asc");
    const paged: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const response = await t.call(
        "GET",
        `/api/products/${store}?search=lamp&sortBy=price&sortDir=asc&limit=2&page=${page}`,
        owner.auth,
      );
      const data = response.json().data;
      expect(data).toMatchObject({ total: 7, totalPages: 4 });
      paged.push(...(data.products as Array<{ name: string }>).map((p) => p.name));
    }
    expect(paged).toEqual(whole);
  });

  it("needs every word, in any order", async () => {
    expect(await found("walnut lamp")).toEqual(["Walnut Lamp"]);
    expect(await found("lamp walnut")).toEqual(["Walnut Lamp"]);
    expect(await found("desk red lamp")).toEqual(["Desk Lamp Red"]);
    expect(await found("walnut teapot")).toEqual([]);
  });

  it("finds SKUs (variants' too), tags and types, whole, by their start or inside", async () => {
    expect(await found("ts-001")).toEqual(["T-Shirt"]);
    expect(await found("TS001")).toEqual(["T-Shirt"]);
    expect(await found("00123")).toEqual(["Teapot"]);
    expect(await found("hd-red-m")).toEqual(["Hoodie"]);
    expect(await found("summer")).toEqual(["T-Shirt"]);
    expect(await found("lighting")).toEqual(["Walnut Lamp"]);
    expect(await found("pot")).toEqual(["Teapot"]);
  });

  it("keeps the status filter and finds drafts and published products alike", async () => {
    await t.call("POST", "/api/products/bulk", owner.auth, {
      action: "publish",
      ids: [ids["Walnut Lamp"]],
    });
    expect(await found("lamp", "&status=published")).toEqual(["Walnut Lamp"]);
    expect(await found("lamp", "&status=draft")).not.toContain("Walnut Lamp");
  });

  it("answers an empty search with every product, and one without a word with none", async () => {
    expect((await search("")).total).toBe(12);
    expect((await search("   ")).total).toBe(12);
    for (const query of ["!!!", "%", "_", "'", "\\", "--", "🙂", "“”"]) {
      expect((await search(query)).total, query).toBe(0);
    }
  });

  it("takes any text without a server error, and refuses an over-long search with a 400", async () => {
    for (const query of [
      "'; drop table products; --",
      "lamp:* & !walnut",
      "a'b\\c",
      "((lamp",
      "%_%",
      "x".repeat(200),
      Array.from({ length: 100 }, () => "a").join(" "),
      "ﬁne ǅ ½ Ⅻ",
      "日本語 テキスト",
    ]) {
      const response = await t.call(
        "GET",
        `/api/products/${store}?search=${encodeURIComponent(query)}`,
        owner.auth,
      );
      expect(response.statusCode, query).toBe(200);
    }
    // Read as words, never as query syntax.
    expect(await found("lamp:* & !walnut")).toEqual(["Walnut Lamp"]);
    const long = await t.call(
      "GET",
      `/api/products/${store}?search=${"x".repeat(201)}`,
      owner.auth,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("Search must be at most 200 characters");
    const nul = await t.call("GET", `/api/products/${store}?search=lamp%00`, owner.auth);
    expect(nul.statusCode).toBe(400);
    expect((await search("")).total).toBe(12);
  });

  it("never finds another organization's products, nor lets it search this store", async () => {
    const stranger = await t.signUp("Stranger");
    const theirs = await newStore(stranger, "Other shop");
    await create(theirs, { name: "Secret Lamp", sku: "SECRET-1" }, stranger);
    expect(await found("secret")).toEqual([]);
    expect(await found("secrt")).toEqual([]);
    expect((await search("lamp", theirs, stranger)).products.map((p) => p.name)).toEqual([
      "Secret Lamp",
    ]);
    const response = await t.call("GET", `/api/products/${store}?search=lamp`, stranger.auth);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("store_not_found");
  });

  it("follows renames, deletes and new words at once, through the list's cache", async () => {
    expect(await found("tshrit")).toEqual(["T-Shirt"]);
    await t.call("PUT", `/api/products/${ids["T-Shirt"]}`, owner.auth, { name: "Polo Sweater" });
    expect(await found("tshrit")).toEqual([]);
    expect(await found("swaeter")).toEqual(["Polo Sweater"]);
    expect(await found("tshirt")).toEqual([]);
    await t.call("DELETE", `/api/products/${ids["T-Shirt"]}`, owner.auth);
    expect(await found("swaeter")).toEqual([]);
  });

  it("keeps the words right under concurrent writes of one store, without a deadlock", async () => {
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        create(store, { name: `Parallel Kettle ${i}`, tags: [`batch${i % 3}`] }),
      ),
    );
    const answers = await Promise.all([
      ...made
        .slice(0, 6)
        .map((id, i) =>
          t.call("PUT", `/api/products/${id}`, owner.auth, { name: `Parallel Teacup ${i}` }),
        ),
      ...made.slice(6).map((id) => t.call("DELETE", `/api/products/${id}`, owner.auth)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    expect(await found("parallel kettl")).toEqual([]);
    expect((await found("paralel teacup")).length).toBe(6);
  });

  it("keeps each store's words equal to its products' names, tags and types", async () => {
    const { rows } = (await t.database.db.execute(sql`
      select w.word, w.products, (
        select count(*)::int from products p
        where p.store_id = w.store_id
          and w.word = any (product_search_dictionary(p.name, p.tags, p.product_type))
      ) as actual
      from product_search_words w`)) as unknown as {
      rows: Array<{ word: string; products: number; actual: number }>;
    };
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row.products, row.word).toBe(row.actual);
    const missing = (await t.database.db.execute(sql`
      select p.store_id, d.word from products p,
        unnest(product_search_dictionary(p.name, p.tags, p.product_type)) d(word)
      except select store_id, word from product_search_words`)) as unknown as {
      rows: unknown[];
    };
    expect(missing.rows).toEqual([]);
  });
});
