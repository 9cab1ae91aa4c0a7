import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_MESSAGES, type ProductDto } from "@shopwright/sdk";
import { eq } from "drizzle-orm";
import { collections, discounts, shippingRates, shippingZones } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// Options and variants through the API (docs/PRODUCT.md "Variants"): the rules the contract
// keeps, the product's price and stock derived from its variants, ids kept across edits.

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signUp"]>>;
let storeId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp("Variant owner");
  storeId = await createStore();
});

let stores = 0;
async function createStore(): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/store",
    headers: owner.auth,
    payload: { storeName: "Variants", domain: `variants-${++stores}.example.com` },
  });
  return (response.json() as { data: { store: { id: string } } }).data.store.id;
}
afterAll(() => t.close());

async function call(method: string, url: string, payload?: unknown) {
  const response = await t.app.inject({
    method: method as "GET",
    url,
    headers: owner.auth,
    payload: payload as object,
  });
  const json = response.json() as { message?: string; data: { product: ProductDto } };
  return { status: response.statusCode, json };
}

const shirtImage = "https://images.example.com/shirt-blue.jpg";
const tShirt = {
  storeId: "",
  name: "Organic T-shirt",
  images: ["https://images.example.com/shirt.jpg", shirtImage],
  options: [
    { name: "Size", values: ["S", "M"] },
    { name: "Colour", values: ["White", "Blue"] },
  ],
  variants: [
    { options: ["S", "White"], price: 25, stock: 4, sku: "TS-S-W", weightGrams: 180 },
    { options: ["M", "White"], price: 25, stock: 0, sku: "TS-M-W", weightGrams: 200 },
    { options: ["M", "Blue"], price: 28, compareAtPrice: 35, stock: 6, image: shirtImage },
  ],
  tags: ["Summer", "cotton", "summer"],
  productType: "Shirts",
};

describe("product variants", () => {
  it("creates a product whose price and stock are its variants'", async () => {
    const created = await call("POST", "/api/products", { ...tShirt, storeId });
    expect(created.status).toBe(201);
    const product = created.json.data.product;
    expect(product.price).toBe(25);
    expect(product.stock).toBe(10);
    expect(product.tags).toEqual(["summer", "cotton"]);
    expect(product.productType).toBe("Shirts");
    expect(product.options).toEqual(tShirt.options);
    expect(
      product.variants.map((v) => [v.title, v.price, v.compareAtPrice, v.stock, v.sku]),
    ).toEqual([
      ["S / White", 25, null, 4, "TS-S-W"],
      ["M / White", 25, null, 0, "TS-M-W"],
      ["M / Blue", 28, 35, 6, ""],
    ]);
    expect(product.variants[2]!.image).toBe(shirtImage);
    expect(new Set(product.variants.map((v) => v.id)).size).toBe(3);

    // An edit keeps the ids of the variants it keeps (by id, or by options), drops the rest.
    const [small, , blue] = product.variants;
    const edited = await call("PUT", `/api/products/${product.id}`, {
      options: tShirt.options,
      variants: [
        { id: small!.id, options: ["S", "White"], price: 24, stock: 2 },
        { options: ["M", "Blue"], price: 30, stock: 1 },
        { options: ["S", "Blue"], price: 26, stock: 5 },
      ],
    });
    expect(edited.status).toBe(200);
    const after = edited.json.data.product;
    expect(after.variants[0]!.id).toBe(small!.id);
    expect(after.variants[1]!.id).toBe(blue!.id);
    expect(after.variants[2]!.id).not.toBe(product.variants[1]!.id);
    expect([after.price, after.stock]).toEqual([24, 8]);

    // Price and stock belong to the variants now.
    const inline = await call("PUT", `/api/products/${product.id}`, { price: 10, stock: 1 });
    expect(inline.status).toBe(400);
    expect(inline.json.message).toBe(PRODUCT_MESSAGES.setPerVariant);

    // Removing an image a variant shows takes it off the variant.
    const images = await call("PUT", `/api/products/${product.id}`, {
      images: ["https://images.example.com/shirt.jpg"],
    });
    expect(images.json.data.product.variants.every((v) => v.image === null)).toBe(true);

    // Without options, the product is one thing again with its own price and stock.
    const plain = await call("PUT", `/api/products/${product.id}`, {
      options: [],
      variants: [],
      price: 20,
      stock: 3,
    });
    expect(plain.status).toBe(200);
    expect(plain.json.data.product.variants).toEqual([]);
    expect([plain.json.data.product.price, plain.json.data.product.stock]).toEqual([20, 3]);
  });

  it("refuses variants that break the rules, with the form's texts", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ options: tShirt.options, variants: [] }, PRODUCT_MESSAGES.variantsRequired],
      [
        { options: [], variants: [{ options: [], price: 1, stock: 1 }] },
        PRODUCT_MESSAGES.variantsWithoutOptions,
      ],
      [
        { options: tShirt.options, variants: [{ options: ["XL", "White"], price: 1, stock: 1 }] },
        PRODUCT_MESSAGES.variantOptionsMismatch,
      ],
      [
        {
          options: tShirt.options,
          variants: [
            { options: ["S", "Blue"], price: 1, stock: 1 },
            { options: ["S", "Blue"], price: 2, stock: 1 },
          ],
        },
        PRODUCT_MESSAGES.variantsRepeat,
      ],
      [
        {
          options: [1, 2, 3, 4].map((n) => ({ name: `O${n}`, values: ["a"] })),
          variants: [{ options: ["a", "a", "a", "a"], price: 1, stock: 1 }],
        },
        PRODUCT_MESSAGES.tooManyOptions,
      ],
      [
        {
          options: [
            { name: "Size", values: ["S"] },
            { name: "size", values: ["M"] },
          ],
          variants: [{ options: ["S", "M"], price: 1, stock: 1 }],
        },
        PRODUCT_MESSAGES.optionNamesRepeat,
      ],
      [
        {
          options: [{ name: "Size", values: ["S"] }],
          variants: [
            { options: ["S"], price: 1, stock: 1, image: "https://elsewhere.example/x.jpg" },
          ],
        },
        PRODUCT_MESSAGES.variantImageNotProducts,
      ],
      [{ options: [{ name: "Size", values: ["S"] }] }, PRODUCT_MESSAGES.optionsWithVariants],
      [
        {
          options: [{ name: "Size", values: ["S", "M"] }],
          variants: [
            { options: ["S"], price: 1, stock: 1_000_000_000 },
            { options: ["M"], price: 1, stock: 1 },
          ],
        },
        PRODUCT_MESSAGES.stockTooHigh,
      ],
      [{ price: 1, stock: 1, tags: ["summer, sale"] }, PRODUCT_MESSAGES.tagComma],
    ];
    for (const [fields, message] of cases) {
      const answer = await call("POST", "/api/products", { storeId, name: "Bad", ...fields });
      expect([answer.status, answer.json.message]).toEqual([400, message]);
    }
    // A product without variants still needs its own price and stock.
    const bare = await call("POST", "/api/products", { storeId, name: "Bare", stock: 1 });
    expect([bare.status, bare.json.message]).toEqual([400, PRODUCT_MESSAGES.validPrice]);
  });

  it("rescales variant prices when the store's currency changes", async () => {
    const store = await createStore();
    const created = await call("POST", "/api/products", { ...tShirt, storeId: store });
    const id = created.json.data.product.id;
    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/store/${store}`,
      headers: owner.auth,
      payload: { currency: "JPY" },
    });
    expect(changed.statusCode).toBe(200);
    const after = (await call("GET", `/api/products/item/${id}`)).json.data.product;
    expect(after.variants.map((v) => [v.price, v.compareAtPrice])).toEqual([
      [25, null],
      [25, null],
      [28, 35],
    ]);
  });

  it("rescales the store's other amounts with its prices", async () => {
    const store = await createStore();
    const { db } = t.database;
    const [fixed] = await db
      .insert(discounts)
      .values({
        storeId: store,
        code: "FIVE",
        title: "Five off",
        kind: "fixed",
        value: 500,
        minimumSubtotalMinor: 2000,
      })
      .returning();
    const [percent] = await db
      .insert(discounts)
      .values({ storeId: store, code: "TEN", title: "Ten", kind: "percentage", value: 100_000 })
      .returning();
    const [zone] = await db
      .insert(shippingZones)
      .values({ storeId: store, name: "Home", countries: ["US"], position: 0 })
      .returning();
    const [rate] = await db
      .insert(shippingRates)
      .values({
        zoneId: zone!.id,
        name: "Standard",
        priceMinor: 450,
        freeOverMinor: 5000,
        position: 0,
      })
      .returning();
    const [group] = await db
      .insert(collections)
      .values({
        storeId: store,
        handle: "under-30",
        title: "Under 30",
        kind: "automatic",
        rules: [
          { field: "price", op: "less_than", value: "3000" },
          { field: "tag", op: "equals", value: "summer" },
        ],
      })
      .returning();
    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/store/${store}`,
      headers: owner.auth,
      payload: { currency: "JPY" },
    });
    expect(changed.statusCode).toBe(200);
    const [discountFixed] = await db.select().from(discounts).where(eq(discounts.id, fixed!.id));
    expect([discountFixed!.value, discountFixed!.minimumSubtotalMinor]).toEqual([5, 20]);
    const [discountPercent] = await db
      .select()
      .from(discounts)
      .where(eq(discounts.id, percent!.id));
    expect(discountPercent!.value).toBe(100_000);
    const [rateAfter] = await db.select().from(shippingRates).where(eq(shippingRates.id, rate!.id));
    expect([rateAfter!.priceMinor, rateAfter!.freeOverMinor]).toEqual([5, 50]);
    const [groupAfter] = await db.select().from(collections).where(eq(collections.id, group!.id));
    expect(groupAfter!.rules.map((rule) => rule.value)).toEqual(["30", "summer"]);
    expect(groupAfter!.version).toBe(group!.version + 1);
  });
});
