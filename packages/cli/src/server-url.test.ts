import { describe, expect, it } from "vitest";
import { normalizeServerUrl } from "./server-url.js";

describe("normalizeServerUrl", () => {
  it.each([
    ["http://localhost:3000", "http://localhost:3000"],
    ["http://localhost:3000/", "http://localhost:3000"],
    ["http://localhost:3000/api/", "http://localhost:3000"],
    ["https://shop.example.com/base/api", "https://shop.example.com/base"],
  ])("reads %s as %s", (input, expected) => {
    expect(normalizeServerUrl(input)).toBe(expected);
  });

  it("refuses what is not an http(s) address as bad usage", () => {
    expect(() => normalizeServerUrl("localhost:3000")).toThrow(/must start with http/);
    expect(() => normalizeServerUrl("not a url")).toThrow(expect.objectContaining({ exitCode: 2 }));
  });
});
