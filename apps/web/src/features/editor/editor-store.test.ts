import { applyOps, DEFAULT_THEME, PAGE_TEMPLATES, type SiteDocument } from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { createEditorHarness } from "../../test/editor-harness";
import { MERGE_WINDOW_MS, createEditorStore } from "./editor-store";

/** Two pages of sections, as applyOps builds them. */
function twoPages(): SiteDocument {
  const empty: SiteDocument = {
    name: "Shop",
    theme: DEFAULT_THEME,
    pages: [
      { name: "Home", path: "/", sections: [] },
      { name: "About", path: "/about", sections: [] },
    ],
  };
  const add = (page: string, type: string) => ({ op: "addSection", page, section: { type } });
  return applyOps(empty, [
    add("Home", "navbar"),
    add("Home", "hero"),
    add("Home", "faq"),
    add("Home", "button"),
    add("About", "textblock"),
    add("About", "cta"),
  ]).site;
}

describe("editor store", () => {
  it("adds a section from the palette with its defaults, selects it and marks unsaved", () => {
    const editor = createEditorHarness();
    const id = editor.add("hero");
    expect(id).toBe("hero-1");
    expect(editor.ids()).toEqual(["hero-1"]);
    expect(editor.section("hero-1")?.props.title).toBeTruthy();
    expect(editor.state().session.selectedId).toBe("hero-1");
    expect(editor.isUnsaved()).toBe(true);
  });

  it("places palette sections at their auto position (navbar first, footer last)", () => {
    const editor = createEditorHarness();
    editor.add("footer");
    editor.add("hero");
    editor.add("navbar");
    expect(editor.ids()).toEqual(["navbar-1", "hero-1", "footer-1"]);
  });

  it("undoes and redoes each change, within bounds", () => {
    const editor = createEditorHarness();
    expect(editor.canUndo()).toBe(false);
    expect(editor.canRedo()).toBe(false);
    editor.add("hero");
    editor.add("faq");
    expect(editor.canUndo()).toBe(true);
    editor.undo();
    expect(editor.ids()).toEqual(["hero-1"]);
    expect(editor.canRedo()).toBe(true);
    editor.undo();
    expect(editor.ids()).toEqual([]);
    expect(editor.canUndo()).toBe(false);
    editor.undo();
    expect(editor.ids()).toEqual([]);
    editor.redo();
    editor.redo();
    expect(editor.ids()).toEqual(["hero-1", "faq-1"]);
    expect(editor.canRedo()).toBe(false);
    editor.redo();
    expect(editor.ids()).toEqual(["hero-1", "faq-1"]);
  });

  it("a new change after undo drops the redo steps", () => {
    const editor = createEditorHarness();
    editor.add("hero");
    editor.add("faq");
    editor.undo();
    editor.add("cta");
    expect(editor.canRedo()).toBe(false);
    expect(editor.ids()).toEqual(["hero-1", "cta-1"]);
  });

  it("folds typing into one field within the merge window into one step", () => {
    const editor = createEditorHarness();
    editor.add("hero");
    for (const title of ["S", "Su", "Sum", "Summer"]) {
      editor.tick(100);
      editor.edit("hero-1", "title", title);
    }
    expect(editor.section("hero-1")?.props.title).toBe("Summer");
    expect(editor.state().history.past).toHaveLength(2);
    editor.undo();
    expect(editor.section("hero-1")?.props.title).not.toBe("Summer");
    expect(editor.section("hero-1")?.props.title).not.toBe("S");
  });

  it("starts a new step after a pause or on another field", () => {
    const editor = createEditorHarness();
    editor.add("hero");
    editor.edit("hero-1", "title", "One");
    editor.tick(MERGE_WINDOW_MS + 1);
    editor.edit("hero-1", "title", "Two");
    editor.tick(10);
    editor.edit("hero-1", "subtitle", "Sub");
    expect(editor.state().history.past).toHaveLength(4);
    editor.undo();
    expect(editor.section("hero-1")?.props.title).toBe("Two");
    editor.undo();
    expect(editor.section("hero-1")?.props.title).toBe("One");
  });

  it("moves, duplicates and removes sections, each one undoable step", () => {
    const editor = createEditorHarness();
    editor.add("hero");
    editor.add("faq");
    editor.move("faq-1", { before: "hero-1" });
    expect(editor.ids()).toEqual(["faq-1", "hero-1"]);
    expect(editor.duplicate("hero-1")).toBe("hero-2");
    expect(editor.ids()).toEqual(["faq-1", "hero-1", "hero-2"]);
    editor.remove("faq-1");
    expect(editor.ids()).toEqual(["hero-1", "hero-2"]);
    editor.undo();
    expect(editor.ids()).toEqual(["faq-1", "hero-1", "hero-2"]);
    editor.undo();
    editor.undo();
    expect(editor.ids()).toEqual(["hero-1", "faq-1"]);
  });

  it("deselects a section that is removed", () => {
    const editor = createEditorHarness();
    editor.add("hero");
    editor.remove("hero-1");
    expect(editor.state().session.selectedId).toBeNull();
  });

  it("keeps unchanged sections as the same objects, so their views do not re-render", () => {
    const editor = createEditorHarness();
    editor.add("hero");
    editor.add("faq");
    const faq = editor.section("faq-1");
    editor.edit("hero-1", "title", "New");
    expect(editor.section("faq-1")).toBe(faq);
  });

  it("edits a section exactly as applyOps on the whole site would, other sections untouched", () => {
    const edits: [string, Record<string, unknown>][] = [
      ["hero-1", { title: "Summer sale", subtitle: "" }],
      ["hero-1", { imageUrl: "https://example.com/a.png" }],
      ["faq-1", { items: [{ q: "Shipping?", a: "Two days" }] }],
      ["button-1", { linkType: "page", pageName: "About" }],
      ["cta-1", { heading: "Visit us", buttonText: "Go" }],
      ["hero-1", { title: 42 }],
      ["nope-1", { title: "x" }],
    ];
    for (const [id, props] of edits) {
      const document = twoPages();
      const editor = createEditorHarness(document);
      const expected = applyOps(document, [{ op: "updateSection", sectionId: id, props }]);
      const result = editor.store.updateSection(id, props);
      expect(result.rejected).toEqual(expected.rejected);
      expect(editor.state().document).toEqual(expected.rejected.length ? document : expected.site);
      const untouched = document.pages.flatMap((page) => page.sections).filter((s) => s.id !== id);
      for (const section of untouched) expect(editor.section(section.id)).toBe(section);
    }
  });

  it("shows a drop target and drops a palette section or a moved section there", () => {
    const editor = createEditorHarness(twoPages());
    expect(editor.store.drop({ type: "cta" })).toBe(false);
    editor.store.setDropTarget({ after: "hero-1" });
    expect(editor.state().session.dropTarget).toEqual({ after: "hero-1" });
    expect(editor.store.drop({ type: "testimonials" })).toBe(true);
    expect(editor.ids()).toEqual(["navbar-1", "hero-1", "testimonials-1", "faq-1", "button-1"]);
    expect(editor.state().session.selectedId).toBe("testimonials-1");
    expect(editor.state().session.dropTarget).toBeNull();
    // Above the site's header is the top of the page's own sections: the header stays first.
    editor.store.setDropTarget({ before: "navbar-1" });
    expect(editor.store.drop({ id: "faq-1" })).toBe(true);
    expect(editor.ids()).toEqual(["navbar-1", "faq-1", "hero-1", "testimonials-1", "button-1"]);
    editor.undo();
    expect(editor.ids()).toEqual(["navbar-1", "hero-1", "testimonials-1", "faq-1", "button-1"]);
  });

  it("drops at the end of an empty page, and nowhere once the target is cleared", () => {
    const editor = createEditorHarness();
    editor.store.setDropTarget({ at: "end" });
    editor.store.setDropTarget(null);
    expect(editor.store.drop({ type: "hero" })).toBe(false);
    editor.store.setDropTarget({ at: "end" });
    expect(editor.store.drop({ type: "hero" })).toBe(true);
    expect(editor.ids()).toEqual(["hero-1"]);
  });

  it("switching page resets history; unknown page names become empty pages", () => {
    const editor = createEditorHarness();
    editor.add("hero");
    expect(editor.store.addPage()).toBe("Page 2");
    expect(editor.state().session.currentPage).toBe("Page 2");
    expect(editor.canUndo()).toBe(false);
    editor.add("faq");
    editor.store.selectPage("Home");
    expect(editor.canUndo()).toBe(false);
    expect(editor.ids()).toEqual(["hero-1"]);
    editor.store.selectPage("About");
    expect(editor.pageNames()).toEqual(["Home", "Page 2", "About"]);
    expect(editor.ids()).toEqual([]);
  });

  it("renames the current page and never removes the last one", () => {
    const editor = createEditorHarness();
    editor.store.renamePage("Home", "Start");
    expect(editor.state().session.currentPage).toBe("Start");
    expect(editor.store.removePage("Start").rejected[0]?.reason).toBe(
      "last_page_cannot_be_removed",
    );
    editor.store.addPage();
    editor.store.removePage("Page 2");
    expect(editor.pageNames()).toEqual(["Start"]);
    expect(editor.state().session.currentPage).toBe("Start");
  });

  it("never undoes into a link to a page name that no longer exists", () => {
    const editor = createEditorHarness(twoPages());
    const linkedPage = () => editor.section("button-1")?.props.pageName;
    const isLinkValid = () => !linkedPage() || editor.pageNames().includes(linkedPage() as string);
    editor.edit("button-1", "linkType", "page");
    editor.tick(MERGE_WINDOW_MS + 1);
    editor.edit("button-1", "pageName", "About");
    editor.tick(MERGE_WINDOW_MS + 1);
    // An unrelated edit, then the rename: the edit's step was taken before the rename.
    editor.edit("hero-1", "title", "Summer");
    editor.store.renamePage("About", "Our story");
    expect(linkedPage()).toBe("Our story");
    while (editor.canUndo()) {
      editor.undo();
      expect(isLinkValid()).toBe(true);
    }
    expect(editor.pageNames()).toEqual(["Home", "About"]);
    while (editor.canRedo()) {
      editor.redo();
      expect(isLinkValid()).toBe(true);
    }
    expect(editor.pageNames()).toEqual(["Home", "Our story"]);
    expect(editor.section("hero-1")?.props.title).toBe("Summer");
    expect(linkedPage()).toBe("Our story");
  });

  it("after a page rename, undoing an unrelated edit keeps links to the new name", () => {
    const editor = createEditorHarness(twoPages());
    editor.edit("button-1", "linkType", "page");
    editor.tick(MERGE_WINDOW_MS + 1);
    editor.edit("button-1", "pageName", "About");
    editor.store.renamePage("About", "Our story");
    expect(editor.section("button-1")?.props.pageName).toBe("Our story");
    editor.tick(MERGE_WINDOW_MS + 1);
    editor.edit("hero-1", "title", "Summer");
    editor.undo();
    expect(editor.section("hero-1")?.props.title).not.toBe("Summer");
    expect(editor.pageNames()).toEqual(["Home", "Our story"]);
    expect(editor.section("button-1")?.props.pageName).toBe("Our story");
    // The rename is a step of its own: undoing it restores the old name and the link together.
    editor.undo();
    expect(editor.pageNames()).toEqual(["Home", "About"]);
    expect(editor.section("button-1")?.props.pageName).toBe("About");
    editor.redo();
    editor.redo();
    expect(editor.pageNames()).toEqual(["Home", "Our story"]);
    expect(editor.section("hero-1")?.props.title).toBe("Summer");
    expect(editor.section("button-1")?.props.pageName).toBe("Our story");
    expect(editor.canRedo()).toBe(false);
  });

  it("undoes a rename of the page shown and shows it by its old name again", () => {
    const editor = createEditorHarness(twoPages());
    editor.store.selectPage("About");
    editor.store.renamePage("About", "Story");
    expect(editor.state().session.currentPage).toBe("Story");
    expect(editor.canUndo()).toBe(true);
    editor.undo();
    expect(editor.pageNames()).toEqual(["Home", "About"]);
    expect(editor.state().session.currentPage).toBe("About");
    expect(editor.ids()).toEqual(["navbar-1", "textblock-1", "cta-1"]);
    editor.redo();
    expect(editor.state().session.currentPage).toBe("Story");
  });

  it("undoes removing another page, a theme change and a site name change", () => {
    const editor = createEditorHarness(twoPages());
    editor.store.removePage("About");
    expect(editor.pageNames()).toEqual(["Home"]);
    editor.store.run([{ op: "setTheme", patch: { primaryColor: "#ff0000" } }], "merge", {
      mergeKey: "theme:primaryColor",
    });
    editor.tick(100);
    editor.store.run([{ op: "setTheme", patch: { primaryColor: "#00ff00" } }], "merge", {
      mergeKey: "theme:primaryColor",
    });
    editor.store.run([{ op: "setSiteName", name: "Bean There" }]);
    expect(editor.state().history.past).toHaveLength(3);
    editor.undo();
    expect(editor.state().document.name).toBe("Shop");
    expect(editor.state().document.theme.primaryColor).toBe("#00ff00");
    editor.undo();
    expect(editor.state().document.theme.primaryColor).toBe(DEFAULT_THEME.primaryColor);
    editor.undo();
    expect(editor.pageNames()).toEqual(["Home", "About"]);
    expect(editor.canUndo()).toBe(false);
    expect(editor.isUnsaved()).toBe(true);
  });

  it("clears unsaved on a save of the current revision, not when edits came in meanwhile", () => {
    const editor = createEditorHarness();
    editor.add("hero");
    const revision = editor.state().sync.revision;
    editor.store.markSaved(2, revision);
    expect(editor.isUnsaved()).toBe(false);
    expect(editor.state().sync.version).toBe(2);
    editor.add("faq");
    const stale = editor.state().sync.revision;
    editor.add("cta");
    editor.store.markSaved(3, stale);
    expect(editor.isUnsaved()).toBe(true);
  });

  it("loading replaces the document without history or unsaved changes", () => {
    const editor = createEditorHarness();
    editor.add("hero");
    editor.store.load({ pages: [{ name: "Shop", path: "/", sections: [] }] }, 7);
    expect(editor.pageNames()).toEqual(["Shop"]);
    expect(editor.canUndo()).toBe(false);
    expect(editor.isUnsaved()).toBe(false);
    expect(editor.state().sync.version).toBe(7);
  });

  it("a reload keeps the page the owner is on while the document still has it", () => {
    const editor = createEditorHarness();
    editor.store.load(twoPages(), 1);
    editor.store.selectPage("About");
    editor.store.load(twoPages(), 2);
    expect(editor.state().session.currentPage).toBe("About");
    editor.store.load({ pages: [{ name: "Shop", path: "/", sections: [] }] }, 3);
    expect(editor.state().session.currentPage).toBe("Shop");
  });
});

describe("editor store: loading on an AI turn", () => {
  const before: SiteDocument = {
    name: "Shop",
    theme: DEFAULT_THEME,
    pages: [{ name: "Home", path: "/", sections: [] }],
  };

  it("makes the document before the turn its one undo step, unsaved once taken", () => {
    const editor = createEditorHarness();
    const after = twoPages();
    editor.store.load(after, 7, before);
    expect(editor.canUndo()).toBe(true);
    expect(editor.isUnsaved()).toBe(false);
    expect(editor.ids()).toEqual(["navbar-1", "hero-1", "faq-1", "button-1"]);
    editor.undo();
    expect(editor.pageNames()).toEqual(["Home"]);
    expect(editor.ids()).toEqual([]);
    expect(editor.isUnsaved()).toBe(true);
    expect(editor.canUndo()).toBe(false);
    expect(editor.state().sync.version).toBe(7);
    editor.redo();
    expect(editor.pageNames()).toEqual(["Home", "About"]);
  });

  it("opens the undone turn on its first page when the page shown did not exist before it", () => {
    const editor = createEditorHarness();
    const after: SiteDocument = {
      ...before,
      pages: [{ name: "Start", path: "/", sections: [] }],
    };
    editor.store.load(after, 3, before);
    editor.undo();
    expect(editor.state().session.currentPage).toBe("Home");
  });

  it("has nothing to undo after an ordinary load", () => {
    const editor = createEditorHarness();
    editor.store.load(twoPages(), 2);
    expect(editor.canUndo()).toBe(false);
  });

  it("refuses a page, a section or grid cards past the server's limits, saying which", () => {
    const refusals: string[] = [];
    const store = createEditorStore({ onLimitReached: (message) => refusals.push(message) });
    store.load(twoPages(), 1);
    // Home holds hero, FAQ and button under the site's header (its navbar).
    store.setCaps({ pages: 2, sectionsPerPage: 3, cardsPerGrid: 3 });

    expect(store.addPage()).toBeNull();
    expect(store.getState().document.pages).toHaveLength(2);
    expect(store.addSection("spacer")).toBeNull();
    expect(store.getState().document.pages[0]!.sections).toHaveLength(3);
    store.selectPage("About");
    const grid = store.addSection("collection");
    expect(grid).toBeNull();
    expect(refusals).toEqual([
      "This site has 3 pages; a site has at most 2 pages.",
      "The page “Home” has 4 sections; a page holds at most 3 sections.",
      "A product grid on the page “About” shows 8 products; a grid shows at most 3 products.",
    ]);
    expect(store.getState().sync.hasUnsavedChanges).toBe(false);
  });
});

describe("editor store: the site's header and footer", () => {
  /** Home and About under the site's navbar (with a menu) and footer. */
  function site(): SiteDocument {
    const empty: SiteDocument = {
      name: "Shop",
      theme: DEFAULT_THEME,
      pages: [
        { name: "Home", path: "/", sections: [] },
        { name: "About", path: "/about", sections: [] },
      ],
    };
    return applyOps(empty, [
      {
        op: "addSection",
        page: "Home",
        section: {
          type: "navbar",
          props: { links: [{ text: "About", type: "page", pageName: "About" }] },
        },
      },
      { op: "addSection", page: "Home", section: { type: "hero" } },
      { op: "addSection", page: "Home", section: { type: "footer" } },
      { op: "addSection", page: "About", section: { type: "textblock" } },
    ]).site;
  }
  const menu = (editor: ReturnType<typeof createEditorHarness>) =>
    (editor.section("navbar-1")?.props.links as { text: string }[]).map((link) => link.text);

  it("shows them on every page, and edits them once for all", () => {
    const editor = createEditorHarness(site());
    expect(editor.ids()).toEqual(["navbar-1", "hero-1", "footer-1"]);
    editor.edit("footer-1", "tagline", "Roasted in Portland");
    editor.store.selectPage("About");
    expect(editor.ids()).toEqual(["navbar-1", "textblock-1", "footer-1"]);
    expect(editor.section("footer-1")?.props.tagline).toBe("Roasted in Portland");
  });

  it("undoes a change of the header from another page, leaving that page's own edits", () => {
    const editor = createEditorHarness(site());
    editor.edit("navbar-1", "logo", "Ember");
    editor.edit("hero-1", "title", "Hello");
    editor.store.selectPage("About");
    // The hero edit was Home's: it went with the page switch; the header's step stayed.
    expect(editor.canUndo()).toBe(true);
    editor.edit("textblock-1", "heading", "Visit us");
    editor.undo();
    expect(editor.section("textblock-1")?.props.heading).toBe("Our story");
    editor.undo();
    expect(editor.section("navbar-1")?.props.logo).toBe("");
    expect(editor.section("hero-1")?.props.title).toBe("Hello");
    expect(editor.state().session.currentPage).toBe("About");
    expect(editor.canUndo()).toBe(false);
    editor.redo();
    expect(editor.section("navbar-1")?.props.logo).toBe("Ember");
    expect(editor.state().session.currentPage).toBe("About");
  });

  it("gives a new page the header, the footer and a menu link, and a removed page takes its link", () => {
    const editor = createEditorHarness(site());
    const name = editor.store.addPage()!;
    expect(editor.ids()).toEqual(["navbar-1", "footer-1"]);
    expect(menu(editor)).toEqual(["About", name]);
    editor.store.removePage(name);
    expect(menu(editor)).toEqual(["About"]);
    editor.store.renamePage("About", "Our story");
    expect(menu(editor)).toEqual(["Our story"]);
    expect((editor.section("navbar-1")?.props.links as { pageName: string }[])[0]?.pageName).toBe(
      "Our story",
    );
  });

  it("hides the header on one page, as one undo step, and keeps it out of drags and copies", () => {
    const editor = createEditorHarness(site());
    editor.store.showSitePart("Home", "header", false);
    expect(editor.ids()).toEqual(["hero-1", "footer-1"]);
    editor.undo();
    expect(editor.ids()).toEqual(["navbar-1", "hero-1", "footer-1"]);
    expect(editor.duplicate("navbar-1")).toBeNull();
    expect(editor.move("footer-1", { at: "start" }).applied).toEqual([]);
  });
});

describe("a page from a template", () => {
  it("takes the template's name and sample sections, with its menu link", () => {
    const faq = PAGE_TEMPLATES.find((template) => template.id === "faq")!;
    const store = createEditorStore();
    store.load(
      {
        name: "Kiln",
        header: { id: "navbar-1", type: "navbar", props: { links: [] } },
        pages: [{ name: "Home", path: "/", sections: [] }],
      },
      1,
    );
    expect(store.addPage(faq)).toBe("FAQ");
    const state = store.getState();
    const page = state.document.pages[1]!;
    expect(page).toMatchObject({ name: "FAQ", path: "/faq" });
    expect(page.sections.map((section) => [section.type, section.props.sample])).toEqual([
      ["faq", true],
    ]);
    expect(state.document.header!.props.links).toEqual([
      { text: "FAQ", type: "page", pageName: "FAQ" },
    ]);
    // Twice: the second is "FAQ (2)", and it opens.
    expect(store.addPage(faq)).toBe("FAQ (2)");
    expect(store.getState().session.currentPage).toBe("FAQ (2)");
  });

  it("links a policy page from the footer, follows its renames and takes the link when it goes", () => {
    const template = (id: string) => PAGE_TEMPLATES.find((candidate) => candidate.id === id)!;
    const store = createEditorStore();
    store.load(
      {
        name: "Kiln",
        header: { id: "navbar-1", type: "navbar", props: { links: [] } },
        footer: {
          id: "footer-1",
          type: "footer",
          props: {
            links: [
              { text: "Shipping", url: "#" },
              { text: "Contact", url: "/#contact" },
            ],
          },
        },
        pages: [{ name: "Home", path: "/", sections: [] }],
      },
      1,
    );
    const footerLinks = () => store.getState().document.footer!.props.links;
    // The footer's "Shipping" led nowhere: it now leads to the page. Terms has no link: one is added.
    store.addPage(template("shipping"));
    store.addPage(template("terms"));
    expect(footerLinks()).toEqual([
      { text: "Shipping", url: "/shipping" },
      { text: "Contact", url: "/#contact" },
      { text: "Terms", url: "/terms" },
    ]);
    // The header's menu is left as it was.
    expect(store.getState().document.header!.props.links).toEqual([]);
    store.renamePage("Shipping", "Delivery");
    expect(footerLinks()).toContainEqual({ text: "Shipping", url: "/delivery" });
    store.removePage("Delivery");
    expect(footerLinks()).toEqual([
      { text: "Contact", url: "/#contact" },
      { text: "Terms", url: "/terms" },
    ]);
  });
});
