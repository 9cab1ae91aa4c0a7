import type { AiPromptStreamEvent } from "@shopwright/sdk";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error.js";
import { INTERNAL_ERROR_MESSAGE } from "../../http/error-handler.js";
import type { PromptRun } from "./ai.service.js";

// Proxies drop an idle connection after a minute or so; a comment line keeps it open while
// the model thinks.
const KEEP_ALIVE_MS = 15_000;

/** True when the request asks for server-sent events (`Accept: text/event-stream`). */
export function wantsEventStream(request: FastifyRequest): boolean {
  return /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(request.headers.accept ?? "");
}

/** One event in the wire format: its name, then its JSON on a single data line. */
export function formatEvent(event: AiPromptStreamEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * Answers a prompt that passed its checks as server-sent events (contract: AiPromptStreamEvent):
 * status and delta while it runs, then `done` with the JSON route's exact body, or `error`
 * with its error envelope. Takes the reply over from Fastify, so it sets the headers the
 * API's hooks would (no caching) itself; never throws.
 */
export async function streamPrompt(
  request: FastifyRequest,
  reply: FastifyReply,
  run: PromptRun,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    connection: "keep-alive",
    // nginx and some other proxies buffer responses unless told not to.
    "x-accel-buffering": "no",
  });
  res.flushHeaders();
  const write = (event: AiPromptStreamEvent) => {
    if (!res.destroyed && !res.writableEnded) res.write(formatEvent(event));
  };
  const keepAlive = setInterval(() => {
    if (!res.destroyed && !res.writableEnded) res.write(": keep-alive\n\n");
  }, KEEP_ALIVE_MS);

  try {
    const data = await run({
      status: (phase, engine) => write({ event: "status", data: { phase, engine } }),
      delta: (text) => write({ event: "delta", data: { text } }),
    });
    write({ event: "done", data: { success: true, data } });
  } catch (error) {
    if (error instanceof AppError) {
      write({
        event: "error",
        data: { success: false, message: error.message, code: error.code, status: error.status },
      });
    } else {
      request.log.error({ err: error }, "streamed prompt failed");
      write({
        event: "error",
        data: {
          success: false,
          message: INTERNAL_ERROR_MESSAGE,
          code: "internal_error",
          status: 500,
        },
      });
    }
  } finally {
    clearInterval(keepAlive);
    res.end();
  }
}
