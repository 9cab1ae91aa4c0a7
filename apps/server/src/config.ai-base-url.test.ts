import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

const base = { DATA_DIR: "/tmp/sw-config-test", AI_MODEL: "llama3.2" };

describe("AI_BASE_URL", () => {
  it("takes an http(s) address, loopback included (an operator's own model server)", async () => {
    const config = await loadConfig({ ...base, AI_BASE_URL: "http://127.0.0.1:11434/v1/" });
    expect(config.aiBaseUrl).toBe("http://127.0.0.1:11434/v1");
  });

  it.each([
    ["credentials", "https://user:secret@api.example.com/v1", /user name or password/],
    ["a user name alone", "https://user@api.example.com/v1", /user name or password/],
    ["another scheme", "ftp://api.example.com/v1", /http\(s\)/],
  ])("refuses %s at start", async (_label, url, message) => {
    await expect(loadConfig({ ...base, AI_BASE_URL: url })).rejects.toThrow(message);
  });
});
