import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** Thrown when another live server already holds the data directory. */
export class DataDirLockedError extends Error {
  override readonly name = "DataDirLockedError";
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // A recycled pid may belong to an unrelated program: only a node process counts.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("node");
  } catch {
    return true;
  }
}

/**
 * Takes the data directory for this process. Two processes on one PGlite directory silently
 * lose acknowledged writes, so a second server must refuse to start. The lock
 * records the owner's pid rather than relying on age, so a server killed with SIGKILL can be
 * restarted at once.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(await readFile(path, "utf8").catch(() => ""), 10);
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new DataDirLockedError(
          `Another Shopwright server (pid ${owner}) is already using the data directory ${dataDir}. ` +
            `Stop it first, or start this one with a different DATA_DIR.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
