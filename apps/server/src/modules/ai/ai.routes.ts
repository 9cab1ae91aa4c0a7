import { AiPromptBody, StoreIdParams } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { AiService } from "./ai.service.js";

/** SPEC 7 AI builder routes: a prompt, the chat history and Reset. */
export function aiRoutes(app: FastifyInstance, ai: AiService): void {
  defineRoute(app, {
    method: "POST",
    url: "/api/store/:id/ai-prompt",
    access: "user",
    params: StoreIdParams,
    body: AiPromptBody,
    handler: ({ user, params, body }) => ai.prompt(user.id, params.id, body),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/store/:id/ai-messages",
    access: "user",
    params: StoreIdParams,
    handler: ({ user, params }) => ai.messages(user.id, params.id),
  });
  defineRoute(app, {
    method: "DELETE",
    url: "/api/store/:id/ai-messages",
    access: "user",
    params: StoreIdParams,
    handler: ({ user, params }) => ai.reset(user.id, params.id),
  });
}
