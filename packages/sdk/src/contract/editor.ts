import { z } from "zod";
import { loadedVersion } from "./shared.js";

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
  version: loadedVersion.min(1).optional(),
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

/** GET /store/{id}/preview query: the preview token and the page's path. */
export const PreviewQuery = z.object({
  token: z.string().max(2048).optional(),
  page: z.string().max(200).optional(),
});
export type PreviewQuery = z.input<typeof PreviewQuery>;
