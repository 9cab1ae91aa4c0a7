import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { configPath, readCredentials, removeCredentials, writeCredentials } from "./config-file.js";

describe("where the login is saved", () => {
  it("prefers SHOPWRIGHT_CONFIG, then XDG_CONFIG_HOME, then ~/.config", () => {
    expect(configPath({ SHOPWRIGHT_CONFIG: "/x/c.json", XDG_CONFIG_HOME: "/xdg" })).toBe(
      "/x/c.json",
    );
    expect(configPath({ XDG_CONFIG_HOME: "/xdg" })).toBe("/xdg/shopwright/config.json");
    expect(configPath({})).toMatch(/\.config\/shopwright\/config\.json$/);
  });
});

describe("the saved login", () => {
  it("is written readable by the user alone, read back and removed", async () => {
    const dir = await mkdtemp(join(tmpdir(), "shopwright-config-"));
    const env = { XDG_CONFIG_HOME: dir };
    try {
      expect(await readCredentials(env)).toBeNull();
      const path = await writeCredentials(env, {
        url: "http://localhost:3000",
        token: "sw_live_x",
      });
      expect(path).toBe(join(dir, "shopwright", "config.json"));
      expect((await stat(path)).mode & 0o777).toBe(0o600);
      expect(JSON.parse(await readFile(path, "utf8"))).toMatchObject({ token: "sw_live_x" });
      expect(await readCredentials(env)).toMatchObject({ url: "http://localhost:3000" });
      expect(await removeCredentials(env)).toBe(true);
      expect(await removeCredentials(env)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
