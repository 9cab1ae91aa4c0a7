import { z } from "zod";
import type { TeamRole } from "./teams.js";

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
export interface SectionJson {
  id: string;
  type: string;
  props: Record<string, unknown>;
}

/** A page of the site (PRODUCT.md §3 Layout). */
export interface PageJson {
  name: string;
  path: string;
  description?: string;
  sections: SectionJson[];
}

/** A site's layout in its canonical form: always pages, never the single-page `sections[]`. */
export interface LayoutJson {
  pages: PageJson[];
}

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
export interface EditorProductDto {
  _id: string;
  name: string;
  price: number;
  image: string | null;
  status: "draft" | "published";
}

/** data of GET /store/{id}/editor (PRODUCT.md §7). */
export interface EditorDataDto {
  success: true;
  store: {
    _id: string;
    storeName: string;
    domain: string;
    currency: string;
    locale: string;
    theme: Record<string, unknown>;
    version: number;
    /** The caller's role in the store: what the editor offers follows the permission table. */
    role: TeamRole;
    /** Approved for launch: until then only owners and admins may publish. */
    approved: boolean;
  };
  layout: LayoutJson;
  products: EditorProductDto[];
  htmlContent: string | null;
  /** A short-lived token for GET /store/{id}/preview, scoped to this store. */
  previewToken: string;
}

/** data of POST /store/{id}/editor-update. */
export interface EditorUpdateResult {
  ok: true;
  version: number;
  layout: LayoutJson;
  theme: Record<string, unknown>;
}

/** A starter theme offered by /store/themes/choose and /editor/{themeId}. */
export interface StarterThemeDto {
  id: string;
  name: string;
  description: string;
  theme: Record<string, unknown>;
}
