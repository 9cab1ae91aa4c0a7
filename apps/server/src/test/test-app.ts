import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app.js";
import type { Config } from "../config.js";
import { openDatabase, type Database } from "../db/client.js";
import { users } from "../db/schema.js";

/**
 * A new, empty PostgreSQL database next to the one `adminUrl` names: its URL, and `drop()`,
 * which removes it even while connections to it are open.
 */
export async function createScratchDatabase(adminUrl: string, prefix = "sw_test") {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * The files of a migrated, empty PGlite database, made once per test worker: a new PGlite
 * starting from them skips creating the cluster and migrating (about 2 s each time).
 */
let pgliteTemplate: Promise<Blob> | null = null;

function migratedPglite(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const first = await openDatabase({ kind: "pglite", dataDir: null });
    try {
      return await first.dumpDataDir!();
    } finally {
      await first.close();
    }
  })();
  return pgliteTemplate;
}

/**
 * A fresh database for one test file: in-memory PGlite (started from the worker's migrated
 * copy; it still runs the migrator, which finds nothing to do), or (TEST_DB=postgres) a new
 * database on the server named by DATABASE_URL, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== "postgres")
    return openDatabase({ kind: "pglite", dataDir: null, loadDataDir: await migratedPglite() });
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs DATABASE_URL");
  const scratch = await createScratchDatabase(adminUrl);
  const database = await openDatabase({ kind: "postgres", url: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** Inserts the user that owns the stores of a repository-level test ("Owner"); answers its id. */
export async function insertOwner(database: Database): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ name: "Owner", email: "owner@example.com", passwordHash: "x" })
    .returning();
  return user!.id;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: "/nonexistent",
    databaseUrl: null,
    jwtSecret: "test-secret-that-is-long-enough-for-hs256-0123456789",
    publicUrl: "http://localhost:3000",
    authRateLimit: 1000,
    logLevel: "silent",
    webDist: null,
    sitesDomain: "localhost",
    // Domain checks never reach the machine's resolver: a loopback port nothing answers on
    // fails them at once; tests of the checks start a loopback DNS server (loopback/dns-server.ts).
    dnsServers: ["127.0.0.1:9"],
    formsRateLimit: 1000,
    // Sites render in the test's own thread: a worker thread loading the sources through tsx
    // would cost each test file seconds. The tests of the render threads ask for them.
    renderThreads: 0,
    ...overrides,
  };
}

/** The bearer header of a user or an API key. */
export type Auth = { authorization: string };

/** A user registered by `signUp`: their session token, id, bearer header and email. */
export interface TestUser {
  token: string;
  userId: string;
  auth: Auth;
  email: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Registers a user and answers their token, id, bearer header and email. */
  signUp(name?: string): Promise<TestUser>;
  /** Sends a request as `auth` (none: anonymous), with `payload` as its body when given. */
  call(
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    auth?: Auth,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let counter = 0;

/** Registers a new user on `app` (any built app) and answers their token, id, header and email. */
export async function signUpOn(app: FastifyInstance, name = "Test User"): Promise<TestUser> {
  counter += 1;
  const email = `user${counter}-${randomBytes(3).toString("hex")}@example.com`;
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { name, email, password: "secret123" },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const { token, user } = response.json().data as { token: string; user: { _id: string } };
  return { token, userId: user._id, auth: { authorization: `Bearer ${token}` }, email };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), database });
  await app.ready();
  return {
    app,
    database,
    signUp: (name = "Test User") => signUpOn(app, name),
    call: (method, url, auth, payload) => app.inject({ method, url, headers: auth ?? {}, payload }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A test app with a data folder of its own (deploys, uploads): `dataDir`. */
export interface TestAppOnDisk extends TestApp {
  dataDir: string;
}

/**
 * A test app whose data folder is a new scratch folder in the OS temp folder, named from
 * `prefix`; `close` removes the folder after closing the app.
 */
export async function createTestAppOnDisk(
  prefix: string,
  overrides: Partial<Config> = {},
): Promise<TestAppOnDisk> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const t = await createTestApp({ dataDir, ...overrides });
  return {
    ...t,
    dataDir,
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
