import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { EDITOR_MESSAGES, PUBLISH_MESSAGES } from "@shopwright/sdk";
import { SITE_SCRIPT } from "@shopwright/site/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stores } from "../../db/schema.js";
import { createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";
import { SITE_SCRIPT_SOURCE } from "../sites/site-headers.js";
import { KEPT_DEPLOYS } from "./publishing.service.js";

let t: TestAppOnDisk;
beforeAll(async () => {
  t = await createTestAppOnDisk("sw-publish-");
});
afterAll(() => t.close());

type Auth = { authorization: string };
let counter = 0;

async function createStore(auth: Auth, storeName = "Ember & Bean") {
  const domain = `shop${++counter}-${Date.now()}.example.com`;
  const response = await t.app.inject({
    method: "POST",
    url: "/api/store",
    headers: auth,
    payload: { storeName, domain },
  });
  return { id: response.json().data.store.id as string, domain };
}

async function createProduct(auth: Auth, storeId: string, values: Record<string, unknown>) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/products",
    headers: auth,
    payload: { storeId, stock: 5, description: "", ...values },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.product as { _id: string };
}

const publish = (auth: Auth, storeId: string, payload: object = {}) =>
  t.app.inject({ method: "POST", url: `/api/store/${storeId}/publish`, headers: auth, payload });

/** A GET on a site's own host, as a browser on {slug}.localhost:3000 would send it. */
const visit = (host: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { host, ...headers } });

const hostOf = (url: string) => new URL(url).host;

function layoutWith(title: string) {
  return {
    pages: [
      {
        name: "Home",
        description: "Small-batch coffee, roasted weekly",
        sections: [
          {
            type: "navbar",
            links: [
              { text: "About", type: "page", pageName: "About" },
              { text: "Shop", type: "external", url: "/collection" },
            ],
          },
          { type: "hero", title, buttonText: "Our story", buttonLink: "About" },
          { type: "collection", title: "Bestsellers" },
          { type: "footer", links: [{ text: "About us", url: "/about" }] },
        ],
      },
      { name: "About", sections: [{ type: "textblock", heading: "Our story" }] },
    ],
  };
}

describe("POST /api/store/:id/publish", () => {
  it("saves the layout, renders every page and serves it on the site's own host", async () => {
    const { auth } = await t.signUp();
    const store = await createStore(auth);
    const guji = await createProduct(auth, store.id, {
      name: "Guji Natural",
      price: 18.5,
      description: "Blueberry and jasmine.",
      status: "published",
    });
    await createProduct(auth, store.id, { name: "Secret Draft", price: 9 });

    const response = await publish(auth, store.id, { jsonLayout: layoutWith("Roasted weekly") });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      url: "http://ember-bean.localhost:3000",
      isNew: true,
      version: 2,
    });
    expect(data.deploy).toMatchObject({ isLive: true, storeVersion: 2, pageCount: 5 });

    // The layout was saved like editor-update saves it.
    const editor = await t.app.inject({
      method: "GET",
      url: `/api/store/${store.id}/editor`,
      headers: auth,
    });
    // Its navbar is the site's header now: the hero opens the page's own sections.
    expect(editor.json().data.layout.pages[0].sections[0].props.title).toBe("Roasted weekly");

    const host = hostOf(data.url);
    const home = await visit(host, "/");
    expect(home.statusCode).toBe(200);
    expect(home.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = home.body;
    expect(html).toContain("<title>Ember &amp; Bean</title>");
    expect(html).toContain(
      '<meta name="description" content="Small-batch coffee, roasted weekly">',
    );
    expect(html).toContain('<link rel="canonical" href="http://ember-bean.localhost:3000/">');
    expect(html).toContain('<meta property="og:title" content="Ember &amp; Bean">');
    expect(html).toContain('<link rel="icon" href="favicon.svg">');
    expect(html).toContain('<html lang="en-US">');
    // Links are relative, and page names resolve to their pages.
    expect(html).toContain('<a href="about">About</a>');
    expect(html).toContain('<a class="sw-btn sw-btn-primary" href="about">Our story</a>');
    expect(html).toContain('<a href="about">About us</a>');
    expect(html).toContain('<a href="collection">Shop</a>');
    // Collections show published products only, linked to their pages, priced in USD.
    expect(html).toContain("$18.50");
    expect(html).not.toContain("Secret Draft");
    const productPath = `/products/guji-natural-${guji._id.slice(0, 8)}`;
    expect(html).toContain(`href="${productPath.slice(1)}"`);
    // The store sells: add-to-cart forms and the header's cart count, so our one script.
    expect(html).toContain('href="cart"');
    // Our one script, and the home page's structured data (a data block, never run).
    expect(html.match(/<script/gi)).toHaveLength(2);
    expect(html).toContain(`<script>${SITE_SCRIPT}</script>`);
    expect(html).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization"',
    );

    const about = await visit(host, "/about");
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain("Our story");
    expect(about.body).toContain("<title>About – Ember &amp; Bean</title>");

    const product = await visit(host, productPath);
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain('<h1 class="sw-title">Guji Natural</h1>');
    expect(product.body).toContain("Blueberry and jasmine.");
    expect(product.body).toContain('<meta property="og:type" content="product">');
    // One level down, links climb back up.
    expect(product.body).toContain('<a href="../about">About</a>');
    expect(product.body).toContain('<a href="../collection">← All products</a>');

    const collection = await visit(host, "/collection");
    expect(collection.statusCode).toBe(200);
    expect(collection.body).toContain("Guji Natural");
    expect(collection.body).not.toContain("Secret Draft");

    const sitemap = await visit(host, "/sitemap.xml");
    expect(sitemap.headers["content-type"]).toBe("application/xml; charset=utf-8");
    for (const path of ["/", "/about", "/collection", productPath]) {
      expect(sitemap.body).toContain(`<loc>http://ember-bean.localhost:3000${path}</loc>`);
    }
    const robots = await visit(host, "/robots.txt");
    expect(robots.body).toContain("Sitemap: http://ember-bean.localhost:3000/sitemap.xml");
    const favicon = await visit(host, "/favicon.svg");
    expect(favicon.headers["content-type"]).toBe("image/svg+xml");
    expect(favicon.body).toContain(">E</text>");
  });

  it("publishes the saved draft when no layout is sent, and refuses a store never saved", async () => {
    const { auth } = await t.signUp();
    const store = await createStore(auth, "Draft Only");
    const refused = await publish(auth, store.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "layout_not_found",
      message: PUBLISH_MESSAGES.layoutNotFound,
    });
    await t.app.inject({
      method: "POST",
      url: "/api/store/themes/choose",
      headers: auth,
      payload: { storeId: store.id, themeId: "roastery" },
    });
    const response = await publish(auth, store.id);
    expect(response.statusCode, response.body).toBe(200);
    const html = (await visit(hostOf(response.json().data.url), "/")).body;
    // The roastery theme's fonts, and only those, from the site's own deploy: Fraunces for
    // headings at its heading weight, Nunito from regular to bold, each named by its content.
    expect(
      html.match(/@font-face\{font-family:"[^"]+";font-style:normal;font-weight:[\d ]+/g),
    ).toEqual([
      '@font-face{font-family:"Fraunces";font-style:normal;font-weight:700',
      '@font-face{font-family:"Nunito";font-style:normal;font-weight:400 700',
    ]);
    expect(html).toContain("font-display:swap");
    const fontUrl = /url\("(_sw\/subset\/fraunces-700\.[0-9a-f]{10}\.woff2)"\)/.exec(html)?.[1];
    expect(fontUrl).toBeDefined();
    const font = await visit(hostOf(response.json().data.url), `/${fontUrl}`);
    expect(font.statusCode).toBe(200);
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect(font.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(font.rawPayload.subarray(0, 4).toString()).toBe("wOF2");
    // The admin's canvas loads the variable file by its plain name, cached for a day.
    const plain = await t.app.inject({
      method: "GET",
      url: "/_sw/fonts/fraunces-latin-wght-normal.woff2",
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["cache-control"]).toBe("public, max-age=86400");
    expect(plain.rawPayload.length).toBeGreaterThan(font.rawPayload.length * 2);
    const unknown = await t.app.inject({ method: "GET", url: "/_sw/fonts/comic-sans.woff2" });
    expect(unknown.statusCode).toBe(404);
  });

  it("answers 409 for a stale version and 400 for a malformed layout, publishing nothing", async () => {
    const { auth } = await t.signUp();
    const store = await createStore(auth, "Stale Beans");
    await publish(auth, store.id, { jsonLayout: layoutWith("First") });
    const stale = await publish(auth, store.id, { jsonLayout: layoutWith("Second"), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "stale_version",
      message: EDITOR_MESSAGES.staleVersion,
    });
    const malformed = await publish(auth, store.id, { jsonLayout: { pages: "nope" } });
    expect(malformed.statusCode).toBe(400);
    const deploys = await t.app.inject({
      method: "GET",
      url: `/api/store/${store.id}/deploys`,
      headers: auth,
    });
    expect(deploys.json().data.deploys).toHaveLength(1);
  });

  it("refuses a versionless layout over a saved one, publishing nothing, unless told to overwrite", async () => {
    const { auth } = await t.signUp();
    const store = await createStore(auth, "Blind Beans");
    const first = await publish(auth, store.id, { jsonLayout: layoutWith("Four pages") });
    expect(first.statusCode).toBe(200);
    const blind = await publish(auth, store.id, {
      jsonLayout: { sections: [{ type: "hero", title: "One hero" }] },
    });
    expect(blind.statusCode).toBe(409);
    expect(blind.json()).toMatchObject({
      code: "version_required",
      message: EDITOR_MESSAGES.versionRequired,
    });
    const host = hostOf(first.json().data.url);
    expect((await visit(host, "/")).body).toContain("Four pages");
    const editor = await t.app.inject({
      method: "GET",
      url: `/api/store/${store.id}/editor`,
      headers: auth,
    });
    expect(editor.json().data.store.version).toBe(first.json().data.version);

    const replaced = await publish(auth, store.id, {
      jsonLayout: { sections: [{ type: "hero", title: "One hero" }] },
      overwrite: true,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await visit(host, "/")).body).toContain("One hero");
    // Publishing the saved draft sends no layout, so it needs no version.
    expect((await publish(auth, store.id)).statusCode).toBe(200);
  });

  it("makes one deploy when the same content is published twice", async () => {
    const { auth } = await t.signUp();
    const store = await createStore(auth, "Twice Roasted");
    const first = await publish(auth, store.id, { jsonLayout: layoutWith("Same") });
    const second = await publish(auth, store.id, {
      jsonLayout: layoutWith("Same"),
      version: first.json().data.version,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ isNew: false, version: 3 });
    expect(second.json().data.deploy._id).toBe(first.json().data.deploy._id);
    const list = await t.app.inject({
      method: "GET",
      url: `/api/store/${store.id}/deploys`,
      headers: auth,
    });
    expect(list.json().data).toMatchObject({
      url: "http://twice-roasted.localhost:3000",
      deploys: [{ _id: first.json().data.deploy._id, isLive: true }],
    });
  });

  it("rolls back to an earlier deploy", async () => {
    const { auth } = await t.signUp();
    const store = await createStore(auth, "Rollback Roasters");
    const first = (await publish(auth, store.id, { jsonLayout: layoutWith("Version A") })).json()
      .data;
    await publish(auth, store.id, { jsonLayout: layoutWith("Version B"), version: first.version });
    const host = hostOf(first.url);
    expect((await visit(host, "/")).body).toContain("Version B");

    const activated = await t.app.inject({
      method: "POST",
      url: `/api/store/${store.id}/deploys/${first.deploy._id}/activate`,
      headers: auth,
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().data.deploy).toMatchObject({ _id: first.deploy._id, isLive: true });
    expect((await visit(host, "/")).body).toContain("Version A");
    const list = await t.app.inject({
      method: "GET",
      url: `/api/store/${store.id}/deploys`,
      headers: auth,
    });
    const deploys = list.json().data.deploys as { _id: string; isLive: boolean }[];
    expect(deploys).toHaveLength(2);
    expect(deploys.filter((d) => d.isLive).map((d) => d._id)).toEqual([first.deploy._id]);

    for (const id of ["nope", "00000000-0000-0000-0000-000000000000"]) {
      const missing = await t.app.inject({
        method: "POST",
        url: `/api/store/${store.id}/deploys/${id}/activate`,
        headers: auth,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe("deploy_not_found");
    }
  });

  it("keeps the newest deploys and the live one, and sweeps the files no deploy names", async () => {
    const { auth } = await t.signUp();
    const store = await createStore(auth, "Pruned Roasters");
    const published = [];
    for (let n = 0; n <= KEPT_DEPLOYS + 2; n++) {
      const response = await publish(auth, store.id, {
        jsonLayout: layoutWith(`Version ${n}`),
        version: published.at(-1)?.version,
      });
      expect(response.statusCode, response.body).toBe(200);
      published.push(response.json().data);
    }
    const list = await t.app.inject({
      method: "GET",
      url: `/api/store/${store.id}/deploys`,
      headers: auth,
    });
    const kept = (list.json().data.deploys as { _id: string }[]).map((d) => d._id);
    expect(kept).toHaveLength(KEPT_DEPLOYS);
    expect(kept).not.toContain(published[0].deploy._id);

    const packs = async () => (await readdir(join(t.dataDir, "sites", "packs"))).sort();
    const before = await packs();
    // Young files are kept: a publish writes its pack before its deploy row exists.
    expect(await t.app.sweepSiteFiles()).toBe(0);
    const swept = await t.app.sweepSiteFiles(0);
    expect(swept).toBeGreaterThanOrEqual(2);
    expect((await packs()).length).toBe(before.length - swept);
    // Every kept version still serves; so does the live one.
    const host = hostOf(published[0].url);
    expect((await visit(host, "/")).body).toContain(`Version ${KEPT_DEPLOYS + 2}`);
    const oldest = await t.app.inject({
      method: "POST",
      url: `/api/store/${store.id}/deploys/${kept.at(-1)}/activate`,
      headers: auth,
    });
    expect(oldest.statusCode).toBe(200);
    expect((await visit(host, "/")).body).toContain("Version 3");
    expect((await visit(host, "/about")).statusCode).toBe(200);
  });

  it("swaps atomically: requests during a publish get the old or the new site, never an error", async () => {
    const { auth } = await t.signUp();
    const store = await createStore(auth, "Atomic Roast");
    for (let i = 0; i < 30; i++) {
      await createProduct(auth, store.id, {
        name: `Bean ${i}`,
        price: 10 + i,
        status: "published",
      });
    }
    const first = (await publish(auth, store.id, { jsonLayout: layoutWith("Old site") })).json()
      .data;
    const host = hostOf(first.url);
    // light-my-request answers a lazy thenable: Promise.resolve starts it exactly once.
    const publishing = Promise.resolve(
      publish(auth, store.id, { jsonLayout: layoutWith("New site"), version: first.version }),
    );
    const seen: string[] = [];
    let done = false;
    void publishing.finally(() => (done = true));
    for (let round = 0; !done && round < 500; round++) {
      const responses = await Promise.all(
        ["/", "/about", "/collection"].map((path) => visit(host, path)),
      );
      for (const response of responses) {
        expect(response.statusCode).toBe(200);
        if (response.body.includes("Old site")) seen.push("old");
        else if (response.body.includes("New site")) seen.push("new");
      }
    }
    expect((await publishing).statusCode).toBe(200);
    expect(seen.length).toBeGreaterThan(0);
    // Once the new site shows, the old one never comes back.
    const firstNew = seen.indexOf("new");
    if (firstNew !== -1) expect(seen.slice(firstNew)).not.toContain("old");
    expect((await visit(host, "/")).body).toContain("New site");
  });
});

describe("published site hosting", () => {
  let host: string;
  let slug: string;
  beforeAll(async () => {
    const { auth } = await t.signUp();
    const store = await createStore(auth, "Header Check");
    const data = (await publish(auth, store.id, { jsonLayout: layoutWith("Headers") })).json().data;
    host = hostOf(data.url);
    slug = host.split(".")[0]!;
  });

  it("sends security headers: CSP with only our hashed script, nosniff, Referrer-Policy", async () => {
    const response = await visit(host, "/");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`script-src ${SITE_SCRIPT_SOURCE}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain("sandbox");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("serves the site's own static, subset fonts from its deploy", async () => {
    const html = (await visit(host, "/about")).body;
    const urls = [...html.matchAll(/url\("((?:\.{1,2}\/)*_sw\/subset\/[^"]+\.woff2)"/g)].map(
      (match) => match[1]!,
    );
    expect(urls.length).toBeGreaterThanOrEqual(1);
    expect(html).not.toContain("_sw/fonts/");
    for (const url of urls) {
      const font = await visit(host, `/${url.replace(/^(\.{1,2}\/)+/, "")}`);
      expect(font.statusCode, url).toBe(200);
      expect(font.headers["content-type"]).toBe("font/woff2");
      expect(font.rawPayload.length).toBeLessThan(30 * 1024);
    }
  });

  it("answers a matching ETag with 304 and serves brotli and gzip made at publish time", async () => {
    const plain = await visit(host, "/about");
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const again = await visit(host, "/about", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    const br = await visit(host, "/about", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await visit(host, "/about", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it("answers unknown paths with the site's own 404 page and redirects trailing slashes", async () => {
    const missing = await visit(host, "/no/such/page");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("Page not found");
    expect(missing.body).toContain('class="sw-site"');
    expect(missing.body).toContain('<meta name="robots" content="noindex">');
    // Its links start at the root, as it answers at any depth.
    expect(missing.body).toContain('<a href="/about">About</a>');
    expect(missing.headers["content-security-policy"]).toContain("default-src 'none'");

    const slash = await visit(host, "/about/?x=1");
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe("/about?x=1");
  });

  it("never lets the admin answer on a site's host", async () => {
    for (const url of ["/api/store", "/api/auth/me", "/dashboard", "/api/store/themes"]) {
      const response = await visit(host, url, { authorization: "Bearer whatever" });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.body, url).not.toContain('"success"');
    }
    const post = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { host },
      payload: { email: "a@example.com", password: "secret123" },
    });
    expect(post.statusCode).toBe(405);
  });

  it("answers a host with no published site with a plain 404", async () => {
    for (const name of ["nobody-here.localhost", "-bad-.localhost"]) {
      const response = await visit(name, "/");
      expect(response.statusCode, name).toBe(404);
      expect(response.body).toContain("No site is published at this address yet.");
    }
  });

  it("serves the path form on the admin host only sandboxed", async () => {
    const redirect = await t.app.inject({ method: "GET", url: `/sites/${slug}` });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe(`/sites/${slug}/`);
    for (const url of [`/sites/${slug}/`, `/sites/${slug}/about`, `/sites/${slug}/nope`]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(url.endsWith("nope") ? 404 : 200);
      const csp = String(response.headers["content-security-policy"]);
      expect(csp.split("; ")[0], url).toBe("sandbox");
      expect(csp).not.toContain("allow-");
    }
    const about = await t.app.inject({ method: "GET", url: `/sites/${slug}/about` });
    expect(about.body).toContain("Our story");
    // Its not-found page links stay under the prefix, and its relative font links resolve.
    const missing = (await t.app.inject({ method: "GET", url: `/sites/${slug}/no/such` })).body;
    expect(missing).toContain(`href="/sites/${slug}/"`);
    expect(missing).not.toMatch(/href="\/(?!sites\/|_sw\/)/);
    const font = /url\("(?:\.{1,2}\/)*(_sw\/(?:fonts|subset)\/[^"]+\.woff2)"/.exec(about.body)?.[1];
    expect(font).toBeDefined();
    const served = await t.app.inject({ method: "GET", url: `/sites/${slug}/${font}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("font/woff2");
  });

  it("serves a store's site on its own domain named by the Host header, once verified", async () => {
    const { auth } = await t.signUp();
    const store = await createStore(auth, "Custom Domain Coffee");
    await publish(auth, store.id, { jsonLayout: layoutWith("On my domain") });
    // As a check that found the TXT record leaves it (modules/domains, whose routes test shows a
    // pending domain unserved and the real check making it served).
    await t.database.db
      .update(stores)
      .set({ domainStatus: "verified", domainVerifiedAt: new Date() })
      .where(eq(stores.id, store.id));
    for (const name of [store.domain, `${store.domain}:8080`]) {
      const response = await visit(name, "/");
      expect(response.statusCode, name).toBe(200);
      expect(response.body).toContain("On my domain");
    }
    const twin = await visit(`www.${store.domain}`, "/");
    expect(twin.statusCode).toBe(301);
    expect(twin.headers.location).toBe(`//${store.domain}/`);
    // The admin still answers on its own host.
    expect((await t.app.inject({ method: "GET", url: "/api/store" })).statusCode).toBe(401);
  });
});

/**
 * What would let a page run script: tags (outside quoted attribute values, which React
 * always writes with " and escapes) that embed or carry event handlers, and URLs with a
 * script-capable scheme.
 */
function unsafeMarkup(html: string): string[] {
  const problems: string[] = [];
  const skeleton = html.replace(/="[^"]*"/g, '=""');
  for (const tag of skeleton.match(/<[a-z][^>]*>/gi) ?? []) {
    if (/^<(object|embed|iframe|base|svg|img[^>]*src="x)\b/i.test(tag)) problems.push(tag);
    if (/\son[a-z]+=/i.test(tag)) problems.push(`handler in ${tag}`);
  }
  for (const [, name, url] of html.matchAll(/\s(href|src|action|formaction)="([^"]*)"/g)) {
    if (/^\s*(javascript|data|vbscript):/i.test(url ?? "")) problems.push(`${name}=${url}`);
  }
  return problems;
}

describe("hostile layouts", () => {
  it("publish inert html: no script but ours, no javascript: URLs, no event handlers", async () => {
    const { auth } = await t.signUp();
    const store = await createStore(auth, "<script>alert('name')</script>");
    const hostile = "<script>alert(1)</script>";
    const response = await publish(auth, store.id, {
      jsonLayout: {
        sections: [
          {
            type: "navbar",
            logo: hostile,
            links: [{ text: hostile, type: "external", url: "javascript:alert(2)" }],
          },
          {
            type: "hero",
            title: hostile,
            subtitle: '"><img src=x onerror=alert(3)>',
            buttonText: "Go",
            buttonLink: "javascript:alert(4)",
            image: "javascript:alert(5)",
            // Not colours: kept under a legacy name they are dropped (as a colour field, a 400).
            backgroundColor: "</style><script>alert(6)</script>",
            color: "red;}</style><script>alert(7)</script>",
          },
          { type: "textblock", heading: hostile, content: "<iframe src=javascript:alert(8)>" },
          { type: "newsletter", title: hostile, ctaText: hostile },
          { type: "hologram", html: '<svg onload="alert(9)">', url: "javascript:alert(10)" },
          {
            type: "footer",
            companyName: hostile,
            links: [{ text: "x", url: "JaVaScRiPt:alert(11)" }],
          },
        ],
      },
      theme: { colors: { primary: "</style><script>alert(12)</script>" }, siteName: hostile },
    });
    expect(response.statusCode, response.body).toBe(200);
    const refused = await publish(auth, store.id, {
      jsonLayout: { sections: [{ type: "hero", title: "x", bgColor: "red;}</style>" }] },
      version: response.json().data.version,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    const host = hostOf(response.json().data.url);
    for (const path of ["/", "/collection", "/thank-you", "/nope"]) {
      const html = (await visit(host, path)).body;
      const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/gi)];
      for (const [tag, body] of scripts) {
        // Structured data is a data block, never run: JSON with no "<" that could end it.
        if (tag.startsWith('<script type="application/ld+json">')) {
          expect(body, path).not.toContain("<");
          expect(() => JSON.parse(body!) as unknown, path).not.toThrow();
        } else expect(body, path).toBe(SITE_SCRIPT);
      }
      expect(html.match(/<script/gi)?.length ?? 0, path).toBe(scripts.length);
      // Hostile text may show as text; it never reaches an attribute.
      expect(unsafeMarkup(html), path).toEqual([]);
      expect(html.match(/<style>/g), path).toHaveLength(1);
      expect(html.match(/<\/style>/g), path).toHaveLength(1);
    }
    // The newsletter form brings our one hashed script on the home page.
    expect((await visit(host, "/")).body).toContain(`<script>${SITE_SCRIPT}</script>`);
  });
});

describe("authorization", () => {
  it("gives another organization 404 on publish, deploys, activate and forms, changing nothing", async () => {
    const owner = await t.signUp("Owner");
    const stranger = await t.signUp("Stranger");
    const store = await createStore(owner.auth, "Private Roast");
    const deploy = (await publish(owner.auth, store.id, { jsonLayout: layoutWith("Mine") })).json()
      .data.deploy;
    const attempts = [
      {
        method: "POST" as const,
        url: `/api/store/${store.id}/publish`,
        payload: { jsonLayout: layoutWith("Hijacked") },
      },
      { method: "GET" as const, url: `/api/store/${store.id}/deploys` },
      { method: "POST" as const, url: `/api/store/${store.id}/deploys/${deploy._id}/activate` },
      { method: "GET" as const, url: `/api/store/${store.id}/forms` },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: stranger.auth });
      expect(response.statusCode, attempt.url).toBe(404);
      expect(response.json().code, attempt.url).toBe("store_not_found");
      const anonymous = await t.app.inject(attempt);
      expect(anonymous.statusCode, attempt.url).toBe(401);
    }
    // A stranger's own deploy id cannot be activated on this store either.
    const theirs = await createStore(stranger.auth, "Their Roast");
    const theirDeploy = (
      await publish(stranger.auth, theirs.id, { jsonLayout: layoutWith("Theirs") })
    ).json().data.deploy;
    const crossed = await t.app.inject({
      method: "POST",
      url: `/api/store/${store.id}/deploys/${theirDeploy._id}/activate`,
      headers: owner.auth,
    });
    expect(crossed.statusCode).toBe(404);
    const list = await t.app.inject({
      method: "GET",
      url: `/api/store/${store.id}/deploys`,
      headers: owner.auth,
    });
    expect(list.json().data.deploys).toEqual([expect.objectContaining({ _id: deploy._id })]);
  });
});
