import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import type { SiteFileNames, SiteFileStore } from "../../deploys/file-store.js";
import type { StoresService } from "../stores/stores.service.js";
import type { UploadsService } from "../uploads/uploads.service.js";
import { createStorePurgeRepository } from "./store-purge.repository.js";
import { createStorePurgeService, type PurgedStore } from "./store-purge.service.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Purges the deleted stores whose grace period is over, now (tests, operators). */
    purgeDeletedStores: () => Promise<PurgedStore[]>;
  }
}

/** How often each process looks for deleted stores to purge, and how soon after it starts. */
const PURGE_INTERVAL_MS = 15 * 60 * 1000;
const FIRST_PURGE_MS = 60 * 1000;

/**
 * Wires the purge of deleted stores: the stores' queue, the uploads and the deploys' files →
 * a run in the background every PURGE_INTERVAL_MS, in every process (they take turns per
 * store).
 */
export function storePurgeModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    stores: Pick<StoresService, "purgeQueue">;
    uploads: Pick<UploadsService, "purge">;
    deployFilesOnlyOf: (storeId: string) => Promise<SiteFileNames>;
    siteFiles: Pick<SiteFileStore, "remove">;
  },
) {
  const purge = createStorePurgeService({
    ...deps,
    purge: createStorePurgeRepository(deps.db),
    log: app.log,
  });
  const runInBackground = () => {
    void purge.run().catch((error: unknown) => {
      app.log.error({ err: error }, "purging deleted stores failed");
    });
  };
  let interval: NodeJS.Timeout | null = null;
  const first = setTimeout(() => {
    runInBackground();
    interval = setInterval(runInBackground, PURGE_INTERVAL_MS);
    interval.unref();
  }, FIRST_PURGE_MS);
  first.unref();
  app.addHook("onClose", async () => {
    clearTimeout(first);
    if (interval) clearInterval(interval);
    await purge.settled();
  });
  app.decorate("purgeDeletedStores", () => purge.run());
  return purge;
}
