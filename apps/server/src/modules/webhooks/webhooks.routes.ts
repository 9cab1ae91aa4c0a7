import {
  CreateWebhookBody,
  StoreIdParams,
  UpdateWebhookBody,
  WebhookParams,
} from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { WebhooksService } from "./webhooks.service.js";

/** A store's webhook endpoints under /store/{id}/webhooks. */
export function webhooksRoutes(app: FastifyInstance, webhooks: WebhooksService): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/store/:id/webhooks",
    access: "user",
    role: "store-admin",
    params: StoreIdParams,
    handler: ({ user, params }) => webhooks.list(user.actor, params.id),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/store/:id/webhooks",
    access: "user",
    role: "store-admin",
    params: StoreIdParams,
    body: CreateWebhookBody,
    status: 201,
    handler: ({ user, params, body }) => webhooks.create(user.actor, params.id, body),
  });
  defineRoute(app, {
    method: "PUT",
    url: "/api/store/:id/webhooks/:webhookId",
    access: "user",
    role: "store-admin",
    params: WebhookParams,
    body: UpdateWebhookBody,
    handler: ({ user, params, body }) =>
      webhooks.update(user.actor, params.id, params.webhookId, body),
  });
  defineRoute(app, {
    method: "DELETE",
    url: "/api/store/:id/webhooks/:webhookId",
    access: "user",
    role: "store-admin",
    params: WebhookParams,
    handler: ({ user, params }) => webhooks.remove(user.actor, params.id, params.webhookId),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/store/:id/webhooks/:webhookId/secret",
    access: "user",
    role: "store-admin",
    params: WebhookParams,
    handler: ({ user, params }) => webhooks.secret(user.actor, params.id, params.webhookId),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/store/:id/webhooks/:webhookId/deliveries",
    access: "user",
    role: "store-admin",
    params: WebhookParams,
    handler: ({ user, params }) => webhooks.deliveries(user.actor, params.id, params.webhookId),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/store/:id/webhooks/:webhookId/test",
    access: "user",
    role: "store-admin",
    params: WebhookParams,
    handler: ({ user, params }) => webhooks.test(user.actor, params.id, params.webhookId),
  });
}
