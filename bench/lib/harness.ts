import { randomBytes } from "node:crypto";
import pg from "pg";
import { startChildServer, type ChildServer } from "./child-server.js";

/**
 * What every benchmark's main needs around the measuring: a log line format, cleanups that run
 * on the way out (also on Ctrl-C, so no server or database is left behind), servers in child
 * processes, calls to the API, and a fresh PostgreSQL database.
 */
export function logger(name: string): (message: string) => void {
  return (message) => console.error(`[${name}] ${message}`);
}

const cleanups: Array<() => Promise<void>> = [];
let log: (message: string) => void = (message) => console.error(message);

/** Runs every registered cleanup, newest first. */
export async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup().catch((error: unknown) => log(`cleanup failed: ${String(error)}`));
  }
}

/** Cleans up on SIGINT and SIGTERM; `logTo` receives cleanup failures. */
export function cleanUpOnSignals(logTo: (message: string) => void): void {
  log = logTo;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
}

/** Starts a server in a child process; it is stopped at cleanup unless stopped before. */
export async function startServer(
  entry: string,
  label: string,
  payload: unknown,
): Promise<ChildServer> {
  const server = await startChildServer(entry, [label], payload);
  cleanups.push(server.stop);
  return server;
}

export async function stopServer(server: ChildServer): Promise<void> {
  const index = cleanups.findIndex((c) => c === server.stop);
  if (index >= 0) cleanups.splice(index, 1);
  await server.stop();
}

/** One API call; answers the body's text and its `data`, and throws on a non-2xx answer. */
export async function call<T>(
  base: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return { text, data: (JSON.parse(text) as { data: T }).data };
}

/** Registers a new user through the API; answers the bearer token. */
export async function register(base: string): Promise<string> {
  const email = `bench-${randomBytes(4).toString("hex")}@example.com`;
  const { data } = await call<{ token: string }>(base, "POST", "/api/auth/register", null, {
    name: "Bench User",
    email,
    password: "bench-password-123",
  });
  return data.token;
}

export const DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432/test";

/** The PostgreSQL server to use, or why there is none. */
export async function findPostgres(): Promise<
  { url: string; version: string } | { reason: string }
> {
  const explicit = process.env.DATABASE_URL;
  const url = explicit ?? DEFAULT_POSTGRES;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>(
      "select current_setting('server_version') as v",
    );
    return { url, version: rows[0]!.v };
  } catch (error) {
    // A server named on purpose must answer; the default one is only tried.
    if (explicit) throw new Error(`DATABASE_URL does not answer: ${String(error)}`);
    return { reason: `no DATABASE_URL, and ${DEFAULT_POSTGRES} did not answer (${String(error)})` };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates a fresh database next to the one in adminUrl; answers its URL. Dropped at cleanup. */
export async function createDatabase(adminUrl: string): Promise<string> {
  const name = `sw_bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
    log(`postgres: dropped database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  log(`postgres: created database ${name}`);
  return url.toString();
}
