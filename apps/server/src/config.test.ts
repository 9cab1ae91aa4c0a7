import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("treats an empty DATABASE_URL as unset: the embedded database", async () => {
    expect(
      (await loadConfig({ DATA_DIR: "/tmp/sw-config-test", DATABASE_URL: "" })).databaseUrl,
    ).toBeNull();
    expect((await loadConfig({ DATA_DIR: "/tmp/sw-config-test" })).databaseUrl).toBeNull();
  });

  it("takes a PostgreSQL URL, and refuses one that is not a URL", async () => {
    const url = "postgres://postgres@127.0.0.1:5432/shop";
    expect(
      (await loadConfig({ DATA_DIR: "/tmp/sw-config-test", DATABASE_URL: url })).databaseUrl,
    ).toBe(url);
    await expect(
      loadConfig({ DATA_DIR: "/tmp/sw-config-test", DATABASE_URL: "not a url" }),
    ).rejects.toThrow();
  });
});
