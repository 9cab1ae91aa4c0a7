// Must stay the first imports: `.env` is read, then NODE_ENV set, before React is loaded.
import { envFilePath, keysFromEnvFile } from "./read-env-file.js";
import "./production-env.js";
import { loadConfig } from "./config.js";
import { buildApp } from "./app.js";
import { openDatabase } from "./db/client.js";
import { warmAi } from "./modules/ai/warm-up.js";
import { DataDirLockedError, lockDataDir } from "./db/data-dir-lock.js";
import { ObjectStorageUnreachableError } from "./file-storage.js";
import { RedisUnreachableError } from "./http/rate-limits/redis-rate-limit-store.js";

/** How long SIGTERM waits for in-flight requests and the database before giving up. */
const SHUTDOWN_TIMEOUT_MS = 30_000;

async function main() {
  const config = await loadConfig();
  const release = config.databaseUrl ? () => undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: `${config.dataDir}/pglite` },
  );
  const app = await buildApp({ config, database });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info(`${signal} received, finishing in-flight requests`);
    // A request that never ends must not keep the process from stopping for good.
    setTimeout(() => {
      console.error(`Shutdown took over ${SHUTDOWN_TIMEOUT_MS / 1000} s; stopping anyway.`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    // Fastify's close waits for every connection to end, and closes only those idle at that
    // moment: a keep-alive connection whose request finishes later would hold the process
    // open until the client lets go. Close each one as soon as its answer has been sent.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 50);
    let code = 0;
    // Fastify's close waits for in-flight requests (new ones get 503), then the database
    // closes after their writes; exit 0 only when both went cleanly.
    for (const step of [() => app.close(), () => database.close()]) {
      try {
        await step();
      } catch (error) {
        console.error(error);
        code = 1;
      }
    }
    clearInterval(closeIdle);
    release();
    process.exit(code);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("exit", release);

  await app.listen({ port: config.port, host: config.host });
  warmAi();
  app.log.info(
    `Shopwright is running at ${config.publicUrl} (database: ${database.kind === "pglite" ? `embedded, ${config.dataDir}` : "PostgreSQL"})`,
  );
  if (keysFromEnvFile.length > 0) {
    app.log.info(`Settings read from ${envFilePath}: ${keysFromEnvFile.join(", ")}`);
  }
}

main().catch((error: unknown) => {
  // Startup refusals whose message says it all: no stack trace.
  if (
    error instanceof DataDirLockedError ||
    error instanceof RedisUnreachableError ||
    error instanceof ObjectStorageUnreachableError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
