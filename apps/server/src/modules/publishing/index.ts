import { join } from "node:path";
import { SITE_SCRIPT } from "@shopwright/site/server";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { EditorService } from "../editor/editor.service.js";
import { readSiteCss } from "../editor/preview-document.js";
import type { ProductsService } from "../products/products.service.js";
import type { StoresService } from "../stores/stores.service.js";
import type { BundledFonts } from "./bundled-fonts.js";
import { createPublishingRepository } from "./publishing.repository.js";
import { publishingRoutes } from "./publishing.routes.js";
import { createPublishingService } from "./publishing.service.js";
import { createLocalSiteFileStore } from "./site-file-store.js";
import { siteUrlOf } from "./site-url.js";

/**
 * Wires publishing: repository and file store (DATA_DIR/sites) → service → routes.
 * Answers the file store and fonts too, for the sites module that serves them.
 */
export function publishingModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Pick<Config, "dataDir" | "publicUrl" | "sitesDomain">;
    stores: StoresService;
    editor: EditorService;
    products: ProductsService;
    fonts: BundledFonts;
  },
) {
  const files = createLocalSiteFileStore(join(deps.config.dataDir, "sites"));
  const { fonts } = deps;
  const publishing = createPublishingService({
    publishing: createPublishingRepository(deps.db),
    stores: deps.stores,
    editor: deps.editor,
    products: deps.products,
    files,
    fonts,
    siteCss: readSiteCss(),
    script: SITE_SCRIPT,
    siteUrlOf: (slug) => siteUrlOf(deps.config, slug),
    log: app.log,
  });
  publishingRoutes(app, publishing);
  return { publishing, files, fonts };
}
