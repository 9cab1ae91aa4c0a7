import { z } from "zod";
import { LimitsDto } from "./limits.js";
import { Layout, LayoutPage, LayoutSection, Theme } from "@shopwright/site/schema";
import { TEAM_ROLES } from "./teams.js";

/**
 * The answers of the editor routes: the zod schemas of their `data`, and their types. They live
 * apart from the request schemas and texts so that a browser, which needs only their types,
 * never evaluates them; the route table (routes.ts) imports the values.
 */

/** A section as stored: a readable id (`hero-1`), its type and its props. */
export const SectionJson = LayoutSection;
export type SectionJson = z.infer<typeof SectionJson>;

/** A page of the site (PRODUCT.md §3 Layout). */
export const PageJson = LayoutPage;
export type PageJson = z.infer<typeof PageJson>;

/**
 * A site's layout in its canonical form: always pages, never the single-page `sections[]`.
 * The editor's answers carry it normalized (the site's own schema); a save's body may still
 * send the older shapes, and a store's answer carries the layout as stored.
 */
export const LayoutJson = Layout;
export type LayoutJson = z.infer<typeof LayoutJson>;

/** A theme as the editor reads and saves it: the site's tokens, and the starter theme's id. */
export const StoredThemeDto = Theme.extend({ id: z.string().optional() });
export type StoredThemeDto = z.infer<typeof StoredThemeDto>;

/** A product as the editor's collection picker and canvas need it. */
export const EditorProductDto = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  image: z.string().nullable(),
  status: z.enum(["draft", "published"]),
});
export type EditorProductDto = z.infer<typeof EditorProductDto>;

/**
 * In data of GET /store/{id}/editor: the document before the last AI turn, while the draft is
 * still that turn's, so the editor's Undo can take the turn back (PRODUCT.md §4).
 */
export const AiTurnBeforeDto = z.object({
  /** The turn's prompt. */
  label: z.string(),
  layout: LayoutJson,
  theme: StoredThemeDto,
});
export type AiTurnBeforeDto = z.infer<typeof AiTurnBeforeDto>;

/** data of GET /store/{id}/editor (PRODUCT.md §7). */
export const EditorDataDto = z.object({
  success: z.literal(true),
  store: z.object({
    _id: z.string(),
    storeName: z.string(),
    domain: z.string(),
    currency: z.string(),
    locale: z.string(),
    /** The theme normalized: every token filled in, defaults where none was saved. */
    theme: StoredThemeDto,
    version: z.number().int(),
    /** The caller's role in the store: what the editor offers follows the permission table. */
    role: z.enum(TEAM_ROLES),
    /** Approved for launch: until then only owners and admins may publish. */
    approved: z.boolean(),
  }),
  layout: LayoutJson,
  products: z.array(EditorProductDto),
  /**
   * The store's collections (product ids in their order, drafts included), which product grids
   * may show (PRODUCT.md §3 "Collections").
   */
  collections: z
    .array(
      z.object({
        _id: z.string(),
        handle: z.string(),
        title: z.string(),
        productIds: z.array(z.string()),
      }),
    )
    .optional(),
  htmlContent: z.string().nullable(),
  /** A short-lived token for GET /store/{id}/preview, scoped to this store. */
  previewToken: z.string(),
  /** The document before the last AI turn, while the draft is still that turn's. */
  beforeAiTurn: AiTurnBeforeDto.optional(),
  /** The server's limits (PRODUCT.md §9 "Limits"), for the editor to refuse a change past one. */
  limits: LimitsDto.optional(),
});
export type EditorDataDto = z.infer<typeof EditorDataDto>;

/** data of POST /store/{id}/editor-update. */
export const EditorUpdateResult = z.object({
  ok: z.literal(true),
  version: z.number().int(),
  layout: LayoutJson,
  theme: StoredThemeDto,
});
export type EditorUpdateResult = z.infer<typeof EditorUpdateResult>;

/** A starter theme offered by /store/themes/choose and /editor/{themeId}. */
export const StarterThemeDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  theme: Theme,
});
export type StarterThemeDto = z.infer<typeof StarterThemeDto>;

/** data of GET /store/themes. */
export const StarterThemesResult = z.object({ themes: z.array(StarterThemeDto) });
export type StarterThemesResult = z.infer<typeof StarterThemesResult>;
