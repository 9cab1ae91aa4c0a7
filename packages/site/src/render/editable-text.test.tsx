// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SECTION_TYPES, getSectionDefinition, type SectionType } from "../registry.js";
import { DEFAULT_THEME } from "../theme/theme.js";
import { EDITABLE_TEXT } from "./editable-text.js";
import { SectionView } from "./SitePage.js";
import type { SectionMode, SiteContext } from "./section-renderer.js";

const site: SiteContext = { name: "Bean There", pages: [{ name: "Home", path: "/" }] };

// Texts the defaults leave out, so every editable text of a type shows.
const EXTRA: Record<string, Record<string, unknown>> = {
  hero: { secondaryButtonText: "Our story", subtitle: "Roasted weekly" },
  testimonials: {
    items: [
      { quote: "Great beans", author: "Ana", role: "Regular" },
      { author: "Coffee Weekly" },
      { quote: "Fast delivery", author: "Ben" },
    ],
  },
  gallery: {
    images: [
      { url: "", caption: "Missing picture" },
      { url: "https://example.com/a.jpg", caption: "The roastery" },
    ],
  },
  image: { caption: "Our shop" },
  video: { caption: "How we roast" },
  footer: { tagline: "Fresh coffee", companyName: "Bean There Co" },
  contact: { description: "Write to us" },
};

function rendered(type: SectionType, mode: SectionMode) {
  const definition = getSectionDefinition(type);
  const props = { ...definition.defaults, ...EXTRA[type] };
  const html = renderToStaticMarkup(
    <SectionView
      section={{ id: `${type}-1`, type, props }}
      theme={DEFAULT_THEME}
      site={site}
      mode={mode}
    />,
  );
  const root = document.createElement("div");
  root.innerHTML = html;
  return { root, props: definition.normalize(props) as Record<string, unknown> };
}

const valueAt = (props: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], props);

describe("editable texts on the canvas", () => {
  it.each(SECTION_TYPES)("%s marks only texts that show their own prop", (type) => {
    const { root, props } = rendered(type, "edit");
    for (const element of Array.from(
      root.querySelectorAll<HTMLElement>(`[${EDITABLE_TEXT.field}]`),
    )) {
      const path = element.getAttribute(EDITABLE_TEXT.field)!;
      const value = valueAt(props, path);
      // A label shown in its fallback (the store's name, "Button") is written to its prop.
      if (value === undefined || value === "") continue;
      expect(typeof value, path).toBe("string");
      // Paragraphs show a text's line breaks as elements.
      const words = (text: string) => text.replace(/\s+/g, "");
      expect(words(element.textContent!), path).toBe(words(value as string));
      expect(element.querySelector(`[${EDITABLE_TEXT.field}]`), path).toBeNull();
    }
  });

  it("marks the headings, paragraphs, button labels and list items of the content types", () => {
    const fields = (type: SectionType) =>
      Array.from(rendered(type, "edit").root.querySelectorAll(`[${EDITABLE_TEXT.field}]`)).map(
        (element) =>
          `${element.getAttribute(EDITABLE_TEXT.field)}:${element.getAttribute(EDITABLE_TEXT.kind)}`,
      );
    expect(fields("hero")).toEqual([
      "title:line",
      "subtitle:text",
      "buttonText:line",
      "secondaryButtonText:line",
    ]);
    expect(fields("textblock")).toEqual(["heading:line", "content:rich"]);
    expect(fields("faq")).toEqual(
      expect.arrayContaining(["items.0.question:line", "items.0.answer:text"]),
    );
    // The shown entries keep their own index: the second is a name, the third a quote.
    expect(fields("testimonials")).toEqual(
      expect.arrayContaining(["items.0.quote:text", "items.2.quote:text", "items.1.author:line"]),
    );
    expect(fields("gallery")).toContain("images.1.caption:text");
    expect(fields("gallery")).not.toContain("images.0.caption:text");
    expect(fields("pricing")).toEqual(expect.arrayContaining(["plans.0.features.0:line"]));
    // A form's button label, as a text of its own inside the button.
    for (const [type, field] of [
      ["contact", "buttonText"],
      ["newsletter", "ctaText"],
      ["waitlist", "ctaText"],
      ["signup", "buttonText"],
      ["login", "buttonText"],
    ] as const) {
      expect(fields(type), type).toContain(`${field}:line`);
      const label = rendered(type, "edit").root.querySelector(`[${EDITABLE_TEXT.field}=${field}]`);
      expect(label?.parentElement?.getAttribute("type"), type).toBe("submit");
    }
  });

  it.each(["preview", "publish"] as const)("leaves no marks in %s", (mode) => {
    for (const type of SECTION_TYPES) {
      expect(rendered(type, mode).root.querySelector(`[${EDITABLE_TEXT.field}]`)).toBeNull();
    }
  });
});
