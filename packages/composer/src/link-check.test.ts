import { applyOpsShown } from "./shown-site.js";
import { DEFAULT_THEME, type SiteDocument } from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { coffeeSite } from "./compose.fixtures.js";
import { brokenLinks, chromeCopyProps, repairLinks } from "./link-check.js";
import { checkEdit, lintProblems, repairProblems } from "./site-lint.js";

/** A small site whose links all lead somewhere; each case breaks one. */
function site(): SiteDocument {
  return {
    name: "Bean There",
    theme: DEFAULT_THEME,
    pages: [
      {
        name: "Home",
        path: "/",
        sections: [
          {
            id: "navbar-1",
            type: "navbar",
            props: {
              links: [
                { text: "Home", type: "page", pageName: "Home" },
                { text: "Visit", type: "page", pageName: "Visit" },
              ],
            },
          },
          {
            id: "hero-1",
            type: "hero",
            props: {
              title: "Hi",
              buttonText: "Find us",
              buttonLink: "/visit#location-1",
              secondaryButtonText: "Questions",
              secondaryButtonLink: "#faq-1",
            },
          },
          { id: "faq-1", type: "faq", props: { items: [] } },
          { id: "button-1", type: "button", props: { text: "Write to us", link: "/visit" } },
          {
            id: "footer-1",
            type: "footer",
            props: {
              links: [
                { text: "Visit", url: "/visit" },
                { text: "Instagram", url: "https://instagram.com/bean" },
                { text: "Cart", url: "/cart" },
              ],
            },
          },
        ],
      },
      {
        name: "Visit",
        path: "/visit",
        sections: [
          { id: "location-1", type: "location", props: { title: "Visit us" } },
          {
            id: "cta-1",
            type: "cta",
            props: { heading: "Hi", buttonText: "Go", linkType: "page", pageName: "Home" },
          },
        ],
      },
    ],
  };
}

const check = (before: SiteDocument, ops: unknown[]) =>
  checkEdit(before, ops, { products: [], isUntrusted: true });

describe("brokenLinks", () => {
  it("finds none on a site whose links lead to pages, anchors, the storefront or outside", () => {
    expect(brokenLinks(site())).toEqual([]);
  });

  it("finds links to a missing page and to a missing anchor", () => {
    const broken = site();
    broken.pages[0]!.sections[1]!.props.secondaryButtonLink = "#team-1";
    broken.pages[1]!.sections[1]!.props.pageName = "Blog";
    expect(
      brokenLinks(broken).map((b) => [b.sectionId, b.link.text, b.isPageMissing, b.anchor]),
    ).toEqual([
      ["hero-1", "Questions", false, "team-1"],
      ["cta-1", "Go", true, undefined],
    ]);
  });

  it("reads a page link's name exactly, as the renderer does", () => {
    const broken = site();
    broken.pages[1]!.sections[1]!.props.pageName = "home";
    expect(brokenLinks(broken)).toHaveLength(1);
    const { site: repaired } = check(site(), [
      { op: "updateSection", sectionId: "cta-1", props: { pageName: "home" } },
    ]).linted;
    expect(repaired.pages[1]!.sections[1]!.props.pageName).toBe("Home");
  });
});

describe("the link check after an AI turn (checkEdit)", () => {
  it("unlinks a page a model removed: menu and footer links go, a button section goes, a hero button is emptied", () => {
    const result = check(site(), [{ op: "removePage", name: "Visit" }]);
    const home = result.linted.site.pages[0]!;
    expect(brokenLinks(result.linted.site)).toEqual([]);
    const links = (id: string) =>
      (home.sections.find((s) => s.id === id)!.props.links as { text: string }[]).map(
        (l) => l.text,
      );
    expect(links("navbar-1")).toEqual(["Home"]);
    expect(links("footer-1")).toEqual(["Instagram", "Cart"]);
    expect(home.sections.map((s) => s.id)).not.toContain("button-1");
    const hero = home.sections.find((s) => s.id === "hero-1")!.props;
    expect(hero).toMatchObject({ buttonText: "", buttonLink: "" });
    expect(hero.secondaryButtonLink).toBe("#faq-1");
    expect(result.linted.warnings).toEqual([
      "Removed the “Visit” link from the menu and footer on Home: its page is gone.",
      "Took the “Find us” button off Home: what it opened is gone.",
      "Took the “Write to us” button off Home: what it opened is gone.",
    ]);
  });

  it("follows a page a model renamed, anchors included", () => {
    const result = check(site(), [{ op: "renamePage", from: "Visit", to: "Find us" }]);
    expect(brokenLinks(result.linted.site)).toEqual([]);
    const hero = result.linted.site.pages[0]!.sections.find((s) => s.id === "hero-1")!;
    expect(hero.props.buttonLink).toBe("/find-us#location-1");
  });

  it("follows a renamed page by its sections, for links the rename did not touch", () => {
    const before = site();
    const after = applyOpsShown(before, [{ op: "renamePage", from: "Visit", to: "Where" }]).site;
    // A link written by hand as the page's bare name.
    after.pages[0]!.sections[3]!.props.link = "visit";
    const repair = repairLinks(after, brokenLinks(after), before);
    expect(repair.ops).toEqual([
      { op: "updateSection", sectionId: "hero-1", props: { buttonLink: "/where#location-1" } },
      { op: "updateSection", sectionId: "button-1", props: { link: "/where" } },
    ]);
  });

  it("points an anchor at the section of its kind, on its page or another", () => {
    const result = check(site(), [
      {
        op: "updateSection",
        sectionId: "hero-1",
        props: { secondaryButtonLink: "#faq-2", buttonLink: "#location-3" },
      },
    ]);
    const hero = result.linted.site.pages[0]!.sections.find((s) => s.id === "hero-1")!.props;
    expect(hero.secondaryButtonLink).toBe("#faq-1");
    expect(hero.buttonLink).toBe("/visit#location-1");
    expect(result.linted.warnings).toEqual([
      "The “Find us” button on Home now opens the location and hours section on Visit.",
      "The “Questions” button on Home now opens the FAQ on Home.",
    ]);
  });

  it("leaves a link the owner left broken as it was, on a turn that did not touch it", () => {
    const owners = site();
    owners.pages[1]!.sections[1]!.props.pageName = "Blog";
    const result = check(owners, [
      { op: "updateSection", sectionId: "hero-1", props: { title: "Hey" } },
    ]);
    expect(result.linted.site.pages[1]!.sections[1]!.props.pageName).toBe("Blog");
    expect(result.linted.warnings).toEqual([]);
  });

  it("changes nothing when every link leads somewhere", () => {
    const result = check(site(), [
      { op: "updateSection", sectionId: "hero-1", props: { title: "Hey" } },
    ]);
    expect(result.linted.warnings).toEqual([]);
  });
});

describe("the link check as a lint problem", () => {
  it("names each broken link, and repairs it with operations", () => {
    const broken = applyOpsShown(site(), [{ op: "removePage", name: "Visit" }]).site;
    const problems = lintProblems(broken).filter((p) => p.code === "broken_link");
    expect(problems.map((p) => p.message)).toEqual([
      "the “Visit” link in the navbar on Home, which led to a page that does not exist",
      "the “Find us” link in the hero on Home, which led to a page that does not exist",
      "the “Write to us” link in the button on Home, which led to a page that does not exist",
      "the “Visit” link in the footer on Home, which led to a page that does not exist",
    ]);
    const repaired = applyOpsShown(broken, repairProblems(broken, problems));
    expect(repaired.rejected).toEqual([]);
    expect(brokenLinks(repaired.site)).toEqual([]);
  });
});

describe("chromeCopyProps", () => {
  it("copies a menu for another page without the links that would lead nowhere there", () => {
    const home = coffeeSite().pages[0]!;
    const navbar = home.sections.find((s) => s.type === "navbar")!;
    const props = chromeCopyProps(
      {
        pages: [
          { name: "Home", path: "/" },
          { name: "Shop", path: "/shop" },
        ] as never,
      },
      { name: "Shop", path: "/shop" },
      navbar,
    );
    expect((props.links as { text: string }[]).map((l) => l.text)).toEqual(["Home", "Shop"]);
    // The original is untouched.
    expect(navbar.props.links).toHaveLength(4);
  });
});
