import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { claimsVerification } from "../sections/testimonials/testimonials.section.js";
import { DEFAULT_THEME } from "../theme/theme.js";
import { SAMPLE_MARK } from "./SampleMark.js";
import { SectionView } from "./SitePage.js";
import type { SectionMode } from "./section-renderer.js";

const MODES: SectionMode[] = ["edit", "preview", "publish"];

function render(type: string, props: Record<string, unknown>, mode: SectionMode) {
  return renderToStaticMarkup(
    <SectionView
      section={{ id: `${type}-1`, type, props }}
      theme={DEFAULT_THEME}
      site={{ pages: [{ name: "Home", path: "/" }] }}
      mode={mode}
    />,
  );
}

const count = (html: string, part: string) => html.split(part).length - 1;
const reviews = (sample: Record<string, unknown>, item: Record<string, unknown> = {}) => ({
  title: "Reviews",
  items: [
    { quote: "Lovely beans.", author: "Jenny", role: "Verified buyer", ...item },
    { quote: "Fast delivery.", author: "Sam", role: "Berlin" },
  ],
  ...sample,
});

describe("sample content in the html preview (PRODUCT.md §4)", () => {
  it("outlines and tags a block with sample content in the preview only", () => {
    const faq = { title: "FAQ", items: [{ question: "Q?", answer: "A." }], sample: true };
    expect(render("faq", faq, "preview")).toContain('class="sw-block sw-is-sample"');
    expect(render("faq", faq, "preview")).toContain(`>${SAMPLE_MARK.label}</span>`);
    for (const mode of ["edit", "publish"] as const) {
      expect(render("faq", faq, mode)).not.toContain("sw-is-sample");
      expect(render("faq", faq, mode)).not.toContain("sw-sample-mark");
    }
  });

  it("tags a block of a family type too (team, stats)", () => {
    const team = { title: "Team", items: [{ name: "Alex", role: "Founder" }], sample: true };
    expect(render("team", team, "preview")).toContain("sw-is-sample");
    expect(render("team", team, "publish")).not.toContain("sw-sample-mark");
  });

  it("tags each sample item of a list, and no other", () => {
    const faq = {
      items: [
        { question: "Shipping?", answer: "Two days.", sample: true },
        { question: "Returns?", answer: "Thirty days." },
      ],
    };
    const html = render("faq", faq, "preview");
    expect(count(html, "sw-faq-item sw-sample-item")).toBe(1);
    expect(count(html, "sw-sample-mark")).toBe(2); // the block's tag and the item's
    const plans = {
      plans: [
        { name: "Basic", price: "$9", sample: true },
        { name: "Pro", price: "$19", sample: true },
        { name: "Team", price: "$49" },
      ],
    };
    expect(count(render("pricing", plans, "preview"), "sw-sample-item")).toBe(2);
    expect(render("pricing", plans, "publish")).not.toContain("sw-sample");
  });

  it("leaves a block without sample content alone", () => {
    const html = render("testimonials", reviews({}), "preview");
    expect(html).not.toContain("sw-sample");
    expect(html).toContain("Verified buyer");
  });
});

describe("sample reviews never claim to be verified", () => {
  it("drops 'Verified buyer' from a sample section's reviews, in every mode", () => {
    for (const mode of MODES) {
      const html = render("testimonials", reviews({ sample: true }), mode);
      expect(html, mode).not.toMatch(/verified/i);
      expect(html, mode).toContain("Jenny");
      expect(html, mode).toContain("Berlin");
    }
  });

  it("drops it from a sample review in a section of real ones", () => {
    const html = render("testimonials", reviews({}, { sample: true }), "publish");
    expect(html).not.toMatch(/verified/i);
  });

  it("knows the usual ways of claiming a check", () => {
    for (const text of [
      "Verified buyer",
      "verified purchase",
      "Confirmed purchase",
      "Authenticated",
    ])
      expect(claimsVerification(text), text).toBe(true);
    for (const text of ["Berlin", "Home barista", "Gift buyer", undefined])
      expect(claimsVerification(text), String(text)).toBe(false);
  });
});
