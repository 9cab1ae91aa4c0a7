import { CHECKOUT_MESSAGES, type ShippingTaxesBody, type ShippingTaxesDto } from "@shopwright/sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkoutSettings,
  shippingRates,
  shippingZones,
  taxRates,
  teamMembers,
} from "../../db/schema.js";
import { createTestApp, type Auth, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
async function createStore(auth: Auth, currency?: string): Promise<string> {
  const response = await t.call("POST", "/api/store", auth, {
    storeName: "Harbour Goods",
    domain: `shipping${++counter}-${Date.now()}.example.com`,
  });
  expect(response.statusCode, response.body).toBe(201);
  const storeId = response.json().data.store.id as string;
  if (currency) {
    const changed = await t.call("PUT", `/api/store/${storeId}`, auth, { currency });
    expect(changed.statusCode, changed.body).toBe(200);
  }
  return storeId;
}

const url = (storeId: string) => `/api/store/${storeId}/shipping-taxes`;

async function read(auth: Auth, storeId: string): Promise<ShippingTaxesDto> {
  const response = await t.call("GET", url(storeId), auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.settings as ShippingTaxesDto;
}

const save = (auth: Auth, storeId: string, body: ShippingTaxesBody) =>
  t.call("PUT", url(storeId), auth, body);

/** A whole document: two zones (one of them everywhere else), pickup and three tax rates. */
const DOCUMENT: ShippingTaxesBody = {
  version: 0,
  pricesIncludeTax: false,
  taxShipping: true,
  zones: [
    {
      name: "Domestic",
      countries: ["us", " ca"],
      rates: [
        { name: "Standard", priceMinor: 599, freeOverMinor: 5000 },
        { name: "Heavy", priceMinor: 1999, minWeightGrams: 5000, maxWeightGrams: 30000 },
      ],
    },
    {
      name: "Rest of world",
      countries: ["*"],
      rates: [{ name: "International", priceMinor: 2500 }],
    },
  ],
  pickup: { enabled: true, name: "Collect at the shop", instructions: "Mon–Fri, 9 to 5." },
  taxRates: [
    { country: "US", region: "NY", name: "Sales tax", ratePercent: 8.875 },
    { country: "us", region: "", name: "Sales tax", ratePercent: 0 },
    { country: "CA", name: "GST", ratePercent: 5 },
  ],
};

/** Everything the settings wrote for a store, to prove a refused save changed nothing. */
async function rowsOf(storeId: string) {
  const { db } = t.database;
  const zones = await db.select().from(shippingZones).where(eq(shippingZones.storeId, storeId));
  const rates = await db
    .select({ rate: shippingRates })
    .from(shippingRates)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingRates.zoneId))
    .where(eq(shippingZones.storeId, storeId));
  const taxes = await db.select().from(taxRates).where(eq(taxRates.storeId, storeId));
  const settings = await db
    .select()
    .from(checkoutSettings)
    .where(eq(checkoutSettings.storeId, storeId));
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  return JSON.stringify({
    zones: zones.sort(byId),
    rates: rates.map((r) => r.rate).sort(byId),
    taxes: taxes.sort(byId),
    settings,
  });
}

describe("GET /api/store/:id/shipping-taxes", () => {
  it("answers the defaults, in the store's currency, for a store that never saved them", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth, "EUR");
    expect(await read(auth, storeId)).toEqual({
      version: 0,
      currency: "EUR",
      pricesIncludeTax: false,
      taxShipping: false,
      zones: [],
      pickup: { id: "pickup", enabled: false, name: "Local pickup", instructions: "" },
      taxRates: [],
    });
    expect(await rowsOf(storeId)).toContain('"settings":[]');
  });
});

describe("PUT /api/store/:id/shipping-taxes", () => {
  it("saves the whole document and answers it as a later read does", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const response = await save(auth, storeId, DOCUMENT);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().data.settings as ShippingTaxesDto;
    expect(saved).toMatchObject({
      version: 1,
      currency: "USD",
      pricesIncludeTax: false,
      taxShipping: true,
      pickup: {
        id: "pickup",
        enabled: true,
        name: "Collect at the shop",
        instructions: "Mon–Fri, 9 to 5.",
      },
    });
    expect(saved.zones).toEqual([
      {
        id: expect.any(String),
        name: "Domestic",
        countries: ["US", "CA"],
        rates: [
          {
            id: expect.any(String),
            name: "Standard",
            priceMinor: 599,
            freeOverMinor: 5000,
            minWeightGrams: null,
            maxWeightGrams: null,
          },
          {
            id: expect.any(String),
            name: "Heavy",
            priceMinor: 1999,
            freeOverMinor: null,
            minWeightGrams: 5000,
            maxWeightGrams: 30000,
          },
        ],
      },
      {
        id: expect.any(String),
        name: "Rest of world",
        countries: ["*"],
        rates: [
          {
            id: expect.any(String),
            name: "International",
            priceMinor: 2500,
            freeOverMinor: null,
            minWeightGrams: null,
            maxWeightGrams: null,
          },
        ],
      },
    ]);
    expect(saved.taxRates).toEqual([
      { country: "CA", region: "", name: "GST", ratePercent: 5 },
      { country: "US", region: "", name: "Sales tax", ratePercent: 0 },
      { country: "US", region: "NY", name: "Sales tax", ratePercent: 8.875 },
    ]);
    expect(await read(auth, storeId)).toEqual(saved);
    // Rates are kept as parts per million.
    const stored = await t.database.db.select().from(taxRates).where(eq(taxRates.storeId, storeId));
    expect(stored.find((rate) => rate.region === "NY")?.ratePpm).toBe(88_750);
  });

  it("keeps the ids of zones and rates it is given, makes new ones and drops the rest", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const first = (await save(auth, storeId, DOCUMENT)).json().data.settings as ShippingTaxesDto;
    const [domestic, world] = first.zones;
    const standard = domestic!.rates[0]!;
    const heavy = domestic!.rates[1]!;
    const response = await save(auth, storeId, {
      ...DOCUMENT,
      version: first.version,
      zones: [
        {
          id: domestic!.id,
          name: "United States and Canada",
          countries: ["US", "CA", "MX"],
          // The international rate moves here from the zone that goes; Standard goes.
          rates: [
            { ...heavy, priceMinor: 2199 },
            { ...world!.rates[0]!, name: "Express" },
            { name: "Overnight", priceMinor: 3500 },
          ],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const second = response.json().data.settings as ShippingTaxesDto;
    expect(second.version).toBe(2);
    expect(second.zones).toHaveLength(1);
    const zone = second.zones[0]!;
    expect(zone.id).toBe(domestic!.id);
    expect(zone.name).toBe("United States and Canada");
    expect(zone.rates.map((rate) => [rate.id, rate.name, rate.priceMinor])).toEqual([
      [heavy.id, "Heavy", 2199],
      [world!.rates[0]!.id, "Express", 2500],
      [expect.any(String), "Overnight", 3500],
    ]);
    expect([standard.id, heavy.id, world!.rates[0]!.id]).not.toContain(zone.rates[2]!.id);
    const { db } = t.database;
    expect(await db.select().from(shippingZones).where(eq(shippingZones.id, world!.id))).toEqual(
      [],
    );
    expect(await db.select().from(shippingRates).where(eq(shippingRates.id, standard.id))).toEqual(
      [],
    );
  });

  it("takes an id of another store's zone or rate as a new entry and leaves that store alone", async () => {
    const { auth } = await t.signUp();
    const mine = await createStore(auth);
    const theirs = await createStore(auth);
    const saved = (await save(auth, theirs, DOCUMENT)).json().data.settings as ShippingTaxesDto;
    const before = await rowsOf(theirs);
    const foreignZone = saved.zones[0]!;
    const response = await save(auth, mine, {
      ...DOCUMENT,
      zones: [
        {
          id: foreignZone.id,
          name: "Mine",
          countries: ["DE"],
          rates: [{ id: foreignZone.rates[0]!.id, name: "Mine too", priceMinor: 1 }],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const zone = (response.json().data.settings as ShippingTaxesDto).zones[0]!;
    expect(zone.id).not.toBe(foreignZone.id);
    expect(zone.rates[0]!.id).not.toBe(foreignZone.rates[0]!.id);
    expect(await rowsOf(theirs)).toBe(before);
  });

  it("refuses a save from an older version with 409 and changes nothing", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    expect((await save(auth, storeId, DOCUMENT)).statusCode).toBe(200);
    const before = await rowsOf(storeId);
    const stale = await save(auth, storeId, { ...DOCUMENT, zones: [], taxRates: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "stale_version",
      message: CHECKOUT_MESSAGES.versionStale,
    });
    expect(await rowsOf(storeId)).toBe(before);
  });

  it("refuses a version the store never had, and writes no settings row for it", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const response = await save(auth, storeId, { ...DOCUMENT, version: 3 });
    expect(response.statusCode).toBe(409);
    expect(await rowsOf(storeId)).toBe(
      JSON.stringify({ zones: [], rates: [], taxes: [], settings: [] }),
    );
  });

  it("lets exactly one of two saves from the same version land", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const answers = await Promise.all([
      save(auth, storeId, DOCUMENT),
      save(auth, storeId, { ...DOCUMENT, zones: [] }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const settings = await read(auth, storeId);
    expect(settings.version).toBe(1);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data.settings;
    expect(settings).toEqual(winner);
  });

  it.each([
    [
      "a country in two zones",
      {
        zones: [
          { name: "A", countries: ["US", "DE"], rates: [] },
          { name: "B", countries: ["FR", "de"], rates: [] },
        ],
      },
      `zones.1.countries: ${CHECKOUT_MESSAGES.countryTwice}`,
    ],
    [
      "everywhere else in two zones",
      {
        zones: [
          { name: "A", countries: ["*"], rates: [] },
          { name: "B", countries: ["*"], rates: [] },
        ],
      },
      `zones.1.countries: ${CHECKOUT_MESSAGES.countryTwice}`,
    ],
    [
      "two tax rates for one country and region, in other cases",
      {
        taxRates: [
          { country: "US", region: "New York", name: "Sales tax", ratePercent: 8 },
          { country: "CA", name: "GST", ratePercent: 5 },
          { country: "us", region: " new york ", name: "Sales tax", ratePercent: 4 },
        ],
      },
      `taxRates.2.region: ${CHECKOUT_MESSAGES.taxRateTwice}`,
    ],
    [
      "a three-letter country",
      { zones: [{ name: "A", countries: ["USA"], rates: [] }] },
      CHECKOUT_MESSAGES.countryInvalid,
    ],
    [
      "a zone without countries",
      { zones: [{ name: "A", countries: [], rates: [] }] },
      CHECKOUT_MESSAGES.countriesRequired,
    ],
    [
      "a rate with five decimals",
      { taxRates: [{ country: "DE", name: "VAT", ratePercent: 19.00001 }] },
      CHECKOUT_MESSAGES.rateInvalid,
    ],
    [
      "a rate above 100 percent",
      { taxRates: [{ country: "DE", name: "VAT", ratePercent: 101 }] },
      CHECKOUT_MESSAGES.rateInvalid,
    ],
    [
      "a weight band upside down",
      {
        zones: [
          {
            name: "A",
            countries: ["US"],
            rates: [{ name: "R", priceMinor: 1, minWeightGrams: 10, maxWeightGrams: 5 }],
          },
        ],
      },
      CHECKOUT_MESSAGES.weightRange,
    ],
    [
      "a price in fractions of a cent",
      { zones: [{ name: "A", countries: ["US"], rates: [{ name: "R", priceMinor: 1.5 }] }] },
      CHECKOUT_MESSAGES.amountInvalid,
    ],
    [
      "a zone without a name",
      { zones: [{ name: "  ", countries: ["US"], rates: [] }] },
      CHECKOUT_MESSAGES.nameRequired,
    ],
  ])("answers %s with 400 and its message, changing nothing", async (_label, change, message) => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    expect((await save(auth, storeId, DOCUMENT)).statusCode).toBe(200);
    const before = await rowsOf(storeId);
    const response = await save(auth, storeId, { ...DOCUMENT, version: 1, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ success: false, code: "validation_failed", message });
    expect(await rowsOf(storeId)).toBe(before);
  });
});

describe("who may read and change shipping and taxes", () => {
  it("lets a member read and refuses their change with 403; owners and admins change", async () => {
    const owner = await t.signUp("Owner");
    const admin = await t.signUp("Admin");
    const member = await t.signUp("Member");
    const team = await t.call("POST", "/api/teams", owner.auth, { name: "Harbour" });
    const teamId = team.json().data.team._id as string;
    await t.database.db.insert(teamMembers).values([
      { teamId, userId: admin.userId, role: "admin" },
      { teamId, userId: member.userId, role: "member" },
    ]);
    const storeId = await createStore(owner.auth);
    expect((await read(member.auth, storeId)).version).toBe(0);
    const refused = await save(member.auth, storeId, DOCUMENT);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("insufficient_role");
    expect(await rowsOf(storeId)).toBe(
      JSON.stringify({ zones: [], rates: [], taxes: [], settings: [] }),
    );
    expect((await save(admin.auth, storeId, DOCUMENT)).statusCode).toBe(200);
    expect((await save(owner.auth, storeId, { ...DOCUMENT, version: 1 })).statusCode).toBe(200);
  });

  it("answers 404 for a store of another organization and 401 without credentials", async () => {
    const { auth } = await t.signUp();
    const stranger = await t.signUp("Stranger");
    const storeId = await createStore(auth);
    for (const response of [
      await t.call("GET", url(storeId), stranger.auth),
      await save(stranger.auth, storeId, DOCUMENT),
      await t.call("GET", url("not-a-store"), auth),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("store_not_found");
    }
    expect((await t.call("GET", url(storeId))).statusCode).toBe(401);
    expect(await rowsOf(storeId)).toBe(
      JSON.stringify({ zones: [], rates: [], taxes: [], settings: [] }),
    );
  });
});
