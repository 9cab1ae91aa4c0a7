import { HeadObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAbsent, openS3Bucket } from "../blob/s3-bucket.js";
import { startTestS3, type TestS3 } from "../test/s3-server.js";
import { describeSiteFileStoreContract } from "./file-store.contract.js";
import { createS3SiteFileStore } from "./s3-file-store.js";

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3?.close());

const looseKey = (name: string) => `sites/objects/${name.slice(0, 2)}/${name}`;

describeSiteFileStoreContract("S3", async ({ cacheBytes }) => {
  const bucket = openS3Bucket(s3.settings());
  const packs = async () => {
    const names: string[] = [];
    for await (const object of bucket.list("sites/packs/")) {
      names.push(object.key.slice("sites/packs/".length));
    }
    return names.sort();
  };
  return {
    store: createS3SiteFileStore(bucket, { cacheBytes }),
    packs,
    removePack: (name) => bucket.deleteMany([`sites/packs/${name}`]),
    async writeLoose(name, bytes) {
      await bucket.client.send(
        new PutObjectCommand({
          Bucket: bucket.name,
          Key: bucket.keyOf(looseKey(name)),
          Body: bytes,
        }),
      );
    },
    async hasLoose(name) {
      try {
        await bucket.client.send(
          new HeadObjectCommand({ Bucket: bucket.name, Key: bucket.keyOf(looseKey(name)) }),
        );
        return true;
      } catch (error) {
        if (isAbsent(error)) return false;
        throw error;
      }
    },
    close: async () => bucket.close(),
  };
});

describe("the S3 site file store", () => {
  it("keeps packs under the prefix, beside but apart from uploads", async () => {
    const bucket = openS3Bucket(s3.settings({ prefix: "shop-a/" }));
    const store = createS3SiteFileStore(bucket);
    const [entry] = await store.putPack([
      store.encode({ bytes: Buffer.from("<p>hi</p>"), contentType: "text/html" }),
    ]);
    const keys: string[] = [];
    for await (const object of bucket.list("")) keys.push(object.key);
    expect(keys).toEqual([`sites/packs/${entry!.pack}`]);
    // A sweep with nothing in use, in another prefix of the bucket, leaves it alone.
    const other = createS3SiteFileStore(openS3Bucket(s3.settings({ prefix: "shop-b/" })));
    expect(await other.sweep({ packs: new Set(), hashes: new Set() }, 0)).toBe(0);
    expect(await store.read(entry!, "identity")).toEqual(Buffer.from("<p>hi</p>"));
    bucket.close();
  });

  it("is not ready when the bucket is missing", async () => {
    const store = createS3SiteFileStore(openS3Bucket(s3.settings({ bucket: "no-such-bucket" })));
    await expect(store.ready()).rejects.toThrow();
  });
});
