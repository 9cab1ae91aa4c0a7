/**
 * GET /api/store for a user with 200 stores: latency p50/p99 and throughput of the real server
 * on PGlite and on PostgreSQL, as ratios against a bare Fastify route that answers the same
 * JSON from memory, measured in the same run.
 *
 *   npx tsx --conditions=@shopwright/source bench/stores-list.bench.ts
 *
 * Environment: DATABASE_URL names the PostgreSQL server to use (a database is created on it and
 * dropped after); without it the local postgres://postgres@127.0.0.1:5432/test is tried and
 * PostgreSQL is skipped if it does not answer. BENCH_SECONDS (10) and BENCH_WARMUP_SECONDS (3)
 * set the length of each measured run and of the warm-up before it.
 *
 * A benchmark reports numbers; it is not a test and passes or fails nothing.
 */
import { fileURLToPath } from "node:url";
import type { ChildServer } from "./lib/child-server.js";
import {
  call,
  createDatabase,
  findPostgres,
  logger,
  register,
  startServer,
  stopServer,
} from "./lib/harness.js";
import { runLoad, type LoadResult } from "./lib/load.js";
import { busyNote, markdownTable, ms, ratio, type MachineInfo } from "./lib/result.js";
import { runBench, type Measured as BenchMeasured } from "./lib/run-bench.js";
import type { ServerPayload } from "./stores-list.server.js";

const NAME = "stores-list";
const ROUTE = "/api/store";
const STORES = 200;
const LATENCY_CONNECTIONS = 1;
const THROUGHPUT_CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const SERVER_ENTRY = fileURLToPath(new URL("./stores-list.server.ts", import.meta.url));

type TargetId = "reference" | "pglite" | "postgres";

interface Measured {
  id: TargetId;
  label: string;
  status: "ok";
  /** Bytes of the JSON body of one answer. */
  bodyBytes: number;
  /** Concurrency 1: the latency of one request at a time. */
  latency: LoadResult;
  /** Concurrency 10: throughput, and latency under that load. */
  throughput: LoadResult;
}
interface Skipped {
  id: TargetId;
  label: string;
  status: "skipped";
  reason: string;
}
type Target = Measured | Skipped;

const LABELS: Record<TargetId, string> = {
  reference: "reference: bare Fastify, same JSON from memory",
  pglite: "app on PGlite (in memory)",
  postgres: "app on PostgreSQL (loopback)",
};

const log = logger(NAME);

const started = (payload: ServerPayload, label: string): Promise<ChildServer> =>
  startServer(SERVER_ENTRY, label, payload);
const stopped = stopServer;

/** Registers a user and creates the stores through the API; answers the token and the list. */
async function seed(base: string): Promise<{ token: string; body: string }> {
  const token = await register(base);
  for (let i = 1; i <= STORES; i++) {
    const n = String(i).padStart(3, "0");
    await call(base, "POST", ROUTE, token, {
      storeName: `Bench Store ${n}`,
      domain: `bench-store-${n}.example.com`,
    });
  }
  const list = await call<{ stores: unknown[] }>(base, "GET", ROUTE, token);
  if (list.data.stores.length !== STORES) {
    throw new Error(`expected ${STORES} stores in the list, got ${list.data.stores.length}`);
  }
  return { token, body: list.text };
}

async function measure(
  id: TargetId,
  base: string,
  token: string,
  bodyBytes: number,
): Promise<Measured> {
  const load = (connections: number, durationSeconds: number) =>
    runLoad({
      url: `${base}${ROUTE}`,
      connections,
      durationSeconds,
      headers: { authorization: `Bearer ${token}` },
    });
  log(`${id}: warm-up ${WARMUP_SECONDS} s`);
  await load(THROUGHPUT_CONNECTIONS, WARMUP_SECONDS);
  log(`${id}: latency, ${SECONDS} s at concurrency ${LATENCY_CONNECTIONS}`);
  const latency = await load(LATENCY_CONNECTIONS, SECONDS);
  log(`${id}: throughput, ${SECONDS} s at concurrency ${THROUGHPUT_CONNECTIONS}`);
  const throughput = await load(THROUGHPUT_CONNECTIONS, SECONDS);
  return { id, label: LABELS[id], status: "ok", bodyBytes, latency, throughput };
}

function render(
  targets: Target[],
  machine: MachineInfo,
  meta: { payloadBytes: number; postgresVersion: string | null },
) {
  const reference = targets.find((t): t is Measured => t.id === "reference" && t.status === "ok");
  const rows = targets.map((t) => {
    if (t.status === "skipped") return [t.label, "–", "–", "–", "–", "–", "–", "–"];
    const ref = reference!;
    return [
      t.label,
      ms(t.latency.latencyMs.p50),
      ms(t.latency.latencyMs.p99),
      ms(t.throughput.latencyMs.p99),
      Math.round(t.throughput.requestsPerSecond).toString(),
      ratio(t.latency.latencyMs.p50 / ref.latency.latencyMs.p50),
      ratio(t.latency.latencyMs.p99 / ref.latency.latencyMs.p99),
      ratio(t.throughput.requestsPerSecond / ref.throughput.requestsPerSecond),
    ];
  });
  const skipped = targets.filter((t): t is Skipped => t.status === "skipped");
  return [
    `### GET ${ROUTE}, ${STORES} stores (${(meta.payloadBytes / 1024).toFixed(1)} KiB of JSON)`,
    "",
    `${machine.cores} cores (${machine.cpuModel}), Node ${machine.node}` +
      (meta.postgresVersion ? `, PostgreSQL ${meta.postgresVersion}` : "") +
      `. Each target: ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s at concurrency ` +
      `${LATENCY_CONNECTIONS} (p50, p99) and ${SECONDS} s at concurrency ${THROUGHPUT_CONNECTIONS} ` +
      `(req/s, p99 under load). Ratios are target ÷ reference for latency (higher is slower) ` +
      `and target ÷ reference for req/s (lower is slower).`,
    "",
    busyNote(machine),
    markdownTable(
      [
        "target",
        `p50 ms @${LATENCY_CONNECTIONS}`,
        `p99 ms @${LATENCY_CONNECTIONS}`,
        `p99 ms @${THROUGHPUT_CONNECTIONS}`,
        `req/s @${THROUGHPUT_CONNECTIONS}`,
        "p50 ÷ ref",
        "p99 ÷ ref",
        "req/s ÷ ref",
      ],
      rows,
    ),
    ...skipped.map((t) => `\nSkipped ${t.id}: ${t.reason}`),
  ].join("\n");
}

async function measureAll(): Promise<BenchMeasured> {
  const targets: Target[] = [];
  // First, so that a DATABASE_URL that does not answer fails the run before anything is measured.
  const postgres = await findPostgres();

  log(`pglite: starting the app, creating ${STORES} stores through the API`);
  const pglite = await started(
    { kind: "app", database: { kind: "pglite", dataDir: null } },
    "pglite",
  );
  const seeded = await seed(pglite.url);
  const payloadBytes = Buffer.byteLength(seeded.body);

  log(`reference: serving the same ${payloadBytes} bytes from memory`);
  const reference = await started(
    { kind: "reference", route: ROUTE, body: seeded.body },
    "reference",
  );
  const echoed = await call(reference.url, "GET", ROUTE, seeded.token);
  if (echoed.text !== seeded.body) throw new Error("the reference does not answer the same JSON");
  targets.push(await measure("reference", reference.url, seeded.token, payloadBytes));
  await stopped(reference);

  targets.push(await measure("pglite", pglite.url, seeded.token, payloadBytes));
  await stopped(pglite);

  let postgresVersion: string | null = null;
  if ("reason" in postgres) {
    log(`postgres: skipped, ${postgres.reason}`);
    targets.push({
      id: "postgres",
      label: LABELS.postgres,
      status: "skipped",
      reason: postgres.reason,
    });
  } else {
    postgresVersion = postgres.version;
    const url = await createDatabase(postgres.url);
    log(`postgres: starting the app, creating ${STORES} stores through the API`);
    const server = await started({ kind: "app", database: { kind: "postgres", url } }, "postgres");
    const { token, body } = await seed(server.url);
    // Ids and timestamps differ between databases, but every field has the same width.
    if (Buffer.byteLength(body) !== payloadBytes) {
      throw new Error(
        `PostgreSQL answers ${Buffer.byteLength(body)} bytes, PGlite ${payloadBytes}`,
      );
    }
    targets.push(await measure("postgres", server.url, token, payloadBytes));
    await stopped(server);
  }
  return {
    title: `GET ${ROUTE}, ${STORES} stores`,
    data: {
      route: ROUTE,
      stores: STORES,
      payloadBytes,
      postgresVersion,
      settings: {
        warmupSeconds: WARMUP_SECONDS,
        seconds: SECONDS,
        latencyConnections: LATENCY_CONNECTIONS,
        throughputConnections: THROUGHPUT_CONNECTIONS,
      },
      targets,
    },
    markdown: (machine) => render(targets, machine, { payloadBytes, postgresVersion }),
  };
}

runBench(NAME, log, measureAll);
