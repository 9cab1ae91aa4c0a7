import { ChooseThemeBody, EditorUpdateBody, StoreIdParams } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineRoute } from "../../http/define-route.js";
import type { EditorService } from "./editor.service.js";
import { PREVIEW_CSP } from "./preview-document.js";

/** GET /store/{id}/preview query: the preview token and the page's path. */
const PreviewQuery = z.object({
  token: z.string().max(2048).optional(),
  page: z.string().max(200).optional(),
});

/** Editor routes (PRODUCT.md §7): load, save, html preview and starter themes. */
export function editorRoutes(app: FastifyInstance, editor: EditorService): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/store/themes",
    access: "user",
    role: "signed-in",
    handler: async () => editor.listThemes(),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/store/themes/choose",
    access: "user",
    role: "store",
    body: ChooseThemeBody,
    handler: ({ user, body }) => editor.chooseTheme(user.actor, body),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/store/:id/editor",
    access: "user",
    role: "store",
    params: StoreIdParams,
    handler: ({ user, params }) => editor.load(user, params.id),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/store/:id/editor-update",
    access: "user",
    role: "store",
    params: StoreIdParams,
    body: EditorUpdateBody,
    handler: ({ user, params, body }) => editor.save(user.actor, params.id, body),
  });

  // An html document, not the JSON envelope, so it is declared without defineRoute.
  app.routeInventory.push({
    method: "GET",
    url: "/api/store/:id/preview",
    access: "public",
    params: StoreIdParams,
    query: PreviewQuery,
  });
  app.route({
    method: "GET",
    url: "/api/store/:id/preview",
    // The admin frames this page: helmet's CSP and X-Frame-Options give way to the ones below.
    helmet: {
      contentSecurityPolicy: false,
      frameguard: { action: "sameorigin" },
      referrerPolicy: { policy: "no-referrer" },
    },
    handler: async (request, reply) => {
      const params = StoreIdParams.safeParse(request.params);
      const query = PreviewQuery.safeParse(request.query);
      const { status, html } = await editor.preview(
        params.success ? params.data.id : "",
        query.success ? query.data.token : undefined,
        query.success ? query.data.page : undefined,
      );
      return reply
        .status(status)
        .header("content-security-policy", PREVIEW_CSP)
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(html);
    },
  });
}
