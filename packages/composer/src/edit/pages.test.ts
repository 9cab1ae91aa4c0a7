import { describe, expect, it } from "vitest";
import { coffeeSite, emptySite } from "../compose.fixtures.js";
import { planOn } from "./edit.fixtures.js";

const sectionTypes = (op: unknown) =>
  (op as { page: { sections: { type: string }[] } }).page.sections.map((s) => s.type);

describe("page operations", () => {
  it("add a page for a section kind, with the home page's navbar and footer, and a menu link", () => {
    const result = planOn("Add an About page");
    expect(result.ops).toHaveLength(2);
    expect(result.ops[0]).toMatchObject({ op: "addPage", page: { name: "About" } });
    expect(sectionTypes(result.ops[0])).toEqual([
      "navbar",
      "textblock",
      "features",
      "cta",
      "footer",
    ]);
    expect(result.ops[1]).toEqual({
      op: "addItem",
      sectionId: "navbar-1",
      list: "links",
      item: { text: "About", type: "page", pageName: "About" },
    });
    expect(result.notes).toEqual(["Added a About page."]);
  });

  it("add sign-up and login pages without menu links", () => {
    const result = planOn("Add sign up and login pages");
    expect(result.ops.map((op) => op.op)).toEqual(["addPage", "addPage"]);
    expect(result.ops.map(sectionTypes)).toEqual([
      ["navbar", "signup", "footer"],
      ["navbar", "login", "footer"],
    ]);
    expect(result.notes).toEqual(["Added a Sign up page.", "Added a Login page."]);
  });

  it("add a named page, or a new one", () => {
    const named = planOn("Add a page called Journal");
    expect(named.ops[0]).toMatchObject({ op: "addPage", page: { name: "Journal" } });
    expect(sectionTypes(named.ops[0])).toEqual(["navbar", "textblock", "footer"]);
    expect(named.notes).toEqual(["Added a Journal page."]);
    const blank = planOn("Add a new page");
    expect(blank.ops).toHaveLength(1);
    expect(blank.notes).toEqual(["Added a new page."]);
  });

  it("keep a page that is already there", () => {
    expect(planOn("Add an About page", coffeeSite())).toMatchObject({
      ops: [],
      notes: ["There is already a About page."],
    });
  });

  it("rename and remove pages", () => {
    expect(planOn("Rename the About page to Our story", coffeeSite())).toMatchObject({
      ops: [{ op: "renamePage", from: "About", to: "Our story" }],
      notes: ["Renamed the About page to Our story."],
    });
    expect(planOn("Remove the contact page", coffeeSite())).toMatchObject({
      ops: [{ op: "removePage", name: "Contact" }],
      notes: ["Removed the Contact page."],
    });
    expect(planOn("Remove the home page", emptySite())).toMatchObject({
      ops: [],
      notes: ["A site needs at least one page, so I kept it."],
    });
  });

  it("ask which page to rename when the name is unknown", () => {
    const result = planOn("Rename the Blog page to News", coffeeSite());
    expect(result.isUnderstood).toBe(false);
    expect(result.suggestions).toEqual([
      "Rename the Home page to …",
      "Rename the Shop page to …",
      "Rename the About page to …",
    ]);
  });

  it("leave a section added to a page to the add verb", () => {
    expect(planOn("Add a product grid to the Shop page", coffeeSite()).ops[0]).toMatchObject({
      op: "addSection",
      page: "Shop",
    });
  });
});
