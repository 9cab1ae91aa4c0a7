import type { FastifyBaseLogger } from "fastify";
import type { FilesInUse, SiteFileStore } from "./file-store.js";

/**
 * Unused site files younger than this are kept: a publish writes its pack before its deploy
 * row exists, and no publish runs this long.
 */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
/** At most one background sweep of unused files per this long. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Deletes the files of the site file store that no deploy names any more: on request
 * (tests, operators), or in the background after deploys were pruned, now and then.
 */
export function createFileSweeper(deps: {
  files: Pick<SiteFileStore, "sweep">;
  /** What some deploy of any store still names. */
  filesInUse: () => Promise<FilesInUse>;
  log: Pick<FastifyBaseLogger, "warn">;
}) {
  /** Deletes the files no deploy names (see SWEEP_GRACE_MS); answers how many. */
  async function sweep(graceMs = SWEEP_GRACE_MS): Promise<number> {
    return deps.files.sweep(await deps.filesInUse(), graceMs);
  }

  let lastSweepAt = 0;
  return {
    sweep,
    /** Some deploys went: sweeps in the background unless a sweep ran recently. */
    deploysDeleted() {
      if (Date.now() - lastSweepAt < SWEEP_INTERVAL_MS) return;
      lastSweepAt = Date.now();
      void sweep().catch((error: unknown) => {
        deps.log.warn({ err: error }, "deleting unused site files failed");
      });
    },
  };
}

export type FileSweeper = ReturnType<typeof createFileSweeper>;
