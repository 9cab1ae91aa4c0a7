import type { FastifyBaseLogger } from "fastify";
import type { SiteFileNames, SiteFileStore } from "../../deploys/file-store.js";
import type { StoresService } from "../stores/stores.service.js";
import type { UploadsService } from "../uploads/uploads.service.js";
import type { StorePurgeRepository } from "./store-purge.repository.js";

/**
 * How long a purge holds a store before another process may take it over: far longer than
 * removing one store's files takes, short enough that a process that died mid-way delays it
 * little.
 */
export const PURGE_LEASE_MS = 15 * 60 * 1000;
/** Stores purged at most per run, so one run never goes on for long. */
const STORES_PER_RUN = 50;

/** What one store's purge removed. */
export interface PurgedStore {
  storeId: string;
  packs: number;
  images: number;
}

/**
 * The purge of deleted stores whose grace period is over (docs/PRODUCT.md "Deleting and
 * restoring a store"): files first, in the bucket or on the disk (the deploys' packs that no
 * other store's deploy names, the uploads only the store uses), then the rows, so a purge cut
 * short finds the same work the next time. Several processes purge together: each claims
 * stores with a lease (stores repository).
 */
export function createStorePurgeService(deps: {
  stores: Pick<StoresService, "purgeQueue">;
  uploads: Pick<UploadsService, "purge">;
  purge: StorePurgeRepository;
  /** The files of a store's deploys that no other store's deploy names (publishing). */
  deployFilesOnlyOf: (storeId: string) => Promise<SiteFileNames>;
  siteFiles: Pick<SiteFileStore, "remove">;
  log: Pick<FastifyBaseLogger, "info" | "error">;
}) {
  async function purgeOne(storeId: string): Promise<PurgedStore> {
    const files = await deps.deployFilesOnlyOf(storeId);
    await deps.siteFiles.remove(files);
    const images = await deps.uploads.purge(await deps.purge.uploadsOnlyOf(storeId));
    await deps.stores.purgeQueue.remove(storeId);
    return { storeId, packs: files.packs.size, images };
  }

  let running: Promise<PurgedStore[]> | null = null;

  /** Purges every store that is due (up to STORES_PER_RUN); one run at a time per process. */
  async function run(): Promise<PurgedStore[]> {
    const purged: PurgedStore[] = [];
    for (let n = 0; n < STORES_PER_RUN; n++) {
      const storeId = await deps.stores.purgeQueue.claim(PURGE_LEASE_MS);
      if (!storeId) break;
      try {
        const done = await purgeOne(storeId);
        deps.log.info(done, "purged a deleted store");
        purged.push(done);
      } catch (error) {
        // Its lease runs out and a later run tries again; the others go on meanwhile.
        deps.log.error({ err: error, storeId }, "purging a deleted store failed");
      }
    }
    return purged;
  }

  return {
    /** Runs a purge now, or answers the one already running. */
    run(): Promise<PurgedStore[]> {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
    /** Resolves once no run is under way (the server closing waits for it). */
    async settled(): Promise<void> {
      await running?.catch(() => undefined);
    },
  };
}

export type StorePurgeService = ReturnType<typeof createStorePurgeService>;
