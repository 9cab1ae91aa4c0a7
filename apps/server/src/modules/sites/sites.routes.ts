import { FORM_LIMITS, FORM_MESSAGES, MESSAGES, ROUTES } from "@shopwright/sdk";
import { normalizeIP } from "@fastify/rate-limit";
import { STOREFRONT_PATHS } from "@shopwright/site/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { formFields } from "../../http/form-fields.js";
import { AppError, badRequest } from "../../http/app-error.js";
import { declareRoute, defineRoute } from "../../http/define-route.js";
import { isOnEveryHost } from "../../http/every-host.js";
import { assertStorable } from "../../http/storable-input.js";
import { RateLimitedError, type RateLimiter } from "../../http/rate-limits/rate-limiter.js";
import type { FileEncoding, SiteFileStore } from "../../deploys/file-store.js";
import { NOT_FOUND_KEY, PATH_FORM_NOT_FOUND_KEY, type DeployFile } from "../../deploys/manifest.js";
import {
  FONT_PATH_PREFIX as FONTS_PREFIX,
  type BundledFonts,
} from "../../site-assets/bundled-fonts.js";
import { SUBSET_FONT_PREFIX as SUBSET_PREFIX } from "../../site-assets/font-subsets.js";
import {
  IMMUTABLE,
  REVALIDATE,
  SANDBOXED_SITE_CSP,
  SITE_CSP,
  SITE_HEADERS,
} from "./site-headers.js";
import type { VisitHooks } from "../analytics/index.js";
import type { SiteTarget } from "./sites.repository.js";
import type { SitesService } from "./sites.service.js";
import { formText } from "./form-texts.js";

const THANKS_PATH = STOREFRONT_PATHS.thanks;

export interface SitesRouteDeps {
  sites: SitesService;
  /** Counts page views in memory (analytics), or null when counting is off. */
  visits: Pick<VisitHooks, "pageServed"> | null;
  files: SiteFileStore;
  fonts: BundledFonts;
  formsRateLimit: number;
  /** Form posts per site and minute, from all visitors together. */
  formsSiteLimit: RateLimiter;
  /** A whole html page with a heading, a text and a link, in the default theme. */
  /** A page of one message; `lang` is the language it is written in (default "en"). */
  noticePage: (heading: string, text: string, lang?: string) => string;
}

/** The encoding to send: brotli, else gzip, else none, as the client accepts and we have. */
function encodingFor(request: FastifyRequest, file: DeployFile): FileEncoding {
  const accepted = String(request.headers["accept-encoding"] ?? "")
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(";")[0]);
  if (file.brotli > 0 && accepted.includes("br")) return "br";
  if (file.gzip > 0 && accepted.includes("gzip")) return "gzip";
  return "identity";
}

/** The request's path, decoded, or null when it cannot name a file. */
function pathOf(rawUrl: string): string | null {
  const raw = rawUrl.split("?")[0] ?? "/";
  try {
    const path = decodeURIComponent(raw);
    return path.includes("\0") ? null : path;
  } catch {
    return null;
  }
}

/**
 * A same-site Location for the requested path without its trailing slashes: built from the
 * raw (still encoded) path, so "/%2F%2Fevil.example/" stays one path segment, and with any
 * run of slashes and backslashes at its start made one slash, so no browser reads it as
 * "//other.host" (a backslash counts as a slash in a browser's URL parser).
 */
function withoutTrailingSlash(rawUrl: string): string {
  const path =
    rawPathOf(rawUrl)
      .replace(/^[/\\]+/, "/")
      .replace(/[/\\]+$/, "") || "/";
  return `${path.startsWith("/") ? path : `/${path}`}${queryOf(rawUrl)}`;
}

/** The raw path, before its query. */
function rawPathOf(rawUrl: string): string {
  const at = rawUrl.indexOf("?");
  return at === -1 ? rawUrl : rawUrl.slice(0, at);
}

/** A path other than the root that ends in a slash as sent (an encoded %2F is no slash). */
const hasTrailingSlash = (rawUrl: string) => {
  const path = rawPathOf(rawUrl);
  return path.length > 1 && /[/\\]$/.test(path);
};

const queryOf = (rawUrl: string) => {
  const at = rawUrl.indexOf("?");
  return at === -1 ? "" : rawUrl.slice(at);
};

/** Published sites on their own hosts, the sandboxed path form, fonts and storefront forms. */
export function sitesRoutes(app: FastifyInstance, deps: SitesRouteDeps): void {
  const { sites, files } = deps;

  function sendNotice(
    reply: FastifyReply,
    status: number,
    csp: string,
    heading: string,
    text: string,
    lang?: string,
  ) {
    return reply
      .status(status)
      .headers({ ...SITE_HEADERS, "content-security-policy": csp, "cache-control": "no-store" })
      .type("text/html; charset=utf-8")
      .send(deps.noticePage(heading, text, lang));
  }

  /** A form's refusal as a page, in the language of the site it was posted to. */
  async function sendFormNotice(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    text: string,
  ) {
    const t = await sites.textsOf(formSlugOf(request));
    return sendNotice(reply, status, SITE_CSP, t("formCheck"), formText(text, t), t.language);
  }

  /**
   * Answers one path of a site's live deploy: the file, or the site's own 404 page; ETag
   * and 304; the pre-compressed variant the client accepts.
   */
  async function sendSitePath(
    request: FastifyRequest,
    reply: FastifyReply,
    site: SiteTarget | null,
    path: string,
    csp: string,
    isPathForm = false,
  ) {
    const manifest = site?.liveDeployId ? await sites.manifestOf(site.liveDeployId) : null;
    if (!manifest) {
      return sendNotice(
        reply,
        404,
        csp,
        "Nothing here yet",
        "No site is published at this address yet.",
      );
    }
    const found = path.startsWith("/") && Object.hasOwn(manifest, path);
    if (!found && site) {
      const moved = await sites.movedPathOf(site, manifest, path);
      if (moved)
        return redirectMoved(request, reply, isPathForm ? `/sites/${site.slug}` : "", moved);
    }
    // Deploys older than the path form's own not-found page have only the site's.
    const notFoundPage =
      (isPathForm ? manifest[PATH_FORM_NOT_FOUND_KEY] : undefined) ?? manifest[NOT_FOUND_KEY];
    const file = found ? manifest[path] : notFoundPage;
    if (!file)
      return sendNotice(reply, 404, csp, "Page not found", "There is no page at this address.");
    // A page view on the site's own host is counted in memory, never waited for.
    if (found && site && !isPathForm)
      deps.visits?.pageServed(request, site.storeId, path, file.contentType);
    const etag = `W/"${file.hash.slice(0, 32)}"`;
    reply.headers({
      ...SITE_HEADERS,
      "content-security-policy": csp,
      // Files under the subset prefix are named by their content: they never change.
      "cache-control": !found
        ? "no-cache"
        : path.startsWith(SUBSET_PREFIX)
          ? IMMUTABLE
          : REVALIDATE,
      etag,
      vary: "Accept-Encoding",
    });
    // The path form's pages are sandboxed, so they fetch the site's fonts from an opaque origin.
    if (file.contentType.startsWith("font/")) reply.header("access-control-allow-origin", "*");
    const ifNoneMatch = String(request.headers["if-none-match"] ?? "");
    if (found && ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")) {
      return reply.status(304).send();
    }
    let encoding = encodingFor(request, file);
    let bytes = await files.read(file, encoding);
    if (!bytes && encoding !== "identity") {
      encoding = "identity";
      bytes = await files.read(file, encoding);
    }
    if (!bytes) {
      request.log.error({ hash: file.hash }, "a deployed file is missing from the site file store");
      throw new AppError(503, "publishing_unavailable", "This site is temporarily unavailable");
    }
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply
      .status(found ? 200 : 404)
      .type(file.contentType)
      .send(request.method === "HEAD" ? undefined : bytes);
  }

  // A site's own host answers only with the site: the admin (its SPA, its API, anything
  // with credentials) never answers there. Fonts, uploaded images and the site's forms pass.
  app.addHook("onRequest", async (request, reply) => {
    if (isOnEveryHost(request)) return;
    const target = await sites.targetOf(request);
    if (!target) return;
    const isRead = request.method === "GET" || request.method === "HEAD";
    // The other host of a domain's pair sends everything to the one the owner entered,
    // scheme-relative so the visitor's scheme (HTTPS behind the proxy) is kept.
    if (target.canonicalHost) {
      const port = /:\d+$/.exec(request.host)?.[0] ?? "";
      return reply.redirect(`//${target.canonicalHost}${port}${request.url}`, isRead ? 301 : 308);
    }
    const path = pathOf(request.url);
    if (path !== null) {
      if (request.method === "POST" && path.startsWith("/api/sites/")) return;
      // The cart, checkout, order and search pages are routes of their own (commerce); a
      // layout page the owner put at the search page's path wins, like a generated page's.
      if (isStorefrontPagePath(request.method, path)) {
        if (path !== STOREFRONT_PATHS.search) return;
        const manifest = target.site?.liveDeployId
          ? await sites.manifestOf(target.site.liveDeployId)
          : null;
        if (!manifest || !Object.hasOwn(manifest, path)) return;
      }
      if (isRead && (path.startsWith("/uploads/") || path.startsWith(FONTS_PREFIX))) return;
    }
    if (!isRead) {
      reply.header("allow", "GET, HEAD");
      return sendNotice(reply, 405, SITE_CSP, "Not allowed", "This address only serves pages.");
    }
    if (path === null) {
      return sendNotice(reply, 400, SITE_CSP, "Bad address", "This address is not valid.");
    }
    if (hasTrailingSlash(request.url))
      return reply.redirect(withoutTrailingSlash(request.url), 301);
    return sendSitePath(request, reply, target.site, path, SITE_CSP);
  });

  /** A bundled theme font by its URL file name (hashed, or plain for the editor canvas). */
  function sendFont(request: FastifyRequest, reply: FastifyReply, name: string) {
    const hashed = deps.fonts.byName(name);
    const font = hashed ?? deps.fonts.byFile(name);
    if (!font) throw new AppError(404, "route_not_found", "There is no font at this address");
    reply.headers({
      // A hashed name never changes content; a plain one may with a font update.
      "cache-control": hashed ? IMMUTABLE : "public, max-age=86400",
      etag: font.etag,
      // Sandboxed pages (the preview, /sites/…) fetch fonts from an opaque origin.
      "access-control-allow-origin": "*",
      "cross-origin-resource-policy": "cross-origin",
      "x-content-type-options": "nosniff",
    });
    if (request.headers["if-none-match"] === font.etag) return reply.status(304).send();
    return reply.type("font/woff2").send(font.bytes);
  }

  // The path form on the admin host, for convenience only: sandboxed, so it has no origin.
  const sitePathForm = async (request: FastifyRequest, reply: FastifyReply) => {
    const { slug } = request.params as { slug: string };
    const path = pathOf(request.url);
    const prefix = `/sites/${slug}`;
    if (path === null || !path.startsWith(prefix)) {
      return sendNotice(
        reply,
        400,
        SANDBOXED_SITE_CSP,
        "Bad address",
        "This address is not valid.",
      );
    }
    const rest = path.slice(prefix.length);
    // Relative links need the trailing slash on the site's root, and none elsewhere.
    if (rest === "") return reply.redirect(`${prefix}/${queryOf(request.url)}`, 301);
    if (rest.length > 1 && rest.endsWith("/")) {
      return reply.redirect(`${prefix}${rest.replace(/\/+$/, "")}${queryOf(request.url)}`, 301);
    }
    // The pages' relative font links land here; fonts are the admin host's own files.
    if (rest.startsWith(FONTS_PREFIX)) {
      return sendFont(request, reply, rest.slice(FONTS_PREFIX.length));
    }
    const site = await sites.findBySlug(slug);
    return sendSitePath(request, reply, site, rest, SANDBOXED_SITE_CSP, true);
  };
  for (const url of ["/sites/:slug", "/sites/:slug/*"]) {
    app.routeInventory.push({ method: "GET", url, access: "public" });
    app.route({
      method: "GET",
      url,
      helmet: { contentSecurityPolicy: false },
      handler: sitePathForm,
    });
  }

  app.routeInventory.push({ method: "GET", url: `${FONTS_PREFIX}:name`, access: "public" });
  app.route({
    method: "GET",
    url: `${FONTS_PREFIX}:name`,
    handler: (request, reply) =>
      sendFont(request, reply, (request.params as { name: string }).name),
  });

  defineRoute(app, ROUTES.listFormSubmissions, ({ user, params, query }) =>
    sites.listSubmissions(user.actor, params.id, query),
  );

  // Storefront forms post url-encoded without script: that parser lives in this scope only.
  app.register(async (scope) => {
    // Without script the browser shows the answer itself, so refusals made before the
    // handler runs (rate limit, body too large, unreadable body) are pages too. Answers to
    // our script, and anything not a client error, go to the app's error handler.
    scope.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
      const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
      const wantsJson = String(request.headers.accept ?? "").includes("application/json");
      if (wantsJson || status < 400 || status >= 500) throw error;
      const text =
        status === 429
          ? MESSAGES.tooManyAttempts
          : status === 413
            ? FORM_MESSAGES.tooLarge
            : FORM_MESSAGES.notSent;
      return sendFormNotice(request, reply, status, text);
    });
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_LIMITS.bodyBytes },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    declareRoute(scope, ROUTES.submitForm);
    scope.route({
      method: ROUTES.submitForm.method,
      url: ROUTES.submitForm.path,
      bodyLimit: FORM_LIMITS.bodyBytes,
      config: {
        rateLimit: {
          max: deps.formsRateLimit,
          timeWindow: 60_000,
          // Per visitor and site, so one busy site cannot lock out another. IPv6 counts per
          // /64 (the plugin's default): one host can use every address of its prefix.
          keyGenerator: (request: FastifyRequest) =>
            `${normalizeIP(request.ip)}|${formSlugOf(request)}`,
        },
      },
      // Then per site from every visitor together (FORMS_SITE_RATE_LIMIT): a bound on what a
      // crowd of addresses can write into one store's submissions.
      preHandler: async (request, reply) => {
        try {
          await deps.formsSiteLimit.take(formSlugOf(request));
        } catch (error) {
          // Set here: a refusal without script is a page, written by the scope's error handler.
          if (error instanceof RateLimitedError)
            reply.header("retry-after", String(error.retryAfterSeconds));
          throw error;
        }
      },
      handler: async (request, reply) => {
        const wantsJson = String(request.headers.accept ?? "").includes("application/json");
        const params = ROUTES.submitForm.params.safeParse(request.params);
        try {
          if (!params.success) {
            const t = await sites.textsOf(formSlugOf(request));
            throw badRequest(formText(params.error.issues[0]?.message ?? "Unknown form", t));
          }
          const fields = formFields(request.body);
          assertStorable(fields);
          const { message } = await sites.submit(
            params.data.slug,
            params.data.formType,
            fields,
            refererPath(request),
          );
          if (wantsJson) return { success: true, data: { message } };
          return reply.redirect(THANKS_PATH, 303);
        } catch (error) {
          if (wantsJson || !(error instanceof AppError)) throw error;
          // Without script the browser shows this answer: a page, not JSON.
          return sendFormNotice(request, reply, error.status, error.message);
        }
      },
    });
  });
}

/**
 * 301 to where a page moved (site_redirects), on the same host and with the same query. The
 * target is a path of the site (a layout page or product path), so it cannot name another
 * host; revalidated, since the old path may be a page again one day.
 */
function redirectMoved(request: FastifyRequest, reply: FastifyReply, prefix: string, to: string) {
  return reply
    .headers({ ...SITE_HEADERS, "cache-control": REVALIDATE })
    .redirect(`${prefix}${to}${queryOf(request.url)}`, 301);
}

/**
 * The dynamic pages of a site's host: its cart, checkout, order and search pages (commerce's
 * routes).
 */
function isStorefrontPagePath(method: string, path: string): boolean {
  const P = STOREFRONT_PATHS;
  if (method === "POST")
    return (
      path === P.cartItems || path === P.cartLines || path === P.cartDiscount || path === P.checkout
    );
  if (method !== "GET" && method !== "HEAD") return false;
  return (
    path === P.cart ||
    path === P.checkout ||
    path === P.search ||
    (path.startsWith(`${P.orders}/`) &&
      /^[A-Za-z0-9_-]{16,64}$/.test(path.slice(P.orders.length + 1)))
  );
}

/** The site a form post names: the same key whatever the case of the address. */
const formSlugOf = (request: FastifyRequest) =>
  ((request.params as { slug?: string }).slug ?? "").toLowerCase();

/** The site path the form was on, from the Referer, when the browser sent one. */
function refererPath(request: FastifyRequest): string | null {
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).pathname.slice(0, 200);
  } catch {
    return null;
  }
}
