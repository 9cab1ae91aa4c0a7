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
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import sharp from "sharp";
import { call, logger, register, startServer } from "./lib/harness.js";
import { busyNote, markdownTable, type MachineInfo } from "./lib/result.js";
import { CHROMIUM_PATH } from "../chromium.js";
import { runBench } from "./lib/run-bench.js";
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
const BYTE_TARGETS = { nonImageKb: 40, cssGzipKb: 13 } as const;
const PRODUCTS = [
  "Ethiopia Guji Natural",
  "Colombia Huila Washed",
  "Kenya Nyeri AA",
  "Guatemala Antigua",
  "Brazil Cerrado",
  "Peru Cajamarca",
  "Rwanda Huye",
  "Honduras Marcala",
  "House Espresso",
  "Decaf Swiss Water",
  "Cold Brew Blend",
  "Gift Box Trio",
];

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
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** A warm-coloured photo-like JPEG: a gradient with soft shapes, different for each n. */
async function productPhoto(n: number): Promise<Buffer> {
  const hue = (20 + n * 23) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200">
    <defs><radialGradient id="g" cx="${30 + (n % 5) * 10}%" cy="40%" r="80%">
      <stop offset="0" stop-color="hsl(${hue},45%,70%)"/><stop offset="1" stop-color="hsl(${hue},40%,22%)"/>
    </radialGradient></defs>
    <rect width="1200" height="1200" fill="url(#g)"/>
    <circle cx="600" cy="650" r="300" fill="hsl(${hue},30%,15%)" opacity="0.55"/>
    <ellipse cx="600" cy="600" rx="170" ry="240" fill="hsl(${(hue + 10) % 360},50%,35%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Builds and publishes the coffee shop; answers its address on its own host. */
async function publishCoffeeShop(base: string): Promise<{ siteUrl: string; productPath: string }> {
  const token = await register(base);
  const { data: created } = await call<{ store: { id: string } }>(
    base,
    "POST",
    "/api/store",
    token,
    {
      storeName: "Ember & Bean",
      domain: "ember-and-bean.example.com",
    },
  );
  const storeId = created.store.id;
  await call(base, "POST", `/api/store/${storeId}/ai-prompt`, token, {
    prompt: "Landing page for coffee brand",
  });

  const form = new FormData();
  for (let n = 0; n < 4; n++) {
    form.append(
      "images",
      new Blob([new Uint8Array(await productPhoto(n))], { type: "image/jpeg" }),
      `bag-${n}.jpg`,
    );
  }
  const uploaded = await fetch(`${base}/api/upload/images`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!uploaded.ok) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const { images } = (
    (await uploaded.json()) as {
      data: { images: { url: string; originalName: string; publicId: string }[] };
    }
  ).data;

  let productId = "";
  for (const [n, name] of PRODUCTS.entries()) {
    const image = images[n % images.length]!;
    const { data } = await call<{ product: { _id: string } }>(
      base,
      "POST",
      "/api/products",
      token,
      {
        storeId,
        name,
        description: `${name}: roasted in small batches and shipped within two days of roasting.`,
        status: "published",
        images: [{ url: image.url, originalName: image.originalName, publicId: image.publicId }],
        // The audited product page sells variants (a picker, a gallery, a "was" price); the
        // others are single products, one of them on sale, one sold out.
        ...(n === 0
          ? {
              options: [
                { name: "Size", values: ["250 g", "1 kg"] },
                { name: "Grind", values: ["Whole bean", "Filter", "Espresso"] },
              ],
              variants: ["250 g", "1 kg"].flatMap((size, big) =>
                ["Whole bean", "Filter", "Espresso"].map((grind) => ({
                  options: [size, grind],
                  price: big ? 44 : 14,
                  compareAtPrice: big ? 52 : null,
                  stock: 12,
                })),
              ),
            }
          : {
              price: 14 + (n % 5) * 2.5,
              compareAtPrice: n === 2 ? 24 : null,
              stock: n === 7 ? 0 : 20 + n,
            }),
      },
    );
    if (n === 0) productId = data.product._id;
  }
  const { data: published } = await call<{ url: string }>(
    base,
    "POST",
    `/api/store/${storeId}/publish`,
    token,
    {},
  );
  // The site's own host, on the port this server listens on.
  const siteUrl = new URL(published.url);
  siteUrl.port = new URL(base).port;
  const { productHandle } = await import("@shopwright/site/server");
  const productPath = `/products/${productHandle({ id: productId, name: PRODUCTS[0]! })}`;
  return { siteUrl: siteUrl.origin, productPath };
}

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

/** A page's html; Node cannot resolve *.localhost, so it asks 127.0.0.1 with the Host header. */
function readPage(url: string): Promise<string> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    request(
      { host: "127.0.0.1", port, path: pathname, headers: { host: `${hostname}:${port}` } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve(body));
      },
    )
      .on("error", reject)
      .end();
  });
}

/** A page's bytes as a browser fetches them, without a browser. */
interface PageBytes {
  page: string;
  url: string;
  /** The html as sent for `Accept-Encoding: gzip, deflate, br`, headers included. */
  htmlKb: number;
  fontKb: number;
  /** Everything but images: the html (stylesheet and script are inline) and the fonts. */
  nonImageKb: number;
  cssGzipKb: number;
  fonts: string[];
}

/** One GET on a fresh connection; answers the bytes read from the socket (headers and body). */
function bytesOf(url: string, host: string): Promise<{ status: number; bytes: number }> {
  const { port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    request(
      {
        host: "127.0.0.1",
        port,
        path: `${pathname}${search}`,
        agent: false,
        headers: { host, "accept-encoding": "gzip, deflate, br" },
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, bytes: response.socket.bytesRead }),
        );
      },
    )
      .on("error", reject)
      .end();
  });
}

/**
 * The page's non-image bytes without a browser: the html compressed as Chromium asks for it,
 * plus every font the page preloads or declares in its inline stylesheet (an upper bound: a
 * browser skips a declared face no text uses). Scripts and styles are inline in these pages;
 * a page that links either is refused, since it would not be counted.
 */
async function pageBytes(page: string, url: string): Promise<PageBytes> {
  const { host } = new URL(url);
  const html = await readPage(url);
  if (/<link[^>]+rel="stylesheet"|<script[^>]+src=/.test(html)) {
    throw new Error(`${url} links a stylesheet or script: pageBytes would not count it`);
  }
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const fonts = new Set<string>();
  for (const m of html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)) fonts.add(m[1]!);
  for (const face of css.matchAll(/@font-face\s*{[^}]*}/g)) {
    for (const m of face[0].matchAll(/url\(["']?([^"')]+)["']?\)/g)) fonts.add(m[1]!);
  }
  const htmlBytes = await bytesOf(url, host);
  let fontBytes = 0;
  for (const font of fonts) {
    const answer = await bytesOf(new URL(font, url).toString(), host);
    if (answer.status !== 200) throw new Error(`${font} answered ${answer.status}`);
    fontBytes += answer.bytes;
  }
  return {
    page,
    url,
    htmlKb: kb(htmlBytes.bytes),
    fontKb: kb(fontBytes),
    nonImageKb: kb(htmlBytes.bytes + fontBytes),
    cssGzipKb: kb(gzipSync(css).length),
    fonts: [...fonts],
  };
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
      const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
      cssGzip = gzipSync(css).length;
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

/** The byte budget, for the home page and for the selling product page. */
const BUDGETED_PAGES = ["home", "product"] as const;

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
      BUDGETED_PAGES.flatMap((name) => {
        const b = bytes.find((p) => p.page === name)!;
        return [
          [
            `${name} non-image ≤ ${BYTE_TARGETS.nonImageKb} kB`,
            `${b.nonImageKb} kB`,
            met(b.nonImageKb <= BYTE_TARGETS.nonImageKb),
          ],
          [
            `${name} CSS ≤ ${BYTE_TARGETS.cssGzipKb} kB gz`,
            `${b.cssGzipKb} kB`,
            met(b.cssGzipKb <= BYTE_TARGETS.cssGzipKb),
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
          `home non-image ≤ ${BYTE_TARGETS.nonImageKb} kB`,
          `${home.nonImageKb} kB`,
          met(home.nonImageKb <= BYTE_TARGETS.nonImageKb),
        ],
        [
          `home CSS ≤ ${BYTE_TARGETS.cssGzipKb} kB gz`,
          `${home.cssGzipKb} kB`,
          met(home.cssGzipKb <= BYTE_TARGETS.cssGzipKb),
        ],
        [
          `product (with cart form) non-image ≤ ${BYTE_TARGETS.nonImageKb} kB`,
          `${product.nonImageKb} kB`,
          met(product.nonImageKb <= BYTE_TARGETS.nonImageKb),
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
  const productHtml = await readPage(`${siteUrl}${productPath}`);
  if (!/<form[^>]+data-sw-cart=/.test(productHtml)) {
    throw new Error(`${productPath} has no add-to-cart form: the store does not sell`);
  }
  if (!/name="variantId"/.test(productHtml) || !/class="sw-was"/.test(productHtml)) {
    throw new Error(`${productPath} has no variant picker or was price: not the page meant`);
  }
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
      data: { lighthouse: null, targets: BYTE_TARGETS, bytes },
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
    data: { runs: RUNS, targets: { ...TARGETS, ...BYTE_TARGETS }, chromium, pages, bytes },
    markdown: (machine: MachineInfo) => render(pages, bytes, chromium, machine),
  };
});
