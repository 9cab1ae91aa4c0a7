import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { AiService } from "./ai.service.js";
import { streamPrompt, wantsEventStream } from "./prompt-event-stream.js";

/** AI builder routes (PRODUCT.md §7): a prompt, the chat history, undo of a turn and Reset. */
export function aiRoutes(app: FastifyInstance, ai: AiService): void {
  // JSON by default (PRODUCT.md §7); with `Accept: text/event-stream`, events after the checks.
  defineRoute(app, ROUTES.aiPrompt, async ({ user, params, body, request, reply }) => {
    // A refusal here (rate limit: the error handler adds Retry-After) answers as JSON.
    const run = await ai.begin(user.actor, params.id, body);
    if (!wantsEventStream(request)) return run();
    await streamPrompt(request, reply, run);
    return reply;
  });
  defineRoute(app, ROUTES.aiMessages, ({ user, params }) => ai.messages(user.actor, params.id));
  defineRoute(app, ROUTES.undoAiTurn, ({ user, params }) =>
    ai.undo(user.actor, params.id, params.messageId),
  );
  defineRoute(app, ROUTES.resetAiMessages, ({ user, params }) => ai.reset(user.actor, params.id));
  defineRoute(app, ROUTES.dismissStyleStep, ({ user, params }) =>
    ai.dismissStyleStep(user.actor, params.id),
  );
}
