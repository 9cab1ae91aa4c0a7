import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The real `shopwright` bin (built to dist/, run as a child process) against a real
// server (apps/server from source, in a child process on a fresh PGlite directory).

const root = resolve(fileURLToPath(import.meta.url), "../../../..");
const bin = join(root, "packages/cli/bin/shopwright.js");

let server: ChildProcess;
let serverLog = "";
let port: number;
let serverUrl: string;
let scratch: string;
/** A logged-in config (SHOPWRIGHT_CONFIG) with the key of the test's user. */
let config: string;
let apiKey: string;
let sessionToken: string;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

// Not passed on to children: npm's own variables, a login of the person running the tests,
// and the suite's PostgreSQL settings: the server under test keeps its data in its own
// DATA_DIR, never in the database the suite makes its test databases from.
const NOT_PASSED_ON = /^(npm_|SHOPWRIGHT_|INIT_CWD$|NODE_OPTIONS$|VITEST|DATABASE_URL$|TEST_DB$)/i;

/** The environment of a child: no npm or Shopwright variables of the test runner leak in. */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!NOT_PASSED_ON.test(name)) env[name] = value;
  }
  // npx must find the workspace's bin; offline, it fails rather than fetch a namesake.
  return {
    ...env,
    NO_COLOR: "1",
    // A developer's .env in the repository must not reach the server under test.
    ENV_FILE: "none",
    npm_config_offline: "true",
    npm_config_update_notifier: "false",
    ...extra,
  };
}

function runProcess(
  file: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; input?: string } = {},
): Promise<Run> {
  return new Promise((done) => {
    const child = execFile(
      file,
      args,
      { cwd: options.cwd ?? scratch, env: childEnv(options.env), timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        done({ code, stdout, stderr });
      },
    );
    child.stdin?.end(options.input ?? "");
  });
}

/** `shopwright …` through the bin npm links, logged in unless `env` says otherwise. */
function cli(
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; input?: string } = {},
) {
  return runProcess(process.execPath, [bin, ...args], {
    ...options,
    env: { SHOPWRIGHT_CONFIG: config, ...options.env },
  });
}

const json = <T = Record<string, unknown>>(run: Run): T => JSON.parse(run.stdout) as T;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => done(free));
    });
  });
}

async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  token = sessionToken,
): Promise<T> {
  const response = await fetch(`${serverUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${payload.message}`);
  return payload.data;
}

/** GET a published site the way a browser would reach {slug}.localhost:{port}. */
function visitSite(siteUrl: string, path = "/"): Promise<{ status: number; body: string }> {
  const { host } = new URL(siteUrl);
  return new Promise((done, fail) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => done({ status: response.statusCode ?? 0, body }));
    });
    req.on("error", fail);
    req.end();
  });
}

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped:\n${serverLog}`);
    const isUp = await fetch(`${serverUrl}/api/auth/me`).then(
      () => true,
      () => false,
    );
    if (isUp) return;
    await new Promise((wait) => setTimeout(wait, 300));
  }
  throw new Error(`the server did not start:\n${serverLog}`);
}

beforeAll(async () => {
  // The bin runs dist/: build it (and the SDK it uses) as `npm run build` would.
  await new Promise<void>((done, fail) =>
    execFile(
      process.execPath,
      [join(root, "node_modules/typescript/bin/tsc"), "-b", "packages/cli"],
      { cwd: root },
      (error, stdout) => (error ? fail(new Error(`tsc -b failed:\n${stdout}`)) : done()),
    ),
  );
  // Under the repository (not a workspace package), as a checkout's `my-store` would be.
  await mkdir(join(root, ".scratch"), { recursive: true });
  scratch = await mkdtemp(join(root, ".scratch", "cli-test-"));
  config = join(scratch, "config", "config.json");
  port = await freePort();
  serverUrl = `http://127.0.0.1:${port}`;
  // The built server when there is one (`npm test` builds first; it starts in a fraction of
  // the time), else the sources through tsx's loader.
  const builtServer = join(root, "apps/server/dist/main.js");
  server = spawn(
    process.execPath,
    existsSync(builtServer)
      ? [builtServer]
      : [
          "--import",
          "tsx",
          "--conditions=@shopwright/source",
          join(root, "apps/server/src/main.ts"),
        ],
    {
      cwd: root,
      env: childEnv({
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: join(scratch, "data"),
        WEB_DIST: "/nonexistent",
        JWT_SECRET: randomBytes(32).toString("hex"),
        AUTH_RATE_LIMIT: "1000",
        LOG_LEVEL: "warn",
        // Publishing renders in the server's own thread: a render thread started from the
        // sources loads them through tsx, seconds a thread, and threads are not this test's subject.
        RENDER_THREADS: "0",
        TSX_TSCONFIG_PATH: join(root, "tsconfig.dev.json"),
      }),
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  server.stdout?.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
  await waitForServer();

  const { token } = await api<{ token: string }>("POST", "/auth/register", {
    name: "Olive Owner",
    email: `olive-${randomBytes(3).toString("hex")}@example.com`,
    password: "secret123",
  });
  sessionToken = token;
  const { team } = await api<{ team: { _id: string } }>("POST", "/teams", { name: "Olive Co" });
  ({ key: apiKey } = await api<{ key: string }>("POST", `/teams/${team._id}/api-keys`, {
    name: "CLI tests",
  }));
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((done) => server.once("exit", done));
    server.kill("SIGTERM");
    await stopped;
  }
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("login and logout", () => {
  it("checks the key with the server and saves it readable by the user alone", async () => {
    const run = await cli(["login", "--key", apiKey, "--url", `${serverUrl}/`, "--json"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(json(run)).toMatchObject({
      url: serverUrl,
      user: { name: "Olive Owner" },
      organization: { name: "Olive Co" },
      configPath: config,
    });
    expect((await stat(config)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(config, "utf8"))).toMatchObject({
      url: serverUrl,
      token: apiKey,
    });
  });

  it("takes the key from SHOPWRIGHT_TOKEN or standard input, and logs out", async () => {
    const other = join(scratch, "other-config.json");
    const fromEnv = await cli(["login", "--url", serverUrl], {
      env: { SHOPWRIGHT_CONFIG: other, SHOPWRIGHT_TOKEN: apiKey },
    });
    expect(fromEnv.code).toBe(0);
    expect(fromEnv.stdout).toContain("Logged in to");
    const piped = await cli(["login", "--url", serverUrl], {
      env: { SHOPWRIGHT_CONFIG: other },
      input: `${apiKey}\n`,
    });
    expect(piped.code).toBe(0);
    const out = await cli(["logout", "--json"], { env: { SHOPWRIGHT_CONFIG: other } });
    expect(json(out)).toEqual({ loggedOut: true, configPath: other });
    await expect(stat(other)).rejects.toThrow();
  });

  it("refuses a bad key with the server's message and code, exit 1, and saves nothing", async () => {
    const other = join(scratch, "bad-config.json");
    const run = await cli(["login", "--key", "sw_live_not-a-real-key", "--url", serverUrl], {
      env: { SHOPWRIGHT_CONFIG: other },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Error: .*revoked.* \(unauthorized\)$/m);
    await expect(stat(other)).rejects.toThrow();

    const asJson = await cli(["stores", "list", "--json"], {
      env: { SHOPWRIGHT_TOKEN: "sw_live_not-a-real-key", SHOPWRIGHT_URL: serverUrl },
    });
    expect(asJson.code).toBe(1);
    expect(asJson.stdout).toBe("");
    expect(JSON.parse(asJson.stderr)).toMatchObject({
      error: { code: "unauthorized", status: 401 },
    });
  });

  it("says to log in when there is no login", async () => {
    const run = await cli(["stores", "list"], {
      env: { SHOPWRIGHT_CONFIG: join(scratch, "missing.json") },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Not logged in — run `shopwright login`");
  });

  it("names the address it could not reach", async () => {
    const closed = await freePort();
    const run = await cli(["stores", "list"], {
      env: { SHOPWRIGHT_TOKEN: apiKey, SHOPWRIGHT_URL: `http://127.0.0.1:${closed}` },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `Cannot reach the Shopwright server at http://127.0.0.1:${closed} (connection refused)`,
    );
  });
});

describe("usage", () => {
  it.each([
    ["an unknown command", ["deploy"], /unknown command 'deploy'/],
    ["a missing argument", ["products", "import"], /missing required argument 'file'/],
    [
      "a bad option value",
      ["products", "export", "--format", "excel"],
      /argument 'excel' is invalid/,
    ],
    ["an unknown option", ["stores", "list", "--colour"], /unknown option '--colour'/],
  ])("answers %s with exit code 2", async (_, args, message) => {
    const run = await cli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it("documents the exit codes in --help, which exits 0", async () => {
    const run = await cli(["--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Exit codes:");
    expect(run.stdout).toMatch(/2 {2}bad usage/);
  });
});

describe("stores, products and publish", () => {
  let storeId: string;

  it("creates a store and lists it", async () => {
    const created = await cli(["stores", "create", "Bean There", "--theme", "roastery", "--json"]);
    expect(created.code).toBe(0);
    const { store } = json<{ store: { id: string; storeName: string; domain: string } }>(created);
    expect(store).toMatchObject({ storeName: "Bean There", domain: "bean-there.example.com" });
    storeId = store.id;

    const listed = await cli(["stores", "list", "--json"]);
    expect(json<{ stores: { id: string }[] }>(listed).stores.map((s) => s.id)).toContain(storeId);
    const table = await cli(["stores", "list"]);
    expect(table.stdout).toMatch(/^ID +NAME +DOMAIN +CREATED$/m);
    expect(table.stdout).toContain(`${storeId}  Bean There`);
  });

  it("refuses an unknown starter theme, listing the known ones", async () => {
    const run = await cli(["stores", "create", "Nope", "--theme", "pastel"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('There is no starter theme "pastel"');
    expect(run.stderr).toContain("roastery");
  });

  it("shows a dry run's counts and row errors, changes nothing, and exits 1 for failed rows", async () => {
    const file = join(scratch, "beans.csv");
    await writeFile(
      file,
      [
        "handle,name,description,price,stock,status,images",
        'ethiopia-guji,Ethiopia Guji,"Floral, bright",18.00,12,published,',
        "kenya-aa,Kenya AA,Blackcurrant,17.50,8,published,",
        "bad-price,Bad price,,abc,1,draft,",
      ].join("\n"),
    );
    const dry = await cli(["products", "import", file, "--store", storeId, "--dry-run", "--json"]);
    expect(dry.code).toBe(1);
    expect(json(dry)).toMatchObject({
      isDryRun: true,
      format: "native",
      created: 2,
      failed: 1,
      errors: [{ row: 4, handle: "bad-price", message: "Valid price is required" }],
    });
    const human = await cli(["products", "import", file, "--store", storeId, "--dry-run"]);
    expect(human.stdout).toContain("Dry run of");
    expect(human.stdout).toContain("2 created, 0 updated, 0 unchanged, 1 failed");
    expect(human.stdout).toContain("row 4 (bad-price): Valid price is required");
    expect(human.stderr).toContain("1 row could not be imported");
    expect((await api<{ total: number }>("GET", `/products/${storeId}`)).total).toBe(0);
  });

  it("imports a file, and an unchanged file again changes nothing", async () => {
    const file = join(scratch, "good.csv");
    await writeFile(
      file,
      "handle,name,price,stock,status\nethiopia-guji,Ethiopia Guji,18,12,published\nkenya-aa,Kenya AA,17.5,8,published\n",
    );
    const first = await cli([
      "products",
      "import",
      file,
      "--store",
      storeId,
      "--format",
      "native",
      "--json",
    ]);
    expect(first.code).toBe(0);
    expect(json(first)).toMatchObject({ isDryRun: false, created: 2, failed: 0 });
    const again = await cli(["products", "import", file, "--store", storeId, "--json"]);
    expect(json(again)).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it("exports to a file, to stdout, and the export imports back unchanged", async () => {
    const target = join(scratch, "export.csv");
    const run = await cli(["products", "export", "--store", storeId, "-o", target, "--json"]);
    expect(run.code).toBe(0);
    expect(json(run)).toMatchObject({ file: target, rows: 2, format: "native" });
    const text = await readFile(target, "utf8");
    expect(text.startsWith("\uFEFFhandle,name,description,price,stock,status,images")).toBe(true);
    expect(text).toContain("kenya-aa,Kenya AA,,17.50,8,published,");

    const shopify = await cli([
      "products",
      "export",
      "--store",
      storeId,
      "--format",
      "shopify",
      "-o",
      "-",
    ]);
    expect(shopify.code).toBe(0);
    expect(shopify.stdout).toContain("Handle,Title,Body (HTML)");
    expect(shopify.stdout).toContain("ethiopia-guji,Ethiopia Guji");

    const back = await cli(["products", "import", target, "--store", storeId, "--json"]);
    expect(json(back)).toMatchObject({ unchanged: 2, created: 0, updated: 0 });

    const named = await cli(["products", "export", "--store", storeId]);
    expect(named.stdout).toContain("Exported 2 rows (native");
    expect(await readFile(join(scratch, "bean-there-products-native.csv"), "utf8")).toBe(text);
  });

  it("publishes the store and prints the address of a site that answers", async () => {
    const run = await cli(["publish", "--store", storeId, "--json"]);
    expect(run.code).toBe(0);
    const result = json<{ url: string; isNew: boolean }>(run);
    expect(result).toMatchObject({ url: `http://bean-there.localhost:${port}`, isNew: true });
    const site = await visitSite(result.url);
    expect(site.status).toBe(200);
    expect(site.body).toContain("Bean There");

    const human = await cli(["publish", "--store", storeId]);
    expect(human.stdout).toContain(`http://bean-there.localhost:${port}`);
  });

  it("lists and shows the orders a headless checkout placed", async () => {
    const empty = await cli(["orders", "list", "--store", storeId]);
    expect(empty.stdout).toContain("No orders yet.");
    const { products } = await api<{ products: { _id: string; name: string; stock: number }[] }>(
      "GET",
      `/products/${storeId}`,
    );
    const guji = products.find((p) => p.name === "Ethiopia Guji")!;
    const { cart } = await api<{ cart: { id: string } }>("POST", "/sites/bean-there/carts", {});
    await api("POST", `/sites/bean-there/carts/${cart.id}/items`, {
      productId: guji._id,
      quantity: 2,
    });
    await api("POST", `/sites/bean-there/carts/${cart.id}/checkout`, {
      email: "ada@example.com",
      name: "Ada Lovelace",
      line1: "12 Analytical Row",
      city: "London",
      postalCode: "N1 7AA",
      country: "GB",
      paymentMethod: "manual",
    });

    const table = await cli(["orders", "list", "--store", storeId]);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^ORDER +DATE +CUSTOMER +STATUS +PAYMENT +ITEMS +TOTAL$/m);
    expect(table.stdout).toMatch(/#1001 .*Ada Lovelace +Pending payment +Unpaid +2 +\$36\.00/);
    const listed = json<{ total: number }>(
      await cli(["orders", "list", "--store", storeId, "--json"]),
    );
    expect(listed.total).toBe(1);

    const shown = await cli(["orders", "show", "#1001", "--store", storeId]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain("Order #1001");
    expect(shown.stdout).toContain("Ethiopia Guji");
    expect(shown.stdout).toContain("Order placed by Ada Lovelace");
    const missing = await cli(["orders", "show", "1999", "--store", storeId]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No order #1999");
    const badStatus = await cli(["orders", "list", "--store", storeId, "--status", "shipped"]);
    expect(badStatus.code).toBe(2);
  });

  it("explains a store that has nothing to publish yet", async () => {
    const { store } = json<{ store: { id: string } }>(
      await cli(["stores", "create", "Blank", "--json"]),
    );
    const run = await cli(["publish", "--store", store.id]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("design first, then try publishing again. (layout_not_found)");
    expect(run.stderr).toContain("--theme roastery");
  });
});

describe("init", () => {
  it("runs the landing page's example as printed", async () => {
    // apps/web/src/features/landing/landing.content.ts CLI_SNIPPET, line by line.
    const initRun = await runProcess("sh", ["-c", "npx shopwright init my-store"], {
      env: { SHOPWRIGHT_CONFIG: config },
    });
    expect(initRun.stderr).not.toMatch(/Error/);
    expect(initRun.code).toBe(0);
    const project = JSON.parse(await readFile(join(scratch, "my-store/shopwright.json"), "utf8"));
    expect(project).toMatchObject({
      storeName: "My Store",
      theme: "roastery",
      products: "products.csv",
    });
    expect(project.storeId).toEqual(expect.any(String));
    await expect(stat(join(scratch, "my-store/package.json"))).rejects.toThrow();

    const publishRun = await runProcess("sh", ["-c", "cd my-store && npx shopwright publish"], {
      env: { SHOPWRIGHT_CONFIG: config },
    });
    expect(publishRun.code).toBe(0);
    expect(publishRun.stderr).toContain("4 created");
    const url = /https?:\/\/\S+/.exec(publishRun.stdout)?.[0];
    expect(url).toBe(`http://my-store.localhost:${port}`);
    const site = await visitSite(url!);
    expect(site.status).toBe(200);
    expect(site.body).toContain("My Store");
    const catalogue = await api<{ products: { name: string; status: string }[] }>(
      "GET",
      `/products/${project.storeId}`,
    );
    expect(catalogue.products.map((p) => p.name).sort()).toEqual([
      "Colombia Huila",
      "Decaf Peru",
      "Ethiopia Guji",
      "House Espresso",
    ]);
  });

  it("scaffolds without a login and creates the store at the first publish", async () => {
    const offline = { SHOPWRIGHT_CONFIG: join(scratch, "nobody.json") };
    const initRun = await cli(["init", "corner-shop"], { env: offline });
    expect(initRun.code).toBe(0);
    expect(initRun.stdout).toContain("Not logged in");
    const dir = join(scratch, "corner-shop");
    expect(JSON.parse(await readFile(join(dir, "shopwright.json"), "utf8"))).toMatchObject({
      storeId: null,
      storeName: "Corner Shop",
    });
    expect(await readFile(join(dir, "README.md"), "utf8")).toContain("npx shopwright publish");

    const refused = await cli(["publish"], { cwd: dir, env: offline });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Not logged in");

    const run = await cli(["publish", "--no-products", "--json"], {
      cwd: dir,
      env: { ...offline, SHOPWRIGHT_TOKEN: apiKey, SHOPWRIGHT_URL: serverUrl },
    });
    expect(run.code).toBe(0);
    const result = json<{ storeId: string; url: string; import: unknown }>(run);
    expect(result.import).toBeNull();
    expect(JSON.parse(await readFile(join(dir, "shopwright.json"), "utf8")).storeId).toBe(
      result.storeId,
    );
    expect((await visitSite(result.url)).status).toBe(200);

    const again = await cli(["init", "corner-shop"], { env: offline });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already exists");
  });
});
