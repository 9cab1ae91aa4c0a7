import { afterEach, describe, expect, it, vi } from "vitest";
import { applyOps, type SiteDocument } from "../ops/apply-ops.js";
import { getSectionDefinition, type SectionType } from "../registry.js";
import { renderPageToHtml } from "../render/render-page.js";
import type { SiteContext } from "../render/section-renderer.js";
import { DEFAULT_THEME, type Theme } from "../theme/theme.js";
import { isCanonical } from "./canonical-props.js";
import type { LayoutSection } from "./layout.js";
import { normalizeLayout } from "./normalize-layout.js";
import { readStoredLayout } from "./stored-layout.js";
import { pageSectionsOf } from "./site-parts.js";

const theme = DEFAULT_THEME as Theme;
const site: SiteContext = { name: "Bean There", pages: [{ name: "Home", path: "/" }] };
const HOSTILE = {
  title: '<script>alert(1)</script>"><img src=x onerror=alert(1)>',
  subtitle: 42,
  buttonText: "Shop",
  buttonLink: " JaVaScRiPt:alert(1)",
  bgColor: "red;}</style><script>alert(2)</script>",
  imageUrl: "javascript:alert(3)",
};

const html = (sections: readonly LayoutSection[]) =>
  renderPageToHtml({ page: { sections }, theme, site, mode: "publish" });

/** A JSON copy: the same values, without the mark. */
const unmarked = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Counts the calls of each type's normalize from now on. */
function spyOnNormalize(...types: SectionType[]) {
  return Object.fromEntries(
    types.map((type) => [type, vi.spyOn(getSectionDefinition(type), "normalize")]),
  );
}

const document = (sections: unknown[]): SiteDocument => ({
  name: "Bean There",
  theme,
  ...normalizeLayout({ sections }),
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("canonical section props", () => {
  it("renders props from normalizeLayout and readStoredLayout without normalising them again", () => {
    const raw = { sections: [{ type: "Hero Banner", props: HOSTILE }, { type: "footer" }] };
    for (const layout of [normalizeLayout(raw), readStoredLayout(raw)!]) {
      const sections = layout.pages[0]!.sections;
      const spies = spyOnNormalize("hero", "footer");
      const out = html(sections);
      expect(spies.hero).not.toHaveBeenCalled();
      expect(spies.footer).not.toHaveBeenCalled();
      // The same page as the props normalised at render.
      expect(out).toBe(html(unmarked(sections)));
      expect(spies.hero).toHaveBeenCalledTimes(1);
      vi.restoreAllMocks();
    }
  });

  it("renders the sections applyOps normalised without normalising them again", () => {
    const { site: edited, rejected } = applyOps(document([{ type: "hero" }]), [
      { op: "addSection", page: "Home", section: { type: "cta" }, position: { at: "end" } },
      { op: "updateSection", sectionId: "hero-1", props: { title: "Fresh beans" } },
      { op: "setSectionStyle", sectionId: "cta-1", style: { bgColor: "navy" } },
      { op: "duplicateSection", sectionId: "hero-1" },
    ]);
    expect(rejected).toEqual([]);
    const sections = edited.pages[0]!.sections;
    expect(sections.map((s) => s.id)).toEqual(["hero-1", "hero-2", "cta-1"]);
    const spies = spyOnNormalize("hero", "cta");
    const out = html(sections);
    expect(spies.hero).not.toHaveBeenCalled();
    expect(spies.cta).not.toHaveBeenCalled();
    expect(out).toContain("Fresh beans");
    expect(out).toBe(html(unmarked(sections)));
  });

  it("normalises raw, copied and hostile props handed to the renderer", () => {
    const canonical = normalizeLayout({ sections: [{ type: "hero", props: HOSTILE }] }).pages[0]!
      .sections;
    const spies = spyOnNormalize("hero");
    const raw = html([{ id: "hero-1", type: "hero", props: HOSTILE }]);
    expect(spies.hero).toHaveBeenCalledTimes(1);
    expect(raw).toBe(html(canonical));
    expect(raw).not.toMatch(/<script|<img|javascript:|red;/i);
    html(unmarked(canonical));
    html([{ id: "hero-1", type: "hero", props: { ...canonical[0]!.props } }]);
    expect(spies.hero).toHaveBeenCalledTimes(3);
  });

  it("trusts a mark only for the type whose definition made it", () => {
    const [hero] = normalizeLayout({ sections: [{ type: "hero", props: HOSTILE }] }).pages[0]!
      .sections;
    expect(isCanonical(hero!.props, getSectionDefinition("hero"))).toBe(true);
    expect(isCanonical(hero!.props, getSectionDefinition("cta"))).toBe(false);
    const spies = spyOnNormalize("cta", "collection");
    html([
      { id: "cta-1", type: "cta", props: hero!.props },
      // A family alias keeps its props raw and renders with the collection renderer.
      { id: "services-1", type: "services", props: hero!.props },
    ]);
    expect(spies.cta).toHaveBeenCalledTimes(1);
    expect(spies.collection).toHaveBeenCalledTimes(1);
  });

  it("never marks family aliases and unknown types, which stay raw", () => {
    const sections = normalizeLayout({
      sections: [
        { type: "stats", props: { items: [{ value: "5", label: "Shops" }] } },
        { type: "services", props: { title: "What we do" } },
        { type: "hologram", props: { title: "Mystery" } },
      ],
    }).pages[0]!.sections;
    const { site: edited } = applyOps(document(sections), [
      { op: "updateSection", sectionId: "services-1", props: { title: "Our work" } },
    ]);
    for (const section of [...sections, ...edited.pages[0]!.sections]) {
      for (const type of ["collection", "hero", "cta"] as const) {
        expect(isCanonical(section.props, getSectionDefinition(type))).toBe(false);
      }
    }
  });

  it("gives the props setSiteName and renamePage change new, unmarked objects", () => {
    const before = document([
      { type: "navbar", props: { logo: "Bean There" } },
      { type: "hero", props: { buttonLink: "/about", buttonText: "About" } },
      { type: "features", props: { items: [{ title: "Visit", link: "/about" }] } },
      { type: "footer", props: { companyName: "Bean There" } },
    ]);
    const withAbout = applyOps(before, [{ op: "addPage", page: { name: "About" } }]).site;
    const marked = pageSectionsOf(withAbout, withAbout.pages[0]!).map((s) => s.props);
    const frozen = JSON.stringify(withAbout);
    const { site: after, rejected } = applyOps(withAbout, [
      { op: "setSiteName", name: "Bean Here" },
      { op: "renamePage", from: "About", to: "Our Story" },
    ]);
    expect(rejected).toEqual([]);
    // The input is untouched; the changed props are new objects the renderer normalises.
    expect(JSON.stringify(withAbout)).toBe(frozen);
    const props = pageSectionsOf(after, after.pages[0]!).map((s) => s.props);
    expect(props[0]).toMatchObject({ logo: "Bean Here" });
    expect(props[1]).toMatchObject({ buttonLink: "/our-story" });
    expect(props[2]).toMatchObject({ items: [{ title: "Visit", link: "/our-story" }] });
    expect(props[3]).toMatchObject({ companyName: "Bean Here" });
    const types = ["navbar", "hero", "features", "footer"] as const;
    types.forEach((type, i) => {
      expect(isCanonical(marked[i], getSectionDefinition(type))).toBe(true);
      expect(isCanonical(props[i], getSectionDefinition(type))).toBe(false);
    });
  });
});
