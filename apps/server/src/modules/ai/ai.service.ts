import {
  MOODS,
  MOOD_IDS,
  checkEdit,
  compose,
  moodTheme,
  undoRequestLanguage,
  type ComposeResult,
  type ComposerCollection,
  type MoodId,
} from "@shopwright/composer";
import {
  AI_LIMITS,
  AI_MESSAGES,
  DRAFT_HISTORY_MESSAGES,
  draftLabel,
  type AiEngine,
  type AiMessagesResult,
  type AiOperationDto,
  type AiPlanDto,
  type AiPromptBody,
  type AiPromptResult,
  type AssistantOptIn,
  type DismissStyleStepResult,
  type UndoAiTurnResult,
} from "@shopwright/sdk";
import {
  type CatalogueProduct,
  emptyLayout,
  type LayoutCaps,
  layoutOfSite,
  type SiteDocument,
} from "@shopwright/site";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { conflict, notFound } from "../../http/app-error.js";
import { isUuid } from "../../http/is-uuid.js";
import type { Actor } from "../auth/auth.plugin.js";
import type { DraftHistoryService } from "../draft-history/draft-history.service.js";
import { themeOf, type EditorService } from "../editor/editor.service.js";
import type { ProductsService } from "../products/products.service.js";
import { toStoreDto } from "../stores/stores.mapper.js";
import type { StoreWithRole } from "../stores/stores.repository.js";
import type { StoresService } from "../stores/stores.service.js";
import { toChatMessageDto } from "./ai.mapper.js";
import type { AiRepository } from "./ai.repository.js";
import { ProviderError, type ChatCompletionsClient } from "./llm/chat-completions-client.js";
import {
  InvalidModelReplyError,
  runLlmEngine,
  type EngineProgress,
  type EngineReply,
} from "./llm/llm-engine.js";
import { HISTORY_TURNS, type SharingMode } from "./llm/provider-payload.js";
import type { PromptRateLimit } from "./prompt-rate-limit.js";
import { siteOfStore, themeToSave } from "./site-of-store.js";
import { createTurnUndo, undoableVersionsOf } from "./turn-undo.js";

/** The configured model, when there is one. */
export interface LlmProvider {
  client: ChatCompletionsClient;
  model: string;
  /** The operator runs it on their own machines (AI_SELF_HOSTED). */
  isSelfHosted: boolean;
}

/** What a streamed prompt reports while it runs (the `status` and `delta` events). */
export interface PromptProgress {
  status(phase: "thinking" | "applying", engine: AiEngine): void;
  delta(text: string): void;
}

/** Runs a prompt that passed its checks; the store stays busy until it ends. */
export type PromptRun = (progress?: PromptProgress) => Promise<AiPromptResult>;

/** Which engine a prompt runs on, and what the provider may see. */
export type EngineChoice = { engine: "composer" } | { engine: "llm"; mode: SharingMode };

/**
 * Privacy: without a provider, or for a Disabled organization, the composer answers
 * and nothing leaves the machine, unless the operator marked the provider self-hosted (then
 * nothing leaves the operator either). Schema Only and Schema & Logs share what they say.
 */
export function chooseEngine(
  optIn: AssistantOptIn,
  provider: Pick<LlmProvider, "isSelfHosted"> | null,
): EngineChoice {
  if (!provider) return { engine: "composer" };
  if (optIn === "disabled") {
    return provider.isSelfHosted ? { engine: "llm", mode: "schema_logs" } : { engine: "composer" };
  }
  return { engine: "llm", mode: optIn };
}

// Suggested phrasings for when even the composer could not answer.
const FALLBACK_SUGGESTIONS = [
  "Landing page for coffee brand",
  "Add a product grid",
  "Dark theme footer",
];

const isMoodId = (mood: string): mood is MoodId => (MOOD_IDS as readonly string[]).includes(mood);

/**
 * The composer's generation plan, with the palette and fonts of each mood to offer; the first
 * is the theme the generated site wears (its palette varies within the mood).
 */
function planDto(plan: NonNullable<ComposeResult["plan"]>): AiPlanDto {
  const variations = [plan.mood, ...plan.altMoods].filter(isMoodId).map((mood, index) => {
    const theme = index === 0 && plan.theme ? plan.theme : moodTheme(mood);
    return {
      mood,
      label: MOODS[mood].label,
      colors: {
        primary: theme.primaryColor,
        secondary: theme.secondaryColor,
        accent: theme.accentColor,
        background: theme.backgroundColor ?? "#ffffff",
        text: theme.textColor ?? "#111827",
      },
      fonts: { heading: theme.fonts.heading, body: theme.fonts.body },
    };
  });
  return { industry: plan.industry, mood: plan.mood, altMoods: [...plan.altMoods], variations };
}

/** A refusal reported to the user: "Skipped a change: …" without the model-facing index. */
const skipped = (error: string) =>
  `Skipped a change: ${error.replace(/^ops\[\d+\] \([^)]*\): /, "")}`;

/**
 * AI builder use cases: choose the engine, run it, repair and apply the
 * operations, lint, save through the editor service (one prompt, one save, with the same
 * checks as a manual save), store the turn, answer.
 */

export function createAiService(deps: {
  ai: AiRepository;
  stores: Pick<StoresService, "reachable">;
  editor: Pick<EditorService, "save">;
  draftHistory: Pick<DraftHistoryService, "rewind">;
  products: Pick<ProductsService, "catalogueForEditor">;
  /** The store's collections: a product grid the composer adds shows the one a prompt names. */
  collectionsOf?: (storeId: string) => Promise<readonly ComposerCollection[]>;
  /** The organization's privacy setting for the store; "disabled" for a store without one. */
  privacyOf: (actor: Actor, teamId: string | null) => Promise<AssistantOptIn>;
  provider: LlmProvider | null;
  rateLimit: PromptRateLimit;
  log: FastifyBaseLogger;
  /**
   * Pages, sections a page and cards a grid: a change past one is skipped and said so in the
   * reply, and the rest of the turn is kept (PRODUCT.md §9 "Limits").
   */
  caps?: LayoutCaps;
}) {
  const { ai, stores } = deps;
  // One prompt per store at a time: the second would only meet a stale version.
  const busyStores = new Set<string>();
  const turnUndo = createTurnUndo({ ai, stores, draftHistory: deps.draftHistory });

  function runComposer(
    row: StoreWithRole,
    site: SiteDocument,
    prompt: string,
    products: readonly CatalogueProduct[],
    collections: readonly ComposerCollection[],
  ): ComposeResult {
    try {
      return compose({
        prompt,
        site,
        storeId: row.id,
        storeName: row.storeName,
        products,
        collections,
      });
    } catch (error) {
      // The composer is pure and should never throw; if it does, the user still gets an answer.
      deps.log.error({ err: error, storeId: row.id }, "composer failed");
      return {
        message: "I could not work out what to change. Try one of these:",
        ops: [],
        suggestions: FALLBACK_SUGGESTIONS,
      };
    }
  }

  /** The composer's answer, its reply handed on in one piece when the prompt streams. */
  function composerReply(
    row: StoreWithRole,
    site: SiteDocument,
    prompt: string,
    products: readonly CatalogueProduct[],
    collections: readonly ComposerCollection[],
    progress: PromptProgress | undefined,
  ): ComposeResult {
    progress?.status("thinking", "composer");
    const result = runComposer(row, site, prompt, products, collections);
    if (progress && result.message.trim()) progress.delta(result.message.trim());
    return result;
  }

  async function answer(
    actor: Actor,
    row: StoreWithRole,
    prompt: string,
    progress: PromptProgress | undefined,
  ): Promise<AiPromptResult> {
    // "Undo that" does what the reply's Undo does, before any engine reads the prompt.
    const undoLanguage = undoRequestLanguage(prompt);
    if (undoLanguage) return turnUndo.answerPrompt(actor, row, prompt, undoLanguage, progress);
    const site = siteOfStore(row);
    const products = (await deps.products.catalogueForEditor(actor, row.id)).filter(
      (product) => product.status === "published",
    );
    const collections = (await deps.collectionsOf?.(row.id)) ?? [];
    // What the model's payload and the grounding checks read of them: ids, names, main images.
    const grounding = products.map((product) => ({
      id: product.id,
      name: product.name,
      image: product.images[0],
    }));
    const choice = chooseEngine(await deps.privacyOf(actor, row.teamId), deps.provider);

    let reply: EngineReply & Pick<ComposeResult, "kind" | "plan">;
    let engine: AiEngine = "composer";
    let fellBack = false;
    if (choice.engine === "llm" && deps.provider) {
      const history =
        choice.mode === "schema_logs"
          ? (await ai.recent(actor, row.id, HISTORY_TURNS)).map((message) => ({
              role: message.role,
              content: message.content,
            }))
          : [];
      const engineProgress: EngineProgress | undefined = progress && {
        attempt: () => progress.status("thinking", "llm"),
        text: (piece) => progress.delta(piece),
      };
      try {
        reply = await runLlmEngine(
          deps.provider.client,
          {
            mode: choice.mode,
            model: deps.provider.model,
            site,
            products: grounding,
            collections,
            history,
            prompt,
            caps: deps.caps,
          },
          engineProgress,
        );
        engine = "llm";
      } catch (error) {
        if (!(error instanceof ProviderError || error instanceof InvalidModelReplyError))
          throw error;
        deps.log.warn({ err: error, storeId: row.id }, "AI model failed; the composer answered");
        reply = composerReply(row, site, prompt, products, collections, progress);
        fellBack = true;
      }
    } else {
      reply = composerReply(row, site, prompt, products, collections, progress);
    }
    progress?.status("applying", engine);

    const { repaired, linted } = checkEdit(site, reply.ops, {
      products: grounding,
      collections,
      isUntrusted: engine === "llm",
      prompt,
      caps: deps.caps,
    });
    const warnings = [
      ...(reply.warnings ?? []),
      ...repaired.warnings,
      ...repaired.errors.map(skipped),
      ...linted.warnings,
    ];
    const hasChanges = JSON.stringify(linted.site) !== JSON.stringify(site);

    let saved = row;
    let draft: { before: number; after: number } | undefined;
    if (hasChanges) {
      // Through the editor service: the same limits and version check as a manual save, kept
      // in the draft history under the prompt.
      const result = await deps.editor.save(
        actor,
        row.id,
        {
          layout: layoutOfSite(linted.site) as unknown as { pages: Record<string, unknown>[] },
          theme: themeToSave(linted.site, row.storeName),
          version: row.version,
        },
        { source: "ai", label: draftLabel(prompt) },
      );
      draft = { before: row.version, after: result.version };
      saved = await stores.reachable(actor, row.id);
    }

    const suggestions = reply.suggestions ?? [];
    let content = reply.message.trim() || AI_MESSAGES.defaultReply;
    if (reply.ops.length > 0 && repaired.applied.length === 0) {
      content =
        `I could not make that change. ${repaired.errors.length ? skipped(repaired.errors[0]!) : ""}`.trim();
    }
    // Kept with the message, so the theme-preview step can be offered again after a reload.
    const plan = hasChanges && reply.kind === "generate" && reply.plan ? planDto(reply.plan) : null;
    const [userMessage, assistantMessage] = await ai.insertTurn(actor, row.id, {
      prompt,
      reply: content.slice(0, 4000),
      meta: {
        engine,
        fellBack,
        appliedCount: hasChanges ? repaired.applied.length : 0,
        warnings: warnings.slice(0, 20),
        suggestions,
        ...(plan ? { plan } : {}),
        ...(draft ? { draft } : {}),
      },
    });
    const undoable = new Set([saved.version]);
    return {
      ai: {
        reply: assistantMessage.content,
        operations: hasChanges ? (repaired.applied as AiOperationDto[]) : [],
        warnings,
        suggestions,
        engine,
        fellBack,
        notice: fellBack ? AI_MESSAGES.fallbackNotice : null,
        changed: hasChanges,
        ...(plan ? { plan } : {}),
      },
      // The canonical layout and theme, as the preview renders them.
      store: {
        ...toStoreDto(saved),
        layout: saved.layout ?? emptyLayout(),
        theme: themeOf(saved.theme),
      },
      message: toChatMessageDto(assistantMessage, undoable),
      userMessage: toChatMessageDto(userMessage),
    };
  }

  /** Runs `work` with the store marked busy: one prompt (or undo) per store at a time. */
  async function whileBusy<T>(storeId: string, work: () => Promise<T>): Promise<T> {
    if (busyStores.has(storeId)) throw conflict("prompt_in_progress", AI_MESSAGES.promptInProgress);
    busyStores.add(storeId);
    try {
      return await work();
    } finally {
      busyStores.delete(storeId);
    }
  }

  /**
   * The checks of POST /store/{id}/ai-prompt that come before any answer (the store, the
   * rate limit, one prompt per store at a time), so a streamed answer can still fail them as
   * plain JSON. The run it answers must be called: it marks the store busy until it ends.
   */
  async function begin(
    actor: Actor,
    storeId: string,
    body: z.output<typeof AiPromptBody>,
  ): Promise<PromptRun> {
    const row = await stores.reachable(actor, storeId);
    if (busyStores.has(row.id)) throw conflict("prompt_in_progress", AI_MESSAGES.promptInProgress);
    // The organization pays for the model, so it is the unit of the limit (429 past it).
    const payer = row.teamId ?? `user:${row.createdBy}`;
    const ticket = await deps.rateLimit.take(payer);
    // Another prompt for the store may have begun while this one was counted: it is not run.
    if (busyStores.has(row.id)) {
      await deps.rateLimit.release(payer, ticket);
      throw conflict("prompt_in_progress", AI_MESSAGES.promptInProgress);
    }
    busyStores.add(row.id);
    return async (progress) => {
      try {
        return await answer(actor, row, body.prompt, progress);
      } finally {
        busyStores.delete(row.id);
      }
    };
  }

  return {
    begin,

    /** POST /store/{id}/ai-prompt (PRODUCT.md §7), answered at once as JSON. */
    async prompt(
      actor: Actor,
      storeId: string,
      body: z.output<typeof AiPromptBody>,
    ): Promise<AiPromptResult> {
      return (await begin(actor, storeId, body))();
    },

    /**
     * POST /store/{id}/ai-messages/{messageId}/undo: takes back one reply that saved the site,
     * as a new draft version; 409 undo_unavailable with the reason when it cannot.
     */
    async undo(actor: Actor, storeId: string, messageId: string): Promise<UndoAiTurnResult> {
      const row = await stores.reachable(actor, storeId);
      if (!isUuid(messageId)) {
        throw notFound("message_not_found", DRAFT_HISTORY_MESSAGES.messageNotFound);
      }
      return whileBusy(row.id, async () => {
        // Read again under the store's turn: a prompt may have saved while this one waited.
        const current = await stores.reachable(actor, row.id);
        const reply = await ai.findReply(actor, current.id, messageId);
        if (!reply) throw notFound("message_not_found", DRAFT_HISTORY_MESSAGES.messageNotFound);
        return turnUndo.undoReply(actor, current, reply);
      });
    },

    /** DELETE /store/{id}/ai-style-step: "Keep this style" closes the theme-preview step. */
    async dismissStyleStep(actor: Actor, storeId: string): Promise<DismissStyleStepResult> {
      const row = await stores.reachable(actor, storeId);
      return { dismissed: await ai.dismissStyleStep(actor, row.id) };
    },

    /** GET /store/{id}/ai-messages: the newest messages, oldest first. */
    async messages(actor: Actor, storeId: string): Promise<AiMessagesResult> {
      const row = await stores.reachable(actor, storeId);
      const rows = await ai.recent(actor, row.id, AI_LIMITS.historyLength);
      const undoneAtCurrent = rows.find((message) => message.meta.undoneVersion === row.version);
      const undoable = undoableVersionsOf(row.version, undoneAtCurrent);
      return { messages: rows.map((message) => toChatMessageDto(message, undoable)) };
    },

    /** DELETE /store/{id}/ai-messages: Reset clears the chat, not the site (PRODUCT.md §2, §4). */
    async reset(actor: Actor, storeId: string) {
      const row = await stores.reachable(actor, storeId);
      return { deleted: await ai.clear(actor, row.id) };
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
