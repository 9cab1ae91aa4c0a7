import { Readable } from "node:stream";
import {
  BulkProductsBody,
  CSV_IMPORT_LIMITS,
  CSV_MESSAGES,
  CreateProductBody,
  ExportProductsQuery,
  ImportProductsQuery,
  ListProductsQuery,
  ProductIdParams,
  ProductStoreParams,
  StoreIdParams,
  UpdateProductBody,
} from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { AppError, badRequest } from "../../http/app-error.js";
import { defineRoute } from "../../http/define-route.js";
import { csvTooLarge } from "./products.import.js";
import type { ProductsService } from "./products.service.js";

/** PRODUCT.md §7 "Products". */
export function productsRoutes(app: FastifyInstance, products: ProductsService): void {
  defineRoute(app, {
    method: "POST",
    url: "/api/products",
    access: "user",
    role: "store",
    body: CreateProductBody,
    status: 201,
    handler: ({ user, body }) => products.create(user.actor, body),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/products/:storeId",
    access: "user",
    role: "store",
    params: ProductStoreParams,
    query: ListProductsQuery,
    handler: ({ user, params, query }) => products.list(user.actor, params.storeId, query),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/products/item/:id",
    access: "user",
    role: "store",
    params: ProductIdParams,
    handler: ({ user, params }) => products.get(user.actor, params.id),
  });
  defineRoute(app, {
    method: "PUT",
    url: "/api/products/:id",
    access: "user",
    role: "store",
    params: ProductIdParams,
    body: UpdateProductBody,
    handler: ({ user, params, body }) => products.update(user.actor, params.id, body),
  });
  defineRoute(app, {
    method: "DELETE",
    url: "/api/products/:id",
    access: "user",
    role: "store",
    params: ProductIdParams,
    handler: ({ user, params }) => products.remove(user.actor, params.id),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/products/bulk",
    access: "user",
    role: "store",
    body: BulkProductsBody,
    handler: ({ user, body }) => products.bulk(user.actor, body),
  });

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
    defineRoute(scope, {
      method: "POST",
      url: "/api/store/:id/products/import",
      access: "user",
      role: "store",
      params: StoreIdParams,
      query: ImportProductsQuery,
      handler: async ({ user, params, query, request, reply }) => {
        try {
          const declared = Number(request.headers["content-length"] ?? 0);
          if (declared > CSV_IMPORT_LIMITS.maxBytes) throw csvTooLarge();
          const body = request.body instanceof Readable ? request.body : null;
          return await products.importCsv(user.actor, params.id, body, query);
        } catch (error) {
          // The rest of a refused upload is not read: the connection closes after the answer.
          if (error instanceof AppError && error.status === 413)
            reply.header("connection", "close");
          throw error;
        }
      },
    });
  });

  // A CSV file, not the JSON envelope, so it is declared without defineRoute.
  app.routeInventory.push({
    method: "GET",
    url: "/api/store/:id/products/export",
    access: "user",
    role: "store",
    params: StoreIdParams,
    query: ExportProductsQuery,
  });
  app.route({
    method: "GET",
    url: "/api/store/:id/products/export",
    preHandler: app.requireUser,
    handler: async (request, reply) => {
      const params = StoreIdParams.safeParse(request.params);
      const query = ExportProductsQuery.safeParse(request.query);
      if (!query.success) throw badRequest(query.error.issues[0]?.message ?? "Invalid request");
      const { filename, stream } = await products.exportCsv(
        request.user!.actor,
        params.success ? params.data.id : "",
        query.data,
      );
      return reply
        .header("content-disposition", `attachment; filename="${filename}"`)
        .type("text/csv; charset=utf-8")
        .send(stream);
    },
  });
}
