import { EDITOR_MESSAGES } from "@shopwright/sdk";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamMembers } from "../../db/schema.js";
import { createTestApp, testConfig, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = { authorization: string };
let domainCounter = 0;

async function createStore(auth: Auth, storeName = "Bean There"): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/store",
    headers: auth,
    payload: { storeName, domain: `editor${++domainCounter}-${Date.now()}.example.com` },
  });
  return response.json().data.store.id;
}

const load = (auth: Auth, storeId: string) =>
  t.app.inject({ method: "GET", url: `/api/store/${storeId}/editor`, headers: auth });

const save = (auth: Auth, storeId: string, payload: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/store/${storeId}/editor-update`,
    headers: auth,
    payload,
  });

const preview = (storeId: string, token?: string, page?: string) => {
  const query = new URLSearchParams();
  if (token !== undefined) query.set("token", token);
  if (page !== undefined) query.set("page", page);
  return t.app.inject({ method: "GET", url: `/api/store/${storeId}/preview?${query}` });
};

async function previewTokenOf(auth: Auth, storeId: string): Promise<string> {
  return (await load(auth, storeId)).json().data.previewToken;
}

describe("GET /api/store/:id/editor", () => {
  it("gives an empty store one Home page, default theme tokens and a preview token", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const response = await load(auth, storeId);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      success: true,
      store: {
        _id: storeId,
        storeName: "Bean There",
        currency: "USD",
        locale: "en-US",
        version: 1,
        theme: { primaryColor: "#2563eb", borderRadius: "lg", shadow: "soft" },
        role: "owner",
        approved: false,
      },
      layout: { pages: [{ name: "Home", path: "/", sections: [] }] },
      products: [],
      htmlContent: null,
    });
    expect(data.previewToken).toEqual(expect.any(String));
  });

  it("tells a team member their role and whether the store is approved", async () => {
    const owner = await t.signUp("Owner");
    const member = await t.signUp("Member");
    const team = await t.app.inject({
      method: "POST",
      url: "/api/teams",
      headers: owner.auth,
      payload: { name: "Roasters" },
    });
    const teamId = team.json().data.team._id as string;
    await t.database.db
      .insert(teamMembers)
      .values({ teamId, userId: member.userId, role: "member" });
    const storeId = await createStore(owner.auth);
    const before = (await load(member.auth, storeId)).json().data.store;
    expect(before).toMatchObject({ _id: storeId, role: "member", approved: false });
    const approved = await t.app.inject({
      method: "PUT",
      url: `/api/store/${storeId}/approve`,
      headers: owner.auth,
    });
    expect(approved.statusCode).toBe(200);
    const after = (await load(member.auth, storeId)).json().data.store;
    expect(after).toMatchObject({ role: "member", approved: true });
  });

  it("lists the store's products lightly", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: auth,
      payload: { storeId, name: "Guji", price: 18.5, stock: 4, images: ["/uploads/guji.webp"] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { products } = (await load(auth, storeId)).json().data;
    expect(products).toEqual([
      {
        _id: expect.any(String),
        name: "Guji",
        price: 18.5,
        image: "/uploads/guji.webp",
        status: "draft",
      },
    ]);
  });
});

describe("POST /api/store/:id/editor-update", () => {
  it("saves flat sections[] as the Home page, assigns ids and keeps unknown types", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const response = await save(auth, storeId, {
      layout: {
        sections: [
          { type: "Hero", heading: "Small-batch coffee", imageUrl: "/uploads/a.webp" },
          { type: "hologram", glow: 3 },
        ],
      },
      theme: { id: "roastery", primaryColor: "brown", radius: "rounded" },
      products: {},
      version: 1,
    });
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ ok: true, version: 2 });
    expect(result.theme).toMatchObject({ id: "roastery", primaryColor: "#a52a2a" });
    const reloaded = (await load(auth, storeId)).json().data;
    expect(reloaded.store.version).toBe(2);
    expect(reloaded.store.theme).toEqual(result.theme);
    expect(reloaded.layout).toEqual(result.layout);
    expect(reloaded.layout).toEqual({
      pages: [
        {
          name: "Home",
          path: "/",
          sections: [
            {
              id: "hero-1",
              type: "hero",
              props: { title: "Small-batch coffee", image: "/uploads/a.webp" },
            },
            { id: "hologram-1", type: "hologram", props: { glow: 3 } },
          ],
        },
      ],
    });
  });

  it("saves pages[] with flat and nested sections, and increments the version each time", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const first = await save(auth, storeId, {
      layout: {
        pages: [
          { name: "Home", sections: [{ type: "navbar" }, { type: "hero", title: "Hi" }] },
          {
            name: "About Us",
            sections: [{ id: "story", type: "textblock", props: { heading: "Our story" } }],
          },
        ],
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).toBe(2);
    const second = await save(auth, storeId, { layout: first.json().data.layout, version: 2 });
    expect(second.json().data.version).toBe(3);
    const { layout } = (await load(auth, storeId)).json().data;
    expect(layout.pages.map((p: { name: string; path: string }) => [p.name, p.path])).toEqual([
      ["Home", "/"],
      ["About Us", "/about-us"],
    ]);
    // The navbar became the site's header, shown on every page.
    expect(layout.header).toMatchObject({ id: "navbar-1", type: "navbar" });
    expect(layout.pages[0].sections.map((s: { id: string }) => s.id)).toEqual(["hero-1"]);
    expect(layout.pages[1].sections[0]).toEqual({
      id: "story",
      type: "textblock",
      props: { heading: "Our story" },
    });
  });

  it("keeps the stored colours when the theme names only its id", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    await save(auth, storeId, { layout: { sections: [] }, theme: { primaryColor: "#7a4a2a" } });
    const response = await save(auth, storeId, {
      layout: { sections: [] },
      theme: { id: "x" },
      version: 2,
    });
    expect(response.json().data.theme).toMatchObject({ id: "x", primaryColor: "#7a4a2a" });
  });

  it("answers 409 for a stale version and changes nothing", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    await save(auth, storeId, { layout: { sections: [{ type: "hero", title: "Mine" }] } });
    const stale = await save(auth, storeId, {
      layout: { sections: [{ type: "hero", title: "Theirs" }] },
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "stale_version",
      message: EDITOR_MESSAGES.staleVersion,
    });
    const { store, layout } = (await load(auth, storeId)).json().data;
    expect(store.version).toBe(2);
    expect(layout.pages[0].sections[0].props.title).toBe("Mine");
  });

  it("answers 409 for a version newer than the stored one and changes nothing", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const ahead = await save(auth, storeId, { layout: { sections: [] }, version: 7 });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().code).toBe("stale_version");
    expect((await load(auth, storeId)).json().data.store.version).toBe(1);
  });

  it("accepts a first versionless save, then refuses a versionless save over that layout", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const site = {
      pages: [
        { name: "Home", sections: [{ type: "hero", title: "Four pages of work" }] },
        { name: "About", sections: [{ type: "textblock", heading: "Our story" }] },
      ],
    };
    expect((await save(auth, storeId, { layout: site })).statusCode).toBe(200);
    const before = (await load(auth, storeId)).json().data;

    const blind = await save(auth, storeId, {
      layout: { sections: [{ type: "hero", title: "One hero" }] },
      theme: { primaryColor: "#ff0000" },
    });
    expect(blind.statusCode).toBe(409);
    expect(blind.json()).toMatchObject({
      success: false,
      code: "version_required",
      message: EDITOR_MESSAGES.versionRequired,
    });
    // overwrite: false is no opt-in.
    const notOptedIn = await save(auth, storeId, { layout: { sections: [] }, overwrite: false });
    expect(notOptedIn.json().code).toBe("version_required");
    const after = (await load(auth, storeId)).json().data;
    expect(after.store.version).toBe(before.store.version);
    expect(after.store.theme).toEqual(before.store.theme);
    expect(after.layout).toEqual(before.layout);
    expect(after.layout.pages).toHaveLength(2);
  });

  it("replaces a stored layout without a version when the body says overwrite: true", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    await save(auth, storeId, { layout: { sections: [{ type: "hero", title: "Old" }] } });
    const replaced = await save(auth, storeId, {
      layout: { sections: [{ type: "hero", title: "New" }] },
      overwrite: true,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.version).toBe(3);
    const { layout } = (await load(auth, storeId)).json().data;
    expect(layout.pages[0].sections[0].props.title).toBe("New");
  });

  it("checks a given version even when the body also says overwrite", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    await save(auth, storeId, { layout: { sections: [{ type: "hero", title: "Mine" }] } });
    const stale = await save(auth, storeId, {
      layout: { sections: [] },
      version: 1,
      overwrite: true,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("stale_version");
    const { layout } = (await load(auth, storeId)).json().data;
    expect(layout.pages[0].sections[0].props.title).toBe("Mine");
  });

  it("lets exactly one of two concurrent first versionless saves win", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const responses = await Promise.all(
      ["A", "B"].map((title) =>
        save(auth, storeId, { layout: { sections: [{ type: "hero", title }] } }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json().code).toBe("version_required");
    const winner = responses.find((r) => r.statusCode === 200)!.json().data;
    expect((await load(auth, storeId)).json().data.layout).toEqual(winner.layout);
  });

  it("lets exactly one of two concurrent saves from the same version win", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const responses = await Promise.all(
      ["A", "B"].map((title) =>
        save(auth, storeId, { layout: { sections: [{ type: "hero", title }] }, version: 1 }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((r) => r.statusCode === 200)!.json().data;
    const { store, layout } = (await load(auth, storeId)).json().data;
    expect(store.version).toBe(2);
    expect(layout).toEqual(winner.layout);
  });

  it.each([
    [
      "51 pages",
      { pages: Array.from({ length: 51 }, (_, i) => ({ name: `Page ${i}`, sections: [] })) },
      400,
      "too_many_pages",
      "This site has 51 pages; a site has at most 50 pages.",
    ],
    [
      "501 sections on a page",
      { sections: Array.from({ length: 501 }, () => ({ type: "spacer" })) },
      400,
      "too_many_sections",
      "The page “Home” has 501 sections; a page holds at most 500 sections.",
    ],
    [
      "more than 512 KB",
      {
        sections: Array.from({ length: 120 }, () => ({ type: "mystery", blob: "x".repeat(5000) })),
      },
      413,
      "layout_too_large",
      EDITOR_MESSAGES.layoutTooLarge,
    ],
  ])(
    "refuses %s with a clear message and saves nothing",
    async (_, layout, status, code, message) => {
      const { auth } = await t.signUp();
      const storeId = await createStore(auth);
      const response = await save(auth, storeId, { layout });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code, message });
      expect((await load(auth, storeId)).json().data.store.version).toBe(1);
    },
  );

  it("answers 400 for a body without a layout", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    expect((await save(auth, storeId, { theme: {} })).statusCode).toBe(400);
  });
});

describe("GET /api/store/:id/preview", () => {
  it("renders the saved page as a sandboxed html document that admin pages may frame", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth, "Ember & Bean");
    await save(auth, storeId, {
      layout: {
        pages: [
          {
            name: "Home",
            sections: [
              {
                type: "navbar",
                links: [{ text: "About", type: "page", pageName: "About" }],
              },
              {
                type: "hero",
                title: "Roasted this week",
                buttonText: "Shop",
                buttonLink: "/about",
              },
              { type: "footer", links: [{ text: "Our story", url: "About" }] },
            ],
          },
          { name: "About", sections: [{ type: "textblock", heading: "Our story" }] },
        ],
      },
    });
    const token = await previewTokenOf(auth, storeId);
    const response = await preview(storeId, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("sandbox;");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("allow-same-origin");
    expect(csp).not.toContain("script-src");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    const html = response.body;
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain("<title>Ember &amp; Bean</title>");
    expect(html).toContain(".sw-site");
    expect(html).toContain("--sw-primary:");
    expect(html).toContain("Roasted this week");
    // Page links stay inside the iframe: navbar, hero button and footer links alike.
    const aboutHref = `href="?token=${encodeURIComponent(token)}&amp;page=%2Fabout"`;
    expect(html.split(aboutHref)).toHaveLength(4);
    // The theme's heading font (Inter by default) comes from the admin host.
    expect(html).toMatch(
      /@font-face\{font-family:"Inter";[^}]*url\("\/_sw\/fonts\/inter-latin-wght-normal\.[0-9a-f]+\.woff2"\)/,
    );

    const about = await preview(storeId, token, "about/");
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain("Our story");
    expect(about.body).toContain("<title>About – Ember &amp; Bean</title>");

    const missing = await preview(storeId, token, "/nope");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("Page not found");
    expect(missing.headers["content-security-policy"]).toContain("sandbox");
  });

  it("saves hostile props as given but renders them inert", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const response = await save(auth, storeId, {
      layout: {
        sections: [
          {
            type: "hero",
            title: "<script>alert(1)</script>",
            buttonText: "Go",
            buttonLink: "javascript:alert(1)",
            image: "javascript:alert(2)",
          },
          { type: "hologram", html: '<img src=x onerror="alert(3)">', url: "javascript:alert(4)" },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const { layout } = (await load(auth, storeId)).json().data;
    expect(layout.pages[0].sections[0].props.title).toBe("<script>alert(1)</script>");
    expect(layout.pages[0].sections[1].props.url).toBe("javascript:alert(4)");
    const html = (await preview(storeId, await previewTokenOf(auth, storeId))).body;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<img[^>]+onerror/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("refuses a missing, sign-in, expired or forged token with 401", async () => {
    const { auth, token: signInToken, userId } = await t.signUp();
    const storeId = await createStore(auth);
    const key = new TextEncoder().encode(testConfig().jwtSecret);
    const expired = await new SignJWT({ store: storeId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuer("shopwright")
      .setAudience("preview")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const forged = await new SignJWT({ store: storeId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuer("shopwright")
      .setAudience("preview")
      .setExpirationTime("15m")
      .sign(new TextEncoder().encode("another-secret-that-is-long-enough-0123456789"));
    for (const token of [undefined, "", "garbage", signInToken, expired, forged]) {
      const response = await preview(storeId, token);
      expect(response.statusCode, String(token)).toBe(401);
      expect(response.body).toContain("Preview unavailable");
      expect(response.body).not.toContain("Bean There");
    }
  });

  it("answers 404 to a preview token of another store", async () => {
    const { auth } = await t.signUp();
    const mine = await createStore(auth);
    const other = await createStore(auth, "Other");
    const response = await preview(other, await previewTokenOf(auth, mine));
    expect(response.statusCode).toBe(404);
  });

  it("never accepts a preview token as a bearer token on the API", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const headers = { authorization: `Bearer ${await previewTokenOf(auth, storeId)}` };
    for (const url of ["/api/store", `/api/store/${storeId}`, `/api/store/${storeId}/editor`]) {
      const response = await t.app.inject({ method: "GET", url, headers });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe("starter themes", () => {
  it("lists at least six themes to signed-in users", async () => {
    const { auth } = await t.signUp();
    const response = await t.app.inject({ method: "GET", url: "/api/store/themes", headers: auth });
    expect(response.statusCode).toBe(200);
    const { themes } = response.json().data;
    expect(themes.length).toBeGreaterThanOrEqual(6);
    expect(themes[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      theme: { primaryColor: expect.stringMatching(/^#/) },
    });
    expect((await t.app.inject({ method: "GET", url: "/api/store/themes" })).statusCode).toBe(401);
  });

  it("applies a theme's tokens and starter pages, and bumps the version", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/store/themes/choose",
      headers: auth,
      payload: { storeId, themeId: "roastery" },
    });
    expect(response.statusCode).toBe(200);
    const { store } = response.json().data;
    expect(store).toMatchObject({
      id: storeId,
      version: 2,
      theme: { id: "roastery", fonts: { heading: "Fraunces", body: "Nunito" } },
    });
    const { layout } = (await load(auth, storeId)).json().data;
    expect(layout.pages.map((p: { name: string }) => p.name)).toEqual(["Home", "About", "Contact"]);
    // The starter's sample brand gives way to the store's own name.
    expect(JSON.stringify(layout)).not.toContain("Ember & Bean");
    const html = (await preview(storeId, await previewTokenOf(auth, storeId))).body;
    expect(html).toContain("Coffee roasted this week, in your cup next week");
  });

  it("answers 404 for an unknown theme", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/store/themes/choose",
      headers: auth,
      payload: { storeId, themeId: "disco" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: "theme_not_found",
      message: EDITOR_MESSAGES.unknownTheme,
    });
  });
});

describe("authorization", () => {
  it("gives a user of another organization 404 on every editor route, and changes nothing", async () => {
    const owner = await t.signUp("Owner");
    const stranger = await t.signUp("Stranger");
    const storeId = await createStore(owner.auth);
    const strangersStore = await createStore(stranger.auth, "Elsewhere");
    const attempts = [
      { method: "GET" as const, url: `/api/store/${storeId}/editor` },
      {
        method: "POST" as const,
        url: `/api/store/${storeId}/editor-update`,
        payload: { layout: { sections: [{ type: "hero", title: "Hijacked" }] } },
      },
      {
        method: "POST" as const,
        url: "/api/store/themes/choose",
        payload: { storeId, themeId: "noir" },
      },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: stranger.auth });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    const strangerToken = await previewTokenOf(stranger.auth, strangersStore);
    expect((await preview(storeId, strangerToken)).statusCode).toBe(404);
    const { store, layout } = (await load(owner.auth, storeId)).json().data;
    expect(store.version).toBe(1);
    expect(layout.pages[0].sections).toEqual([]);
  });

  it("answers 404 for malformed and unknown store ids", async () => {
    const { auth } = await t.signUp();
    for (const id of ["nope", "00000000-0000-0000-0000-000000000000"]) {
      expect((await load(auth, id)).statusCode).toBe(404);
      expect((await save(auth, id, { layout: { sections: [] } })).statusCode).toBe(404);
    }
  });
});
