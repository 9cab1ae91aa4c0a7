import { z } from "zod";
import { Layout, LayoutPage, LayoutSection, Theme } from "@shopwright/site/schema";
import { TEAM_ROLES } from "./teams.js";

/** PRODUCT.md §5, §8: the editor's texts that the server and the screen share. */
export const EDITOR_MESSAGES = {
  missingStoreIdForSave: "Missing storeId for save",
  saved: "Theme saved successfully!",
  saveFailed: "Failed to save theme",
  loadFailed: "Failed to fetch editor data",
  chooseThemeFailed: "Failed to choose theme",
  staleVersion:
    "Someone else changed this store since you opened it. Reload to see their changes, then make yours again.",
  versionRequired:
    "This store already has a saved layout. Send the version you loaded it at, or overwrite: true to replace it on purpose.",
  layoutTooLarge: "The layout is too large to save (512 KB at most)",
  unknownTheme: "There is no starter theme with that id",
} as const;

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

/**
 * POST /store/{id}/editor-update body (PRODUCT.md §7). The layout may come as `pages[]` or as the
 * single-page `sections[]`, sections flat (`{type, ...props}`) or nested (`{id, type, props}`):
 * the server normalises it with the section registry. `version` is the store version the
 * layout was based on; a stale one answers 409 (ARCHITECTURE.md "Saves never overwrite what
 * they did not load").
 * Without a version the save only lands on a store that has no layout yet, unless
 * `overwrite: true` says the caller replaces the stored layout on purpose.
 */
export const EditorUpdateBody = z.object({
  layout: z.union([
    z.object({ pages: z.array(z.record(z.string(), z.unknown())) }).loose(),
    z.object({ sections: z.array(z.record(z.string(), z.unknown())) }).loose(),
  ]),
  theme: z.record(z.string(), z.unknown()).optional(),
  products: z.record(z.string(), z.unknown()).optional(),
  version: z.number().int().positive().optional(),
  /** Replace the stored layout whatever its version (ignored when a version is given). */
  overwrite: z.boolean().optional(),
});
export type EditorUpdateBody = z.input<typeof EditorUpdateBody>;

/** POST /store/themes/choose body. */
export const ChooseThemeBody = z.object({
  storeId: z.string().min(1, { error: "Missing storeId" }).max(64),
  themeId: z.string().min(1, { error: EDITOR_MESSAGES.unknownTheme }).max(64),
});
export type ChooseThemeBody = z.input<typeof ChooseThemeBody>;

/** A product as the editor's collection picker and canvas need it. */
export const EditorProductDto = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  image: z.string().nullable(),
  status: z.enum(["draft", "published"]),
});
export type EditorProductDto = z.infer<typeof EditorProductDto>;

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
  htmlContent: z.string().nullable(),
  /** A short-lived token for GET /store/{id}/preview, scoped to this store. */
  previewToken: z.string(),
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

/** GET /store/{id}/preview query: the preview token and the page's path. */
export const PreviewQuery = z.object({
  token: z.string().max(2048).optional(),
  page: z.string().max(200).optional(),
});
export type PreviewQuery = z.input<typeof PreviewQuery>;
