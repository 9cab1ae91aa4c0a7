/**
 * GET /api/products/{storeId}, one page of a store's published products sorted by price, with
 * and without a search, and ranked by a misspelt search: latency p50/p99 at concurrency 1 and
 * throughput at concurrency 50 of the
 * real server on PGlite and on PostgreSQL, for a store of 1,000 and one of 100,000 products, as
 * ratios against a bare Fastify route that answers the same JSON from memory in the same run.
 *
 *   npx tsx --conditions=@shopwright/source bench/products-list.bench.ts
 *
 * Seeding tells the app's database how many rows were written, as every write of the app does:
 * PGlite, which has no autovacuum, then runs ANALYZE by itself. PostgreSQL is measured after
 * VACUUM ANALYZE, which autovacuum would run by itself within a minute of such a load.
 *
 * The route answers repeated requests from its list cache (one check of access and catalogue
 * version per request), so the HTTP numbers are those of a warm cache. What a cache miss costs
 * is measured apart: the list's SQL statement alone, run one at a time inside the server.
 *
 * Environment: DATABASE_URL as for every benchmark (bench/README.md); BENCH_SECONDS (here 5)
 * and BENCH_WARMUP_SECONDS (here 2) set the length of each measured run and of each warm-up:
 * 18 cases and 12 statements, so about six minutes in all.
 *
 * A benchmark reports numbers; it is not a test and passes or fails nothing.
 */
import { fileURLToPath } from "node:url";
import type { ChildServer } from "./lib/child-server.js";
import {
  contention,
  cpuSnapshot,
  databaseBackends,
  databaseCpuMs,
  pinToCpus,
  processCpuMs,
  waitUntilIdle,
} from "./lib/cpu.js";
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
import {
  BUSY,
  busyNote,
  machineInfo,
  markdownTable,
  ms,
  percent,
  ratio,
  type MachineInfo,
} from "./lib/result.js";
import { runBench, type Measured as BenchMeasured } from "./lib/run-bench.js";
import type {
  SeedRequest,
  ServerPayload,
  StatementRequest,
  StatementTimes,
} from "./products-list.server.js";

const NAME = "products-list";
/** Products in the small and in the large store; both stores are in the same database. */
const SIZES = [1_000, 100_000] as const;
/** A material in 1 in 40 product names: "walnut" matches 2,552 of 100,000 and 26 of 1,000. */
const SEARCH = "walnut";
/**
 * "rustic" misspelt: an adjective of 1 in 20 names and, apart, of 1 in 20 descriptions, so the
 * search reads the store's words for the typo and ranks two tiers (the name, then the
 * description), then by name.
 */
const RANKED = "rustc";
const QUERIES = {
  search: `?search=${SEARCH}&sortBy=price&sortDir=desc&status=published&limit=12`,
  plain: "?sortBy=price&sortDir=desc&status=published&limit=12",
  ranked: `?search=${RANKED}&status=published&limit=12`,
} as const;
const QUERY_TITLES: Record<QueryId, string> = {
  search: `search "${SEARCH}" + status + sort`,
  plain: "status + sort, no search",
  ranked: `ranked search "${RANKED}" (a typo) + status, best match first`,
};
const LATENCY_CONNECTIONS = 1;
const THROUGHPUT_CONNECTIONS = 50;
// Shorter than other benchmarks' 10 s and 3 s: there are 18 cases to measure.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/**
 * BENCH_PIN=1: the load generator (this process) runs on CPU 0 only, and the server measured
 * (with its PostgreSQL backends) on CPU 1 only, for every target alike, so each side has a
 * core of its own rather than the scheduler's share of two.
 */
const PIN = process.env.BENCH_PIN === "1";
const LOAD_CPU = "0";
const SERVER_CPU = "1";
/** Generous: at concurrency 50, a request waits behind 49 others on PGlite's one connection. */
const TIMEOUT_SECONDS = 60;
/** The targets: req/s ÷ reference at least this, and p50 at 100,000 ÷ p50 at 1,000. */
const THROUGHPUT_TARGETS: Partial<Record<TargetId, number>> = { postgres: 0.5, pglite: 0.25 };
const GROWTH_TARGET = 1.2;
const SERVER_ENTRY = fileURLToPath(new URL("./products-list.server.ts", import.meta.url));

type Size = (typeof SIZES)[number];
type QueryId = keyof typeof QUERIES;
type TargetId = "reference" | "pglite" | "postgres";

interface Case {
  size: Size;
  query: QueryId;
  /** `total` of the answer: the products matching, over all pages. */
  total: number;
  /** Bytes of the JSON body of one answer. */
  bodyBytes: number;
  /** Concurrency 1: the latency of one request at a time. */
  latency: LoadResult;
  /** Concurrency 50: throughput, and latency under that load. */
  throughput: LoadResult;
  /**
   * CPU time the server's process used per answer during the throughput run: Node and, on
   * PGlite, the database too; on PostgreSQL the database's own processes are not in it.
   */
  serverCpuMsPerRequest: number | null;
  /** The same for the backends of the benchmark's PostgreSQL database (PostgreSQL only). */
  databaseCpuMsPerRequest: number | null;
  /**
   * Over both measured runs: the share of all CPUs that other processes kept busy (the
   * backends of the benchmark's own PostgreSQL database count as its own), and the share the
   * hypervisor stole; null without /proc.
   */
  contention: { others: number; steal: number } | null;
}
interface Measured {
  id: TargetId;
  label: string;
  status: "ok";
  /** Milliseconds the database took to insert each store's products (not for the reference). */
  seedMs?: Partial<Record<Size, number>>;
  cases: Case[];
  /** What a cache miss runs: the list statement alone, per case (not for the reference). */
  statements?: Array<{ size: Size; query: QueryId } & StatementTimes>;
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

const caseKey = (size: Size, query: QueryId) => `${size}-${query}`;
const count = (n: number) => n.toLocaleString("en-US");

interface Seeded {
  token: string;
  storeIds: Record<Size, string>;
  seedMs: Record<Size, number>;
  /** The app's answer to each case: caseKey → JSON text. */
  bodies: Record<string, string>;
}

/**
 * Registers a user and creates one store per size through the API, then has the server insert
 * the products straight into its database (through HTTP, 100,000 products would take minutes).
 */
async function seed(server: ChildServer): Promise<Seeded> {
  const token = await register(server.url);
  const storeIds = {} as Record<Size, string>;
  const seedMs = {} as Record<Size, number>;
  for (const size of SIZES) {
    const { data } = await call<{ store: { id: string } }>(
      server.url,
      "POST",
      "/api/store",
      token,
      { storeName: `Bench Products ${size}`, domain: `bench-products-${size}.example.com` },
    );
    storeIds[size] = data.store.id;
    // Salts chosen so that even the small store has a full page of published matches.
    const request: SeedRequest = { storeId: data.store.id, count: size, salt: size * 1_000_000 };
    seedMs[size] = await server.command<number>("seed", request);
    log(`  ${count(size)} products inserted in ${(seedMs[size] / 1000).toFixed(1)} s`);
  }
  return { token, storeIds, seedMs, bodies: await answers(server.url, token, storeIds) };
}

async function answers(base: string, token: string, storeIds: Record<Size, string>) {
  const bodies: Record<string, string> = {};
  for (const size of SIZES) {
    for (const query of Object.keys(QUERIES) as QueryId[]) {
      const path = `/api/products/${storeIds[size]}${QUERIES[query]}`;
      const { text, data } = await call<{ products: unknown[] }>(base, "GET", path, token);
      if (data.products.length !== 12) throw new Error(`${path}: not a full page`);
      bodies[caseKey(size, query)] = text;
    }
  }
  return bodies;
}

const totalOf = (body: string) => (JSON.parse(body) as { data: { total: number } }).data.total;

/** A server being measured; `database`: the PostgreSQL database whose backends work for it. */
interface OnServer {
  id: TargetId;
  server: ChildServer;
  database?: string;
}

async function measureCase(
  { id, server, database }: OnServer,
  path: string,
  token: string,
  size: Size,
  query: QueryId,
  body: string,
): Promise<Case> {
  const url = `${server.url}${path}`;
  const headers = { authorization: `Bearer ${token}` };
  const load = async (connections: number, durationSeconds: number) => {
    const result = await runLoad({
      url,
      connections,
      durationSeconds,
      headers,
      timeoutSeconds: TIMEOUT_SECONDS,
    });
    // autocannon stops at the deadline, but the server still works off the requests then in
    // flight (on PGlite, one query at a time): the next run must not start behind that queue.
    await waitUntilIdle(server.pid, database);
    return result;
  };
  const what = `${id}, ${count(size)} products, ${query}`;
  log(
    `${what}: warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s at concurrency ` +
      `${LATENCY_CONNECTIONS} and ${SECONDS} s at ${THROUGHPUT_CONNECTIONS}`,
  );
  // After the warm-up, which opened the pool's connections, their backends are pinned too, and
  // again before the throughput run in case the pool replaced some (it closes idle ones).
  const pin = async () => {
    if (!PIN) return;
    await pinToCpus([process.pid], LOAD_CPU);
    const backends = database ? await databaseBackends(database) : [];
    await pinToCpus([server.pid, ...backends], SERVER_CPU);
  };
  await load(THROUGHPUT_CONNECTIONS, WARMUP_SECONDS);
  await pin();
  const ours = [process.pid, server.pid];
  const machineBefore = await cpuSnapshot(ours, database);
  const latency = await load(LATENCY_CONNECTIONS, SECONDS);
  await pin();
  const cpuBefore = await processCpuMs(server.pid);
  const machineBetween = database ? await cpuSnapshot(ours, database) : null;
  const throughput = await load(THROUGHPUT_CONNECTIONS, SECONDS);
  const cpuAfter = await processCpuMs(server.pid);
  const machineAfter = await cpuSnapshot(ours, database);
  const databaseMs = databaseCpuMs(machineBetween, machineAfter);
  // At concurrency 50 a slow target may answer nothing within the run (PGlite works one query
  // at a time, so 50 requests finish together): that is reported as 0 req/s. One request at a
  // time must get answers, or there is no latency to report.
  if (latency.requests === 0) {
    throw new Error(`${what}: not one answer in ${SECONDS} s; set a longer BENCH_SECONDS`);
  }
  return {
    size,
    query,
    total: totalOf(body),
    bodyBytes: Buffer.byteLength(body),
    latency,
    throughput,
    serverCpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || throughput.requests === 0
        ? null
        : (cpuAfter - cpuBefore) / throughput.requests,
    databaseCpuMsPerRequest:
      databaseMs === null || throughput.requests === 0 ? null : databaseMs / throughput.requests,
    contention: contention(machineBefore, machineAfter),
  };
}

/** Measures every case on an app: the list route of each store with each query. */
async function measureApp(
  on: OnServer,
  seeded: Pick<Seeded, "token" | "storeIds" | "bodies">,
): Promise<Case[]> {
  const cases: Case[] = [];
  for (const query of Object.keys(QUERIES) as QueryId[]) {
    for (const size of SIZES) {
      const path = `/api/products/${seeded.storeIds[size]}${QUERIES[query]}`;
      const body = seeded.bodies[caseKey(size, query)]!;
      cases.push(await measureCase(on, path, seeded.token, size, query, body));
    }
  }
  return cases;
}

/**
 * Times the list statement alone in the server, one run at a time, per store and query: what
 * each request would cost without the list cache (in the server: no HTTP, no access check).
 */
async function measureStatements(server: ChildServer, storeIds: Record<Size, string>) {
  const statements: NonNullable<Measured["statements"]> = [];
  for (const query of Object.keys(QUERIES) as QueryId[]) {
    for (const size of SIZES) {
      const request: StatementRequest = {
        storeId: storeIds[size],
        query: QUERIES[query],
        seconds: SECONDS,
      };
      log(`statement alone, ${count(size)} products, ${query}: ${SECONDS} s`);
      const times = await server.command<StatementTimes>("timeStatement", request);
      statements.push({ size, query, ...times });
    }
  }
  return statements;
}

/** The same products in both databases: every case must count the same total. */
function checkSameTotals(expected: Record<string, string>, got: Record<string, string>) {
  for (const [key, body] of Object.entries(expected)) {
    if (totalOf(body) !== totalOf(got[key]!)) {
      throw new Error(`${key}: total ${totalOf(got[key]!)}, expected ${totalOf(body)}`);
    }
  }
}

function render(targets: Target[], machine: MachineInfo, meta: { postgresVersion: string | null }) {
  const measured = targets.filter((t): t is Measured => t.status === "ok");
  const reference = measured.find((t) => t.id === "reference")!;
  const find = (t: Measured, size: Size, query: QueryId) =>
    t.cases.find((c) => c.size === size && c.query === query)!;

  const tables = (Object.keys(QUERIES) as QueryId[]).map((query) => {
    const rows: string[][] = [];
    for (const t of targets) {
      for (const size of SIZES) {
        if (t.status === "skipped") {
          rows.push([t.label, count(size), ...Array<string>(10).fill("–")]);
          continue;
        }
        const c = find(t, size, query);
        const ref = find(reference, size, query);
        const small = find(t, SIZES[0], query);
        rows.push([
          t.label,
          count(size),
          count(c.total),
          ms(c.latency.latencyMs.p50),
          ms(c.latency.latencyMs.p99),
          Math.round(c.throughput.requestsPerSecond).toString(),
          ms(c.throughput.latencyMs.p99),
          c.serverCpuMsPerRequest === null
            ? "–"
            : ms(c.serverCpuMsPerRequest) +
              (c.databaseCpuMsPerRequest === null ? "" : ` + ${ms(c.databaseCpuMsPerRequest)}`),
          ratio(c.latency.latencyMs.p50 / ref.latency.latencyMs.p50),
          ratio(c.latency.latencyMs.p99 / ref.latency.latencyMs.p99),
          ratio(c.throughput.requestsPerSecond / ref.throughput.requestsPerSecond),
          size === SIZES[0] ? "" : ratio(c.latency.latencyMs.p50 / small.latency.latencyMs.p50),
        ]);
      }
    }
    const example = find(reference, SIZES[1], query);
    return [
      `#### ${QUERY_TITLES[query]}: \`GET /api/products/{storeId}${QUERIES[query]}\``,
      "",
      `One page of 12 products, ${(example.bodyBytes / 1024).toFixed(1)} KiB of JSON.`,
      "",
      markdownTable(
        [
          "target",
          "products",
          "total",
          `p50 ms @${LATENCY_CONNECTIONS}`,
          `p99 ms @${LATENCY_CONNECTIONS}`,
          `req/s @${THROUGHPUT_CONNECTIONS}`,
          `p99 ms @${THROUGHPUT_CONNECTIONS}`,
          `CPU ms/req @${THROUGHPUT_CONNECTIONS}`,
          "p50 ÷ ref",
          "p99 ÷ ref",
          "req/s ÷ ref",
          `p50 ÷ p50 at ${count(SIZES[0])}`,
        ],
        rows,
      ),
    ].join("\n");
  });

  const verdicts: string[][] = [];
  for (const t of measured) {
    const least = THROUGHPUT_TARGETS[t.id];
    if (least === undefined) continue;
    for (const query of Object.keys(QUERIES) as QueryId[]) {
      const large = find(t, SIZES[1], query);
      const small = find(t, SIZES[0], query);
      const share =
        large.throughput.requestsPerSecond /
        find(reference, SIZES[1], query).throughput.requestsPerSecond;
      const growth = large.latency.latencyMs.p50 / small.latency.latencyMs.p50;
      verdicts.push([
        t.label,
        QUERY_TITLES[query],
        `${ratio(share)} (≥ ${least}×): ${share >= least ? "met" : "missed"}`,
        `${ratio(growth)} (≤ ${GROWTH_TARGET}×): ${growth <= GROWTH_TARGET ? "met" : "missed"}`,
      ]);
    }
  }

  const contended = measured.flatMap((t) =>
    t.cases
      .filter((c) => c.contention && Math.max(c.contention.others, c.contention.steal) > BUSY)
      .map(
        (c) =>
          `${t.id} ${count(c.size)} ${c.query} (others ${percent(c.contention!.others)}, ` +
          `stolen ${percent(c.contention!.steal)})`,
      ),
  );
  const known = measured.some((t) => t.cases.some((c) => c.contention));
  const contentionNote = !known
    ? ""
    : contended.length
      ? `**Warning:** other processes or the hypervisor took more than ${percent(BUSY)} of the ` +
        `CPUs while these cases were measured, so their numbers are skewed: ${contended.join("; ")}.\n`
      : `While every case was measured, other processes and the hypervisor took at most ` +
        `${percent(BUSY)} of the CPUs.\n`;

  const statementRows = measured.flatMap((t) =>
    (t.statements ?? []).map((st) => {
      const small = t.statements!.find((o) => o.size === SIZES[0] && o.query === st.query)!;
      return [
        t.label,
        QUERY_TITLES[st.query],
        count(st.size),
        ms(st.p50),
        ms(st.p99),
        st.size === SIZES[0] ? "" : ratio(st.p50 / small.p50),
      ];
    }),
  );

  const skipped = targets.filter((t): t is Skipped => t.status === "skipped");
  return [
    `### GET /api/products/{storeId}: stores of ${SIZES.map(count).join(" and ")} products`,
    "",
    `${machine.cores} cores (${machine.cpuModel}), Node ${machine.node}` +
      (meta.postgresVersion ? `, PostgreSQL ${meta.postgresVersion}` : "") +
      `. Each case: ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s at concurrency ` +
      `${LATENCY_CONNECTIONS} (p50, p99) and ${SECONDS} s at concurrency ${THROUGHPUT_CONNECTIONS} ` +
      `(req/s, p99 under load)` +
      (PIN
        ? `, with the load generator pinned to CPU ${LOAD_CPU} and the server (and its ` +
          `PostgreSQL backends) to CPU ${SERVER_CPU}`
        : "") +
      `. Ratios are target ÷ reference serving the same answer (latency: ` +
      `higher is slower; req/s: lower is slower), and p50 of the ${count(SIZES[1])}-product ` +
      `store ÷ p50 of the ${count(SIZES[0])}-product store on the same target. CPU: CPU time ` +
      `per answer at concurrency ${THROUGHPUT_CONNECTIONS} of the server's process (on PGlite ` +
      `the database's work is in it) + of the PostgreSQL backends serving it.`,
    "",
    busyNote(machine),
    contentionNote,
    tables.join("\n\n"),
    "",
    `#### Targets, for the ${count(SIZES[1])}-product store`,
    "",
    markdownTable(["target", "query", "req/s ÷ ref", `p50 ÷ p50 at ${count(SIZES[0])}`], verdicts),
    "",
    `#### What a cache miss costs: the list statement alone`,
    "",
    `Run in the server, one at a time for ${SECONDS} s per case, without HTTP or the access ` +
      `check: what every request would cost without the list cache.`,
    "",
    markdownTable(
      ["target", "query", "products", "p50 ms", "p99 ms", `p50 ÷ p50 at ${count(SIZES[0])}`],
      statementRows,
    ),
    ...skipped.map((t) => `\nSkipped ${t.id}: ${t.reason}`),
  ].join("\n");
}

async function measureAll(): Promise<BenchMeasured> {
  const targets: Target[] = [];
  // First, so that a DATABASE_URL that does not answer fails the run before anything is measured.
  const postgres = await findPostgres();

  log(`pglite: starting the app, inserting ${SIZES.map(count).join(" + ")} products`);
  const pglite = await started(
    { kind: "app", database: { kind: "pglite", dataDir: null } },
    "pglite",
  );
  const seeded = await seed(pglite);

  log("reference: serving the same answers from memory");
  const routes = Object.fromEntries(
    Object.entries(seeded.bodies).map(([key, body]) => [`/reference/${key}`, body]),
  );
  const reference = await started({ kind: "reference", bodies: routes }, "reference");
  const referenceCases: Case[] = [];
  for (const query of Object.keys(QUERIES) as QueryId[]) {
    for (const size of SIZES) {
      const key = caseKey(size, query);
      const echoed = await call(reference.url, "GET", `/reference/${key}`, null);
      if (echoed.text !== seeded.bodies[key]) throw new Error(`the reference changes ${key}`);
      const path = `/reference/${key}`;
      const body = seeded.bodies[key]!;
      referenceCases.push(
        await measureCase(
          { id: "reference", server: reference },
          path,
          seeded.token,
          size,
          query,
          body,
        ),
      );
    }
  }
  targets.push({ id: "reference", label: LABELS.reference, status: "ok", cases: referenceCases });
  await stopServer(reference);

  targets.push({
    id: "pglite",
    label: LABELS.pglite,
    status: "ok",
    seedMs: seeded.seedMs,
    cases: await measureApp({ id: "pglite", server: pglite }, seeded),
    statements: await measureStatements(pglite, seeded.storeIds),
  });
  await stopServer(pglite);

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
    log(`postgres: starting the app, inserting ${SIZES.map(count).join(" + ")} products`);
    const server = await started({ kind: "app", database: { kind: "postgres", url } }, "postgres");
    const onPostgres = await seed(server);
    // What autovacuum would do on its own within a minute or so of such a load.
    const took = await server.command<number>("vacuumAnalyze");
    log(`postgres: VACUUM ANALYZE took ${(took / 1000).toFixed(1)} s`);
    checkSameTotals(seeded.bodies, onPostgres.bodies);
    targets.push({
      id: "postgres",
      label: LABELS.postgres,
      status: "ok",
      seedMs: onPostgres.seedMs,
      cases: await measureApp(
        { id: "postgres", server, database: new URL(url).pathname.slice(1) },
        onPostgres,
      ),
      statements: await measureStatements(server, onPostgres.storeIds),
    });
    await stopServer(server);
  }
  return {
    title: `GET /api/products/{storeId}, stores of ${SIZES.map(count).join(" and ")} products`,
    data: {
      route: "/api/products/{storeId}",
      sizes: SIZES,
      queries: QUERIES,
      search: SEARCH,
      postgresVersion,
      settings: {
        pinned: PIN,
        warmupSeconds: WARMUP_SECONDS,
        seconds: SECONDS,
        latencyConnections: LATENCY_CONNECTIONS,
        throughputConnections: THROUGHPUT_CONNECTIONS,
      },
      targets,
    },
    markdown: (machine) => render(targets, machine, { postgresVersion }),
  };
}

// The machine is read before BENCH_PIN restricts this process to one CPU.
runBench(NAME, log, measureAll, machineInfo());
