import { describe, expect, it } from "vitest";

// The oracle of every "hostile input comes out inert" test, and its own tests.

/** Attribute values of a kind (href, src …), with &amp; decoded. */
export function attributeValues(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, "g"))].map((m) =>
    (m[1] ?? "").replace(/&amp;/g, "&"),
  );
}

/**
 * Problems that would let markup run script: tags (outside quoted attribute values) that
 * are script or carry event handlers, URLs with a script-capable scheme, and style
 * attributes that could leave their context.
 */
export function unsafeMarkup(html: string): string[] {
  const problems: string[] = [];
  // React preloads a page's eager images with a link of its own making (its href is the
  // image's, checked below with every URL); any other link could bring in a stylesheet.
  const withoutPreloads = html.replace(/<link rel="preload" as="image" href="[^"]*"\/>/g, "");
  // React quotes every attribute with " and escapes " inside, so this blanks every value.
  const skeleton = withoutPreloads.replace(/="[^"]*"/g, '=""');
  for (const tag of skeleton.match(/<[a-z][^>]*>/gi) ?? []) {
    if (/^<(script|object|embed|style|base|meta|link)\b/i.test(tag)) problems.push(`tag ${tag}`);
    if (/\son[a-z]+=/i.test(tag)) problems.push(`handler in ${tag}`);
  }
  for (const name of ["href", "src", "action", "formaction", "poster"]) {
    for (const url of attributeValues(html, name)) {
      if (/^\s*(javascript|data|vbscript):/i.test(url)) problems.push(`${name}=${url}`);
    }
  }
  for (const style of attributeValues(html, "style")) {
    if (/[<>{}]|script|expression|url\(/i.test(style)) problems.push(`style=${style}`);
  }
  return problems;
}

describe("unsafeMarkup", () => {
  it("accepts escaped hostile text", () => {
    const html = `<p title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">&lt;script&gt;alert(1)&lt;/script&gt;</p>`;
    expect(unsafeMarkup(html)).toEqual([]);
  });

  it("finds script tags, handlers, script URLs and style breakouts", () => {
    expect(unsafeMarkup(`<script>alert(1)</script>`)).toHaveLength(1);
    expect(unsafeMarkup(`<img src=x onerror=alert(1)>`)).toHaveLength(1);
    expect(unsafeMarkup(`<a href="JavaScript:alert(1)">x</a>`)).toHaveLength(1);
    expect(unsafeMarkup(`<img src="data:text/html,x">`)).toHaveLength(1);
    expect(unsafeMarkup(`<div style="color:red;}</style>"></div>`)).toHaveLength(1);
    expect(unsafeMarkup(`<link rel="stylesheet" href="https://evil.example/x.css"/>`)).toHaveLength(
      1,
    );
    expect(
      unsafeMarkup(`<link rel="preload" as="image" href="javascript:alert(1)"/>`),
    ).toHaveLength(1);
  });

  it("accepts React's preload of an eager image", () => {
    expect(
      unsafeMarkup(
        `<link rel="preload" as="image" href="/uploads/a.webp"/><img src="/uploads/a.webp">`,
      ),
    ).toEqual([]);
  });
});
