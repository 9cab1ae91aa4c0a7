import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The lint rule that keeps server code off `fetch` and raw HTTP clients (eslint.config.js,
 * docs/TRUST.md §5) is linted against here, so a config change cannot drop it unnoticed.
 */
const root = fileURLToPath(new URL("../../../../", import.meta.url));
const SERVICE = "apps/server/src/modules/example/example.service.ts";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function problems(code: string, filePath = SERVICE) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

const outbound = expect.stringContaining("guarded client");

describe("the outbound lint rule", () => {
  it.each([
    ["the global fetch", 'export const f = () => fetch("https://example.com");\n'],
    ["globalThis.fetch", 'export const f = () => globalThis.fetch("https://example.com");\n'],
    ["global.fetch", 'export const f = () => global.fetch("https://example.com");\n'],
    [
      "request from node:http",
      'import { request } from "node:http";\nexport const f = () => request("http://x");\n',
    ],
    ["get from https", 'import { get } from "https";\nexport const f = () => get("https://x");\n'],
    [
      "a renamed request from node:https",
      'import { request as send } from "node:https";\nexport const f = () => send("https://x");\n',
    ],
    [
      "a namespace import of node:http",
      'import * as web from "node:http";\nexport const f = () => web.request("http://x");\n',
    ],
    [
      "http.get through a default import",
      'import http from "node:http";\nexport const f = () => http.get("http://x");\n',
    ],
    [
      "undici's fetch",
      'import { fetch as get } from "undici";\nexport const f = () => get("https://x");\n',
    ],
    [
      "undici's request",
      'import { request } from "undici";\nexport const f = () => request("https://x");\n',
    ],
  ])("reports %s in server code", async (_label, code) => {
    const found = await problems(code);
    expect(found).toContainEqual({ rule: expect.any(String), message: outbound });
  });

  it("leaves types and servers from node:http alone", async () => {
    const code =
      'import { createServer, type IncomingMessage } from "node:http";\n' +
      "export const f = (r: IncomingMessage) => createServer().listen(r.socket.localPort);\n";
    expect(await problems(code)).toEqual([]);
  });

  it.each([
    "apps/server/src/http/guarded-fetch.ts",
    "apps/server/src/modules/example/example.routes.test.ts",
    "apps/server/test/trust/example-helper.ts",
  ])("allows fetch in %s", async (filePath) => {
    expect(
      await problems('export const f = () => fetch("http://127.0.0.1/");\n', filePath),
    ).toEqual([]);
  });

  it("still keeps the server from importing the web app", async () => {
    const code = 'import { x } from "@shopwright/web";\nexport const y = x;\n';
    const found = await problems(code, "apps/server/src/modules/example/example.service.ts");
    expect(found).toContainEqual({
      rule: "no-restricted-imports",
      message: expect.stringContaining("never imports the web app"),
    });
  });
});
