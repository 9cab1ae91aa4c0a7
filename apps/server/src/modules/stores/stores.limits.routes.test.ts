import { LIMIT_MESSAGES } from "@shopwright/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Auth, type TestApp, type TestUser } from "../../test/test-app.js";

// ORG_STORES_LIMIT: live stores of one organization (a team, or a person's own), on every path
// that adds one: create, restore of a deleted store, and a move between organizations
// (PRODUCT.md §9 "Limits").

const LIMIT = 2;

let t: TestApp;
let domains = 0;

beforeAll(async () => {
  t = await createTestApp({ limits: { orgStores: LIMIT } });
});
afterAll(() => t.close());

const createStore = (auth: Auth) =>
  t.call("POST", "/api/store", auth, {
    storeName: "Shop",
    domain: `org-limit-${++domains}-${Date.now()}.example.com`,
  });

async function storeOf(auth: Auth): Promise<string> {
  const response = await createStore(auth);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.store.id as string;
}

const names = async (auth: Auth) =>
  ((await t.call("GET", "/api/store", auth)).json().data.stores as { id: string }[]).length;

function expectRefused(response: Awaited<ReturnType<TestApp["call"]>>) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toMatchObject({
    code: "store_limit_reached",
    message: LIMIT_MESSAGES.orgStores(LIMIT),
  });
}

/** A user whose current organization is a new team of theirs; answers the user and team id. */
async function teamOwner(): Promise<{ user: TestUser; teamId: string }> {
  const user = await t.signUp("Team Owner");
  const team = await t.call("POST", "/api/teams", user.auth, { name: `Team ${++domains}` });
  expect(team.statusCode, team.body).toBe(201);
  const teamId = team.json().data.team._id as string;
  const switched = await t.call("PUT", "/api/organizations/current", user.auth, { teamId });
  expect(switched.statusCode, switched.body).toBe(200);
  return { user, teamId };
}

describe("stores per organization", () => {
  it("creates personal stores up to the limit, then answers 409 store_limit_reached naming it", async () => {
    const user = await t.signUp();
    await storeOf(user.auth);
    await storeOf(user.auth);
    const refused = await createStore(user.auth);
    expectRefused(refused);
    expect(refused.json().message).toMatch(
      /^This organization has reached its limit of 2 stores\./,
    );
    expect(await names(user.auth)).toBe(LIMIT);
  });

  it("counts a team's stores apart from its members' own", async () => {
    const { user } = await teamOwner();
    await storeOf(user.auth);
    await storeOf(user.auth);
    expectRefused(await createStore(user.auth));
    // The personal space is an organization of its own.
    const personal = await t.call("PUT", "/api/organizations/current", user.auth, {
      teamId: null,
    });
    expect(personal.statusCode, personal.body).toBe(200);
    await storeOf(user.auth);
  });

  it("frees a place when a store is deleted, and refuses its restore while the place is taken", async () => {
    const user = await t.signUp();
    const first = await storeOf(user.auth);
    await storeOf(user.auth);
    expect((await t.call("DELETE", `/api/store/${first}`, user.auth)).statusCode).toBe(200);
    const third = await storeOf(user.auth);

    expectRefused(await t.call("POST", `/api/store/${first}/restore`, user.auth));
    // Nothing changed: the store is still deleted and restorable.
    const deleted = (await t.call("GET", "/api/store/deleted", user.auth)).json().data.stores;
    expect(deleted.map((store: { id: string }) => store.id)).toEqual([first]);

    expect((await t.call("DELETE", `/api/store/${third}`, user.auth)).statusCode).toBe(200);
    const restored = await t.call("POST", `/api/store/${first}/restore`, user.auth);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await names(user.auth)).toBe(LIMIT);
  });

  it("refuses a move into a team at its limit and leaves the store where it was", async () => {
    const { user, teamId } = await teamOwner();
    await storeOf(user.auth);
    await storeOf(user.auth);
    await t.call("PUT", "/api/organizations/current", user.auth, { teamId: null });
    const personal = await storeOf(user.auth);

    expectRefused(await t.call("PUT", `/api/store/${personal}`, user.auth, { teamId }));
    const store = (await t.call("GET", `/api/store/${personal}`, user.auth)).json().data.store;
    expect(store.teamId).toBeNull();
    // A change that moves nothing is not a move.
    const renamed = await t.call("PUT", `/api/store/${personal}`, user.auth, {
      teamId: null,
      storeName: "Renamed",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it("lets only as many concurrent creates pass as the organization has room for", async () => {
    const user = await t.signUp();
    const answers = await Promise.all(Array.from({ length: 6 }, () => createStore(user.auth)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6 - LIMIT);
    expect(await names(user.auth)).toBe(LIMIT);
  });

  it("lets only one of a create and a restore racing for the last place pass", async () => {
    const user = await t.signUp();
    const first = await storeOf(user.auth);
    await storeOf(user.auth);
    await t.call("DELETE", `/api/store/${first}`, user.auth);
    const [created, restored] = await Promise.all([
      createStore(user.auth),
      t.call("POST", `/api/store/${first}/restore`, user.auth),
    ]);
    const passed = Number(created.statusCode === 201) + Number(restored.statusCode === 200);
    expect(passed).toBe(1);
    expect([created.statusCode, restored.statusCode]).toContain(409);
    expect(await names(user.auth)).toBe(LIMIT);
  });
});
