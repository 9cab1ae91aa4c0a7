import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { WebhooksService } from "./webhooks.service.js";

/** A store's webhook endpoints under /store/{id}/webhooks. */
export function webhooksRoutes(app: FastifyInstance, webhooks: WebhooksService): void {
  defineRoute(app, ROUTES.listWebhooks, ({ user, params }) => webhooks.list(user.actor, params.id));
  defineRoute(app, ROUTES.createWebhook, ({ user, params, body }) =>
    webhooks.create(user.actor, params.id, body),
  );
  defineRoute(app, ROUTES.updateWebhook, ({ user, params, body }) =>
    webhooks.update(user.actor, params.id, params.webhookId, body),
  );
  defineRoute(app, ROUTES.deleteWebhook, ({ user, params }) =>
    webhooks.remove(user.actor, params.id, params.webhookId),
  );
  defineRoute(app, ROUTES.webhookSecret, ({ user, params }) =>
    webhooks.secret(user.actor, params.id, params.webhookId),
  );
  defineRoute(app, ROUTES.webhookDeliveries, ({ user, params }) =>
    webhooks.deliveries(user.actor, params.id, params.webhookId),
  );
  defineRoute(app, ROUTES.testWebhook, ({ user, params }) =>
    webhooks.test(user.actor, params.id, params.webhookId),
  );
}
