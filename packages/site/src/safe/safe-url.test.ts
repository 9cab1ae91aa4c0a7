import { describe, expect, it } from "vitest";
import { isSafeUrl, safeImageUrl, safeUrl } from "./safe-url.js";

describe("safeUrl", () => {
  it.each([
    "https://example.com/a?b=1#c",
    "http://example.com",
    "mailto:hello@example.com",
    "tel:+15550100",
    "/about-us",
    "#faq",
    "?page=2",
    "shop/mugs",
    "../up",
    "//cdn.example.com/x",
  ])("keeps %s", (url) => {
    expect(safeUrl(url)).toBe(url);
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "  javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0000javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "about:blank",
    "",
    "   ",
    "x".repeat(3000),
    "/\\evil.example/x",
    "\\\\evil.example",
    "\\/evil.example",
    "https:javascript:alert(1)",
    "http:evil.example",
  ])("turns %j into #", (url) => {
    expect(safeUrl(url)).toBe("#");
    expect(isSafeUrl(url)).toBe(false);
  });

  it("turns values that are not text into the fallback", () => {
    expect(safeUrl(undefined)).toBe("#");
    expect(safeUrl({ href: "/x" })).toBe("#");
    expect(safeUrl(null, "/")).toBe("/");
  });

  it("leaves entity-encoded schemes as harmless relative text", () => {
    // React escapes &, so the browser reads the literal text, a relative path.
    expect(safeUrl("javascript&colon;alert(1)")).toBe("javascript&colon;alert(1)");
  });
});

describe("safeImageUrl", () => {
  it.each(["https://cdn.example.com/a.png", "/uploads/a.webp", "./a.png", "../a.png"])(
    "keeps %s",
    (url) => {
      expect(safeImageUrl(url)).toBe(url);
    },
  );

  it.each([
    "data:image/svg+xml,<svg onload=alert(1)>",
    "javascript:alert(1)",
    "mailto:a@b.c",
    "Bean There",
    "//evil.example/x.png",
    "/\\evil.example/x.png",
    "https:evil.example/x.png",
    "",
  ])("refuses %j", (url) => {
    expect(safeImageUrl(url)).toBeUndefined();
  });
});
