/**
 * The server that editor.bench.ts drives Chromium against, in a process of its own: the real
 * server as `npm start` runs it (loadConfig from the environment, an embedded database in
 * DATA_DIR, buildApp serving the API and the built web app), set up the way the end-to-end
 * tests start theirs (playwright.config.ts): a fresh temporary DATA_DIR and a high
 * AUTH_RATE_LIMIT.
 */
import type { AddressInfo } from "node:net";
import { buildApp } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/config.js";
import { openDatabase } from "../apps/server/src/db/client.js";
import { runAsChildServer } from "./lib/child-server.js";

export interface EditorServerPayload {
  /** A fresh temporary directory for the embedded database and uploads. */
  dataDir: string;
  /** The web app built for this run. */
  webDist: string;
}

runAsChildServer(async (payload) => {
  const { dataDir, webDist } = payload as EditorServerPayload;
  const config = await loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    AUTH_RATE_LIMIT: "500",
    LOG_LEVEL: "warn",
  });
  const database = await openDatabase({ kind: "pglite", dataDir: `${config.dataDir}/pglite` });
  const app = await buildApp({ config, database });
  await app.listen({ host: config.host, port: config.port });
  return {
    port: (app.server.address() as AddressInfo).port,
    async close() {
      await app.close();
      await database.close();
    },
  };
});
