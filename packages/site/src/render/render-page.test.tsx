import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { unsafeMarkup } from "../inert-markup.test.js";
import { normalizeLayout } from "../layout/normalize-layout.js";
import { DEFAULT_THEME, normalizeTheme } from "../theme/theme.js";
import { SitePage } from "./SitePage.js";
import { renderPageToHtml } from "./render-page.js";
import type { SiteContext } from "./section-renderer.js";

const site: SiteContext = { name: "Bean There", pages: [{ name: "Home", path: "/" }] };
const layout = normalizeLayout({
  sections: [
    { type: "navbar" },
    { type: "hero", props: { title: "Small-batch coffee" } },
    { type: "how-it-works", props: { steps: [{ title: "Pick" }, { title: "Brew" }] } },
    { type: "hologram", props: { title: "Mystery" } },
    { type: "footer" },
  ],
});
const page = layout.pages[0] ?? { sections: [] };

describe("renderPageToHtml", () => {
  it("wraps the sections in .sw-site, whose theme variables the document sets on :root", () => {
    const html = renderPageToHtml({ page, theme: DEFAULT_THEME, site, mode: "publish" });
    expect(html.startsWith('<div class="sw-site"><div class="sw-block"')).toBe(true);
    expect(html).toContain('<div class="sw-block" id="hero-1">');
    expect(html).toContain("Small-batch coffee");
    expect(html).toContain("Brew");
    expect(html).toContain("Mystery");
    expect(html.endsWith("</div>")).toBe(true);
    expect(unsafeMarkup(html)).toEqual([]);
  });

  it("marks a section hidden on some devices, for the site's container queries to hide", () => {
    const hidden = normalizeLayout({
      sections: [{ type: "hero", hiddenOn: ["desktop", "mobile", "watch"] }],
    }).pages[0]!;
    expect(hidden.sections[0]?.hiddenOn).toEqual(["mobile", "desktop"]);
    const html = renderPageToHtml({ page: hidden, theme: DEFAULT_THEME, site, mode: "publish" });
    expect(html).toContain('<div class="sw-block sw-hide-mobile sw-hide-desktop" id="hero-1">');
  });

  it("shows the unknown-type warning in edit and preview, never when published", () => {
    expect(renderPageToHtml({ page, theme: DEFAULT_THEME, site, mode: "preview" })).toContain(
      "Unknown section type “hologram”",
    );
    expect(renderPageToHtml({ page, theme: DEFAULT_THEME, site, mode: "edit" })).toContain(
      "Unknown section type “hologram”",
    );
    expect(renderPageToHtml({ page, theme: DEFAULT_THEME, site, mode: "publish" })).not.toContain(
      "Unknown section type",
    );
  });

  it("gives the same markup as the SitePage component the editor mounts, but for the root's variables", () => {
    const theme = normalizeTheme({ stylePreset: "dark", borderRadius: "pill" });
    const input = { page, theme, site, mode: "preview" as const };
    const mounted = renderToStaticMarkup(<SitePage {...input} />);
    expect(mounted).toMatch(/^<div class="sw-site" style="--sw-primary:/);
    expect(renderPageToHtml(input)).toBe(
      mounted.replace(/^<div class="sw-site" style="[^"]+">/, '<div class="sw-site">'),
    );
  });

  it("renders an empty page as an empty themed root", () => {
    expect(
      renderPageToHtml({ page: { sections: [] }, theme: DEFAULT_THEME, site, mode: "publish" }),
    ).toBe('<div class="sw-site"></div>');
  });

  it("keeps a hostile section id out of the anchor", () => {
    const html = renderPageToHtml({
      page: { sections: [{ id: 'x" onmouseover="alert(1)', type: "spacer", props: {} }] },
      theme: DEFAULT_THEME,
      site,
      mode: "publish",
    });
    expect(html).toContain('id="x--onmouseover--alert-1-"');
    expect(unsafeMarkup(html)).toEqual([]);
  });
});
