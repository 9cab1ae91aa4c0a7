import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3, type TestS3 } from "../test/s3-server.js";
import { describeBlobStoreContract } from "./blob-store.contract.js";
import { openS3Bucket, type S3Bucket } from "./s3-bucket.js";
import { createS3BlobStore } from "./s3-blob-store.js";

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3?.close());

/** Every key of the bucket under its prefix, sorted, read with a client of the test's own. */
async function keysIn(bucket: S3Bucket): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of bucket.list("")) keys.push(object.key);
  return keys.sort();
}

describeBlobStoreContract("S3", async () => {
  const bucket = openS3Bucket(s3.settings());
  return {
    store: createS3BlobStore(bucket),
    storedKeys: async () => (await keysIn(bucket)).map((key) => key.replace(/^uploads\//, "")),
    close: async () => bucket.close(),
  };
});

describe("S3 blob store", () => {
  it("keeps its blobs under the prefix and uploads/, and nothing else in the bucket", async () => {
    const settings = s3.settings({ prefix: "tenant-a/" });
    const bucket = openS3Bucket(settings);
    const store = createS3BlobStore(bucket);
    await store.put("ab/one/web.webp", Buffer.from("webp"), "image/webp");
    const listed = await bucket.client.send(
      new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: "tenant-a/" }),
    );
    expect(listed.Contents?.map((object) => object.Key)).toEqual([
      "tenant-a/uploads/ab/one/web.webp",
    ]);
    // Another prefix in the same bucket sees none of it.
    const other = createS3BlobStore(openS3Bucket(s3.settings({ prefix: "tenant-b/" })));
    expect(await other.get("ab/one/web.webp")).toBeNull();
    await store.delete("ab/one/web.webp");
    bucket.close();
  });

  it("is not ready when the bucket is missing or the key is unknown", async () => {
    const missing = createS3BlobStore(openS3Bucket(s3.settings({ bucket: "no-such-bucket" })));
    await expect(missing.ready()).rejects.toThrow();
    const stranger = createS3BlobStore(
      openS3Bucket(s3.settings({ accessKeyId: "NOBODY", secretAccessKey: "nothing" })),
    );
    await expect(stranger.ready()).rejects.toThrow();
  });

  it("fails loudly when the bucket does not answer", async () => {
    const gone = createS3BlobStore(openS3Bucket(s3.settings({ endpoint: "http://127.0.0.1:9" })));
    await expect(gone.get("ab/one/web.webp")).rejects.toThrow();
  });
});
