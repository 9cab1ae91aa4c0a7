import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../src/http/define-route.js";
import { createTestApp, type TestApp } from "../../src/test/test-app.js";
import { MATRIX, type Rule } from "./authorization-matrix.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * Routes whose input is not the JSON the schemas describe, each with its reason. Anything
 * else with path parameters must declare `params`, and anything that takes a body `body`.
 */
const NO_PARAMS_SCHEMA: Record<string, string> = {
  "GET /sites/:slug": "a static site path: the slug is looked up as a plain string",
  "GET /sites/:slug/*": "a static site path: the slug is looked up as a plain string",
  "GET /_sw/fonts/:name": "a static font file, named from a fixed list",
};
const NO_BODY_SCHEMA: Record<string, string> = {
  "POST /api/upload/images": "multipart images, read part by part (read-image-parts.ts)",
  "POST /api/upload/single-image": "a multipart image, read part by part (read-image-parts.ts)",
  "POST /api/store/:id/products/import": "a CSV file streamed as the body (products.import.ts)",
  "POST /api/store/:id/publish": "the optional draft is checked by the editor's own save",
  "POST /api/store/:id/deploys/:deployId/activate": "no body",
  "POST /api/store/:id/ai-messages/:messageId/undo":
    "no body: the reply in the path is the request",
  "POST /api/store/:id/webhooks/:webhookId/test": "no body",
  "PUT /api/store/:id/approve": "no body: approval is the whole request",
  "POST /api/store/:id/restore": "no body: restoring is the whole request",
  "POST /api/store/:id/domain/check": "no body: the store's domain is what is checked",
  "POST /api/sites/:slug/forms/:formType": "fields checked against the form type's own schema",
  "POST /api/sites/:slug/carts": "no body: a new cart is the whole request",
  "POST /api/store/:id/orders/:orderId/paid": "no body: marking paid is the whole request",
  "POST /api/payments/stripe/:storeId/webhook": "the provider's signed bytes, verified as sent",
  "POST /api/payments/paypal/:storeId/webhook": "the provider's signed bytes, verified as sent",
};

/** The matrix rule kinds that prove each declared requirement (public routes have no role). */
const RULES_OF: Record<Role | "public", Rule["kind"][]> = {
  public: ["public"],
  "signed-in": ["signed-in"],
  store: ["store", "store-silent"],
  // The matrix's store is not approved, so its members are refused publishing.
  "store-publish": ["store-manage"],
  "store-admin": ["store-manage"],
  "team-member": ["team-read"],
  "team-admin": ["team-manage"],
  "team-owner": ["team-owner"],
};

describe("route inventory", () => {
  it("records every route Fastify registered (HEAD aside), and no route that does not exist", () => {
    const registered = new Set(
      t.app.registeredRoutes.filter((r) => r.method !== "HEAD").map(keyOf),
    );
    const inventory = new Set(t.app.routeInventory.map(keyOf));
    expect([...registered].filter((key) => !inventory.has(key))).toEqual([]);
    expect([...inventory].filter((key) => !registered.has(key))).toEqual([]);
    expect(inventory.size).toBe(t.app.routeInventory.length);
  });

  it("gives every route its access and the schemas of its input", () => {
    const missing: string[] = [];
    for (const route of t.app.routeInventory) {
      const key = keyOf(route);
      if (route.access !== "public" && route.access !== "user") missing.push(`${key}: access`);
      if (route.access === "user" && !route.role) missing.push(`${key}: role`);
      if (route.access === "public" && route.role) missing.push(`${key}: a role on a public route`);
      if (route.url.includes(":") && !route.params && !NO_PARAMS_SCHEMA[key])
        missing.push(`${key}: params schema`);
      const takesBody = ["POST", "PUT", "PATCH"].includes(route.method);
      if (takesBody && !route.body && !NO_BODY_SCHEMA[key]) missing.push(`${key}: body schema`);
    }
    expect(missing).toEqual([]);
  });

  it("has a row in the authorization matrix for every route, and none for a route that is gone", () => {
    const inventory = t.app.routeInventory.map(keyOf);
    expect(inventory.filter((key) => !MATRIX[key])).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !inventory.includes(key))).toEqual([]);
  });

  it("declares on every route the requirement its matrix row proves", () => {
    const mismatched = t.app.routeInventory.flatMap((route) => {
      const rule = MATRIX[keyOf(route)]?.rule;
      const declared = route.access === "public" ? "public" : (route.role ?? "none");
      const expected = RULES_OF[declared as Role | "public"] ?? [];
      return rule && !expected.includes(rule.kind)
        ? [`${keyOf(route)}: declares ${declared}, the matrix says ${rule.kind}`]
        : [];
    });
    expect(mismatched).toEqual([]);
  });

  it("keeps its written exceptions to routes that exist", () => {
    const inventory = new Set(t.app.routeInventory.map(keyOf));
    for (const key of [...Object.keys(NO_PARAMS_SCHEMA), ...Object.keys(NO_BODY_SCHEMA)])
      expect(inventory.has(key), key).toBe(true);
  });
});
