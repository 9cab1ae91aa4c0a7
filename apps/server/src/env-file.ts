import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";

/** The settings file the server reads unless ENV_FILE names another: in the working folder. */
export const ENV_FILE = ".env";

/**
 * Reads a dotenv file (Node's own parser: `KEY=value`, quotes, `#` comments, `export`) into
 * `env`, for the keys `env` does not have: the real environment wins over the file, so a
 * deployment can override one setting without editing it. A missing file sets nothing.
 * Answers the keys it set (names only: values may be secrets).
 */
export function loadEnvFile(path: string, env: NodeJS.ProcessEnv = process.env): string[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const set: string[] = [];
  for (const [key, value] of Object.entries(parseEnv(text))) {
    if (value === undefined || env[key] !== undefined) continue;
    env[key] = value;
    set.push(key);
  }
  return set;
}
