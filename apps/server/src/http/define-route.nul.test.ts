import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { findUnstorable } from "./storable-input.js";

const findNul = (value: unknown) => {
  const found = findUnstorable(value);
  return found?.reason === "nul" ? found.path : null;
};

// Found by the hostile-input fuzz (trust/fuzz.test.ts): a NUL character in any text field
// reached PostgreSQL, which cannot store it in text or jsonb, and the request failed with 500.
let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  ({ auth } = await t.signUp());
});
afterAll(() => t.close());

const stores = async () =>
  (await t.app.inject({ method: "GET", url: "/api/store", headers: auth })).json().data.stores;

describe("a NUL character in the input", () => {
  it("is found in strings and keys at any depth", () => {
    expect(findNul({ a: "x" })).toBeNull();
    expect(findNul({ a: ["ok", { b: "x\u0000" }] })).toBe("a.1.b");
    expect(findNul({ "k\u0000": 1 })).toBe("k\u0000");
    expect(findNul("\u0000")).toBe("");
  });

  it.each([
    ["a body field", "POST", "/api/store", { storeName: "A\u0000B", domain: "nul.example.com" }],
    ["a nested field", "POST", "/api/teams", { name: "Team\u0000" }],
    [
      "a query value",
      "GET",
      "/api/products/00000000-0000-4000-8000-000000000000?search=a%00b",
      undefined,
    ],
  ])("in %s answers 400 and changes nothing", async (_label, method, url, payload) => {
    const before = await stores();
    const response = await t.app.inject({
      method: method as "POST",
      url,
      headers: auth,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: "validation_failed" });
    expect(response.json().message).toMatch(/NUL character/);
    expect(await stores()).toEqual(before);
  });

  it("in an API key name answers 400 instead of 500", async () => {
    const team = await t.app.inject({
      method: "POST",
      url: "/api/teams",
      headers: auth,
      payload: { name: "Keys" },
    });
    const teamId = team.json().data.team._id as string;
    const response = await t.app.inject({
      method: "POST",
      url: `/api/teams/${teamId}/api-keys`,
      headers: auth,
      payload: { name: "a\u0000b" },
    });
    expect(response.statusCode).toBe(400);
  });
});
