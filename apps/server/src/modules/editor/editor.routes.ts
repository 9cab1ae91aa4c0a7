import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { declareRoute, defineRoute } from "../../http/define-route.js";
import type { EditorService } from "./editor.service.js";
import { PREVIEW_CSP } from "./preview-document.js";

/** Editor routes (PRODUCT.md §7): load, save, html preview and starter themes. */
export function editorRoutes(app: FastifyInstance, editor: EditorService): void {
  defineRoute(app, ROUTES.listThemes, async () => editor.listThemes());
  defineRoute(app, ROUTES.chooseTheme, ({ user, body }) => editor.chooseTheme(user.actor, body));
  defineRoute(app, ROUTES.loadEditor, ({ user, params }) => editor.load(user, params.id));
  defineRoute(app, ROUTES.saveEditor, ({ user, params, body }) =>
    editor.save(user.actor, params.id, body),
  );

  // An html document, not the JSON envelope, so it is declared without defineRoute.
  declareRoute(app, ROUTES.preview);
  app.route({
    method: ROUTES.preview.method,
    url: ROUTES.preview.path,
    // The admin frames this page: helmet's CSP and X-Frame-Options give way to the ones below.
    helmet: {
      contentSecurityPolicy: false,
      frameguard: { action: "sameorigin" },
      referrerPolicy: { policy: "no-referrer" },
    },
    handler: async (request, reply) => {
      const params = ROUTES.preview.params.safeParse(request.params);
      const query = ROUTES.preview.query.safeParse(request.query);
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
