import { createGuardedClient } from "../../../http/guarded-fetch.js";
import { readCompletionStream } from "./completion-stream.js";

/** Why a model request failed, for the log and the fallback decision. */
export type ProviderFailure = "timeout" | "network" | "http" | "rate_limited" | "empty";

/** A model request that failed; the AI service falls back to the composer. */
export class ProviderError extends Error {
  override readonly name = "ProviderError";
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** One chat message of the OpenAI chat format. */
export interface ChatTurn {
  role: "system" | "user" | "assistant";
  content: string;
}

/** The body of POST {base}/chat/completions, as the payload builder makes it. */
export interface ChatCompletionsBody {
  model: string;
  messages: ChatTurn[];
  temperature: number;
  max_tokens: number;
  response_format?: { type: "json_schema"; json_schema: Record<string, unknown> };
  /** Ask for the answer as server-sent events, piece by piece. */
  stream?: boolean;
}

/** Per request: where streamed pieces of the answer go. */
export interface CompleteOptions {
  /** When given, the answer is asked for with `stream: true` and each piece comes here. */
  onContent?: (text: string) => void;
}

export interface ChatCompletionsOptions {
  /** The API root, such as https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  apiKey?: string | null;
  /** Per request. */
  timeoutMs: number;
  /** Further attempts after a 429 or 5xx answer. */
  maxRetries?: number;
  /** The longest Retry-After the client waits for; a longer one fails at once. */
  maxRetryWaitMs?: number;
  /** The guarded client by default; tests pass a fake. */
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
}

const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);

/** Retry-After as milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The model's address is AI_BASE_URL, set by the operator and often a loopback Ollama, so
 * private addresses are allowed; it still goes through the guarded client:
 * http(s) only, no credentials in the URL, the address pinned, and no redirect followed.
 */
const operatorFetch = () => createGuardedClient({ allowPrivate: true }).asFetch();

/**
 * A minimal client of any OpenAI-compatible `/chat/completions` (hosted APIs, Ollama, vLLM,
 * llama.cpp server, LM Studio) over a `fetch`: a timeout per request, bounded retries on
 * 429 and 5xx that honour Retry-After, and one retry without `response_format` for servers
 * that refuse it.
 */
export function createChatCompletionsClient(options: ChatCompletionsOptions) {
  const url = `${options.baseUrl.replace(/\/$/, "")}/chat/completions`;
  const maxRetries = options.maxRetries ?? 2;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 10_000;
  const sleep = options.sleep ?? defaultSleep;
  const doFetch = options.fetch ?? operatorFetch();

  async function send(body: ChatCompletionsBody): Promise<Response> {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      accept: body.stream ? "text/event-stream, application/json" : "application/json",
    };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    try {
      return await doFetch(url, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const isTimeout =
        error instanceof DOMException &&
        (error.name === "TimeoutError" || error.name === "AbortError");
      throw isTimeout
        ? new ProviderError("timeout", `The model did not answer within ${options.timeoutMs} ms`)
        : new ProviderError("network", `The model could not be reached: ${String(error)}`);
    }
  }

  /** A failure while the body was read: the request's timeout, or a broken connection. */
  function bodyFailure(error: unknown, what: string): ProviderError {
    const isTimeout =
      error instanceof DOMException &&
      (error.name === "TimeoutError" || error.name === "AbortError");
    return isTimeout
      ? new ProviderError("timeout", "The model's answer took too long")
      : new ProviderError("network", `The model's answer ${what}: ${String(error)}`);
  }

  async function readContent(response: Response, onContent?: (text: string) => void) {
    let content: unknown;
    const isStream = /^text\/event-stream/i.test(response.headers.get("content-type") ?? "");
    if (isStream && response.body) {
      try {
        content = await readCompletionStream(response.body, onContent ?? (() => undefined));
      } catch (error) {
        throw bodyFailure(error, "stream broke off");
      }
    } else {
      // Servers that ignore `stream: true` answer one JSON object, handed on as one piece.
      let payload: unknown;
      try {
        payload = await response.json();
      } catch (error) {
        if (error instanceof SyntaxError)
          throw new ProviderError("empty", "The model's answer was not JSON");
        throw bodyFailure(error, "could not be read");
      }
      const choice = (payload as { choices?: { message?: { content?: unknown } }[] }).choices?.[0];
      content = choice?.message?.content;
      if (typeof content === "string" && content !== "") onContent?.(content);
    }
    if (typeof content !== "string" || content.trim() === "") {
      throw new ProviderError("empty", "The model's answer had no message content");
    }
    return content;
  }

  return {
    /**
     * The first choice's message content, streamed when `onContent` is given. Throws
     * ProviderError when no usable answer came.
     */
    async complete(body: ChatCompletionsBody, options: CompleteOptions = {}): Promise<string> {
      let current: ChatCompletionsBody = options.onContent ? { ...body, stream: true } : body;
      let hasDroppedFormat = false;
      let retries = 0;
      for (;;) {
        const response = await send(current);
        if (response.ok) return readContent(response, options.onContent);
        // Drain the body so the connection can be reused.
        const text = await response.text().catch(() => "");
        if (response.status === 400 && current.response_format && !hasDroppedFormat) {
          // Some servers refuse json_schema; the schema is in the prompt as well.
          const { response_format: _dropped, ...rest } = current;
          current = rest;
          hasDroppedFormat = true;
          continue;
        }
        if (!RETRY_STATUSES.has(response.status) || retries >= maxRetries) {
          throw new ProviderError(
            response.status === 429 ? "rate_limited" : "http",
            `The model answered HTTP ${response.status}: ${text.slice(0, 200)}`,
            response.status,
          );
        }
        const wait = retryAfterMs(response.headers.get("retry-after")) ?? 500 * 2 ** retries;
        if (wait > maxRetryWaitMs) {
          throw new ProviderError(
            "rate_limited",
            `The model asked to wait ${Math.ceil(wait / 1000)} s, longer than we wait`,
            response.status,
          );
        }
        retries += 1;
        await sleep(wait);
      }
    },
  };
}

export type ChatCompletionsClient = ReturnType<typeof createChatCompletionsClient>;
