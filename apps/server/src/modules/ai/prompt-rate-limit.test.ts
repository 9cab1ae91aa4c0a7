import { describe, expect, it } from "vitest";
import { chooseEngine } from "./ai.service.js";
import { createMemoryRateLimitStore } from "../../http/rate-limits/memory-rate-limit-store.js";
import { createPromptRateLimit, PromptRateLimitedError } from "./prompt-rate-limit.js";

describe("createPromptRateLimit", () => {
  it("allows max prompts per key in a sliding window, then says how long to wait", async () => {
    let now = 0;
    const store = createMemoryRateLimitStore({ now: () => now });
    const limit = createPromptRateLimit({ store, max: 2, windowMs: 60_000 });
    await limit.take("team-a");
    now = 10_000;
    await limit.take("team-a");
    const refused = await limit.take("team-a").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PromptRateLimitedError);
    expect(refused).toMatchObject({ status: 429, code: "ai_rate_limited", retryAfterSeconds: 50 });
    await expect(limit.take("team-b")).resolves.toEqual(expect.any(String));
    now = 60_001;
    await expect(limit.take("team-a")).resolves.toEqual(expect.any(String));
  });

  it("gives a released prompt back to the window", async () => {
    const store = createMemoryRateLimitStore({ now: () => 0 });
    const limit = createPromptRateLimit({ store, max: 1 });
    const ticket = await limit.take("team-a");
    await limit.release("team-a", ticket);
    await expect(limit.take("team-a")).resolves.toEqual(expect.any(String));
    await expect(limit.take("team-a")).rejects.toBeInstanceOf(PromptRateLimitedError);
  });
});

describe("chooseEngine by the privacy setting", () => {
  const hosted = { isSelfHosted: false };
  it("uses the composer without a provider, whatever the setting", () => {
    expect(chooseEngine("schema_logs", null)).toEqual({ engine: "composer" });
  });
  it("keeps a Disabled organization on the composer, unless the provider is self-hosted", () => {
    expect(chooseEngine("disabled", hosted)).toEqual({ engine: "composer" });
    expect(chooseEngine("disabled", { isSelfHosted: true })).toEqual({
      engine: "llm",
      mode: "schema_logs",
    });
  });
  it("shares what the setting says otherwise", () => {
    expect(chooseEngine("schema_only", hosted)).toEqual({ engine: "llm", mode: "schema_only" });
    expect(chooseEngine("schema_logs", hosted)).toEqual({ engine: "llm", mode: "schema_logs" });
  });
});
