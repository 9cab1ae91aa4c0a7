import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import ipaddr from "ipaddr.js";
import { LAYOUT_LIMITS, MAX_LIST_ITEMS } from "@shopwright/site/schema";
import { z } from "zod";

/** The private beta's invite code when INVITE_CODE is unset (the web app's build default too). */
export const DEFAULT_INVITE_CODE = "SHOPWRIGHT";

// Names proxy-addr (Fastify's trustProxy) knows for whole ranges.
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** TRUST_PROXY: how many proxies, or which addresses, may name the client in X-Forwarded-For. */
const TrustProxy = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z
    .string()
    .trim()
    .refine((value) => !/^(true|yes|\*)$/i.test(value), {
      error:
        "TRUST_PROXY must name the proxies (loopback, 10.0.0.0/8 …) or count them (1): trusting every address lets any client choose its own",
    })
    .transform((value, ctx) => {
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(",").map((entry) => entry.trim());
      for (const entry of entries) {
        const isValid =
          PROXY_RANGE_NAMES.has(entry) || ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry);
        if (!isValid)
          ctx.addIssue({ code: "custom", message: `not an address or range: ${entry}` });
      }
      return entries;
    })
    .optional(),
);

/** How long a deleted store can be restored unless STORE_DELETE_GRACE_DAYS says otherwise. */
export const DEFAULT_STORE_DELETE_GRACE_DAYS = 30;
/** The most one deploy's files may come to, in MB (DEPLOY_MAX_MB). */
export const DEFAULT_DEPLOY_MAX_MB = 100;
/** A store's kept deploys may come to this many times DEPLOY_MAX_MB (DEPLOYS_KEPT_MB unset). */
export const DEPLOYS_KEPT_PER_MAX = 10;
const MB = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The per-store and per-organization limits of docs/PRODUCT.md "Limits", when unset. Pages,
 * sections and grid cards default to the layout format's own ceilings, which a setting may lower
 * but not raise.
 */
export const DEFAULT_LIMITS = {
  storeProducts: 100_000,
  storePages: LAYOUT_LIMITS.pages,
  pageSections: LAYOUT_LIMITS.sectionsPerPage,
  gridCards: MAX_LIST_ITEMS,
  orgStores: 100,
} as const;

/** The limits a configuration enforces (docs/PRODUCT.md "Limits"). */
export interface Limits {
  /** Products one store may hold (STORE_PRODUCTS_LIMIT). */
  storeProducts: number;
  /** Pages of one store's site (STORE_PAGES_LIMIT). */
  storePages: number;
  /** Sections of one page (PAGE_SECTIONS_LIMIT). */
  pageSections: number;
  /** Product cards one grid section shows (GRID_CARDS_LIMIT). */
  gridCards: number;
  /** Live stores of one organization, a team or a person's own (ORG_STORES_LIMIT). */
  orgStores: number;
}

/** A limit setting: a whole number from 1 to `max`. */
const limitSetting = (name: string, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} must be at least 1` })
    .max(max, { error: `${name} must be at most ${max}` })
    .default(fallback);

/** An optional setting where an empty value means unset, as in a .env file with the line left blank. */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/** An entry of SITES_TARGET_HOST: a host name or an IP address. */
const isTargetEntry = (entry: string) => ipaddr.isValid(entry) || HOST_NAME.test(entry);

/** An entry of DNS_SERVERS: an IP address, with a port as 1.2.3.4:53 or [::1]:53. */
function isDnsServer(entry: string): boolean {
  const withPort = /^(?:\[([^\]]+)\]|(\d+\.\d+\.\d+\.\d+)):(\d{1,5})$/.exec(entry);
  if (withPort) return ipaddr.isValid(withPort[1] ?? withPort[2] ?? "");
  return ipaddr.isValid(entry);
}

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  // Empty means unset, as in a .env file with the line left blank: the embedded database.
  DATABASE_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().optional()),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  PUBLIC_URL: z.url().optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  LOGIN_ACCOUNT_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  UPLOADS_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  TRUST_PROXY: TrustProxy,
  // Empty means unset, like DATABASE_URL: rate limits count in each process's memory.
  REDIS_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .url({ protocol: /^rediss?$/, error: "REDIS_URL must be a redis:// or rediss:// address" })
      .optional(),
  ),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, { error: "REDIS_KEY_PREFIX: up to 64 letters, digits, _ : . -" })
    .default("shopwright:"),
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
  // Host names and IP addresses, comma-separated: what stores' own domains point at.
  SITES_TARGET_HOST: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((entries) => entries.length > 0 && entries.every(isTargetEntry), {
        error:
          "SITES_TARGET_HOST must be a host name such as sites.example.com or IP addresses, comma-separated",
      })
      .optional(),
  ),
  // The DNS servers that domain checks ask (ip or ip:port, comma-separated); unset: the system's.
  DNS_SERVERS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine((entries) => entries.length > 0 && entries.every(isDnsServer), {
        error: "DNS_SERVERS must be IP addresses (with :port if not 53), comma-separated",
      })
      .optional(),
  ),
  FORMS_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  FORMS_SITE_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// address" })
    .optional(),
  AI_BASE_URL: z
    .url({ protocol: /^https?$/, error: "AI_BASE_URL must be an http(s):// address" })
    // The guarded client refuses credentials in a URL: say so at start.
    .refine((url) => !/^[a-z]+:\/\/[^/?#]*@/i.test(url), {
      error: "AI_BASE_URL must not contain a user name or password; set AI_API_KEY instead",
    })
    .optional(),
  AI_API_KEY: z.string().max(500).optional(),
  AI_MODEL: z.string().trim().min(1).max(200).optional(),
  AI_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  AI_SELF_HOSTED: z
    .enum(["true", "false", "1", "0"], { error: "AI_SELF_HOSTED must be true or false" })
    .default("false"),
  REGISTRATION_INVITE_ONLY: z
    .enum(["true", "false", "1", "0"], { error: "REGISTRATION_INVITE_ONLY must be true or false" })
    .default("false"),
  INVITE_CODE: z
    .string()
    .trim()
    .min(1, { error: "INVITE_CODE must not be empty" })
    .max(200, { error: "INVITE_CODE must be at most 200 characters" })
    .default(DEFAULT_INVITE_CODE),
  OUTBOUND_ALLOW_PRIVATE: z
    .enum(["true", "false", "1", "0"], { error: "OUTBOUND_ALLOW_PRIVATE must be true or false" })
    .default("false"),
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: "STRIPE_API_BASE must be an http(s):// address" })
    .default("https://api.stripe.com"),
  PAYPAL_API_BASE: z
    .url({ protocol: /^https?$/, error: "PAYPAL_API_BASE must be an http(s):// address" })
    .optional(),
  CART_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  DEPLOY_MAX_MB: z.coerce
    .number({ error: "DEPLOY_MAX_MB must be a number of megabytes" })
    .positive({ error: "DEPLOY_MAX_MB must be more than 0" })
    .default(DEFAULT_DEPLOY_MAX_MB),
  DEPLOYS_KEPT_MB: z.coerce
    .number({ error: "DEPLOYS_KEPT_MB must be a number of megabytes" })
    .positive({ error: "DEPLOYS_KEPT_MB must be more than 0" })
    .optional(),
  RENDER_THREADS: z.coerce
    .number({ error: "RENDER_THREADS must be a whole number of threads" })
    .int({ error: "RENDER_THREADS must be a whole number of threads" })
    .min(0, { error: "RENDER_THREADS must be 0 or more" })
    .max(64, { error: "RENDER_THREADS must be at most 64" })
    .optional(),
  SEARCH_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  ANALYTICS: z
    .enum(["on", "off", "true", "false", "1", "0"], { error: "ANALYTICS must be on or off" })
    .default("on"),
  ANALYTICS_COUNTRY_HEADER: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,64}$/, {
      error: "ANALYTICS_COUNTRY_HEADER must be a header name such as CF-IPCountry, or none",
    })
    .default("CF-IPCountry"),
  // Object storage (README "Configuration"): S3_BUCKET set moves uploads and published sites
  // into the bucket; the other S3_ settings say where it is and how to sign in.
  S3_BUCKET: optionalText(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: "S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens",
    }),
  ),
  S3_ENDPOINT: optionalText(
    z.url({ protocol: /^https?$/, error: "S3_ENDPOINT must be an http(s):// address" }),
  ),
  S3_REGION: optionalText(
    z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/, { error: "S3_REGION must be a region name such as us-east-1" }),
  ),
  S3_ACCESS_KEY_ID: optionalText(z.string().max(256)),
  S3_SECRET_ACCESS_KEY: optionalText(z.string().max(256)),
  S3_FORCE_PATH_STYLE: optionalText(
    z.enum(["true", "false", "1", "0"], { error: "S3_FORCE_PATH_STYLE must be true or false" }),
  ),
  S3_PREFIX: optionalText(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*\/?$/, {
        error:
          "S3_PREFIX must be lower-case path segments such as shopwright/ (letters, digits, . _ -)",
      })
      .max(200),
  ),
  STORE_DELETE_GRACE_DAYS: z.coerce
    .number({ error: "STORE_DELETE_GRACE_DAYS must be a number of days" })
    .min(0, { error: "STORE_DELETE_GRACE_DAYS must be 0 or more" })
    .max(3650, { error: "STORE_DELETE_GRACE_DAYS must be at most 3650" })
    .default(DEFAULT_STORE_DELETE_GRACE_DAYS),
  STORE_PRODUCTS_LIMIT: limitSetting(
    "STORE_PRODUCTS_LIMIT",
    100_000_000,
    DEFAULT_LIMITS.storeProducts,
  ),
  STORE_PAGES_LIMIT: limitSetting(
    "STORE_PAGES_LIMIT",
    LAYOUT_LIMITS.pages,
    DEFAULT_LIMITS.storePages,
  ),
  PAGE_SECTIONS_LIMIT: limitSetting(
    "PAGE_SECTIONS_LIMIT",
    LAYOUT_LIMITS.sectionsPerPage,
    DEFAULT_LIMITS.pageSections,
  ),
  GRID_CARDS_LIMIT: limitSetting("GRID_CARDS_LIMIT", MAX_LIST_ITEMS, DEFAULT_LIMITS.gridCards),
  ORG_STORES_LIMIT: limitSetting("ORG_STORES_LIMIT", 1_000_000, DEFAULT_LIMITS.orgStores),
});

/** Where uploads and published sites live when they are not on the local disk. */
export interface S3Settings {
  bucket: string;
  /** The S3-compatible service's address (MinIO, R2 …); null for AWS itself. */
  endpoint: string | null;
  region: string;
  /** Both or neither; neither leaves the SDK's own chain (AWS_* variables, an instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** bucket.host/key (false, AWS's default) or host/bucket/key (true: MinIO and most others). */
  forcePathStyle: boolean;
  /** Put before every key this server writes, "" or ending with "/". */
  prefix: string;
}
/** Every environment variable the configuration reads (README "Configuration", `.env.example`). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(Env.shape);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string;
  publicUrl: string;
  /** Sign-in and sign-up attempts allowed per IP and minute, each. */
  authRateLimit: number;
  /** Failed sign-ins allowed per account (email) and 15 minutes, from any number of IPs. */
  loginAccountRateLimit?: number;
  /** Upload requests allowed per IP and minute, on each upload route. */
  uploadsRateLimit?: number;
  /** Fastify's trustProxy: the proxies whose X-Forwarded-For names the client; unset trusts none. */
  trustProxy?: number | string[] | null;
  /** Redis for the rate limits of several server processes; null counts in memory. */
  redisUrl?: string | null;
  /** Put before every key this server writes in Redis. */
  redisKeyPrefix?: string;
  logLevel: z.infer<typeof Env>["LOG_LEVEL"];
  /** The built web app to serve; null serves the API only. */
  webDist: string | null;
  /** Published sites answer at {slug}.{sitesDomain}: an origin of their own, never the admin's. */
  sitesDomain: string;
  /**
   * What stores' own domains point at (SITES_TARGET_HOST): host names and IP addresses; unset
   * means PUBLIC_URL's host.
   */
  sitesTargetHost?: string[] | null;
  /** The DNS servers domain checks ask (DNS_SERVERS); null asks the system's. */
  dnsServers?: string[] | null;
  /** Storefront form posts allowed per IP, site and minute. */
  formsRateLimit: number;
  /** Storefront form posts allowed per site and minute, from all visitors together. */
  formsSiteRateLimit?: number;
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
   * setting Disabled may use it too, since nothing leaves the operator.
   */
  aiSelfHosted?: boolean;
  /**
   * Outbound requests to user-chosen addresses (webhooks) may reach loopback and private
   * networks: for self-hosters on a LAN and for tests. Off by default.
   */
  outboundAllowPrivate?: boolean;
  /**
   * Sign-up needs the invite code or a pending team invitation for the email; off by default,
   * where the invite gate is the web app's alone.
   */
  registrationInviteOnly?: boolean;
  /** The private beta's invite code (INVITE_CODE; the web app is built with the same one). */
  inviteCode?: string;
  /** Where the Stripe client sends its requests (tests: a loopback server). */
  stripeApiBase?: string;
  /**
   * Where PayPal requests go; unset picks PayPal's sandbox for sandbox credentials and its live
   * API otherwise (PayPal's client ids do not say which, so the store's test switch does).
   */
  paypalApiBase?: string | null;
  /** Cart and checkout posts allowed per IP, site and minute. */
  cartRateLimit?: number;
  /** Searches of a published site's catalogue (its /search page) per IP, site and minute. */
  searchRateLimit?: number;
  /** Count visits of published sites (ANALYTICS); on unless false. */
  analytics?: boolean;
  /** The request header that names a visitor's country (lower case); null reads none. */
  analyticsCountryHeader?: string | null;
  /** Uploads and published sites in an S3-compatible bucket; null keeps them under dataDir. */
  s3?: S3Settings | null;
  /**
   * How long a deleted store can be restored, holding its address, before its files and rows
   * are removed for good (STORE_DELETE_GRACE_DAYS).
   */
  storeDeleteGraceMs?: number;
  /** Per-store and per-organization limits; unset ones are `DEFAULT_LIMITS`. */
  limits?: Partial<Limits>;
  /** The most bytes one deploy's files may come to (DEPLOY_MAX_MB); a larger publish is refused. */
  deployMaxBytes?: number;
  /** The most bytes a store's kept deploys may come to together (DEPLOYS_KEPT_MB). */
  deploysKeptBytes?: number;
  /**
   * Worker threads that render published sites (RENDER_THREADS); 0 renders in the server's
   * own thread; unset: one per core, up to four.
   */
  renderThreads?: number;
}

/** The limits the configuration enforces, defaults filled in. */
export const limitsOf = (config: Pick<Config, "limits">): Limits => ({
  ...DEFAULT_LIMITS,
  ...config.limits,
});

/** The deploy limits of a config, with their defaults when unset. */
export const deployLimitsOf = (config: Pick<Config, "deployMaxBytes" | "deploysKeptBytes">) => {
  const deployMaxBytes = config.deployMaxBytes ?? DEFAULT_DEPLOY_MAX_MB * MB;
  return {
    deployMaxBytes,
    keptBytes: config.deploysKeptBytes ?? DEPLOYS_KEPT_PER_MAX * deployMaxBytes,
  };
};

/** The grace period of deleted stores, in milliseconds (the default when unset). */
export const storeDeleteGraceMsOf = (config: Pick<Config, "storeDeleteGraceMs">) =>
  config.storeDeleteGraceMs ?? DEFAULT_STORE_DELETE_GRACE_DAYS * DAY_MS;

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
  const s3 = s3SettingsOf(e);
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    jwtSecret: e.JWT_SECRET ?? (await persistentSecret(dataDir)),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    authRateLimit: e.AUTH_RATE_LIMIT,
    loginAccountRateLimit: e.LOGIN_ACCOUNT_RATE_LIMIT,
    uploadsRateLimit: e.UPLOADS_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY ?? null,
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? new URL("../../web/dist", import.meta.url).pathname),
    sitesDomain: e.SITES_DOMAIN,
    sitesTargetHost: e.SITES_TARGET_HOST ?? null,
    dnsServers: e.DNS_SERVERS ?? null,
    formsRateLimit: e.FORMS_RATE_LIMIT,
    formsSiteRateLimit: e.FORMS_SITE_RATE_LIMIT,
    smtpUrl: e.SMTP_URL ?? null,
    aiBaseUrl: e.AI_BASE_URL?.replace(/\/$/, "") ?? null,
    aiApiKey: e.AI_API_KEY || null,
    aiModel: e.AI_MODEL ?? null,
    aiRateLimit: e.AI_RATE_LIMIT,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    aiSelfHosted: e.AI_SELF_HOSTED === "true" || e.AI_SELF_HOSTED === "1",
    outboundAllowPrivate: e.OUTBOUND_ALLOW_PRIVATE === "true" || e.OUTBOUND_ALLOW_PRIVATE === "1",
    registrationInviteOnly:
      e.REGISTRATION_INVITE_ONLY === "true" || e.REGISTRATION_INVITE_ONLY === "1",
    inviteCode: e.INVITE_CODE,
    stripeApiBase: e.STRIPE_API_BASE.replace(/\/$/, ""),
    paypalApiBase: e.PAYPAL_API_BASE?.replace(/\/$/, "") ?? null,
    cartRateLimit: e.CART_RATE_LIMIT,
    searchRateLimit: e.SEARCH_RATE_LIMIT,
    analytics: !["off", "false", "0"].includes(e.ANALYTICS),
    analyticsCountryHeader:
      e.ANALYTICS_COUNTRY_HEADER.toLowerCase() === "none"
        ? null
        : e.ANALYTICS_COUNTRY_HEADER.toLowerCase(),
    s3,
    storeDeleteGraceMs: Math.round(e.STORE_DELETE_GRACE_DAYS * DAY_MS),
    limits: {
      storeProducts: e.STORE_PRODUCTS_LIMIT,
      storePages: e.STORE_PAGES_LIMIT,
      pageSections: e.PAGE_SECTIONS_LIMIT,
      gridCards: e.GRID_CARDS_LIMIT,
      orgStores: e.ORG_STORES_LIMIT,
    },
    deployMaxBytes: Math.round(e.DEPLOY_MAX_MB * MB),
    deploysKeptBytes: Math.round(
      (e.DEPLOYS_KEPT_MB ?? DEPLOYS_KEPT_PER_MAX * e.DEPLOY_MAX_MB) * MB,
    ),
    ...(e.RENDER_THREADS === undefined ? {} : { renderThreads: e.RENDER_THREADS }),
  };
}

/** The S3 settings, or null without S3_BUCKET; throws on a set that cannot work. */
function s3SettingsOf(e: z.infer<typeof Env>): S3Settings | null {
  const problems: string[] = [];
  if (!e.S3_BUCKET) {
    const stray = (
      [
        "S3_ENDPOINT",
        "S3_REGION",
        "S3_ACCESS_KEY_ID",
        "S3_SECRET_ACCESS_KEY",
        "S3_FORCE_PATH_STYLE",
        "S3_PREFIX",
      ] as const
    ).filter((name) => e[name] !== undefined);
    if (stray.length === 0) return null;
    problems.push(
      `S3_BUCKET: set the bucket to use, or unset ${stray.join(", ")} (files stay on the local disk without S3_BUCKET)`,
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      e.S3_ACCESS_KEY_ID
        ? "S3_SECRET_ACCESS_KEY: set it with S3_ACCESS_KEY_ID"
        : "S3_ACCESS_KEY_ID: set it with S3_SECRET_ACCESS_KEY",
    );
  }
  if (problems.length) throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  const prefix = e.S3_PREFIX ?? "";
  return {
    bucket: e.S3_BUCKET!,
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, "") ?? null,
    region: e.S3_REGION ?? "us-east-1",
    accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === "true" || e.S3_FORCE_PATH_STYLE === "1",
    prefix: prefix === "" || prefix.endsWith("/") ? prefix : `${prefix}/`,
  };
}

// Generated once and kept in DATA_DIR, so tokens survive restarts without any setup.
async function persistentSecret(dataDir: string): Promise<string> {
  const path = join(dataDir, "jwt-secret");
  const read = async () => (await readFile(path, "utf8").catch(() => "")).trim();
  const existing = await read();
  if (existing.length >= 32) return existing;
  await mkdir(dataDir, { recursive: true });
  // Servers started together on one DATA_DIR must all sign with one secret: each writes a
  // candidate whole, and only one link into place can succeed; the others read the winner's.
  const candidate = `${path}.${randomBytes(8).toString("hex")}.tmp`;
  try {
    await writeFile(candidate, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
    await link(candidate, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    // A file too short to be a secret (an interrupted write of an older version) is replaced.
    if ((await read()).length < 32) await rename(candidate, path);
  } finally {
    await rm(candidate, { force: true });
  }
  return read();
}
