import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { DeployFile } from "../../db/schema.js";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The stored encodings of a file. */
export type FileEncoding = "identity" | "gzip" | "br";

const SUFFIX: Record<FileEncoding, string> = { identity: "", gzip: ".gz", br: ".br" };

/** Text worth compressing; fonts and images are compressed already. */
const isCompressible = (contentType: string) =>
  /^(text\/|application\/(xml|json|javascript)|image\/svg\+xml)/.test(contentType);

/** sha256 of bytes, hex. */
export const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

/**
 * Published files by content (DESIGN.md "Data and persistence": published sites go through
 * the file store; local disk under DATA_DIR/sites, an object store on the scale-out path).
 * A file is stored once, whatever deploys and stores share it, with its gzip and brotli
 * variants made at publish time so serving never compresses. Objects never change once
 * written, so a deploy is just a manifest of them and readers may cache them freely.
 */
export interface SiteFileStore {
  /** Stores a file and its compressed variants unless stored already; answers its entry. */
  put(bytes: Buffer, contentType: string): Promise<DeployFile>;
  /** One encoding of a stored file, or null when it is missing. */
  read(file: DeployFile, encoding: FileEncoding): Promise<Buffer | null>;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/** A site file store in a directory of the local disk, with a small memory cache for reads. */
export function createLocalSiteFileStore(
  root: string,
  options: { cacheBytes?: number } = {},
): SiteFileStore {
  const cacheLimit = options.cacheBytes ?? 64 * 1024 * 1024;
  // Insertion-ordered: re-inserting on a hit keeps the least recently used first.
  const cache = new Map<string, Buffer>();
  let cachedBytes = 0;

  const pathOf = (hash: string, encoding: FileEncoding) =>
    join(root, "objects", hash.slice(0, 2), `${hash}${SUFFIX[encoding]}`);

  function remember(key: string, bytes: Buffer) {
    if (bytes.length > cacheLimit / 8) return;
    cache.set(key, bytes);
    cachedBytes += bytes.length;
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= cacheLimit) break;
      cache.delete(oldKey);
      cachedBytes -= old.length;
    }
  }

  /** Writes whole or not at all: a temp file beside the target, then a rename. */
  async function writeObject(path: string, bytes: Buffer) {
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.tmp-${randomBytes(6).toString("hex")}`;
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

  const sizeOf = async (path: string) => {
    try {
      return (await stat(path)).size;
    } catch (error) {
      if (errorCode(error) === "ENOENT") return null;
      throw error;
    }
  };

  return {
    async put(bytes, contentType) {
      const hash = sha256(bytes);
      const entry: DeployFile = { hash, contentType, size: bytes.length, gzip: 0, brotli: 0 };
      // The identity file is written last, so its presence means the variants are there.
      if ((await sizeOf(pathOf(hash, "identity"))) !== null) {
        entry.gzip = (await sizeOf(pathOf(hash, "gzip"))) ?? 0;
        entry.brotli = (await sizeOf(pathOf(hash, "br"))) ?? 0;
        return entry;
      }
      if (isCompressible(contentType) && bytes.length > 256) {
        const [gz, br] = await Promise.all([
          gzipAsync(bytes, { level: 6 }),
          brotliAsync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        ]);
        if (gz.length < bytes.length) {
          await writeObject(pathOf(hash, "gzip"), gz);
          entry.gzip = gz.length;
        }
        if (br.length < bytes.length) {
          await writeObject(pathOf(hash, "br"), br);
          entry.brotli = br.length;
        }
      }
      await writeObject(pathOf(hash, "identity"), bytes);
      return entry;
    },

    async read(file, encoding) {
      const key = `${file.hash}${SUFFIX[encoding]}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      try {
        const bytes = await readFile(pathOf(file.hash, encoding));
        remember(key, bytes);
        return bytes;
      } catch (error) {
        if (errorCode(error) === "ENOENT") return null;
        throw error;
      }
    },
  };
}
