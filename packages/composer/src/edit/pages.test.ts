import { applyOpsShown } from "../shown-site.js";
import { hasSampleContent, type OpInput, type SiteDocument } from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { PRODUCTS, coffeeSite, emptySite } from "../compose.fixtures.js";
import { compose } from "../compose.js";
import { brokenLinks } from "../link-check.js";
import { planOn } from "./edit.fixtures.js";
import { readsAsNewPage } from "./pages.js";

type NewPageOp = {
  page: { name?: string; sections: { type: string; props: Record<string, unknown> }[] };
};

const sectionTypes = (op: unknown) => (op as NewPageOp).page.sections.map((s) => s.type);
const sectionsOf = (op: unknown) => (op as NewPageOp).page.sections;
const applied = (site: SiteDocument, ops: readonly OpInput[]) => {
  const result = applyOpsShown(site, ops);
  expect(result.rejected).toEqual([]);
  return result.site;
};
const linksOf = (site: SiteDocument, page: string, type: "navbar" | "footer") =>
  (
    site.pages.find((p) => p.name === page)!.sections.find((s) => s.type === type)!.props.links as {
      text: string;
    }[]
  ).map((link) => link.text);

describe("adding a page", () => {
  it("adds a page for a section kind, under the site's header and footer, and a menu link", () => {
    const result = planOn("Add an About page");
    expect(result.ops[0]).toMatchObject({ op: "addPage", page: { name: "About" } });
    expect(sectionTypes(result.ops[0])).toEqual(["textblock", "features"]);
    expect(result.ops[1]).toEqual({
      op: "addItem",
      sectionId: "navbar-1",
      list: "links",
      item: { text: "About", type: "page", pageName: "About" },
    });
    expect(result.notes).toEqual(["Added an About page.", "Linked About from the menu."]);
  });

  it("adds sign-up and login pages without menu links", () => {
    const result = planOn("Add sign up and login pages");
    expect(result.ops.map((op) => op.op)).toEqual(["addPage", "addPage"]);
    expect(result.ops.map(sectionTypes)).toEqual([["signup"], ["login"]]);
    expect(result.notes).toEqual(["Added a Sign up page.", "Added a Login page."]);
  });

  it("adds a blank page under the site's header and footer, and names a page it is asked to", () => {
    const blank = planOn("Add a new page");
    expect(blank.ops).toHaveLength(1);
    expect(sectionTypes(blank.ops[0])).toEqual([]);
    expect(blank.notes).toEqual(["Added a new page."]);
    const named = planOn("Add a page called Journal");
    expect(named.ops[0]).toMatchObject({ op: "addPage", page: { name: "Journal" } });
    expect(named.notes[0]).toBe("Added a Journal page.");
  });

  it("links the new page from the site's menu, which the new page shows too", () => {
    const site = coffeeSite();
    const after = applied(site, planOn("Add a page called Wholesale", site).ops);
    expect(linksOf(after, "Wholesale", "navbar")).toContain("Wholesale");
    expect(linksOf(after, "Home", "navbar")).toEqual(linksOf(after, "Wholesale", "navbar"));
  });

  it("opens the body with the page's name and content that fits it, marked as sample", () => {
    const site = coffeeSite();
    const shipping = sectionsOf(planOn("Add a page called Shipping", site).ops[0]);
    expect(shipping.map((s) => s.type)).toEqual(["textblock", "faq", "cta"]);
    expect(shipping[0]!.props).toMatchObject({ heading: "Shipping", sample: true });
    expect(String(shipping[0]!.props.content)).toMatch(/tracking/);
    expect(hasSampleContent(shipping[1]!.props)).toBe(true);

    const wholesale = sectionsOf(planOn("Add a Wholesale page", site).ops[0]);
    expect(wholesale.map((s) => s.type)).toEqual(["textblock", "features", "contact"]);
    expect(wholesale[0]!.props.heading).toBe("Wholesale");
    expect(wholesale[2]!.props.title).toBe("Apply for a trade account");

    const story = sectionsOf(planOn("Add a page called Our story", site).ops[0]);
    expect(story[0]!.props).toMatchObject({ heading: "Our story", sample: true });
    expect(story.map((s) => s.type)).toEqual(["textblock", "features", "cta"]);

    const faq = sectionsOf(planOn("Add a page called FAQ", site).ops[0]);
    expect(faq[0]).toMatchObject({ type: "faq", props: { title: "FAQ", sample: true } });

    const unknown = sectionsOf(planOn("Add a page called Quarterly", site).ops[0]);
    expect(unknown[0]!.props).toMatchObject({ heading: "Quarterly", sample: true });
  });

  it("links a page from the footer where asked, and a policy page always", () => {
    const site = coffeeSite();
    const asked = planOn("Add a page called Wholesale and link it in the footer", site);
    expect(asked.ops[0]).toMatchObject({ page: { name: "Wholesale" } });
    const after = applied(site, asked.ops);
    expect(linksOf(after, "Home", "footer")).toContain("Wholesale");
    expect(linksOf(after, "Wholesale", "footer")).toContain("Wholesale");
    expect(linksOf(after, "Shop", "navbar")).toContain("Wholesale");
    expect(asked.notes).toEqual([
      "Added a Wholesale page.",
      "Linked Wholesale from the menu and the footer.",
    ]);

    const policy = applied(site, planOn("Add a privacy policy page", site).ops);
    expect(linksOf(policy, "Contact", "footer")).toContain("Privacy policy");
    expect(brokenLinks(policy)).toEqual([]);
  });

  it("keeps a page that is already there", () => {
    expect(planOn("Add an About page", coffeeSite())).toMatchObject({
      ops: [],
      notes: ["There is already an About page."],
    });
  });

  it("leaves a section added to a page to the add verb", () => {
    expect(planOn("Add a product grid to the Shop page", coffeeSite()).ops[0]).toMatchObject({
      op: "addSection",
      page: "Shop",
    });
  });
});

describe("removing and renaming a page", () => {
  it("unlinks a removed page everywhere: menus, footers and buttons", () => {
    const site = coffeeSite();
    const result = planOn("Remove the about page", site);
    expect(result.ops[0]).toEqual({ op: "removePage", name: "About" });
    expect(result.notes).toEqual(["Removed the About page and the links to it."]);
    const after = applied(site, result.ops);
    expect(brokenLinks(after)).toEqual([]);
    expect(linksOf(after, "Home", "navbar")).toEqual(["Home", "Shop", "Contact"]);
    expect(linksOf(after, "Shop", "footer")).toEqual(["Shop", "Contact"]);
    const hero = after.pages[0]!.sections.find((s) => s.type === "hero")!;
    expect(hero.props.secondaryButtonText).toBeFalsy();
    expect(result.warnings).toEqual([
      "Removed the “About” link from the menu and footer on Home: its page is gone.",
      "Took the “Our story” button off Home: what it opened is gone.",
    ]);
  });

  it("points a button at what is left of a removed page's purpose", () => {
    const site = coffeeSite();
    const after = applied(site, planOn("Delete the shop page", site).ops);
    expect(brokenLinks(after)).toEqual([]);
    const hero = after.pages[0]!.sections.find((s) => s.type === "hero")!;
    expect(hero.props.buttonLink).toBe("#collection-1");
  });

  it("relinks and relabels a renamed page everywhere", () => {
    const site = coffeeSite();
    const result = planOn("Rename the About page to Our story", site);
    expect(result.ops[0]).toEqual({ op: "renamePage", from: "About", to: "Our story" });
    expect(result.notes).toEqual(["Renamed the About page to Our story, and its links with it."]);
    const after = applied(site, result.ops);
    expect(brokenLinks(after)).toEqual([]);
    expect(linksOf(after, "Home", "navbar")).toContain("Our story");
    expect(linksOf(after, "Contact", "footer")).toEqual(["Shop", "Our story", "Contact"]);
  });

  it("keeps the last page, and asks which page to rename when the name is unknown", () => {
    expect(planOn("Remove the home page", emptySite())).toMatchObject({
      ops: [],
      notes: ["A site needs at least one page, so I kept it."],
    });
    const result = planOn("Rename the Blog page to News", coffeeSite());
    expect(result.isUnderstood).toBe(false);
    expect(result.suggestions).toEqual([
      "Rename the Home page to …",
      "Rename the Shop page to …",
      "Rename the About page to …",
    ]);
  });
});

describe("readsAsNewPage", () => {
  it("tells a request for one more page from a request for a site", () => {
    for (const text of [
      "create a page called shipping",
      "make a new page for wholesale customers",
      "build a new faq page",
      "i need another page about our story",
      "add an extra page",
    ])
      expect(readsAsNewPage(text), text).toBe(true);
    for (const text of [
      "create a landing page for my bakery",
      "build a one page site for a florist",
      "make a home page for my coffee shop",
      "add a grid to the shop page",
      "a florist in ghent",
    ])
      expect(readsAsNewPage(text), text).toBe(false);
  });
});

describe("pages through the composer", () => {
  it("adds a page and leaves no link that leads nowhere", () => {
    const site = coffeeSite();
    const result = compose({
      prompt: "Add a page called Wholesale",
      site,
      storeId: "store-1",
      storeName: "Ember Roasters",
      products: PRODUCTS,
    });
    expect(result.kind).toBe("edit");
    expect(brokenLinks(applied(site, result.ops))).toEqual([]);
  });

  it("reads 'create a page called Shipping' on a site with content as one more page, not a new site", () => {
    const site = coffeeSite();
    const result = compose({
      prompt: "Create a page called Shipping",
      site,
      storeId: "store-1",
      storeName: "Ember Roasters",
      products: PRODUCTS,
    });
    expect(result.kind).toBe("edit");
    const after = applied(site, result.ops);
    expect(after.pages.map((page) => page.name)).toEqual([
      ...site.pages.map((page) => page.name),
      "Shipping",
    ]);
    // The pages that were there keep their sections.
    expect(after.pages[0]!.sections.map((section) => section.id)).toEqual(
      site.pages[0]!.sections.map((section) => section.id),
    );
    expect(brokenLinks(after)).toEqual([]);
  });

  it("names a page 'for the FAQ' FAQ, keeps a name typed after 'called', and capitalises a typed label", () => {
    const site = coffeeSite();
    const names = [
      "Make a page for the FAQ",
      "create a page called The Studio",
      "add a page for wholesale customers",
    ].map((prompt) => {
      const result = compose({
        prompt,
        site,
        storeId: "store-1",
        storeName: "Ember Roasters",
        products: PRODUCTS,
      });
      return applied(site, result.ops).pages.at(-1)!.name;
    });
    expect(names).toEqual(["FAQ", "The Studio", "Wholesale customers"]);
  });
});
