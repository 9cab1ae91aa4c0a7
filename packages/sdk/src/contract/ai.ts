import { z } from "zod";
import type { ErrorBody, SuccessBody } from "./errors.js";
import type { StoreDto } from "./stores.js";

/** Limits of the AI chat builder (PRODUCT.md §9). */
export const AI_LIMITS = {
  /** Characters of one prompt, after trimming. */
  promptLength: 2000,
  /** Messages GET /store/{id}/ai-messages answers at most (the newest ones). */
  historyLength: 200,
} as const;

/**
 * Texts of the chat builder. Those marked PRODUCT.md are dictated by its §5 and §8 and
 * must stay exactly as written; the others are ours where PRODUCT.md is silent.
 */
export const AI_MESSAGES = {
  /** PRODUCT.md §8: the assistant's reply when the engine gives none. */
  defaultReply: "Done! I updated the preview based on your request.",
  /** PRODUCT.md §8: the error bubble when no message comes back. */
  generateFailed: "Failed to generate",
  promptRequired: "Describe what you would like to build or change",
  promptTooLong: `A prompt is at most ${AI_LIMITS.promptLength} characters`,
  rateLimited:
    "Your organization has sent a lot of prompts in the last minute. Please wait a moment and try again.",
  promptInProgress:
    "This store is still working on your last prompt. Please wait for it to finish.",
  /** Shown when the model could not be used and the built-in composer answered. */
  fallbackNotice:
    "The AI model could not answer this time, so the built-in composer made this change instead.",
} as const;

/** POST /store/{id}/ai-prompt body: a prompt, trimmed, never blank, capped in length. */
export const AiPromptBody = z.object({
  prompt: z
    .string({ error: AI_MESSAGES.promptRequired })
    .transform((prompt) => prompt.trim())
    .pipe(
      z
        .string()
        .min(1, { error: AI_MESSAGES.promptRequired })
        .max(AI_LIMITS.promptLength, { error: AI_MESSAGES.promptTooLong }),
    ),
});
export type AiPromptBody = z.input<typeof AiPromptBody>;

/** Which engine answered: the offline composer or an OpenAI-compatible model. */
export const AI_ENGINES = ["composer", "llm"] as const;
export type AiEngine = (typeof AI_ENGINES)[number];

/** Who wrote a chat message (PRODUCT.md §3 Chat message). */
export const CHAT_ROLES = ["user", "assistant"] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** One site operation as applied (`@shopwright/site`'s `Op`: a discriminated union on `op`). */
export type AiOperationDto = { op: string } & Record<string, unknown>;

/** A chat message (PRODUCT.md §3: role, content), with what the assistant's turn did. */
export interface ChatMessageDto {
  _id: string;
  role: ChatRole;
  content: string;
  createdAt: string;
  /** Assistant turns: phrasings that would work, when the prompt was not understood. */
  suggestions?: string[];
  /** Assistant turns: repairs made and operations skipped. */
  warnings?: string[];
  /** Assistant turns: which engine answered. */
  engine?: AiEngine;
  /** Assistant turns: the model failed and the composer answered (AI_MESSAGES.fallbackNotice). */
  fellBack?: boolean;
  /** Assistant turns: how many operations changed the site. */
  appliedCount?: number;
  /** Assistant turns that generated the whole site: the styles the theme-preview step offers. */
  plan?: AiPlanDto;
  /** The owner closed that theme-preview step ("Keep this style"); it is not offered again. */
  isStyleStepDismissed?: boolean;
}

/** One style a generated site can take: a mood with its palette and fonts. */
export interface AiThemeVariationDto {
  /** The mood's id ("warm", "dark", ...). */
  mood: string;
  /** How the composer names it ("warm and cozy"); "Make it feel <label>" applies it. */
  label: string;
  colors: {
    primary: string;
    secondary: string;
    accent: string;
    background: string;
    text: string;
  };
  fonts: { heading: string; body: string };
}

/** After a whole-site generation: what was chosen, and the styles to offer instead. */
export interface AiPlanDto {
  industry: string;
  /** The mood the site was generated with. */
  mood: string;
  /** Two other moods that suit the business. */
  altMoods: string[];
  /** The generated mood first, then the alternates. */
  variations: AiThemeVariationDto[];
}

/** data.ai of POST /store/{id}/ai-prompt: what the assistant did. */
export interface AiResultDto {
  /** The reply text (PRODUCT.md §8 default when the engine gave none). */
  reply: string;
  /** The operations applied to the site, in order; empty when nothing changed. */
  operations: AiOperationDto[];
  /** Repairs made and operations skipped, as sentences. */
  warnings: string[];
  /** Phrasings that would work, when the prompt was not understood. */
  suggestions: string[];
  engine: AiEngine;
  /** True when the model failed and the composer answered instead. */
  fellBack: boolean;
  /** A visible notice, such as the fallback's (AI_MESSAGES.fallbackNotice). */
  notice: string | null;
  /** True when the site was saved (a new store version). */
  changed: boolean;
  /** Only after a whole-site generation by the composer: the plan, for the theme-preview step. */
  plan?: AiPlanDto;
}

/** data of POST /store/{id}/ai-prompt (PRODUCT.md §7: data.ai, data.store, data.message). */
export interface AiPromptResult {
  ai: AiResultDto;
  store: StoreDto;
  /** The assistant's chat message. */
  message: ChatMessageDto;
  /** The user's chat message, as stored. */
  userMessage: ChatMessageDto;
}

/** data of GET /store/{id}/ai-messages: the chat, oldest first. */
export interface AiMessagesResult {
  messages: ChatMessageDto[];
}

/** data of DELETE /store/{id}/ai-style-step: whether an open theme-preview step was closed. */
export interface DismissStyleStepResult {
  dismissed: boolean;
}

/**
 * POST /store/{id}/ai-prompt with `Accept: text/event-stream`: the same prompt, answered as
 * server-sent events. `status` "thinking" starts a reply draft (again after a retry or the
 * composer's fallback: drop the text so far); `delta` adds reply text to the draft; `status`
 * "applying" says the reply is complete and the site is being saved. The stream ends with
 * `done`, whose data is exactly the JSON route's body, or `error`, with its error envelope.
 */
export type AiPromptStreamEvent =
  | { event: "status"; data: { phase: "thinking" | "applying"; engine: AiEngine } }
  | { event: "delta"; data: { text: string } }
  | { event: "done"; data: SuccessBody<AiPromptResult> }
  /** The envelope the JSON route would answer, with the HTTP status it would have had. */
  | { event: "error"; data: ErrorBody & { status: number } };

/** The media type that asks POST /store/{id}/ai-prompt for events instead of one JSON answer. */
export const EVENT_STREAM_TYPE = "text/event-stream";
