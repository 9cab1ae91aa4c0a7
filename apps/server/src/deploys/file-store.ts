import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { probeWritableDirectory } from "../blob/writable-directory.js";
import { createCompressPool } from "./compress-pool.js";
import { sha256 } from "./content-hash.js";
import type { DeployFile } from "./manifest.js";

/** Where the site files of a server live: DATA_DIR/sites. */
export const siteFilesDir = (dataDir: string) => join(dataDir, "sites");

/** The stored encodings of a file. */
export type FileEncoding = "identity" | "gzip" | "br";

const SUFFIX: Record<FileEncoding, string> = { identity: "", gzip: ".gz", br: ".br" };

/** Files written to a pack with one system call. */
const WRITE_BATCH = 64;

/** Text worth compressing; fonts and images are compressed already. */
const isCompressible = (contentType: string) =>
  /^(text\/|application\/(xml|json|javascript)|image\/svg\+xml)/.test(contentType);

/** A file to store. */
export interface FileToStore {
  bytes: Buffer;
  contentType: string;
  /** sha256 of the bytes when the caller has it already. */
  hash?: string;
}

/** What a sweep may not delete: the packs and loose objects some deploy still names. */
export interface FilesInUse {
  packs: ReadonlySet<string>;
  hashes: ReadonlySet<string>;
}

/**
 * Published files, all through this file store: local disk under DATA_DIR/sites, an object
 * store on the scale-out path. A publish writes its new files as one pack, the files with
 * their gzip and brotli variants made at publish time so serving never compresses: one
 * write and one fsync however many pages the site has. Packs never change once written, so a deploy is just a manifest of entries into
 * them and readers may cache bytes freely.
 */
export interface SiteFileStore {
  /**
   * Hashes and compresses a file for a pack, off the main thread (compress-pool.ts), so
   * files encoded while the site is still rendering are compressed meanwhile.
   */
  encode(file: FileToStore): Promise<EncodedFile>;
  /**
   * Stores encoded files as one pack; answers their entries, in order. Equal files
   * share bytes.
   */
  putPack(files: readonly (EncodedFile | Promise<EncodedFile>)[]): Promise<DeployFile[]>;
  /** One encoding of a stored file, or null when it is missing. */
  read(file: DeployFile, encoding: FileEncoding): Promise<Buffer | null>;
  /**
   * Deletes the packs and loose objects not in use that were written more than `graceMs`
   * ago (younger ones may belong to a publish still running); answers how many it deleted.
   */
  sweep(inUse: FilesInUse, graceMs: number): Promise<number>;
  /** Resolves when the store takes writes now, throws otherwise (`GET /readyz` asks it). */
  ready(): Promise<void>;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/** A file ready for a pack: its hash, and its bytes with their gzip and brotli variants. */
export interface EncodedFile {
  hash: string;
  contentType: string;
  identity: Buffer;
  /** Empty when compressing does not pay. */
  gzip: Buffer;
  brotli: Buffer;
}

/** Where one encoding of an entry is in its pack, or null when it has none. */
function rangeOf(file: DeployFile, encoding: FileEncoding) {
  const offset = file.offset ?? 0;
  if (encoding === "identity") return { position: offset, length: file.size };
  if (encoding === "gzip")
    return file.gzip ? { position: offset + file.size, length: file.gzip } : null;
  return file.brotli ? { position: offset + file.size + file.gzip, length: file.brotli } : null;
}

/** Makes a rename or unlink in `dir` durable. */
async function syncDirectory(dir: string) {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A site file store in a directory of the local disk, with a small memory cache for reads. */
export function createLocalSiteFileStore(
  root: string,
  options: { cacheBytes?: number } = {},
): SiteFileStore {
  const cacheLimit = options.cacheBytes ?? 64 * 1024 * 1024;
  // Insertion-ordered: re-inserting on a hit keeps the least recently used first.
  const cache = new Map<string, Buffer>();
  let cachedBytes = 0;
  const compressor = createCompressPool();
  const packDir = join(root, "packs");
  const objectDir = join(root, "objects");

  // Files of the first version of publishing: one object per encoding, named by the hash.
  const objectPath = (hash: string, encoding: FileEncoding) =>
    join(objectDir, hash.slice(0, 2), `${hash}${SUFFIX[encoding]}`);

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

  async function readRange(path: string, position: number, length: number) {
    const handle = await open(path, "r");
    try {
      const buffer = Buffer.allocUnsafe(length);
      const { bytesRead } = await handle.read({ buffer, position, length });
      return bytesRead === length ? buffer : null;
    } finally {
      await handle.close();
    }
  }

  async function readStored(file: DeployFile, encoding: FileEncoding) {
    try {
      if (file.pack === undefined) {
        const path = objectPath(file.hash, encoding);
        const size = (await stat(path)).size;
        return readRange(path, 0, size);
      }
      const range = rangeOf(file, encoding);
      return range ? await readRange(join(packDir, file.pack), range.position, range.length) : null;
    } catch (error) {
      if (errorCode(error) === "ENOENT") return null;
      throw error;
    }
  }

  /** Deletes the entries of `dir` (recursively for loose objects) that `isUnused` names. */
  async function sweepDir(dir: string, isUnused: (name: string) => boolean, before: number) {
    let deleted = 0;
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if (errorCode(error) === "ENOENT") return 0;
      throw error;
    }
    for (const name of names) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (!info) continue;
      if (info.isDirectory()) deleted += await sweepDir(path, isUnused, before);
      else if (info.mtimeMs < before && isUnused(name)) {
        await rm(path, { force: true });
        deleted++;
      }
    }
    return deleted;
  }

  return {
    async encode({ bytes, contentType, hash = sha256(bytes) }) {
      const none = Buffer.alloc(0);
      if (!isCompressible(contentType) || bytes.length <= 256) {
        return { hash, contentType, identity: bytes, gzip: none, brotli: none };
      }
      const { gzip, brotli } = await compressor.compress(bytes);
      return {
        hash,
        contentType,
        identity: bytes,
        gzip: gzip.length < bytes.length ? gzip : none,
        brotli: brotli.length < bytes.length ? brotli : none,
      };
    },

    async putPack(files) {
      await mkdir(packDir, { recursive: true });
      const name = `${randomBytes(16).toString("hex")}.pack`;
      const temp = join(packDir, `${name}.tmp`);
      const entries: DeployFile[] = [];
      const byKey = new Map<string, DeployFile>();
      const handle = await open(temp, "wx", 0o644);
      try {
        let offset = 0;
        for (let at = 0; at < files.length; at += WRITE_BATCH) {
          const buffers: Buffer[] = [];
          for (const file of await Promise.all(files.slice(at, at + WRITE_BATCH))) {
            // A file equal to an earlier one of this pack (same bytes and type) shares its bytes.
            const key = `${file.hash} ${file.contentType}`;
            const earlier = byKey.get(key);
            if (earlier) {
              entries.push(earlier);
              continue;
            }
            const entry: DeployFile = {
              hash: file.hash,
              contentType: file.contentType,
              size: file.identity.length,
              gzip: file.gzip.length,
              brotli: file.brotli.length,
              pack: name,
              offset,
            };
            for (const part of [file.identity, file.gzip, file.brotli]) {
              if (part.length > 0) buffers.push(part);
              offset += part.length;
            }
            byKey.set(key, entry);
            entries.push(entry);
          }
          const length = buffers.reduce((sum, buffer) => sum + buffer.length, 0);
          if (length > 0 && (await handle.writev(buffers)).bytesWritten !== length) {
            throw new Error(`short write to ${temp}`);
          }
        }
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(temp, { force: true });
        throw error;
      }
      await handle.close();
      await rename(temp, join(packDir, name));
      await syncDirectory(packDir);
      return entries;
    },

    async read(file, encoding) {
      const key = `${file.pack ?? ""}:${file.hash}${SUFFIX[encoding]}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const bytes = await readStored(file, encoding);
      if (bytes) remember(key, bytes);
      return bytes;
    },

    async sweep(inUse, graceMs) {
      const before = Date.now() - graceMs;
      const packs = await sweepDir(
        packDir,
        (name) => !inUse.packs.has(name.replace(/\.tmp$/, "")),
        before,
      );
      const objects = await sweepDir(
        objectDir,
        (name) => !inUse.hashes.has(name.replace(/\.(gz|br)$/, "").replace(/\.tmp-.*$/, "")),
        before,
      );
      return packs + objects;
    },

    // New files go into packs only; a probe left by a crash is swept like any stray file.
    ready: () => probeWritableDirectory(packDir),
  };
}
