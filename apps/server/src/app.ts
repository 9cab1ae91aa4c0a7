import { existsSync } from "node:fs";
import { join } from "node:path";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import { MESSAGES } from "@shopwright/sdk";
import Fastify, { type FastifyInstance } from "fastify";
import { limitsOf, storeDeleteGraceMsOf, type Config } from "./config.js";
import type { Database } from "./db/client.js";
import { checkObjectStorage, openFileStorage } from "./file-storage.js";
import { AppError } from "./http/app-error.js";
import { registerErrorHandler } from "./http/error-handler.js";
import { logRequest } from "./http/log-redaction.js";
import { openRateLimitStore } from "./http/rate-limits/open-rate-limit-store.js";
import type { RateLimitStore } from "./http/rate-limits/rate-limit-store.js";
import { routeRateLimitStore } from "./http/rate-limits/route-rate-limit-store.js";
import { trustedProxies } from "./http/rate-limits/trusted-proxies.js";
import { aiModule } from "./modules/ai/index.js";
import { analyticsModule, type AnalyticsOptions } from "./modules/analytics/index.js";
import { apiKeysModule } from "./modules/api-keys/index.js";
import type { ApiKeysService } from "./modules/api-keys/api-keys.service.js";
import { authModule, sessionVersionsOf } from "./modules/auth/index.js";
import { collectionsModule, storefrontCollectionsReader } from "./modules/collections/index.js";
import { commerceModule } from "./modules/commerce/index.js";
import { draftHistoryModule, draftRecorder } from "./modules/draft-history/index.js";
import { editorModule } from "./modules/editor/index.js";
import { healthModule, type HealthOptions } from "./modules/health/index.js";
import { launchModule } from "./modules/launch/index.js";
import { openApiModule } from "./modules/openapi/index.js";
import { trackRoutes } from "./modules/openapi/route-tracker.js";
import { registerAuthentication } from "./modules/auth/auth.plugin.js";
import { createTokens } from "./modules/auth/tokens.js";
import { productsModule } from "./modules/products/index.js";
import type { CatalogueHook } from "./modules/products/products.service.js";
import { loadBundledFonts } from "./site-assets/bundled-fonts.js";
import { publishingModule } from "./modules/publishing/index.js";
import { siteUrlOf } from "./modules/publishing/site-url.js";
import { sitesModule } from "./modules/sites/index.js";
import { storePurgeModule } from "./modules/store-purge/index.js";
import { domainClaims, domainsModule } from "./modules/domains/index.js";
import { storesModule } from "./modules/stores/index.js";
import { organizationsModule, teamsModule } from "./modules/teams/index.js";
import { uploadsModule, type UploadsOptions } from "./modules/uploads/index.js";
import { webhooksModule, type WebhooksOptions } from "./modules/webhooks/index.js";

export interface AppDeps {
  config: Config;
  database: Database;
  /** Tests shorten the webhook retry schedule and inject a DNS resolver. */
  webhooks?: WebhooksOptions;
  /** Tests inject a DNS resolver and the addresses image imports may reach. */
  uploads?: UploadsOptions;
  /** Where rate limits count; tests pass one with their own clock. Default: from the config. */
  rateLimits?: RateLimitStore;
  /** Where the log goes; standard output unless given (tests read it). */
  logStream?: { write(line: string): void };
  /** Tests flush counted visits by hand and set the analytics clock. */
  analytics?: AnalyticsOptions;
  /** Tests shorten the readiness probes' time limit and reuse. */
  health?: HealthOptions;
}

// Secure defaults, stated here once: every size limit and timeout is set.
const LIMITS = {
  bodyBytes: 1024 * 1024,
  // Long enough for a full upload batch (10 × 10 MB) on a slow link; headers still time out fast.
  requestTimeoutMs: 120_000,
  headersTimeoutMs: 15_000,
  maxParamLength: 200,
};

/** The admin's own policy: sites and sandboxed pages set theirs (frame-ancestors 'self', sandbox). */
const isAdminCsp = (csp: string) =>
  csp.includes("frame-ancestors 'none'") && !/(^|;)\s*sandbox\s*(;|$)/.test(csp);

/** Builds the whole server: open this file to see every plugin and module. */
export async function buildApp({
  config,
  database,
  webhooks: webhookOptions,
  uploads: uploadOptions,
  rateLimits: givenRateLimits,
  logStream,
  analytics: analyticsOptions,
  health: healthOptions,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            // Request URLs without the tokens some of them carry (previews, invites, resets).
            serializers: { req: logRequest },
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: LIMITS.bodyBytes,
    requestTimeout: LIMITS.requestTimeoutMs,
    return503OnClosing: true,
    // Client addresses (and so per-IP limits) come from X-Forwarded-For only behind TRUST_PROXY.
    trustProxy: trustedProxies(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: LIMITS.maxParamLength },
  });
  app.server.headersTimeout = LIMITS.headersTimeoutMs;

  registerErrorHandler(app);
  trackRoutes(app);
  // The API speaks JSON only; anything else answers 415 rather than reaching a handler.
  app.removeContentTypeParser("text/plain");
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Added per request below, only where the app is served over https.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // upgrade-insecure-requests makes the browser fetch every script and style of the page over
  // https: an app served over plain http (a LAN host name) would load none and stay blank. So
  // the admin's policy asks for it only when the app is https (PUBLIC_URL, or this request).
  const isHttpsApp = config.publicUrl.startsWith("https:");
  app.addHook("onSend", async (request, reply) => {
    if (!isHttpsApp && request.protocol !== "https") return;
    const csp = reply.getHeader("content-security-policy");
    if (typeof csp === "string" && isAdminCsp(csp)) {
      reply.header("content-security-policy", `${csp};upgrade-insecure-requests`);
    }
  });
  // Every rate limit counts here: in memory, or in Redis (REDIS_URL, checked at startup).
  const rateLimits = givenRateLimits ?? (await openRateLimitStore(config, app.log));
  if (!givenRateLimits) app.addHook("onClose", () => rateLimits.close());
  await app.register(rateLimit, {
    global: false,
    store: routeRateLimitStore(rateLimits),
    errorResponseBuilder: () => new AppError(429, "rate_limited", MESSAGES.tooManyAttempts),
  });

  // API answers carry user data: never cache them anywhere. Judged by the route matched, not
  // the raw URL: "/%61pi/auth/me" reaches the /api/auth/me route too.
  app.addHook("onSend", async (request, reply) => {
    const path = request.routeOptions.url ?? request.url;
    if (path.startsWith("/api/") || request.url.startsWith("/api/")) {
      reply.header("cache-control", "no-store");
    }
  });

  // Uploads and published sites: under DATA_DIR, or in the S3 bucket (checked at startup).
  const storage = openFileStorage(config);
  app.addHook("onClose", async () => storage.close());
  if (config.s3) await checkObjectStorage(storage, config.s3);

  const tokens = createTokens(config.jwtSecret);
  // Per-store and per-organization limits (docs/ARCHITECTURE.md "Limits").
  const limits = limitsOf(config);
  const sessions = await sessionVersionsOf(database);
  // API keys are looked up at request time; the module is wired below, once teams exist.
  let apiKeys: ApiKeysService | null = null;
  registerAuthentication(app, {
    tokens,
    sessionVersionOf: sessions.current,
    apiKeys: async (token) => (apiKeys ? apiKeys.authenticate(token) : null),
  });
  const auth = authModule(app, {
    db: database.db,
    tokens,
    sessions,
    rateLimit: config.authRateLimit,
    accountRateLimit: config.loginAccountRateLimit ?? 10,
    rateLimits,
    config,
  });
  const teams = teamsModule(app, { db: database.db, config });
  apiKeys = apiKeysModule(app, { db: database.db, teams });
  const stores = storesModule(app, {
    db: database.db,
    defaultTeamOf: auth.defaultTeamOf,
    siteUrlOf: (slug) => siteUrlOf(config, slug),
    // Every draft write keeps a version in the draft history, in the write's transaction.
    recordDraft: draftRecorder(database.db),
    deleteGraceMs: storeDeleteGraceMsOf(config),
    // A store names only a domain that is not the server's own nor verified by another store.
    claims: domainClaims({ db: database.db, config }),
    limits,
  });
  const draftHistory = draftHistoryModule(app, { db: database.db, stores });
  organizationsModule(app, {
    db: database.db,
    stores,
    currentOrganizationOf: auth.defaultTeamOf,
  });
  const webhooks = webhooksModule(app, {
    db: database.db,
    config,
    stores,
    options: webhookOptions,
  });
  // Product writes re-render published sites; the hook is publishing's, wired further down.
  let catalogue: CatalogueHook | null = null;
  const products = productsModule(app, {
    database,
    stores,
    catalogue: {
      publishedStoresOf: async (actor, ids) =>
        catalogue ? catalogue.publishedStoresOf(actor, ids) : [],
      changed: (storeId) => catalogue?.changed(storeId),
      moved: async (storeId, moves, tx) => catalogue?.moved(storeId, moves, tx),
    },
    events: webhooks.productEvents,
    limits,
  });
  // Theme fonts, served to published sites and the html preview alike.
  const fonts = loadBundledFonts();
  const editor = editorModule(app, {
    stores,
    draftHistory,
    products,
    tokens,
    fonts,
    limits,
    collectionsOf: storefrontCollectionsReader(database.db, { publishedOnly: false }),
    // A preview dies with its credential: a session signed out since, or a revoked key.
    isPreviewCallerCurrent: async ({ actor, sessionVersion, apiKeyId }) => {
      if (apiKeyId !== undefined) return apiKeys !== null && apiKeys.isUsable(apiKeyId);
      const version = sessionVersion ?? 0;
      return (await sessions.current(actor.userId, version)) === version;
    },
  });
  aiModule(app, {
    db: database.db,
    config,
    stores,
    editor,
    draftHistory,
    products,
    teams,
    rateLimits,
  });
  launchModule(app, { stores, products, siteUrlOf: (slug) => siteUrlOf(config, slug) });
  const uploads = uploadsModule(app, {
    db: database.db,
    config,
    blobs: storage.blobs,
    defaultTeamOf: auth.defaultTeamOf,
    stores,
    options: uploadOptions,
  });
  // Deploys' files: publishing writes them, hosting serves them.
  const siteFiles = storage.siteFiles;
  const published = publishingModule(app, {
    db: database.db,
    files: siteFiles,
    isDatabaseShared: database.kind === "postgres",
    config,
    stores,
    editor,
    fonts,
    published: webhooks.storePublished,
  });
  catalogue = published.catalogue;
  // Deleted stores past their grace period: files (disk or bucket), then rows.
  storePurgeModule(app, {
    db: database.db,
    stores,
    uploads,
    deployFilesOnlyOf: published.filesOnlyOf,
    siteFiles,
  });
  // A collection's change re-renders the published site like a product's (its pages).
  collectionsModule(app, {
    db: database.db,
    stores,
    changed: (storeId) => catalogue?.changed(storeId),
  });
  // Visits of published sites, counted in memory and written in batches; the dashboard's report.
  const analytics = analyticsModule(app, {
    database,
    config,
    stores,
    options: analyticsOptions,
  });
  // Registers the host routing hook: on a site's host only the site answers, never the admin.
  const sites = sitesModule(app, {
    database,
    config,
    stores,
    files: siteFiles,
    fonts,
    rateLimits,
    visits: analytics.visits,
  });
  // A store's own domain: DNS checks move it to verified, and hosting serves it from then on.
  domainsModule(app, {
    db: database.db,
    config,
    stores,
    hasSite: sites.hasSite,
    onServedChange: sites.domainChanged,
  });
  commerceModule(app, {
    db: database.db,
    config,
    stores,
    products,
    sites,
    siteUrlOf: (slug) => siteUrlOf(config, slug),
    events: webhooks.orderEvents,
    visits: analytics.visits,
  });

  // GET /healthz and /readyz, on every host: the database, Redis and both file stores.
  healthModule(app, {
    database,
    rateLimits,
    fileStores: [storage.blobs, siteFiles],
    options: healthOptions,
  });
  openApiModule(app);

  const indexHtml = config.webDist ? join(config.webDist, "index.html") : null;
  const hasWeb = indexHtml !== null && existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist!,
      wildcard: false,
      setHeaders: (res, path) => {
        // Vite fingerprints everything under assets/, so it can be cached for good.
        res.header(
          "cache-control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api");
    if (hasWeb && isPage) {
      // The SPA owns every other path; its router redirects unknown ones to / (PRODUCT.md §2).
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    throw new AppError(404, "route_not_found", "There is no API route at this address");
  });

  return app;
}
