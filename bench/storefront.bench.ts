/**
 * Published storefronts: Lighthouse on the home, collection and product pages of a
 * coffee shop made the way a store owner makes one: the AI builder's "Landing page for coffee
 * brand", twelve products with uploaded photos, then Publish. Each page is audited five times
 * (Lighthouse's default mobile settings: Moto G Power, slow 4G, 4× CPU), and the median
 * score per category is reported, with the home page's bytes: everything but images, and
 * its CSS gzipped.
 *
 * Reference, in the same run and browser: a bare html page with one heading and one
 * paragraph, served by a plain node:http server; its performance is the machine's ceiling.
 *
 * Lighthouse 12 (13 needs Node 22) drives Debian's /usr/bin/chromium (CHROMIUM_PATH). Without
 * that browser Lighthouse cannot run: the benchmark then reports only each page's bytes, read
 * over HTTP the way the browser would fetch them (see `pageBytes`), against the same budget.
 *
 * The store sells: the product page is checked to carry its add-to-cart form, a variant
 * picker and a "was" price, so its numbers are those of a selling store's variant product.
 *
 *   npx tsx --conditions=@shopwright/source bench/storefront.bench.ts
 *
 * A benchmark reports numbers; it is not a test and passes or fails nothing.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { logger, startServer } from "./lib/harness.js";
import { busyNote, markdownTable, type MachineInfo } from "./lib/result.js";
import { CHROMIUM_PATH } from "../chromium.js";
import { runBench } from "./lib/run-bench.js";
import {
  inlineCss,
  kb,
  pageBytes,
  publishCoffeeShop,
  readPage,
  sellingProductPage,
  type PageBytes,
} from "./lib/storefront-pages.js";
import { AIMS, STOREFRONT_BUDGETED_PAGES } from "./budgets.js";
import type { PublishServerPayload } from "./publish.server.js";

const NAME = "storefront";
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const SERVER_ENTRY = fileURLToPath(new URL("./publish.server.ts", import.meta.url));
const CATEGORIES = ["performance", "accessibility", "seo", "best-practices"] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: 97,
  accessibility: 95,
  seo: 95,
  "best-practices": 95,
};
const log = logger(NAME);

interface PageAudit {
  page: string;
  url: string;
  scores: Record<Category, number[]>;
  median: Record<Category, number>;
  /** Median across runs. */
  lcpMs: number;
  totalKb: number;
  nonImageKb: number;
  fontKb: number;
  cssGzipKb: number;
  /** Failing audits of the median run, for reading. */
  failing: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
/** The bare reference page, on a plain node:http server. */
async function startReference(): Promise<{ url: string; close(): Promise<void> }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="A bare reference page.">' +
    "<title>Reference</title></head><body><h1>Reference</h1><p>One paragraph of text.</p></body></html>";
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  mimeType?: string;
}

async function audit(port: number, page: string, url: string): Promise<PageAudit> {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, [] as number[]])) as Record<
    Category,
    number[]
  >;
  const runs: { lcp: number; total: number; nonImage: number; font: number; failing: string[] }[] =
    [];
  let cssGzip = 0;
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    for (const category of CATEGORIES) {
      scores[category].push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
    }
    const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] })?.items ??
      []) as NetworkItem[];
    const size = (filter: (item: NetworkItem) => boolean) =>
      items.filter(filter).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
      .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
    runs.push({
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      total: size(() => true),
      nonImage: size((item) => item.resourceType !== "Image"),
      font: size((item) => item.resourceType === "Font"),
      failing,
    });
    if (run === 0) {
      const html = await readPage(url);
      cssGzip = gzipSync(inlineCss(html)).length;
    }
  }
  const byPerformance = runs
    .map((r, i) => ({ ...r, score: scores.performance[i]! }))
    .sort((a, b) => a.score - b.score);
  const middle = byPerformance[Math.floor(byPerformance.length / 2)]!;
  return {
    page,
    url,
    scores,
    median: Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])) as Record<
      Category,
      number
    >,
    lcpMs: median(runs.map((r) => r.lcp)),
    totalKb: kb(median(runs.map((r) => r.total))),
    nonImageKb: kb(median(runs.map((r) => r.nonImage))),
    fontKb: kb(median(runs.map((r) => r.font))),
    cssGzipKb: kb(cssGzip),
    failing: middle.failing,
  };
}

function renderBytes(bytes: PageBytes[]): string {
  const met = (ok: boolean) => (ok ? "met" : "**missed**");
  return [
    markdownTable(
      ["page (read over HTTP, no browser)", "html kB", "fonts kB", "non-image kB", "CSS gz kB"],
      bytes.map((b) => [
        b.page,
        String(b.htmlKb),
        String(b.fontKb),
        String(b.nonImageKb),
        String(b.cssGzipKb),
      ]),
    ),
    "",
    markdownTable(
      ["byte target (no browser)", "result", "verdict"],
      STOREFRONT_BUDGETED_PAGES.flatMap((name) => {
        const b = bytes.find((p) => p.page === name)!;
        return [
          [
            `${name} non-image ≤ ${AIMS.storefront.nonImageKb} kB`,
            `${b.nonImageKb} kB`,
            met(b.nonImageKb <= AIMS.storefront.nonImageKb),
          ],
          [
            `${name} CSS ≤ ${AIMS.storefront.cssGzipKb} kB gz`,
            `${b.cssGzipKb} kB`,
            met(b.cssGzipKb <= AIMS.storefront.cssGzipKb),
          ],
        ];
      }),
    ),
  ].join("\n");
}

function render(
  pages: PageAudit[],
  bytes: PageBytes[],
  chromium: string | null,
  machine: MachineInfo,
): string {
  const met = (ok: boolean) => (ok ? "met" : "**missed**");
  if (!chromium) {
    return [
      `### Storefront: page bytes (Lighthouse not run)`,
      "",
      busyNote(machine),
      `No browser at ${CHROMIUM_PATH} (CHROMIUM_PATH), so Lighthouse could not run; the ` +
        `product page is a selling store's, with its add-to-cart form. ${machine.cores} cores, ` +
        `${machine.cpuModel}, Node ${machine.node}.`,
      "",
      renderBytes(bytes),
      "",
    ].join("\n");
  }
  const home = pages.find((p) => p.page === "home")!;
  const product = pages.find((p) => p.page === "product")!;
  return [
    `### Storefront: Lighthouse, mobile, median of ${RUNS}`,
    "",
    busyNote(machine),
    `${chromium}; ${machine.cores} cores, ${machine.cpuModel}, Node ${machine.node}.`,
    "",
    markdownTable(
      ["page", ...CATEGORIES, "LCP ms", "all kB", "non-image kB", "fonts kB", "CSS gz kB"],
      pages.map((p) => [
        p.page,
        ...CATEGORIES.map((c) => `${p.median[c]} (${p.scores[c].join(" ")})`),
        String(Math.round(p.lcpMs)),
        String(p.totalKb),
        String(p.nonImageKb),
        String(p.fontKb),
        String(p.cssGzipKb),
      ]),
    ),
    "",
    markdownTable(
      ["target", "result", "verdict"],
      [
        ...pages
          .filter((p) => p.page !== "reference")
          .flatMap((p) =>
            CATEGORIES.map((c) => [
              `${p.page} ${c} ≥ ${TARGETS[c]}`,
              String(p.median[c]),
              met(p.median[c] >= TARGETS[c]),
            ]),
          ),
        [
          `home non-image ≤ ${AIMS.storefront.nonImageKb} kB`,
          `${home.nonImageKb} kB`,
          met(home.nonImageKb <= AIMS.storefront.nonImageKb),
        ],
        [
          `home CSS ≤ ${AIMS.storefront.cssGzipKb} kB gz`,
          `${home.cssGzipKb} kB`,
          met(home.cssGzipKb <= AIMS.storefront.cssGzipKb),
        ],
        [
          `product (with cart form) non-image ≤ ${AIMS.storefront.nonImageKb} kB`,
          `${product.nonImageKb} kB`,
          met(product.nonImageKb <= AIMS.storefront.nonImageKb),
        ],
      ],
    ),
    "",
    renderBytes(bytes),
    "",
    ...pages
      .filter((p) => p.failing.length > 0)
      .map((p) => `Audits under 0.9 on ${p.page}: ${p.failing.join(", ")}.`),
    "",
  ].join("\n");
}

runBench(NAME, log, async () => {
  const work = await mkdtemp(join(tmpdir(), "shopwright-bench-storefront-"));
  const server = await startServer(SERVER_ENTRY, "storefront", {
    dataDir: join(work, "data"),
  } satisfies PublishServerPayload);
  const { siteUrl, productPath } = await publishCoffeeShop(server.url);
  log(`published at ${siteUrl}`);
  await sellingProductPage(siteUrl, productPath);
  const reference = await startReference();
  const targets = [
    ["reference", reference.url],
    ["home", `${siteUrl}/`],
    ["collection", `${siteUrl}/collection`],
    ["product", `${siteUrl}${productPath}`],
  ] as const;
  const bytes: PageBytes[] = [];
  for (const [page, url] of targets) bytes.push(await pageBytes(page, url));
  log(`bytes: ${bytes.map((b) => `${b.page} ${b.nonImageKb} kB`).join(", ")}`);

  if (!existsSync(CHROMIUM_PATH)) {
    log(`no browser at ${CHROMIUM_PATH}: Lighthouse not run, bytes only`);
    await reference.close();
    await rm(work, { recursive: true, force: true });
    return {
      title: "Storefront: page bytes (Lighthouse not run, no browser)",
      data: { lighthouse: null, targets: AIMS.storefront, bytes },
      markdown: (machine: MachineInfo) => render([], bytes, null, machine),
    };
  }

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  const pages: PageAudit[] = [];
  let chromium = "Chromium";
  try {
    const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
    chromium = ((await version.json()) as { Browser: string }).Browser;
    for (const [page, url] of targets) {
      log(`auditing ${page}: ${url}`);
      pages.push(await audit(chrome.port, page, url));
      const last = pages.at(-1)!;
      log(`${page}: ${CATEGORIES.map((c) => `${c} ${last.median[c]}`).join(", ")}`);
    }
  } finally {
    chrome.kill();
    await reference.close();
  }
  await rm(work, { recursive: true, force: true });
  return {
    title: `Storefront: Lighthouse mobile, median of ${RUNS}`,
    data: { runs: RUNS, targets: { ...TARGETS, ...AIMS.storefront }, chromium, pages, bytes },
    markdown: (machine: MachineInfo) => render(pages, bytes, chromium, machine),
  };
});
