import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, rmdir, stat } from "node:fs/promises";
import type { Stats } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import {
  checkBlobWrite,
  contentTypeOfKey,
  isBlobKey,
  type BlobInfo,
  type BlobStore,
} from "./blob-store.js";
import { probeWritableDirectory } from "./writable-directory.js";

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/** Null for the errors that mean "nothing stored under this key"; others propagate. */
function absentAsNull(error: unknown): null {
  const code = errorCode(error);
  if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR") return null;
  throw error;
}

const infoOf = (key: string, stats: Stats): BlobInfo => ({
  contentType: contentTypeOfKey(key) ?? "application/octet-stream",
  size: stats.size,
  etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
});

/** A blob store in a directory of the local disk; it creates the directory when first used. */
export function createLocalDiskBlobStore(root: string): BlobStore {
  const base = resolve(root);

  function pathOf(key: string): string {
    const path = resolve(base, key);
    if (!isBlobKey(key) || !path.startsWith(base + sep)) throw new Error(`Invalid blob key`);
    return path;
  }

  /** Writes to a temp file beside the target, flushes it, then renames it into place. */
  async function writeAtomically(path: string, bytes: Buffer): Promise<void> {
    // Temp names start with a dot, which no key may, so they are never served or overwritten.
    const temp = join(dirname(path), `.tmp-${randomBytes(8).toString("hex")}`);
    try {
      const file = await open(temp, "wx", 0o644);
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  /** Removes the now empty directories above a deleted file, up to the root. */
  async function prune(dir: string): Promise<void> {
    for (let current = dir; current.startsWith(base + sep); current = dirname(current)) {
      try {
        await rmdir(current);
      } catch {
        return; // Not empty (or already gone): the directories above are in use too.
      }
    }
  }

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      checkBlobWrite(key, contentType);
      // A concurrent delete may prune the directory between mkdir and the write: retry.
      for (let attempt = 1; ; attempt += 1) {
        await mkdir(dirname(path), { recursive: true });
        try {
          return await writeAtomically(path, bytes);
        } catch (error) {
          if (errorCode(error) !== "ENOENT" || attempt >= 3) throw error;
        }
      }
    },

    async get(key) {
      if (!isBlobKey(key)) return null;
      // Open first, then stat the open file: a delete in between cannot split the answer.
      const file = await open(pathOf(key), "r").catch(absentAsNull);
      if (!file) return null;
      try {
        const stats = await file.stat();
        if (!stats.isFile()) {
          await file.close();
          return null;
        }
        return { ...infoOf(key, stats), stream: file.createReadStream() };
      } catch (error) {
        await file.close();
        throw error;
      }
    },

    async head(key) {
      if (!isBlobKey(key)) return null;
      const stats = await stat(pathOf(key)).catch(absentAsNull);
      return stats?.isFile() ? infoOf(key, stats) : null;
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await prune(dirname(path));
    },

    ready: () => probeWritableDirectory(base),
  };
}
