/**
 * The server that analytics.bench.ts measures, in a process of its own: the real server
 * (buildApp) on an embedded database in a fresh DATA_DIR on disk, as `npm start` runs it, with
 * visit counting on or off (ANALYTICS). Command `counted` writes what the server holds and
 * answers the page views its counters hold.
 */
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/config.js";
import { openDatabase } from "../apps/server/src/db/client.js";
import { analyticsCounts } from "../apps/server/src/db/schema.js";
import type { VisitRecorder } from "../apps/server/src/modules/analytics/visits.recorder.js";
import { runAsChildServer } from "./lib/child-server.js";

export interface AnalyticsServerPayload {
  /** A fresh temporary directory for the embedded database and the published files. */
  dataDir: string;
  analytics: "on" | "off";
}

runAsChildServer(async (payload) => {
  const { dataDir, analytics } = payload as AnalyticsServerPayload;
  const config = await loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT: "500",
    LOG_LEVEL: "warn",
    // Each request names its own visitor in X-Forwarded-For, as a proxy in front would.
    TRUST_PROXY: "loopback",
    ANALYTICS: analytics,
  });
  const database = await openDatabase({ kind: "pglite", dataDir: `${config.dataDir}/pglite` });
  let recorder: VisitRecorder | null = null;
  const app = await buildApp({
    config,
    database,
    analytics: { onRecorder: (r) => (recorder = r) },
  });
  await app.listen({ host: config.host, port: config.port });

  return {
    port: (app.server.address() as AddressInfo).port,
    async close() {
      await app.close();
      await database.close();
    },
    commands: {
      counted: async () => {
        await (recorder as VisitRecorder | null)?.flush();
        const [row] = await database.db
          .select({ views: sql<number>`coalesce(sum(${analyticsCounts.count}), 0)::float8` })
          .from(analyticsCounts)
          .where(sql`${analyticsCounts.metric} = 'views' and ${analyticsCounts.key} = ''`);
        return row?.views ?? 0;
      },
    },
  };
});
