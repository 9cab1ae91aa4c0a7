import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { SEO_LIMITS } from "@shopwright/site";
import { SITE_SCRIPT } from "@shopwright/site/server";
import type { FastifyInstance } from "fastify";
import type { Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import type { Database } from "../../src/db/client.js";
import { siteDeploys, sites } from "../../src/db/schema.js";
import { freePort } from "../../src/test/free-port.js";
import { openTestDatabase, testConfig } from "../../src/test/test-app.js";
import {
  SECTION_SLOTS,
  STYLE_KINDS,
  filledProps,
  filledSections,
  valueAt,
  type FieldKind,
  type Slot,
} from "./hostile-site.js";
import {
  launchChromium,
  visitPage,
  watchedContext,
  type Observed,
  type Tab,
  type WatchedContext,
} from "./xss-browser.js";
import { XSS_PAYLOADS, quickPayloads, type XssPayload } from "./xss-payloads.js";

/**
 * Published-site safety (docs/TRUST.md §4): every payload of the corpus in every field of
 * every section type, in page names and descriptions, in the store's name, its theme's text
 * and image fields, and in products' names, descriptions and images, put in through the API,
 * published, and every page opened in Chromium with every link clicked. Nothing may run
 * (`__xss`, dialogs, canary requests) and nothing may be injected into the markup. The
 * page's own CSP is switched off in the browser, so the count is of the escaping alone.
 */
const IS_FULL = process.env.TRUST_FULL === "1";
const PAYLOADS = IS_FULL ? XSS_PAYLOADS : quickPayloads(20);
// Pages per published site, one payload each: a layout stays well under its 512 KB cap.
const PAYLOADS_PER_SITE = IS_FULL ? 30 : 25;
// Pages open side by side in this many tabs.
const TABS = 2;

/** Where a payload landed and what the save did with it. */
type Outcome = "stored as sent" | "rewritten" | "refused";

interface Tally {
  /** Field kind → outcome → count. */
  fields: Map<string, Record<Outcome, number>>;
  sites: number;
  pages: number;
  linksSeen: number;
  linksClicked: number;
  findings: string[];
  missingText: string[];
}

const tally: Tally = {
  fields: new Map(),
  sites: 0,
  pages: 0,
  linksSeen: 0,
  linksClicked: 0,
  findings: [],
  missingText: [],
};

function count(kind: string, outcome: Outcome, n = 1) {
  const row = tally.fields.get(kind) ?? { "stored as sent": 0, rewritten: 0, refused: 0 };
  row[outcome] += n;
  tally.fields.set(kind, row);
}

const ADMIN_HTML = `<!doctype html><html><head><title>Shopwright</title></head><body><div id="root"></div></body></html>`;

let port: number;
let dataDir: string;
let database: Database;
let app: FastifyInstance;
let browser: Browser;
let auth: { authorization: string };
let owner: { token: string; user: { email: string; name: string } };

beforeAll(async () => {
  port = await freePort();
  dataDir = await mkdtemp(join(tmpdir(), "sw-xss-"));
  // The admin's page: a stand-in for the built SPA, served the way the real one is.
  const webDist = join(dataDir, "web");
  await mkdir(join(webDist, "assets"), { recursive: true });
  await writeFile(join(webDist, "index.html"), ADMIN_HTML);
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig({
      dataDir,
      port,
      webDist,
      publicUrl: `http://localhost:${port}`,
      authRateLimit: 10_000,
      formsRateLimit: 10_000,
    }),
    database,
  });
  await app.listen({ port, host: "127.0.0.1" });
  const registered = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { name: "Xss Owner", email: `xss-${Date.now()}@example.com`, password: "secret123" },
  });
  owner = registered.json().data as typeof owner;
  auth = { authorization: `Bearer ${owner.token}` };
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const api = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  app.inject({ method, url, headers: auth, payload: payload as object });

let stores = 0;
async function createStore(storeName: string) {
  stores += 1;
  return api("POST", "/api/store", {
    storeName,
    domain: `xss-${stores}-${randomBytes(3).toString("hex")}.example.com`,
  });
}

/** A page to open, and the text it must show (the payload it holds), if any. */
interface Target {
  url: string;
  text?: string;
}

/** The html pages of a published store's live deploy, on this server's port, and its 404. */
async function publishedPages(storeId: string): Promise<{ origin: string; paths: string[] }> {
  const [site] = await database.db
    .select({ slug: sites.slug, deployId: sites.liveDeployId })
    .from(sites)
    .where(eq(sites.storeId, storeId));
  const [deploy] = await database.db
    .select({ manifest: siteDeploys.manifest })
    .from(siteDeploys)
    .where(eq(siteDeploys.id, site!.deployId!));
  const paths = Object.entries(deploy!.manifest)
    .filter(([path, file]) => path.startsWith("/") && file.contentType.startsWith("text/html"))
    .map(([path]) => path);
  // The site's not-found page, for an address no page has.
  paths.push(`/no-such-page-${randomBytes(3).toString("hex")}`);
  return { origin: `http://${site!.slug}.localhost:${port}`, paths };
}

/**
 * Opens every page (the tabs side by side), clicks every link not clicked yet in this
 * sweep, searches the markup; answers the element names seen.
 */
async function sweep(watched: WatchedContext, targets: Target[]): Promise<Set<string>> {
  const clicked = new Set<string>();
  const tags = new Set<string>();
  const queue = [...targets];
  const work = async (tab: Tab) => {
    for (let target = queue.shift(); target !== undefined; target = queue.shift()) {
      const { url, text } = target;
      const visit = await visitPage(tab, url, clicked, { siteScript: SITE_SCRIPT, allowedTags });
      expect([200, 404], url).toContain(visit.status);
      tally.pages += 1;
      tally.linksClicked += visit.clicked.length;
      tally.linksSeen += visit.report.links;
      for (const tag of visit.report.tags) tags.add(tag);
      for (const finding of visit.report.findings) tally.findings.push(`${url}: ${finding}`);
      if (text !== undefined && !visit.report.text.includes(text)) {
        tally.missingText.push(`${url}: ${JSON.stringify(text.slice(0, 60))}`);
      }
    }
  };
  await Promise.all(watched.tabs.map(work));
  return tags;
}

/** The payload as a browser shows it in text: the html parser turns CR and CRLF into LF. */
const asText = (text: string) => text.replace(/\r\n?/g, "\n");

/** A save body with `value` in one style slot of a section (named), or one theme field. */
interface StyleProbe {
  kind: string;
  body: (value: string, turn: number) => { body: unknown; slot?: Slot };
}

const styleSlots = SECTION_SLOTS.filter((slot) => STYLE_KINDS.has(slot.kind));
const slotsOfKind = (kind: FieldKind) => styleSlots.filter((slot) => slot.kind === kind);

function sectionProbe(kind: FieldKind): StyleProbe {
  const slots = slotsOfKind(kind);
  return {
    kind,
    // Payloads take the slots of the kind in turn, so every slot meets payloads.
    body: (value, turn) => {
      const slot = slots[turn % slots.length]!;
      const props = filledProps(slot.type, (s) => (s === slot ? value : undefined));
      const layout = { pages: [{ name: "Home", sections: [{ type: slot.type, props }] }] };
      return { body: { layout }, slot };
    },
  };
}

/** A theme field probe: payloads take the keys in turn. */
const themeProbe = (kind: string, keys: string[], nest?: "fonts"): StyleProbe => ({
  kind,
  body: (value, turn) => {
    const key = keys[turn % keys.length]!;
    const theme = nest
      ? { [nest]: { heading: "Inter", body: "Inter", [key]: value } }
      : { [key]: value };
    return { body: { layout: { sections: [] }, theme } };
  },
});

const THEME_PROBES: StyleProbe[] = [
  themeProbe("theme colour", [
    "primaryColor",
    "secondaryColor",
    "accentColor",
    "backgroundColor",
    "textColor",
  ]),
  themeProbe("theme font", ["heading", "body"], "fonts"),
  themeProbe("theme choice (radius, shadow, style)", ["borderRadius", "shadow", "stylePreset"]),
];

const STYLE_PROBES: StyleProbe[] = [
  sectionProbe("colour"),
  sectionProbe("number"),
  sectionProbe("select"),
  ...THEME_PROBES,
];

/** Where a payload's style value was accepted, to publish it with the rest. */
const acceptedStyles = new Map<number, { slot: Slot; value: string }[]>();

/** One site: a page per payload, a product per payload; saved, published and swept. */
/** The longest start of a text, in whole characters, that fits `max` UTF-16 units. */
function fit(text: string, max: number): string {
  let fitted = "";
  for (const char of text) {
    if (fitted.length + char.length > max) break;
    fitted += char;
  }
  return fitted;
}

async function sweepRound(batch: XssPayload[], round: number, watched: WatchedContext) {
  const store = await createStore(`Xss round ${round}`);
  expect(store.statusCode, store.body).toBe(201);
  const storeId = store.json().data.store.id as string;

  for (const payload of batch) {
    const product = {
      storeId,
      name: payload.text,
      description: payload.text,
      // The search title and description reach the head and the Product's JSON-LD.
      seoTitle: fit(payload.text, SEO_LIMITS.titleMax),
      seoDescription: fit(payload.text, SEO_LIMITS.descriptionMax),
      price: 1,
      stock: 1,
      status: "published",
    };
    const withImage = await api("POST", "/api/products", { ...product, images: [payload.text] });
    count("product image", withImage.statusCode === 201 ? "stored as sent" : "refused");
    const created =
      withImage.statusCode === 201 ? withImage : await api("POST", "/api/products", product);
    const saved = created.json().data?.product as { name: string; description: string } | undefined;
    if (created.statusCode !== 201 || !saved) {
      count("product name", "refused");
      count("product description", "refused");
      continue;
    }
    count("product name", saved.name === payload.text ? "stored as sent" : "rewritten");
    count(
      "product description",
      saved.description === payload.text ? "stored as sent" : "rewritten",
    );
  }

  // Colour, size and choice fields: a value that is not one is refused at save (a pass); one
  // that is accepted is published with the rest (a theme value stays in the stored theme).
  for (const [i, payload] of batch.entries()) {
    for (const probe of STYLE_PROBES) {
      const { body, slot } = probe.body(payload.text, i + round);
      // Probes replace one another's layout on purpose.
      const response = await api("POST", `/api/store/${storeId}/editor-update`, {
        ...(body as object),
        overwrite: true,
      });
      expect([200, 400], response.body).toContain(response.statusCode);
      if (response.statusCode === 400) {
        count(probe.kind, "refused");
        continue;
      }
      // Accepted: a select keeps only its own values, so a payload there is dropped.
      const data = response.json().data as {
        layout: { pages: { sections: { props: unknown }[] }[] };
        theme: unknown;
      };
      const isKept = slot
        ? valueAt(data.layout.pages[0]?.sections[0]?.props, slot.path) === payload.text
        : JSON.stringify(data.theme).includes(JSON.stringify(payload.text));
      count(probe.kind, isKept ? "stored as sent" : "rewritten");
      if (slot) {
        acceptedStyles.set(payload.id, [
          ...(acceptedStyles.get(payload.id) ?? []),
          { slot, value: payload.text },
        ]);
      }
    }
  }

  const fill = (payload: XssPayload) => (slot: Slot) => {
    if (!STYLE_KINDS.has(slot.kind)) return payload.text;
    return acceptedStyles.get(payload.id)?.find((a) => a.slot === slot)?.value;
  };
  const pages = batch.map((payload, i) => ({
    name: payload.text,
    description: payload.text,
    seoTitle: fit(payload.text, SEO_LIMITS.titleMax),
    seoDescription: fit(payload.text, SEO_LIMITS.descriptionMax),
    sections: [
      ...filledSections(fill(payload), payload.text, i + round),
      { id: payload.text, type: "textblock", props: { heading: "Section id", content: "x" } },
    ],
  }));
  const theme = { fonts: { heading: "system", body: "system" }, layoutPattern: batch[0]!.text };
  const saved = await api("POST", `/api/store/${storeId}/editor-update`, {
    layout: { pages },
    theme,
    overwrite: true,
  });
  expect(saved.statusCode, saved.body.slice(0, 500)).toBe(200);
  const stored = saved.json().data.layout as {
    pages: { name: string; path: string; description?: string; sections: { props: unknown }[] }[];
  };

  // What the save kept, field by field: stored as sent, rewritten (cut, or a link made "#"), or dropped.
  const expectedText = new Map<string, string>();
  stored.pages.forEach((page, p) => {
    const payload = batch[p]!;
    count("page name", page.name === payload.text ? "stored as sent" : "rewritten");
    count("page description", page.description === payload.text ? "stored as sent" : "rewritten");
    expectedText.set(page.path, asText(payload.text));
    page.sections.forEach((section, s) => {
      const sent = pages[p]!.sections[s] as { type: string; props: Record<string, unknown> };
      const slots = SECTION_SLOTS.filter((slot) => slot.type === sent.type);
      for (const slot of slots) {
        if (STYLE_KINDS.has(slot.kind)) continue;
        const before = valueAt(sent.props, slot.path);
        if (before === undefined) continue;
        const after = valueAt(section.props, slot.path);
        count(slot.kind, after === before ? "stored as sent" : "rewritten");
      }
      if (!slots.length && s < pages[p]!.sections.length - 1) {
        const isSame = JSON.stringify(section.props) === JSON.stringify(sent.props);
        count("family and unknown section props", isSame ? "stored as sent" : "rewritten");
      }
    });
    const idSection = page.sections.at(-1) as { id?: string } | undefined;
    count("section id", idSection?.id === payload.text ? "stored as sent" : "rewritten");
  });

  const published = await api("POST", `/api/store/${storeId}/publish`, {});
  expect(published.statusCode, published.body.slice(0, 300)).toBe(200);
  tally.sites += 1;
  const { origin, paths } = await publishedPages(storeId);
  await sweep(
    watched,
    paths.map((path) => ({ url: `${origin}${path}`, text: expectedText.get(path) })),
  );
}

/**
 * One small site per payload for the store name (given at creation, or by a store update for
 * every other payload) and the theme's logo and banner.
 */
async function sweepStoreNames(batch: XssPayload[], watched: WatchedContext) {
  const targets: Target[] = [];
  for (const [i, payload] of batch.entries()) {
    const byUpdate = i % 2 === 1;
    const created = await createStore(byUpdate ? "Xss name" : payload.text);
    const isCreated = created.statusCode === 201;
    const storeId = isCreated
      ? (created.json().data.store.id as string)
      : ((await createStore("Xss name")).json().data.store.id as string);
    const named = byUpdate
      ? (await api("PUT", `/api/store/${storeId}`, { storeName: payload.text })).statusCode === 200
      : isCreated;
    count(
      byUpdate ? "store name (update)" : "store name (create)",
      named ? "stored as sent" : "refused",
    );
    const saved = await api("POST", `/api/store/${storeId}/editor-update`, {
      overwrite: true,
      layout: {
        pages: [
          {
            name: "Home",
            sections: [
              { type: "navbar", props: { links: [] } },
              { type: "hero", props: { title: "Welcome" } },
              { type: "footer", props: {} },
            ],
          },
        ],
      },
      theme: {
        fonts: { heading: "system", body: "system" },
        logoUrl: payload.text,
        bannerUrl: payload.text,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const theme = saved.json().data.theme as { logoUrl?: string; bannerUrl?: string };
    const kept = theme.logoUrl === payload.text ? "stored as sent" : "rewritten";
    count("theme logo and banner", kept, 2);
    const published = await api("POST", `/api/store/${storeId}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    tally.sites += 1;
    const { origin } = await publishedPages(storeId);
    // The navbar and footer show the store's name, trimmed as the store keeps it.
    const text = named ? asText(payload.text.trim()) : undefined;
    targets.push({ url: `${origin}/`, text });
  }
  await sweep(watched, targets);
}

let allowedTags: string[] | null = null;

function report(observed: Observed) {
  return {
    executions: observed.executions.map((e) => `${e.page}: __xss(${e.args})`),
    dialogs: observed.dialogs.map((d) => `${d.page}: dialog ${d.message}`),
    canary: observed.canary.map((c) => `${c.page}: ${c.type} ${c.url}`),
    injected: tally.findings,
    missingText: tally.missingText,
  };
}

describe("published sites with hostile values in every field", () => {
  it("the harness sees script run and markup injected when a page has them", async () => {
    const watched = await watchedContext(browser, port, { bypassCSP: true });
    try {
      // A page of our own making on a site host, with what the sweep must never find.
      await watched.context.route(`http://harness-check.localhost:${port}/`, (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><title>x</title><img src=x onerror="__xss(1)"><script>alert(2)</script><a href="javascript:__xss(3)">x</a><iframe src="//xss-canary.test/4"></iframe><meta http-equiv="refresh" content="9;url=//xss-canary.test/5"><iframe srcdoc="<script>__xss(6)</script>"></iframe><svg><a href="javascript:__xss(7)"><text y="20">x</text></a></svg>`,
        }),
      );
      const { report: found } = await visitPage(
        watched.tabs[0]!,
        `http://harness-check.localhost:${port}/`,
        new Set(),
        { siteScript: SITE_SCRIPT, allowedTags: null },
      );
      await watched.tabs[0]!.page.waitForTimeout(100);
      // In frames too (srcdoc), and from an SVG link.
      expect(watched.observed.executions.map((e) => e.args).sort()).toEqual([
        "[1]",
        "[3]",
        "[6]",
        "[7]",
      ]);
      expect(watched.observed.dialogs.map((d) => d.message)).toEqual(["2"]);
      expect(watched.observed.canary.map((c) => c.type)).toContain("document");
      expect(found.findings).toEqual(
        expect.arrayContaining([
          "<img> onerror=__xss(1)",
          "<a> href=javascript:__xss(3)",
          "frame //xss-canary.test/4",
          "meta http-equiv=refresh",
          "<iframe> srcdoc",
          expect.stringMatching(/^script <script>alert\(2\)/),
        ]),
      );
    } finally {
      await watched.close();
    }
  });

  it(
    `runs none of ${PAYLOADS.length} payloads and injects nothing, in any field`,
    async () => {
      const started = Date.now();
      const watched = await watchedContext(browser, port, { bypassCSP: true, tabs: TABS });
      try {
        // A benign site first: its element names are what a page may have.
        // Line breaks too: text with them renders <br> and paragraphs, which a page may have.
        const benign: XssPayload = {
          id: 0,
          family: "benign",
          text: "Plain words\nsecond line\n\nnext paragraph",
        };
        const baseline = await createStore("Baseline");
        const baselineId = baseline.json().data.store.id as string;
        const benignFill = (slot: Slot) =>
          STYLE_KINDS.has(slot.kind)
            ? undefined
            : slot.kind.includes("link") || slot.kind === "link"
              ? "https://youtu.be/dQw4w9WgXcQ"
              : slot.kind.includes("image")
                ? "https://images.example/a.png"
                : benign.text;
        await api("POST", "/api/products", {
          storeId: baselineId,
          name: "Plain",
          price: 1,
          stock: 1,
          status: "published",
          images: ["https://images.example/p.png"],
          // A description is the owner's Markdown (docs/PRODUCT.md "Product pages"): every
          // element it may render is the site's own, not an injection.
          description: [
            "# h\n\n## h\n\n### h\n\n#### h\n\n##### h\n\n###### h",
            "*em* **strong** `code` [a](https://example.com) ![i](https://images.example/d.png)",
            "- item\n\n1. item\n\n> quote\n\n---\n\n    pre",
          ].join("\n\n"),
        });
        const saved = await api("POST", `/api/store/${baselineId}/editor-update`, {
          overwrite: true,
          layout: {
            pages: [0, 1].map((turn) => ({
              name: `Page ${turn}`,
              sections: filledSections(benignFill, benign.text, turn, "all"),
            })),
          },
          theme: { logoUrl: "https://images.example/logo.png" },
        });
        expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
        expect((await api("POST", `/api/store/${baselineId}/publish`, {})).statusCode).toBe(200);
        const site = await publishedPages(baselineId);
        allowedTags = [
          ...(await sweep(
            watched,
            site.paths.map((path) => ({ url: `${site.origin}${path}` })),
          )),
        ];
        expect(tally.findings).toEqual([]);

        for (
          let start = 0, round = 0;
          start < PAYLOADS.length;
          start += PAYLOADS_PER_SITE, round++
        ) {
          const batch = PAYLOADS.slice(start, start + PAYLOADS_PER_SITE);
          await sweepRound(batch, round, watched);
          // Every push: a store of its own for every fifth payload\'s name; the full run, all.
          await sweepStoreNames(IS_FULL ? batch : batch.filter((_, i) => i % 5 === 0), watched);
        }
        const seconds = Math.round((Date.now() - started) / 1000);
        const fields = [...tally.fields.entries()].map(
          ([kind, o]) =>
            `${kind}: ${o["stored as sent"]} stored as sent, ${o.rewritten} rewritten, ${o.refused} refused`,
        );
        console.info(
          [
            `site xss: ${PAYLOADS.length} payloads, ${tally.fields.size} field kinds, ${tally.sites} sites published, ${tally.pages} pages opened, ${tally.linksSeen} links seen, ${tally.linksClicked} distinct links clicked, ${watched.observed.navigations.length} navigations held, ${watched.observed.external.length} requests to other hosts blocked, ${seconds} s`,
            ...fields.map((line) => `  ${line}`),
            `  executions ${watched.observed.executions.length}, dialogs ${watched.observed.dialogs.length}, canary requests ${watched.observed.canary.length}, injected ${tally.findings.length}, payload text missing on ${tally.missingText.length} pages`,
          ].join("\n"),
        );
        // Each payload shows as text on its own page, too: the sweep saw what it put in.
        expect(report(watched.observed)).toEqual({
          executions: [],
          dialogs: [],
          canary: [],
          injected: [],
          missingText: [],
        });
      } finally {
        await watched.close();
      }
    },
    IS_FULL ? 3_600_000 : 240_000,
  );
});

/** What a script running on a published page tries, to get at the admin's session. */
async function attackFromPage({ admin }: { admin: string }): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const attempt = async (name: string, action: () => unknown) => {
    try {
      out[name] = String(await action()).slice(0, 300);
    } catch (error) {
      out[name] = `blocked: ${error instanceof Error ? error.name : String(error)}`;
    }
  };
  const read = async (response: Response) =>
    `${response.type} ${response.status} ${await response.text()}`;
  await attempt("localStorage here", () => JSON.stringify({ ...localStorage }));
  await attempt("cookies here", () => document.cookie);
  await attempt("admin API with credentials", async () =>
    read(await fetch(`${admin}/api/auth/me`, { credentials: "include" })),
  );
  await attempt("admin API, no-cors", async () =>
    read(await fetch(`${admin}/api/auth/me`, { credentials: "include", mode: "no-cors" })),
  );
  await attempt("this host's /api/auth/me", async () => read(await fetch("/api/auth/me")));
  await attempt("opener's storage", () =>
    window.opener === null ? "no opener" : JSON.stringify({ ...window.opener.localStorage }),
  );
  await attempt("parent's storage", () =>
    window.parent === window ? "not framed" : JSON.stringify({ ...window.parent.localStorage }),
  );
  await attempt("admin in a frame", async () => {
    const frame = document.createElement("iframe");
    frame.src = `${admin}/`;
    document.body.append(frame);
    await new Promise((resolve) => {
      frame.onload = resolve;
      setTimeout(resolve, 1500);
    });
    return JSON.stringify({ ...frame.contentWindow!.localStorage });
  });
  await attempt("admin in a window", async () => {
    const opened = window.open(`${admin}/`);
    await new Promise((resolve) => setTimeout(resolve, 800));
    try {
      return JSON.stringify({ ...opened!.localStorage });
    } finally {
      opened?.close();
    }
  });
  await attempt("a store made across origins", async () =>
    read(
      await fetch(`${admin}/api/store`, {
        method: "POST",
        mode: "no-cors",
        credentials: "include",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify({ storeName: "Cross Origin", domain: "cross-origin.example.com" }),
      }),
    ),
  );
  await attempt("an inline script added", async () => {
    const violations: string[] = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(event.effectiveDirective),
    );
    const script = document.createElement("script");
    script.textContent = "window.__ran = 1";
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ran = (window as unknown as { __ran?: number }).__ran === 1;
    return `${ran ? "ran" : "did not run"}; violations: ${violations.join(",") || "none"}`;
  });
  return out;
}

describe("a published page and the admin's session", () => {
  let siteUrl: string;
  let pathFormUrl: string;
  const admin = () => `http://localhost:${port}`;

  beforeAll(async () => {
    const store = await createStore("Token Shop");
    const storeId = store.json().data.store.id as string;
    const saved = await api("POST", `/api/store/${storeId}/editor-update`, {
      layout: {
        sections: [{ type: "navbar" }, { type: "hero", title: "Hi" }, { type: "newsletter" }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await api("POST", `/api/store/${storeId}/publish`, {})).statusCode).toBe(200);
    const { origin } = await publishedPages(storeId);
    siteUrl = `${origin}/`;
    pathFormUrl = `${admin()}/sites/${new URL(origin).hostname.split(".")[0]}/`;
  });

  /** Signs in on the admin's origin the way the SPA does: the token in localStorage. */
  async function signedInAdmin(bypassCSP: boolean) {
    const context = await browser.newContext({ bypassCSP });
    const page = await context.newPage();
    await page.goto(`${admin()}/`);
    await page.evaluate((token) => localStorage.setItem("token", token), owner.token);
    // The token works from the admin's own page: the attempts below are refused, not broken.
    const me = await page.evaluate(async () => {
      const response = await fetch("/api/auth/me", {
        headers: { authorization: `Bearer ${localStorage.getItem("token")}` },
      });
      return response.status;
    });
    expect(me).toBe(200);
    return { context, page };
  }

  const leaks = (results: Record<string, string>) =>
    Object.entries(results)
      .filter(([, got]) => got.includes(owner.token) || got.includes(owner.user.email))
      .map(([name, got]) => `${name}: ${got}`);

  const storesNamedCrossOrigin = async () =>
    (await api("GET", "/api/store")).body.split("Cross Origin").length - 1;

  it("cannot read the token or reach the API with it, from the site's own origin", async () => {
    const before = await storesNamedCrossOrigin();
    const outcomes: Record<string, Record<string, string>> = {};
    for (const bypassCSP of [false, true]) {
      const { context, page } = await signedInAdmin(bypassCSP);
      try {
        // The admin opens the live site in a new window, as "View site" does.
        const [site] = await Promise.all([
          context.waitForEvent("page"),
          page.evaluate((url) => void window.open(url), siteUrl),
        ]);
        await site.waitForLoadState("load");
        const results = await site.evaluate(attackFromPage, { admin: admin() });
        outcomes[bypassCSP ? "CSP off" : "CSP on"] = results;
        expect(leaks(results), JSON.stringify(results, null, 2)).toEqual([]);
        expect(results["localStorage here"]).toBe("{}");
        expect(results["cookies here"]).toBe("");
        expect(results["opener's storage"]).toMatch(/^(no opener|blocked)/);
        expect(results["this host's /api/auth/me"]).toMatch(/^basic 404 /);
        if (!bypassCSP) {
          // The site's CSP is live: an injected inline script is refused, and says so.
          expect(results["an inline script added"]).toMatch(
            /^did not run; violations: .*script-src/,
          );
        }
      } finally {
        await context.close();
      }
    }
    expect(await storesNamedCrossOrigin()).toBe(before);
    console.info(`admin session from a published page: ${JSON.stringify(outcomes, null, 2)}`);
  });

  it("runs no script at all in the sandboxed path form on the admin's own host", async () => {
    const { context, page } = await signedInAdmin(false);
    try {
      await page.goto(pathFormUrl);
      // The sandbox allows no script: the page's own stays idle, and a script added to the
      // page does not run. Read here through the browser's tools, synchronously.
      const results = await page.evaluate(() => {
        const read = (action: () => unknown) => {
          try {
            return String(action());
          } catch (error) {
            return `blocked: ${error instanceof Error ? error.name : String(error)}`;
          }
        };
        const script = document.createElement("script");
        script.textContent = "window.__ran = 1";
        document.body.append(script);
        return {
          origin: String(window.origin),
          "localStorage here": read(() => JSON.stringify({ ...localStorage })),
          "cookies here": read(() => document.cookie),
          "an inline script added": (window as unknown as { __ran?: number }).__ran
            ? "ran"
            : "did not run",
        };
      });
      expect(leaks(results), JSON.stringify(results, null, 2)).toEqual([]);
      // An opaque origin: the admin origin's storage is out of reach even on the same host.
      expect(results).toEqual({
        origin: "null",
        "localStorage here": "blocked: SecurityError",
        "cookies here": "blocked: SecurityError",
        "an inline script added": "did not run",
      });
    } finally {
      await context.close();
    }
  });
});
