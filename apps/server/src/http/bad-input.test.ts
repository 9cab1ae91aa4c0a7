import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.js";

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  ({ auth } = await t.signUp());
});
afterAll(() => t.close());

const storeCount = async () =>
  (await t.app.inject({ method: "GET", url: "/api/store", headers: auth })).json().data.stores
    .length;

describe("bad input gets a clear 4xx and changes nothing", () => {
  it.each([
    ["malformed JSON", '{"storeName": ', "application/json", 400, "invalid_json"],
    ["an empty JSON body", "", "application/json", 400, "invalid_json"],
    ["a JSON array", "[1,2]", "application/json", 400, "validation_failed"],
    ["a JSON string", '"hello"', "application/json", 400, "validation_failed"],
    [
      "form encoding",
      "storeName=a&domain=b.com",
      "application/x-www-form-urlencoded",
      415,
      "unsupported_media_type",
    ],
    ["plain text", "hello", "text/plain", 415, "unsupported_media_type"],
    [
      "an oversized body",
      JSON.stringify({ storeName: "x".repeat(2 * 1024 * 1024), domain: "a.com" }),
      "application/json",
      413,
      "payload_too_large",
    ],
    [
      "wrong types",
      JSON.stringify({ storeName: ["a"], domain: { host: "a.com" } }),
      "application/json",
      400,
      "validation_failed",
    ],
    [
      "a __proto__ key",
      '{"__proto__": {"approved": true}, "storeName": "A", "domain": "proto.example.com"}',
      "application/json",
      400,
      "invalid_json",
    ],
  ])("answers %s with a clear message", async (_label, payload, contentType, status, code) => {
    const before = await storeCount();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/store",
      headers: { ...auth, "content-type": contentType },
      payload,
    });
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code });
    expect(body.message.length).toBeGreaterThan(5);
    expect(response.body).not.toMatch(/\bat \w+ \(|node_modules|\/src\//);
    expect(await storeCount()).toBe(before);
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: "route_not_found" });
  });

  it("marks API answers no-store and sets security headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/store", headers: auth });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });
});

describe("text and nesting the database cannot store", () => {
  const storeWithLayout = async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/store",
      headers: auth,
      payload: { storeName: "Deep", domain: `deep-${Date.now()}.example.com` },
    });
    return created.json().data.store.id as string;
  };
  const layoutWithProps = (props: unknown) => ({
    pages: [{ name: "Home", path: "/", sections: [{ id: "a", type: "hero", props }] }],
  });
  /** What the editor loads of the store's draft (not its preview token, signed anew each time). */
  const editorOf = async (storeId: string) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/store/${storeId}/editor`,
      headers: auth,
    });
    const { store, layout } = response.json().data as { store: unknown; layout: unknown };
    return JSON.stringify({ store, layout });
  };

  it.each([
    ["a lone high surrogate in section props", '{"title":"A \\ud800 B"}', /lone surrogate/],
    ["a lone low surrogate in a prop key", '{"\\udc00":"x"}', /lone surrogate/],
    [
      "section props nested 3,000 levels deep",
      JSON.stringify({ title: "x", items: [JSON.parse("[".repeat(3000) + "]".repeat(3000))] }),
      /nested too deeply/,
    ],
  ])(
    "answers an editor save with %s with 400 and keeps the layout",
    async (_label, props, message) => {
      const storeId = await storeWithLayout();
      const before = await editorOf(storeId);
      const payload = `{"layout":${JSON.stringify(layoutWithProps({})).replace('"props":{}', `"props":${props}`)}}`;
      const response = await t.app.inject({
        method: "POST",
        url: `/api/store/${storeId}/editor-update`,
        headers: { ...auth, "content-type": "application/json" },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: "validation_failed" });
      expect(response.json().message).toMatch(message);
      expect(await editorOf(storeId)).toBe(before);
    },
  );

  it("keeps a well-formed surrogate pair (an emoji) as it is", async () => {
    const storeId = await storeWithLayout();
    const response = await t.app.inject({
      method: "POST",
      url: `/api/store/${storeId}/editor-update`,
      headers: auth,
      payload: { layout: layoutWithProps({ title: "Fresh ☕ 😀" }) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await editorOf(storeId)).toContain("Fresh ☕ 😀");
  });
});
