import { undoReply, type UndoLanguage, type UndoOutcome } from "@shopwright/composer";
import {
  DRAFT_HISTORY_MESSAGES,
  type AiPromptResult,
  type UndoAiTurnResult,
} from "@shopwright/sdk";
import { emptyLayout } from "@shopwright/site";
import type { AiMessageRow } from "../../db/schema.js";
import { conflict } from "../../http/app-error.js";
import type { Actor } from "../auth/auth.plugin.js";
import type { DraftHistoryService } from "../draft-history/draft-history.service.js";
import { themeOf } from "../editor/editor.service.js";
import { toStoreDto } from "../stores/stores.mapper.js";
import type { StoreWithRole } from "../stores/stores.repository.js";
import type { StoresService } from "../stores/stores.service.js";
import { toChatMessageDto } from "./ai.mapper.js";
import type { AiRepository } from "./ai.repository.js";
import type { PromptProgress } from "./ai.service.js";

/**
 * The store versions an AI turn may be undone from: the current one and, right after an undo,
 * the version that undo wrote back (its draft is exactly that one's), so undoing again takes
 * back the turn before (docs/ARCHITECTURE.md "Draft history").
 */
export function undoableVersionsOf(
  currentVersion: number,
  undoneAtCurrent: Pick<AiMessageRow, "meta"> | null | undefined,
): Set<number> {
  const versions = new Set([currentVersion]);
  const before = undoneAtCurrent?.meta.draft?.before;
  if (before !== undefined && undoneAtCurrent?.meta.undoneVersion === currentVersion)
    versions.add(before);
  return versions;
}

/** The store as an answer carries it: the canonical layout and theme, as the preview renders them. */
function storeAnswer(store: StoreWithRole) {
  return {
    ...toStoreDto(store),
    layout: store.layout ?? emptyLayout(),
    theme: themeOf(store.theme),
  };
}

type TurnUndoOutcome =
  | { kind: "undone"; store: StoreWithRole; reply: AiMessageRow; prompt: string }
  | { kind: "refused"; outcome: UndoOutcome; message: string };

/**
 * Undoing one AI turn (PRODUCT.md §4 "Draft history"): by the reply's Undo or by a prompt that
 * only asks to undo. The caller holds the store's prompt turn.
 */
export function createTurnUndo(deps: {
  ai: AiRepository;
  stores: Pick<StoresService, "reachable">;
  draftHistory: Pick<DraftHistoryService, "rewind">;
}) {
  const { ai, stores } = deps;

  /**
   * Writes the version before the reply again, as a new version, only while the draft is
   * still the reply's (`undoableVersionsOf`); never over a draft that changed since. Answers
   * the saved store and the reply marked undone, or why not.
   */
  async function undoTurn(
    actor: Actor,
    row: StoreWithRole,
    reply: AiMessageRow,
  ): Promise<TurnUndoOutcome> {
    const prompt = (await ai.promptOf(actor, row.id, reply)) ?? reply.content;
    const { draft } = reply.meta;
    const refused = (outcome: UndoOutcome, message: string) =>
      ({ kind: "refused", outcome, message }) as const;
    if (!draft) {
      return refused({ kind: "nothing-to-undo" }, DRAFT_HISTORY_MESSAGES.undoNothingChanged);
    }
    if (reply.meta.undoneVersion !== undefined) {
      return refused({ kind: "nothing-to-undo" }, DRAFT_HISTORY_MESSAGES.undoAlreadyUndone);
    }
    const changed = refused(
      { kind: "draft-changed", prompt },
      DRAFT_HISTORY_MESSAGES.undoDraftChanged,
    );
    const undoable = undoableVersionsOf(row.version, await ai.undoneAt(actor, row.id, row.version));
    if (!undoable.has(draft.after)) return changed;
    const written = await deps.draftHistory.rewind(actor, row.id, {
      toVersion: draft.before,
      expectedVersion: row.version,
      source: "undo",
      label: DRAFT_HISTORY_MESSAGES.undidLabel(prompt),
    });
    if (written === "missing") {
      return refused({ kind: "too-old", prompt }, DRAFT_HISTORY_MESSAGES.undoTooOld);
    }
    if (written === "moved") return changed;
    const marked = await ai.markUndone(actor, row.id, reply.id, written.version);
    const store = await stores.reachable(actor, row.id);
    return { kind: "undone", store, reply: marked ?? reply, prompt };
  }

  return {
    /** POST /store/{id}/ai-messages/{messageId}/undo: the reply undone, or 409 undo_unavailable. */
    async undoReply(
      actor: Actor,
      row: StoreWithRole,
      reply: AiMessageRow,
    ): Promise<UndoAiTurnResult> {
      const outcome = await undoTurn(actor, row, reply);
      if (outcome.kind === "refused") throw conflict("undo_unavailable", outcome.message);
      return {
        message: toChatMessageDto(outcome.reply, new Set([outcome.store.version])),
        store: storeAnswer(outcome.store),
      };
    },

    /**
     * A prompt that only asks to undo ("undo that", "deshacer" …): the Undo of the newest reply
     * that changed the site and is not undone, stored as a chat turn whose reply says in one
     * sentence, in the language asked, what was undone or why not.
     */
    async answerPrompt(
      actor: Actor,
      row: StoreWithRole,
      prompt: string,
      language: UndoLanguage,
      progress: PromptProgress | undefined,
    ): Promise<AiPromptResult> {
      progress?.status("thinking", "composer");
      const target = await ai.lastUndoableReply(actor, row.id);
      const outcome: TurnUndoOutcome = target
        ? await undoTurn(actor, row, target)
        : { kind: "refused", outcome: { kind: "nothing-to-undo" }, message: "" };
      const isUndone = outcome.kind === "undone";
      const content = undoReply(
        language,
        isUndone ? { kind: "undone", prompt: outcome.prompt } : outcome.outcome,
      );
      progress?.delta(content);
      progress?.status("applying", "composer");
      const [userMessage, assistantMessage] = await ai.insertTurn(actor, row.id, {
        prompt,
        reply: content,
        meta: {
          engine: "composer",
          fellBack: false,
          appliedCount: 0,
          warnings: [],
          suggestions: [],
          ...(isUndone ? { undid: outcome.reply.id } : {}),
        },
      });
      return {
        ai: {
          reply: content,
          operations: [],
          warnings: [],
          suggestions: [],
          engine: "composer",
          fellBack: false,
          notice: null,
          changed: isUndone,
          ...(isUndone ? { undoneMessageId: outcome.reply.id } : {}),
        },
        store: storeAnswer(isUndone ? outcome.store : row),
        message: toChatMessageDto(assistantMessage),
        userMessage: toChatMessageDto(userMessage),
      };
    },
  };
}
