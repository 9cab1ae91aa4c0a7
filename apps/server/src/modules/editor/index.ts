import type { StorefrontCollection } from "@shopwright/site/server";
import type { FastifyInstance } from "fastify";
import type { Limits } from "../../config.js";
import type { PreviewCaller, Tokens } from "../auth/tokens.js";
import type { ProductsService } from "../products/products.service.js";
import type { BundledFonts } from "../../site-assets/bundled-fonts.js";
import type { DraftHistoryService } from "../draft-history/draft-history.service.js";
import type { StoresService } from "../stores/stores.service.js";
import { editorRoutes } from "./editor.routes.js";
import { createEditorService } from "./editor.service.js";
import { readSiteCss } from "../../site-assets/site-css.js";

/**
 * Wires editor service → routes. The editor owns no table: the draft is read and written
 * through the stores service, its history through the draft history's, products through theirs.
 */
export function editorModule(
  app: FastifyInstance,
  deps: {
    stores: StoresService;
    draftHistory: DraftHistoryService;
    products: ProductsService;
    tokens: Tokens;
    fonts: BundledFonts;
    /** Whether a preview token's credential still works (auth's session versions, API keys). */
    isPreviewCallerCurrent: (caller: PreviewCaller) => Promise<boolean>;
    /** The store's collections, for their pages in the preview. */
    collectionsOf?: (storeId: string) => Promise<StorefrontCollection[]>;
    limits: Limits;
  },
) {
  const editor = createEditorService({
    stores: deps.stores,
    draftHistory: deps.draftHistory,
    products: deps.products,
    tokens: deps.tokens,
    isPreviewCallerCurrent: deps.isPreviewCallerCurrent,
    collectionsOf: deps.collectionsOf,
    siteCss: readSiteCss(),
    fontPath: deps.fonts.pathOf,
    limits: deps.limits,
  });
  editorRoutes(app, editor);
  return editor;
}
