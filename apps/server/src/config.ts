import { randomBytes } from "node:crypto";
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { z } from "zod";

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  // Empty means unset, as in a .env file with the line left blank: the embedded database.
  DATABASE_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().optional()),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  PUBLIC_URL: z.url().optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
  SITES_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{1,200}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/, {
      error: "SITES_DOMAIN must be a host name such as sites.example.com",
    })
    .default("localhost"),
  FORMS_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// address" })
    .optional(),
  AI_BASE_URL: z
    .url({ protocol: /^https?$/, error: "AI_BASE_URL must be an http(s):// address" })
    .optional(),
  AI_API_KEY: z.string().max(500).optional(),
  AI_MODEL: z.string().trim().min(1).max(200).optional(),
  AI_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  AI_SELF_HOSTED: z
    .enum(["true", "false", "1", "0"], { error: "AI_SELF_HOSTED must be true or false" })
    .default("false"),
  OUTBOUND_ALLOW_PRIVATE: z
    .enum(["true", "false", "1", "0"], { error: "OUTBOUND_ALLOW_PRIVATE must be true or false" })
    .default("false"),
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
  /** Published sites answer at {slug}.{sitesDomain} (DESIGN.md "Published sites live on their own origin"). */
  sitesDomain: string;
  /** Storefront form posts allowed per IP, site and minute. */
  formsRateLimit: number;
  /** Where invitations are emailed (smtp[s]://user:pass@host:port); unset keeps them in the outbox. */
  smtpUrl?: string | null;
  /** An OpenAI-compatible API (…/v1); unset keeps the AI builder on the offline composer. */
  aiBaseUrl?: string | null;
  aiApiKey?: string | null;
  aiModel?: string | null;
  /** AI prompts allowed per organization and minute. */
  aiRateLimit?: number;
  /** How long one model request may take, in milliseconds. */
  aiTimeoutMs?: number;
  /**
   * The operator runs the model on their own machines: organizations with the privacy
   * setting Disabled may use it too, since nothing leaves the operator (AI.md "Privacy").
   */
  aiSelfHosted?: boolean;
  /**
   * Outbound requests to user-chosen addresses (webhooks) may reach loopback and private
   * networks: for self-hosters on a LAN and for tests. Off by default (issue 9 point 5).
   */
  outboundAllowPrivate?: boolean;
}

/** Reads the environment into a typed config, with the embedded defaults of the README. */
export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  if (e.AI_BASE_URL && !e.AI_MODEL) {
    throw new Error(
      "Invalid configuration:\n  AI_MODEL: set the model name to use with AI_BASE_URL",
    );
  }
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
    sitesDomain: e.SITES_DOMAIN,
    formsRateLimit: e.FORMS_RATE_LIMIT,
    smtpUrl: e.SMTP_URL ?? null,
    aiBaseUrl: e.AI_BASE_URL?.replace(/\/$/, "") ?? null,
    aiApiKey: e.AI_API_KEY || null,
    aiModel: e.AI_MODEL ?? null,
    aiRateLimit: e.AI_RATE_LIMIT,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    aiSelfHosted: e.AI_SELF_HOSTED === "true" || e.AI_SELF_HOSTED === "1",
    outboundAllowPrivate: e.OUTBOUND_ALLOW_PRIVATE === "true" || e.OUTBOUND_ALLOW_PRIVATE === "1",
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
