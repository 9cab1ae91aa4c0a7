import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { createGuardedClient, type HostResolver } from "../../http/guarded-fetch.js";
import type { OrderEventsHook } from "../commerce/order-notices.js";
import type { ProductEventsHook } from "../products/products.service.js";
import type { StorePublishedEvent } from "../publishing/publishing.service.js";
import type { StoresService } from "../stores/stores.service.js";
import { createWebhooksRepository } from "./webhooks.repository.js";
import { webhooksRoutes } from "./webhooks.routes.js";
import { createWebhooksService } from "./webhooks.service.js";
import { createWebhookWorker, DEFAULT_TUNING, type WebhookTuning } from "./webhooks.worker.js";

/** What tests may change: the retry schedule and polling, and the DNS resolver. */
export interface WebhooksOptions {
  tuning?: Partial<WebhookTuning>;
  resolve?: HostResolver;
}

/**
 * Wires webhooks: repository → worker (through the guarded client) → service → routes. The
 * worker runs while the app does. Answers the hooks products and publishing call.
 */
export function webhooksModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Pick<Config, "outboundAllowPrivate">;
    stores: StoresService;
    options?: WebhooksOptions;
  },
) {
  const repository = createWebhooksRepository(deps.db);
  const guard = createGuardedClient({
    allowPrivate: deps.config.outboundAllowPrivate ?? false,
    resolve: deps.options?.resolve,
  });
  const worker = createWebhookWorker({
    repository,
    client: guard,
    tuning: { ...DEFAULT_TUNING, ...deps.options?.tuning },
    log: app.log,
  });
  app.addHook("onReady", () => worker.start());
  app.addHook("onClose", () => worker.stop());
  const webhooks = createWebhooksService({
    webhooks: repository,
    stores: deps.stores,
    guard,
    worker,
    log: app.log,
  });
  webhooksRoutes(app, webhooks);

  const productEvents: ProductEventsHook = {
    isListening: (storeId) =>
      webhooks.isListening(storeId, ["product.created", "product.updated", "product.deleted"]),
    async emit(type, items) {
      const byStore = new Map<string, unknown[]>();
      for (const { storeId, product } of items) {
        const products = byStore.get(storeId) ?? [];
        products.push(product);
        byStore.set(storeId, products);
      }
      for (const [storeId, products] of byStore) await webhooks.emit(storeId, type, products);
    },
  };
  const storePublished = ({ storeId, ...data }: StorePublishedEvent) =>
    webhooks.emit(storeId, "store.published", [data]);

  const orderEvents: OrderEventsHook = {
    isListening: (storeId, type) => webhooks.isListening(storeId, [type]),
    emit: (storeId, type, order) => webhooks.emit(storeId, type, [order]),
  };

  return { webhooks, productEvents, storePublished, orderEvents };
}
