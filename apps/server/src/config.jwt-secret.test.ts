import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

// Without JWT_SECRET the secret is generated into DATA_DIR. Servers sharing that directory
// (one volume, several processes started together) must all sign with
// the same one, or a token from one is refused by the next.
let dataDir = "";
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe("the generated JWT secret", () => {
  it("is one secret for servers that start together on one DATA_DIR", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "sw-secret-"));
    const configs = await Promise.all(
      Array.from({ length: 8 }, () => loadConfig({ DATA_DIR: dataDir })),
    );
    const secrets = new Set(configs.map((config) => config.jwtSecret));
    expect(secrets.size).toBe(1);
    const [secret] = secrets;
    expect(secret!.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(join(dataDir, "jwt-secret"), "utf8")).trim()).toBe(secret);
    // Nothing left behind but the secret itself.
    expect(await readdir(dataDir)).toEqual(["jwt-secret"]);
  });

  it("is kept across restarts, and a file too short to be a secret is replaced", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "sw-secret-"));
    const first = (await loadConfig({ DATA_DIR: dataDir })).jwtSecret;
    expect((await loadConfig({ DATA_DIR: dataDir })).jwtSecret).toBe(first);
    await writeFile(join(dataDir, "jwt-secret"), "short");
    const replaced = (await loadConfig({ DATA_DIR: dataDir })).jwtSecret;
    expect(replaced.length).toBeGreaterThanOrEqual(32);
    expect((await readFile(join(dataDir, "jwt-secret"), "utf8")).trim()).toBe(replaced);
  });

  it("is not read when JWT_SECRET is set", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "sw-secret-"));
    const secret = "x".repeat(40);
    expect((await loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret })).jwtSecret).toBe(secret);
    expect(await readdir(dataDir)).toEqual([]);
  });
});
