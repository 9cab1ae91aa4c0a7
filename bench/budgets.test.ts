/**
 * The size budgets of budgets.ts, held in `npm test`: each budgeted route's initial
 * JavaScript in the web app as last built (apps/web/dist; `npm test` builds before the unit
 * tests), and the bytes of a published store's pages, rendered by the real server in this
 * process from the store the storefront benchmark audits, in each look it may take.
 */
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppOnDisk, type TestAppOnDisk } from "../apps/server/src/test/test-app.js";
import { MOOD_VARIATIONS } from "../packages/composer/src/moods.js";
import {
  ROUTE_BUDGETS,
  ROUTE_MODULES,
  STOREFRONT_BUDGET,
  STOREFRONT_BUDGETED_PAGES,
  type BudgetedRoute,
} from "./budgets.js";
import {
  pageBytes,
  publishCoffeeShop,
  republishInFonts,
  sellingProductPage,
  type PageBytes,
} from "./lib/storefront-pages.js";
import { routeJavaScript, type RouteJavaScript } from "./lib/vite-manifest.js";

const WEB_DIST = fileURLToPath(new URL("../apps/web/dist", import.meta.url));
/** Files listed one by one in a report; the rest are summed. */
const LISTED_FILES = 15;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function routeReport(route: BudgetedRoute, js: RouteJavaScript): string {
  const listed = js.files.slice(0, LISTED_FILES);
  const rest = js.files.slice(LISTED_FILES);
  return [
    `The ${route} route loads ${kB(js.gzipBytes)} of JavaScript (gzip) before it renders; ` +
      `its budget is ${kB(ROUTE_BUDGETS[route])} (bench/budgets.ts). ${js.files.length} files:`,
    ...listed.map((f) => `  ${kB(f.gzipBytes).padStart(8)}  ${f.role.padEnd(6)}  ${f.file}`),
    ...(rest.length
      ? [
          `  ${kB(rest.reduce((sum, f) => sum + f.gzipBytes, 0)).padStart(8)}  ` +
            `${rest.length} more files`,
        ]
      : []),
    "Load what the route needs only later on use (a dynamic import), as the editor does " +
      "with the slug tables.",
  ].join("\n");
}

describe("initial JavaScript of each route, as built in apps/web/dist", () => {
  it.each(Object.keys(ROUTE_MODULES) as BudgetedRoute[])(
    "%s stays within its budget",
    async (route) => {
      if (!existsSync(join(WEB_DIST, ".vite", "manifest.json"))) {
        throw new Error(
          `${WEB_DIST} holds no build to measure: run \`npm run build\` first ` +
            "(`npm test` builds before it runs the unit tests)",
        );
      }
      const js = await routeJavaScript(WEB_DIST, ROUTE_MODULES[route]);
      expect(js.gzipBytes, routeReport(route, js)).toBeLessThanOrEqual(ROUTE_BUDGETS[route]);
    },
  );
});

/** Every heading and body font pair the AI builder gives a site, once each. */
const FONT_PAIRS = [
  ...new Map(
    Object.values(MOOD_VARIATIONS)
      .flatMap((variations) => variations.fonts)
      .map(([heading, body]) => [`${heading} / ${body}`, { heading, body }] as const),
  ).values(),
];

interface LookBytes {
  fonts: string;
  pages: PageBytes[];
}

/** Pages listed under the ones over budget, heaviest first. */
const LISTED_PAGES = 4;

function looksReport(looks: readonly LookBytes[]): string {
  const isOver = (page: PageBytes) =>
    page.nonImageKb > STOREFRONT_BUDGET.nonImageKb || page.cssGzipKb > STOREFRONT_BUDGET.cssGzipKb;
  const rows = looks
    .flatMap((look) => look.pages.map((page) => ({ fonts: look.fonts, page })))
    .sort((a, b) => b.page.nonImageKb - a.page.nonImageKb);
  const over = rows.filter((row) => isOver(row.page));
  const line = ({ fonts, page }: (typeof rows)[number]) =>
    `  ${isOver(page) ? "over" : "    "} ${fonts}, ${page.page}: ${page.nonImageKb} (html ` +
    `${page.htmlKb} + fonts ${page.fontKb}: ` +
    `${page.fonts.map((font) => font.split("/").pop()).join(", ") || "none"}), ` +
    `stylesheet ${page.cssGzipKb} gzip`;
  return [
    `A published page may weigh ${STOREFRONT_BUDGET.nonImageKb} KiB but images, its ` +
      `stylesheet ${STOREFRONT_BUDGET.cssGzipKb} KiB gzip (bench/budgets.ts). ` +
      `${over.length} of ${rows.length} pages (${looks.length} looks) are over; in KiB:`,
    ...over.map(line),
    ...rows
      .filter((row) => !isOver(row.page))
      .slice(0, LISTED_PAGES)
      .map(line),
  ].join("\n");
}

describe("bytes of a published store's pages", () => {
  let server: TestAppOnDisk;
  beforeAll(async () => {
    server = await createTestAppOnDisk("shopwright-budgets-");
    await server.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(() => server?.close());

  // The AI builder picks a store's look from its id, so one publish is one look among many:
  // the coffee shop is published in every font pair it may be given (fonts are most of the
  // bytes), with the rest of its look as composed.
  it("the coffee shop's home and product pages stay within the storefront budget in every look", async () => {
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const shop = await publishCoffeeShop(base);
    await sellingProductPage(shop.siteUrl, shop.productPath);
    const urls: Record<(typeof STOREFRONT_BUDGETED_PAGES)[number], string> = {
      home: `${shop.siteUrl}/`,
      product: `${shop.siteUrl}${shop.productPath}`,
    };
    const looks: LookBytes[] = [];
    for (const fonts of FONT_PAIRS) {
      await republishInFonts(base, shop, fonts);
      const pages: PageBytes[] = [];
      for (const page of STOREFRONT_BUDGETED_PAGES) pages.push(await pageBytes(page, urls[page]));
      looks.push({ fonts: `${fonts.heading} / ${fonts.body}`, pages });
    }
    const report = looksReport(looks);
    for (const page of looks.flatMap((look) => look.pages)) {
      expect(page.nonImageKb, report).toBeLessThanOrEqual(STOREFRONT_BUDGET.nonImageKb);
      expect(page.cssGzipKb, report).toBeLessThanOrEqual(STOREFRONT_BUDGET.cssGzipKb);
    }
  });
});
