import { describe, expect, it } from "vitest";
import { createReadiness, ProbeTimeoutError, type ReadinessPart } from "./readiness.js";

const never = () => new Promise<void>(() => undefined);

describe("readiness", () => {
  it("fails a part whose probe does not answer within the time limit, and says why once", async () => {
    const failures: Array<[ReadinessPart, unknown]> = [];
    const readiness = createReadiness(
      [
        { part: "database", probe: never },
        { part: "storage", probe: async () => undefined },
      ],
      { timeoutMs: 50, reuseMs: 0, onFailure: (part, error) => failures.push([part, error]) },
    );
    const started = Date.now();
    expect(await readiness.check()).toEqual({
      isReady: false,
      checks: { database: "failed", storage: "ok" },
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(failures).toHaveLength(1);
    expect(failures[0]![0]).toBe("database");
    expect(failures[0]![1]).toBeInstanceOf(ProbeTimeoutError);
  });

  it("fails a part when any one of its probes fails", async () => {
    const readiness = createReadiness(
      [
        { part: "storage", probe: async () => undefined },
        { part: "storage", probe: async () => Promise.reject(new Error("EROFS")) },
        { part: "storage", probe: async () => undefined },
      ],
      { timeoutMs: 1000, reuseMs: 0 },
    );
    expect((await readiness.check()).checks).toEqual({ storage: "failed" });
  });

  it("shares one run between requests made while it runs and within the reuse window", async () => {
    let runs = 0;
    let clock = 0;
    let isUp = true;
    const readiness = createReadiness(
      [
        {
          part: "redis",
          probe: async () => {
            runs += 1;
            await new Promise((resolve) => setTimeout(resolve, 20));
            if (!isUp) throw new Error("down");
          },
        },
      ],
      { timeoutMs: 1000, reuseMs: 1000, now: () => clock },
    );
    const [a, b] = await Promise.all([readiness.check(), readiness.check()]);
    expect(a).toBe(b);
    expect(runs).toBe(1);
    isUp = false;
    clock += 999;
    expect((await readiness.check()).isReady).toBe(true);
    expect(runs).toBe(1);
    clock += 1;
    expect((await readiness.check()).checks).toEqual({ redis: "failed" });
    expect(runs).toBe(2);
  });
});
