import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "@20minutes/s3rver";
import type { S3Settings } from "../config.js";

/** The fake's built-in account, which it checks requests against. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** An S3-compatible server on loopback, for tests: settings that reach it, and `close()`. */
export interface TestS3 {
  /** Settings for a bucket of its own on the server (a fresh name per call). */
  settings(overrides?: Partial<S3Settings>): S3Settings;
  close(): Promise<void>;
}

/**
 * Starts an S3-compatible server (s3rver, pure JavaScript, files in a temp folder) on a free
 * loopback port, with `buckets` created. Nothing leaves the machine.
 */
export async function startTestS3(buckets: string[] = ["shopwright-test"]): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), "sw-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
    // The fake signs a bucket-level request's path without the trailing slash the SDK sends
    // ("/bucket/?list-type=2"), so it would refuse every listing. It still refuses an unknown
    // access key.
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  return {
    settings: (overrides = {}) => ({
      bucket: buckets[0]!,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      ...CREDENTIALS,
      forcePathStyle: true,
      // Each caller its own corner of the bucket.
      prefix: `t-${randomBytes(4).toString("hex")}/`,
      ...overrides,
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
