import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDeploys, sites } from "../../src/db/schema.js";
import { createTestApp, type TestApp } from "../../src/test/test-app.js";
import { MATRIX } from "./authorization-matrix.js";
import { seedWorld, type Headers, type World } from "./trust-world.js";

/**
 * Response headers (docs/TRUST.md §4) over every route of the inventory (the matrix's
 * known-good request, sent by organization 0's owner), every file of a published site on its
 * own host and in the path form, the admin's SPA and uploaded images: nosniff, a
 * Referrer-Policy and no X-Powered-By everywhere; a CSP on every HTML answer (`frame-ancestors
 * 'none'` for the admin, the site's policy without inline script for published pages, a
 * sandbox where a page is shown on the admin's host); `no-store` on every API answer, whatever
 * the spelling of its path; and CORS that never hands a foreign origin the answer or
 * credentials, preflights included.
 */

/** Origins a request may claim: a stranger's, a sandboxed document's, and a published site's. */
let origins: string[];

let w: World;
let spa: TestApp;
let spaDir: string;
let owner: Headers;
let siteHost: string;
let slug: string;
const tally = { responses: 0, preflights: 0 };

beforeAll(async () => {
  w = await seedWorld();
  owner = { authorization: `Bearer ${w.orgs[0]!.owner.token}` };
  const [site] = await w.t.database.db
    .select({ slug: sites.slug })
    .from(sites)
    .where(eq(sites.storeId, w.orgs[0]!.storeId));
  slug = site!.slug;
  siteHost = `${slug}.localhost`;
  origins = ["https://evil.example", "null", `http://${siteHost}:3000`];
  // The admin's single-page app, built as Vite builds it: an index and fingerprinted assets.
  spaDir = await mkdtemp(join(tmpdir(), "sw-headers-"));
  await mkdir(join(spaDir, "assets"), { recursive: true });
  await writeFile(join(spaDir, "index.html"), "<!doctype html><title>Shopwright</title>");
  await writeFile(join(spaDir, "assets", "index-3f2a1b.js"), "console.log(1)");
  spa = await createTestApp({ webDist: spaDir });
}, 300_000);

afterAll(async () => {
  await w?.close();
  await spa?.close();
  await rm(spaDir, { recursive: true, force: true });
});

type Kind = "admin" | "site" | "sandboxed";

/** What is wrong with one answer's headers; `kind` says whose page it is. */
function problems(response: LightMyRequestResponse, kind: Kind, origin: string): string[] {
  const h = response.headers;
  const out: string[] = [];
  const csp = String(h["content-security-policy"] ?? "");
  const type = String(h["content-type"] ?? "");
  if (h["x-content-type-options"] !== "nosniff") out.push("no nosniff");
  if (!h["referrer-policy"]) out.push("no Referrer-Policy");
  if (h["x-powered-by"] !== undefined) out.push("X-Powered-By");
  const allowOrigin = h["access-control-allow-origin"];
  // Fonts are for any page (sandboxed ones have an opaque origin): "*", never a reflection.
  if (allowOrigin !== undefined && (allowOrigin !== "*" || !type.startsWith("font/"))) {
    out.push(`Access-Control-Allow-Origin: ${allowOrigin} (Origin ${origin})`);
  }
  if (h["access-control-allow-credentials"] !== undefined) out.push("allows credentials");
  if (type.startsWith("text/html")) {
    if (!csp) out.push("html without a CSP");
    const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    if (/'unsafe-inline'|'unsafe-eval'|\*/.test(scripts)) out.push(`script-src ${scripts}`);
    if (kind === "admin" && !csp.includes("frame-ancestors 'none'")) {
      out.push("admin html without frame-ancestors 'none'");
    }
    if (kind === "site" && !/frame-ancestors/.test(csp))
      out.push("site html without frame-ancestors");
    if (kind === "sandboxed" && !/(^|; ?)sandbox(;|$)/.test(csp)) out.push("not sandboxed");
  }
  return out;
}

const isApi = (url: string) => decodeURIComponent(url.split("?")[0]!).startsWith("/api/");

/** The checks every answer gets, plus no-store on API answers; failures named with the request. */
function check(response: LightMyRequestResponse, label: string, kind: Kind, origin = "") {
  tally.responses += 1;
  const found = problems(response, kind, origin);
  if (
    isApi(label.split(" ")[1] ?? "") &&
    !/no-store/.test(String(response.headers["cache-control"]))
  ) {
    found.push(`no Cache-Control: no-store (${response.statusCode})`);
  }
  return found.map((problem) => `${label} → ${problem}`);
}

const ownerActor = () => w.actors.find((actor) => actor.name === "owner0")!;

/**
 * Whose HTML a route answers: a storefront form's answer (a thank-you or error page) is a
 * site page; the path form and the editor preview are shown on the admin's host, sandboxed.
 */
function kindOf(route: string): Kind {
  if (route === "POST /api/sites/:slug/forms/:formType") return "site";
  if (route.startsWith("GET /sites/") || route === "GET /api/store/:id/preview") return "sandboxed";
  return "admin";
}

describe("response headers", () => {
  it("every route of the inventory, from every origin, carries them", async () => {
    const failures: string[] = [];
    for (const route of Object.keys(MATRIX).sort()) {
      const method = route.split(" ")[0]!;
      for (const origin of origins) {
        const request = await MATRIX[route]!.request(w, ownerActor());
        const response = await w.t.app.inject({
          method: method as "GET",
          url: request.url,
          headers: { ...owner, ...request.headers, origin },
          payload: request.payload as object,
        });
        failures.push(...check(response, `${method} ${request.url}`, kindOf(route), origin));
      }
    }
    expect(failures).toEqual([]);
    expect(tally.responses).toBeGreaterThanOrEqual(Object.keys(MATRIX).length * origins.length);
  });

  it("keeps no-store on API answers however their path is spelled", async () => {
    const failures: string[] = [];
    const gets = Object.keys(MATRIX).filter((route) => /^GET \/api\//.test(route));
    for (const route of gets) {
      const request = await MATRIX[route]!.request(w, ownerActor());
      const [path, query] = request.url.split("?");
      const spellings = [
        `${path}/`,
        path!.replace(/^\/api\//, "/%61pi/"),
        path!.replace(/^\/api\/(.)/, (_, c: string) => `/api/%${c.charCodeAt(0).toString(16)}`),
        `/x/..${path}`,
        `/.${path}`,
        `${path}?${query ?? ""}&x=1`,
      ];
      for (const url of spellings) {
        const response = await w.t.app.inject({ method: "GET", url, headers: owner });
        tally.responses += 1;
        // Only an answer that found the route carries its data; a 404 carries none.
        if (
          response.statusCode < 400 &&
          !/no-store/.test(String(response.headers["cache-control"]))
        ) {
          failures.push(`GET ${url} → ${response.statusCode} without no-store`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("every published file, on the site's host and in the path form, carries them", async () => {
    const [deploy] = await w.t.database.db
      .select({ manifest: siteDeploys.manifest })
      .from(siteDeploys)
      .where(eq(siteDeploys.id, w.orgs[0]!.deployId));
    const paths = Object.keys(deploy!.manifest).filter((path) => path.startsWith("/"));
    const types = new Set(Object.values(deploy!.manifest).map((file) => file.contentType));
    // Pages, the sitemap, robots.txt, fonts, the favicon, and the 404 page.
    expect(paths).toEqual(expect.arrayContaining(["/", "/sitemap.xml", "/robots.txt"]));
    expect([...types].some((type) => type.startsWith("font/"))).toBe(true);
    const failures: string[] = [];
    for (const path of [...paths, "/no-such-page", "/api/auth/me", "/uploads/none.webp"]) {
      for (const origin of origins) {
        const onHost = await w.t.app.inject({
          method: "GET",
          url: path,
          headers: { host: siteHost, origin, ...owner },
        });
        failures.push(
          ...check(onHost, `GET ${siteHost}${path}`, "site", origin).filter(
            // The site's own host answers its 404 page to /api paths: it holds no user data.
            (problem) => !problem.endsWith("no-store (404)") || !path.startsWith("/api/"),
          ),
        );
        const pathForm = await w.t.app.inject({
          method: "GET",
          url: `/sites/${slug}${path}`,
          headers: { origin, ...owner },
        });
        failures.push(...check(pathForm, `GET /sites/${slug}${path}`, "sandboxed", origin));
      }
    }
    // A page's CSP allows our one hashed script and nothing inline.
    const home = await w.t.app.inject({ method: "GET", url: "/", headers: { host: siteHost } });
    expect(String(home.headers["content-security-policy"])).toMatch(
      /script-src 'sha256-[^' ]+'(;|$)/,
    );
    // Anything but reading answers 405 on a site's host, with the same headers.
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"] as const) {
      const response = await w.t.app.inject({
        method,
        url: "/",
        headers: { host: siteHost, origin: origins[0]! },
      });
      expect(response.statusCode).toBe(405);
      failures.push(...check(response, `${method} ${siteHost}/`, "site", origins[0]));
    }
    expect(failures).toEqual([]);
  });

  it("the admin's SPA and uploaded images carry them", async () => {
    const failures: string[] = [];
    for (const url of ["/", "/dashboard", "/dashboard/store/x/editor", "/assets/index-3f2a1b.js"]) {
      for (const origin of origins) {
        const response = await spa.app.inject({ method: "GET", url, headers: { origin } });
        expect(response.statusCode, url).toBe(200);
        failures.push(...check(response, `GET ${url}`, "admin", origin));
      }
    }
    const image = w.orgs[0]!.image.url;
    for (const host of ["localhost", siteHost]) {
      const response = await w.t.app.inject({
        method: "GET",
        url: new URL(image, "http://x").pathname,
        headers: { host, origin: origins[0]! },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^image\//);
      failures.push(...check(response, `GET ${host}${image}`, "sandboxed", origins[0]));
    }
    expect(failures).toEqual([]);
  });

  it("answers no preflight with a foreign origin allowed", async () => {
    const failures: string[] = [];
    for (const route of Object.keys(MATRIX).sort()) {
      const method = route.split(" ")[0]!;
      const request = await MATRIX[route]!.request(w, ownerActor());
      for (const origin of origins) {
        const response = await w.t.app.inject({
          method: "OPTIONS",
          url: request.url,
          headers: {
            origin,
            "access-control-request-method": method,
            "access-control-request-headers": "authorization, content-type",
          },
        });
        tally.preflights += 1;
        const allowed = Object.keys(response.headers).filter((name) =>
          name.startsWith("access-control-allow-"),
        );
        if (allowed.length > 0 || response.statusCode < 300) {
          failures.push(
            `OPTIONS ${request.url} (${origin}) → ${response.statusCode} ${allowed.join(", ")}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    console.info(
      `headers: ${tally.responses} responses checked over ${Object.keys(MATRIX).length} routes × ${origins.length} origins, a published site's files on its host and in the path form, the SPA and uploads; ${tally.preflights} preflights; 0 problems`,
    );
  });
});
