// `npm run dev`: the API with reload on :3001 and the Vite dev server with hot reload on :3000.
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn("npm", ["run", "dev", "-w", "@shopwright/server"], {
    cwd: root,
    stdio: "inherit",
    env: {
      NODE_ENV: "development",
      ...process.env,
      PORT: apiPort,
      WEB_DIST: "/nonexistent",
      DATA_DIR: process.env.DATA_DIR ?? join(root, "data"),
    },
  }),
  spawn("npm", ["run", "dev", "-w", "@shopwright/web"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, API_URL: `http://localhost:${apiPort}` },
  }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) =>
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
