import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnvFile } from "./env-file.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sw-env-file-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("loadEnvFile", () => {
  it("sets what the file names and the environment does not, and answers those keys", async () => {
    const path = join(dir, ".env");
    await writeFile(
      path,
      [
        "# a comment",
        "PORT=8080",
        'PUBLIC_URL="https://shop.example.com" # the balancer',
        "export LOG_LEVEL=debug",
        "DATABASE_URL=",
        "HOST=127.0.0.1",
      ].join("\n"),
    );
    const env: NodeJS.ProcessEnv = { HOST: "0.0.0.0", DATABASE_URL: "postgres://real/db" };
    expect(loadEnvFile(path, env).sort()).toEqual(["LOG_LEVEL", "PORT", "PUBLIC_URL"]);
    expect(env).toEqual({
      PORT: "8080",
      PUBLIC_URL: "https://shop.example.com",
      LOG_LEVEL: "debug",
      // The real environment wins, even over a value the file leaves empty.
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://real/db",
    });
  });

  it("keeps a variable set to the empty string in the environment", async () => {
    const path = join(dir, "empty.env");
    await writeFile(path, "REDIS_URL=redis://file:6379\n");
    const env: NodeJS.ProcessEnv = { REDIS_URL: "" };
    expect(loadEnvFile(path, env)).toEqual([]);
    expect(env.REDIS_URL).toBe("");
  });

  it("sets nothing when there is no file", () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(join(dir, "missing.env"), env)).toEqual([]);
    expect(env).toEqual({});
  });

  it("fails on a path that is not a readable file", async () => {
    expect(() => loadEnvFile(dir, {})).toThrow(/EISDIR/);
  });
});
