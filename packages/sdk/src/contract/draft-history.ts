import { z } from "zod";
import { loadedVersion } from "./shared.js";

/**
 * A store's draft history (PRODUCT.md §4 "Draft history"): every write of the draft (a save,
 * an AI turn, a starter theme, a restore, an undo) is kept as a version, the newest ones per
 * store.
 */
export const DRAFT_HISTORY_LIMIT = 50;

/** Characters of a version's label; an AI turn's prompt is cut to fit. */
export const DRAFT_LABEL_LENGTH = 120;

/** What wrote a draft version. */
export const DRAFT_SOURCES = ["save", "ai", "theme", "restore", "undo"] as const;
export type DraftSource = (typeof DRAFT_SOURCES)[number];

/** A text cut to `DRAFT_LABEL_LENGTH` characters, on one line, with "…" where it was cut. */
export function draftLabel(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= DRAFT_LABEL_LENGTH
    ? line
    : `${line.slice(0, DRAFT_LABEL_LENGTH - 1).trimEnd()}…`;
}

/** Texts of the draft history and of undoing an AI turn, shared by server and screens. */
export const DRAFT_HISTORY_MESSAGES = {
  /** The label of a save from the editor (or a publish that saved). */
  savedLabel: "Saved in the editor",
  /** The label of the version a store had before its history began. */
  beforeHistoryLabel: "Before history",
  /** The same, for a store whose site was never saved: it had no pages yet. */
  emptySiteLabel: "Empty site",
  themeLabel: (themeName: string) => draftLabel(`Starter theme: ${themeName}`),
  restoredLabel: (label: string) => draftLabel(`Restored: ${label}`),
  undidLabel: (prompt: string) => draftLabel(`Undid: ${prompt}`),
  versionNotFound: "That version is not in this store's history",
  messageNotFound: "That chat message does not exist",
  /** Undo of an AI turn refused: the draft moved on since (never overwritten silently). */
  undoDraftChanged:
    "The draft changed after this reply, so it can't be undone in one step. Open the editor's History to restore an earlier version.",
  undoNothingChanged: "This reply did not change the site, so there is nothing to undo.",
  undoAlreadyUndone: "This reply was already undone.",
  /** The version before the turn is no longer kept (beyond the newest DRAFT_HISTORY_LIMIT). */
  undoTooOld:
    "The version before this reply is no longer in the history, so it can't be undone. Open the editor's History to restore a version it still keeps.",
} as const;

/** Path of POST /store/{id}/draft-versions/{versionId}/restore. */
export const DraftVersionParams = z.object({
  id: z.string().max(64),
  versionId: z.string().max(64),
});
export type DraftVersionParams = z.input<typeof DraftVersionParams>;

/**
 * POST /store/{id}/draft-versions/{versionId}/restore body: the draft version the caller has
 * loaded, so a restore never replaces a draft they have not seen (409 stale_version).
 */
export const RestoreDraftVersionBody = z.object({
  version: loadedVersion.min(1),
});
export type RestoreDraftVersionBody = z.input<typeof RestoreDraftVersionBody>;

/** Path of POST /store/{id}/ai-messages/{messageId}/undo. */
export const AiMessageParams = z.object({
  id: z.string().max(64),
  messageId: z.string().max(64),
});
export type AiMessageParams = z.input<typeof AiMessageParams>;
