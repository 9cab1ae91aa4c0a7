import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Paragraphs } from "./Paragraphs.js";
import { hasFormatting, RichText } from "./RichText.js";

const html = (text: string) => renderToStaticMarkup(<RichText text={text} />);

describe("RichText", () => {
  it("shows plain text as the paragraphs it always was", () => {
    const text = "We roast on Mondays.\nShips Tuesdays.\n\nThank you — 100% of it.";
    expect(hasFormatting(text)).toBe(false);
    expect(html(text)).toBe(renderToStaticMarkup(<Paragraphs text={text} />));
    expect(html("  ")).toBe("");
  });

  it("renders bold, italic, links and lists as HTML", () => {
    const out = html(
      "We **roast** on *Mondays*, see [our story](/about).\n\n- Beans\n- Grinders\n\n1. Order\n2. Enjoy",
    );
    expect(out).toContain('<div class="sw-rich">');
    expect(out).toContain("<strong>roast</strong>");
    expect(out).toContain("<em>Mondays</em>");
    expect(out).toContain('<a href="/about">our story</a>');
    expect(out).toContain("<ul>\n<li>Beans</li>");
    expect(out).toContain("<ol>\n<li>Order</li>");
  });

  it("never passes markup or unsafe links through", () => {
    const out = html('**Hi** <img src=x onerror="alert(1)"> [click](javascript:alert(1))');
    expect(out).not.toContain("<img");
    expect(out).toContain("&lt;img");
    expect(out).not.toContain("javascript:");
  });

  it.each([
    ["a * b * c", false],
    ["snake_case_name", false],
    ["5 * 3", false],
    ["**bold**", true],
    ["_italic_", true],
    ["- item", true],
    ["2) second", true],
    ["a \\* b", true],
  ])("finds formatting in %j: %s", (text, expected) => {
    expect(hasFormatting(text)).toBe(expected);
  });
});
