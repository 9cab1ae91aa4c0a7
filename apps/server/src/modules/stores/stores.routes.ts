import { CreateStoreBody, StoreIdParams, UpdateStoreBody } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { StoresService } from "./stores.service.js";

/** Stores: create, list (the current organization's), get, update, delete, approve. */
export function storesRoutes(app: FastifyInstance, stores: StoresService): void {
  defineRoute(app, {
    method: "POST",
    url: "/api/store",
    access: "user",
    role: "signed-in",
    body: CreateStoreBody,
    status: 201,
    handler: ({ user, body }) => stores.create(user.actor, body),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/store",
    access: "user",
    role: "signed-in",
    handler: ({ user }) => stores.list(user.actor),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/store/:id",
    access: "user",
    role: "store",
    params: StoreIdParams,
    handler: ({ user, params }) => stores.get(user.actor, params.id),
  });
  defineRoute(app, {
    method: "PUT",
    url: "/api/store/:id",
    access: "user",
    role: "store-admin",
    params: StoreIdParams,
    body: UpdateStoreBody,
    handler: ({ user, params, body }) => stores.update(user.actor, params.id, body),
  });
  defineRoute(app, {
    method: "DELETE",
    url: "/api/store/:id",
    access: "user",
    role: "store-admin",
    params: StoreIdParams,
    handler: ({ user, params }) => stores.remove(user.actor, params.id),
  });
  defineRoute(app, {
    method: "PUT",
    url: "/api/store/:id/approve",
    access: "user",
    role: "store-admin",
    params: StoreIdParams,
    handler: ({ user, params }) => stores.approve(user.actor, params.id),
  });
}
