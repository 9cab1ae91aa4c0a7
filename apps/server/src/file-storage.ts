import { join } from "node:path";
import type { BlobStore } from "./blob/blob-store.js";
import { createLocalDiskBlobStore } from "./blob/local-disk-blob-store.js";
import { createS3BlobStore } from "./blob/s3-blob-store.js";
import { openS3Bucket } from "./blob/s3-bucket.js";
import type { Config } from "./config.js";
import {
  createLocalSiteFileStore,
  siteFilesDir,
  type SiteFileStore,
} from "./deploys/file-store.js";
import { createS3SiteFileStore } from "./deploys/s3-file-store.js";

/** The server's files: uploaded images (blobs) and published sites' packs. */
export interface FileStorage {
  /** Where they are: under DATA_DIR, or in the S3_BUCKET bucket. */
  kind: "local" | "s3";
  blobs: BlobStore;
  siteFiles: SiteFileStore;
  close(): void;
}

/** The startup refusal when S3_BUCKET is set and the bucket does not answer. */
export class ObjectStorageUnreachableError extends Error {}

/**
 * Opens the file stores the config names: DATA_DIR/uploads and DATA_DIR/sites by default,
 * one S3-compatible bucket (uploads/ and sites/ under S3_PREFIX) when S3_BUCKET is set.
 */
export function openFileStorage(config: Pick<Config, "dataDir" | "s3">): FileStorage {
  if (!config.s3) {
    return {
      kind: "local",
      blobs: createLocalDiskBlobStore(join(config.dataDir, "uploads")),
      siteFiles: createLocalSiteFileStore(siteFilesDir(config.dataDir)),
      close: () => undefined,
    };
  }
  const bucket = openS3Bucket(config.s3);
  return {
    kind: "s3",
    blobs: createS3BlobStore(bucket),
    siteFiles: createS3SiteFileStore(bucket),
    close: () => bucket.close(),
  };
}

/** Throws a plain-spoken ObjectStorageUnreachableError unless the bucket answers. */
export async function checkObjectStorage(
  storage: FileStorage,
  s3: NonNullable<Config["s3"]>,
): Promise<void> {
  try {
    await storage.blobs.ready();
  } catch (error) {
    const reason =
      error instanceof Error
        ? error.name + (error.message ? `: ${error.message}` : "")
        : String(error);
    throw new ObjectStorageUnreachableError(
      `The S3 bucket "${s3.bucket}" did not answer at ${s3.endpoint ?? `AWS (${s3.region})`} (${reason}). Check S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the access keys, or unset S3_BUCKET to keep files on the local disk.`,
      { cause: error },
    );
  }
}
