/**
 * Publishing fairness: while one store publishes the largest site the limits allow, another
 * store's visitors keep being answered, and its own publish is not starved.
 *
 * - Idle (reference): a small store's published pages (home, catalogue, a product page) read
 *   by VISITORS clients in closed loops for BENCH_FAIRNESS_IDLE_SECONDS, and the small store's
 *   cold publish timed alone; in the same run, on the same server.
 * - Busy: the same reads while a large store publishes cold (a new site name each time) the
 *   largest site the defaults allow: LAYOUT_LIMITS.pages pages of product grids of 48 cards over
 *   1,000 products, grown until the deploy comes near DEPLOY_MAX_MB (100 MB) within the
 *   layout's 512 KB; one small-store publish starts a second into each large publish.
 *   Targets: busy page views p99 ≤ 50 ms (reported as a ratio to idle p99 too), and the small
 *   store's publish ≤ 3× its idle time.
 *
 * The server is the real one (buildApp) on an embedded database and a file store in a fresh
 * DATA_DIR on disk, in a process of its own (publish.server.ts).
 *
 *   npx tsx --conditions=@shopwright/source bench/publish-fairness.bench.ts
 *
 * Environment: BENCH_FAIRNESS_RUNS (large publishes, here 2), BENCH_FAIRNESS_IDLE_SECONDS (10).
 * A benchmark reports numbers; it is not a test and passes or fails nothing.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { LAYOUT_LIMITS, STARTER_THEMES, starterLayoutFor } from "@shopwright/site";
import { productHandle } from "@shopwright/site/server";
import { call, logger, register, startServer } from "./lib/harness.js";
import { busyNote, markdownTable, ms, ratio, type MachineInfo } from "./lib/result.js";
import { runBench } from "./lib/run-bench.js";
import type { PublishServerPayload, SeedRequest } from "./publish.server.js";

const NAME = "publish-fairness";
const PRODUCTS = 1_000;
const SMALL_PRODUCTS = 48;
const VISITORS = 4;
const RUNS = Number(process.env.BENCH_FAIRNESS_RUNS ?? 2);
const IDLE_SECONDS = Number(process.env.BENCH_FAIRNESS_IDLE_SECONDS ?? 10);
const DEPLOY_MAX_BYTES = 100 * 1024 * 1024;
const LAYOUT_MAX_BYTES = 512 * 1024;
const TARGETS = { busyP99Ms: 50, smallPublishVsIdle: 3 } as const;
const SERVER_ENTRY = fileURLToPath(new URL("./publish.server.ts", import.meta.url));

const log = logger(NAME);

interface Stats {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { n: sorted.length, p50: at(50), p99: at(99), max: sorted[sorted.length - 1]! };
}

interface PublishAnswer {
  url: string;
  isNew: boolean;
  deploy: { fileCount: number; bytes: number };
}

/** The large store's layout: every page a column of `grids` product grids of 48 cards. */
function gridLayout(grids: number) {
  return {
    pages: Array.from({ length: LAYOUT_LIMITS.pages }, (_, page) => ({
      name: page === 0 ? "Home" : `Range ${page}`,
      sections: Array.from({ length: grids }, (_, grid) => ({
        type: "collection",
        title: `Grid ${grid + 1}`,
        limit: 48,
      })),
    })),
  };
}

/**
 * Reads `urls` round-robin from VISITORS clients in closed loops until `isDone()`; answers the
 * latency of each read.
 */
async function visit(urls: string[], isDone: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: VISITORS }, async (_, visitor) => {
      for (let n = visitor; !isDone(); n++) {
        const began = performance.now();
        const response = await fetch(urls[n % urls.length]!);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${urls[n % urls.length]} answered ${response.status}`);
        latencies.push(performance.now() - began);
      }
    }),
  );
  return latencies;
}

function render(
  data: {
    idle: Stats;
    busy: Stats;
    smallIdleMs: number;
    smallBusyMs: number[];
    largeMs: number[];
    largeBytes: number;
    largeFiles: number;
    grids: number;
    layoutBytes: number;
  },
  machine: MachineInfo,
): string {
  const { idle, busy } = data;
  const smallRatio = Math.max(...data.smallBusyMs) / data.smallIdleMs;
  const met = (ok: boolean) => (ok ? "met" : "**missed**");
  return [
    `### Publishing fairness: page views and a small publish while the largest site publishes`,
    "",
    busyNote(machine),
    `Large site: ${LAYOUT_LIMITS.pages} pages × ${data.grids} grids of 48 cards, ${PRODUCTS.toLocaleString("en")} products; layout ${(data.layoutBytes / 1024).toFixed(0)} KB, deploy ${data.largeFiles} files, ${(data.largeBytes / 1024 / 1024).toFixed(1)} MB. ${VISITORS} visitors in closed loops. ${machine.cores} cores, ${machine.cpuModel}, Node ${machine.node}.`,
    "",
    markdownTable(
      ["page views", "n", "p50 ms", "p99 ms", "max ms"],
      [
        ["idle (reference)", idle],
        ["while the large site publishes", busy],
      ].map(([title, s]) => {
        const v = s as Stats;
        return [title as string, String(v.n), ms(v.p50), ms(v.p99), ms(v.max)];
      }),
    ),
    "",
    markdownTable(
      ["publish", "ms"],
      [
        ["small store, idle (reference)", ms(data.smallIdleMs)],
        ["small store, during the large publish", data.smallBusyMs.map(ms).join(", ")],
        ["large store (cold)", data.largeMs.map(ms).join(", ")],
      ],
    ),
    "",
    markdownTable(
      ["target", "result", "verdict"],
      [
        [
          `busy p99 ≤ ${TARGETS.busyP99Ms} ms`,
          `${ms(busy.p99)} ms (${ratio(busy.p99 / idle.p99)} idle p99)`,
          met(busy.p99 <= TARGETS.busyP99Ms),
        ],
        [
          `small publish ≤ ${TARGETS.smallPublishVsIdle}× idle`,
          ratio(smallRatio),
          met(smallRatio <= TARGETS.smallPublishVsIdle),
        ],
      ],
    ),
    "",
  ].join("\n");
}

runBench(NAME, log, async () => {
  const work = await mkdtemp(join(tmpdir(), "shopwright-bench-fairness-"));
  const server = await startServer(SERVER_ENTRY, "publish", {
    dataDir: join(work, "data"),
  } satisfies PublishServerPayload);
  const token = await register(server.url);
  const createStore = async (storeName: string, domain: string) =>
    (
      await call<{ store: { id: string } }>(server.url, "POST", "/api/store", token, {
        storeName,
        domain,
      })
    ).data.store.id;
  const small = await createStore("Small Roast", "small-roast.example.com");
  const large = await createStore("Large Roast", "large-roast.example.com");
  await server.command("seed", { storeId: small, count: SMALL_PRODUCTS } satisfies SeedRequest);
  await server.command("seed", { storeId: large, count: PRODUCTS } satisfies SeedRequest);

  const starter = STARTER_THEMES.find((theme) => theme.id === "roastery") ?? STARTER_THEMES[0]!;
  const publish = (storeId: string, siteName: string, layout: object) =>
    call<PublishAnswer>(server.url, "POST", `/api/store/${storeId}/publish`, token, {
      jsonLayout: layout,
      theme: { ...starter.theme, siteName },
      overwrite: true,
    });
  const smallLayout = starterLayoutFor(starter, "Small Roast");
  let smallRun = 0;
  const publishSmall = async () => {
    const began = performance.now();
    await publish(small, `Small Roast ${++smallRun}`, smallLayout);
    return performance.now() - began;
  };
  const { data: smallSite } = await publish(small, "Small Roast", smallLayout);
  const slug = new URL(smallSite.url).hostname.split(".")[0]!;
  const { data: list } = await call<{ products: { _id: string; name: string }[] }>(
    server.url,
    "GET",
    `/api/products/${small}?limit=3&sortBy=name&sortDir=asc`,
    token,
  );
  const urls = [
    `${server.url}/sites/${slug}/`,
    `${server.url}/sites/${slug}/collection`,
    ...list.products.map(
      (p) => `${server.url}/sites/${slug}/products/${productHandle({ id: p._id, name: p.name })}`,
    ),
  ];

  // The largest site: grids per page from two unmeasured publishes, near the deploy limit.
  const { data: bare } = await publish(large, "Large Roast", gridLayout(0));
  const { data: some } = await publish(large, "Large Roast", gridLayout(4));
  const perGrid = (some.deploy.bytes - bare.deploy.bytes) / (LAYOUT_LIMITS.pages * 4);
  const byDeploy = Math.floor(
    (0.9 * DEPLOY_MAX_BYTES - bare.deploy.bytes) / (LAYOUT_LIMITS.pages * perGrid),
  );
  const sectionBytes = JSON.stringify(gridLayout(1).pages[0]!.sections[0]).length + 1;
  const byLayout = Math.floor((0.95 * LAYOUT_MAX_BYTES) / (LAYOUT_LIMITS.pages * sectionBytes));
  const grids = Math.max(1, Math.min(byDeploy, byLayout, LAYOUT_LIMITS.sectionsPerPage));
  const layout = gridLayout(grids);
  log(`large site: ${grids} grids per page (${(perGrid / 1024).toFixed(1)} KB each)`);

  log(`idle: ${IDLE_SECONDS} s of page views`);
  const idleEnd = performance.now() + IDLE_SECONDS * 1000;
  const idle = await visit(urls, () => performance.now() > idleEnd);
  const smallIdle = [await publishSmall(), await publishSmall(), await publishSmall()];

  const busy: number[] = [];
  const largeMs: number[] = [];
  const smallBusyMs: number[] = [];
  let last = some;
  for (let run = 1; run <= RUNS; run++) {
    let isDone = false;
    const began = performance.now();
    const publishing = publish(large, `Large Roast ${run}`, layout).finally(() => (isDone = true));
    const smallDuring = new Promise((resolve) => setTimeout(resolve, 1_000)).then(publishSmall);
    const [views, { data }, smallMs] = await Promise.all([
      visit(urls, () => isDone),
      publishing,
      smallDuring,
    ]);
    largeMs.push(performance.now() - began);
    busy.push(...views);
    smallBusyMs.push(smallMs);
    last = data;
    log(
      `run ${run}: large publish ${ms(largeMs.at(-1)!)} ms (${(data.deploy.bytes / 1024 / 1024).toFixed(1)} MB), ` +
        `views p99 ${ms(stats(views).p99)} ms, small publish ${ms(smallMs)} ms`,
    );
  }

  await rm(work, { recursive: true, force: true });
  const data = {
    settings: { products: PRODUCTS, visitors: VISITORS, runs: RUNS, idleSeconds: IDLE_SECONDS },
    targets: TARGETS,
    grids,
    layoutBytes: JSON.stringify(layout).length,
    largeBytes: last.deploy.bytes,
    largeFiles: last.deploy.fileCount,
    idle: stats(idle),
    busy: stats(busy),
    smallIdleMs: stats(smallIdle).p50,
    smallBusyMs,
    largeMs,
  };
  return {
    title: "Publishing fairness: page views while the largest site publishes",
    data,
    markdown: (machine: MachineInfo) => render(data, machine),
  };
});
