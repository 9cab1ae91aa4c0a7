import { describe, expect, it } from "vitest";
import { unsafeMarkup } from "../inert-markup.test.js";
import { richTextHtml, richTextPlain } from "./rich-text.js";

describe("richTextHtml", () => {
  it("reads plain text as paragraphs, keeping single line breaks as text", () => {
    expect(richTextHtml("Soft cotton.\nMade in Porto.\n\nWash cold.")).toBe(
      "<p>Soft cotton.\nMade in Porto.</p>\n<p>Wash cold.</p>",
    );
    expect(richTextHtml("Blend number 1.")).toBe("<p>Blend number 1.</p>");
  });

  it("gives nothing for an empty description", () => {
    expect(richTextHtml(undefined)).toBe("");
    expect(richTextHtml(" \n ")).toBe("");
  });

  it("renders Markdown, headings one level down so the name stays the only h1", () => {
    const html = richTextHtml(
      "# Fit\n\n- **Relaxed** cut\n- 100% cotton\n\n## Care\n\nSee [our guide](https://shop.example/care).",
    );
    expect(html).toContain("<h2>Fit</h2>");
    expect(html).toContain("<h3>Care</h3>");
    expect(html).toContain("<li><strong>Relaxed</strong> cut</li>");
    expect(html).toContain('<a href="https://shop.example/care">our guide</a>');
    expect(html).not.toContain("<h1>");
  });

  it("keeps the owner's web images, loading lazily", () => {
    expect(richTextHtml("![The fit](https://shop.example/fit.webp)")).toBe(
      '<p><img loading="lazy" src="https://shop.example/fit.webp" alt="The fit" /></p>',
    );
  });

  it.each([
    ["a script tag", "Nice <script>alert(1)</script> shirt"],
    ["an image with onerror", '<img src=x onerror="alert(1)">'],
    ["an attribute smuggled into an image", '![a](x" onerror="alert(1))'],
    ["a javascript: link", "[click](javascript:alert(1))"],
    ["a mixed-case javascript: link", "[click](JaVaScRiPt:alert(1))"],
    ["an autolink", "<javascript:alert(1)>"],
    ["a data: image", "![x](data:text/html;base64,PHNjcmlwdD4=)"],
    ["a raw anchor", '<a href="javascript:alert(1)">x</a>'],
    ["an iframe", '<iframe src="https://evil.example"></iframe>'],
    ["a style element", "<style>body{display:none}</style>"],
  ])("leaves %s inert", (_, markdown) => {
    const html = richTextHtml(markdown);
    expect(unsafeMarkup(html)).toEqual([]);
    expect(html).not.toMatch(/<(script|img|iframe|style)\b/i);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|data):/i);
  });
});

describe("richTextPlain", () => {
  it("keeps the words without the Markdown, for search results", () => {
    expect(richTextPlain("# Fit\n\nHeavy **organic** cotton & <b>more</b>.\n\n- Wash cold")).toBe(
      "Fit Heavy organic cotton & <b>more</b>. Wash cold",
    );
    expect(richTextPlain("Plain words.\nSecond line.")).toBe("Plain words. Second line.");
    expect(richTextPlain("![The fit](https://s.example/f.webp) &amp;lt;")).toBe("The fit &lt;");
    expect(richTextPlain(undefined)).toBe("");
  });
});
