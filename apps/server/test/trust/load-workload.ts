import autocannon, { type Request, type Result } from "autocannon";
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { callApi, type Answer, type ServerProcess } from "./durability-server.js";

// docs/TRUST.md §7: the mixed workload of the load test. The world is seeded through the API
// like a real one; then one autocannon instance per route runs at once, each with its share of
// the connections, so latency is measured per route while every route loads the same server.

const PASSWORD = "load-test-password";
const PRODUCTS_PER_STORE = 200;
/** The AI connections cycle through these; together they keep a store's layout the same size. */
const PROMPTS = [
  "Landing page for coffee brand",
  "Make it dark",
  "Use a warm colour palette",
  "Change the headline to Fresh beans daily",
];

/** A store whose draft one editor-save connection owns, with the document it last read. */
export interface EditorStore {
  storeId: string;
  layout: { pages: { name: string; sections: { type: string; props?: object }[] }[] };
  theme: Record<string, unknown>;
  version: number;
}

/** One organization (a team) with its owner and what the workload reads and writes. */
export interface LoadOrg {
  email: string;
  token: string;
  teamId: string;
  /** Published, with its products: read on its site, listed, edited, loaded in the editor. */
  catalogue: { storeId: string; productIds: string[]; host: string; sitePaths: string[] };
  editorStores: EditorStore[];
  aiStores: string[];
}

export interface LoadWorld {
  orgs: LoadOrg[];
}

export const ROUTES = [
  "sign-in",
  "dashboard: me",
  "dashboard: stores",
  "dashboard: teams",
  "products: list",
  "products: edit",
  "editor: load",
  "editor: save",
  "AI prompt",
  "published page",
] as const;
export type RouteName = (typeof ROUTES)[number];

/** The HTTP route behind each name of the mix, for the report. */
export const ROUTE_PATHS: Record<RouteName, string> = {
  "sign-in": "POST /api/auth/login",
  "dashboard: me": "GET /api/auth/me",
  "dashboard: stores": "GET /api/store",
  "dashboard: teams": "GET /api/teams/my",
  "products: list": "GET /api/products/:storeId?page…",
  "products: edit": "PUT /api/products/:id",
  "editor: load": "GET /api/store/:id/editor",
  "editor: save": "POST /api/store/:id/editor-update",
  "AI prompt": "POST /api/store/:id/ai-prompt",
  "published page": "GET {slug}.localhost/…",
};

/** Connections per route. */
export type Mix = Record<RouteName, number>;

/**
 * The stated mixes. Reads outnumber writes as in an admin's day and a storefront's traffic;
 * sign-in is few connections because each costs an Argon2 hash (19 MiB, two passes).
 */
export const MIXES = {
  quick: {
    "sign-in": 1,
    "dashboard: me": 1,
    "dashboard: stores": 1,
    "dashboard: teams": 1,
    "products: list": 1,
    "products: edit": 1,
    "editor: load": 1,
    "editor: save": 1,
    "AI prompt": 1,
    "published page": 1,
  },
  full: {
    "sign-in": 6,
    "dashboard: me": 8,
    "dashboard: stores": 8,
    "dashboard: teams": 6,
    "products: list": 14,
    "products: edit": 8,
    "editor: load": 10,
    "editor: save": 8,
    "AI prompt": 6,
    "published page": 26,
  },
  soak: {
    "sign-in": 1,
    "dashboard: me": 2,
    "dashboard: stores": 2,
    "dashboard: teams": 2,
    "products: list": 4,
    "products: edit": 2,
    "editor: load": 2,
    "editor: save": 2,
    "AI prompt": 2,
    "published page": 6,
  },
} satisfies Record<string, Mix>;

export const connectionsOf = (mix: Mix) => ROUTES.reduce((sum, route) => sum + mix[route], 0);

async function must<T>(answer: Promise<Answer>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status < 200 || status > 299) {
    throw new Error(`${what} answered ${status}: ${JSON.stringify(body).slice(0, 500)}`);
  }
  return body.data as T;
}

/** 200 published products through the CSV import, the way a store owner brings a catalogue. */
async function importProducts(server: ServerProcess, token: string, storeId: string) {
  const rows = ["name,description,price,stock,status"];
  for (let n = 0; n < PRODUCTS_PER_STORE; n++) {
    const price = (8 + (n % 40) * 0.75).toFixed(2);
    rows.push(`Roast ${n + 1},Small-batch beans number ${n + 1},${price},${n * 3},published`);
  }
  const response = await fetch(`${server.url}/api/store/${storeId}/products/import`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
    body: rows.join("\n"),
  });
  const text = await response.text();
  if (!response.ok || !text.includes(`"created":${PRODUCTS_PER_STORE}`))
    throw new Error(`product import answered ${response.status}: ${text.slice(0, 500)}`);
}

async function createStore(server: ServerProcess, token: string, name: string) {
  const { store } = await must<{ store: { _id: string } }>(
    callApi(server, "POST", "/store", token, {
      storeName: name,
      domain: `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.example.com`,
    }),
    `creating store ${name}`,
  );
  await importProducts(server, token, store._id);
  return store._id;
}

const prompt = (server: ServerProcess, token: string, storeId: string, text: string) =>
  must(callApi(server, "POST", `/store/${storeId}/ai-prompt`, token, { prompt: text }), text);

async function editorDocument(server: ServerProcess, token: string, storeId: string) {
  const data = await must<{
    layout: EditorStore["layout"];
    store: { theme: Record<string, unknown>; version: number };
  }>(callApi(server, "GET", `/store/${storeId}/editor`, token), "loading the editor");
  return { layout: data.layout, theme: data.store.theme, version: data.store.version };
}

/** The site's pages: its four pages and the first product pages the shop page links to. */
async function sitePaths(server: ServerProcess, slug: string): Promise<string[]> {
  const response = await fetch(`${server.url}/sites/${slug}/shop`);
  const html = await response.text();
  if (!response.ok) throw new Error(`the published shop page answered ${response.status}`);
  const products = [...new Set([...html.matchAll(/href="(products\/[^"]+)"/g)].map((m) => m[1]))];
  if (products.length < 6) throw new Error(`the shop page links ${products.length} products`);
  return ["/", "/shop", "/about", "/contact", ...products.slice(0, 6).map((path) => `/${path}`)];
}

/** Seeds one organization: an owner, a team, a published catalogue and the stores to edit. */
async function seedOrganization(
  server: ServerProcess,
  n: number,
  stores: { editor: number; ai: number },
): Promise<LoadOrg> {
  const tag = `${Date.now().toString(36)}-${n}`;
  const email = `load-owner-${tag}@example.com`;
  const { token } = await must<{ token: string }>(
    callApi(server, "POST", "/auth/register", undefined, {
      name: `Owner ${n}`,
      email,
      password: PASSWORD,
    }),
    "registering",
  );
  const { team } = await must<{ team: { _id: string } }>(
    callApi(server, "POST", "/teams", token, { name: `Load Org ${n}` }),
    "creating a team",
  );
  const storeId = await createStore(server, token, `Load Roasters ${tag}`);
  await prompt(server, token, storeId, PROMPTS[0]!);
  const { url } = await must<{ url: string }>(
    callApi(server, "POST", `/store/${storeId}/publish`, token, {}),
    "publishing",
  );
  const host = new URL(url).hostname;
  const listed = await must<{ products: { _id: string }[] }>(
    callApi(server, "GET", `/products/${storeId}?limit=48&page=1`, token),
    "listing products",
  );

  const editorStores: EditorStore[] = [];
  for (let s = 0; s < stores.editor; s++) {
    const id = await createStore(server, token, `Load Editor ${tag}-${s}`);
    await prompt(server, token, id, PROMPTS[0]!);
    editorStores.push({ storeId: id, ...(await editorDocument(server, token, id)) });
  }
  const aiStores: string[] = [];
  for (let s = 0; s < stores.ai; s++)
    aiStores.push(await createStore(server, token, `Load AI ${tag}-${s}`));

  return {
    email,
    token,
    teamId: team._id,
    catalogue: {
      storeId,
      productIds: listed.products.map((product) => product._id),
      host,
      sitePaths: await sitePaths(server, host.split(".")[0]!),
    },
    editorStores,
    aiStores,
  };
}

/**
 * Seeds `organizations` organizations through the API, with as many editor and AI stores as
 * the largest of `mixes` has connections on those routes (one store per connection, spread
 * over the organizations), so no two connections ever save the same store.
 */
export async function seedLoadWorld(
  server: ServerProcess,
  organizations: number,
  mixes: Mix[],
): Promise<LoadWorld> {
  const editor = Math.max(...mixes.map((mix) => mix["editor: save"]));
  const ai = Math.max(...mixes.map((mix) => mix["AI prompt"]));
  const share = (total: number, n: number) =>
    Math.floor(total / organizations) + (n < total % organizations ? 1 : 0);
  const orgs = await Promise.all(
    Array.from({ length: organizations }, (_, n) =>
      seedOrganization(server, n, { editor: share(editor, n), ai: share(ai, n) }),
    ),
  );
  return { orgs };
}

/**
 * The versions editor saves must start from: a save in flight when an earlier run stopped
 * may have committed without its answer being read (runMix waits for such saves first).
 */
async function refreshVersions(server: ServerProcess, world: LoadWorld): Promise<void> {
  for (const org of world.orgs) {
    for (const store of org.editorStores) {
      store.version = (await editorDocument(server, org.token, store.storeId)).version;
    }
  }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const JSON_HEADERS = { "content-type": "application/json" };

/** What connection `n` of a route sends, in order, again and again. */
function connectionRequests(route: RouteName, world: LoadWorld, n: number): Request[] {
  const org = world.orgs[n % world.orgs.length]!;
  const auth = bearer(org.token);
  switch (route) {
    case "sign-in":
      return [
        {
          method: "POST",
          path: "/api/auth/login",
          headers: JSON_HEADERS,
          body: JSON.stringify({ email: org.email, password: PASSWORD }),
        },
      ];
    case "dashboard: me":
      return [{ method: "GET", path: "/api/auth/me", headers: auth }];
    case "dashboard: stores":
      return [{ method: "GET", path: "/api/store", headers: auth }];
    case "dashboard: teams":
      return [{ method: "GET", path: "/api/teams/my", headers: auth }];
    case "products: list": {
      const base = `/api/products/${org.catalogue.storeId}`;
      const first = 1 + (n % 5);
      return [
        `?page=${first}&limit=12`,
        `?page=${first + 1}&limit=12`,
        "?page=1&limit=24&sortBy=price&sortDir=desc",
        "?page=1&limit=12&search=Roast%201",
        "?page=3&limit=48&status=published&sortBy=createdAt",
      ].map((query) => ({ method: "GET", path: `${base}${query}`, headers: auth }));
    }
    case "products: edit": {
      // Each connection edits its own products (any overlap would be harmless: no version).
      const ids = org.catalogue.productIds;
      let edit = 0;
      return [
        {
          method: "PUT",
          headers: { ...auth, ...JSON_HEADERS },
          setupRequest: (request) => {
            edit += 1;
            const id = ids[(n * 7 + edit) % ids.length]!;
            const price = (5 + ((n * 31 + edit) % 400) * 0.25).toFixed(2);
            const body = JSON.stringify({ price: Number(price), stock: (n + edit) % 500 });
            return { ...request, path: `/api/products/${id}`, body };
          },
        },
      ];
    }
    case "editor: load":
      return [{ method: "GET", path: `/api/store/${org.catalogue.storeId}/editor`, headers: auth }];
    case "editor: save": {
      // Connection n owns store n and saves on the version its last save answered, as the
      // editor does, so a 409 here would be a lost version, not contention.
      const stores = world.orgs.flatMap((o) => o.editorStores.map((store) => ({ o, store })));
      const { o, store } = stores[n % stores.length]!;
      let edit = 0;
      return [
        {
          method: "POST",
          path: `/api/store/${store.storeId}/editor-update`,
          headers: { ...bearer(o.token), ...JSON_HEADERS },
          setupRequest: (request) => {
            edit += 1;
            const layout = structuredClone(store.layout);
            const hero = layout.pages[0]?.sections.find((section) => section.type === "hero");
            if (hero) hero.props = { ...hero.props, title: `Fresh beans, edit ${edit}` };
            const body = JSON.stringify({ layout, theme: store.theme, version: store.version });
            return { ...request, body };
          },
          onResponse: (status, body) => {
            if (status === 200)
              store.version = (JSON.parse(body) as { data: { version: number } }).data.version;
          },
        },
      ];
    }
    case "AI prompt": {
      const stores = world.orgs.flatMap((o) => o.aiStores.map((storeId) => ({ o, storeId })));
      const { o, storeId } = stores[n % stores.length]!;
      return PROMPTS.map((text) => ({
        method: "POST",
        path: `/api/store/${storeId}/ai-prompt`,
        headers: { ...bearer(o.token), ...JSON_HEADERS },
        body: JSON.stringify({ prompt: text }),
      }));
    }
    case "published page":
      return org.catalogue.sitePaths.map((path) => ({
        method: "GET",
        path,
        headers: { host: org.catalogue.host, "accept-encoding": "br, gzip" },
      }));
  }
}

/** The value at percentile p (0–100) of sorted samples, by nearest rank. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** What one route did in a run. */
export interface RouteResult {
  route: RouteName;
  connections: number;
  seconds: number;
  /** Answers 2xx or 3xx. */
  ok: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  /** Answers that were not 2xx/3xx, by status. */
  badStatuses: Record<number, number>;
  timeouts: number;
  /** Connection errors (refused, reset). */
  socketErrors: number;
  errors: number;
  /** The first bodies of bad answers, for the failure message. */
  samples: string[];
}

async function runRoute(
  url: string,
  world: LoadWorld,
  route: RouteName,
  connections: number,
  seconds: number,
): Promise<RouteResult> {
  let latencies = new Float64Array(1 << 14);
  let ok = 0;
  const badStatuses: Record<number, number> = {};
  const samples: string[] = [];
  let next = 0;
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        pipelining: 1,
        timeout: 10,
        // Replaced per connection below; autocannon needs one to start from.
        requests: [{ method: "GET", path: "/api/auth/me" }],
        setupClient: (client) =>
          client.setRequests(
            connectionRequests(route, world, next++).map((request) => ({
              ...request,
              onResponse: (status, body, context) => {
                request.onResponse?.(status, body, context);
                if ((status < 200 || status > 399) && samples.length < 5)
                  samples.push(
                    `${status} ${request.method} ${request.path ?? ""}: ${body.slice(0, 300)}`,
                  );
              },
            })),
          ),
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      if (status < 200 || status > 399) {
        badStatuses[status] = (badStatuses[status] ?? 0) + 1;
        return;
      }
      if (ok === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[ok++] = ms;
    });
  });
  const sorted = latencies.subarray(0, ok).sort();
  const bad = Object.values(badStatuses).reduce((sum, count) => sum + count, 0);
  return {
    route,
    connections,
    seconds: result.duration,
    ok,
    requestsPerSecond: ok / result.duration,
    latencyMs: {
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      max: sorted[ok - 1] ?? Number.NaN,
    },
    badStatuses,
    timeouts: result.timeouts,
    socketErrors: result.errors - result.timeouts,
    errors: bad + result.errors,
    samples,
  };
}

/** CPU time a process has used (user and system, all threads), in clock ticks. */
async function cpuTicks(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** Ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;
/** Busy less than this share of a core for a whole window: the server has nothing left to do. */
const IDLE_SHARE = 0.05;
const IDLE_WINDOW_MS = 1_000;
const IDLE_WAIT_LIMIT_MS = 120_000;

/**
 * Waits until the server has finished what an earlier run left it: autocannon stops by
 * closing its sockets, but the requests already sent still run, and an editor save among
 * them that commits after the next run read its versions would turn that run's saves into
 * 409s. Idle means two windows in a row with the process nearly off the CPU (the embedded
 * database runs in it; on PostgreSQL a request waits on queries that take milliseconds).
 */
async function untilIdle(pid: number): Promise<void> {
  const limit = Date.now() + IDLE_WAIT_LIMIT_MS;
  const idleTicks = IDLE_SHARE * TICKS_PER_SECOND * (IDLE_WINDOW_MS / 1000);
  let quiet = 0;
  let before = await cpuTicks(pid);
  while (quiet < 2) {
    if (Date.now() > limit) throw new Error(`the server stayed busy for ${IDLE_WAIT_LIMIT_MS} ms`);
    await sleep(IDLE_WINDOW_MS);
    const now = await cpuTicks(pid);
    quiet = now - before <= idleTicks ? quiet + 1 : 0;
    before = now;
  }
}

/**
 * Runs every route of the mix at once for `seconds`; answers each route's figures. It starts
 * once the server is idle, on the editor stores' versions as they then are.
 */
export async function runMix(
  server: ServerProcess,
  world: LoadWorld,
  mix: Mix,
  seconds: number,
): Promise<RouteResult[]> {
  const waited = Date.now();
  await untilIdle(await serverPid(server.child.pid!));
  console.info(`load: the server was idle after ${Date.now() - waited} ms`);
  await refreshVersions(server, world);
  return Promise.all(
    ROUTES.filter((route) => mix[route] > 0).map((route) =>
      runRoute(server.url, world, route, mix[route], seconds),
    ),
  );
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "–");

/** The figures as a markdown table, one row per route and a total. */
export function resultTable(results: RouteResult[]): string {
  const rows = results.map((r) => [
    r.route,
    ROUTE_PATHS[r.route],
    String(r.connections),
    r.ok.toLocaleString("en-US"),
    fixed(r.requestsPerSecond),
    fixed(r.latencyMs.p50),
    fixed(r.latencyMs.p90),
    fixed(r.latencyMs.p99),
    fixed(r.latencyMs.max),
    String(r.errors),
  ]);
  const ok = results.reduce((sum, r) => sum + r.ok, 0);
  const seconds = Math.max(...results.map((r) => r.seconds));
  rows.push([
    "total",
    "",
    String(results.reduce((sum, r) => sum + r.connections, 0)),
    ok.toLocaleString("en-US"),
    fixed(ok / seconds),
    "",
    "",
    "",
    "",
    String(results.reduce((sum, r) => sum + r.errors, 0)),
  ]);
  const head = [
    "route",
    "request",
    "conns",
    "2xx/3xx",
    "req/s",
    "p50 ms",
    "p90 ms",
    "p99 ms",
    "max ms",
    "errors",
  ];
  return [head, head.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");
}

/** Why routes failed: bad statuses, timeouts, socket errors and the first bodies. */
export function failures(results: RouteResult[]): string[] {
  return results
    .filter((r) => r.errors > 0)
    .map(
      (r) =>
        `${r.route}: ${JSON.stringify(r.badStatuses)} bad statuses, ${r.timeouts} timeouts, ` +
        `${r.socketErrors} socket errors; ${r.samples.join(" | ")}`,
    );
}

async function childrenOf(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const children: number[] = [];
  for (const task of tasks) {
    const list = await readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "");
    children.push(...list.split(/\s+/).filter(Boolean).map(Number));
  }
  return children;
}

/**
 * The process that serves: the spawned one, or when tsx runs the sources, the node process
 * it starts in turn (tsx's esbuild service is a child too, so the server is found by name).
 */
export async function serverPid(spawned: number): Promise<number> {
  const runsMain = async (pid: number) =>
    /apps\/server\/(src|dist)\/main\.(ts|js)/.test(
      await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => ""),
    );
  let pid = spawned;
  for (;;) {
    let next: number | undefined;
    for (const child of await childrenOf(pid)) if (await runsMain(child)) next = child;
    if (next === undefined) return pid;
    pid = next;
  }
}

/** One reading of a process: resident memory (VmRSS) and open file descriptors. */
export interface ProcessSample {
  atSeconds: number;
  rssMb: number;
  fds: number;
}

export async function sampleProcess(pid: number, atSeconds: number): Promise<ProcessSample> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  const fds = (await readdir(`/proc/${pid}/fd`)).length;
  return { atSeconds, rssMb: kb / 1024, fds };
}

/** Samples a process every `everyMs` until the answered stop is called. */
export function sampleEvery(pid: number, everyMs: number) {
  const samples: ProcessSample[] = [];
  const started = Date.now();
  const take = () =>
    sampleProcess(pid, (Date.now() - started) / 1000).then(
      (sample) => void samples.push(sample),
      () => undefined,
    );
  void take();
  const timer = setInterval(() => void take(), everyMs);
  return {
    samples,
    async stop() {
      clearInterval(timer);
      await take();
      return samples;
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  const mx = points.reduce((sum, p) => sum + p.x, 0) / n;
  const my = points.reduce((sum, p) => sum + p.y, 0) / n;
  const num = points.reduce((sum, p) => sum + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((sum, p) => sum + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

/** How memory moved over a soak; its windows are fractions of its length (2–4, 7–10 of 10 min). */
export interface MemoryVerdict {
  baselineMb: number;
  endMb: number;
  growthPct: number;
  /** Growth of the least-squares line over the samples after the warm-up, in % of the baseline. */
  trendPct: number;
  peakMb: number;
  fds: { baseline: number; end: number; peak: number };
}

export function memoryVerdict(samples: ProcessSample[], seconds: number): MemoryVerdict {
  const within = (from: number, to: number) =>
    samples.filter((s) => s.atSeconds >= from * seconds && s.atSeconds <= to * seconds);
  const baseline = within(0.2, 0.4);
  const end = within(0.7, 1);
  const afterWarmUp = within(0.2, 1);
  const baselineMb = median(baseline.map((s) => s.rssMb));
  const endMb = median(end.map((s) => s.rssMb));
  const perSecond = slope(afterWarmUp.map((s) => ({ x: s.atSeconds, y: s.rssMb })));
  return {
    baselineMb,
    endMb,
    growthPct: ((endMb - baselineMb) / baselineMb) * 100,
    trendPct: ((perSecond * 0.8 * seconds) / baselineMb) * 100,
    peakMb: Math.max(...samples.map((s) => s.rssMb)),
    fds: {
      baseline: median(baseline.map((s) => s.fds)),
      end: median(end.map((s) => s.fds)),
      peak: Math.max(...samples.map((s) => s.fds)),
    },
  };
}

/** Bytes under a directory (for the data directory's growth over a run). */
export async function directoryBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += await directoryBytes(path);
    else total += (await stat(path).catch(() => ({ size: 0 }))).size;
  }
  return total;
}
