import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: "/tmp/sw-config-test", ...env });

describe("loadConfig: rate limits, Redis and proxies", () => {
  it("counts in memory unless REDIS_URL names a redis:// or rediss:// address", async () => {
    expect((await load({})).redisUrl).toBeNull();
    expect((await load({ REDIS_URL: "" })).redisUrl).toBeNull();
    expect((await load({ REDIS_URL: "redis://127.0.0.1:6379" })).redisUrl).toBe(
      "redis://127.0.0.1:6379",
    );
    expect((await load({ REDIS_URL: "rediss://:pw@cache.example.com:6380/2" })).redisUrl).toBe(
      "rediss://:pw@cache.example.com:6380/2",
    );
    await expect(load({ REDIS_URL: "http://127.0.0.1:6379" })).rejects.toThrow(/REDIS_URL/);
    await expect(load({ REDIS_KEY_PREFIX: "has space" })).rejects.toThrow(/REDIS_KEY_PREFIX/);
    expect((await load({})).redisKeyPrefix).toBe("shopwright:");
  });

  it("has the documented defaults and refuses limits that are not positive whole numbers", async () => {
    const config = await load({});
    expect(config).toMatchObject({
      authRateLimit: 20,
      loginAccountRateLimit: 10,
      uploadsRateLimit: 120,
      formsRateLimit: 10,
      formsSiteRateLimit: 120,
      aiRateLimit: 30,
    });
    expect((await load({ LOGIN_ACCOUNT_RATE_LIMIT: "3" })).loginAccountRateLimit).toBe(3);
    for (const name of [
      "LOGIN_ACCOUNT_RATE_LIMIT",
      "UPLOADS_RATE_LIMIT",
      "FORMS_SITE_RATE_LIMIT",
    ]) {
      await expect(load({ [name]: "0" })).rejects.toThrow(name);
      await expect(load({ [name]: "2.5" })).rejects.toThrow(name);
    }
  });

  it("trusts X-Forwarded-For only from the proxies TRUST_PROXY names or counts", async () => {
    expect((await load({})).trustProxy).toBeNull();
    expect((await load({ TRUST_PROXY: "" })).trustProxy).toBeNull();
    expect((await load({ TRUST_PROXY: "2" })).trustProxy).toBe(2);
    expect((await load({ TRUST_PROXY: "loopback, 10.0.0.0/8,::1" })).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
      "::1",
    ]);
    await expect(load({ TRUST_PROXY: "true" })).rejects.toThrow(/TRUST_PROXY/);
    await expect(load({ TRUST_PROXY: "*" })).rejects.toThrow(/TRUST_PROXY/);
    await expect(load({ TRUST_PROXY: "loopback,proxy.local" })).rejects.toThrow(/proxy\.local/);
  });
});
