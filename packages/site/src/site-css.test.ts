import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const stylesheets = ["site.css", "commerce.css"].map((name) => ({
  name,
  css: readFileSync(new URL(`./${name}`, import.meta.url), "utf8"),
}));

describe("the site stylesheets", () => {
  // The editor lays a page out at a device's width inside a wider window: only the width of
  // .sw-site (the `sw` container) can say how wide the page is, never the window's.
  it.each(stylesheets)("$name breaks on the .sw-site container, not the window", ({ css }) => {
    const mediaQueries = [...css.matchAll(/@media\s*([^{]*)\{/g)].map((match) => match[1]!.trim());
    expect(mediaQueries.filter((query) => /width|height/.test(query))).toEqual([]);
    expect(css).toMatch(/@container sw \(/);
  });
});
