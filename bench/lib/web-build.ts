import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const WEB = join(ROOT, "apps/web");

/**
 * Builds the web app with its own Vite config into `outDir`, so that a benchmark measures the
 * sources as they are now and leaves apps/web/dist alone. Answers the build's wall time in ms.
 */
export async function buildWebApp(outDir: string): Promise<number> {
  // Vite is a dependency of the web workspace, not of the root.
  const vite = join(
    dirname(createRequire(join(WEB, "package.json")).resolve("vite/package.json")),
    "bin/vite.js",
  );
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [vite, "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    { cwd: WEB, stdio: ["ignore", "inherit", "inherit"] },
  );
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`vite build exited with ${code}`);
  return Date.now() - started;
}
