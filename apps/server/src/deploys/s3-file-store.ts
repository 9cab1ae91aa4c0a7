import { PutObjectCommand } from "@aws-sdk/client-s3";
import type { S3Bucket } from "../blob/s3-bucket.js";
import {
  DEFAULT_CACHE_BYTES,
  HASH,
  PACK_NAME,
  createFileEncoder,
  createReadCache,
  layOutPack,
  newPackName,
  objectName,
  rangeOf,
  type FileEncoding,
  type SiteFileStore,
} from "./file-store.js";
import type { DeployFile } from "./manifest.js";

// The bucket holds the same layout as DATA_DIR/sites: packs/, and the loose objects of the
// first version of publishing under objects/ (an installation that copied its folder over).
const PACKS = "sites/packs/";
const OBJECTS = "sites/objects/";

/**
 * A site file store in an S3-compatible bucket. A publish's pack is one PUT (an object appears
 * whole or not at all); a page view reads its encoding with one ranged GET into the pack, once
 * per process: the bytes are then served from memory like the local store's.
 */
export function createS3SiteFileStore(
  bucket: S3Bucket,
  options: { cacheBytes?: number } = {},
): SiteFileStore {
  const cache = createReadCache(options.cacheBytes ?? DEFAULT_CACHE_BYTES);
  const encoder = createFileEncoder();
  const objectKey = (hash: string, encoding: FileEncoding) =>
    `${OBJECTS}${hash.slice(0, 2)}/${objectName(hash, encoding)}`;

  function readStored(file: DeployFile, encoding: FileEncoding): Promise<Buffer | null> {
    if (file.pack === undefined) return bucket.read(objectKey(file.hash, encoding));
    const range = rangeOf(file, encoding);
    return range ? bucket.read(`${PACKS}${file.pack}`, range) : Promise.resolve(null);
  }

  /** Deletes the objects under `prefix` older than `before` whose name `isUnused` says. */
  async function sweepPrefix(prefix: string, isUnused: (name: string) => boolean, before: number) {
    const unused: string[] = [];
    for await (const object of bucket.list(prefix)) {
      const name = object.key.slice(object.key.lastIndexOf("/") + 1);
      if (object.lastModified.getTime() < before && isUnused(name)) unused.push(object.key);
    }
    await bucket.deleteMany(unused);
    return unused.length;
  }

  return {
    encode: encoder.encode,

    async putPack(files) {
      const name = newPackName();
      const parts: Buffer[] = [];
      const entries = await layOutPack(name, files, async (buffers) => {
        parts.push(...buffers);
      });
      const body = Buffer.concat(parts);
      await bucket.client.send(
        new PutObjectCommand({
          Bucket: bucket.name,
          Key: bucket.keyOf(`${PACKS}${name}`),
          Body: body,
          ContentLength: body.length,
          ContentType: "application/octet-stream",
        }),
      );
      return entries;
    },

    read: (file, encoding) => cache.read(file, encoding, () => readStored(file, encoding)),

    async sweep(inUse, graceMs) {
      const before = Date.now() - graceMs;
      const packs = await sweepPrefix(PACKS, (name) => !inUse.packs.has(name), before);
      const objects = await sweepPrefix(
        OBJECTS,
        (name) => !inUse.hashes.has(name.replace(/\.(gz|br)$/, "")),
        before,
      );
      return packs + objects;
    },

    async remove({ packs, hashes }) {
      await bucket.deleteMany([
        ...[...packs].filter((pack) => PACK_NAME.test(pack)).map((pack) => `${PACKS}${pack}`),
        ...[...hashes]
          .filter((hash) => HASH.test(hash))
          .flatMap((hash) => (["identity", "gzip", "br"] as const).map((e) => objectKey(hash, e))),
      ]);
    },

    ready: () => bucket.ready(),
  };
}
