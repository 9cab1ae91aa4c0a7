import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { DraftHistoryService } from "./draft-history.service.js";

/** The draft history's routes (PRODUCT.md §7 Editor): list a store's versions, restore one. */
export function draftHistoryRoutes(app: FastifyInstance, history: DraftHistoryService): void {
  defineRoute(app, ROUTES.listDraftVersions, ({ user, params }) =>
    history.list(user.actor, params.id),
  );
  defineRoute(app, ROUTES.restoreDraftVersion, ({ user, params, body }) =>
    history.restore(user.actor, params.id, params.versionId, body),
  );
}
