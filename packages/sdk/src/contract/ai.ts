import { z } from "zod";
import type { AiPromptResult } from "./ai.responses.js";
import type { ErrorBody, SuccessBody } from "./errors.js";

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

// EVENT_STREAM_TYPE is defined with API_ROOT, so the client sends without loading this module's schemas.
export { EVENT_STREAM_TYPE } from "./transport.js";
