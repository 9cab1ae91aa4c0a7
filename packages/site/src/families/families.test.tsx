import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { unsafeMarkup } from "../inert-markup.test.js";
import { renderSection } from "../render/section-renderers.js";
import type { SectionMode } from "../render/section-renderer.js";
import { DEFAULT_THEME } from "../theme/theme.js";

function render(type: string, props: unknown, mode: SectionMode = "preview") {
  const html = renderToStaticMarkup(
    <>
      {renderSection(
        { type, props },
        { theme: DEFAULT_THEME, site: { pages: [{ name: "Home", path: "/" }] }, mode },
      )}
    </>,
  );
  expect(unsafeMarkup(html)).toEqual([]);
  return html;
}

const count = (html: string, part: string) => html.split(part).length - 1;
const HOSTILE = `<script>alert(1)</script>"><img src=x onerror=alert(1)>`;

describe("family renderers (PRODUCT.md §3 families beyond the palette types)", () => {
  it("renders stats with grouped counts and figures as written", () => {
    const html = render("stats", {
      stats: [
        { value: 10000, label: "Customers" },
        { number: "4.9", title: "Average rating" },
      ],
    });
    expect(html).toContain("10,000");
    expect(html).toContain("4.9");
    expect(html).toContain("Average rating");
  });

  it("renders process, steps and timelines as numbered or dated steps", () => {
    const html = render("How it works", {
      steps: [
        { title: "Order", description: "Pick a roast" },
        { name: "Brew", text: "Enjoy" },
      ],
    });
    expect(html).toContain('<span class="sw-step-marker" aria-hidden="true">2</span>');
    expect(html).toContain("Pick a roast");
    expect(render("timeline", { items: [{ year: "2019", title: "Founded" }] })).toContain(">2019<");
  });

  it("renders a team with photos or initials", () => {
    const html = render("team", {
      members: [
        { name: "Ada Lovelace", position: "Roaster" },
        { name: "Bo", photo: "https://cdn.example.com/bo.jpg" },
      ],
    });
    expect(html).toContain(">AL<");
    expect(html).toContain("Roaster");
    expect(html).toContain('src="https://cdn.example.com/bo.jpg"');
  });

  it("renders location and hours from text, lists or a day map", () => {
    const html = render("opening-hours", {
      address: "1 Main St\nPortland",
      phone: "+1 (555) 010-0",
      email: "hi@example.com",
      hours: { "Mon–Fri": "8–6", Sat: "9–4" },
    });
    expect(html).toContain('href="tel:+15550100"');
    expect(html).toContain('href="mailto:hi@example.com"');
    expect(html).toContain(
      "https://www.google.com/maps/search/?api=1&amp;query=1%20Main%20St%0APortland",
    );
    expect(html).toContain('<th scope="row">Mon–Fri</th><td>8–6</td>');
    expect(render("hours", { hours: "Mon 9–5\nTue 9–5" })).toContain("<td>Tue 9–5</td>");
  });

  it("renders a social feed of 6 posts by default (PRODUCT.md §9), at most 12", () => {
    expect(count(render("instagram-feed", { handle: "@bean.there" }), "sw-social-tile")).toBe(6);
    expect(count(render("social", { postCount: 3 }), "sw-social-tile")).toBe(3);
    expect(count(render("social", { postCount: 40 }), "sw-social-tile")).toBe(12);
    const html = render("instagram", {
      handle: "bean.there",
      images: ["https://cdn.example.com/1.jpg"],
    });
    expect(html).toContain('href="https://www.instagram.com/bean.there/"');
    expect(html).toContain("Follow @bean.there");
    expect(count(html, "<img")).toBe(1);
  });

  it("renders categories as tiles that link when they have a link", () => {
    const html = render("shop-by-category", {
      categories: [
        { name: "Mugs", url: "/mugs" },
        { title: "Plates", link: "javascript:alert(1)" },
      ],
    });
    expect(html).toContain('<a class="sw-category" href="/mugs">');
    expect(html).toContain('href="#"');
    expect(html).toContain("Plates");
  });

  it("renders services and portfolios with the product grid", () => {
    const html = render("services", {
      items: [{ name: "Wedding cakes", description: "Three tiers", price: "From $300" }],
    });
    expect(html).toContain("sw-product-grid");
    expect(html).toContain("From $300");
  });

  it("renders partners as a row of names and booking with the contact form", () => {
    expect(render("partners", { items: [{ name: "Acme" }] })).toContain(
      '<ul class="sw-logo-row"><li>Acme</li></ul>',
    );
    expect(render("booking", { title: "Book a table" })).toContain("<textarea");
  });
});

describe("the generic renderer", () => {
  it("guesses title, text, list and button from the fields present", () => {
    const html = render("quantum-flux", {
      heading: "Hello",
      content: "Some words",
      items: ["Plain", { name: "Card", description: "Body", url: "/x" }],
      buttonText: "Go",
      link: "/go",
    });
    expect(html).toContain("Unknown section type “quantum-flux”");
    for (const text of [">Hello<", "Some words", "Plain", 'href="/x">Card<', 'href="/go">Go<'])
      expect(html).toContain(text);
  });

  it("never shows the warning on a published page", () => {
    expect(render("quantum-flux", { title: "Hi" }, "publish")).not.toContain(
      "Unknown section type",
    );
  });

  it("keeps hostile type names, text and links inert", () => {
    const html = render(HOSTILE, {
      title: HOSTILE,
      items: [
        {
          title: HOSTILE,
          url: "javascript:alert(1)",
          image: "data:image/svg+xml,<svg onload=alert(1)>",
        },
      ],
      buttonText: "x",
      buttonLink: "vbscript:x",
    });
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script");
  });
});
