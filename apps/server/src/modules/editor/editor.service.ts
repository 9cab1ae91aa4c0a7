import {
  DRAFT_HISTORY_MESSAGES,
  EDITOR_MESSAGES,
  type ChooseThemeBody,
  type DraftSource,
  type EditorDataDto,
  type EditorUpdateBody,
  type EditorUpdateResult,
  type StarterThemeDto,
} from "@shopwright/sdk";
import {
  LAYOUT_CEILINGS,
  Layout,
  capBreach,
  capBreachMessage,
  STARTER_THEMES,
  findStarterTheme,
  starterLayoutFor,
  emptyLayout,
  normalizeLayout,
  normalizeTheme,
  styleInputProblem,
  type CapBreach,
  type CatalogueProduct,
  type LayoutCaps,
  type Theme,
} from "@shopwright/site";
import {
  createStorefront,
  type SiteFont,
  type StorefrontCollection,
} from "@shopwright/site/server";
import type { z } from "zod";
import type { Limits } from "../../config.js";
import { AppError, badRequest, conflict, notFound, unauthorized } from "../../http/app-error.js";
import type { Actor, AuthUser } from "../auth/auth.plugin.js";
import type { PreviewCaller, Tokens } from "../auth/tokens.js";
import { toEditorProductDto } from "../products/products.mapper.js";
import type { ProductsService } from "../products/products.service.js";
import { toStoreDto } from "../stores/stores.mapper.js";
import type { DraftHistoryService } from "../draft-history/draft-history.service.js";
import type { DraftBase, Store } from "../stores/stores.repository.js";
import type { StoresService } from "../stores/stores.service.js";
import { previewDocument, previewNoticeHtml } from "./preview-document.js";

/** A saved layout is at most 512 KB of JSON. */
export const MAX_LAYOUT_BYTES = 512 * 1024;

/** A stored theme as the editor sees it: the tokens with defaults filled, plus its starter id. */
export type StoredTheme = Theme & { id?: string };

/** Normalised tokens, keeping the starter theme `id` the editor sends (PRODUCT.md §7). */
export function themeOf(raw: Record<string, unknown>): StoredTheme {
  const theme: StoredTheme = normalizeTheme(raw);
  const id = typeof raw.id === "string" ? raw.id.trim().slice(0, 64) : "";
  if (id) theme.id = id;
  return theme;
}

const BREACH_CODES = {
  pages: "too_many_pages",
  sections: "too_many_sections",
  cards: "too_many_cards",
} as const;

/** The 400 of a layout past a cap, naming the cap and its number (PRODUCT.md §9 "Limits"). */
const capRefusal = (breach: CapBreach, caps: LayoutCaps) =>
  badRequest(capBreachMessage(breach, caps), BREACH_CODES[breach.kind]);

/** The server's limits as caps of a layout. */
export const capsOf = (limits: Pick<Limits, "storePages" | "pageSections" | "gridCards">) => ({
  pages: limits.storePages,
  sectionsPerPage: limits.pageSections,
  cardsPerGrid: limits.gridCards,
});

/**
 * Any input as a layout within the limits, or the 400/413 that says which limit it broke: where
 * a layout enters through the API, read leniently (PRODUCT.md §7 accepts `sections[]` too).
 * The server's `caps` hold where the layout goes past the stored one (`before`): a store saved
 * under higher limits keeps what it has, but adds nothing past them.
 */
export function checkedLayout(
  raw: unknown,
  caps: LayoutCaps = LAYOUT_CEILINGS,
  before?: Layout | null,
): Layout {
  const layout = normalizeLayout(raw);
  // The format's own ceilings hold whatever was saved before.
  const overCeiling = capBreach(layout.pages, LAYOUT_CEILINGS);
  if (overCeiling) throw capRefusal(overCeiling, LAYOUT_CEILINGS);
  const overCap = capBreach(layout.pages, caps, before?.pages);
  if (overCap) throw capRefusal(overCap, caps);
  if (Buffer.byteLength(JSON.stringify(layout)) > MAX_LAYOUT_BYTES) {
    throw new AppError(413, "layout_too_large", EDITOR_MESSAGES.layoutTooLarge);
  }
  // Normalisation already fits names, paths and ids to the schema; this is the backstop.
  const parsed = Layout.safeParse(layout);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Invalid layout");
  return layout;
}

const staleVersion = () => conflict("stale_version", EDITOR_MESSAGES.staleVersion);
const versionRequired = () => conflict("version_required", EDITOR_MESSAGES.versionRequired);

/** The draft a save may replace: the version it was based on, else see `DraftBase`. */
function baseOf(body: { version?: number; overwrite?: boolean }): DraftBase {
  if (body.version !== undefined) return { version: body.version };
  return body.overwrite === true ? "any" : "empty-layout";
}
const storeNotFound = () => notFound("store_not_found", "Store not found");

/** What the draft history says of a save: who wrote it and how it is named. */
export interface SaveOrigin {
  source: DraftSource;
  label: string;
}
const EDITOR_SAVE: SaveOrigin = { source: "save", label: DRAFT_HISTORY_MESSAGES.savedLabel };

/** What the preview route sends: a status and a whole html document. */
export interface PreviewResponse {
  status: number;
  html: string;
}

/** Editor use cases: load, save the draft, preview it, and starter themes. */
export function createEditorService(deps: {
  stores: Pick<StoresService, "reachable" | "writeDraft">;
  draftHistory: Pick<DraftHistoryService, "beforeAiTurn">;
  products: Pick<ProductsService, "catalogueForEditor">;
  tokens: Pick<Tokens, "signPreview" | "verifyPreview">;
  /** Whether the credential a preview token came from still works (not signed out, not revoked). */
  isPreviewCallerCurrent: (caller: PreviewCaller) => Promise<boolean>;
  /** The store's collections (drafts among their products), for their pages in the preview. */
  collectionsOf?: (storeId: string) => Promise<StorefrontCollection[]>;
  siteCss: string;
  /** The site path of a bundled theme font. */
  fontPath: (font: SiteFont) => string;
  /** Pages, sections a page and cards a grid (STORE_PAGES_LIMIT …), and the rest for the editor. */
  limits: Limits;
}) {
  const { stores, products, tokens } = deps;
  const caps = capsOf(deps.limits);

  function renderPreview(
    row: Store,
    productList: CatalogueProduct[],
    collections: StorefrontCollection[],
    token: string,
    pagePath: string,
  ): PreviewResponse {
    const theme = themeOf(row.theme);
    // Every site path a page links to stays inside the iframe: this route with its path.
    const hrefOf = (path: string) =>
      `?token=${encodeURIComponent(token)}&page=${encodeURIComponent(path)}`;
    const storefront = createStorefront({
      siteName: theme.siteName ?? row.storeName,
      description: row.description,
      layout: row.layout ?? emptyLayout(),
      theme,
      // The preview shows what the editor's list knows of a product: name, price, main image.
      products: productList.map((product) => ({
        id: product.id,
        name: product.name,
        priceMinor: product.priceMinor,
        images: product.images.slice(0, 1),
      })),
      collections,
      currency: row.currency,
      locale: row.locale,
      mode: "preview",
      hrefFor: (_from, to) => hrefOf(to),
      // Fonts come from the admin host itself (they allow any origin, as the iframe has none).
      assetHref: (_from, to) => to,
      siteCss: deps.siteCss,
      fontPath: deps.fontPath,
    });
    // "about" and "/about/" both mean /about.
    const wanted = `/${pagePath.replace(/^\/+|\/+$/g, "")}`;
    const page = storefront.render(wanted) ?? storefront.notFound(wanted);
    return { status: page.status, html: page.html };
  }

  return {
    async load(caller: AuthUser, storeId: string): Promise<EditorDataDto> {
      const { actor } = caller;
      const row = await stores.reachable(actor, storeId);
      const [productList, previewToken, beforeAiTurn, collections] = await Promise.all([
        products.catalogueForEditor(actor, row.id),
        tokens.signPreview(row.id, {
          actor,
          sessionVersion: caller.sessionVersion,
          apiKeyId: caller.apiKey?.id,
        }),
        deps.draftHistory.beforeAiTurn(actor, row.id, row.version),
        deps.collectionsOf?.(row.id) ?? Promise.resolve([]),
      ]);
      return {
        success: true,
        store: {
          _id: row.id,
          storeName: row.storeName,
          domain: row.domain,
          currency: row.currency,
          locale: row.locale,
          theme: themeOf(row.theme),
          version: row.version,
          role: row.role,
          approved: row.approved,
        },
        layout: row.layout ?? emptyLayout(),
        products: productList.map((product) => toEditorProductDto(product, row.currency)),
        // What the product grid's collection field lists and the canvas shows.
        collections: collections.flatMap((collection) =>
          collection.id
            ? [
                {
                  _id: collection.id,
                  handle: collection.handle,
                  title: collection.title,
                  productIds: [...collection.productIds],
                },
              ]
            : [],
        ),
        htmlContent: row.htmlContent,
        previewToken,
        // The editor refuses a change past them before saving (PRODUCT.md §9 "Limits").
        limits: deps.limits,
        // The editor's Undo after opening takes back the last AI turn (PRODUCT.md §4).
        ...(beforeAiTurn ? { beforeAiTurn } : {}),
      };
    },

    /**
     * Saves the draft. No save replaces a layout its caller never saw: a given `version` must
     * still be the store's; without one, only a store with no layout yet is written, unless
     * `overwrite` says the caller replaces it on purpose. The check is part of the write's
     * statement. A given theme is laid over the stored one, so `theme: {id}` (PRODUCT.md §7)
     * keeps the colours. `origin` is what the draft history records (an editor save unless said).
     */
    async save(
      actor: Actor,
      storeId: string,
      body: z.output<typeof EditorUpdateBody>,
      origin: SaveOrigin = EDITOR_SAVE,
    ): Promise<EditorUpdateResult> {
      const row = await stores.reachable(actor, storeId);
      const base = baseOf(body);
      if (typeof base === "object" && base.version !== row.version) throw staleVersion();
      if (base === "empty-layout" && row.layout !== null) throw versionRequired();
      // Colours, fonts and sizes end up in CSS: a value that is not one is refused, not dropped.
      const styleProblem = styleInputProblem({ layout: body.layout, theme: body.theme });
      if (styleProblem) throw badRequest(styleProblem.message);
      const layout = checkedLayout(body.layout, caps, row.layout);
      const theme = themeOf(body.theme ? { ...row.theme, ...body.theme } : row.theme);
      const saved = await stores.writeDraft(actor, row.id, { layout, theme, base, ...origin });
      if (!saved) {
        // Matched nothing: the store went out of reach (404) or another save landed first.
        await stores.reachable(actor, row.id);
        throw base === "empty-layout" ? versionRequired() : staleVersion();
      }
      return { ok: true, version: saved.version, layout, theme };
    },

    /**
     * The saved draft of one page as a whole document. The token, not a bearer header,
     * says who asks: an iframe cannot send headers. A token for another store answers 404.
     */
    async preview(
      storeId: string,
      token: string | undefined,
      pagePath = "/",
    ): Promise<PreviewResponse> {
      try {
        const claims = token ? await tokens.verifyPreview(token) : null;
        if (!claims || !token || !(await deps.isPreviewCallerCurrent(claims))) {
          throw unauthorized("This preview link has expired. Reload the editor to preview again.");
        }
        if (claims.storeId !== storeId) throw storeNotFound();
        const row = await stores.reachable(claims.actor, storeId);
        const productList = await products.catalogueForEditor(claims.actor, row.id);
        const collections = (await deps.collectionsOf?.(row.id)) ?? [];
        return renderPreview(row, productList, collections, token, pagePath);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // The iframe shows whatever comes back, so even a refusal is a readable page.
        return {
          status: error.status,
          html: previewDocument({
            lang: "en",
            title: "Preview unavailable",
            theme: normalizeTheme({}),
            siteCss: deps.siteCss,
            bodyHtml: previewNoticeHtml("Preview unavailable", error.message),
          }),
        };
      }
    },

    listThemes(): { themes: StarterThemeDto[] } {
      return {
        themes: STARTER_THEMES.map((starter) => ({
          id: starter.id,
          name: starter.name,
          description: starter.description,
          theme: starter.theme,
        })),
      };
    },

    /** Replaces the store's theme and pages with a starter theme's (bumps the version). */
    async chooseTheme(actor: Actor, body: z.output<typeof ChooseThemeBody>) {
      const row = await stores.reachable(actor, body.storeId);
      const starter = findStarterTheme(body.themeId);
      if (!starter) throw notFound("theme_not_found", EDITOR_MESSAGES.unknownTheme);
      const layout = starterLayoutFor(starter, row.storeName);
      // A starter theme replaces the pages: it is held to the limits whole.
      const breach = capBreach(layout.pages, caps);
      if (breach) throw capRefusal(breach, caps);
      const saved = await stores.writeDraft(actor, row.id, {
        layout,
        theme: themeOf({ ...starter.theme, id: starter.id }),
        // Choosing a starter theme replaces the pages on purpose.
        base: "any",
        source: "theme",
        label: DRAFT_HISTORY_MESSAGES.themeLabel(starter.name),
      });
      if (!saved) throw storeNotFound();
      return { store: toStoreDto({ ...saved, role: row.role, site: row.site }) };
    },
  };
}

export type EditorService = ReturnType<typeof createEditorService>;
