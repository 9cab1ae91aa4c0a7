import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "../config.js";

/** One object of a listing: its key (without the bucket's prefix) and when it was written. */
export interface ListedObject {
  key: string;
  lastModified: Date;
}

/** S3 deletes at most this many keys per request. */
const DELETE_BATCH = 1000;

/**
 * One S3-compatible bucket as the blob and site file stores use it: a client, and every key
 * put behind the operator's prefix (S3_PREFIX), so several installations can share a bucket.
 */
export interface S3Bucket {
  client: S3Client;
  name: string;
  /** The bucket's key of a store's key: the prefix, then the key. */
  keyOf(key: string): string;
  /** Throws unless the bucket answers with these credentials. */
  ready(): Promise<void>;
  /** Every object under a prefix (of the store's keys), page by page. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Deletes the keys (of the store's keys); missing keys are no error. */
  deleteMany(keys: readonly string[]): Promise<void>;
  /** A ranged or whole GET: the bytes, or null when the object (or the range) is not there. */
  read(key: string, range?: { position: number; length: number }): Promise<Buffer | null>;
  close(): void;
}

/** The error names S3 answers for "no such object"; services differ on HEAD. */
const ABSENT = new Set(["NoSuchKey", "NotFound", "InvalidRange"]);

/** True for an S3 error that means nothing is stored under the key (or in the range). */
export function isAbsent(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (ABSENT.has(error.name) || error.$metadata.httpStatusCode === 404)
  );
}

/** A client for the settings' bucket; it connects on first use. */
export function openS3Bucket(settings: S3Settings): S3Bucket {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible services (and older
    // releases of others) refuse the SDK's default trailing checksums.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const name = settings.bucket;
  const keyOf = (key: string) => `${settings.prefix}${key}`;

  return {
    client,
    name,
    keyOf,

    async ready() {
      await client.send(new HeadBucketCommand({ Bucket: name }));
    },

    async *list(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: name,
            Prefix: keyOf(prefix),
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified) continue;
          yield {
            key: object.Key.slice(settings.prefix.length),
            lastModified: object.LastModified,
          };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async deleteMany(keys) {
      for (let at = 0; at < keys.length; at += DELETE_BATCH) {
        const batch = keys.slice(at, at + DELETE_BATCH);
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket: name,
            Delete: { Objects: batch.map((key) => ({ Key: keyOf(key) })), Quiet: true },
          }),
        );
        const failed = answer.Errors ?? [];
        if (failed.length) {
          const first = failed[0]!;
          throw new Error(
            `S3 refused to delete ${failed.length} object(s), first ${first.Key}: ${first.Code} ${first.Message}`,
          );
        }
      }
    },

    async read(key, range) {
      if (range?.length === 0) return Buffer.alloc(0);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: name,
            Key: keyOf(key),
            ...(range
              ? { Range: `bytes=${range.position}-${range.position + range.length - 1}` }
              : {}),
          }),
        );
        if (!answer.Body) return null;
        const bytes = Buffer.from(await answer.Body.transformToByteArray());
        return range && bytes.length !== range.length ? null : bytes;
      } catch (error) {
        if (isAbsent(error)) return null;
        throw error;
      }
    },

    close() {
      client.destroy();
    },
  };
}
