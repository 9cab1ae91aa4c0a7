import { expect, test } from "@playwright/test";
import { SECTION_DEFINITIONS } from "@shopwright/site";
import { createStoreByApi, signUpByApi } from "./fixtures";

/**
 * Every section type, every field filled with hostile values, published and opened in
 * Chromium: nothing may run. Each payload, if it ran, would set `window.__xss` or open a dialog.
 */
const PAYLOADS = [
  `<script>window.__xss=1</script>`,
  `"><img src=x onerror="window.__xss=1">`,
  `'><svg onload=window.__xss=1>`,
  `</style><script>window.__xss=1</script>`,
  `</title><script>alert(1)</script>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<a href="javascript:alert(1)">x</a>`,
  `{{constructor.constructor('alert(1)')()}}`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `"onmouseover="alert(1)`,
];
const URLS = [
  "javascript:window.__xss=1",
  " JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "//evil.example/%0a<script>",
];
const COLORS = [
  "red;}</style><script>window.__xss=1</script>",
  "expression(alert(1))",
  "url(javascript:alert(1))",
];

let turn = 0;
// Colour and size fields refuse such values at save (400; apps/server/test/trust/css-injection.test.ts),
// so they keep valid values here and the refusal is checked on its own.
function poison(value: unknown, key = ""): unknown {
  turn += 1;
  if (typeof value === "number") return value;
  if (typeof value === "string" || value === undefined) {
    if (/colou?r|background/i.test(key)) return "#0f172a";
    if (/url|link|src|image|avatar|photo|href|logo/i.test(key)) return URLS[turn % URLS.length];
    return PAYLOADS[turn % PAYLOADS.length];
  }
  if (Array.isArray(value)) return value.map((item) => poison(item, key));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)]));
  }
  return value;
}

test("published pages with hostile values in every field of every section run no script", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signUpByApi(request);
  const auth = { authorization: `Bearer ${token}` };
  const stamp = Date.now();
  const storeId = await createStoreByApi(
    request,
    token,
    `Hostile ${stamp}`,
    `hostile-${stamp}.com`,
  );
  const sections = Object.values(SECTION_DEFINITIONS).map((definition, index) => ({
    id: `${definition.type}-${index}`,
    type: definition.type,
    props: poison(definition.defaults) as Record<string, unknown>,
  }));
  // Three pages: all sections on Home, and split over two more, with hostile page names too.
  const pages = [
    { name: "Home", sections },
    { name: `About ${PAYLOADS[0]}`.slice(0, 60), sections: sections.slice(0, 10) },
    { name: "Contact", sections: sections.slice(10) },
  ];
  for (const theme of [
    { primaryColor: COLORS[0] },
    { fonts: { heading: PAYLOADS[3], body: "Inter" } },
  ]) {
    const refused = await request.post(`/api/store/${storeId}/publish`, {
      headers: auth,
      data: { jsonLayout: { pages }, theme },
    });
    expect(refused.status(), await refused.text()).toBe(400);
  }
  const published = await request.post(`/api/store/${storeId}/publish`, {
    headers: auth,
    data: { jsonLayout: { pages }, theme: { primaryColor: "#0f172a" } },
  });
  expect(published.status(), await published.text()).toBe(200);
  const { data } = (await published.json()) as { data: { url: string } };

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const home = new URL(data.url).href;
  // The pages to visit come from the site's own sitemap (the navbar's links are hostile too).
  // Chromium resolves *.localhost itself; Node's resolver may not, so the browser fetches it.
  const sitemapResponse = await page.goto(new URL("/sitemap.xml", home).href);
  const sitemap = (await sitemapResponse?.text()) ?? "";
  const targets = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    match[1]!.replace(/&amp;/g, "&"),
  );
  expect(targets.length).toBeGreaterThanOrEqual(3);

  for (const target of targets) {
    await page.goto(target);
    await page.waitForLoadState("networkidle");
    // Move over everything and click every button, the way a visitor would.
    for (const button of await page.locator("button").all()) {
      await button.click({ trial: false, timeout: 1000 }).catch(() => undefined);
    }
    const report = await page.evaluate(() => {
      const all = [...document.querySelectorAll("*")];
      return {
        ran: (window as unknown as { __xss?: number }).__xss ?? 0,
        handlers: all.flatMap((el) =>
          [...el.attributes]
            .filter((a) => /^on/i.test(a.name))
            .map((a) => `${el.tagName} ${a.name}`),
        ),
        scripts: [...document.scripts].filter((s) => s.src !== "" || /__xss|alert/.test(s.text))
          .length,
        badLinks: [...document.querySelectorAll("a[href], iframe[src], img[src], form[action]")]
          .map(
            (el) =>
              el.getAttribute("href") ?? el.getAttribute("src") ?? el.getAttribute("action") ?? "",
          )
          .filter((href) => /^\s*(javascript|vbscript|data:text)/i.test(href)),
        iframes: [...document.querySelectorAll("iframe")].map((frame) => frame.src),
      };
    });
    expect(report, target).toEqual({ ran: 0, handlers: [], scripts: 0, badLinks: [], iframes: [] });
  }
  expect(dialogs).toEqual([]);
});
