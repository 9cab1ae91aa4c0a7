import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../src/test/test-app.js";
import { FAMILY_TYPES, SECTION_SLOTS, filledProps, valueAt, type Slot } from "./hostile-site.js";

/**
 * CSS injection (docs/TRUST.md §4): every colour, font and size field, the theme's and every
 * section's, is given values that would break out of CSS. The save (and a publish, which
 * saves first) must answer 400 with a message that names the field, and change nothing:
 * the store's version, layout, theme and deploys stay as they were. Every push tries a
 * quarter of the values on each field (each value on some field); TRUST_FULL=1, all of them.
 */
const IS_FULL = process.env.TRUST_FULL === "1";

/** Values that are not a colour, font or size but try to be CSS (or to end it). */
const CSS_ATTACKS = [
  "red;}body{display:none",
  "#fff</style><script>alert(1)</script>",
  "url(javascript:alert(1))",
  "expression(alert(1))",
  "var(--x)",
  "inherit;background:url(//evil.example)",
  "Inter', x",
  'Inter";}',
  "\\3c /style\\3e",
  "red\n}body{display:none}",
  "red/**/;x:y",
  "/**/red",
  "red !important",
  "#fff;",
  "#ffff00;background:red",
  "rgb(1,2,3);x:y",
  "rgb(1,2,3)}",
  "rgba(0,0,0,0.5) url(x)",
  "calc(1px + 1px)",
  "attr(data-x)",
  "env(safe-area-inset-top)",
  "currentColor;x",
  "red\\;",
  "@import url(//evil.example/x.css)",
  "</style>",
  "<style>*{}</style>",
  "red}",
  "{}",
  "#fff\n",
  "\tred",
  "red\u2028",
  "#12345g",
  "linear-gradient(red, blue)",
  "-moz-element(#x)",
  "red, url(//evil.example)",
  "red;}@media all{body{display:none}}",
  "12px;}body{display:none",
  "lg;}body{x",
  "Inter;}body{x",
  "Inter\\27",
  "Inter</style>",
  "Inter/**/",
  "@font-face{}",
  "\\31 2",
];

/** More that are no colour, size or choice, though a font could be called that. */
const NOT_FONT_ATTACKS = ["NaN", "12 12", "1px solid red", "0 0 10px red", "'red'", '"navy"'];

interface Target {
  /** How the report names the field. */
  name: string;
  isFont?: boolean;
  /** The save body that puts `value` in the field. */
  body: (value: unknown) => { layout: unknown; theme?: unknown };
}

const EMPTY_LAYOUT = { pages: [{ name: "Home", path: "/", sections: [] }] };

const themeTarget = (key: string, nested?: string): Target => ({
  name: `theme.${nested ? `${nested}.` : ""}${key}`,
  isFont: nested === "fonts",
  body: (value) => ({
    layout: EMPTY_LAYOUT,
    theme: nested
      ? { [nested]: { heading: "Inter", body: "system", [key]: value } }
      : { [key]: value },
  }),
});

/** A section with its text props filled as the registry builds them and `value` in one slot. */
function sectionTarget(slot: Slot): Target {
  return {
    name: `${slot.type}.${slot.path.join(".")}`,
    body: (value) => {
      const props = filledProps(slot.type, (s) =>
        s === slot ? value : s.kind.includes("text") ? "Plain" : undefined,
      );
      return { layout: { pages: [{ name: "Home", sections: [{ type: slot.type, props }] }] } };
    },
  };
}

// The first of each list's items is enough: every item goes through the same check.
const sectionStyleSlots = SECTION_SLOTS.filter(
  (slot) =>
    (slot.kind === "colour" || slot.kind === "number") &&
    !slot.path.some((part) => typeof part === "number" && part > 0),
);

const TARGETS: Target[] = [
  ...["primaryColor", "secondaryColor", "accentColor", "backgroundColor", "textColor"].map((key) =>
    themeTarget(key),
  ),
  themeTarget("heading", "fonts"),
  themeTarget("body", "fonts"),
  ...["borderRadius", "shadow", "stylePreset"].map((key) => themeTarget(key)),
  ...sectionStyleSlots.map(sectionTarget),
  // Types the registry reaches by family, and unknown ones, read bgColor and textColor too.
  ...[FAMILY_TYPES[0]!, "made-up-block"].flatMap((type) =>
    ["bgColor", "textColor"].map((key) => ({
      name: `${type}.${key}`,
      body: (value: unknown) => ({
        layout: {
          pages: [{ name: "Home", sections: [{ type, props: { title: "x", [key]: value } }] }],
        },
      }),
    })),
  ),
];

let t: TestApp;
let dataDir: string;
let auth: { authorization: string };
let storeId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "sw-css-"));
  t = await createTestApp({ dataDir });
  ({ auth } = await t.signUp());
  const created = await t.app.inject({
    method: "POST",
    url: "/api/store",
    headers: auth,
    payload: { storeName: "Css Shop", domain: `css-${Date.now()}.example.com` },
  });
  storeId = created.json().data.store.id;
  const first = await save({
    layout: { pages: [{ name: "Home", sections: [{ type: "hero", props: { title: "Hi" } }] }] },
    theme: { primaryColor: "#123456", fonts: { heading: "system", body: "system" } },
  });
  expect(first.statusCode, first.body).toBe(200);
  const published = await t.app.inject({
    method: "POST",
    url: `/api/store/${storeId}/publish`,
    headers: auth,
    payload: {},
  });
  expect(published.statusCode, published.body).toBe(200);
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const save = (payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api/store/${storeId}/editor-update`,
    headers: auth,
    // Each case replaces the last one's layout on purpose.
    payload: { ...(payload as object), overwrite: true },
  });

/** The store's version, a digest of its layout and theme, and its deploy count. */
async function storeState(): Promise<string> {
  const result = (await t.database.db.execute(
    sql`select s.version, md5(s.layout::text) as layout, md5(s.theme::text) as theme, (select count(*)::int from site_deploys d where d.store_id = s.id) as deploys from stores s where s.id = ${storeId}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return JSON.stringify(result.rows[0]);
}

describe("CSS injection through colour, font and size fields", () => {
  it("accepts what the fields are for, so the refusals below are about the values", async () => {
    const good: [Target, unknown][] = [
      [themeTarget("primaryColor"), "rgb(37 99 235)"],
      [themeTarget("backgroundColor"), "Forest Green"],
      [themeTarget("heading", "fonts"), "'Playfair Display', serif"],
      [themeTarget("borderRadius"), "rounded"],
      [themeTarget("shadow"), "dramatic"],
      ...sectionStyleSlots.map(
        (slot) =>
          [sectionTarget(slot), slot.kind === "colour" ? "#0f172a" : 3] as [Target, unknown],
      ),
    ];
    for (const [target, value] of good) {
      const response = await save(target.body(value));
      expect(response.statusCode, `${target.name} = ${String(value)}: ${response.body}`).toBe(200);
    }
  });

  it("refuses CSS values in every colour, font and size field with a 400 that changes nothing", async () => {
    const before = await storeState();
    const accepted: string[] = [];
    const tried = new Set<string>();
    let refused = 0;
    for (const [index, target] of TARGETS.entries()) {
      const all = target.isFont ? CSS_ATTACKS : [...CSS_ATTACKS, ...NOT_FONT_ATTACKS];
      // Every push: a quarter of the values per field, shifted per field so each value is tried.
      const values = IS_FULL ? all : all.filter((_, v) => (v + index) % 4 === 0);
      for (const value of values) {
        tried.add(value);
        const response = await save(target.body(value));
        if (response.statusCode !== 400) {
          accepted.push(`${target.name} = ${JSON.stringify(value)} → ${response.statusCode}`);
          continue;
        }
        const body = response.json() as { success: boolean; code: string; message: string };
        expect(body).toMatchObject({ success: false, code: "validation_failed" });
        // The message names the field, in words a store owner reads.
        expect(body.message).toMatch(/colour|font|must be|number/i);
        refused += 1;
      }
    }
    expect(accepted).toEqual([]);
    expect(await storeState()).toBe(before);
    expect(tried.size).toBe(CSS_ATTACKS.length + NOT_FONT_ATTACKS.length);
    console.info(
      `css injection: ${TARGETS.length} fields, ${tried.size} distinct values (${IS_FULL ? "all" : "a quarter"} per field): ${refused} saves refused with 400, ${accepted.length} accepted; version, layout, theme and deploys unchanged`,
    );
  });

  it("refuses them on publish too, before anything is saved or built", async () => {
    const before = await storeState();
    const picks = [CSS_ATTACKS[0]!, CSS_ATTACKS[1]!, CSS_ATTACKS[5]!, CSS_ATTACKS[9]!];
    for (const target of TARGETS) {
      for (const value of picks) {
        const { layout, theme } = target.body(value);
        const response = await t.app.inject({
          method: "POST",
          url: `/api/store/${storeId}/publish`,
          headers: auth,
          payload: { jsonLayout: layout, ...(theme ? { theme } : {}), overwrite: true },
        });
        expect(response.statusCode, `${target.name} = ${JSON.stringify(value)}`).toBe(400);
      }
    }
    expect(await storeState()).toBe(before);
  });

  it("drops hostile values given under legacy names instead of storing them", async () => {
    const hostile = "red;}</style><script>alert(1)</script>";
    const response = await save({
      layout: {
        pages: [
          {
            name: "Home",
            sections: [
              { type: "hero", props: { title: "Hi", backgroundColor: hostile, color: hostile } },
              {
                type: "divider",
                props: { colour: hostile, lineColor: hostile, height: "2px;}x{" },
              },
              { type: "spacer", props: { size: "8px</style>" } },
            ],
          },
        ],
      },
      theme: {
        colors: { primary: hostile },
        primary: hostile,
        headingFont: "Inter', x",
        radius: "lg;}body{x",
        shadows: "0 0 9px red",
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = JSON.stringify(response.json().data);
    expect(stored).not.toContain("</style>");
    expect(stored).not.toContain(";}");
    expect(stored).not.toContain("9px red");
    expect(stored).not.toContain("Inter'");
    const data = response.json().data as {
      layout: { pages: { sections: { props: unknown }[] }[] };
    };
    expect(valueAt(data.layout.pages[0]!.sections[1]!.props, ["thickness"])).toBe(2);
  });

  it("takes no colour or size from an AI prompt that holds CSS", async () => {
    const hostile = "red;}</style><script>alert(1)</script>";
    const response = await t.app.inject({
      method: "POST",
      url: `/api/store/${storeId}/ai-prompt`,
      headers: auth,
      payload: { prompt: `Make the background ${hostile} and the corners 9px;}body{x` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const editor = await t.app.inject({
      method: "GET",
      url: `/api/store/${storeId}/editor`,
      headers: auth,
    });
    // The draft: the store's theme and layout (the prompt itself is echoed as the AI turn's
    // label, which is text, not style).
    const { store, layout } = editor.json().data as { store: unknown; layout: unknown };
    const stored = JSON.stringify({ store, layout });
    expect(stored).not.toContain("</style>");
    expect(stored).not.toContain(";}");
  });
});
