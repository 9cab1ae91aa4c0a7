/**
 * The servers that stores-list.bench.ts measures, each started in a process of its own:
 * `app` is the real server (buildApp) on the database it is given; `reference` is a bare
 * Fastify (no plugins, no hooks) whose one route answers the given JSON from memory.
 */
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "../apps/server/src/app.js";
import { openDatabase, type DatabaseTarget } from "../apps/server/src/db/client.js";
import { testConfig } from "../apps/server/src/test/test-app.js";
import { runAsChildServer, type Served } from "./lib/child-server.js";

export type ServerPayload =
  { kind: "app"; database: DatabaseTarget } | { kind: "reference"; route: string; body: string };

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  return (app.server.address() as AddressInfo).port;
}

async function serveApp(database: DatabaseTarget): Promise<Served> {
  const db = await openDatabase(database);
  const app = await buildApp({
    config: testConfig({
      logLevel: "silent",
      // The bench's user has 200 stores in one organization, past the default ORG_STORES_LIMIT.
      limits: { orgStores: 1000 },
    }),
    database: db,
  });
  return {
    port: await listen(app),
    async close() {
      await app.close();
      await db.close();
    },
  };
}

async function serveReference(route: string, body: string): Promise<Served> {
  // Parsed once, serialised per request: the same JSON.stringify work the real route does.
  const data: unknown = JSON.parse(body);
  const app = Fastify({ logger: false });
  app.get(route, async () => data);
  return { port: await listen(app), close: () => app.close() };
}

runAsChildServer(async (payload) => {
  const p = payload as ServerPayload;
  return p.kind === "app" ? serveApp(p.database) : serveReference(p.route, p.body);
});
