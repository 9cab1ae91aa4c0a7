import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

const base = { DATA_DIR: "/tmp/sw-config-test", JWT_SECRET: "x".repeat(40) };

describe("object storage settings", () => {
  it("keeps files on the local disk without S3_BUCKET (and with it empty)", async () => {
    expect((await loadConfig(base)).s3).toBeNull();
    expect((await loadConfig({ ...base, S3_BUCKET: "" })).s3).toBeNull();
  });

  it("reads a bucket with the defaults of the README", async () => {
    expect((await loadConfig({ ...base, S3_BUCKET: "shop-files" })).s3).toEqual({
      bucket: "shop-files",
      endpoint: null,
      region: "us-east-1",
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: false,
      prefix: "",
    });
  });

  it("reads every setting of an S3-compatible service", async () => {
    const config = await loadConfig({
      ...base,
      S3_BUCKET: "shop-files",
      S3_ENDPOINT: "http://minio.internal:9000/",
      S3_REGION: "eu-central-1",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: "prod/shopwright",
    });
    expect(config.s3).toEqual({
      bucket: "shop-files",
      endpoint: "http://minio.internal:9000",
      region: "eu-central-1",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "secret",
      forcePathStyle: true,
      prefix: "prod/shopwright/",
    });
  });

  it.each([
    [
      { S3_ENDPOINT: "http://minio:9000" },
      /S3_BUCKET: set the bucket to use, or unset S3_ENDPOINT/,
    ],
    [{ S3_PREFIX: "x/", S3_REGION: "us-east-2" }, /unset S3_REGION, S3_PREFIX/],
    [
      { S3_BUCKET: "b-1", S3_ACCESS_KEY_ID: "AKIA" },
      /S3_SECRET_ACCESS_KEY: set it with S3_ACCESS_KEY_ID/,
    ],
    [
      { S3_BUCKET: "b-1", S3_SECRET_ACCESS_KEY: "s" },
      /S3_ACCESS_KEY_ID: set it with S3_SECRET_ACCESS_KEY/,
    ],
    [{ S3_BUCKET: "Shop_Files" }, /S3_BUCKET must be a bucket name/],
    [
      { S3_BUCKET: "b-1", S3_ENDPOINT: "minio:9000" },
      /S3_ENDPOINT must be an http\(s\):\/\/ address/,
    ],
    [{ S3_BUCKET: "b-1", S3_FORCE_PATH_STYLE: "yes" }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ S3_BUCKET: "b-1", S3_PREFIX: "../up" }, /S3_PREFIX must be lower-case path segments/],
    [{ S3_BUCKET: "b-1", S3_PREFIX: "/abs" }, /S3_PREFIX must be lower-case path segments/],
  ])("refuses an incomplete or malformed set: %j", async (env, message) => {
    await expect(loadConfig({ ...base, ...env })).rejects.toThrow(message);
  });
});

describe("STORE_DELETE_GRACE_DAYS", () => {
  it("is 30 days unless set, and takes fractions of a day", async () => {
    expect((await loadConfig(base)).storeDeleteGraceMs).toBe(30 * 24 * 3600 * 1000);
    expect((await loadConfig({ ...base, STORE_DELETE_GRACE_DAYS: "0.5" })).storeDeleteGraceMs).toBe(
      12 * 3600 * 1000,
    );
    expect((await loadConfig({ ...base, STORE_DELETE_GRACE_DAYS: "0" })).storeDeleteGraceMs).toBe(
      0,
    );
  });

  it.each(["-1", "soon", "4000"])("refuses %j", async (value) => {
    await expect(loadConfig({ ...base, STORE_DELETE_GRACE_DAYS: value })).rejects.toThrow(
      /STORE_DELETE_GRACE_DAYS/,
    );
  });
});
