import { normalizeTheme } from "@shopwright/site";
import {
  SHELL_MAIN,
  SHELL_TITLE,
  renderSiteNoticeHtml,
  siteDocument,
  siteFrameHtml,
} from "@shopwright/site/server";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import type { SiteFileStore } from "../../deploys/file-store.js";
import type { RateLimitStore } from "../../http/rate-limits/rate-limit-store.js";
import { createRateLimiter } from "../../http/rate-limits/rate-limiter.js";
import { readCommerceCss, readSiteCss } from "../../site-assets/site-css.js";
import type { BundledFonts } from "../../site-assets/bundled-fonts.js";
import type { VisitHooks } from "../analytics/index.js";
import type { StoresService } from "../stores/stores.service.js";
import { createSiteTargets } from "./site-targets.js";
import { createSitesRepository } from "./sites.repository.js";
import { sitesRoutes } from "./sites.routes.js";
import { createSitesService } from "./sites.service.js";

/**
 * Wires hosting: published sites on `{slug}.{SITES_DOMAIN}` and their stores' domains, the
 * sandboxed `/sites/{slug}/` path form, bundled fonts and storefront forms.
 */
export function sitesModule(
  app: FastifyInstance,
  deps: {
    database: Pick<Database, "db" | "listen" | "peers">;
    config: Pick<Config, "publicUrl" | "sitesDomain" | "formsRateLimit" | "formsSiteRateLimit">;
    stores: StoresService;
    files: SiteFileStore;
    fonts: BundledFonts;
    rateLimits: RateLimitStore;
    /** Counts page views (analytics); null when counting is off. */
    visits?: Pick<VisitHooks, "pageServed"> | null;
  },
) {
  const repository = createSitesRepository(deps.database.db);
  const targets = createSiteTargets(repository, deps.database);
  app.addHook("onReady", async () => {
    await targets.listen();
    await targets.listenToPeers();
  });
  app.addHook("onClose", () => targets.stop());
  const siteCss = readSiteCss();
  const theme = normalizeTheme({});
  const sites = createSitesService({
    sites: repository,
    targets,
    stores: deps.stores,
    sitesDomain: deps.config.sitesDomain,
    adminHosts: [new URL(deps.config.publicUrl).hostname],
    files: deps.files,
    fallbackShell: siteDocument({
      lang: "en",
      title: SHELL_TITLE,
      isIndexable: false,
      theme,
      siteCss: `${siteCss}\n${readCommerceCss()}`,
      bodyHtml: siteFrameHtml(SHELL_MAIN),
    }),
  });
  sitesRoutes(app, {
    sites,
    visits: deps.visits ?? null,
    files: deps.files,
    fonts: deps.fonts,
    formsRateLimit: deps.config.formsRateLimit,
    formsSiteLimit: createRateLimiter(deps.rateLimits, {
      name: "forms-site",
      max: deps.config.formsSiteRateLimit ?? 120,
      windowMs: 60_000,
    }),
    noticePage: (heading, text, lang = "en") =>
      siteDocument({
        lang,
        title: heading,
        isIndexable: false,
        theme,
        siteCss,
        bodyHtml: siteFrameHtml(
          renderSiteNoticeHtml({ heading, text, theme, site: { pages: [] } }),
        ),
      }),
  });
  return sites;
}
