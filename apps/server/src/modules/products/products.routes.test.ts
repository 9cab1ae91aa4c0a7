import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products as productsTable, stores, teamMembers, teams, users } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signUp"]>>;
let storeId: string;
let domains = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp("Owner");
  storeId = await newStore(owner.auth);
});
afterAll(() => t.close());

async function newStore(auth: { authorization: string }) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/store",
    headers: auth,
    payload: { storeName: "Shop", domain: `products-${++domains}-${Date.now()}.example.com` },
  });
  return response.json().data.store.id as string;
}

async function createProduct(payload: object, auth = owner.auth) {
  return t.app.inject({
    method: "POST",
    url: "/api/products",
    headers: auth,
    payload: { storeId, name: "Product", price: 10, stock: 1, ...payload },
  });
}

async function list(query: string, store = storeId, auth = owner.auth) {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/products/${store}${query}`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    products: { name: string; price: number; stock: number; status: string; id: string }[];
    total: number;
    page: number;
    limit: number;
    totalPages: number;
  };
}

describe("POST /api/products", () => {
  it("creates a draft product with exact money, trimmed text and the first image as image", async () => {
    const response = await createProduct({
      name: "  Ethiopia Guji ",
      description: " Floral ",
      price: 19.99,
      stock: "12",
      images: ["/uploads/a/b.png", { url: "https://cdn.example.com/c.jpg", originalName: "c.jpg" }],
    });
    expect(response.statusCode).toBe(201);
    const { product } = response.json().data;
    expect(product).toMatchObject({
      storeId,
      name: "Ethiopia Guji",
      description: "Floral",
      price: 19.99,
      stock: 12,
      status: "draft",
      image: "/uploads/a/b.png",
      images: [
        { url: "/uploads/a/b.png" },
        { url: "https://cdn.example.com/c.jpg", originalName: "c.jpg" },
      ],
    });
    expect(product._id).toBe(product.id);
  });

  it("keeps prices exact where binary floats would drift", async () => {
    const store = await newStore(owner.auth);
    for (const price of [0.1, 0.2, 0.3, 1.15, 4.35, 99_999_999.99]) {
      await createProduct({ storeId: store, name: `p${price}`, price });
    }
    const { products } = await list("?sortBy=price&limit=48", store);
    expect(products.map((p) => p.price)).toEqual([0.1, 0.2, 0.3, 1.15, 4.35, 99_999_999.99]);
  });

  it.each([
    [{ storeId: undefined }, "Missing storeId"],
    [{ storeId: "" }, "Missing storeId"],
    [{ name: "   " }, "Product name is required"],
    [{ name: undefined }, "Product name is required"],
    [{ price: "" }, "Valid price is required"],
    [{ price: -1 }, "Valid price is required"],
    [{ price: "abc" }, "Valid price is required"],
    [{ price: 1.234 }, "Price can have at most two decimals"],
    [{ price: 1e12 }, "Price must be at most 99,999,999.99"],
    [{ stock: "" }, "Valid stock quantity is required"],
    [{ stock: undefined }, "Valid stock quantity is required"],
    [{ stock: null }, "Valid stock quantity is required"],
    [{ stock: -1 }, "Valid stock quantity is required"],
    [{ stock: 1.5 }, "Valid stock quantity is required"],
    [
      { images: ["javascript:alert(1)"] },
      "Images must be web addresses (http or https) or uploaded images",
    ],
    [
      { images: ["//evil.example.com/x.png"] },
      "Images must be web addresses (http or https) or uploaded images",
    ],
    [{ status: "archived" }, undefined],
  ])("rejects %j with a clear message", async (payload, message) => {
    const response = await createProduct(payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
  });

  it("answers 404 for a store the caller cannot reach, and creates nothing", async () => {
    const stranger = await t.signUp("Stranger");
    const response = await createProduct({ name: "Intruder" }, stranger.auth);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("store_not_found");
    expect((await list("?search=intruder")).total).toBe(0);
  });
});

describe("GET /api/products/:storeId", () => {
  let store: string;
  beforeAll(async () => {
    store = await newStore(owner.auth);
    const rows = [
      { name: "banana bread", price: 6.5, stock: 3, description: "Sourdough loaf" },
      { name: "Apple Pie", price: 12, stock: 0, description: "Classic" },
      { name: "cherry tart", price: 9.25, stock: 10, description: "Morello 50% off" },
      { name: "Date square", price: 9.25, stock: 5, description: "Medjool" },
      { name: "Eclair", price: 4, stock: 20, description: "Chocolate apple glaze" },
    ];
    for (const row of rows) await createProduct({ ...row, storeId: store });
    const { products } = await list("?limit=48", store);
    const publish = products
      .filter((p) => ["Apple Pie", "Eclair"].includes(p.name))
      .map((p) => p.id);
    await t.app.inject({
      method: "POST",
      url: "/api/products/bulk",
      headers: owner.auth,
      payload: { action: "publish", ids: publish },
    });
  });

  const names = (result: { products: { name: string }[] }) => result.products.map((p) => p.name);

  it("sorts by name case-insensitively by default, 12 a page", async () => {
    const result = await list("", store);
    expect(names(result)).toEqual([
      "Apple Pie",
      "banana bread",
      "cherry tart",
      "Date square",
      "Eclair",
    ]);
    expect(result).toMatchObject({ total: 5, page: 1, limit: 12, totalPages: 1 });
  });

  it.each([
    [
      "price asc, ties by id",
      "?sortBy=price&sortDir=asc",
      ["Eclair", "banana bread", "cherry tart|Date square", "cherry tart|Date square", "Apple Pie"],
    ],
    [
      "price desc",
      "?sortBy=price&sortDir=desc",
      ["Apple Pie", "cherry tart|Date square", "cherry tart|Date square", "banana bread", "Eclair"],
    ],
    [
      "stock desc",
      "?sortBy=stock&sortDir=desc",
      ["Eclair", "cherry tart", "Date square", "banana bread", "Apple Pie"],
    ],
    [
      "newest first",
      "?sortBy=createdAt&sortDir=desc",
      ["Eclair", "Date square", "cherry tart", "Apple Pie", "banana bread"],
    ],
    [
      "name desc",
      "?sortBy=name&sortDir=desc",
      ["Eclair", "Date square", "cherry tart", "banana bread", "Apple Pie"],
    ],
  ])("sorts by %s", async (_label, query, expected) => {
    const got = names(await list(query, store));
    expected.forEach((name, i) => expect(name.split("|")).toContain(got[i]));
  });

  it("pages stably, even across equal sort keys", async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      pages.push(await list(`?sortBy=price&limit=2&page=${page}`, store));
    }
    expect(pages.map((p) => p.totalPages)).toEqual([3, 3, 3]);
    const all = pages.flatMap((p) => p.products.map((x) => x.id));
    expect(new Set(all).size).toBe(5);
  });

  it("caps large page sizes and ignores nonsense paging", async () => {
    expect((await list("?limit=1000", store)).limit).toBe(48);
    expect((await list("?limit=abc&page=-4", store)).page).toBe(1);
  });

  it("searches name and description, trimmed and case-insensitive", async () => {
    expect(names(await list("?search=%20APPLE%20", store))).toEqual(["Apple Pie", "Eclair"]);
    expect(names(await list("?search=sourdough", store))).toEqual(["banana bread"]);
    expect((await list("?search=", store)).total).toBe(5);
  });

  it("reads a search as words: LIKE wildcards and punctuation are no words", async () => {
    expect(names(await list("?search=50%25", store))).toEqual(["cherry tart"]);
    expect((await list("?search=%25", store)).total).toBe(0);
    expect((await list("?search=_", store)).total).toBe(0);
  });

  it("filters by status, with search and sort together", async () => {
    expect(names(await list("?status=published", store))).toEqual(["Apple Pie", "Eclair"]);
    expect((await list("?status=draft", store)).total).toBe(3);
    expect(
      names(await list("?status=published&search=apple&sortBy=price&sortDir=desc", store)),
    ).toEqual(["Apple Pie", "Eclair"]);
  });

  it("rejects an unknown sort field or status", async () => {
    for (const query of ["?sortBy=password", "?status=archived", "?sortDir=sideways"]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/products/${store}${query}`,
        headers: owner.auth,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe("single products", () => {
  it("gets, edits inline, edits fully and deletes a product", async () => {
    const { product } = (await createProduct({ name: "Mug", price: 15, stock: 4 })).json().data;
    const url = `/api/products/${product.id}`;

    const got = await t.app.inject({
      method: "GET",
      url: `/api/products/item/${product.id}`,
      headers: owner.auth,
    });
    expect(got.json().data.product).toMatchObject({ name: "Mug", price: 15 });

    const inline = await t.app.inject({
      method: "PUT",
      url,
      headers: owner.auth,
      payload: { price: 16.5, stock: 3 },
    });
    expect(inline.json().data.product).toMatchObject({ name: "Mug", price: 16.5, stock: 3 });

    const full = await t.app.inject({
      method: "PUT",
      url,
      headers: owner.auth,
      payload: {
        name: "Big Mug",
        description: "350 ml",
        price: 18,
        stock: 9,
        images: ["/uploads/x/y.png"],
        status: "published",
      },
    });
    expect(full.json().data.product).toMatchObject({
      name: "Big Mug",
      description: "350 ml",
      price: 18,
      stock: 9,
      image: "/uploads/x/y.png",
      status: "published",
    });

    const invalid = await t.app.inject({
      method: "PUT",
      url,
      headers: owner.auth,
      payload: { price: -2 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Valid price is required");

    expect((await t.app.inject({ method: "DELETE", url, headers: owner.auth })).statusCode).toBe(
      200,
    );
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/products/item/${product.id}`,
          headers: owner.auth,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("answers 404 for malformed and unknown ids", async () => {
    for (const id of ["nope", "00000000-0000-0000-0000-000000000000"]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/products/item/${id}`,
        headers: owner.auth,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("product_not_found");
    }
  });
});

describe("POST /api/products/bulk", () => {
  it("publishes, unpublishes and deletes only products of reachable stores", async () => {
    const other = await t.signUp("Other");
    const otherStore = await newStore(other.auth);
    const foreign = (
      await createProduct({ storeId: otherStore, name: "Theirs" }, other.auth)
    ).json().data.product;
    const store = await newStore(owner.auth);
    const mine = [];
    for (const name of ["A", "B", "C"])
      mine.push((await createProduct({ storeId: store, name })).json().data.product.id);

    const bulk = (action: string, ids: string[]) =>
      t.app.inject({
        method: "POST",
        url: "/api/products/bulk",
        headers: owner.auth,
        payload: { action, ids },
      });

    const published = await bulk("publish", [...mine, foreign.id, "not-an-id"]);
    expect(published.json().data).toEqual({ action: "publish", matched: 3 });
    expect((await list("?status=published", store)).total).toBe(3);

    expect((await bulk("unpublish", [mine[0]!])).json().data.matched).toBe(1);
    expect((await bulk("delete", [mine[1]!, foreign.id])).json().data.matched).toBe(1);
    expect((await list("", store)).total).toBe(2);

    const theirs = await t.app.inject({
      method: "GET",
      url: `/api/products/item/${foreign.id}`,
      headers: other.auth,
    });
    expect(theirs.json().data.product).toMatchObject({ name: "Theirs", status: "draft" });
  });

  it.each([
    [{ action: "archive", ids: ["x"] }, "Action must be publish, unpublish or delete"],
    [{ action: "publish", ids: [] }, "Select at least one product"],
    [
      { action: "publish", ids: Array.from({ length: 501 }, (_, i) => `id-${i}`) },
      "At most 500 products at a time",
    ],
  ])("rejects %j", async (payload, message) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/products/bulk",
      headers: owner.auth,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe("authorization", () => {
  it("gives another organization 404 on every product route and changes nothing", async () => {
    const { product } = (await createProduct({ name: "Private", price: 5 })).json().data;
    const stranger = await t.signUp("Stranger");
    const attempts = [
      { method: "GET" as const, url: `/api/products/${storeId}` },
      { method: "GET" as const, url: `/api/products/item/${product.id}` },
      { method: "PUT" as const, url: `/api/products/${product.id}`, payload: { price: 0 } },
      { method: "DELETE" as const, url: `/api/products/${product.id}` },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: stranger.auth });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    const bulk = await t.app.inject({
      method: "POST",
      url: "/api/products/bulk",
      headers: stranger.auth,
      payload: { action: "delete", ids: [product.id] },
    });
    expect(bulk.json().data.matched).toBe(0);
    const after = await t.app.inject({
      method: "GET",
      url: `/api/products/item/${product.id}`,
      headers: owner.auth,
    });
    expect(after.json().data.product).toMatchObject({ name: "Private", price: 5 });
  });

  it("requires a signed-in user on every route", async () => {
    for (const [method, url] of [
      ["POST", "/api/products"],
      ["GET", `/api/products/${storeId}`],
      ["POST", "/api/products/bulk"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe("the list cache", () => {
  let store: string;
  const page = "?sortBy=price&sortDir=desc&limit=48";
  const prices = async (query = page, auth = owner.auth) =>
    (await list(query, store, auth)).products.map((p) => p.price);

  beforeAll(async () => {
    store = await newStore(owner.auth);
    for (const price of [1, 2, 3])
      await createProduct({ storeId: store, name: `p${price}`, price });
  });

  it("answers every write at once: create, update, delete and each bulk action", async () => {
    expect(await prices()).toEqual([3, 2, 1]);
    const { product } = (await createProduct({ storeId: store, name: "p4", price: 4 })).json().data;
    expect(await prices()).toEqual([4, 3, 2, 1]);

    await t.app.inject({
      method: "PUT",
      url: `/api/products/${product.id}`,
      headers: owner.auth,
      payload: { price: 0.5 },
    });
    expect(await prices()).toEqual([3, 2, 1, 0.5]);

    const bulk = (action: string, id: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/products/bulk",
        headers: owner.auth,
        payload: { action, ids: [id] },
      });
    const published = `${page}&status=published`;
    expect((await list(published, store)).total).toBe(0);
    await bulk("publish", product.id);
    expect((await list(published, store)).total).toBe(1);
    await bulk("unpublish", product.id);
    expect((await list(published, store)).total).toBe(0);

    await t.app.inject({
      method: "DELETE",
      url: `/api/products/${product.id}`,
      headers: owner.auth,
    });
    expect(await prices()).toEqual([3, 2, 1]);
    const extra = (await createProduct({ storeId: store, name: "p5", price: 5 })).json().data;
    expect(await prices()).toEqual([5, 3, 2, 1]);
    await bulk("delete", extra.product.id);
    expect(await prices()).toEqual([3, 2, 1]);
  });

  it("answers a write made straight in the database at once", async () => {
    expect(await prices()).toEqual([3, 2, 1]);
    await t.database.db
      .update(productsTable)
      .set({ priceMinor: 700 })
      .where(and(eq(productsTable.storeId, store), eq(productsTable.name, "p1")));
    expect(await prices()).toEqual([7, 3, 2]);
    await t.database.db
      .update(productsTable)
      .set({ priceMinor: 100 })
      .where(and(eq(productsTable.storeId, store), eq(productsTable.name, "p1")));
    expect(await prices()).toEqual([3, 2, 1]);
  });

  it("gives a stranger 404 for a store whose list is cached", async () => {
    expect(await prices()).toEqual([3, 2, 1]);
    const stranger = await t.signUp("Stranger");
    const response = await t.app.inject({
      method: "GET",
      url: `/api/products/${store}${page}`,
      headers: stranger.auth,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("store_not_found");
  });

  it("shares a page between searches that differ only in case, and answers them alike", async () => {
    const lower = await list("?search=p2", store);
    const upper = await list("?search=P2", store);
    expect(upper).toEqual(lower);
    expect(lower.products.map((p) => p.name)).toEqual(["p2"]);
  });

  it("answers requests made at the same time alike, and each write after them", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => prices()));
    expect(new Set(answers.map((a) => a.join()))).toEqual(new Set(["3,2,1"]));
    await createProduct({ storeId: store, name: "p6", price: 6 });
    const after = await Promise.all(Array.from({ length: 20 }, () => prices()));
    expect(new Set(after.map((a) => a.join()))).toEqual(new Set(["6,3,2,1"]));
  });
});

describe("the list cache and store ids in capitals", () => {
  it("answers them as the same store, and each write at once", async () => {
    const store = await newStore(owner.auth);
    const upper = store.toUpperCase();
    expect((await list("", upper)).total).toBe(0);
    await createProduct({ storeId: store, name: "Capital" });
    expect((await list("", upper)).products.map((p) => p.name)).toEqual(["Capital"]);
    expect((await list("", store)).products.map((p) => p.name)).toEqual(["Capital"]);
  });
});

describe("the list cache and team access", () => {
  async function teamStore() {
    const teamOwner = await t.signUp("Team owner");
    const member = await t.signUp("Member");
    const [team] = await t.database.db
      .insert(teams)
      .values({ name: "Roasters", slug: `roasters-${randomUUID()}` })
      .returning();
    await t.database.db.insert(teamMembers).values([
      { teamId: team!.id, userId: teamOwner.userId, role: "owner" },
      { teamId: team!.id, userId: member.userId, role: "member" },
    ]);
    // New stores land in the creator's current organization.
    await t.database.db
      .update(users)
      .set({ currentTeamId: team!.id })
      .where(eq(users.id, teamOwner.userId));
    const store = await newStore(teamOwner.auth);
    await createProduct({ storeId: store, name: "Team mug" }, teamOwner.auth);
    const status = async (who: { auth: { authorization: string } }) =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/products/${store}`,
          headers: who.auth,
        })
      ).statusCode;
    // Both lists are read twice, so the second answer of each comes from the cache.
    for (let i = 0; i < 2; i++) {
      expect(await status(teamOwner)).toBe(200);
      expect(await status(member)).toBe(200);
    }
    return { team: team!, teamOwner, member, store, status };
  }

  it("gives a member removed from the team 404 on their next request", async () => {
    const { team, teamOwner, member, status } = await teamStore();
    await t.database.db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, member.userId)));
    expect(await status(member)).toBe(404);
    expect(await status(teamOwner)).toBe(200);
  });

  it("gives the team 404 once the store leaves it, and everyone once it is deleted", async () => {
    const { teamOwner, member, store, status } = await teamStore();
    await t.database.db.update(stores).set({ teamId: null }).where(eq(stores.id, store));
    expect(await status(member)).toBe(404);
    expect(await status(teamOwner)).toBe(200);
    await t.app.inject({ method: "DELETE", url: `/api/store/${store}`, headers: teamOwner.auth });
    expect(await status(teamOwner)).toBe(404);
  });

  it("gives the team's members 404 once the team is deleted", async () => {
    const { team, teamOwner, member, status } = await teamStore();
    await t.database.db.delete(teams).where(eq(teams.id, team.id));
    expect(await status(member)).toBe(404);
    expect(await status(teamOwner)).toBe(200);
  });
});
