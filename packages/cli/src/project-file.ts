import { readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { z } from "zod";
import { CliError } from "./cli-error.js";

/** The file `shopwright init` writes and `publish` reads: which store the directory publishes. */
export const PROJECT_FILE = "shopwright.json";

export const ProjectConfig = z.object({
  /** The store on the server; null until it is created (at init when logged in, else at publish). */
  storeId: z.string().min(1).nullable(),
  storeName: z.string().trim().min(1),
  /** The store's domain; null lets the CLI pick a placeholder when it creates the store. */
  domain: z.string().nullable().default(null),
  /** The starter theme a new store begins with. */
  theme: z.string().default("roastery"),
  /** A native or Shopify product CSV imported before each publish; null imports nothing. */
  products: z.string().nullable().default("products.csv"),
  /** The server the store lives on, as it was when the store was created. */
  server: z.string().optional(),
});
export type ProjectConfig = z.infer<typeof ProjectConfig>;

export interface Project {
  dir: string;
  path: string;
  config: ProjectConfig;
}

/** The nearest shopwright.json in `cwd` or a directory above it, or null. */
export async function findProject(cwd: string): Promise<Project | null> {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    const path = join(dir, PROJECT_FILE);
    const text = await readFile(path, "utf8").catch(() => null);
    if (text !== null) return { dir, path, config: parseProject(path, text) };
    if (dirname(dir) === dir) return null;
  }
}

function parseProject(path: string, text: string): ProjectConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new CliError(`${path} is not valid JSON`);
  }
  const parsed = ProjectConfig.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".") || "file"}: ${i.message}`);
    throw new CliError(`${path} is not a Shopwright project file: ${problems.join("; ")}`);
  }
  return parsed.data;
}

export async function writeProject(path: string, config: ProjectConfig): Promise<void> {
  await writeFile(path, `${JSON.stringify(config, null, 2)}\n`);
}
