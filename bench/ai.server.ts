/**
 * The server that ai.bench.ts measures, in a process of its own: the real server (buildApp, as
 * the tests configure it) on an in-memory PGlite, its AI provider pointed at the benchmark's
 * loopback model. The provider is marked self-hosted, so every prompt goes to the model
 * (a Disabled organization may use a self-hosted model).
 */
import type { AddressInfo } from "node:net";
import { buildApp } from "../apps/server/src/app.js";
import { openDatabase } from "../apps/server/src/db/client.js";
import { testConfig } from "../apps/server/src/test/test-app.js";
import { runAsChildServer } from "./lib/child-server.js";

export interface AiServerPayload {
  /** The loopback model's API root, e.g. http://127.0.0.1:1234/v1. */
  modelUrl: string;
}

runAsChildServer(async (payload) => {
  const { modelUrl } = payload as AiServerPayload;
  const database = await openDatabase({ kind: "pglite", dataDir: null });
  const app = await buildApp({
    config: testConfig({
      logLevel: "silent",
      aiBaseUrl: modelUrl,
      aiModel: "bench-model",
      aiSelfHosted: true,
      aiTimeoutMs: 60_000,
      aiRateLimit: 100_000,
    }),
    database,
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  return {
    port: (app.server.address() as AddressInfo).port,
    async close() {
      await app.close();
      await database.close();
    },
  };
});
