/**
 * What counting visits costs a published page (PRODUCT.md §12): page views per second of a
 * published site's home page with counting on and with it off (ANALYTICS=off), in one run.
 *
 * Two servers in processes of their own, each the real server on an embedded database on disk
 * (as `npm start` runs it) with the same store published through the API. The load is
 * `GET /` on the site's host (`Host: {slug}.localhost`, a browser's User-Agent and
 * Accept-Encoding), each request from a visitor of its own (a new address in X-Forwarded-For,
 * the server trusting loopback as its proxy), so counting hashes, buffers and writes a new
 * visitor for every view. The servers are measured in turn, off, on, off, on (each run after a
 * warm-up), and each side's best run is kept. Target: on ÷ off ≥ 0.9.
 *
 *   npx tsx --conditions=@shopwright/source bench/analytics.bench.ts
 *
 * Environment: BENCH_SECONDS (10) and BENCH_WARMUP_SECONDS (3) per run, BENCH_ROUNDS (3).
 * A benchmark reports numbers; it is not a test and passes or fails nothing.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Request } from "autocannon";
import type { ChildServer } from "./lib/child-server.js";
import { call, logger, register, startServer } from "./lib/harness.js";
import { runLoad, type LoadResult } from "./lib/load.js";
import { busyNote, markdownTable, ms, ratio, type MachineInfo } from "./lib/result.js";
import { runBench } from "./lib/run-bench.js";
import type { AnalyticsServerPayload } from "./analytics.server.js";

const NAME = "analytics";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET = 0.9;
const SERVER_ENTRY = fileURLToPath(new URL("./analytics.server.ts", import.meta.url));
const AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

const log = logger(NAME);

/** Publishes a small selling store; answers the site's host as requests name it. */
async function publishStore(base: string): Promise<string> {
  const token = await register(base);
  const { data } = await call<{ store: { id: string } }>(base, "POST", "/api/store", token, {
    storeName: "Ember & Bean",
    domain: `ember-${Date.now()}.example.com`,
  });
  const storeId = data.store.id;
  for (const [n, name] of [
    "Guji Natural",
    "Huila Washed",
    "Nyeri AA",
    "House Espresso",
  ].entries()) {
    await call(base, "POST", "/api/products", token, {
      storeId,
      name,
      price: 14 + n * 2,
      stock: 40,
      status: "published",
    });
  }
  const { data: published } = await call<{ url: string }>(
    base,
    "POST",
    `/api/store/${storeId}/publish`,
    token,
    {
      jsonLayout: {
        sections: [
          { type: "navbar" },
          { type: "hero" },
          { type: "collection" },
          { type: "footer" },
        ],
      },
    },
  );
  return new URL(published.url).hostname;
}

/** Each request a visitor of its own: an address that no request before it used. */
function visitorRequests(host: string): Request[] {
  let next = 0;
  const headers = { host, "user-agent": AGENT, "accept-encoding": "br, gzip" };
  return [
    {
      method: "GET",
      path: "/",
      setupRequest: (request) => {
        next += 1;
        const address = `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
        return { ...request, headers: { ...headers, "x-forwarded-for": address } };
      },
    },
  ];
}

interface Side {
  label: "on" | "off";
  server: ChildServer;
  host: string;
  runs: LoadResult[];
}

const best = (runs: LoadResult[]) =>
  runs.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));

runBench(NAME, log, async () => {
  const work = await mkdtemp(join(tmpdir(), "shopwright-bench-analytics-"));
  const sides: Side[] = [];
  for (const label of ["off", "on"] as const) {
    const server = await startServer(SERVER_ENTRY, `analytics-${label}`, {
      dataDir: join(work, label),
      analytics: label,
    } satisfies AnalyticsServerPayload);
    const host = await publishStore(server.url);
    log(`counting ${label}: published at ${host} on ${server.url}`);
    sides.push({ label, server, host, runs: [] });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of sides) {
      const load = (durationSeconds: number) =>
        runLoad({
          url: `${side.server.url}/`,
          connections: CONNECTIONS,
          durationSeconds,
          requests: visitorRequests(side.host),
        });
      await load(WARMUP_SECONDS);
      const run = await load(SECONDS);
      side.runs.push(run);
      log(`round ${round + 1}, counting ${side.label}: ${run.requestsPerSecond.toFixed(0)} req/s`);
    }
  }
  const counted = await sides[1]!.server.command<number>("counted");
  const served = sides[1]!.runs.reduce((n, run) => n + run.requests, 0);
  log(`counting on: ${counted} page views counted (measured runs served ${served}, plus warm-ups)`);
  await rm(work, { recursive: true, force: true });

  const [off, on] = sides.map((side) => best(side.runs)) as [LoadResult, LoadResult];
  const share = on.requestsPerSecond / off.requestsPerSecond;
  const data = {
    seconds: SECONDS,
    connections: CONNECTIONS,
    rounds: ROUNDS,
    target: TARGET,
    ratio: share,
    counted,
    sides: sides.map((side) => ({ label: side.label, runs: side.runs })),
  };
  return {
    title: "Analytics: published page views per second, counting on and off",
    data,
    markdown: (machine: MachineInfo) =>
      [
        "### Analytics: published page views, counting on ÷ off",
        "",
        busyNote(machine),
        `${machine.cores} cores, ${machine.cpuModel}, Node ${machine.node}; embedded database on ` +
          `disk; ${CONNECTIONS} connections, ${SECONDS} s a run, best of ${ROUNDS} runs each.`,
        "",
        markdownTable(
          ["counting", "req/s", "p50 ms", "p99 ms", "runs req/s"],
          sides.map((side) => {
            const top = best(side.runs);
            return [
              side.label,
              top.requestsPerSecond.toFixed(0),
              ms(top.latencyMs.p50),
              ms(top.latencyMs.p99),
              side.runs.map((run) => run.requestsPerSecond.toFixed(0)).join(", "),
            ];
          }),
        ),
        "",
        markdownTable(
          ["target", "result", "verdict"],
          [[`on ÷ off ≥ ${TARGET}`, ratio(share), share >= TARGET ? "met" : "**missed**"]],
        ),
        "",
        `Counted with counting on: ${counted} page views (every request of the runs and warm-ups).`,
        "",
      ].join("\n"),
  };
});
