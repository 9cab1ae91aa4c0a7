import { describe, expect, it } from "vitest";
import { z } from "zod";
import { normalizeLayout } from "../layout/normalize-layout.js";
import { allSectionsOf, pageSectionsOf } from "../layout/site-parts.js";
import { SECTION_DEFINITIONS } from "../registry.js";
import { DEFAULT_THEME } from "../theme/theme.js";
import { SiteDocument, applyOps } from "./apply-ops.js";
import { Op, type OpInput, type OpRejectionCode } from "./ops.js";

/** A full fixture site (navbar to footer), plus an About page that links around. */
function fixture(): SiteDocument {
  const layout = normalizeLayout({
    pages: [
      {
        name: "Home",
        sections: [
          "navbar",
          "hero",
          "features",
          "collection",
          "testimonials",
          "pricing",
          "faq",
          "newsletter",
          "footer",
        ].map((type) => ({
          type,
          props:
            type === "navbar"
              ? {
                  logo: "Old Name",
                  links: [
                    { text: "About", type: "page", pageName: "About" },
                    { text: "Story", type: "external", url: "/about" },
                  ],
                }
              : type === "footer"
                ? { companyName: "Old Name", links: [{ text: "About", url: "/about" }] }
                : SECTION_DEFINITIONS[type as keyof typeof SECTION_DEFINITIONS].defaults,
        })),
      },
      {
        name: "About",
        sections: [
          { type: "navbar", props: { logo: "Brand" } },
          { type: "textblock", props: { heading: "Our story" } },
          { type: "cta", props: { heading: "Visit", linkType: "page", pageName: "About" } },
          { type: "footer", props: {} },
        ],
      },
    ],
  });
  return { name: "Old Name", theme: DEFAULT_THEME, ...layout };
}

/** The site as "Page(/path): id id …" lines, as each page shows it: the shape most cases assert. */
function outline(site: SiteDocument): string[] {
  return site.pages.map(
    (page) =>
      `${page.name}(${page.path}): ${pageSectionsOf(site, page)
        .map((s) => s.id)
        .join(" ")}`,
  );
}

const HOME =
  "Home(/): navbar-1 hero-1 features-1 collection-1 testimonials-1 pricing-1 faq-1 newsletter-1 footer-1";
const ABOUT = "About(/about): navbar-2 textblock-1 cta-1 footer-2";

const section = (site: SiteDocument, id: string) => allSectionsOf(site).find((s) => s.id === id);

interface Case {
  name: string;
  before?: SiteDocument;
  ops: unknown[];
  /** Expected outline after; omitted means unchanged. */
  after?: string[];
  rejected?: OpRejectionCode[];
  check?: (site: SiteDocument) => void;
}

const cases: Case[] = [
  // addSection and positions (auto-placement ranks)
  {
    name: "adds a cta by rank: after the newsletter, before the footer",
    ops: [{ op: "addSection", page: "Home", section: { type: "cta" } }],
    after: [HOME.replace("newsletter-1 footer-1", "newsletter-1 cta-2 footer-1"), ABOUT],
  },
  {
    name: "adds stats by rank right after the hero",
    ops: [
      {
        op: "addSection",
        page: "Home",
        section: { type: "stats", props: { stats: [{ value: 10000, label: "Customers" }] } },
        position: { at: "auto" },
      },
    ],
    after: [HOME.replace("hero-1 features-1", "hero-1 stats-1 features-1"), ABOUT],
    check: (site) =>
      expect(section(site, "stats-1")).toEqual({
        id: "stats-1",
        type: "stats",
        props: { stats: [{ value: 10000, label: "Customers" }] },
      }),
  },
  {
    name: "gives a new page the site's header and footer",
    ops: [{ op: "addPage", page: { name: "Blog", sections: [{ type: "textblock" }] } }],
    after: [HOME, ABOUT, "Blog(/blog): navbar-1 textblock-2 footer-1"],
  },
  {
    name: "refuses a second navbar or footer where the site's shows",
    ops: [
      { op: "addSection", page: "Home", section: { type: "footer" } },
      { op: "addSection", page: "Home", section: { type: "navbar" } },
    ],
    rejected: ["invalid_op", "invalid_op"],
  },
  {
    name: "shows the site's header again on a page that hid it, when a navbar is added there",
    ops: [{ op: "addSection", page: "About", section: { type: "navbar" } }],
    after: [HOME, "About(/about): navbar-1 navbar-2 textblock-1 cta-1 footer-2"],
  },
  {
    name: "hides and shows the site's header or footer on one page",
    ops: [
      { op: "showSitePart", page: "Home", part: "footer", show: false },
      { op: "showSitePart", page: "About", part: "header", show: true },
    ],
    after: [
      HOME.replace(" footer-1", ""),
      "About(/about): navbar-1 navbar-2 textblock-1 cta-1 footer-2",
    ],
  },
  {
    name: "removes the site's header from every page; a navbar added later is the site's",
    ops: [
      { op: "removeSection", sectionId: "navbar-1" },
      { op: "addSection", page: "About", section: { type: "navbar" } },
    ],
    after: [HOME, "About(/about): navbar-1 navbar-2 textblock-1 cta-1 footer-2"],
    check: (site) => expect(section(site, "navbar-1")?.props.logo).toBe(""),
  },
  {
    name: "hides a section on some devices, in device order; a copy keeps that",
    ops: [
      { op: "setSectionVisibility", sectionId: "faq-1", hiddenOn: ["desktop", "mobile"] },
      { op: "duplicateSection", sectionId: "faq-1" },
    ],
    after: [HOME.replace("faq-1", "faq-1 faq-2"), ABOUT],
    check: (site) => {
      expect(section(site, "faq-1")?.hiddenOn).toEqual(["mobile", "desktop"]);
      expect(section(site, "faq-2")?.hiddenOn).toEqual(["mobile", "desktop"]);
    },
  },
  {
    name: "shows a section everywhere again, and never hides one on every device",
    before: applyOps(fixture(), [
      { op: "setSectionVisibility", sectionId: "hero-1", hiddenOn: ["mobile"] },
    ]).site,
    ops: [
      {
        op: "setSectionVisibility",
        sectionId: "hero-1",
        hiddenOn: ["mobile", "tablet", "desktop"],
      },
      { op: "setSectionVisibility", sectionId: "hero-1", hiddenOn: [] },
    ],
    rejected: ["invalid_op"],
    check: (site) => expect(section(site, "hero-1")).not.toHaveProperty("hiddenOn"),
  },
  {
    name: "refuses to move or copy the site's header or footer",
    ops: [
      { op: "moveSection", sectionId: "navbar-1", position: { at: "end" } },
      { op: "duplicateSection", sectionId: "footer-1" },
    ],
    rejected: ["invalid_op", "invalid_op"],
  },
  {
    name: "takes a generated page's navbar and footer as the site's, keeping their ids",
    ops: [
      {
        op: "replacePageSections",
        page: "Home",
        sections: [
          { type: "navbar", props: { logo: "New" } },
          { type: "hero" },
          { type: "footer", props: { companyName: "New" } },
        ],
      },
    ],
    after: ["Home(/): navbar-1 hero-1 footer-1", ABOUT],
    check: (site) => {
      expect(section(site, "navbar-1")?.props.logo).toBe("New");
      expect(section(site, "footer-1")?.props.companyName).toBe("New");
    },
  },
  {
    name: "adds a spacer (which has no rank) just before the footer",
    ops: [{ op: "addSection", page: "About", section: { type: "spacer" } }],
    after: [HOME, "About(/about): navbar-2 textblock-1 cta-1 spacer-1 footer-2"],
  },
  {
    name: "adds at the start, at the end, before and after a section",
    ops: [
      { op: "addSection", page: "About", section: { type: "divider" }, position: { at: "start" } },
      { op: "addSection", page: "About", section: { type: "divider" }, position: { at: "end" } },
      {
        op: "addSection",
        page: "About",
        section: { type: "spacer" },
        position: { before: "cta-1" },
      },
      {
        op: "addSection",
        page: "About",
        section: { type: "button" },
        position: { after: "cta-1" },
      },
    ],
    after: [
      HOME,
      "About(/about): divider-1 navbar-2 textblock-1 spacer-1 cta-1 button-1 footer-2 divider-2",
    ],
  },
  {
    name: "merges given props over the type's defaults and matches type names leniently",
    ops: [
      {
        op: "addSection",
        page: "About",
        section: { type: "Frequently Asked Questions", props: { heading: "Shipping" } },
      },
    ],
    after: [HOME, "About(/about): navbar-2 textblock-1 faq-2 cta-1 footer-2"],
    check: (site) => {
      const faq = section(site, "faq-2");
      expect(faq?.type).toBe("faq");
      expect(faq?.props.title).toBe("Shipping");
      expect(faq?.props.items).toHaveLength(4);
    },
  },
  {
    name: "refuses a section for a page that does not exist",
    ops: [{ op: "addSection", page: "Nope", section: { type: "hero" } }],
    rejected: ["page_not_found"],
  },
  {
    name: "refuses an unknown section type",
    ops: [{ op: "addSection", page: "Home", section: { type: "hologram" } }],
    rejected: ["unknown_section_type"],
  },
  {
    name: "refuses an anchor that is not on the page",
    ops: [
      { op: "addSection", page: "About", section: { type: "hero" }, position: { after: "faq-1" } },
    ],
    rejected: ["anchor_not_found"],
  },

  // updateSection, setSectionStyle
  {
    name: "merges props into a section and normalises legacy spellings",
    ops: [
      {
        op: "updateSection",
        sectionId: "hero-1",
        props: { heading: "Small-batch coffee", buttonText: "Shop the roast" },
      },
    ],
    check: (site) => {
      expect(section(site, "hero-1")?.props).toMatchObject({
        title: "Small-batch coffee",
        buttonText: "Shop the roast",
        bgColor: "#3b82f6",
      });
      expect(section(site, "hero-1")?.props).not.toHaveProperty("heading");
    },
  },
  {
    name: "clears a colour sent empty, so the section follows the theme again",
    ops: [{ op: "updateSection", sectionId: "hero-1", props: { bgColor: "" } }],
    check: (site) => {
      expect(section(site, "hero-1")?.props).not.toHaveProperty("bgColor");
      expect(section(site, "hero-1")?.props.title).toBeTruthy();
    },
  },
  {
    name: "keeps a colour when an update sends something that is not a colour",
    ops: [{ op: "updateSection", sectionId: "hero-1", props: { bgColor: "not a colour" } }],
    check: (site) => expect(section(site, "hero-1")?.props.bgColor).toBe("#3b82f6"),
  },
  {
    name: "turns an unsafe link in an update into #",
    ops: [
      { op: "updateSection", sectionId: "hero-1", props: { buttonLink: "javascript:alert(1)" } },
    ],
    check: (site) => expect(section(site, "hero-1")?.props.buttonLink).toBe("#"),
  },
  {
    name: "refuses to update a section that does not exist",
    ops: [{ op: "updateSection", sectionId: "hero-9", props: { title: "x" } }],
    rejected: ["section_not_found"],
  },
  {
    name: "sets one section's colours, colour names as hex (“dark theme footer”)",
    ops: [
      {
        op: "setSectionStyle",
        sectionId: "footer-1",
        style: { bgColor: "black", textColor: "#F9FAFB" },
      },
    ],
    check: (site) => {
      expect(section(site, "footer-1")?.props).toMatchObject({
        bgColor: "#000000",
        textColor: "#f9fafb",
      });
      expect(section(site, "footer-2")?.props).not.toHaveProperty("bgColor");
    },
  },
  {
    name: "refuses colours for a type without them",
    ops: [
      { op: "addSection", page: "About", section: { type: "divider" } },
      { op: "setSectionStyle", sectionId: "divider-1", style: { bgColor: "#000" } },
    ],
    rejected: ["section_style_not_supported"],
    after: [HOME, "About(/about): navbar-2 textblock-1 cta-1 divider-1 footer-2"],
  },
  {
    name: "refuses a colour that is not a colour",
    ops: [{ op: "setSectionStyle", sectionId: "footer-1", style: { bgColor: "red;}</style>" } }],
    rejected: ["invalid_op"],
  },

  // remove, move, duplicate
  {
    name: "removes a section",
    ops: [{ op: "removeSection", sectionId: "testimonials-1" }],
    after: [HOME.replace(" testimonials-1", ""), ABOUT],
  },
  {
    name: "moves the FAQ above the pricing section",
    ops: [{ op: "moveSection", sectionId: "faq-1", position: { before: "pricing-1" } }],
    after: [HOME.replace("pricing-1 faq-1", "faq-1 pricing-1"), ABOUT],
  },
  {
    name: "moves a section back to its ranked place",
    ops: [
      { op: "moveSection", sectionId: "newsletter-1", position: { at: "start" } },
      { op: "moveSection", sectionId: "newsletter-1", position: { at: "auto" } },
    ],
    after: [HOME, ABOUT],
  },
  {
    name: "refuses to move a section next to itself",
    ops: [{ op: "moveSection", sectionId: "faq-1", position: { after: "faq-1" } }],
    rejected: ["anchor_not_found"],
  },
  {
    name: "duplicates a section right after itself with the next free id",
    ops: [{ op: "duplicateSection", sectionId: "faq-1" }],
    after: [HOME.replace("faq-1", "faq-1 faq-2"), ABOUT],
    check: (site) => expect(section(site, "faq-2")?.props).toEqual(section(site, "faq-1")?.props),
  },

  // pages
  {
    name: "names a new page Page N after the next free number",
    ops: [
      { op: "addPage" },
      { op: "addPage", page: {} },
      { op: "addPage", page: { name: "Contact", sections: [{ type: "contact" }] }, after: "Home" },
    ],
    after: [
      HOME,
      "Contact(/contact): navbar-1 contact-1 footer-1",
      ABOUT,
      "Page 3(/page-3): navbar-1 footer-1",
      "Page 4(/page-4): navbar-1 footer-1",
    ],
  },
  {
    name: "refuses a page name that is taken, ignoring case",
    ops: [{ op: "addPage", page: { name: "about" } }],
    rejected: ["page_name_taken"],
  },
  {
    name: "renames a page and points links at it: pageName and its old path",
    ops: [{ op: "renamePage", from: "About", to: "Our Story" }],
    after: [HOME, "Our Story(/our-story): navbar-2 textblock-1 cta-1 footer-2"],
    check: (site) => {
      const links = section(site, "navbar-1")?.props.links as Record<string, unknown>[];
      expect(links[0]).toMatchObject({ pageName: "Our Story" });
      expect(links[1]).toMatchObject({ url: "/our-story" });
      expect(section(site, "footer-1")?.props.links).toEqual([
        { text: "About", url: "/our-story" },
      ]);
      expect(section(site, "cta-1")?.props.pageName).toBe("Our Story");
    },
  },
  {
    name: "points every address prop at a renamed page, such as a hero's second button",
    ops: [
      {
        op: "updateSection",
        sectionId: "hero-1",
        props: { secondaryButtonText: "Our story", secondaryButtonLink: "/about" },
      },
      { op: "renamePage", from: "About", to: "Our Story" },
    ],
    after: [HOME, "Our Story(/our-story): navbar-2 textblock-1 cta-1 footer-2"],
    check: (site) => expect(section(site, "hero-1")?.props.secondaryButtonLink).toBe("/our-story"),
  },
  {
    name: "keeps the home page at / when it is renamed",
    ops: [{ op: "renamePage", from: "home", to: "Shop" }],
    after: [HOME.replace("Home(/)", "Shop(/)"), ABOUT],
  },
  {
    name: "refuses to rename onto another page's name",
    ops: [{ op: "renamePage", from: "Home", to: "ABOUT" }],
    rejected: ["page_name_taken"],
  },
  {
    name: "refuses to rename a page that does not exist",
    ops: [{ op: "renamePage", from: "Blog", to: "News" }],
    rejected: ["page_not_found"],
  },
  { name: "removes a page", ops: [{ op: "removePage", name: "About" }], after: [HOME] },
  {
    name: "gives / to the next page when the home page is removed",
    ops: [{ op: "removePage", name: "Home" }],
    after: [ABOUT.replace("(/about)", "(/)")],
  },
  {
    name: "never removes the last page",
    ops: [
      { op: "removePage", name: "About" },
      { op: "removePage", name: "Home" },
    ],
    after: [HOME],
    rejected: ["last_page_cannot_be_removed"],
  },
  {
    name: "replaces a page's sections with fresh readable ids",
    ops: [
      {
        op: "replacePageSections",
        page: "Home",
        sections: [
          { type: "navbar" },
          { type: "hero", props: { title: "Coffee" } },
          { type: "footer" },
        ],
      },
    ],
    after: ["Home(/): navbar-1 hero-1 footer-1", ABOUT],
    check: (site) => expect(section(site, "hero-1")?.props.title).toBe("Coffee"),
  },
  {
    name: "refuses a replacement with an unknown type, whole",
    ops: [
      { op: "replacePageSections", page: "Home", sections: [{ type: "hero" }, { type: "nope" }] },
    ],
    rejected: ["unknown_section_type"],
  },

  // theme and name
  {
    name: "sets theme tokens leniently and keeps the rest",
    ops: [
      {
        op: "setTheme",
        patch: {
          primaryColor: "forest green",
          borderRadius: "rounded",
          fonts: { heading: "Fraunces" },
        },
      },
    ],
    check: (site) =>
      expect(site.theme).toEqual({
        ...DEFAULT_THEME,
        primaryColor: "#228b22",
        borderRadius: "lg",
        fonts: { heading: "Fraunces", body: "system" },
      }),
  },
  {
    name: "refuses an empty theme patch",
    ops: [{ op: "setTheme", patch: {} }],
    rejected: ["invalid_op"],
  },
  {
    name: "renames the site and the brand texts that showed the old name",
    ops: [{ op: "setSiteName", name: "Bean There" }],
    check: (site) => {
      expect(site.name).toBe("Bean There");
      expect(section(site, "navbar-1")?.props.logo).toBe("Bean There");
      expect(section(site, "footer-1")?.props.companyName).toBe("Bean There");
      expect(section(site, "navbar-2")?.props.logo).toBe("Brand");
    },
  },

  // list items
  {
    name: "adds, updates (legacy keys too) and removes list items",
    ops: [
      {
        op: "addItem",
        sectionId: "faq-1",
        list: "items",
        item: { q: "Gift wrap?", a: "Yes" },
        index: 0,
      },
      { op: "updateItem", sectionId: "faq-1", list: "items", index: 0, item: { a: "Yes, free" } },
      { op: "removeItem", sectionId: "faq-1", list: "items", index: 4 },
      { op: "addItem", sectionId: "features-1", list: "items", item: "Carbon-neutral delivery" },
    ],
    check: (site) => {
      const items = section(site, "faq-1")?.props.items as Record<string, unknown>[];
      expect(items).toHaveLength(4);
      expect(items[0]).toEqual({ question: "Gift wrap?", answer: "Yes, free" });
      expect((section(site, "features-1")?.props.items as unknown[])[3]).toEqual({
        title: "Carbon-neutral delivery",
      });
    },
  },
  {
    name: "refuses an item index past the end",
    ops: [{ op: "updateItem", sectionId: "faq-1", list: "items", index: 9, item: { answer: "x" } }],
    rejected: ["item_not_found"],
  },
  {
    name: "refuses a list the section does not have",
    ops: [{ op: "addItem", sectionId: "hero-1", list: "items", item: { title: "x" } }],
    rejected: ["list_not_found"],
  },
  {
    name: "refuses an item with none of the list's fields",
    ops: [{ op: "addItem", sectionId: "faq-1", list: "items", item: { colour: "red" } }],
    rejected: ["invalid_props"],
  },

  // validation and batches
  {
    name: "refuses operations that are not operations",
    ops: [{ op: "explode" }, { op: "addSection" }, null, "removeSection"],
    rejected: ["invalid_op", "invalid_op", "invalid_op", "invalid_op"],
  },
  {
    name: "applies a batch in order, so later ops see earlier ones, and skips only refused ones",
    ops: [
      { op: "addSection", page: "Home", section: { type: "cta" } },
      { op: "removeSection", sectionId: "nope" },
      { op: "updateSection", sectionId: "cta-2", props: { heading: "Ready?" } },
    ],
    after: [HOME.replace("newsletter-1 footer-1", "newsletter-1 cta-2 footer-1"), ABOUT],
    rejected: ["section_not_found"],
    check: (site) => expect(section(site, "cta-2")?.props.heading).toBe("Ready?"),
  },
];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe("applyOps", () => {
  it.each(cases)("$name", ({ before = fixture(), ops, after, rejected = [], check }) => {
    const snapshot = JSON.stringify(before);
    const result = applyOps(deepFreeze(before), ops);
    expect(result.rejected.map((r) => r.reason)).toEqual(rejected);
    expect(result.applied).toHaveLength(ops.length - rejected.length);
    expect(outline(result.site)).toEqual(after ?? outline(before));
    check?.(result.site);
    // Pure: the input is never mutated, the output is a copy (even when nothing applied), and
    // it is valid.
    expect(JSON.stringify(before)).toBe(snapshot);
    expect(result.site).not.toBe(before);
    expect(SiteDocument.safeParse(result.site).success).toBe(true);
  });

  it("reports each refusal with the op as given and a readable message", () => {
    const op = { op: "removePage", name: "Nowhere" };
    expect(applyOps(fixture(), [op]).rejected).toEqual([
      { op, reason: "page_not_found", message: "There is no page named “Nowhere”" },
    ]);
  });

  it("describes the operations as JSON Schema, for models asked for JSON output", () => {
    const schema = z.toJSONSchema(Op, { io: "input" }) as { oneOf: unknown[] };
    expect(schema.oneOf).toHaveLength(22);
  });

  it("accepts typed ops from producers", () => {
    const ops: OpInput[] = [{ op: "addSection", page: "Home", section: { type: "newsletter" } }];
    expect(applyOps(fixture(), ops).applied[0]).toMatchObject({ position: { at: "auto" } });
  });

  it("refuses a 51st page and a 201st section", () => {
    const base = fixture();
    const many: SiteDocument = {
      ...base,
      pages: Array.from({ length: 50 }, (_, i) => ({
        name: `P${i}`,
        path: i === 0 ? "/" : `/p${i}`,
        sections: [],
      })),
    };
    expect(applyOps(many, [{ op: "addPage" }]).rejected[0]?.reason).toBe("page_limit_reached");
    const full: SiteDocument = {
      ...base,
      pages: [
        {
          name: "Home",
          path: "/",
          sections: Array.from({ length: 500 }, (_, i) => ({
            id: `spacer-${i + 1}`,
            type: "spacer",
            props: {},
          })),
        },
      ],
    };
    expect(
      applyOps(full, [{ op: "addSection", page: "Home", section: { type: "hero" } }]).rejected[0]
        ?.reason,
    ).toBe("section_limit_reached");
  });
});
