import { CHECKOUT_MESSAGES, type DiscountBody, type DiscountDto } from "@shopwright/sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discounts, teamMembers } from "../../db/schema.js";
import { createTestApp, type Auth, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
async function createStore(auth: Auth): Promise<string> {
  const response = await t.call("POST", "/api/store", auth, {
    storeName: "Paper Lantern",
    domain: `discounts${++counter}-${Date.now()}.example.com`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.store.id as string;
}

async function createProduct(auth: Auth, storeId: string): Promise<string> {
  const response = await t.call("POST", "/api/products", auth, {
    storeId,
    name: "Washi Tape",
    price: 4.5,
    stock: 10,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.product._id as string;
}

const base = (storeId: string) => `/api/store/${storeId}/discounts`;
const create = (auth: Auth, storeId: string, body: DiscountBody) =>
  t.call("POST", base(storeId), auth, body);

async function created(auth: Auth, storeId: string, body: DiscountBody): Promise<DiscountDto> {
  const response = await create(auth, storeId, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.discount as DiscountDto;
}

async function list(auth: Auth, storeId: string): Promise<DiscountDto[]> {
  const response = await t.call("GET", base(storeId), auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.discounts as DiscountDto[];
}

const rowsOf = async (storeId: string) =>
  JSON.stringify(
    (await t.database.db.select().from(discounts).where(eq(discounts.storeId, storeId))).sort(
      (a, b) => a.id.localeCompare(b.id),
    ),
  );

const TEN_OFF: DiscountBody = { code: "summer-10", kind: "percentage", value: 10 };
const DAY = 24 * 60 * 60 * 1000;

describe("POST /api/store/:id/discounts", () => {
  it("creates a code upper case, a percentage kept as parts per million, and answers it", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const productId = await createProduct(auth, storeId);
    const startsAt = new Date(Date.now() - DAY).toISOString();
    const discount = await created(auth, storeId, {
      code: " summer-10 ",
      title: "Summer sale",
      kind: "percentage",
      value: 12.5,
      appliesTo: { kind: "products", ids: [productId, productId] },
      minimumSubtotalMinor: 2000,
      usageLimit: 100,
      perCustomerLimit: 1,
      startsAt,
    });
    expect(discount).toEqual({
      _id: expect.any(String),
      code: "SUMMER-10",
      title: "Summer sale",
      kind: "percentage",
      value: 12.5,
      appliesTo: { kind: "products", ids: [productId] },
      minimumSubtotalMinor: 2000,
      usageLimit: 100,
      perCustomerLimit: 1,
      startsAt,
      endsAt: null,
      enabled: true,
      usedCount: 0,
      status: "active",
      version: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [row] = await t.database.db
      .select()
      .from(discounts)
      .where(eq(discounts.id, discount._id));
    expect(row).toMatchObject({ value: 125_000, appliesTo: "products", productIds: [productId] });
    expect(await list(auth, storeId)).toEqual([discount]);
  });

  it("keeps a fixed amount in minor units and free shipping without a value", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const fixed = await created(auth, storeId, { code: "FIVE", kind: "fixed", value: 500 });
    expect(fixed.value).toBe(500);
    const free = await created(auth, storeId, { code: "SHIP", kind: "free_shipping", value: 7 });
    expect(free.value).toBe(0);
  });

  it("refuses a code the store has in any case with 409, and lets another store use it", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    await created(auth, storeId, TEN_OFF);
    const before = await rowsOf(storeId);
    const taken = await create(auth, storeId, { ...TEN_OFF, code: "Summer-10" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: "discount_code_taken",
      message: CHECKOUT_MESSAGES.codeTaken,
    });
    expect(await rowsOf(storeId)).toBe(before);
    await created(auth, await createStore(auth), TEN_OFF);
  });

  it("lets exactly one of two creates of one code land (the unique index decides)", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const answers = await Promise.all([
      create(auth, storeId, { ...TEN_OFF, code: "race" }),
      create(auth, storeId, { ...TEN_OFF, code: "RACE" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await list(auth, storeId)).toHaveLength(1);
  });

  it("takes any number of automatic discounts (no code)", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    await created(auth, storeId, { code: null, title: "Autumn", kind: "percentage", value: 5 });
    await created(auth, storeId, { code: null, title: "Winter", kind: "fixed", value: 100 });
    expect((await list(auth, storeId)).map((d) => [d.code, d.title])).toEqual([
      [null, "Winter"],
      [null, "Autumn"],
    ]);
  });

  it("refuses products of another store, or none at all, with 400", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const mine = await createProduct(auth, storeId);
    const stranger = await t.signUp("Stranger");
    const theirs = await createProduct(stranger.auth, await createStore(stranger.auth));
    const otherStoreOfMine = await createProduct(auth, await createStore(auth));
    for (const ids of [
      [mine, theirs],
      [mine, otherStoreOfMine],
      ["00000000-0000-4000-8000-000000000000"],
    ]) {
      const response = await create(auth, storeId, {
        ...TEN_OFF,
        appliesTo: { kind: "products", ids },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(CHECKOUT_MESSAGES.productsUnknown);
    }
    const none = await create(auth, storeId, {
      ...TEN_OFF,
      appliesTo: { kind: "products", ids: [] },
    });
    expect(none.json().message).toBe(CHECKOUT_MESSAGES.productsRequired);
    expect(await list(auth, storeId)).toEqual([]);
  });

  it.each([
    ["a code with spaces", { code: "TEN OFF" }, CHECKOUT_MESSAGES.codeInvalid],
    ["a code of 41 characters", { code: "A".repeat(41) }, CHECKOUT_MESSAGES.codeInvalid],
    ["a percentage of 0", { value: 0 }, CHECKOUT_MESSAGES.percentInvalid],
    ["a percentage above 100", { value: 100.5 }, CHECKOUT_MESSAGES.percentInvalid],
    ["a fixed amount in fractions", { kind: "fixed", value: 2.5 }, CHECKOUT_MESSAGES.fixedInvalid],
    [
      "an end before the start",
      { startsAt: "2030-02-01T00:00:00Z", endsAt: "2030-01-01T00:00:00Z" },
      CHECKOUT_MESSAGES.datesInvalid,
    ],
    // Year 0 passes the ISO pattern but no database keeps it.
    ["an end in year 0", { endsAt: "0000-02-29T01:23:19Z" }, CHECKOUT_MESSAGES.dateInvalid],
    ["a start that is no date", { startsAt: "next week" }, CHECKOUT_MESSAGES.dateInvalid],
    ["a usage limit of 0", { usageLimit: 0 }, CHECKOUT_MESSAGES.usesInvalid],
    ["a negative minimum", { minimumSubtotalMinor: -1 }, CHECKOUT_MESSAGES.amountInvalid],
  ] as const)("answers %s with 400 and its message", async (_label, change, message) => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const response = await create(auth, storeId, { ...TEN_OFF, ...change } as DiscountBody);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ success: false, code: "validation_failed", message });
    expect(await list(auth, storeId)).toEqual([]);
  });
});

describe("GET /api/store/:id/discounts", () => {
  it("lists newest first, each with where it stands now", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const past = new Date(Date.now() - DAY).toISOString();
    const future = new Date(Date.now() + DAY).toISOString();
    const active = await created(auth, storeId, { ...TEN_OFF, code: "ACTIVE", endsAt: future });
    await created(auth, storeId, { ...TEN_OFF, code: "OFF", enabled: false });
    await created(auth, storeId, { ...TEN_OFF, code: "LATER", startsAt: future });
    await created(auth, storeId, {
      ...TEN_OFF,
      code: "OVER",
      startsAt: new Date(Date.now() - 2 * DAY).toISOString(),
      endsAt: past,
    });
    const usedUp = await created(auth, storeId, { ...TEN_OFF, code: "ONCE", usageLimit: 1 });
    await t.database.db.update(discounts).set({ usedCount: 1 }).where(eq(discounts.id, usedUp._id));
    const listed = await list(auth, storeId);
    expect(listed.map((d) => [d.code, d.status])).toEqual([
      ["ONCE", "used_up"],
      ["OVER", "expired"],
      ["LATER", "scheduled"],
      ["OFF", "disabled"],
      ["ACTIVE", "active"],
    ]);
    expect(listed.at(-1)).toEqual(active);
    expect(listed[0]!.usedCount).toBe(1);
  });
});

describe("PUT /api/store/:id/discounts/:discountId", () => {
  it("changes a discount from the version it read and moves the version on", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const discount = await created(auth, storeId, TEN_OFF);
    const response = await t.call("PUT", `${base(storeId)}/${discount._id}`, auth, {
      ...TEN_OFF,
      code: "autumn-15",
      value: 15,
      usageLimit: 50,
      version: discount.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.discount).toMatchObject({
      _id: discount._id,
      code: "AUTUMN-15",
      value: 15,
      usageLimit: 50,
      version: 1,
      createdAt: discount.createdAt,
    });
    expect((await list(auth, storeId))[0]).toEqual(response.json().data.discount);
  });

  it("refuses a change from an older version with 409 and changes nothing", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const discount = await created(auth, storeId, TEN_OFF);
    const url = `${base(storeId)}/${discount._id}`;
    expect((await t.call("PUT", url, auth, { ...TEN_OFF, value: 20, version: 0 })).statusCode).toBe(
      200,
    );
    const before = await rowsOf(storeId);
    const stale = await t.call("PUT", url, auth, { ...TEN_OFF, value: 30, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "stale_version",
      message: CHECKOUT_MESSAGES.versionStale,
    });
    expect(await rowsOf(storeId)).toBe(before);
  });

  it("refuses another discount's code with 409", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    await created(auth, storeId, TEN_OFF);
    const other = await created(auth, storeId, { ...TEN_OFF, code: "OTHER" });
    const response = await t.call("PUT", `${base(storeId)}/${other._id}`, auth, {
      ...TEN_OFF,
      code: "Summer-10",
      version: 0,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("discount_code_taken");
  });

  it("answers 404 for a discount of another store, or no discount at all", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const elsewhere = await createStore(auth);
    const foreign = await created(auth, elsewhere, TEN_OFF);
    const before = await rowsOf(elsewhere);
    for (const id of [foreign._id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const changed = await t.call("PUT", `${base(storeId)}/${id}`, auth, {
        ...TEN_OFF,
        version: 0,
      });
      expect(changed.statusCode).toBe(404);
      expect(changed.json()).toMatchObject({
        code: "discount_not_found",
        message: CHECKOUT_MESSAGES.discountNotFound,
      });
      const removed = await t.call("DELETE", `${base(storeId)}/${id}`, auth);
      expect(removed.statusCode).toBe(404);
    }
    expect(await rowsOf(elsewhere)).toBe(before);
  });
});

describe("DELETE /api/store/:id/discounts/:discountId", () => {
  it("deletes the discount once and answers it", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const discount = await created(auth, storeId, TEN_OFF);
    const url = `${base(storeId)}/${discount._id}`;
    const response = await t.call("DELETE", url, auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.discount._id).toBe(discount._id);
    expect(await list(auth, storeId)).toEqual([]);
    expect((await t.call("DELETE", url, auth)).statusCode).toBe(404);
    // The code is free again.
    await created(auth, storeId, TEN_OFF);
  });
});

describe("who may manage discounts", () => {
  it("lets every member of the store's team manage them", async () => {
    const owner = await t.signUp("Owner");
    const member = await t.signUp("Member");
    const team = await t.call("POST", "/api/teams", owner.auth, { name: "Lanterns" });
    const teamId = team.json().data.team._id as string;
    await t.database.db
      .insert(teamMembers)
      .values({ teamId, userId: member.userId, role: "member" });
    const storeId = await createStore(owner.auth);
    const discount = await created(member.auth, storeId, TEN_OFF);
    const url = `${base(storeId)}/${discount._id}`;
    expect(
      (await t.call("PUT", url, member.auth, { ...TEN_OFF, value: 11, version: 0 })).statusCode,
    ).toBe(200);
    expect(await list(member.auth, storeId)).toHaveLength(1);
    expect((await t.call("DELETE", url, member.auth)).statusCode).toBe(200);
  });

  it("answers 404 for a store of another organization and 401 without credentials", async () => {
    const { auth } = await t.signUp();
    const stranger = await t.signUp("Stranger");
    const storeId = await createStore(auth);
    const discount = await created(auth, storeId, TEN_OFF);
    const before = await rowsOf(storeId);
    const url = `${base(storeId)}/${discount._id}`;
    for (const response of [
      await t.call("GET", base(storeId), stranger.auth),
      await create(stranger.auth, storeId, { ...TEN_OFF, code: "MINE" }),
      await t.call("PUT", url, stranger.auth, { ...TEN_OFF, version: 0 }),
      await t.call("DELETE", url, stranger.auth),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("store_not_found");
    }
    expect((await t.call("GET", base(storeId))).statusCode).toBe(401);
    expect(await rowsOf(storeId)).toBe(before);
  });
});
