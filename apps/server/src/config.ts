import { randomBytes } from "node:crypto";
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { z } from "zod";

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  PUBLIC_URL: z.url().optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string;
  publicUrl: string;
  /** Sign-in and sign-up attempts allowed per IP and minute, each. */
  authRateLimit: number;
  logLevel: z.infer<typeof Env>["LOG_LEVEL"];
  /** The built web app to serve; null serves the API only. */
  webDist: string | null;
}

/** Reads the environment into a typed config, with the embedded defaults of the README. */
export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    jwtSecret: e.JWT_SECRET ?? (await persistentSecret(dataDir)),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    authRateLimit: e.AUTH_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? new URL("../../web/dist", import.meta.url).pathname),
  };
}

// Generated once and kept in DATA_DIR, so tokens survive restarts without any setup.
async function persistentSecret(dataDir: string): Promise<string> {
  const path = join(dataDir, "jwt-secret");
  const existing = await readFile(path, "utf8").catch(() => "");
  if (existing.trim().length >= 32) return existing.trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  await writeFile(path, secret, { mode: 0o600 });
  return secret;
}
