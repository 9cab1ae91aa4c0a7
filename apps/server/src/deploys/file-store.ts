import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { probeWritableDirectory } from "../blob/writable-directory.js";
import { compressSync, createCompressPool, type Compressed } from "./compress-pool.js";
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

/** Stored files by name: packs, and loose objects of the first version of publishing by hash. */
export interface SiteFileNames {
  packs: ReadonlySet<string>;
  hashes: ReadonlySet<string>;
}

/** What a sweep may not delete: the packs and loose objects some deploy still names. */
export type FilesInUse = SiteFileNames;

/**
 * Published files, all through this file store: local disk under DATA_DIR/sites, or an
 * S3-compatible bucket when S3_BUCKET is set (s3-file-store.ts). A publish writes its new
 * files as one pack, the files with their gzip and brotli variants made at publish time so
 * serving never compresses: one write (and on disk one fsync) however many pages the site
 * has. Packs never change once written, so a deploy is just a manifest of entries into them
 * and readers may cache bytes freely.
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
  /**
   * Deletes these packs and loose objects now, whatever their age (a deleted store's purge,
   * which has checked that no other deploy names them); missing ones are no error.
   */
  remove(files: SiteFileNames): Promise<void>;
  /** Resolves when files can be written and read (the folder or bucket is there); throws otherwise. */
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
export function rangeOf(file: DeployFile, encoding: FileEncoding) {
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

/** The stored name of a loose object's encoding: its hash, and .gz or .br for a variant. */
export const objectName = (hash: string, encoding: FileEncoding) => `${hash}${SUFFIX[encoding]}`;

/** How a pack and a loose object's hash are spelled; nothing else names a stored file. */
export const PACK_NAME = /^[0-9a-f]{32}\.pack$/;
export const HASH = /^[0-9a-f]{64}$/;

/** A new pack's name: random, so two processes publishing at once never collide. */
export const newPackName = () => `${randomBytes(16).toString("hex")}.pack`;

/** Whether a file is worth compressing: text, and more than a few bytes. */
const isWorthCompressing = ({ bytes, contentType }: FileToStore) =>
  isCompressible(contentType) && bytes.length > 256;

/** A file ready for a pack from its variants (null: not worth compressing); a variant that does not pay is dropped. */
function encodedOf(file: FileToStore, compressed: Compressed | null): EncodedFile {
  const { bytes, contentType, hash = sha256(bytes) } = file;
  const none = Buffer.alloc(0);
  return {
    hash,
    contentType,
    identity: bytes,
    gzip: compressed && compressed.gzip.length < bytes.length ? compressed.gzip : none,
    brotli: compressed && compressed.brotli.length < bytes.length ? compressed.brotli : none,
  };
}

/**
 * A file encoded for a pack on the calling thread: the render workers (render-pool.ts) encode
 * the pages they render, so a store's compressing takes turns with other stores' as well.
 */
export const encodeFileSync = (file: FileToStore): EncodedFile =>
  encodedOf(file, isWorthCompressing(file) ? compressSync(file.bytes) : null);

/** Hashing and compressing files for packs, off the main thread (see SiteFileStore.encode). */
export function createFileEncoder(): Pick<SiteFileStore, "encode"> {
  const compressor = createCompressPool();
  return {
    async encode(file) {
      return encodedOf(
        file,
        isWorthCompressing(file) ? await compressor.compress(file.bytes) : null,
      );
    },
  };
}

/**
 * Lays files out as one pack named `name`: answers their entries, in order, and hands the
 * bytes to `write` a batch at a time, in pack order. A file equal to an earlier one of the
 * pack (same bytes and type) shares its bytes.
 */
export async function layOutPack(
  name: string,
  files: readonly (EncodedFile | Promise<EncodedFile>)[],
  write: (buffers: Buffer[], length: number) => Promise<void>,
): Promise<DeployFile[]> {
  const entries: DeployFile[] = [];
  const byKey = new Map<string, DeployFile>();
  let offset = 0;
  for (let at = 0; at < files.length; at += WRITE_BATCH) {
    const buffers: Buffer[] = [];
    let length = 0;
    for (const file of await Promise.all(files.slice(at, at + WRITE_BATCH))) {
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
        length += part.length;
      }
      byKey.set(key, entry);
      entries.push(entry);
    }
    if (length > 0) await write(buffers, length);
  }
  return entries;
}

/**
 * Remembers the bytes of stored files, least recently used out first, up to `limit` bytes:
 * packs never change, so a cached encoding is never stale. Concurrent reads of one missing
 * file share one read of the store.
 */
export function createReadCache(limit: number) {
  // Insertion-ordered: re-inserting on a hit keeps the least recently used first.
  const cache = new Map<string, Buffer>();
  const reading = new Map<string, Promise<Buffer | null>>();
  let cachedBytes = 0;

  function remember(key: string, bytes: Buffer) {
    if (bytes.length > limit / 8) return;
    cache.set(key, bytes);
    cachedBytes += bytes.length;
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= limit) break;
      cache.delete(oldKey);
      cachedBytes -= old.length;
    }
  }

  return {
    /** One encoding of a file, from memory or else from `readStored`. */
    read(
      file: DeployFile,
      encoding: FileEncoding,
      readStored: () => Promise<Buffer | null>,
    ): Promise<Buffer | null> {
      const key = `${file.pack ?? ""}:${file.hash}${SUFFIX[encoding]}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return Promise.resolve(hit);
      }
      let pending = reading.get(key);
      if (!pending) {
        pending = readStored().then(
          (bytes) => {
            reading.delete(key);
            if (bytes) remember(key, bytes);
            return bytes;
          },
          (error: unknown) => {
            reading.delete(key);
            throw error;
          },
        );
        reading.set(key, pending);
      }
      return pending;
    },
  };
}

/** The default memory for the bytes of site files, per process. */
export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

/** A site file store in a directory of the local disk, with a small memory cache for reads. */
export function createLocalSiteFileStore(
  root: string,
  options: { cacheBytes?: number } = {},
): SiteFileStore {
  const cache = createReadCache(options.cacheBytes ?? DEFAULT_CACHE_BYTES);
  const encoder = createFileEncoder();
  const packDir = join(root, "packs");
  const objectDir = join(root, "objects");

  // Files of the first version of publishing: one object per encoding, named by the hash.
  const objectPath = (hash: string, encoding: FileEncoding) =>
    join(objectDir, hash.slice(0, 2), objectName(hash, encoding));

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
    encode: encoder.encode,

    async putPack(files) {
      await mkdir(packDir, { recursive: true });
      const name = newPackName();
      const temp = join(packDir, `${name}.tmp`);
      const handle = await open(temp, "wx", 0o644);
      let entries: DeployFile[];
      try {
        entries = await layOutPack(name, files, async (buffers, length) => {
          if ((await handle.writev(buffers)).bytesWritten !== length) {
            throw new Error(`short write to ${temp}`);
          }
        });
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

    read: (file, encoding) => cache.read(file, encoding, () => readStored(file, encoding)),

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

    async remove({ packs, hashes }) {
      // Names come from manifests: only a pack's or a hash's spelling is ever a file name here.
      for (const pack of packs) {
        if (PACK_NAME.test(pack)) await rm(join(packDir, pack), { force: true });
      }
      for (const hash of hashes) {
        if (!HASH.test(hash)) continue;
        for (const encoding of ["identity", "gzip", "br"] as const) {
          await rm(objectPath(hash, encoding), { force: true });
        }
      }
    },

    // New files go into packs only; a probe left by a crash is swept like any stray file.
    ready: () => probeWritableDirectory(packDir),
  };
}
