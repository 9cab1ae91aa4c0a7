import { describe, expect, it } from "vitest";
import {
  createChatCompletionsClient,
  ProviderError,
  retryAfterMs,
} from "./chat-completions-client.js";

const body = { model: "m", messages: [], temperature: 0, max_tokens: 10 };

function fakeFetch(statuses: { status: number; headers?: Record<string, string> }[]) {
  const calls: RequestInit[] = [];
  const fetch: typeof globalThis.fetch = async (_url, init) => {
    calls.push(init ?? {});
    const next = statuses.shift() ?? { status: 200 };
    const content = JSON.stringify({ choices: [{ message: { content: "{}" } }] });
    return new Response(next.status === 200 ? content : "{}", {
      status: next.status,
      headers: next.headers,
    });
  };
  return { fetch, calls };
}

describe("retryAfterMs", () => {
  it("reads delta-seconds and HTTP dates", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs("0.5")).toBe(500);
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(retryAfterMs("Wed, 01 Jan 2025 00:00:03 GMT", now)).toBe(3000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs("soon")).toBeUndefined();
  });
});

describe("createChatCompletionsClient", () => {
  it("waits as Retry-After says, a bounded number of times", async () => {
    const waits: number[] = [];
    const { fetch, calls } = fakeFetch([
      { status: 429, headers: { "retry-after": "3" } },
      { status: 503 },
      { status: 500 },
    ]);
    const client = createChatCompletionsClient({
      baseUrl: "http://model.test/v1",
      timeoutMs: 1000,
      fetch,
      sleep: async (ms) => void waits.push(ms),
    });
    await expect(client.complete(body)).rejects.toMatchObject({ failure: "http", status: 500 });
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([3000, 1000]);
  });

  it("does not wait longer than it is willing to", async () => {
    const { fetch, calls } = fakeFetch([{ status: 429, headers: { "retry-after": "120" } }]);
    const client = createChatCompletionsClient({
      baseUrl: "http://model.test/v1",
      timeoutMs: 1000,
      fetch,
      sleep: async () => undefined,
    });
    const failure = await client.complete(body).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ failure: "rate_limited" });
    expect(calls).toHaveLength(1);
  });

  it("does not retry a client error other than a refused response_format", async () => {
    const { fetch, calls } = fakeFetch([{ status: 401 }]);
    const client = createChatCompletionsClient({ baseUrl: "http://m/v1", timeoutMs: 1000, fetch });
    await expect(client.complete(body)).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it("answers an empty content as a failure", async () => {
    const fetch: typeof globalThis.fetch = async () =>
      new Response(JSON.stringify({ choices: [{ message: { content: "" } }] }));
    const client = createChatCompletionsClient({ baseUrl: "http://m/v1", timeoutMs: 1000, fetch });
    await expect(client.complete(body)).rejects.toMatchObject({ failure: "empty" });
  });
});
