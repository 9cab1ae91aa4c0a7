/**
 * Publishing: a store of 1,000 published products and a 10-page layout.
 *
 * - Cold publish: `POST /api/store/{id}/publish` with the layout and a new site name each
 *   time, so every file of the site differs from every earlier deploy and all of it is
 *   rendered, compressed and written; timed from request to answer.
 * - Reference: the pure in-process render of the same site (`buildSiteFiles` over the live
 *   deploy's own layout and the same catalogue, no compression, no writes), in the server's
 *   own process, in the same run. Target: publish ≤ 3× render, and ≤ 5 s.
 * - Incremental publish: `PUT /api/products/{id}` with a new price, then the product's page is
 *   read at `/sites/{slug}/products/{handle}` in a tight loop until it shows the new price;
 *   timed from the write's request to the first read that shows it. Target: p95 ≤ 250 ms.
 *
 * The server is the real one (buildApp) on an embedded database and a file store in a fresh
 * DATA_DIR on disk, in a process of its own (publish.server.ts).
 *
 *   npx tsx --conditions=@shopwright/source bench/publish.bench.ts
 *
 * Environment: BENCH_PUBLISH_RUNS (cold publishes, here 5), BENCH_PUBLISH_EDITS (product edits,
 * here 40). A benchmark reports numbers; it is not a test and passes or fails nothing.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { STARTER_THEMES, formatPrice, starterLayoutFor, type Layout } from "@shopwright/site";
import { productHandle } from "@shopwright/site/server";
import { call, logger, register, startServer } from "./lib/harness.js";
import { busyNote, markdownTable, ms, ratio, type MachineInfo } from "./lib/result.js";
import { runBench } from "./lib/run-bench.js";
import type { PublishServerPayload, RenderRequest, SeedRequest } from "./publish.server.js";

const NAME = "publish";
const PRODUCTS = 1_000;
const PAGES = 10;
const RUNS = Number(process.env.BENCH_PUBLISH_RUNS ?? 5);
const EDITS = Number(process.env.BENCH_PUBLISH_EDITS ?? 40);
const TARGETS = { publishVsRender: 3, publishMs: 5_000, editLiveP95Ms: 250 } as const;
const SERVER_ENTRY = fileURLToPath(new URL("./publish.server.ts", import.meta.url));
const SITE_NAME = "Bench Roasters";

const log = logger(NAME);

interface Stats {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { n: sorted.length, p50: at(50), p95: at(95), max: sorted[sorted.length - 1]! };
}

/**
 * Ten pages: the Roastery starter's pages, then copies of its about page under other names,
 * so every page is a designed page of the usual length; the home page has a collection.
 */
function benchLayout(): Layout {
  const starter = STARTER_THEMES.find((theme) => theme.id === "roastery") ?? STARTER_THEMES[0]!;
  const layout = starterLayoutFor(starter, SITE_NAME);
  const pages = layout.pages;
  const about = pages.find((page) => page.path !== "/") ?? pages[0]!;
  const extra = ["Our farms", "Brew guides", "Wholesale", "Subscriptions", "Cafés", "Journal"];
  const more = extra.slice(0, Math.max(0, PAGES - pages.length)).map((name, n) => ({
    ...about,
    id: `bench-page-${n}`,
    name,
    path: `/${name.toLowerCase().replace(/[^a-z]+/g, "-")}`,
    sections: about.sections.map((section) => ({ ...section, id: `${section.id}-${n}` })),
  }));
  return { ...layout, pages: [...pages, ...more].slice(0, PAGES) };
}

interface PublishAnswer {
  url: string;
  isNew: boolean;
  deploy: { fileCount: number; bytes: number };
}

interface ProductRow {
  _id: string;
  name: string;
  price: number;
}

/** Reads a page of the site in a loop until it contains `text`; answers when it did. */
async function waitForText(url: string, text: string, deadlineMs: number): Promise<number> {
  for (;;) {
    const response = await fetch(url);
    const body = await response.text();
    if (response.ok && body.includes(text)) return performance.now();
    if (performance.now() > deadlineMs) throw new Error(`${url} never showed ${text}`);
  }
}

function render(
  data: {
    publishMs: Stats;
    renderMs: Stats;
    editLiveMs: Stats;
    fileCount: number;
    siteBytes: number;
  },
  machine: MachineInfo,
): string {
  const { publishMs, renderMs, editLiveMs } = data;
  const publishRatio = publishMs.p50 / renderMs.p50;
  const met = (ok: boolean) => (ok ? "met" : "**missed**");
  return [
    `### Publishing: ${PRODUCTS.toLocaleString("en")} products, ${PAGES} pages`,
    "",
    busyNote(machine),
    `${data.fileCount} files, ${(data.siteBytes / 1024 / 1024).toFixed(1)} MB of uncompressed site per deploy; ${machine.cores} cores, ${machine.cpuModel}, Node ${machine.node}.`,
    "",
    markdownTable(
      ["measure", "n", "p50 ms", "p95 ms", "max ms"],
      [
        ["cold publish (HTTP)", publishMs, "publish"],
        ["pure render, in process (reference)", renderMs, "render"],
        ["product edit → live on its page", editLiveMs, "edit"],
      ].map(([title, s]) => {
        const v = s as Stats;
        return [title as string, String(v.n), ms(v.p50), ms(v.p95), ms(v.max)];
      }),
    ),
    "",
    markdownTable(
      ["target", "result", "verdict"],
      [
        [
          `publish ÷ render ≤ ${TARGETS.publishVsRender}×`,
          ratio(publishRatio),
          met(publishRatio <= TARGETS.publishVsRender),
        ],
        [
          `publish ≤ ${TARGETS.publishMs} ms`,
          `${ms(publishMs.p50)} ms`,
          met(publishMs.p50 <= TARGETS.publishMs),
        ],
        [
          `edit live p95 ≤ ${TARGETS.editLiveP95Ms} ms`,
          `${ms(editLiveMs.p95)} ms`,
          met(editLiveMs.p95 <= TARGETS.editLiveP95Ms),
        ],
      ],
    ),
    "",
  ].join("\n");
}

runBench(NAME, log, async () => {
  const work = await mkdtemp(join(tmpdir(), "shopwright-bench-publish-"));

  const server = await startServer(SERVER_ENTRY, "publish", {
    dataDir: join(work, "data"),
  } satisfies PublishServerPayload);
  const token = await register(server.url);
  const { data: created } = await call<{ store: { id: string; currency: string; locale: string } }>(
    server.url,
    "POST",
    "/api/store",
    token,
    { storeName: SITE_NAME, domain: "bench-roasters.example.com" },
  );
  const store = created.store;
  await server.command("seed", { storeId: store.id, count: PRODUCTS } satisfies SeedRequest);
  log(`${PRODUCTS} products seeded`);

  const layout = benchLayout();
  const theme = STARTER_THEMES.find((t) => t.id === "roastery")?.theme ?? {};
  const publish = (siteName: string) =>
    call<PublishAnswer>(server.url, "POST", `/api/store/${store.id}/publish`, token, {
      jsonLayout: layout,
      theme: { ...theme, siteName },
      // Each run replaces the draft on purpose (saves name their base version otherwise).
      overwrite: true,
    });

  // A first publish claims the site's address and warms the server up.
  const { data: first } = await publish(`${SITE_NAME} 0`);
  const slug = new URL(first.url).hostname.split(".")[0]!;
  log(`first publish: ${first.deploy.fileCount} files at /sites/${slug}/`);

  const publishTimes: number[] = [];
  const renderTimes: number[] = [];
  let last = first;
  for (let run = 1; run <= RUNS; run++) {
    const began = performance.now();
    const { data } = await publish(`${SITE_NAME} ${run}`);
    publishTimes.push(performance.now() - began);
    if (!data.isNew) throw new Error("a cold publish reused a deploy");
    last = data;
    const [renderMs] = await server.command<number[]>("render", {
      storeId: store.id,
      runs: 1,
    } satisfies RenderRequest);
    renderTimes.push(renderMs!);
    log(`run ${run}: publish ${ms(publishTimes.at(-1)!)} ms, render ${ms(renderMs!)} ms`);
  }

  const { data: list } = await call<{ products: ProductRow[] }>(
    server.url,
    "GET",
    `/api/products/${store.id}?limit=100&sortBy=name&sortDir=asc`,
    token,
  );
  const editTimes: number[] = [];
  for (let edit = 0; edit < EDITS; edit++) {
    const product = list.products[(edit * 7) % list.products.length]!;
    const price = Math.round((product.price + 1 + edit / 100) * 100) / 100;
    const url = `${server.url}/sites/${slug}/products/${productHandle({ id: product._id, name: product.name })}`;
    const shown = formatPrice(price, store.currency, store.locale);
    const began = performance.now();
    await call(server.url, "PUT", `/api/products/${product._id}`, token, { price });
    const liveAt = await waitForText(url, shown, began + 10_000);
    editTimes.push(liveAt - began);
    product.price = price;
  }
  log(`edits: p95 ${ms(stats(editTimes).p95)} ms`);

  await rm(work, { recursive: true, force: true });
  const data = {
    settings: { products: PRODUCTS, pages: PAGES, runs: RUNS, edits: EDITS },
    targets: TARGETS,
    fileCount: last.deploy.fileCount,
    siteBytes: last.deploy.bytes,
    publishMs: stats(publishTimes),
    renderMs: stats(renderTimes),
    editLiveMs: stats(editTimes),
    samples: { publishTimes, renderTimes, editTimes },
  };
  return {
    title: `Publishing: ${PRODUCTS} products, ${PAGES} pages`,
    data,
    markdown: (machine: MachineInfo) => render(data, machine),
  };
});
