// `npm start`: builds whatever is out of date, then runs the server in this process.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_STAMP, stamp, WEB_STAMP } from "./build-stamps.mjs";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const at = (...parts) => join(root, ...parts);

/** Newest modification time under the given files and folders (node_modules excluded). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (entry !== "node_modules" && entry !== "dist") visit(join(path, entry));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return latest;
}

function isStale(stamp, sources) {
  return !existsSync(stamp) || statSync(stamp).mtimeMs < newest(sources);
}

function run(label, command, args, cwd = root) {
  console.log(`[shopwright] ${label}…`);
  const result = spawnSync(command, args, { cwd, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`[shopwright] ${label} failed.`);
    process.exit(result.status ?? 1);
  }
}

const shared = [at("packages"), at("tsconfig.base.json"), at("package-lock.json")];
if (isStale(SERVER_STAMP, [...shared, at("apps/server/src"), at("apps/server/tsconfig.json")])) {
  run("Building the server", process.execPath, [at("node_modules/typescript/bin/tsc"), "-b"]);
  stamp(SERVER_STAMP);
}
if (
  isStale(WEB_STAMP, [
    ...shared,
    at("apps/web/src"),
    at("apps/web/public"),
    at("apps/web/index.html"),
    at("apps/web/vite.config.ts"),
  ])
) {
  run("Building the web app", "npm", ["run", "build", "-w", "@shopwright/web"]);
  stamp(WEB_STAMP);
}

await import(at("apps/server/dist/main.js"));
