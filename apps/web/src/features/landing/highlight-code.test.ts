import { describe, expect, it } from "vitest";
import { highlightCode } from "./highlight-code";
import { CLI_SNIPPET, SDK_SNIPPET } from "./landing.content";

const join = (code: string, language: "shell" | "ts" | "json") =>
  highlightCode(code, language)
    .map((token) => token.text)
    .join("");

describe("highlightCode", () => {
  it("gives every snippet back unchanged when the tokens are joined", () => {
    expect(join(SDK_SNIPPET, "ts")).toBe(SDK_SNIPPET);
    expect(join(CLI_SNIPPET, "shell")).toBe(CLI_SNIPPET);
    expect(join('{ "success": true, "data": { "n": 1 } }', "json")).toBe(
      '{ "success": true, "data": { "n": 1 } }',
    );
  });

  it("marks keywords, strings and numbers", () => {
    const tokens = highlightCode('const price = await get("Guji", 18);', "ts");
    expect(tokens).toContainEqual({ kind: "keyword", text: "const" });
    expect(tokens).toContainEqual({ kind: "keyword", text: "await" });
    expect(tokens).toContainEqual({ kind: "string", text: '"Guji"' });
    expect(tokens).toContainEqual({ kind: "number", text: "18" });
  });

  it("keeps a URL in a string and a shell URL out of comments", () => {
    expect(highlightCode('fetch("http://localhost:3000/api")', "ts")).toContainEqual({
      kind: "string",
      text: '"http://localhost:3000/api"',
    });
    const shell = highlightCode("curl http://localhost:3000/api#top # says hi", "shell");
    expect(shell.filter((token) => token.kind === "comment")).toEqual([
      { kind: "comment", text: "# says hi" },
    ]);
  });
});
