import { storefrontCollectionsReader } from "../collections/index.js";
import type { CatalogueProduct } from "@shopwright/site";
import { SITE_SCRIPT } from "@shopwright/site/server";
import type { FastifyInstance } from "fastify";
import { deployLimitsOf, type Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { SiteFileNames, SiteFileStore } from "../../deploys/file-store.js";
import { createFileSweeper } from "../../deploys/sweep.js";
import type { EditorService } from "../editor/editor.service.js";
import { readCommerceCss, readSiteCss } from "../../site-assets/site-css.js";
import { toCatalogueProduct } from "../products/products.mapper.js";
import type { CatalogueHook } from "../products/products.service.js";
import type { StoresService } from "../stores/stores.service.js";
import type { BundledFonts } from "../../site-assets/bundled-fonts.js";
import { createFontSubsetter } from "../../site-assets/font-subsets.js";
import { createPublishLocks } from "./publish-locks.js";
import { createPublishingRepository } from "./publishing.repository.js";
import { createRenderPool } from "./render-pool.js";
import { publishingRoutes } from "./publishing.routes.js";
import { createRepublishQueue } from "./incremental-publish.js";
import {
  createPublishingService,
  publishingUnavailable,
  type StorePublishedEvent,
} from "./publishing.service.js";
import { createSiteRedirects } from "./site-redirects.js";
import { siteUrlOf } from "./site-url.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Resolves once no incremental publish waits or runs (tests, benches). */
    republishSettled: () => Promise<void>;
    /** Deletes site files no deploy names that are older than `graceMs` (tests, operators). */
    sweepSiteFiles: (graceMs?: number) => Promise<number>;
  }
}

/**
 * The published products of a store as its storefront shows them, read without a user: a
 * publish has checked access already, a rebuild acts for the store.
 */
export function createCatalogueReader(db: Db) {
  const repository = createPublishingRepository(db);
  return async (storeId: string): Promise<CatalogueProduct[]> =>
    (await repository.publishedProducts(storeId)).map(toCatalogueProduct);
}

/**
 * Wires publishing: repository and the deploys' file store → service → routes. Answers the
 * catalogue hook the products service tells about writes (incremental publish).
 */
export function publishingModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Pick<
      Config,
      "publicUrl" | "sitesDomain" | "deployMaxBytes" | "deploysKeptBytes" | "renderThreads"
    >;
    /** Where deploys' files are written (deploys/file-store.ts); hosting reads the same store. */
    files: SiteFileStore;
    stores: StoresService;
    editor: EditorService;
    fonts: BundledFonts;
    /** Told when a deploy went live (webhooks' store.published). */
    published?: (event: StorePublishedEvent) => Promise<void>;
    /**
     * PostgreSQL, which other server processes may share: publishes of one store take turns
     * across them too (publish-locks.ts). PGlite is this process's alone.
     */
    isDatabaseShared?: boolean;
  },
) {
  const { files } = deps;
  const repository = createPublishingRepository(deps.db);
  const sweeper = createFileSweeper({ files, filesInUse: repository.filesInUse, log: app.log });
  const { fonts } = deps;
  const catalogueOf = createCatalogueReader(deps.db);
  const redirects = createSiteRedirects(deps.db);
  const renderer = createRenderPool({ threads: deps.config.renderThreads });
  const publishing = createPublishingService({
    redirects,
    renderer,
    limits: deployLimitsOf(deps.config),
    publishing: repository,
    stores: deps.stores,
    editor: deps.editor,
    catalogueOf,
    collectionsOf: storefrontCollectionsReader(deps.db),
    files,
    sweeper,
    fonts,
    fontFiles: createFontSubsetter(fonts).filesFor,
    siteCss: readSiteCss(),
    commerceCss: readCommerceCss(),
    script: SITE_SCRIPT,
    siteUrlOf: (slug) => siteUrlOf(deps.config, slug),
    log: app.log,
    published: deps.published,
    locks: createPublishLocks({
      db: deps.db,
      isShared: deps.isDatabaseShared ?? false,
      busy: publishingUnavailable,
    }),
  });
  publishingRoutes(app, publishing);

  const republish = createRepublishQueue({ republish: publishing.republish, log: app.log });
  app.addHook("onClose", async () => {
    await republish.close();
    // Publishes still running fail with build_failed; the rebuilds have finished above.
    await renderer.close();
  });
  app.decorate("republishSettled", () => republish.settled());
  app.decorate("sweepSiteFiles", (graceMs?: number) => sweeper.sweep(graceMs));
  const catalogue: CatalogueHook = {
    async publishedStoresOf(actor, productIds) {
      try {
        return await publishing.publishedStoresOf(actor, productIds);
      } catch (error) {
        app.log.error({ err: error }, "finding the published stores of products failed");
        return [];
      }
    },
    changed: (storeId) => republish.changed(storeId),
    moved: (storeId, moves, tx) => redirects.record(storeId, moves, tx),
  };
  /** The files of a store's deploys that no other store's deploy names (a deleted store's purge). */
  async function filesOnlyOf(storeId: string): Promise<SiteFileNames> {
    const [own, others] = await Promise.all([
      repository.filesInUse({ of: storeId }),
      repository.filesInUse({ notOf: storeId }),
    ]);
    return {
      packs: new Set([...own.packs].filter((pack) => !others.packs.has(pack))),
      hashes: new Set([...own.hashes].filter((hash) => !others.hashes.has(hash))),
    };
  }
  return { publishing, catalogue, republish, filesOnlyOf };
}
