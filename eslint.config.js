import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/apps/web/**", "@shopwright/web"],
              message: "The server never imports the web app.",
            },
          ],
        },
      ],
    },
  },
);
