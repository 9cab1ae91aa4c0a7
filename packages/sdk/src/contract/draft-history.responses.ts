import { z } from "zod";
import { ChatMessageDto } from "./ai.responses.js";
import { DRAFT_SOURCES } from "./draft-history.js";
import { LayoutJson, StoredThemeDto } from "./editor.responses.js";
import { date } from "./shared.js";
import { StoreDto } from "./stores.responses.js";

/**
 * The answers of the draft history routes: the zod schemas of their `data`, and their types.
 * They live apart from the request schemas and texts so that a browser, which needs only their
 * types, never evaluates them; the route table (routes.ts) imports the values.
 */

/** One version of a store's draft, without its document. */
export const DraftVersionDto = z.object({
  _id: z.string(),
  /** The store version this draft was written as. */
  version: z.number().int(),
  source: z.enum(DRAFT_SOURCES),
  /** What it was: an AI turn's prompt, "Restored: …", "Saved in the editor" … */
  label: z.string(),
  /** Who wrote it; null when unknown (before history, or the account was deleted). */
  author: z.object({ name: z.string(), email: z.string() }).nullable(),
  createdAt: date,
  /** True for the store's current draft. */
  isCurrent: z.boolean(),
});
export type DraftVersionDto = z.infer<typeof DraftVersionDto>;

/** data of GET /store/{id}/draft-versions: newest first. */
export const DraftVersionListResult = z.object({
  versions: z.array(DraftVersionDto),
  /** The store's current version (what a restore must send). */
  currentVersion: z.number().int(),
  /** How many versions a store keeps. */
  limit: z.number().int(),
});
export type DraftVersionListResult = z.infer<typeof DraftVersionListResult>;

/** data of POST /store/{id}/draft-versions/{versionId}/restore: the draft as now saved. */
export const RestoreDraftVersionResult = z.object({
  /** The new store version the restore wrote. */
  version: z.number().int(),
  layout: LayoutJson,
  theme: StoredThemeDto,
  /** The history entry the restore added. */
  draftVersion: DraftVersionDto,
});
export type RestoreDraftVersionResult = z.infer<typeof RestoreDraftVersionResult>;

/** data of POST /store/{id}/ai-messages/{messageId}/undo. */
export const UndoAiTurnResult = z.object({
  /** The reply that was undone, now marked so. */
  message: ChatMessageDto,
  /** The store with the draft as now saved (canonical layout and theme, as the preview renders them). */
  store: StoreDto,
});
export type UndoAiTurnResult = z.infer<typeof UndoAiTurnResult>;
