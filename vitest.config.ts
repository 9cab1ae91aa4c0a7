import { availableParallelism } from "node:os";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

// Workspace sources are resolved through this export condition, so tests need no build.
const conditions = ["@shopwright/source"];
const resolve = { conditions };
const ssr = { resolve: { conditions, externalConditions: conditions } };
// Unit and route tests sit next to their code; the trust suite (docs/TRUST.md) tests the whole
// server from apps/server/test/trust, a project of its own: `npm run test:trust` runs it in full.
const serverTests = ["apps/server/src/**/*.test.ts"];
const trustTests = ["apps/server/test/trust/**/*.test.ts"];
// Every push runs the quick subset; TRUST_FULL=1 (set by `npm run test:trust`) the long runs.
const trustFull = process.env.TRUST_FULL === "1" ? "1" : "";

// The server suite runs in full on one database: PostgreSQL when DATABASE_URL is set (its test
// apps start several times faster than PGlite's), else PGlite. With PostgreSQL there, PGlite
// (the embedded database `npm start` and the browser journeys run on) reruns on every push the
// files where the two engines can differ: migrations and the database client, repositories,
// writes racing under row locks and limits, bulk and streamed writes, search, the outbox, the
// caches, sessions. ALL_DATABASES=1 (`npm run test:databases`) runs every file on both.
const allDatabases = process.env.ALL_DATABASES === "1" || process.env.TRUST_FULL === "1";
const engineSensitive = [
  "apps/server/src/db/**/*.test.ts",
  "apps/server/src/**/*.repository.test.ts",
  "apps/server/src/**/*.limits.routes.test.ts",
  "apps/server/src/modules/publishing/{publish-locks,incremental-publish}.test.ts",
  "apps/server/src/modules/stores/stores.{write-draft,purge-queue,deletion.routes}.test.ts",
  "apps/server/src/modules/store-purge/store-purge.test.ts",
  "apps/server/src/modules/products/products.{routes,search.routes,csv.routes}.test.ts",
  "apps/server/src/modules/commerce/{commerce,payments,checkout-totals}.routes.test.ts",
  "apps/server/src/modules/webhooks/webhooks.fairness.test.ts",
  "apps/server/src/modules/analytics/{analytics.routes,visits.recorder}.test.ts",
  "apps/server/src/modules/auth/session-versions.test.ts",
  "apps/server/src/modules/editor/editor.routes.test.ts",
  "apps/server/src/modules/teams/teams.routes.test.ts",
  "apps/server/src/modules/uploads/media.routes.test.ts",
];
const hasPostgres = Boolean(process.env.DATABASE_URL);

function serverProject(db: "pglite" | "postgres"): TestProjectInlineConfiguration {
  const inPart = db === "pglite" && hasPostgres && !allDatabases;
  return {
    resolve,
    ssr,
    test: {
      name: `server-${db}`,
      include: inPart ? engineSensitive : serverTests,
      environment: "node",
      env: { TEST_DB: db },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Every file builds its own app and database, so files need no fresh module graph each:
      // importing the server once per worker rather than once per file saves seconds a file.
      isolate: false,
    },
  };
}

// What these attack does not depend on the database: the escaping of published pages, HTTP
// headers, CSS refusals, upload decoding, the outbound guard, the route list, the rate-limit
// store (memory or Redis). On every push they run once: on PostgreSQL when DATABASE_URL is set
// (its test apps start several times faster than PGlite's, which migrate in WebAssembly), else
// on PGlite. Full runs (TRUST_FULL=1) run every file on both.
const trustOnOneDatabase = [
  "apps/server/test/trust/site-xss.test.ts",
  "apps/server/test/trust/headers.test.ts",
  "apps/server/test/trust/css-injection.test.ts",
  "apps/server/test/trust/uploads-hostile.test.ts",
  "apps/server/test/trust/image-import-ssrf.test.ts",
  "apps/server/test/trust/route-inventory.test.ts",
  "apps/server/test/trust/rate-limits.test.ts",
  // The quick fuzz (30 cases a route) too: PostgreSQL is the stricter store (it is where a NUL
  // character once gave a 500), and keeping CI under 20 minutes leaves no room for both; full
  // runs fuzz both databases with 1,000 cases a route.
  "apps/server/test/trust/fuzz.test.ts",
];
// The quick load run is a smoke test of the embedded database, whose turn-taking keeps a busy
// server accepting connections; full runs measure both databases.
const trustQuickOnPglite = ["apps/server/test/trust/load.test.ts"];

function trustExclusions(db: "pglite" | "postgres"): string[] {
  if (trustFull) return [];
  if (db === "postgres") return trustQuickOnPglite;
  return hasPostgres ? trustOnOneDatabase : [];
}

function trustProject(db: "pglite" | "postgres"): TestProjectInlineConfiguration {
  return {
    resolve,
    ssr,
    test: {
      name: db === "pglite" ? "trust" : "trust-postgres",
      include: trustTests,
      exclude: trustExclusions(db),
      environment: "node",
      env: { TEST_DB: db, TRUST_FULL: trustFull },
      testTimeout: 120_000,
      hookTimeout: 120_000,
      isolate: false,
    },
  };
}

export default defineConfig({
  test: {
    // One test file per core: Vitest's default leaves a core idle, and on the 2-core CI
    // machines that made the suite half again as long (8.6 min against 6).
    maxWorkers: availableParallelism(),
    projects: [
      { resolve, ssr, test: { name: "sdk", include: ["packages/sdk/src/**/*.test.ts"] } },
      {
        resolve,
        ssr,
        test: {
          name: "site",
          include: ["packages/site/src/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: "composer",
          include: ["packages/composer/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: "cli",
          include: ["packages/cli/src/**/*.test.ts"],
          environment: "node",
          // The CLI tests build the bin and start a real server in a child process.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          // The size budgets of bench/budgets.ts: the web app as built (npm test builds
          // first) and a store published by the real server in the test's process.
          name: "budgets",
          include: ["bench/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      serverProject("pglite"),
      // CI sets DATABASE_URL: the suite runs on PostgreSQL, PGlite reruns its engine-sensitive part.
      ...(hasPostgres ? [serverProject("postgres")] : []),
      trustProject("pglite"),
      ...(hasPostgres ? [trustProject("postgres")] : []),
      "apps/web/vitest.config.ts",
    ],
  },
});
