import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { canConnect, TEST_REDIS_URL } from "../../test/redis.js";
import { createMemoryRateLimitStore } from "./memory-rate-limit-store.js";
import type { RateLimitStore } from "./rate-limit-store.js";
import { createRedisRateLimitStore, RedisUnreachableError } from "./redis-rate-limit-store.js";

const REDIS_URL = TEST_REDIS_URL;
const hasRedis = await canConnect(REDIS_URL);

const prefixes: string[] = [];
afterAll(async () => {
  if (!prefixes.length) return;
  const redis = new Redis(REDIS_URL);
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  }
  redis.disconnect();
});

type Open = (now: () => number) => Promise<RateLimitStore>;
const kinds: [string, Open][] = [["memory", async (now) => createMemoryRateLimitStore({ now })]];
if (hasRedis) {
  kinds.push([
    "redis",
    async (now) => {
      const prefix = `sw-test:${randomUUID()}:`;
      prefixes.push(prefix);
      return createRedisRateLimitStore({ url: REDIS_URL, prefix, now });
    },
  ]);
}

describe.each(kinds)("the %s rate-limit store", (_kind, open) => {
  it("allows max in any window (a sliding one) and says how long to wait", async () => {
    let now = 1_000_000;
    const store = await open(() => now);
    const rule = { max: 2, windowMs: 60_000 };
    try {
      expect(await store.take("k", rule)).toMatchObject({
        isAllowed: true,
        count: 1,
        resetMs: 60_000,
      });
      now += 30_000;
      expect(await store.take("k", rule)).toMatchObject({
        isAllowed: true,
        count: 2,
        resetMs: 30_000,
      });
      expect(await store.take("k", rule)).toEqual({
        isAllowed: false,
        count: 2,
        retryAfterMs: 30_000,
      });
      // A fixed window would start afresh here; the sliding one frees one slot only.
      now += 30_000;
      expect((await store.take("k", rule)).isAllowed).toBe(true);
      expect(await store.take("k", rule)).toEqual({
        isAllowed: false,
        count: 2,
        retryAfterMs: 30_000,
      });
      expect((await store.take("other", rule)).isAllowed).toBe(true);
    } finally {
      await store.close();
    }
  });

  it("takes back a released event, forgets a reset key and remembers a mark for its time", async () => {
    let now = 5_000_000;
    const store = await open(() => now);
    const rule = { max: 1, windowMs: 60_000 };
    try {
      const taken = await store.take("k", rule);
      if (!taken.isAllowed) throw new Error("first take refused");
      await store.release("k", taken.ticket);
      expect((await store.take("k", rule)).isAllowed).toBe(true);
      expect((await store.take("k", rule)).isAllowed).toBe(false);
      await store.reset("k");
      expect((await store.take("k", rule)).isAllowed).toBe(true);
      expect(await store.isMarked("m")).toBe(false);
      await store.mark("m", 60_000);
      expect(await store.isMarked("m")).toBe(true);
      // Redis keeps time itself (PX), the memory store by its clock: move both on.
      await store.mark("brief", 50);
      await new Promise((resolve) => setTimeout(resolve, 120));
      now += 120;
      expect(await store.isMarked("brief")).toBe(false);
      expect(await store.isMarked("m")).toBe(true);
    } finally {
      await store.close();
    }
  });

  it("lets exactly max of 200 simultaneous takes through", async () => {
    const store = await open(Date.now);
    try {
      const taken = await Promise.all(
        Array.from({ length: 200 }, () => store.take("burst", { max: 37, windowMs: 60_000 })),
      );
      expect(taken.filter((t) => t.isAllowed)).toHaveLength(37);
    } finally {
      await store.close();
    }
  });
});

describe.runIf(hasRedis)("two Redis stores (two server processes)", () => {
  it("share one count: of 300 simultaneous takes split between them, exactly max pass", async () => {
    const prefix = `sw-test:${randomUUID()}:`;
    prefixes.push(prefix);
    const stores = await Promise.all(
      [0, 1, 2].map(() => createRedisRateLimitStore({ url: REDIS_URL, prefix })),
    );
    try {
      const taken = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          stores[i % 3]!.take("shared", { max: 50, windowMs: 60_000 }),
        ),
      );
      expect(taken.filter((t) => t.isAllowed)).toHaveLength(50);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});

describe("a Redis that cannot be reached at startup", () => {
  it("is an error that names the address (without its password) and the cause", async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    const failure = await createRedisRateLimitStore({
      url: `redis://:hunter2@127.0.0.1:${port}`,
      prefix: "x:",
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RedisUnreachableError);
    expect((failure as Error).message).toBe(
      `Cannot reach Redis at redis://:***@127.0.0.1:${port} (REDIS_URL): connect ECONNREFUSED 127.0.0.1:${port}`,
    );
  });
});

describe("the memory store's size", () => {
  it("keeps at most maxKeys keys, dropping the least recently used", async () => {
    const store = createMemoryRateLimitStore({ now: () => 0, maxKeys: 3 });
    const rule = { max: 1, windowMs: 60_000 };
    for (const key of ["a", "b", "c"]) await store.take(key, rule);
    expect((await store.take("a", rule)).isAllowed).toBe(false);
    await store.take("d", rule);
    // "b" was the least recently used: dropped, so its limit reopened; "a" was kept.
    expect((await store.take("b", rule)).isAllowed).toBe(true);
    expect((await store.take("a", rule)).isAllowed).toBe(false);
  });

  it("lets a mark lapse when its time is up", async () => {
    let now = 0;
    const store = createMemoryRateLimitStore({ now: () => now });
    await store.mark("flag", 1_000);
    now = 999;
    expect(await store.isMarked("flag")).toBe(true);
    now = 1_000;
    expect(await store.isMarked("flag")).toBe(false);
  });
});
