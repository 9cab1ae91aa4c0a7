// Must stay the first import: it sets NODE_ENV before React is loaded.
import "./production-env.js";
import { loadConfig } from "./config.js";
import { buildApp } from "./app.js";
import { openDatabase } from "./db/client.js";
import { DataDirLockedError, lockDataDir } from "./db/data-dir-lock.js";

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
    await app.close();
    await database.close();
    release();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("exit", release);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Shopwright is running at ${config.publicUrl} (database: ${database.kind === "pglite" ? `embedded, ${config.dataDir}` : "PostgreSQL"})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
