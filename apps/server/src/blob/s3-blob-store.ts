import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from "@aws-sdk/client-s3";
import {
  checkBlobWrite,
  contentTypeOfKey,
  isBlobKey,
  type BlobInfo,
  type BlobStore,
} from "./blob-store.js";
import { isAbsent, type S3Bucket } from "./s3-bucket.js";

/** Where blobs live in the bucket, after the operator's prefix. */
const FOLDER = "uploads/";

/** What a HEAD or GET answered, as the blob's info (the type from the key, as on disk). */
function infoOf(
  key: string,
  answer: { ContentLength?: number | undefined; ETag?: string | undefined },
): BlobInfo {
  return {
    contentType: contentTypeOfKey(key) ?? "application/octet-stream",
    size: answer.ContentLength ?? 0,
    // S3's ETag of a single PUT is the quoted MD5 of the bytes: a strong validator.
    etag: answer.ETag ?? `"${(answer.ContentLength ?? 0).toString(16)}"`,
  };
}

/**
 * A blob store in an S3-compatible bucket, under "uploads/". A PUT replaces an object whole,
 * so readers never see a part of one.
 */
export function createS3BlobStore(bucket: S3Bucket): BlobStore {
  const keyOf = (key: string) => bucket.keyOf(`${FOLDER}${key}`);

  return {
    async put(key, bytes, contentType) {
      checkBlobWrite(key, contentType);
      await bucket.client.send(
        new PutObjectCommand({
          Bucket: bucket.name,
          Key: keyOf(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },

    async get(key) {
      if (!isBlobKey(key)) return null;
      try {
        const answer = await bucket.client.send(
          new GetObjectCommand({ Bucket: bucket.name, Key: keyOf(key) }),
        );
        if (!(answer.Body instanceof Readable)) {
          throw new Error("S3 answered a body that is not a Node stream");
        }
        return { ...infoOf(key, answer), stream: answer.Body };
      } catch (error) {
        if (isAbsent(error)) return null;
        throw error;
      }
    },

    async head(key) {
      if (!isBlobKey(key)) return null;
      try {
        const answer = await bucket.client.send(
          new HeadObjectCommand({ Bucket: bucket.name, Key: keyOf(key) }),
        );
        return infoOf(key, answer);
      } catch (error) {
        if (isAbsent(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      if (!isBlobKey(key)) throw new Error("Invalid blob key");
      await bucket.client.send(new DeleteObjectCommand({ Bucket: bucket.name, Key: keyOf(key) }));
    },

    ready: () => bucket.ready(),
  };
}
