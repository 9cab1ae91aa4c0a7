import { describe, expect, it } from "vitest";
import { chooseEngine } from "./ai.service.js";
import { createPromptRateLimit } from "./prompt-rate-limit.js";

describe("createPromptRateLimit", () => {
  it("allows max prompts per key in a sliding window, then says how long to wait", () => {
    let now = 0;
    const limit = createPromptRateLimit({ max: 2, windowMs: 60_000, now: () => now });
    expect(limit.take("team-a")).toEqual({ isAllowed: true });
    now = 10_000;
    expect(limit.take("team-a")).toEqual({ isAllowed: true });
    expect(limit.take("team-a")).toEqual({ isAllowed: false, retryAfterSeconds: 50 });
    expect(limit.take("team-b")).toEqual({ isAllowed: true });
    now = 60_001;
    expect(limit.take("team-a")).toEqual({ isAllowed: true });
  });
});

describe("chooseEngine (AI.md privacy table)", () => {
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
