import { chmod, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { z } from "zod";
import { CliError } from "./cli-error.js";

/** What `shopwright login` saves: the server and the API key that signs every request. */
export const StoredCredentials = z.object({
  url: z.string(),
  token: z.string().min(1),
  user: z.object({ name: z.string(), email: z.string() }).optional(),
  savedAt: z.string().optional(),
});
export type StoredCredentials = z.infer<typeof StoredCredentials>;

/** SHOPWRIGHT_CONFIG, else $XDG_CONFIG_HOME/shopwright/config.json, else ~/.config/shopwright/config.json. */
export function configPath(env: NodeJS.ProcessEnv): string {
  if (env.SHOPWRIGHT_CONFIG) return env.SHOPWRIGHT_CONFIG;
  const base = env.XDG_CONFIG_HOME || join(homedir(), ".config");
  return join(base, "shopwright", "config.json");
}

/** The saved credentials, or null before the first login. */
export async function readCredentials(env: NodeJS.ProcessEnv): Promise<StoredCredentials | null> {
  const path = configPath(env);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    return StoredCredentials.parse(JSON.parse(text));
  } catch {
    throw new CliError(
      `The config file ${path} is not readable`,
      1,
      "Run `shopwright login` to write it again.",
    );
  }
}

/** Saves the credentials readable by the user alone (0600), replacing the file whole. */
export async function writeCredentials(
  env: NodeJS.ProcessEnv,
  credentials: StoredCredentials,
): Promise<string> {
  const path = configPath(env);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, path);
  // A file that existed before keeps its old mode through rename on some systems: set it again.
  await chmod(path, 0o600);
  return path;
}

/** Deletes the saved credentials; false when there were none. */
export async function removeCredentials(env: NodeJS.ProcessEnv): Promise<boolean> {
  const path = configPath(env);
  const existed = (await readCredentials(env).catch(() => true)) !== null;
  await rm(path, { force: true });
  return existed;
}
