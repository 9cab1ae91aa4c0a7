import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

// The repository's .env (or ENV_FILE's; none: no file), as the server reads it: the real
// environment wins over it.
const envFileName = process.env.ENV_FILE || ".env";
const envFile = fileURLToPath(new URL(envFileName, new URL("../../", import.meta.url)));
const fromEnvFile =
  envFileName !== "none" && existsSync(envFile) ? parseEnv(readFileSync(envFile, "utf8")) : {};
// The invite code of the private-beta gate is fixed at build time (PRODUCT.md §5; README).
const inviteCode = process.env.INVITE_CODE ?? fromEnvFile.INVITE_CODE ?? "SHOPWRIGHT";
const apiTarget = process.env.API_URL ?? "http://localhost:3001";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Our source condition first, then Vite's browser defaults (without them, packages such as
  // react-dom/server resolve to their Node builds).
  resolve: { conditions: ["@shopwright/source", ...defaultClientConditions] },
  define: { __INVITE_CODE__: JSON.stringify(inviteCode) },
  server: { port: 3000, proxy: { "/api": apiTarget, "/uploads": apiTarget, "/_sw": apiTarget } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every browser Vite targets preloads modules natively: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // Our workspace packages run no code on import but their CSS: a module whose exports
        // the app does not use is left out (the server's starter themes, the contracts of
        // screens not loaded), instead of riding along in the chunk that imports the package.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/](sdk|site)[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
    },
  },
});
