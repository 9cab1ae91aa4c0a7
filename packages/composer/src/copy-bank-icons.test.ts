import { FeatureIcon } from "@shopwright/site";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { COPY_BANK, GENERIC_COPY } from "./copy-bank.js";

/** Every icon of a `{ icon, title, description }` item anywhere in a value. */
function iconsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) iconsIn(item, found);
  } else if (value !== null && typeof value === "object") {
    if ("icon" in value && typeof value.icon === "string") found.add(value.icon);
    for (const item of Object.values(value)) iconsIn(item, found);
  }
  return found;
}

describe("the copy bank's feature icons", () => {
  const icons = [...iconsIn([...COPY_BANK, GENERIC_COPY])];

  it("are found", () => {
    expect(icons.length).toBeGreaterThan(20);
  });

  // An emoji depends on the visitor's fonts (an empty box on a machine without an emoji
  // font); every icon the composer writes must be drawn as an SVG by the site's renderer.
  it.each(icons)("%s is drawn as an SVG", (icon) => {
    expect(renderToStaticMarkup(createElement(FeatureIcon, { icon }))).toMatch(/^<svg/);
  });
});
