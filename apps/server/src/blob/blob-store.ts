import type { Readable } from "node:stream";

/** What a store knows about one blob without reading it. */
export interface BlobInfo {
  contentType: string;
  size: number;
  /** A strong validator for conditional requests; blobs never change under one key. */
  etag: string;
}

/** One blob, opened for reading. */
export interface StoredBlob extends BlobInfo {
  stream: Readable;
}

/**
 * Where files live: local disk by default, an
 * S3-compatible bucket on the scale-out path. Keys are chosen by the server, never taken
 * from a client's file name, and follow {@link isBlobKey}.
 */
export interface BlobStore {
  /** Writes a blob whole: a reader sees the old blob, nothing, or the new one, never a part. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Opens a blob for reading, or answers null when there is none under the key. */
  get(key: string): Promise<StoredBlob | null>;
  /** Describes a blob without opening it (HEAD requests, existence checks). */
  head(key: string): Promise<BlobInfo | null>;
  /** Removes a blob; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the store takes writes now, throws otherwise (`GET /readyz` asks it). */
  ready(): Promise<void>;
}

// Lower-case segments that start with a letter or digit: no "..", no hidden or temp files,
// no absolute paths, no empty segments, and the same spelling on every file system.
const KEY = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

/** True when a string may name a blob. */
export function isBlobKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key) && !key.includes("..");
}
