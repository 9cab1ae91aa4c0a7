import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

// Workspace sources are resolved through this export condition, so tests need no build.
const conditions = ["@shopwright/source"];
const resolve = { conditions };
const ssr = { resolve: { conditions, externalConditions: conditions } };
const serverTests = ["apps/server/src/**/*.test.ts"];

function serverProject(db: "pglite" | "postgres"): TestProjectInlineConfiguration {
  return {
    resolve,
    ssr,
    test: {
      name: `server-${db}`,
      include: serverTests,
      environment: "node",
      env: { TEST_DB: db },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
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
      serverProject("pglite"),
      // SPEC-level promise: the same suite passes on PostgreSQL (DESIGN.md). CI sets DATABASE_URL.
      ...(process.env.DATABASE_URL ? [serverProject("postgres")] : []),
      "apps/web/vitest.config.ts",
    ],
  },
});
