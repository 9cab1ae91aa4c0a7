import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

// The invite code of the private-beta gate is fixed at build time (SPEC 5; README).
const inviteCode = process.env.INVITE_CODE ?? "SHOPWRIGHT";
const apiTarget = process.env.API_URL ?? "http://localhost:3001";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Our source condition first, then Vite's browser defaults (without them, packages such as
  // react-dom/server resolve to their Node builds).
  resolve: { conditions: ["@shopwright/source", ...defaultClientConditions] },
  define: { __INVITE_CODE__: JSON.stringify(inviteCode) },
  server: { port: 3000, proxy: { "/api": apiTarget, "/uploads": apiTarget } },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true, manifest: true },
});
