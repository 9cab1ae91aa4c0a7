import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { MediaService } from "./media.service.js";

/** PRODUCT.md §7 "Media library". */
export function mediaRoutes(app: FastifyInstance, media: MediaService): void {
  defineRoute(app, ROUTES.listMedia, ({ user, params, query }) =>
    media.list(user.actor, params.id, query),
  );
  defineRoute(app, ROUTES.setMediaAlt, ({ user, params, body }) =>
    media.setAlt(user.actor, params.id, params.imageId, body.alt),
  );
}
