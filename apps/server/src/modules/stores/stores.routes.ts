import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { StoresService } from "./stores.service.js";

/** Stores: create, list (the current organization's), get, update, delete and restore, approve. */
export function storesRoutes(app: FastifyInstance, stores: StoresService): void {
  defineRoute(app, ROUTES.createStore, ({ user, body }) => stores.create(user.actor, body));
  defineRoute(app, ROUTES.listStores, ({ user }) => stores.list(user.actor));
  defineRoute(app, ROUTES.listDeletedStores, ({ user }) => stores.listDeleted(user.actor));
  defineRoute(app, ROUTES.getStore, ({ user, params }) => stores.get(user.actor, params.id));
  defineRoute(app, ROUTES.updateStore, ({ user, params, body }) =>
    stores.update(user.actor, params.id, body),
  );
  defineRoute(app, ROUTES.deleteStore, ({ user, params }) => stores.remove(user.actor, params.id));
  defineRoute(app, ROUTES.restoreStore, ({ user, params }) =>
    stores.restore(user.actor, params.id),
  );
  defineRoute(app, ROUTES.approveStore, ({ user, params }) =>
    stores.approve(user.actor, params.id),
  );
}
