import { LIMIT_MESSAGES } from "@shopwright/sdk";
import { STARTER_THEMES, normalizeLayout, toStoredLayout } from "@shopwright/site";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stores } from "../../db/schema.js";
import { createTestApp, type Auth, type TestApp } from "../../test/test-app.js";

// STORE_PAGES_LIMIT, PAGE_SECTIONS_LIMIT and GRID_CARDS_LIMIT on every path that writes a
// layout: editor saves, starter themes and AI turns (PRODUCT.md §9 "Limits").

const LIMITS = { storePages: 3, pageSections: 4, gridCards: 6 };

let t: TestApp;
let domains = 0;

beforeAll(async () => {
  t = await createTestApp({ limits: LIMITS });
});
afterAll(() => t.close());

async function newStore(auth: Auth): Promise<string> {
  const response = await t.call("POST", "/api/store", auth, {
    storeName: "Limits Shop",
    domain: `editor-limits-${++domains}-${Date.now()}.example.com`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.store.id as string;
}

const load = async (auth: Auth, storeId: string) =>
  (await t.call("GET", `/api/store/${storeId}/editor`, auth)).json().data;

const save = (auth: Auth, storeId: string, layout: object, version?: number) =>
  t.call("POST", `/api/store/${storeId}/editor-update`, auth, {
    layout,
    ...(version === undefined ? { overwrite: true } : { version }),
  });

const pagesOf = (count: number) => ({
  pages: Array.from({ length: count }, (_, i) => ({
    name: i === 0 ? "Home" : `Page ${i + 1}`,
    sections: [{ type: "hero", title: `Page ${i + 1}` }],
  })),
});
const sectionsOf = (count: number) => ({
  sections: Array.from({ length: count }, (_, i) => ({ type: "textblock", content: `${i}` })),
});
const gridOf = (props: object) => ({
  pages: [{ name: "Shop", path: "/", sections: [{ type: "collection", ...props }] }],
});
const items = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ title: `Item ${i + 1}`, price: 5 }));

describe("layout limits", () => {
  it("tells the editor the limits when it loads", async () => {
    const { auth } = await t.signUp();
    const data = await load(auth, await newStore(auth));
    expect(data.limits).toMatchObject(LIMITS);
  });

  it.each([
    ["pages", pagesOf(4), "too_many_pages", LIMIT_MESSAGES.storePages(3, 4)],
    [
      "sections of a page",
      sectionsOf(5),
      "too_many_sections",
      LIMIT_MESSAGES.pageSections(4, "Home", 5),
    ],
    [
      "chosen products of a grid",
      gridOf({ items: items(7) }),
      "too_many_cards",
      LIMIT_MESSAGES.gridCards(6, "Shop", 7),
    ],
    [
      "products a grid shows by itself",
      gridOf({ limit: 12 }),
      "too_many_cards",
      LIMIT_MESSAGES.gridCards(6, "Shop", 12),
    ],
  ])(
    "refuses a save past the limit of %s with 400, naming it, and saves nothing",
    async (_, layout, code, message) => {
      const { auth } = await t.signUp();
      const storeId = await newStore(auth);
      const before = await load(auth, storeId);
      const refused = await save(auth, storeId, layout);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code, message });
      const after = await load(auth, storeId);
      expect(after.store.version).toBe(before.store.version);
      expect(after.layout).toEqual(before.layout);
    },
  );

  it("saves a layout at every limit", async () => {
    const { auth } = await t.signUp();
    const storeId = await newStore(auth);
    const layout = {
      pages: [
        {
          name: "Home",
          path: "/",
          sections: [
            { type: "collection", items: items(6) },
            { type: "collection", limit: 6 },
            { type: "hero" },
            { type: "textblock" },
          ],
        },
        { name: "About", sections: [] },
        { name: "Contact", sections: [] },
      ],
    };
    const saved = await save(auth, storeId, layout);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(message(saved.json().data.layout.pages)).toBe("3 pages, 4 sections on Home");
  });

  it("keeps a layout saved under higher limits, but lets no save add past them", async () => {
    const { auth } = await t.signUp();
    const storeId = await newStore(auth);
    // Saved before the operator lowered the limits.
    const old = normalizeLayout(pagesOf(5));
    await t.database.db
      .update(stores)
      .set({ layout: toStoredLayout(old) })
      .where(eq(stores.id, storeId));
    const { store, layout } = await load(auth, storeId);

    const renamed = structuredClone(layout);
    renamed.pages[1].name = "Renamed";
    const kept = await save(auth, storeId, renamed, store.version);
    expect(kept.statusCode, kept.body).toBe(200);

    const grown = { pages: [...renamed.pages, { name: "Sixth", sections: [] }] };
    const refused = await save(auth, storeId, grown, kept.json().data.version);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("too_many_pages");
  });

  it("refuses a starter theme past the limits and keeps the store's pages", async () => {
    const { auth } = await t.signUp();
    const storeId = await newStore(auth);
    const before = await load(auth, storeId);
    const starter = STARTER_THEMES[0]!;
    const chosen = await t.call("POST", "/api/store/themes/choose", auth, {
      storeId,
      themeId: starter.id,
    });
    expect(chosen.statusCode, chosen.body).toBe(400);
    expect(["too_many_pages", "too_many_sections"]).toContain(chosen.json().code);
    expect((await load(auth, storeId)).store.version).toBe(before.store.version);
  });

  it("skips an AI change past a limit with a note, and keeps the rest of the turn", async () => {
    const { auth } = await t.signUp();
    const storeId = await newStore(auth);
    expect((await save(auth, storeId, pagesOf(3))).statusCode).toBe(200);
    const answer = await t.call("POST", `/api/store/${storeId}/ai-prompt`, auth, {
      prompt: "Add an FAQ page",
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { ai, store } = answer.json().data;
    expect(store.layout.pages).toHaveLength(3);
    const said = [ai.reply, ...ai.warnings].join(" ");
    expect(said).toContain(LIMIT_MESSAGES.storePages(3, 4));
  });
});

/** "n pages, m sections on Home": what a saved layout holds. */
function message(pages: { name: string; sections: unknown[] }[]): string {
  return `${pages.length} pages, ${pages[0]!.sections.length} sections on ${pages[0]!.name}`;
}
