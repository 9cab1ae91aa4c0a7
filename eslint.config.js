import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Server code reaches an address from outside its own code only through the
// guarded client. Test code (tests, apps/server/src/test and apps/server/test) calls its own servers.
const OUTBOUND_MESSAGE =
  "Send outbound requests through the guarded client (apps/server/src/http/guarded-fetch.ts): it refuses private addresses, pins the address it vetted and checks every redirect.";
const SERVER_NEVER_IMPORTS_WEB = {
  group: ["**/apps/web/**", "@shopwright/web"],
  message: "The server never imports the web app.",
};
const restrictedHttp = (name, importNames) => ({ name, importNames, message: OUTBOUND_MESSAGE });

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "data/**",
      "apps/server/drizzle/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/apps/server/**", "@shopwright/server", "@shopwright/server/*"],
              message: "The web app talks to the server only through @shopwright/sdk.",
            },
            {
              group: ["@shopwright/*/src/*"],
              message: "Import the package by its name; its exports say what is public.",
            },
          ],
        },
      ],
    },
  },
  // The dependency rules of docs/ARCHITECTURE.md between workspaces, on every source file (.ts
  // and .tsx): packages never depend on apps; site on no other package; the sdk only on site's
  // schema entry (its layout and theme schemas, no renderers); composer only on site; the CLI
  // only on the sdk (it speaks to a server over HTTP); the server reaches the composer only from
  // its AI module. typescript-eslint's copy of the rule holds these, so the per-folder
  // no-restricted-imports settings below do not replace them.
  ...[
    { files: ["packages/sdk/**/*.{ts,tsx}"], entries: ["site/schema"] },
    { files: ["packages/site/**/*.{ts,tsx}"], allowed: [] },
    { files: ["packages/composer/**/*.{ts,tsx}"], allowed: ["site"] },
    { files: ["packages/cli/**/*.{ts,tsx}"], allowed: ["sdk"] },
  ].map(({ files, allowed = [], entries = [] }) => ({
    files,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/apps/**", "@shopwright/server", "@shopwright/web"],
              message: "Packages never depend on apps (docs/ARCHITECTURE.md).",
            },
            {
              // A package allowed one entry of another (not its root): a regex, as a negated
              // group cannot allow a path below one it refuses.
              ...(entries.length
                ? { regex: `^@shopwright/(?!(${entries.join("|")})$)` }
                : {
                    group: [
                      "@shopwright/*",
                      "@shopwright/*/*",
                      ...allowed.flatMap((name) => [
                        `!@shopwright/${name}`,
                        `!@shopwright/${name}/*`,
                      ]),
                    ],
                  }),
              message: "This package may not depend on that one (docs/ARCHITECTURE.md).",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ["apps/server/**/*.{ts,tsx}"],
    ignores: ["apps/server/src/modules/ai/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@shopwright/composer", "@shopwright/composer/*"],
              message:
                "The server reaches the composer only from modules/ai (docs/ARCHITECTURE.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [SERVER_NEVER_IMPORTS_WEB] }],
    },
  },
  {
    files: ["apps/server/src/**/*.ts"],
    ignores: [
      "apps/server/src/http/guarded-fetch.ts",
      "apps/server/src/**/*.test.ts",
      "apps/server/src/test/**",
    ],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: OUTBOUND_MESSAGE },
        { name: "XMLHttpRequest", message: OUTBOUND_MESSAGE },
      ],
      "no-restricted-properties": [
        "error",
        { object: "globalThis", property: "fetch", message: OUTBOUND_MESSAGE },
        { object: "global", property: "fetch", message: OUTBOUND_MESSAGE },
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...["node:http", "http", "node:https", "https"].map((name) =>
              restrictedHttp(name, ["request", "get"]),
            ),
            restrictedHttp("undici", ["request", "fetch", "stream", "pipeline", "connect"]),
          ],
          patterns: [SERVER_NEVER_IMPORTS_WEB],
        },
      ],
      // A default import (`import http from "node:http"`) escapes the rule above.
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name=/^(https?|undici)$/][callee.property.name=/^(request|get|fetch|stream|pipeline|connect)$/]",
          message: OUTBOUND_MESSAGE,
        },
      ],
    },
  },
);
