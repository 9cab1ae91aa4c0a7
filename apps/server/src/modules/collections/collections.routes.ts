import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { CollectionsService } from "./collections.service.js";

/** A store's collections, for whoever edits its products. */
export function collectionsRoutes(app: FastifyInstance, service: CollectionsService): void {
  defineRoute(app, ROUTES.listCollections, ({ user, params }) =>
    service.list(user.actor, params.id),
  );
  defineRoute(app, ROUTES.createCollection, async ({ user, params, body }) => ({
    collection: await service.create(user.actor, params.id, body),
  }));
  defineRoute(app, ROUTES.previewCollection, ({ user, params, body }) =>
    service.preview(user.actor, params.id, body),
  );
  defineRoute(app, ROUTES.getCollection, ({ user, params }) =>
    service.get(user.actor, params.id, params.collectionId),
  );
  defineRoute(app, ROUTES.updateCollection, async ({ user, params, body }) => ({
    collection: await service.update(user.actor, params.id, params.collectionId, body),
  }));
  defineRoute(app, ROUTES.setCollectionProducts, async ({ user, params, body }) => ({
    collection: await service.setProducts(user.actor, params.id, params.collectionId, body),
  }));
  defineRoute(app, ROUTES.deleteCollection, async ({ user, params }) => ({
    collection: await service.remove(user.actor, params.id, params.collectionId),
  }));
}
