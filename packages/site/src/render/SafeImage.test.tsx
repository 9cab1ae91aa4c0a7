import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_THEME } from "../theme/theme.js";
import { fallbackIconOf } from "./fallback-icon.js";
import { SafeImage } from "./SafeImage.js";
import { SectionView } from "./SitePage.js";

function render(type: string, props: Record<string, unknown>) {
  return renderToStaticMarkup(
    <SectionView
      section={{ id: `${type}-1`, type, props }}
      theme={DEFAULT_THEME}
      site={{ pages: [{ name: "Home", path: "/" }] }}
      mode="publish"
    />,
  );
}

const designs = (html: string) => [...html.matchAll(/class="sw-ph (sw-ph-\d)/g)].map((m) => m[1]);
const icons = (html: string) =>
  [...html.matchAll(/lucide-([a-z0-9-]+) sw-ph-icon/g)].map((m) => m[1]);

describe("tiles without an image (no empty image boxes)", () => {
  it("give category tiles a designed tile each: neighbours differ, the icon fits the name", () => {
    const html = render("categories", {
      items: [
        { name: "Rings" },
        { name: "Espresso blends" },
        { name: "Pots and care" },
        { name: "Odds" },
      ],
    });
    expect(designs(html)).toEqual(["sw-ph-0", "sw-ph-1", "sw-ph-2", "sw-ph-3"]);
    expect(icons(html)).toEqual(["gem", "coffee", "sprout", "shopping-bag"]);
    expect(html).not.toContain("<img");
  });

  it("keep a real image as an image", () => {
    const html = render("categories", { items: [{ name: "Rings", image: "/uploads/rings.jpg" }] });
    expect(html).toContain('src="/uploads/rings.jpg"');
    expect(html).not.toContain("sw-ph");
  });

  it("fill an empty gallery and image section with designed tiles, pure inline SVG", () => {
    const gallery = render("gallery", { title: "Our bouquets", columns: 3, images: [] });
    expect(designs(gallery)).toEqual([
      "sw-ph-0",
      "sw-ph-1",
      "sw-ph-2",
      "sw-ph-3",
      "sw-ph-0",
      "sw-ph-1",
    ]);
    expect(new Set(icons(gallery))).toEqual(new Set(["flower-2"]));
    expect(icons(render("image", { src: "", alt: "" }))).toEqual(["camera"]);
    expect(gallery).not.toMatch(/url\(|<img/);
  });

  it("show a product's initials rather than an icon", () => {
    const html = renderToStaticMarkup(<SafeImage src="" monogramOf="Ethiopia Guji" index={5} />);
    expect(html).toContain('class="sw-ph sw-ph-1"');
    expect(html).toContain(">EG</span>");
    expect(html).not.toContain("<svg");
  });

  it("give a hero without an image the theme's backdrop, and one with an image none", () => {
    expect(render("hero", { title: "Hi" })).toContain("sw-hero-art");
    expect(render("hero", { title: "Hi", variant: "split" })).toContain("sw-hero-art");
    expect(render("hero", { title: "Hi", image: "/uploads/hero.jpg" })).not.toContain(
      "sw-hero-art",
    );
  });
});

describe("fallbackIconOf", () => {
  it("reads the words of a name, specific before general", () => {
    expect(fallbackIconOf("Green tea")?.displayName).toBe("Leaf");
    expect(fallbackIconOf("Brewing gear")?.displayName).toBe("Coffee");
    expect(fallbackIconOf("Gift sets")?.displayName).toBe("Gift");
    expect(fallbackIconOf("Red")?.displayName).toBe("Wine");
    expect(fallbackIconOf("Quarterly")).toBeUndefined();
    expect(fallbackIconOf(undefined)).toBeUndefined();
  });
});
