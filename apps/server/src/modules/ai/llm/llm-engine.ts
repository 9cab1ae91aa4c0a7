import { repairOps, type RepairContext } from "@shopwright/composer";
import type { SiteDocument } from "@shopwright/site";
import type { ChatCompletionsClient } from "./chat-completions-client.js";
import { readModelReply, type ModelReply } from "./model-reply.js";
import { createReplyTextStream } from "./reply-text-stream.js";
import {
  buildProviderPayload,
  fillPlaceholders,
  type PayloadInput,
  type SharingMode,
} from "./provider-payload.js";

/** What an engine answers, the model or the composer alike. */
export interface EngineReply {
  message: string;
  ops: unknown[];
  suggestions?: string[];
  warnings?: string[];
}

/** The model answered twice and neither answer could be used; the caller falls back. */
export class InvalidModelReplyError extends Error {
  override readonly name = "InvalidModelReplyError";
  constructor(readonly errors: readonly string[]) {
    super(`The model's answer could not be used: ${errors.slice(0, 3).join(" ")}`);
  }
}

export interface LlmEngineInput {
  mode: SharingMode;
  model: string;
  site: SiteDocument;
  products: readonly { id: string; name: string; image?: string | null }[];
  collections: PayloadInput["collections"];
  history: PayloadInput["history"];
  prompt: string;
  caps?: PayloadInput["caps"];
}

/** Where a streamed answer's progress goes (`POST /ai-prompt` with `Accept: text/event-stream`). */
export interface EngineProgress {
  /** A request to the model starts; text handed on before it is void. */
  attempt(): void;
  /** More of the reply text, as the model writes it. */
  text(piece: string): void;
}

/** An answer checked against the site: usable, or the errors a retry should carry. */
function check(
  content: string,
  input: LlmEngineInput,
  placeholders: ReadonlyMap<string, string>,
): { reply: ModelReply } | { errors: string[] } {
  const read = readModelReply(content);
  if (!read.ok) return { errors: [read.error] };
  const reply = fillPlaceholders(read.reply, placeholders);
  const context: RepairContext = {
    products: input.products,
    collections: input.collections,
    isUntrusted: true,
  };
  const { errors } = repairOps(input.site, reply.ops, context);
  return errors.length > 0 ? { errors } : { reply };
}

/**
 * Asks the model for operations: one request built by the payload
 * builder; the answer read, its JSON repaired once, checked against the site; when it fails,
 * one more request carrying the errors. Throws when neither answer can be used, or when
 * the provider fails (ProviderError); the caller then falls back to the composer.
 */
export async function runLlmEngine(
  client: ChatCompletionsClient,
  input: LlmEngineInput,
  progress?: EngineProgress,
): Promise<EngineReply> {
  // With progress wanted, the answer streams and its reply text is handed on piece by piece.
  async function ask(payload: ReturnType<typeof buildProviderPayload>): Promise<string> {
    if (!progress) return client.complete(payload.body);
    progress.attempt();
    const replyText = createReplyTextStream(payload.placeholders);
    const answer = await client.complete(payload.body, {
      onContent: (piece) => {
        const text = replyText.push(piece);
        if (text) progress.text(text);
      },
    });
    const rest = replyText.flush();
    if (rest) progress.text(rest);
    return answer;
  }

  const first = buildProviderPayload(input);
  const firstAnswer = await ask(first);
  const firstCheck = check(firstAnswer, input, first.placeholders);
  if ("reply" in firstCheck) return firstCheck.reply;

  const second = buildProviderPayload({
    ...input,
    retry: { answer: firstAnswer, errors: firstCheck.errors },
  });
  const secondAnswer = await ask(second);
  const secondCheck = check(secondAnswer, input, second.placeholders);
  if ("reply" in secondCheck) return secondCheck.reply;
  throw new InvalidModelReplyError(secondCheck.errors);
}
