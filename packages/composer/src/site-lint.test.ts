import { DEFAULT_THEME, type SiteDocument } from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { lintEdit } from "./site-lint.js";

const before: SiteDocument = {
  name: "Bean There",
  theme: DEFAULT_THEME,
  pages: [
    {
      name: "Home",
      path: "/",
      sections: [
        { id: "navbar-1", type: "navbar", props: {} },
        { id: "hero-1", type: "hero", props: { title: "Hi" } },
        { id: "footer-1", type: "footer", props: {} },
      ],
    },
    {
      name: "Odd",
      path: "/odd",
      sections: [
        { id: "footer-2", type: "footer", props: {} },
        { id: "hero-2", type: "hero", props: {} },
      ],
    },
  ],
};

function edit(change: (site: SiteDocument) => void): SiteDocument {
  const site = structuredClone(before);
  change(site);
  return site;
}

describe("lintEdit", () => {
  it("moves the navbar first and the footer last on a page the edit touched", () => {
    const after = edit((site) => {
      const home = site.pages[0]!;
      home.sections = [home.sections[2]!, home.sections[1]!, home.sections[0]!];
    });
    const result = lintEdit(before, after);
    expect(result.site.pages[0]!.sections.map((s) => s.id)).toEqual([
      "navbar-1",
      "hero-1",
      "footer-1",
    ]);
    expect(result.warnings).toEqual([
      "Moved the navigation bar to the top of “Home”.",
      "Moved the footer to the bottom of “Home”.",
    ]);
  });

  it("leaves pages the edit did not touch as the user left them", () => {
    const after = edit((site) => {
      site.pages[0]!.sections[1]!.props.title = "Hello";
    });
    const result = lintEdit(before, after);
    expect(result.site.pages[1]!.sections.map((s) => s.id)).toEqual(["footer-2", "hero-2"]);
    expect(result.warnings).toEqual([]);
  });

  it("makes section text readable when its colours fall under 4.5:1", () => {
    const after = edit((site) => {
      Object.assign(site.pages[0]!.sections[2]!.props, {
        bgColor: "#111111",
        textColor: "#333333",
      });
    });
    const result = lintEdit(before, after);
    expect(result.site.pages[0]!.sections[2]!.props.textColor).toBe("#ffffff");
    expect(result.warnings).toEqual(["Made the text of footer-1 readable on its background."]);
  });

  it("keeps colours that already read well", () => {
    const after = edit((site) => {
      Object.assign(site.pages[0]!.sections[2]!.props, {
        bgColor: "#111111",
        textColor: "#f5f5f5",
      });
    });
    expect(lintEdit(before, after).warnings).toEqual([]);
  });

  it("makes the theme's body text readable on the page background", () => {
    const after = edit((site) => {
      site.theme = { ...site.theme, backgroundColor: "#ffffff", textColor: "#eeeeee" };
    });
    const result = lintEdit(before, after);
    expect(result.site.theme.textColor).toBe("#0f172a");
    expect(result.warnings).toEqual(["Made the body text readable on the page background."]);
  });
});
