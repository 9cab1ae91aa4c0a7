import { z } from "zod";
import { AI_ENGINES, CHAT_ROLES } from "./ai.js";
import { date } from "./shared.js";
import { StoreDto } from "./stores.responses.js";

/**
 * The answers of the AI builder routes: the zod schemas of their `data`, and their types. They live
 * apart from the request schemas and texts so that a browser, which needs only their types,
 * never evaluates them; the route table (routes.ts) imports the values.
 */

/** One site operation as applied (`@shopwright/site`'s `Op`: a discriminated union on `op`). */
export const AiOperationDto = z.looseObject({ op: z.string() });
export type AiOperationDto = z.infer<typeof AiOperationDto>;

/** One style a generated site can take: a mood with its palette and fonts. */
export const AiThemeVariationDto = z.object({
  /** The mood's id ("warm", "dark", ...). */
  mood: z.string(),
  /** How the composer names it ("warm and cozy"); "Make it feel <label>" applies it. */
  label: z.string(),
  colors: z.object({
    primary: z.string(),
    secondary: z.string(),
    accent: z.string(),
    background: z.string(),
    text: z.string(),
  }),
  fonts: z.object({ heading: z.string(), body: z.string() }),
});
export type AiThemeVariationDto = z.infer<typeof AiThemeVariationDto>;

/** After a whole-site generation: what was chosen, and the styles to offer instead. */
export const AiPlanDto = z.object({
  industry: z.string(),
  /** The mood the site was generated with. */
  mood: z.string(),
  /** Two other moods that suit the business. */
  altMoods: z.array(z.string()),
  /** The generated mood first, then the alternates. */
  variations: z.array(AiThemeVariationDto),
});
export type AiPlanDto = z.infer<typeof AiPlanDto>;

/** A chat message (PRODUCT.md §3: role, content), with what the assistant's turn did. */
export const ChatMessageDto = z.object({
  _id: z.string(),
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  createdAt: date,
  /** Assistant turns: phrasings that would work, when the prompt was not understood. */
  suggestions: z.array(z.string()).optional(),
  /** Assistant turns: repairs made and operations skipped. */
  warnings: z.array(z.string()).optional(),
  /** Assistant turns: which engine answered. */
  engine: z.enum(AI_ENGINES).optional(),
  /** Assistant turns: the model failed and the composer answered (AI_MESSAGES.fallbackNotice). */
  fellBack: z.boolean().optional(),
  /** Assistant turns: how many operations changed the site. */
  appliedCount: z.number().int().optional(),
  /** Assistant turns that generated the whole site: the styles the theme-preview step offers. */
  plan: AiPlanDto.optional(),
  /** The owner closed that theme-preview step ("Keep this style"); it is not offered again. */
  isStyleStepDismissed: z.boolean().optional(),
  /** Assistant turns that saved the site: true (they offer Undo). */
  hasChangedSite: z.boolean().optional(),
  /** Such a turn: the draft version it wrote. */
  draftVersion: z.number().int().optional(),
  /** Such a turn, when read: whether Undo would take it back now (the draft is still its own). */
  canUndo: z.boolean().optional(),
  /** Such a turn was undone (by Undo or by typing "undo"). */
  isUndone: z.boolean().optional(),
});
export type ChatMessageDto = z.infer<typeof ChatMessageDto>;

/** data.ai of POST /store/{id}/ai-prompt: what the assistant did. */
export const AiResultDto = z.object({
  /** The reply text (PRODUCT.md §8 default when the engine gave none). */
  reply: z.string(),
  /** The operations applied to the site, in order; empty when nothing changed. */
  operations: z.array(AiOperationDto),
  /** Repairs made and operations skipped, as sentences. */
  warnings: z.array(z.string()),
  /** Phrasings that would work, when the prompt was not understood. */
  suggestions: z.array(z.string()),
  engine: z.enum(AI_ENGINES),
  /** True when the model failed and the composer answered instead. */
  fellBack: z.boolean(),
  /** A visible notice, such as the fallback's (AI_MESSAGES.fallbackNotice). */
  notice: z.string().nullable(),
  /** True when the site was saved (a new store version). */
  changed: z.boolean(),
  /** Only after a whole-site generation by the composer: the plan, for the theme-preview step. */
  plan: AiPlanDto.optional(),
  /** The prompt asked to undo (typing "undo"), and this reply was undone by it. */
  undoneMessageId: z.string().optional(),
});
export type AiResultDto = z.infer<typeof AiResultDto>;

/** data of POST /store/{id}/ai-prompt (PRODUCT.md §7: data.ai, data.store, data.message). */
export const AiPromptResult = z.object({
  ai: AiResultDto,
  store: StoreDto,
  /** The assistant's chat message. */
  message: ChatMessageDto,
  /** The user's chat message, as stored. */
  userMessage: ChatMessageDto,
});
export type AiPromptResult = z.infer<typeof AiPromptResult>;

/** data of GET /store/{id}/ai-messages: the chat, oldest first. */
export const AiMessagesResult = z.object({ messages: z.array(ChatMessageDto) });
export type AiMessagesResult = z.infer<typeof AiMessagesResult>;

/** data of DELETE /store/{id}/ai-style-step: whether an open theme-preview step was closed. */
export const DismissStyleStepResult = z.object({ dismissed: z.boolean() });
export type DismissStyleStepResult = z.infer<typeof DismissStyleStepResult>;
