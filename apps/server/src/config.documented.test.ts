import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { marked, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES, loadConfig } from "./config.js";

const root = new URL("../../../", import.meta.url);
const readme = await readFile(new URL("README.md", root), "utf8");
const example = await readFile(new URL(".env.example", root), "utf8");
const compose = await readFile(new URL("compose.yaml", root), "utf8");

/** The variables compose.yaml takes from .env (`${NAME}`, `${NAME:-…}`, `${NAME:?…}`). */
const composeVariables = [...compose.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!);

/** The variables of the README's Configuration table (its first column, in code). */
function readmeVariables(): string[] {
  const tokens = marked.lexer(readme);
  const heading = tokens.findIndex(
    (token) => token.type === "heading" && token.depth === 2 && token.text === "Configuration",
  );
  expect(heading, "README has a ## Configuration section").toBeGreaterThanOrEqual(0);
  const table = tokens.slice(heading + 1).find((token) => token.type === "table") as Tokens.Table;
  expect(table.header[0]!.text).toBe("variable");
  return table.rows.map((row) => row[0]!.text.replace(/^`|`$/g, ""));
}

/** `.env.example`'s lines `NAME=value` and `# NAME=value`: each name with its shown value. */
function exampleLines(): Array<{ name: string; value: string }> {
  return [...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => ({
    name: match[1]!,
    value: match[2]!,
  }));
}

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

describe("the settings' documentation", () => {
  it("lists every variable the configuration reads in the README's table, and no other", () => {
    expect(sorted(readmeVariables())).toEqual(sorted(CONFIG_VARIABLES));
  });

  it("lists in .env.example once each variable the configuration or compose.yaml reads, and no other", () => {
    const names = exampleLines().map((line) => line.name);
    expect(sorted(names)).toEqual(sorted([...CONFIG_VARIABLES, ...composeVariables]));
    expect(names).toHaveLength(new Set(names).size);
    expect(composeVariables).toContain("POSTGRES_PASSWORD");
  });

  it("gives a .env.example that starts the server with the defaults when copied as it is", async () => {
    expect(parseEnv(example)).toEqual({});
  });

  it("shows values in .env.example that the configuration accepts when uncommented", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "sw-env-example-"));
    try {
      const env = Object.fromEntries(
        exampleLines()
          .filter((line) => line.value !== "")
          .map((line) => [line.name, line.value]),
      );
      const config = await loadConfig({ ...env, DATA_DIR: dataDir });
      expect(config.port).toBe(Number(env.PORT));
      expect(config.redisUrl).toBe(env.REDIS_URL);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
