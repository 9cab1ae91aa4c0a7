import { describe, expect, it } from "vitest";
import { normalizeLayout } from "../layout/normalize-layout.js";
import { pageMoves } from "./path-moves.js";

const page = (name: string, path: string, ids: string[] = []) => ({
  name,
  path,
  sections: ids.map((id) => ({ id, type: "textblock", props: {} })),
});
const layout = (...pages: ReturnType<typeof page>[]) => normalizeLayout({ pages });

describe("pageMoves", () => {
  it("follows a page whose path was edited, by its name", () => {
    expect(
      pageMoves(
        layout(page("Home", "/"), page("About", "/about")),
        layout(page("Home", "/"), page("About", "/our-story")),
      ),
    ).toEqual([{ from: "/about", to: "/our-story" }]);
  });

  it("follows a renamed page by its sections", () => {
    expect(
      pageMoves(
        layout(page("Home", "/"), page("About", "/about", ["textblock-1"])),
        layout(page("Home", "/"), page("Story", "/story", ["textblock-1"])),
      ),
    ).toEqual([{ from: "/about", to: "/story" }]);
  });

  it("moves nothing for a removed page or a path another page now has", () => {
    expect(
      pageMoves(
        layout(page("Home", "/"), page("About", "/about", ["a-1"])),
        layout(page("Home", "/")),
      ),
    ).toEqual([]);
    expect(
      pageMoves(
        layout(page("Home", "/"), page("About", "/about", ["a-1"])),
        layout(page("Home", "/"), page("Story", "/story", ["a-1"]), page("Team", "/about")),
      ),
    ).toEqual([]);
  });
});
