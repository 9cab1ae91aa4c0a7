import { extname } from "node:path";
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
 * Where files live: local disk by default (local-disk-blob-store.ts), an S3-compatible bucket
 * when S3_BUCKET is set (s3-blob-store.ts). Keys are chosen by the server, never taken from a
 * client's file name, and follow {@link isBlobKey}.
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
  /** Resolves when the store can be used (its folder or bucket is there); throws otherwise. */
  ready(): Promise<void>;
}

// Every store keeps a blob's content type in its key's extension, so each answers the same
// type for a key whichever holds it (the disk keeps no metadata beside a file), and put()
// refuses a pair that get() could not answer back.
const CONTENT_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".txt": "text/plain; charset=utf-8",
};

/** The content type a blob stored under this key is served with. */
export function contentTypeOfKey(key: string): string | undefined {
  return CONTENT_TYPES[extname(key).toLowerCase()];
}

/** Throws unless a blob may be written under the key with the content type. */
export function checkBlobWrite(key: string, contentType: string): void {
  if (!isBlobKey(key)) throw new Error("Invalid blob key");
  if (contentTypeOfKey(key) !== contentType) {
    throw new Error(`A ${contentType} blob needs a key with a matching extension`);
  }
}

// Lower-case segments that start with a letter or digit: no "..", no hidden or temp files,
// no absolute paths, no empty segments, and the same spelling on every file system.
const KEY = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

/** True when a string may name a blob. */
export function isBlobKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key) && !key.includes("..");
}
