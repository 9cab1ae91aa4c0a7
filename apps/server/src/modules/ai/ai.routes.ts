import { AiPromptBody, StoreIdParams } from "@shopwright/sdk";
import type { FastifyInstance, FastifyReply } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { AiService } from "./ai.service.js";
import { PromptRateLimitedError } from "./prompt-rate-limit.js";
import { streamPrompt, wantsEventStream } from "./prompt-event-stream.js";

/** The checks before any answer; a rate-limited caller learns when to try again. */
async function beginPrompt(reply: FastifyReply, begin: () => ReturnType<AiService["begin"]>) {
  try {
    return await begin();
  } catch (error) {
    if (error instanceof PromptRateLimitedError)
      reply.header("retry-after", String(error.retryAfterSeconds));
    throw error;
  }
}

/** SPEC 7 AI builder routes: a prompt, the chat history and Reset. */
export function aiRoutes(app: FastifyInstance, ai: AiService): void {
  defineRoute(app, {
    method: "POST",
    url: "/api/store/:id/ai-prompt",
    access: "user",
    role: "store",
    params: StoreIdParams,
    body: AiPromptBody,
    // JSON by default (SPEC 7); with `Accept: text/event-stream`, events once the checks pass.
    handler: async ({ user, params, body, request, reply }) => {
      const run = await beginPrompt(reply, () => ai.begin(user.actor, params.id, body));
      if (!wantsEventStream(request)) return run();
      await streamPrompt(request, reply, run);
      return undefined;
    },
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/store/:id/ai-messages",
    access: "user",
    role: "store",
    params: StoreIdParams,
    handler: ({ user, params }) => ai.messages(user.actor, params.id),
  });
  defineRoute(app, {
    method: "DELETE",
    url: "/api/store/:id/ai-messages",
    access: "user",
    role: "store",
    params: StoreIdParams,
    handler: ({ user, params }) => ai.reset(user.actor, params.id),
  });
  defineRoute(app, {
    method: "DELETE",
    url: "/api/store/:id/ai-style-step",
    access: "user",
    role: "store",
    params: StoreIdParams,
    handler: ({ user, params }) => ai.dismissStyleStep(user.actor, params.id),
  });
}
