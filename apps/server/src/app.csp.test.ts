import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app.js";

// Found on a LAN: upgrade-insecure-requests in the admin's policy made the browser fetch the
// app's scripts over https from a server that speaks plain http, and the page stayed blank.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const cspOf = async (app: TestApp, headers: Record<string, string> = {}) =>
  String(
    (await app.app.inject({ method: "GET", url: "/api/auth/me", headers })).headers[
      "content-security-policy"
    ],
  );

describe("the admin's upgrade-insecure-requests", () => {
  it("is left out when the app is served over plain http", async () => {
    t = await createTestApp({ publicUrl: "http://shop.lan:3000" });
    const csp = await cspOf(t, { host: "shop.lan:3000" });
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("is sent when PUBLIC_URL is https", async () => {
    t = await createTestApp({ publicUrl: "https://shop.example.com" });
    expect(await cspOf(t)).toMatch(/;upgrade-insecure-requests$/);
  });

  it("is sent when the request itself came over https through a trusted proxy", async () => {
    t = await createTestApp({ publicUrl: "http://localhost:3000", trustProxy: ["loopback"] });
    expect(await cspOf(t, { "x-forwarded-proto": "https" })).toContain("upgrade-insecure-requests");
    expect(await cspOf(t)).not.toContain("upgrade-insecure-requests");
  });

  it("never joins the published sites' own policies", async () => {
    t = await createTestApp({ publicUrl: "https://shop.example.com" });
    const response = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { host: "nosite.localhost" },
    });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });
});
