import { relative, isAbsolute } from "node:path";
import { run } from "./program.js";

/**
 * The directory the user ran the command in. Run by `npx` inside a workspace package's
 * folder, npm starts the bin in that package's root; INIT_CWD keeps where the user was.
 */
function userDirectory(): string {
  const cwd = process.cwd();
  const initial = process.env.INIT_CWD;
  if (process.env.npm_command !== "exec" || !initial) return cwd;
  const below = relative(cwd, initial);
  return below.startsWith("..") || isAbsolute(below) ? cwd : initial;
}

process.exitCode = await run(process.argv.slice(2), {
  env: process.env,
  cwd: userDirectory(),
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
