import { Readable } from "node:stream";
import { CSV_IMPORT_LIMITS, CSV_MESSAGES, ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../http/app-error.js";
import { defineCsvRoute, defineRoute } from "../../http/define-route.js";
import { csvTooLarge } from "./products.import.js";
import type { ProductsService } from "./products.service.js";

/** PRODUCT.md §7 "Products". */
export function productsRoutes(app: FastifyInstance, products: ProductsService): void {
  defineRoute(app, ROUTES.createProduct, ({ user, body }) => products.create(user.actor, body));
  defineRoute(app, ROUTES.listProducts, ({ user, params, query }) =>
    products.list(user.actor, params.storeId, query),
  );
  defineRoute(app, ROUTES.getProduct, ({ user, params }) => products.get(user.actor, params.id));
  defineRoute(app, ROUTES.updateProduct, ({ user, params, body }) =>
    products.update(user.actor, params.id, body),
  );
  defineRoute(app, ROUTES.deleteProduct, ({ user, params }) =>
    products.remove(user.actor, params.id),
  );
  defineRoute(app, ROUTES.bulkProducts, ({ user, body }) => products.bulk(user.actor, body));

  csvRoutes(app, products);
}

/** Content types a CSV file may arrive as (spreadsheets on Windows name it the Excel type). */
const CSV_TYPES = ["text/csv", "application/csv", "application/vnd.ms-excel"];

/** CSV import (the file as the request body) and export (a CSV download). */
function csvRoutes(app: FastifyInstance, products: ProductsService): void {
  // The body stays a stream here, read by the import itself: never whole in memory, and
  // limited by CSV_IMPORT_LIMITS rather than the API's JSON body limit.
  void app.register(async (scope) => {
    scope.addContentTypeParser(CSV_TYPES, (_request, payload, done) => done(null, payload));
    scope.addContentTypeParser("*", (_request, _payload, done) =>
      done(new AppError(415, "unsupported_media_type", CSV_MESSAGES.noFile), undefined),
    );
    defineRoute(scope, ROUTES.importProducts, async ({ user, params, query, request, reply }) => {
      try {
        const declared = Number(request.headers["content-length"] ?? 0);
        if (declared > CSV_IMPORT_LIMITS.maxBytes) throw csvTooLarge();
        const body = request.body instanceof Readable ? request.body : null;
        return await products.importCsv(user.actor, params.id, body, query);
      } catch (error) {
        // The rest of a refused upload is not read: the connection closes after the answer.
        if (error instanceof AppError && error.status === 413) reply.header("connection", "close");
        throw error;
      }
    });
  });

  defineCsvRoute(app, ROUTES.exportProducts, (actor, storeId, query) =>
    products.exportCsv(actor, storeId, query),
  );
}
