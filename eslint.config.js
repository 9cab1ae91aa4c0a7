import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Server code reaches an address from outside its own code only through the
// guarded client. Test code (tests, apps/server/src/test and trust helpers) calls its own servers.
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
  {
    files: ["packages/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/apps/**", "@shopwright/server", "@shopwright/web"],
              message: "Packages never depend on apps (docs/ARCHITECTURE.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/server/**/*.ts"],
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
      "apps/server/src/trust/**",
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
