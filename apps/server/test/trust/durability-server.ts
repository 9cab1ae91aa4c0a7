import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../src/test/free-port.js";
import { createScratchDatabase } from "../../src/test/test-app.js";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const builtMain = join(root, "apps/server/dist/main.js");

/**
 * How the server process starts: the built `dist/main.js` when there is one (as `npm start`
 * runs it, and faster to start), else the sources through tsx's loader in the same process.
 * Not the tsx command: it runs the server in a child of its own, which a SIGKILL of the
 * command leaves running (holding the data directory) and whose SIGTERM exit it reports as a
 * signal. DURABILITY_FROM_SOURCE=1 forces the sources, for a checkout whose build is stale.
 */
function serverCommand(): string[] {
  if (existsSync(builtMain) && process.env.DURABILITY_FROM_SOURCE !== "1") return [builtMain];
  return [
    "--import",
    "tsx",
    "--conditions=@shopwright/source",
    join(root, "apps/server/src/main.ts"),
  ];
}

/** The environment of a child: nothing of the test runner's database or npm settings. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(npm_|SHOPWRIGHT_|INIT_CWD$|NODE_OPTIONS$|VITEST|TEST_DB$|DATABASE_URL$)/i.test(name))
      env[name] = value;
  }
  // ENV_FILE=none: a developer's .env in the repository must not reach the servers under test.
  return { ...env, NO_COLOR: "1", ENV_FILE: "none", ...extra };
}

/** A running server process, or one that has exited. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/**
 * Where a server keeps its data: a temporary DATA_DIR, and on PostgreSQL a fresh database
 * (created and dropped as `test-app.ts` does) named by DATABASE_URL.
 */
export interface ServerHome {
  kind: "pglite" | "postgres";
  env: Record<string, string>;
  dataDir: string;
  remove(): Promise<void>;
}

/** How a home differs from the default one. */
export interface ServerHomeOptions {
  /**
   * Leave JWT_SECRET unset, so the servers use the secret generated into DATA_DIR/jwt-secret
   * (several servers on one DATA_DIR must end up with the same one).
   */
  isSecretGenerated?: boolean;
}

/** A home for one test's servers on the database the trust project runs against. */
export async function createServerHome(options: ServerHomeOptions = {}): Promise<ServerHome> {
  const dataDir = await mkdtemp(join(tmpdir(), "sw-durability-"));
  const base: Record<string, string> = {
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    WEB_DIST: "/nonexistent",
    ...(options.isSecretGenerated ? {} : { JWT_SECRET: randomBytes(32).toString("hex") }),
    AUTH_RATE_LIMIT: "100000",
    LOG_LEVEL: "warn",
  };
  if (process.env.TEST_DB !== "postgres") {
    return {
      kind: "pglite",
      env: base,
      dataDir,
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs DATABASE_URL");
  const scratch = await createScratchDatabase(adminUrl, "sw_durability");
  return {
    kind: "postgres",
    env: { ...base, DATABASE_URL: scratch.url },
    dataDir,
    async remove() {
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts `apps/server` as its own process on the home's data, with `env` added to the home's
 * environment; does not wait for it.
 */
export async function spawnServer(
  home: ServerHome,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, serverCommand(), {
    cwd: root,
    env: childEnv({
      ...home.env,
      ...env,
      PORT: String(port),
      TSX_TSCONFIG_PATH: join(root, "tsconfig.dev.json"),
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return { url: `http://127.0.0.1:${port}`, child, exited, output: () => log };
}

/**
 * Starts a server and waits until it answers HTTP; throws with its output when it exits or
 * does not answer within `timeoutMs`.
 */
export async function startServer(
  home: ServerHome,
  timeoutMs = 60_000,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const server = await spawnServer(home, env);
  let hasExited = false;
  void server.exited.then(() => (hasExited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`the server exited while starting:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/auth/me`);
      if (response.status === 401) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.child.kill("SIGKILL");
  throw new Error(`the server did not answer within ${timeoutMs} ms:\n${server.output()}`);
}

/** An HTTP answer: status and the envelope's data (or the error body). */
export interface Answer {
  status: number;
  body: { success: boolean; data?: unknown; code?: string; message?: string };
}

/** Calls the server's API with a bearer token; throws when the connection fails. */
export async function callApi(
  server: ServerProcess,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Answer["body"];
  try {
    parsed = JSON.parse(text) as Answer["body"];
  } catch {
    parsed = { success: false, message: text };
  }
  return { status: response.status, body: parsed };
}
