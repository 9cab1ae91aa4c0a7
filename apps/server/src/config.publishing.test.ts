import { describe, expect, it } from "vitest";
import { deployLimitsOf, loadConfig } from "./config.js";

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: "/tmp/sw-config-test", ...env });
const MB = 1024 * 1024;

describe("loadConfig: publishing", () => {
  it("limits a deploy to DEPLOY_MAX_MB and a store's kept deploys to DEPLOYS_KEPT_MB", async () => {
    expect(deployLimitsOf(await load({}))).toEqual({
      deployMaxBytes: 100 * MB,
      keptBytes: 1000 * MB,
    });
    expect(deployLimitsOf(await load({ DEPLOY_MAX_MB: "2.5" }))).toEqual({
      deployMaxBytes: 2.5 * MB,
      keptBytes: 25 * MB,
    });
    expect(deployLimitsOf(await load({ DEPLOYS_KEPT_MB: "300" })).keptBytes).toBe(300 * MB);
    await expect(load({ DEPLOY_MAX_MB: "0" })).rejects.toThrow(/DEPLOY_MAX_MB/);
    await expect(load({ DEPLOYS_KEPT_MB: "-1" })).rejects.toThrow(/DEPLOYS_KEPT_MB/);
  });

  it("renders in RENDER_THREADS worker threads, 0 in the server's own, unset by cores", async () => {
    expect((await load({})).renderThreads).toBeUndefined();
    expect((await load({ RENDER_THREADS: "0" })).renderThreads).toBe(0);
    expect((await load({ RENDER_THREADS: "3" })).renderThreads).toBe(3);
    for (const value of ["-1", "1.5", "lots", "65"]) {
      await expect(load({ RENDER_THREADS: value })).rejects.toThrow(/RENDER_THREADS/);
    }
  });
});
